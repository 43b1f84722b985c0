/**
 * When the autosave runs (issue 8): coalesced, and after the frame that shows a change rather than before it.
 * A burst of changes is written once; the write waits for the next animation frame and then one more task
 * (`browserTiming`), so serialising and storing a large encounter never delays the board's response to a command.
 * `flush()` writes a pending save at once (the page is being hidden or closed: nothing is lost).
 */

/** How the scheduler waits (the browser's functions by default; fakes in tests). */
export interface SaveTiming {
  afterFrame(fn: () => void): void;
  idle(fn: () => void, maxWaitMs: number): void;
}

/**
 * The browser's timing: the task right after the next animation frame. The "idle" wait is a plain timer, not
 * `requestIdleCallback`: during a long pan the browser is never idle, and every millisecond a save waits is a
 * millisecond in which a reload would lose the last command (review of issue 8). Tests supply their own timing.
 */
export const browserTiming: SaveTiming = {
  afterFrame: (fn) => requestAnimationFrame(() => setTimeout(fn, 0)),
  idle: (fn) => setTimeout(fn, 0),
};

/** A coalescing save scheduler; `run(force)` does the write. */
export function createSaveScheduler(run: (force: boolean) => void, timing: SaveTiming = browserTiming, maxWaitMs = 300) {
  let pending = false;
  let force = false;
  /** Bumps on every flush, so a wait started before a flush does not write again. */
  let epoch = 0;
  const fire = (): void => {
    if (!pending) return;
    pending = false;
    const f = force;
    force = false;
    run(f);
  };
  return {
    /** Ask for a save (`force`: overwrite another tab's newer save). */
    request(forceIt = false): void {
      force ||= forceIt;
      if (pending) return;
      pending = true;
      const e = epoch;
      timing.afterFrame(() => timing.idle(() => e === epoch && fire(), maxWaitMs));
    },
    /** Write a pending save now. */
    flush(): void {
      epoch++;
      fire();
    },
    /** A save is waiting. */
    get pending(): boolean {
      return pending;
    },
  };
}
