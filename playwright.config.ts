import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testWorkers } from './scripts/testWorkers.ts';

/** Debian's Chromium (no browser download works here); WebGL through SwiftShader. */
const chromium = process.env.SADDLEGRID_CHROMIUM ?? '/usr/bin/chromium';
/**
 * Port of the production server (change it to run two suites side by side): the app and the session server's
 * /ws on one port, one process (issue 27, `server/http.ts`), as `npm start` runs it.
 */
const port = Number(process.env.SADDLEGRID_E2E_PORT ?? 4173);
/**
 * Where the e2e server keeps its rooms (issue 27): per port, emptied when a run starts (not by the workers, which
 * read this file again while the server runs).
 */
const roomsDir = join(tmpdir(), `saddlegrid-e2e-rooms-${port}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(roomsDir, { recursive: true, force: true });
/**
 * Workers (scripts/testWorkers.ts): decided once, in the test runner's own process — not in its workers, which read
 * this file too, nor in another tool that loads it (knip).
 */
const main = process.env.TEST_WORKER_INDEX === undefined && /playwright/.test(process.argv[1] ?? '');
const e2eWorkers = main ? testWorkers(process.env.SADDLEGRID_E2E_WORKERS) : 1;
if (main) console.log(`e2e: ${e2eWorkers} worker(s) (SADDLEGRID_E2E_WORKERS decides when set)`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Any two tests may run together (each opens its own pages and rooms). Two workers on a quiet 2-core machine
  // (the suite in 7.7 min against 13–14 with one), one on a machine busy with other work: at load ~18 two workers
  // starved each other's pages until inputs were lost (scripts/testWorkers.ts). SADDLEGRID_E2E_WORKERS decides when set.
  fullyParallel: true,
  workers: e2eWorkers,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 860 },
    locale: 'en-US',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 860 } } }],
  webServer: {
    // The production server, compiled ahead of time (`npm run build:server`, part of `npm run test:e2e`), serving
    // the e2e build (`vite build --mode test` into dist/) and the session server, on this machine only.
    command: 'node dist-server/main.mjs',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Rooms kept apart per port (two suites side by side), in the system's temporary directory.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      SADDLEGRID_APP_DIR: 'dist',
      SADDLEGRID_DATA_DIR: roomsDir,
      // Every GM of the suite connects from 127.0.0.1 and the suite makes a few dozen rooms: the per-address
      // creation limit (10 an hour for a real table) is raised here; its own test is server/limits.test.ts.
      ROOMS_PER_HOUR: '1000',
      ROOMS_BURST: '200',
    },
  },
});
