import { describe, expect, it } from 'vitest';
import { afterFrameScheduler, FALLBACK_MS, type FrameHost } from './afterFrame';

/** A page whose frames, tasks and timers run when the test says. */
function fakeHost(withFrames = true) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const timers = new Map<number, { cb: () => void; ms: number }>();
  let next = 1;
  const host: FrameHost = {
    requestAnimationFrame: withFrames ? (cb) => frames.push(cb) : undefined,
    postTask: (cb) => tasks.push(cb),
    setTimeout: (cb, ms) => {
      timers.set(next, { cb, ms });
      return next++;
    },
    clearTimeout: (h) => timers.delete(h as number),
  };
  const frame = () => frames.splice(0).forEach((f) => f());
  const runTasks = () => tasks.splice(0).forEach((f) => f());
  /** Run tasks until none is left (each flushed callback posts the next). */
  const drain = () => {
    while (tasks.length > 0) tasks.shift()?.();
  };
  const fireTimers = () => [...timers.entries()].forEach(([k, t]) => (timers.delete(k), t.cb()));
  return { host, frames, tasks, timers, frame, runTasks, drain, fireTimers };
}

describe('afterFrame (issue 16: the long panels render after the board frame)', () => {
  it('runs nothing before the next frame, then in a task posted from that frame', () => {
    const p = fakeHost();
    const s = afterFrameScheduler(p.host);
    const ran: string[] = [];
    s(() => ran.push('a'));
    expect(ran).toEqual([]);
    p.runTasks(); // tasks posted before the frame: none of ours
    expect(ran).toEqual([]);
    p.frame(); // the frame's callbacks (board render) — ours only posts a task
    expect(ran).toEqual([]);
    expect(p.tasks).toHaveLength(1);
    p.runTasks();
    expect(ran).toEqual(['a']);
  });

  it('coalesces every request before the frame into one flush, in order, and re-arms after it', () => {
    const p = fakeHost();
    const s = afterFrameScheduler(p.host);
    const ran: number[] = [];
    for (let i = 0; i < 5; i++) s(() => ran.push(i));
    expect(p.frames).toHaveLength(1);
    expect(s.pending()).toBe(5);
    p.frame();
    p.drain();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(s.pending()).toBe(0);
    // The flush cleared its fallback timer.
    expect(p.timers.size).toBe(0);
    s(() => ran.push(9));
    expect(p.frames).toHaveLength(1);
    p.frame();
    p.runTasks();
    expect(ran.at(-1)).toBe(9);
  });

  it('flushes from a timer when no frame comes (a hidden tab), and the late frame then does nothing twice', () => {
    const p = fakeHost();
    const s = afterFrameScheduler(p.host);
    let n = 0;
    s(() => n++);
    expect([...p.timers.values()][0]?.ms).toBe(FALLBACK_MS);
    p.fireTimers();
    expect(n).toBe(1);
    p.frame();
    p.drain();
    expect(n).toBe(1);
  });

  it('without animation frames (tests, workers) posts the task at once', () => {
    const p = fakeHost(false);
    const s = afterFrameScheduler(p.host);
    let n = 0;
    s(() => n++);
    p.runTasks();
    expect(n).toBe(1);
  });

  it('a failing callback does not keep the others from running', () => {
    const p = fakeHost();
    const s = afterFrameScheduler(p.host);
    let n = 0;
    s(() => {
      throw new Error('boom');
    });
    s(() => n++);
    p.frame();
    expect(() => p.runTasks()).toThrow('boom');
    p.drain();
    expect(n).toBe(1);
  });

  it('runs each callback of a flush in a task of its own, in order (issue 33: no one long task after the frame)', () => {
    const p = fakeHost();
    const s = afterFrameScheduler(p.host);
    const ran: string[] = [];
    s(() => ran.push('panels'));
    s(() => ran.push('lists'));
    s(() => ran.push('player window'));
    p.frame();
    p.runTasks(); // the flush's task: the first callback only
    expect(ran).toEqual(['panels']);
    // A request made meanwhile waits for the next frame; the flush's own callbacks go on one task at a time.
    s(() => ran.push('next burst'));
    p.runTasks();
    expect(ran).toEqual(['panels', 'lists']);
    p.runTasks();
    expect(ran).toEqual(['panels', 'lists', 'player window']);
    expect(p.tasks).toHaveLength(0);
    p.frame();
    p.drain();
    expect(ran.at(-1)).toBe('next burst');
  });
});

describe('followAfterFrame (useEncDeferred’s store side)', () => {
  it('hands the deferred panels one snapshot after the frame, not during the dispatch, one call per burst', async () => {
    const { createEncounterStore } = await import('../store');
    const { sampleEncounter } = await import('./sample');
    const { followAfterFrame } = await import('../ui/context');
    const store = createEncounterStore(sampleEncounter('en'));
    const seen: { a: number[]; b: number[] } = { a: [], b: [] };
    const offA = followAfterFrame(store, (s) => seen.a.push(s.revision));
    const offB = followAfterFrame(store, (s) => seen.b.push(s.revision));
    const id = store.getState().encounter.creatureOrder[0] ?? '';
    store.getState().dispatch({ type: 'setInitiative', id, value: 12 });
    store.getState().dispatch({ type: 'setInitiative', id, value: 13 });
    // Nothing during the dispatches (the board's frame comes first).
    expect(seen.a).toEqual([]);
    await new Promise((r) => setTimeout(r, FALLBACK_MS + 50));
    const rev = store.getState().revision;
    expect(seen).toEqual({ a: [rev], b: [rev] });
    offA();
    offB();
    store.getState().dispatch({ type: 'setInitiative', id, value: 14 });
    await new Promise((r) => setTimeout(r, FALLBACK_MS + 50));
    expect(seen.a).toEqual([rev]);
  });
});

describe('shownOf (useEnc’s store side, issue 33)', () => {
  it('shows the panels a command only after the frame, one publish per burst, the same view for every panel', async () => {
    const { createEncounterStore } = await import('../store');
    const { sampleEncounter } = await import('./sample');
    const { shownOf } = await import('../ui/context');
    const store = createEncounterStore(sampleEncounter('en'));
    const shown = shownOf(store);
    expect(shownOf(store)).toBe(shown);
    const before = store.getState();
    let told = 0;
    const off = shown.subscribe(() => told++);
    const id = store.getState().encounter.creatureOrder[0] ?? '';
    store.getState().dispatch({ type: 'setInitiative', id, value: 12 });
    store.getState().dispatch({ type: 'setInitiative', id, value: 13 });
    // During the dispatches (the drop's, the click's task) the panels still see the state before them.
    expect(shown.getState()).toBe(before);
    expect(told).toBe(0);
    await new Promise((r) => setTimeout(r, FALLBACK_MS + 50));
    expect(shown.getState()).toBe(store.getState());
    expect(told).toBe(1);
    off();
    store.getState().dispatch({ type: 'setInitiative', id, value: 14 });
    await new Promise((r) => setTimeout(r, FALLBACK_MS + 50));
    expect(told).toBe(1);
    expect(shown.getState()).toBe(store.getState());
  });
});
