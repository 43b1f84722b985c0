/**
 * Issue 30, in a Japanese GM's hands: the dice line reads BCDice and writes its output (and the arrow format on
 * request), typed-in faces for D66 and for a roll that rolls again, a line without dice refused with the way to
 * calculate; the board refits when the window grows to 1920×1080; a 舵天照 glider made from the panel has its
 * flight modes, and the turn start takes typed-in initiative dice. Screenshots in Japanese at both sizes.
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { newEncounter } from './pages/library';

async function roll(page: Page, expr: string, faces = ''): Promise<void> {
  await page.getByTestId('dice.expr').fill(expr);
  await page.getByTestId('dice.faces').fill(faces);
  await page.getByTestId('dice.expr').press('Enter');
}

test.describe('the table a Japanese GM expects (issue 30)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('BCDice lines in the log, typed faces, the board refits at 1920×1080', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));
    const board = new BoardPage(page);
    await board.open();
    await board.tab('log');

    await roll(page, '2D6>=7 登攀', '4 5');
    const last = page.getByTestId('log.line').last();
    await expect(last).toContainText('ゲームマスターのダイス（手入力）：登攀 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功');
    // D66: two d6 as tens and units; the faces field says how many.
    await page.getByTestId('dice.expr').fill('D66');
    await expect(page.getByTestId('dice.faces')).toHaveAttribute('placeholder', '出目を入力…（2個）');
    await roll(page, 'D66', '3 5');
    await expect(last).toContainText('(D66) ＞ 35');
    // An R-roll takes as many faces as its faces call for; too few are refused with "at least".
    await page.getByTestId('dice.expr').fill('2R6>=5');
    await expect(page.getByTestId('dice.faces')).toHaveAttribute('placeholder', '出目を入力…（2個以上）');
    await roll(page, '2R6>=5', '5 6');
    await expect(page.getByTestId('dice.error')).toContainText('3個以上必要です');
    await roll(page, '2R6>=5', '5 6 1 2');
    await expect(last).toContainText('(2R6[5]>=5) ＞ 5,6 + 1,2 ＞ 成功数2');
    // A line without dice is refused before anything is rolled, with the way to calculate.
    const before = await page.getByTestId('log.line').count();
    await page.getByTestId('dice.expr').fill('1+2');
    await expect(page.getByTestId('dice.error')).toContainText('C(1+2)');
    await expect(page.getByTestId('dice.roll')).toBeDisabled();
    await roll(page, 'x2 C(10/3U)');
    await expect(last).toContainText('#2\nc(10/3C) ＞ 4');
    expect(await page.getByTestId('log.line').count()).toBe(before + 1);
    await board.shot('issue30-ja-1280-bcdice');

    // The arrow format on request (the reader's choice; the log is re-described, nothing re-rolled).
    await page.getByTestId('log.diceStyle').selectOption('saddlegrid');
    await expect(page.getByTestId('log.line').first()).toContainText('登攀：2D6>=7 → [4,5] → 9 ≥ 7：成功');
    await page.getByTestId('log.diceStyle').selectOption('bcdice');

    // The window grows to 1920×1080: the fitted board fits again.
    const small = (await board.scene())?.camera;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await board.scene())?.camera.scale ?? 0).toBeGreaterThan((small?.scale ?? 0) * 1.2);
    await board.settled();
    await board.shot('issue30-ja-1920-bcdice');
  });

  test('舵天照: a glider from the panel has its modes; the turn start takes typed-in initiative', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));
    const board = new BoardPage(page);
    await board.open();
    await newEncounter(page, 'sampleTenkai');
    await board.tab('creatures');
    await page.getByTestId('tk.add.glider').click();
    const mode = page.getByTestId('tk.glider.mode');
    await expect(mode).toBeVisible();
    await expect(mode.locator('option')).toHaveText(['戦闘飛行', '巡航飛行', '停止状態', '滑空飛行']);

    // Initiative at the turn start, typed in: one 1D20 per participant, in order (TK-TURN-3).
    await page.getByTestId('tk.turn.typed.box').locator('summary').click();
    const faces = page.getByTestId('tk.turn.typed.faces');
    const placeholder = (await faces.getAttribute('placeholder')) ?? '';
    const n = Number(/1D20 ×(\d+)/.exec(placeholder)?.[1] ?? (placeholder.includes('1D20') ? 1 : 0));
    expect(n).toBeGreaterThan(0);
    await faces.fill(Array.from({ length: n }, (_, i) => String(20 - i)).join(' '));
    await page.getByTestId('tk.turn.typed.roll').click();
    await expect(page.getByTestId('tk.turn.end-round')).toHaveAttribute('data-next-turn', '');
    await board.tab('log');
    await expect(page.getByTestId('log.lines')).toContainText('1D20（手入力）：20');
    await board.shot('issue30-ja-1280-tenkai');
  });
});

test.describe('巣作りドラゴン in Japanese (issue 30)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('kana search, the strip of the battle, the faces the step needs, odds from the start once it is over', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));
    const board = new BoardPage(page);
    await board.open();
    await newEncounter(page, 'sudukuri');
    await page.getByTestId('sd.pc.0.skills.search').fill('きょうせんし');
    await expect(page.getByTestId('sd.pc.0.skills.add.berserker')).toContainText('きょうせんし · SD-SK-');
    await expect(page.getByTestId('sd.pc.0.skills.add.berserker')).not.toContainText('Berserker');
    await page.getByTestId('sd.pc.0.skills.add.berserker').click();
    await page.getByTestId('sd.setup').click();
    // The pinned strip is the battle's, not 4e's initiative.
    await expect(page.getByTestId('sd.strip.step')).toBeVisible();
    await expect(page.getByTestId('init.roll-all')).toHaveCount(0);
    await expect(page.getByTestId('sd.faces')).toHaveAttribute(
      'placeholder',
      /出目を入力…（1D6 ×\d+）|この手順はダイスを振りません/,
    );
    await page.getByTestId('sd.end').click();
    await expect(page.getByTestId('sd.result')).toBeVisible();
    await expect(page.getByTestId('sd.odds.from')).toContainText('開始時');
    await board.shot('issue30-ja-1280-sudukuri');
  });
});
