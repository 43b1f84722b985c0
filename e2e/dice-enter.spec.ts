/**
 * The dice line's keys (issue 33): a plain Enter rolls on its keydown — once — and the input is cleared; the Enter
 * that commits an IME conversion (Japanese players type in this box) does not roll; the button still rolls by a
 * click, and the line is still a form (Enter in "I rolled…" rolls too).
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';

/** Record the dice line's keydowns as the page sees them (key, key code, isComposing). */
async function watchKeys(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: string[] };
    w.__keys = [];
    document.addEventListener(
      'keydown',
      (e) => w.__keys.push(`${e.key}/${e.keyCode}/${e.isComposing ? 'composing' : 'plain'}`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __keys: string[] }).__keys);
}

test.describe('the dice line’s Enter (issue 33)', () => {
  test('Enter rolls once and clears the line; an IME’s Enter does not roll; the button and Enter in “I rolled…” roll', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await page.getByTestId('toolbar.lang').click(); // 日本語
    const expr = page.getByTestId('dice.expr');
    const lines = page.getByTestId('log.line');
    const keys = await watchKeys(page);

    // A plain Enter: one command, one log line, the line cleared.
    let before = await board.cursor();
    let count = await lines.count();
    await expr.fill('1d20+5');
    await expr.press('Enter');
    await expect(lines).toHaveCount(count + 1);
    await expect(lines.last()).toContainText('1D20+5');
    await expect(expr).toHaveValue('');
    expect(await board.cursor()).toBe(before + 1);

    // Typing 「登攀」 through an IME: the Enter that commits the conversion is the IME's (key code 229, or a
    // keydown while the composition is open); nothing is rolled, the text stays in the line.
    before = await board.cursor();
    count = await lines.count();
    await expr.fill('1d20+5 ');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'とうはん', selectionStart: 4, selectionEnd: 4 });
    for (const code of [229, 13])
      for (const type of ['rawKeyDown', 'keyUp'] as const)
        await cdp.send('Input.dispatchKeyEvent', {
          type,
          key: 'Enter',
          code: 'Enter',
          windowsVirtualKeyCode: code,
          nativeVirtualKeyCode: code,
        });
    await cdp.send('Input.insertText', { text: '登攀' });
    await expect(expr).toHaveValue('1d20+5 登攀');
    const seen = await keys();
    expect(seen).toContain('Enter/229/composing');
    expect(seen).toContain('Enter/13/composing');
    expect(await board.cursor()).toBe(before);
    await expect(lines).toHaveCount(count);

    // The next plain Enter rolls the committed line.
    await expr.press('Enter');
    await expect(lines).toHaveCount(count + 1);
    await expect(lines.last()).toContainText('登攀');
    await expect(expr).toHaveValue('');
    expect(await board.cursor()).toBe(before + 1);

    // The button rolls by a click (the form's submission), with the faces typed in.
    before = await board.cursor();
    await expr.fill('2d6+1');
    await page.getByTestId('dice.faces').fill('6 5');
    await page.getByTestId('dice.roll').click();
    await expect(lines).toHaveCount(count + 2);
    await expect(lines.last()).toContainText('12');
    await expect(expr).toHaveValue('');
    await expect(page.getByTestId('dice.faces')).toHaveValue('');
    expect(await board.cursor()).toBe(before + 1);

    // Enter in "I rolled…" rolls too, as the form's implicit submission did.
    await expr.fill('1d6');
    await page.getByTestId('dice.faces').fill('4');
    await page.getByTestId('dice.faces').press('Enter');
    await expect(lines).toHaveCount(count + 3);
    await expect(expr).toHaveValue('');
    expect(await board.cursor()).toBe(before + 2);

    // A line with a syntax error: Enter rolls nothing and keeps the text.
    await expr.fill('2d6>=');
    await expr.press('Enter');
    await expect(page.getByTestId('dice.error')).toBeVisible();
    await expect(expr).toHaveValue('2d6>=');
    expect(await board.cursor()).toBe(before + 2);
  });
});

test.describe('the turn order follows the current turn (issue 33)', () => {
  test('turns that pass while the Turn tab is hidden: the current entry is in view when the tab is shown', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    // Enough creatures that the order scrolls: 40 more, on free squares, then initiative for everyone.
    const added = await page.evaluate(() => {
      const b = window.__saddlegrid!;
      const g = b.encounter().grid;
      let n = 0;
      for (let y = 0; y < g.height && n < 40; y++)
        for (let x = 0; x < g.width && n < 40; x++)
          if (
            b.dispatch({
              type: 'addCreature',
              creature: { name: `Extra ${n + 1}`, side: 'enemy', kind: 'monster', pos: { x, y }, speed: 6 },
            } as never).ok
          )
            n++;
      return n === 40 && b.dispatch({ type: 'rollInitiative', all: true } as never).ok;
    });
    expect(added).toBe(true);
    await page.getByTestId('tab.turn').click();
    const current = page.locator('[data-testid^="init.entry."].current');
    await expect(current).toBeInViewport();
    const before = await current.getAttribute('data-testid');
    // Another tab in front; half a round of turns passes (the order's far end).
    await page.getByTestId('tab.creatures').click();
    await expect(page.getByTestId('tabpanel.turn')).not.toHaveClass(/active/);
    const order = await page.evaluate(() => window.__saddlegrid!.encounter().turns.order.length);
    expect(order).toBeGreaterThan(40);
    await page.evaluate(
      (k) => {
        for (let i = 0; i < k; i++) window.__saddlegrid!.dispatch({ type: 'nextTurn' } as never);
      },
      Math.floor(order * 0.75),
    );
    await expect(page.getByTestId('tabpanel.creatures')).toHaveClass(/active/);
    await page.getByTestId('tab.turn').click();
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport();
    expect(await current.getAttribute('data-testid')).not.toBe(before);
  });
});
