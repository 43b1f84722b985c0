import { describe, expect, it, vi } from 'vitest';
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

describe("against PixiJS's own GCSystem (the private flag this relies on; a PixiJS upgrade that renames it fails here)", () => {
  it('its clock makes it due; taken from the render, its postrender runs nothing; the idle run collects once', async () => {
    // PixiJS reads the browser's navigator when it loads (Node has none before v21).
    vi.stubGlobal('navigator', globalThis.navigator ?? { userAgent: 'node' });
    const { GCSystem } = await import('pixi.js');
    const ticks: (() => void)[] = [];
    const renderer = { scheduler: { repeat: (fn: () => void) => ticks.push(fn), cancel: () => undefined } };
    const gc = new GCSystem(renderer as never);
    gc.init({ gcActive: true, gcFrequency: 30_000, gcMaxUnusedTime: 60_000 } as never);
    let runs = 0;
    const postrender = () => (gc as unknown as { postrender(): void }).postrender();
    gc.run = () => void runs++;
    for (const t of ticks) t(); // 30 s later: PixiJS's scheduler marks the collection due
    collectWhenIdle({ renderer: { gc } } as unknown as Application);
    postrender(); // the render that follows
    expect(runs).toBe(0);
    await idle();
    expect(runs).toBe(1);
    // Without the idle hand-over, the render's postrender is where it runs (what the board avoids).
    for (const t of ticks) t();
    postrender();
    expect(runs).toBe(2);
  });
});
