// The page's main-thread tasks in a Chromium trace, aligned with the page's clock through a user-timing mark, and
// their busy (wall) and CPU (thread) time inside a window: the input probes' and the still table's figures.

/** The main thread's tasks of the page a mark was made in, from a trace: [start, end] in the page's clock. */
export function tasksOfMark(trace, mark) {
  const ev = trace.traceEvents ?? trace;
  const m = ev.find((e) => e.name === mark && e.args?.data?.startTime !== undefined);
  if (!m) return null;
  const off = m.ts / 1000 - m.args.data.startTime;
  const tasks = ev
    .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .map((e) => [e.ts / 1000 - off, (e.ts + e.dur) / 1000 - off, (e.tdur ?? NaN) / 1000])
    .sort((a, b) => a[0] - b[0]);
  return tasks;
}

/** Busy time of `tasks` (merged) inside [a, b]. */
export function busy(tasks, a, b) {
  let n = 0;
  let end = -Infinity;
  for (const [s, e] of tasks) {
    const s1 = Math.max(s, end, a);
    const e1 = Math.min(e, b);
    if (e1 > s1) n += e1 - s1;
    end = Math.max(end, e);
  }
  return n;
}

/**
 * CPU time of `tasks` inside [a, b]: each task's thread time (the trace's `tdur`) in proportion to the part of its
 * wall time inside. On a loaded machine a task's wall time includes the time the thread waited for a core; its
 * thread time does not (nor the time it waited on another process, e.g. the GPU's), so the two read together say
 * how much of a figure is the page's own work.
 */
export function cpu(tasks, a, b) {
  let n = 0;
  for (const [s, e, t] of tasks) {
    const inside = Math.min(e, b) - Math.max(s, a);
    if (inside > 0 && e > s && Number.isFinite(t)) n += (t * inside) / (e - s);
  }
  return n;
}
