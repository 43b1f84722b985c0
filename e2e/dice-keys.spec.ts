/**
 * Dice nobody can predict (issue 26), in the GM's window: the sample of a first visit rolls with a secret key made
 * in this browser (kept by the autosave, not made again by a reload); an old file replays with its own dice, then
 * its dice are upgraded to a secure generator — said in the GM's log in both languages, recorded in the history.
 */
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { exported } from './pages/library';

interface FileJson {
  version: number;
  initial: { rng: { alg: string; key?: string; n?: number } };
  commands: { type: string; key?: string }[];
  cursor: number;
}
const file = async (page: import('@playwright/test').Page): Promise<FileJson> =>
  JSON.parse(await exported(page)) as FileJson;

test.describe('secret dice keys (issue 26)', () => {
  test('the first visit’s sample has a key of its own, kept by a reload; another browser gets another', async ({
    page,
    browser,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    const first = await file(page);
    expect(first.version).toBe(3);
    expect(first.initial.rng.alg).toBe('chacha20');
    expect(first.initial.rng.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.evaluate(() => window.__saddlegrid!.whenSaved());
    await page.reload();
    await board.waitForBoard();
    expect((await file(page)).initial.rng).toEqual(first.initial.rng);
    expect((await file(page)).commands).toEqual([]); // nothing to reseed
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await new BoardPage(page2).open();
    expect((await file(page2)).initial.rng.key).not.toBe(first.initial.rng.key);
    await other.close();
  });

  test('an old (version-2) file replays with its own dice, then gets a secure key: one GM log line, in both languages', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    const text = readFileSync('docs/examples/sudukuri-battle.json', 'utf8');
    const old = JSON.parse(text) as { commands: unknown[]; initial: { rng: number } };
    await page
      .getByTestId('toolbar.import-file')
      .setInputFiles({ name: 'sudukuri-battle.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByTestId('notice.info')).toContainText('as a new encounter');
    await expect.poll(async () => (await file(page)).commands.length).toBe(old.commands.length + 1);
    const now = await file(page);
    expect(now.version).toBe(3);
    expect(now.initial.rng).toEqual({ alg: 'mulberry32', state: old.initial.rng }); // the history as it was rolled
    expect(now.commands.slice(0, -1)).toEqual(old.commands);
    expect(now.commands.at(-1)).toMatchObject({ type: 'reseedDice' });
    expect((await board.encounter()).rng).toEqual({ alg: 'chacha20', key: now.commands.at(-1)?.key, n: 0 });
    await board.tab('log');
    await expect(page.getByTestId('log.line').last()).toContainText(
      'The dice were upgraded to a secure generator (a new secret key',
    );
    await board.shot('issue26-dice-upgraded-1400');
    await page.setViewportSize({ width: 1280, height: 720 });
    // The log goes into the tabs on this shorter window (wait for the new layout before picking its tab).
    await expect(page.getByTestId('tab.log')).toHaveCount(1);
    await board.tab('log');
    await expect(page.getByTestId('log.line').last()).toBeVisible();
    await board.shot('issue26-dice-upgraded-1280');
    await page.getByTestId('toolbar.lang').click();
    await expect(page.getByTestId('log.line').last()).toContainText('ダイスを安全な乱数生成器に切り替えた');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await board.shot('issue26-dice-upgraded-ja-1920');
    // A roll now comes from the new key: the position moves on.
    await page.getByTestId('toolbar.lang').click();
    await page.getByTestId('dice.expr').fill('3d6');
    await page.getByTestId('dice.expr').press('Enter');
    await expect(page.getByTestId('log.line').last()).toContainText('3D6');
    expect((await board.encounter()).rng).toMatchObject({ alg: 'chacha20', n: 3 });
  });
});
