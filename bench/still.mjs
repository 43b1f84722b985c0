// Issue 33: a still table. Most of an evening the table does not change: the GM talks, the players think. What does
// the page's main thread (the GM window and the player window it opened: one process, one thread) spend then? Traced
// for a few seconds with nothing happening, after the input probes made the page quiet: CPU time per second, and
// animation-frame callbacks per second (a board that draws on demand but asks for a frame every vsync still costs a
// frame's bookkeeping 60 times a second, in each window).
import { quiet } from './browser.mjs';
import { cpu, tasksOfMark } from './traceTasks.mjs';

/** The still table's main-thread CPU (ms per s), tasks and animation-frame callbacks per second. */
export async function stillTable(browser, page, ms = 2000) {
  await quiet(page);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
  let name = null;
  let out = null;
  try {
    name = await page.evaluate(
      (d) =>
        new Promise((resolve) => {
          const n = `bench-still-${Math.round(performance.now())}`;
          performance.mark(n);
          setTimeout(() => resolve(n), d);
        }),
      ms,
    );
  } finally {
    const buf = await browser.stopTracing();
    if (name) out = figures(JSON.parse(buf.toString()).traceEvents, name, ms);
  }
  return out;
}

function figures(ev, name, ms) {
  const tasks = tasksOfMark(ev, name);
  const m = ev.find((e) => e.name === name && e.args?.data?.startTime !== undefined);
  if (!tasks || !m) return null;
  // The window in the page's clock: from the mark for `ms`.
  const a = m.args.data.startTime;
  const b = a + ms;
  const inside = tasks.filter(([s, e]) => e > a && s < b);
  const frames = ev.filter(
    (e) =>
      e.pid === m.pid && e.tid === m.tid && e.name === 'FireAnimationFrame' && e.ts >= m.ts && e.ts < m.ts + ms * 1000,
  ).length;
  const s = ms / 1000;
  return {
    cpuMsPerS: +(cpu(tasks, a, b) / s).toFixed(1),
    tasksPerS: +(inside.length / s).toFixed(1),
    frameCallbacksPerS: +(frames / s).toFixed(1),
  };
}
