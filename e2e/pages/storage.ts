/**
 * Helpers of the storage specs (issue 14): the CSP watch, screenshots at two sizes, the "restored" signal after a
 * reload and a time budget that follows the test's progress instead of a fixed limit (issue 31).
 */
import { test, type Page } from '@playwright/test';
import { expect } from '../expect';

/** Console messages of CSP violations (there must be none). */
export function watchCsp(page: Page): string[] {
  const out: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|create|evaluate|connect)/i.test(m.text()))
      out.push(m.text());
  });
  return out;
}

/** Screenshots at 1280×720 and 1920×1080 under e2e-screens/issue14-<name>-<w>x<h>.png. */
export async function shots(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    // The board re-fits on resize; wait for the layout to settle on a frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `e2e-screens/issue14-${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 860 });
}

/** How long one step (a reload and its restore) may take on a loaded 2-core machine before the test fails. */
export const STEP_MS = 45_000;
/** Time before the first step (the browser context, the first page load). */
const SETUP_MS = 60_000;

/**
 * A time budget by progress (issue 31): call the returned function after each step; the test may then take one
 * more step's time from now. A slow machine that makes progress passes; a step that hangs fails within STEP_MS.
 */
export function stepBudget(): () => void {
  const t0 = Date.now();
  const grant = (): void => test.setTimeout(SETUP_MS + (Date.now() - t0) + STEP_MS);
  grant();
  return grant;
}

/**
 * After a reload: the encounter was restored and shown (the library's "restored" signal: the open entry's saved
 * revision is set on the new document once the restore put it on screen).
 */
export async function restored(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.savedRev ?? null), { timeout: STEP_MS })
    .not.toBeNull();
}
