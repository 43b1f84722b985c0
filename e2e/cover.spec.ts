/**
 * Issue 32 (cover): the 4e attack helper traces the corner-to-corner lines of B-10 — here past an enemy of the
 * attacker standing in the way (the sample's Dire wolf B between the party and the Goblin archer) — shows the cover
 * with its rule ids and draws the lines on the board while it is open.
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { openBoard, POLL } from './pages/mounted';

for (const lang of ['en', 'ja'] as const)
  test(`a ranged attack past an enemy shows its cover and the traced lines (${lang})`, async ({ page }) => {
    if (lang === 'ja') await page.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));
    const board = await openBoard(page);
    const archer = await board.creatureByName(lang === 'ja' ? 'ゴブリン弓兵' : 'Goblin archer');
    await board.openMenuFor(lang === 'ja' ? 'エイラ' : 'Eira');
    await page.getByTestId('token-menu.attack').click();
    await page.getByTestId('attack.kind').selectOption('ranged');
    await page.getByTestId('attack.target').selectOption(archer.id);
    const mods = page.getByTestId('attack.mods');
    await expect(mods).toContainText('B-10', POLL);
    await expect(mods).toContainText(lang === 'ja' ? 'ダイア・ウルフ乙' : 'Dire wolf B');
    await expect(page.getByTestId('attack.lines')).toContainText(
      lang === 'ja' ? '4本の線のうち' : 'of 4 lines blocked',
    );
    await expect(page.getByTestId('attack.lines')).toContainText('MC-R25');
    for (const [w, h] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await board.shot(`issue32-cover-${lang}-${w}`);
    }
  });
