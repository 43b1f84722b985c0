import { describe, expect, it } from 'vitest';
import type { Application } from 'pixi.js';
import { collectWhenIdle } from './gcIdle';

/** An application whose renderer has PixiJS's garbage collector, counting its runs. */
function appWithGc(ready: boolean) {
  const gc = { _ready: ready, runs: 0, run: () => gc.runs++ };
  return { gc, app: { renderer: { gc } } as unknown as Application };
}

const idle = () => new Promise((r) => setTimeout(r, 5));

describe("PixiJS's GPU garbage collection runs in idle time, not in the input's render (issue 33)", () => {
  it('a due collection is taken from the render (its postrender finds nothing due) and run afterwards', async () => {
    const { gc, app } = appWithGc(true);
    collectWhenIdle(app);
    expect(gc._ready).toBe(false);
    expect(gc.runs).toBe(0);
    await idle();
    expect(gc.runs).toBe(1);
  });

  it('nothing due: nothing runs', async () => {
    const { gc, app } = appWithGc(false);
    collectWhenIdle(app);
    await idle();
    expect(gc.runs).toBe(0);
  });

  it('a board destroyed before the idle time: no collection', async () => {
    const { gc, app } = appWithGc(true);
    collectWhenIdle(app);
    (app as unknown as { renderer: unknown }).renderer = undefined;
    await idle();
    expect(gc.runs).toBe(0);
  });
});
