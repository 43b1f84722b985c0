/**
 * The frame after an input shows the input's own effect (issue 33). Answering a decision by a click: the card is
 * gone — it closes in the click's own task, not a frame later with the published state (B-3 saves, MC-TURN-1); a
 * decision that follows (a second save) opens the card again; an undo that brings an answered decision back shows
 * it again. A dice roll by Enter in the log's dice line: its line is in the log, the dice line cleared.
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { openBoard, POLL } from './pages/mounted';

/**
 * Arm a watch: at the next click, note what the decision card shows at the first animation frame after the click's
 * task (requested in the click's capture phase: it runs in that frame, before its paint): its prompt, or null when
 * the card is gone. Either the card is gone or it already shows the next decision (a flush of the panels that was
 * due before the click may publish the next one first): never the answered one.
 */
async function watchNextFrame(page: Page): Promise<() => Promise<string | null>> {
  type W = { __promptAtFrame: { prompt: string | null } | null };
  await page.evaluate(() => {
    const w = window as unknown as W;
    w.__promptAtFrame = null;
    window.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          const card = document.querySelector('[data-testid="pending"]');
          w.__promptAtFrame = {
            prompt: card ? (card.querySelector('[data-testid="pending.prompt"]')?.textContent ?? '') : null,
          };
        }),
      { capture: true, once: true },
    );
  });
  const read = () => page.evaluate(() => (window as unknown as W).__promptAtFrame);
  return async () => {
    await expect.poll(read, POLL).not.toBeNull();
    return (await read())?.prompt ?? null;
  };
}

test.describe('a decision card answered by a click (issue 33)', () => {
  test('closes in the frame after the click; the next save and an undo open it again', async ({ page }) => {
    const board = await openBoard(page);
    await page.getByTestId('init.roll-all').click();
    await expect.poll(async () => (await board.encounter()).turns.round, POLL).toBe(1);
    // Two effects that a save ends on the creature whose turn it is (B-3), then its turn ends: two saves are asked.
    const asked = await page.evaluate(() => {
      const api = window.__saddlegrid;
      if (!api) return false;
      const e = api.encounter();
      const id = e.turns.order[e.turns.current];
      if (!id) return false;
      const add = (condition: string) =>
        api.dispatch({
          type: 'addEffect',
          targetId: id,
          sourceId: null,
          what: { kind: 'condition', condition },
          duration: { kind: 'saveEnds' },
        }).ok;
      return add('dazed') && add('slowed') && api.dispatch({ type: 'nextTurn' }).ok;
    });
    expect(asked).toBe(true);
    const card = page.getByTestId('pending');
    const first = await page.getByTestId('pending.prompt').textContent();
    const cursor = await board.cursor();

    // The first save: gone in the frame after the click; the second save's card follows.
    let seen = await watchNextFrame(page);
    await page.getByTestId('pending.option.roll').click();
    expect(await seen()).not.toBe(first);
    await expect.poll(() => board.cursor(), POLL).toBe(cursor + 1);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('pending.prompt')).not.toHaveText(first ?? '');
    const second = await page.getByTestId('pending.prompt').textContent();

    // The second save: gone in the frame after the click, and it stays gone (no decision left).
    seen = await watchNextFrame(page);
    await page.getByTestId('pending.option.roll').click();
    expect(await seen()).toBeNull();
    await expect.poll(() => board.cursor(), POLL).toBe(cursor + 2);
    await expect(card).toHaveCount(0);
    expect((await board.encounter()).pending ?? null).toBeNull();

    // Undo brings the second save back (the same decision): the card shows it again, and it answers again.
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(() => board.cursor(), POLL).toBe(cursor + 1);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('pending.prompt')).toHaveText(second ?? '');
    seen = await watchNextFrame(page);
    await page.getByTestId('pending.option.roll').click();
    expect(await seen()).toBeNull();
    await expect.poll(() => board.cursor(), POLL).toBe(cursor + 2);
    await expect(card).toHaveCount(0);
  });
});

test.describe('a dice roll by Enter (issue 33)', () => {
  test('the frame after the Enter shows the roll’s line in the log and the dice line cleared', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.tab('log');
    const expr = page.getByTestId('dice.expr');
    // A first roll, so the log has its list of lines.
    await expr.fill('1d4');
    await expr.press('Enter');
    await expect(page.getByTestId('log.lines')).toBeVisible();
    for (const line of ['1d20+5', '2d6+3']) {
      const before = await board.cursor();
      await expr.fill(line);
      // At the first animation frame after the key's task: the log's last line and the dice line's text.
      await page.evaluate(() => {
        const w = window as unknown as { __atFrame: { last: string; expr: string } | null };
        w.__atFrame = null;
        window.addEventListener(
          'keydown',
          () =>
            requestAnimationFrame(() => {
              const lines = document.querySelectorAll('[data-testid="log.line"]');
              const input = document.querySelector<HTMLInputElement>('[data-testid="dice.expr"]');
              w.__atFrame = { last: lines[lines.length - 1]?.textContent ?? '', expr: input?.value ?? '?' };
            }),
          { capture: true, once: true },
        );
      });
      await expr.press('Enter');
      const read = () =>
        page.evaluate(() => (window as unknown as { __atFrame: { last: string; expr: string } | null }).__atFrame);
      await expect.poll(read, POLL).not.toBeNull();
      const at = await read();
      expect(at?.expr).toBe('');
      expect(at?.last.toLowerCase()).toContain(line);
      expect(at?.last).toContain(`#${before + 1}`);
      expect(await board.cursor()).toBe(before + 1);
      await expect(page.getByTestId('log.line').last()).toContainText(line, { ignoreCase: true });
    }
  });
});
