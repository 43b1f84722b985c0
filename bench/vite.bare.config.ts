// Build of the benchmark's bare PixiJS page (bench/bare → bench/dist-bare); invoked by scripts/bench.mjs.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: `${here}bare`,
  base: './',
  logLevel: 'warn',
  build: { outDir: `${here}dist-bare`, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
