import { test } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { newEncounter } from './pages/library';

test.describe('巣作りドラゴン battles (issue 6)', () => {
  test('build a battle in the panel, run it to the end, read the log, run the odds', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await newEncounter(page, 'sudukuri');
    await expect(page.getByTestId('sd.panel')).toBeVisible();
    // Build: add a skill to the PC by searching its Japanese name, then set up.
    await page.getByTestId('sd.pc.0.skills.search').fill('狂戦士');
    await page.getByTestId('sd.pc.0.skills.add.berserker').click();
    await expect(page.getByTestId('sd.pc.0.skills.chip.berserker')).toBeVisible();
    await page.getByTestId('sd.setup').click();
    await expect(page.getByTestId('sd.run')).toBeVisible();
    await page.getByTestId('sd.step').click();
    await expect(page.getByTestId('log.lines')).toContainText('SD-STEP');
    await page.getByTestId('sd.end').click();
    await expect(page.getByTestId('sd.result')).toContainText(/wins|Draw/);
    await expect(page.getByTestId('log.lines')).toContainText('SD-STEP-13');
    await board.shot('issue6-battle-end');
    // Undo the run to the end: the battle is back where it was.
    await page.getByTestId('toolbar.undo').click();
    await expect(page.getByTestId('sd.result')).toHaveCount(0);
    // Odds in the worker, with a chart.
    await page.getByTestId('sd.odds.runs').fill('3000');
    await page.getByTestId('sd.odds.run').click();
    await expect(page.getByTestId('sd.odds.pwin')).toContainText('%', { timeout: 30_000 });
    await expect(page.getByTestId('sd.odds.result')).toContainText('n = 3000', { timeout: 30_000 });
    const bars = await page
      .getByTestId('sd.odds.chart')
      .locator('rect')
      .evaluateAll((rs) => rs.filter((r) => Number(r.getAttribute('height')) > 0).length);
    expect(bars).toBeGreaterThan(0);
    await board.shot('issue6-odds');
  });

  test('a bad setup is refused with the reason, and nothing changes', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await newEncounter(page, 'sudukuri');
    await page.getByTestId('sd.pc.0.maxHp').fill('');
    await page.getByTestId('sd.setup').click();
    await expect(page.getByTestId('sd.error')).toBeVisible();
    await expect(page.getByTestId('sd.run')).toHaveCount(0);
  });
});
