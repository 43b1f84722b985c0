import { describe, expect, it } from 'vitest';
import { createSaveScheduler, type SaveTiming } from './saveScheduler';

/** Timing whose frame and idle callbacks run when the test says so. */
function manual() {
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const timing: SaveTiming = { afterFrame: (fn) => frames.push(fn), idle: (fn) => idles.push(fn) };
  const drain = (q: (() => void)[]) => q.splice(0).forEach((f) => f());
  return { timing, frame: () => drain(frames), idle: () => drain(idles), frames, idles };
}

describe('save scheduler', () => {
  it('writes after the frame and idle time, once for a burst of requests', () => {
    const m = manual();
    const runs: boolean[] = [];
    const s = createSaveScheduler((f) => runs.push(f), m.timing);
    s.request();
    s.request();
    s.request();
    expect(runs).toEqual([]);
    m.frame();
    expect(runs).toEqual([]);
    m.idle();
    expect(runs).toEqual([false]);
    expect(s.pending).toBe(false);
  });

  it('keeps a forced request forced when coalesced', () => {
    const m = manual();
    const runs: boolean[] = [];
    const s = createSaveScheduler((f) => runs.push(f), m.timing);
    s.request();
    s.request(true);
    m.frame();
    m.idle();
    expect(runs).toEqual([true]);
  });

  it('flush writes a pending save at once and the waiting callbacks then do nothing', () => {
    const m = manual();
    const runs: boolean[] = [];
    const s = createSaveScheduler((f) => runs.push(f), m.timing);
    s.request();
    s.flush();
    expect(runs).toEqual([false]);
    m.frame();
    m.idle();
    expect(runs).toEqual([false]);
    s.flush();
    expect(runs).toEqual([false]);
  });

  it('a request after a flush is written again', () => {
    const m = manual();
    const runs: boolean[] = [];
    const s = createSaveScheduler((f) => runs.push(f), m.timing);
    s.request();
    s.flush();
    s.request();
    m.frame();
    m.idle();
    expect(runs).toEqual([false, false]);
  });
});
