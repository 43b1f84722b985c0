/** Page-object helpers for the encounter library (issue 14): new encounters, the library dialog, the saved signal. */
import { type Page } from '@playwright/test';
import { expect } from '../expect';

/** What "New encounter" starts from: an empty map of a rule system, or a sample. */
export type StartFrom = 'sample' | 'sampleTenkai' | 'mounted4e' | 'tenkai' | 'sudukuri';

/**
 * Create a new encounter through the New encounter dialog (a new library entry; the open one stays saved) and
 * wait until it is open.
 */
export async function newEncounter(page: Page, from: StartFrom, name?: string): Promise<void> {
  const before = await page.evaluate(() => window.__saddlegrid?.currentEntry() ?? null);
  await page.getByTestId('toolbar.new').click();
  const dialog = page.getByTestId('new.dialog');
  await expect(dialog).toBeVisible();
  if (from === 'sample' || from === 'sampleTenkai') await page.getByTestId('new.from').selectOption(from);
  else {
    await page.getByTestId('new.from').selectOption('empty');
    await page.getByTestId('new.system').selectOption(from);
  }
  if (name !== undefined) await page.getByTestId('new.name').fill(name);
  await page.getByTestId('new.create').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.__saddlegrid?.currentEntry() ?? null)).not.toBe(before);
}

/** Wait until every change made so far is on disk (the app's saved signal; never a sleep). */
export async function saved(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__saddlegrid?.whenSaved() ?? false)).toBe(true);
}

/** The open encounter's file text (what Export writes). */
export function exported(page: Page): Promise<string> {
  return page.evaluate(() => window.__saddlegrid?.exportFile() ?? '');
}
