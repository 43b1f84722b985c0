/**
 * PixiJS's GPU garbage collection taken out of the render it would run in (issue 33; pixiHousekeeping in warmUp.ts
 * runs its clock from the board's frames).
 */
import type { Application } from 'pixi.js';

/** PixiJS's GPU garbage collector as used here: its scheduler sets `_ready` every 30 s, its postrender then runs it. */
interface PixiGc {
  _ready?: boolean;
  run?: () => void;
}

/**
 * Run PixiJS's GPU garbage collection in idle time, not in the render that follows its clock (issue 33). Its walk
 * over every renderable took 6–17 ms inside the frame of a save or a dice roll in 2 of 6 traced probes: with frames
 * on demand the first render after 30 s without one (a GM thinking, then clicking) always found it due. Called
 * by pixiHousekeeping (warmUp.ts), after its clock, before the render: a due collection is taken from the render and run when the page is
 * idle (the same walk: what was drawn last is marked used, what is unused for a minute is unloaded; a later render
 * uploads it again).
 */
export function collectWhenIdle(app: Application): void {
  const gc = (app.renderer as unknown as { gc?: PixiGc } | undefined)?.gc;
  if (!gc?._ready || typeof gc.run !== 'function') return;
  gc._ready = false;
  const run = () => {
    if (app.renderer) gc.run?.();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 0);
}
