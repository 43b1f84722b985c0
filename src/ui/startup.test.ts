import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is per page). */
const fresh = async () => {
  vi.resetModules();
  return import('./startup');
};

describe('start-up order (issue 16: the panels mount after the board’s first frame)', () => {
  afterEach(() => vi.useRealTimers());

  it('tells its listeners once, when the board is drawn', async () => {
    const s = await fresh();
    let n = 0;
    s.onBoardDrawn(() => n++);
    expect(n).toBe(0);
    s.markBoardDrawn();
    s.markBoardDrawn();
    expect(n).toBe(1);
  });

  it('is not drawn until the composition root says so, then stays drawn', async () => {
    const s = await fresh();
    expect(s.boardDrawn()).toBe(false);
    s.markBoardDrawn();
    expect(s.boardDrawn()).toBe(true);
    s.markBoardDrawn();
    expect(s.boardDrawn()).toBe(true);
  });

  it('without a board (WebGL failed) the panels still mount after the fallback time', async () => {
    vi.useFakeTimers();
    const s = await fresh();
    // What useBoardDrawn does: subscribe, then read whether it is drawn when told.
    const seen: boolean[] = [];
    const off = s.onBoardDrawn(() => seen.push(s.boardDrawn()));
    vi.advanceTimersByTime(s.BOARD_FALLBACK_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true]);
    off();
  });
});
