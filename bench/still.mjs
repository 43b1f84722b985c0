// Issue 33: a still table. Most of an evening the table does not change: the GM talks, the players think. What does
// the page's main thread (the GM window and the player window it opened: one process, one thread) spend then? Traced
// for a few seconds with nothing happening, after the input probes made the page quiet: CPU time per second, and
// animation-frame callbacks per second (a board that draws on demand but asks for a frame every vsync still costs a
// frame's bookkeeping 60 times a second, in each window).
import { quiet } from './browser.mjs';

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
  const m = ev.find((e) => e.name === name && e.args?.data?.startTime !== undefined);
  if (!m) return null;
  const a = m.ts;
  const b = a + ms * 1000;
  const own = (e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X';
  let cpu = 0;
  let tasks = 0;
  for (const e of ev) {
    if (!own(e) || e.name !== 'ThreadControllerImpl::RunTask') continue;
    const inside = Math.min(e.ts + e.dur, b) - Math.max(e.ts, a);
    if (inside <= 0 || !Number.isFinite(e.tdur)) continue;
    tasks++;
    cpu += e.dur > 0 ? (e.tdur * inside) / e.dur : e.tdur;
  }
  const frames = ev.filter((e) => own(e) && e.name === 'FireAnimationFrame' && e.ts >= a && e.ts < b).length;
  const s = ms / 1000;
  return {
    cpuMsPerS: +(cpu / 1000 / s).toFixed(1),
    tasksPerS: +(tasks / s).toFixed(1),
    frameCallbacksPerS: +(frames / s).toFixed(1),
  };
}
