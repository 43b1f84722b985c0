import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (no browser download works here); WebGL through SwiftShader. */
const chromium = process.env.SADDLEGRID_CHROMIUM ?? '/usr/bin/chromium';
/** Port of the preview server (change it to run two suites side by side). */
const port = Number(process.env.SADDLEGRID_E2E_PORT ?? 4173);
/**
 * Port of the session server (issue 20, e2e/multiplayer.spec.ts): the preview proxies /ws to it (vite.config.ts
 * reads the same variable). Derived from the preview's port, so two suites on two ports do not clash.
 */
const sessionPort = Number(process.env.SADDLEGRID_SESSION_PORT ?? port + 20000);

/**
 * Where the e2e session server keeps its rooms (issue 27): per port, emptied when a run starts (not by the
 * workers, which read this file again while the server runs).
 */
const roomsDir = join(tmpdir(), `saddlegrid-e2e-rooms-${sessionPort}`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(roomsDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { SADDLEGRID_SESSION_PORT: String(sessionPort) },
    },
    {
      // The session server, on this machine only.
      command: `node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${sessionPort}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Rooms kept apart per port (two suites side by side), in the system's temporary directory.
      env: {
        HOST: '127.0.0.1',
        SESSION_PORT: String(sessionPort),
        SADDLEGRID_DATA_DIR: roomsDir,
        // Every GM of the suite connects from 127.0.0.1 and the suite makes a few dozen rooms: the per-address
        // creation limit (10 an hour for a real table) is raised here; its own test is server/limits.test.ts.
        ROOMS_PER_HOUR: '1000',
        ROOMS_BURST: '200',
      },
    },
  ],
});
