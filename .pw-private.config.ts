import base from './playwright.config';
import { defineConfig } from '@playwright/test';
// A private server and build (the shared port 4173 and dist/ are used by other engineers' runs).
export default defineConfig({
  ...base,
  testDir: '/work/main/e2e',
  outputDir: '/tmp/sg/test-results',
  use: { ...base.use, baseURL: 'http://127.0.0.1:4274' },
  webServer: { command: 'npx vite preview --outDir /tmp/sg/dist --host 127.0.0.1 --port 4274 --strictPort', url: 'http://127.0.0.1:4274', reuseExistingServer: false, timeout: 60_000, cwd: '/work/main' },
});
