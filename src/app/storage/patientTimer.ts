/**
 * A storage timeout that counts only time in which an answer could have come (issue 33). IndexedDB answers as a task
 * of the page's main thread: while a long task holds that thread (PixiJS creating its WebGL context waits for the
 * GPU process, up to seconds on a loaded machine), no answer can be delivered, yet a plain `setTimeout` goes on
 * counting — and its task may then run before the answer that is already queued. A reload then gave up on a
 * library that was answering: it showed the sample, said it was not saving, and the late open made the sample a new
 * entry, so the next reloads opened the sample too.
 *
 * The timer runs in short steps; a step that comes late (the thread was busy) counts as at most two steps, and the
 * time-out fires only once the steps counted reach `ms`. Each step is a task of its own, so an answer queued behind
 * a long task runs before the time-out can.
 */

/** Longest step (ms); a step is at most a quarter of the time-out, so one late step never uses it up. */
const STEP_MS = 250;

/** Call `fire` once `ms` of time the main thread could answer in has passed; returns the cancel. */
export function patientTimeout(fire: () => void, ms: number): () => void {
  const step = Math.max(1, Math.min(STEP_MS, ms / 4));
  let left = ms;
  let last = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = (): void => {
    const now = performance.now();
    left -= Math.min(now - last, 2 * step);
    last = now;
    if (left <= 0) {
      timer = undefined;
      fire();
    } else timer = setTimeout(tick, Math.min(step, left));
  };
  timer = setTimeout(tick, step);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
