/**
 * "After the board's next frame" for the long panels (issue 16): a command's first frame must not wait for React
 * to re-render the initiative order, the creature list or the log. `afterFrame` runs its callbacks in a task
 * posted from the next animation frame, i.e. after that frame's callbacks (the board's reconcile and render) and,
 * in Chromium and Firefox, after its paint. Every request until then joins the same flush (coalesced: a burst of
 * commands costs the panels one render). A hidden tab gets no animation frames, so a timer flushes anyway. The
 * flush runs each callback in a task of its own, in order (issue 33: the panels' render and the player window's
 * post made one long task after a drop); a callback that throws does not keep the next from running.
 */

/** What the scheduler needs of the page (injected in tests). */
export interface FrameHost {
  requestAnimationFrame?: ((cb: () => void) => unknown) | undefined;
  /** Post a task (a MessageChannel message: not clamped like a nested setTimeout). */
  postTask(cb: () => void): void;
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A flush never waits longer than this for an animation frame (hidden tab, frames stopped). */
export const FALLBACK_MS = 250;

export interface AfterFrame {
  /** Run `cb` once after the next frame (with every other callback asked for before that frame). */
  (cb: () => void): void;
  /** Callbacks waiting for the next flush. */
  readonly pending: () => number;
}

/** A coalescing after-frame scheduler over a host. */
export function afterFrameScheduler(host: FrameHost): AfterFrame {
  let queue: (() => void)[] = [];
  let armed = false;
  let timer: unknown = null;
  let generation = 0;
  /** Run the callbacks one task each, in order (each posts the next: input and frames can come in between). */
  const runEach = (run: (() => void)[]) => {
    const cb = run.shift();
    if (!cb) return;
    if (run.length > 0) host.postTask(() => runEach(run));
    cb();
  };
  const flush = (gen: number) => {
    if (!armed || gen !== generation) return;
    armed = false;
    generation++;
    if (timer !== null) host.clearTimeout(timer);
    timer = null;
    const run = queue;
    queue = [];
    runEach(run);
  };
  const schedule = ((cb: () => void) => {
    queue.push(cb);
    if (armed) return;
    armed = true;
    const gen = generation;
    if (host.requestAnimationFrame) host.requestAnimationFrame(() => host.postTask(() => flush(gen)));
    else host.postTask(() => flush(gen));
    timer = host.setTimeout(() => flush(gen), FALLBACK_MS);
  }) as AfterFrame;
  Object.defineProperty(schedule, 'pending', { value: () => queue.length });
  return schedule;
}

function browserHost(): FrameHost {
  const g = globalThis as typeof globalThis & { requestAnimationFrame?: (cb: () => void) => number };
  let post: (cb: () => void) => void;
  if (typeof MessageChannel === 'function') {
    const ch = new MessageChannel();
    const waiting: (() => void)[] = [];
    ch.port1.onmessage = () => waiting.shift()?.();
    post = (cb) => {
      waiting.push(cb);
      ch.port2.postMessage(null);
    };
  } else post = (cb) => setTimeout(cb, 0);
  return {
    requestAnimationFrame:
      typeof g.requestAnimationFrame === 'function' ? (cb) => g.requestAnimationFrame?.(cb) : undefined,
    postTask: post,
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}

let shared: AfterFrame | null = null;

/** The page's after-frame scheduler. */
export function afterFrame(cb: () => void): void {
  (shared ??= afterFrameScheduler(browserHost()))(cb);
}
