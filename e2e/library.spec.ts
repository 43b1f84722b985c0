/**
 * The encounter library (issue 14): new encounters and their dialog, the library side by side (rename, duplicate,
 * delete and bring back, export, open), in Japanese, and the Import button against the table of bad files. Waits
 * are for conditions (the app's saved signal, the board's frames), never fixed sleeps.
 */
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { expect } from './expect';
import { badFiles, type BadFile } from '../src/app/testing/badFiles';
import { BoardPage } from './pages/board';
import { exported, newEncounter, saved } from './pages/library';
import { shots, watchCsp } from './pages/storage';

test.describe('the encounter library (issue 14)', () => {
  test('new encounter: a dialog (name, system, grid, square size, MC-OPT-FALL); a new entry, never replacing the open one', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const board = new BoardPage(page);
    await board.open();
    await page.evaluate(() => window.__saddlegrid!.dispatch({ type: 'rollInitiative', all: true } as never));
    await expect.poll(() => board.cursor()).toBe(1);
    const prepared = await exported(page);
    const preparedId = await page.evaluate(() => window.__saddlegrid!.currentEntry());
    // Keyboard: the button opens it, focus is in the name field, Esc closes it and focus goes back.
    await page.getByTestId('toolbar.new').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('new.dialog')).toBeVisible();
    await expect(page.getByTestId('new.name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('new.dialog')).toHaveCount(0);
    await expect(page.getByTestId('toolbar.new')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('new.dialog')).toBeVisible();
    await expect(page.getByTestId('new.option.optionalFallRule')).not.toBeChecked(); // off by default
    await page.getByTestId('new.name').fill('Bridge at dusk');
    await page.getByTestId('new.width').fill('30');
    await page.getByTestId('new.height').fill('18');
    await page.getByTestId('new.square').fill('5');
    await page.getByTestId('new.option.optionalFallRule').check();
    await shots(page, 'new-encounter');
    // A bad size is refused in the dialog, with the field named.
    await page.getByTestId('new.width').fill('0');
    await page.getByTestId('new.create').click();
    await expect(page.getByTestId('new.error')).toContainText('Width (squares) must be a whole number from 1 to 400');
    await page.getByTestId('new.width').fill('30');
    await page.getByTestId('new.name').press('Enter'); // Enter submits
    await expect(page.getByTestId('new.dialog')).toHaveCount(0);
    await expect(page.getByTestId('toolbar.encounter-name')).toHaveText('Bridge at dusk');
    const enc = await board.encounter();
    expect(enc.grid).toMatchObject({ width: 30, height: 18, squareSize: 5 });
    expect((enc.sys as { options: { optionalFallRule: boolean } }).options.optionalFallRule).toBe(true);
    expect(await board.cursor()).toBe(0);
    // The encounter's settings: the option is a command (logged, undoable).
    await page.getByTestId('toolbar.settings').click();
    await expect(page.getByTestId('settings.option.optionalFallRule')).toBeChecked();
    await page.getByTestId('settings.option.optionalFallRule').uncheck();
    await page.getByTestId('settings.apply').click();
    await expect
      .poll(
        async () =>
          ((await board.encounter()).sys as { options: { optionalFallRule: boolean } }).options.optionalFallRule,
      )
      .toBe(false);
    await page.getByTestId('toolbar.undo').click();
    await expect
      .poll(
        async () =>
          ((await board.encounter()).sys as { options: { optionalFallRule: boolean } }).options.optionalFallRule,
      )
      .toBe(true);
    // The prepared encounter is still in the library, exactly as it was.
    await page.getByTestId('toolbar.library').click();
    await page.getByTestId(`library.open.${preparedId}`).click();
    await expect.poll(() => page.evaluate(() => window.__saddlegrid!.currentEntry())).toBe(preparedId);
    expect(await exported(page)).toBe(prepared);
    expect(csp).toEqual([]);
  });

  test('the library: side by side, rename, duplicate, delete (asked, then brought back), export, open', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    const first = (await page.evaluate(() => window.__saddlegrid!.currentEntry())) as string;
    await newEncounter(page, 'sampleTenkai');
    await newEncounter(page, 'sudukuri', 'Dragon’s lair');
    await page.getByTestId('toolbar.library').click();
    const dialog = page.getByTestId('library.dialog');
    await expect(dialog).toBeVisible();
    const rows = page.getByTestId('library.list').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Dragon’s lair');
    await expect(rows.nth(0)).toContainText('Sudukuri Dragon');
    await expect(rows.nth(0)).toContainText('open now');
    await expect(rows.nth(1)).toContainText('Tenkai');
    await expect(rows.nth(2)).toContainText('Ambush of the Wolf Riders');
    await shots(page, 'library');
    // Rename (Enter saves).
    await page.getByTestId(`library.rename.${first}`).click();
    await page.getByTestId(`library.rename-input.${first}`).fill('Wolf riders — prepared');
    await page.getByTestId(`library.rename-input.${first}`).press('Enter');
    await expect(page.getByTestId(`library.name.${first}`)).toHaveText('Wolf riders — prepared');
    // Duplicate.
    await page.getByTestId(`library.duplicate.${first}`).click();
    await expect(rows).toHaveCount(4);
    await expect(page.getByTestId('library.list')).toContainText('Wolf riders — prepared (copy)');
    // Export downloads the file.
    const download = page.waitForEvent('download');
    await page.getByTestId(`library.export.${first}`).click();
    expect((await download).suggestedFilename()).toMatch(/\.saddlegrid\.json$/);
    // Delete asks first (Cancel keeps it), then goes to "Recently deleted", and comes back.
    await page.getByTestId(`library.delete.${first}`).click();
    await expect(page.getByTestId(`library.ask.${first}`)).toContainText('Delete “Wolf riders — prepared”?');
    await expect(page.getByTestId(`library.delete-cancel.${first}`)).toBeFocused();
    await page.getByTestId(`library.delete-cancel.${first}`).click();
    await expect(rows).toHaveCount(4);
    await page.getByTestId(`library.delete.${first}`).click();
    await page.getByTestId(`library.delete-confirm.${first}`).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId(`library.deleted.${first}`)).toContainText('Wolf riders — prepared');
    await shots(page, 'library-deleted');
    await page.getByTestId(`library.undelete.${first}`).click();
    await expect(rows).toHaveCount(4);
    // The open one cannot be deleted.
    const current = (await page.evaluate(() => window.__saddlegrid!.currentEntry())) as string;
    await expect(page.getByTestId(`library.delete.${current}`)).toBeDisabled();
    // Esc closes it; focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toolbar.library')).toBeFocused();
    // Open the first one again: the sample with its own name, state kept.
    await page.getByTestId('toolbar.library').click();
    await page.getByTestId(`library.open.${first}`).click();
    await expect(page.getByTestId('toolbar.encounter-name')).toHaveText('Ambush of the Wolf Riders');
    // A reload opens the last one used.
    await saved(page);
    await page.reload();
    await board.waitForBoard();
    expect(await page.evaluate(() => window.__saddlegrid!.currentEntry())).toBe(first);
  });

  test('in Japanese: the library and the new-encounter dialog', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await page.getByTestId('toolbar.lang').click();
    await newEncounter(page, 'tenkai', '雲海の偵察');
    await page.getByTestId('toolbar.library').click();
    await expect(page.getByTestId('library.dialog')).toContainText('遭遇一覧');
    await expect(page.getByTestId('library.list')).toContainText('雲海の偵察');
    await page.screenshot({ path: 'e2e-screens/issue14-library-ja-1400x860.png' });
    await page.getByTestId('library.new').click();
    await expect(page.getByTestId('new.dialog')).toContainText('新しい遭遇');
    await page.getByTestId('new.system').selectOption('mounted4e');
    await expect(page.getByTestId('new.dialog')).toContainText('MC-OPT-FALL');
    await page.screenshot({ path: 'e2e-screens/issue14-new-encounter-ja-1400x860.png' });
  });

  test('import runs the loader: bad files of every class are refused, the open encounter stays byte-identical', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await page.evaluate(() => window.__saddlegrid!.dispatch({ type: 'rollInitiative', all: true } as never));
    await expect.poll(() => board.cursor()).toBe(1);
    const before = await exported(page);
    const v1 = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;
    const table = badFiles({
      mounted4e: v1('src/rules/mounted4e/fixtures/v1-encounter.json'),
      tenkai: v1('src/rules/tenkai/fixtures/v1-cloud-sea.json'),
      sudukuri: v1('src/rules/sudukuri/fixtures/v1-battle.json'),
    });
    // One of each class and each rule system (all of them go through the same importFile in the unit test).
    const systems = ['mounted4e', 'tenkai', 'sudukuri'] as const;
    const classes = [...new Set(table.map((b) => b.cls))];
    const picked: BadFile[] = classes.map(
      (cls, i) =>
        table.find((b) => b.cls === cls && b.system === systems[i % 3]) ??
        (table.find((b) => b.cls === cls) as BadFile),
    );
    expect(picked.length).toBe(15);
    for (const b of picked) {
      await page
        .getByTestId('toolbar.import-file')
        .setInputFiles({ name: 'bad.saddlegrid.json', mimeType: 'application/json', buffer: Buffer.from(b.text) });
      await expect(page.getByTestId('notice.error'), `${b.system} ${b.name}`).toContainText(b.en);
      expect(await exported(page), `${b.system} ${b.name}`).toBe(before);
    }
    await page.getByTestId('toolbar.library').click();
    await expect(page.getByTestId('library.list').locator('tbody tr')).toHaveCount(1);
  });
});
