// The session server's tests and the browser side's (src/net), run together:
//   npx vitest run --config server/vitest.config.ts
// (The app's vite.config.ts includes src/**, so src/net's tests also run in `npm run test:unit`; adding
// 'server/**/*.test.ts' to its `test.include` makes this config unnecessary.)
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['server/**/*.test.ts', 'src/net/**/*.test.ts'],
    environment: 'node',
  },
});
