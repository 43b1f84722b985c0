/** Build-time flags (vite.config.ts `define`). */

/** True in test builds (e2e, benchmarks, unit tests, the dev server): the test bridge is installed on `window`. */
declare const __SADDLEGRID_TEST_BRIDGE__: boolean;
