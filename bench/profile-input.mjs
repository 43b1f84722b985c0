// Profile one of the three real-input probes of bench/input.mjs (the drop by a mouse drag, the save answered by a
// click, the dice roll by Enter with the log open) with the player window open: one Chromium trace per input with
// the V8 sampler on, cut at the input event and the frame that shows it. Prints the input's own tasks before the
// frame (their timeline events and top functions) and the second after. A helper for performance work:
//   KIND=drop|save|dice node bench/profile-input.mjs [app-dir] [runs]
// (after `node scripts/bench.mjs` made bench/.cache/; an unminified build, `npx vite build --minify false`, names
// the functions). bench/profile-drop.mjs is the drop's fuller version (the drop's frame checked, tasks by window).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { askSave, drag, openCombat, undoTo } from './input.mjs';
import { inputWindow, samplesOf, top } from './traceSamples.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? `${root}bench/dist-app`;
const runs = Number(process.argv[3] ?? 3);
const kind = process.env.KIND ?? 'drop';
const combat = JSON.parse(readFileSync(`${root}bench/.cache/combat-large.json`, 'utf8'));
const server = await serve({ '/app/': dir });
const browser = await launch();
const say = (s) => console.log(s);

const { page, context } = await openCombat(browser, server.url, combat, 'app', say);
// SLOW=n: the GM window's CPU slowed n times (DevTools' throttling), so the sampler sees more of a short task.
if (process.env.SLOW) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW) });
}
const start = combat.commands + 1;
const d = combat.drag;
const TIMELINE = [
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'HitTest',
  'ParseHTML',
  'Commit',
];
for (let i = 0; i < runs; i++) {
  if (kind === 'save') await askSave(page, combat.turn);
  if (kind === 'dice') await page.getByTestId('dice.expr').fill('1d20+5');
  await page.evaluate(() => window.__bench.quiet(60_000));
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'blink.user_timing',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      // EXTRA_CATS=a,b: more trace categories (e.g. gpu,disabled-by-default-gpu.service for the GPU process).
      ...(process.env.EXTRA_CATS ? process.env.EXTRA_CATS.split(',') : []),
    ],
  });
  const type = kind === 'drop' ? 'pointerup' : kind === 'save' ? 'click' : 'keydown';
  await page.evaluate((a) => window.__bench.armInput(a), { type, moveId: kind === 'drop' ? d.id : null });
  if (kind === 'drop') await drag(page, d.from, d.to);
  else if (kind === 'save') await page.getByTestId('pending.option.roll').click();
  else await page.getByTestId('dice.expr').press('Enter');
  const r = await page.evaluate((a) => window.__bench.inputDone({ afterMs: a }), Number(process.env.AFTER_MS ?? 1000));
  if (kind === 'drop') {
    const first = await page.evaluate((h) => window.__bench.renders.find((x) => x.t0 >= h) ?? null, r.handler);
    if (first && first.t1 <= r.frameEnd) r.frameEnd = first.t1;
  }
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  if (process.env.KEEP) writeFileSync(`${process.env.KEEP}/${kind}-${i}.json`, JSON.stringify({ r, traceEvents: ev }));
  analyse(ev, r, i);
  await undoTo(page, start);
}
await context.close();
await browser.close();
server.close?.();

function analyse(ev, r, i) {
  const { m, at, fe, tasks } = inputWindow(ev, r, `${kind} ${i}`);
  const s = samplesOf(ev, m.pid, m.tid);
  // The timeline events (longer than `minUs` µs) inside a main-thread task, as one line.
  const timelineIn = (t, minUs) =>
    ev
      .filter(
        (e) =>
          e.pid === m.pid &&
          e.tid === m.tid &&
          e.ph === 'X' &&
          e.ts >= t.ts &&
          e.ts <= t.ts + t.dur &&
          TIMELINE.includes(e.name) &&
          e.dur > minUs,
      )
      .map(
        (e) =>
          `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''} ${(e.dur / 1000).toFixed(2)}`,
      )
      .join(', ');
  for (const t of tasks) {
    const a = t.ts / 1000;
    const b = a + t.dur / 1000;
    if (b < at || a > fe || t.dur < 300) continue;
    console.log(`  task at ${(a - at).toFixed(1)} ms: ${(t.dur / 1000).toFixed(2)} ms: ${timelineIn(t, 200)}`);
    if (t.dur > 1500) top(s, a, b, Number(process.env.TOP ?? 12));
  }
  if (process.env.AFTER) {
    console.log(`  the second after:`);
    top(s, fe, fe + 1000, 20);
  }
  // LONG=n: each task of n ms or more in the second after, its timeline events and top functions.
  if (process.env.LONG) {
    for (const t of tasks) {
      const a = t.ts / 1000;
      if (a < fe || a >= fe + 1000 || t.dur / 1000 < Number(process.env.LONG)) continue;
      console.log(
        `  after: task at +${(a - fe).toFixed(1)} ms: ${(t.dur / 1000).toFixed(2)} ms (CPU ${((t.tdur ?? NaN) / 1000).toFixed(2)}): ${timelineIn(t, 500)}`,
      );
      top(s, a, a + t.dur / 1000, Number(process.env.TOP ?? 12), '     ');
    }
  }
}
