// Profile the drop of a token by a real mouse drag (the input stage's first probe, bench/input.mjs) with the player
// window open: one Chromium trace per drop with the V8 sampler on, split at the input event and the frame that shows
// the drop. Prints, for "before the frame" and "the second after", the main thread's top functions (self and
// inclusive) and which window's tasks they ran in. A helper for performance work, not part of the run:
//   node bench/profile-drop.mjs [app-dir] [runs]   (after `node scripts/bench.mjs` built bench/dist-app/ and bench/.cache/)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { drag, openCombat, undoTo } from './input.mjs';
import { inputWindow, samplesOf, top } from './traceSamples.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? `${root}bench/dist-app`;
const runs = Number(process.argv[3] ?? 4);
const combat = JSON.parse(readFileSync(`${root}bench/.cache/combat-large.json`, 'utf8'));
const server = await serve({ '/app/': dir });
const browser = await launch();
const say = (s) => console.log(s);

const { page, context } = await openCombat(browser, server.url, combat, 'app', say);
const start = combat.commands + 1;
const d = combat.drag;
for (let i = 0; i < runs; i++) {
  await page.evaluate(() => window.__bench.quiet(60_000));
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'blink.user_timing',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.evaluate((a) => window.__bench.armInput(a), { type: 'pointerup', moveId: d.id });
  // Check that the board's first frame after the pointerup shows the token moved (input.mjs counts up to it).
  await page.evaluate((id) => {
    const at = () => {
      const t = window.__saddlegrid.tokenTarget(id);
      return `${t?.x},${t?.y}`;
    };
    const before = at();
    const n = window.__bench.renders.length;
    window.addEventListener(
      'pointerup',
      () =>
        requestAnimationFrame(
          () => (window.__dropShown = { moved: at() !== before, renders: window.__bench.renders.length - n }),
        ),
      { capture: true, once: true },
    );
  }, d.id);
  await drag(page, d.from, d.to);
  const r = await page.evaluate(() => window.__bench.inputDone({ afterMs: 1000 }));
  const first = await page.evaluate((h) => window.__bench.renders.find((x) => x.t0 >= h) ?? null, r.handler);
  console.log(
    `first frame after the pointerup: ${JSON.stringify(await page.evaluate(() => window.__dropShown))}; seen by inputDone ${(r.frameEnd - r.at).toFixed(1)} ms, first render ends ${(first.t1 - r.at).toFixed(1)} ms after the input`,
  );
  if (first && first.t1 <= r.frameEnd) r.frameEnd = first.t1;
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  if (process.env.KEEP) writeFileSync(`${process.env.KEEP}/drop-${i}.json`, JSON.stringify({ r, traceEvents: ev }));
  analyse(ev, r, i);
  await undoTo(page, start);
}
await context.close();
await browser.close();
server.close?.();

function analyse(ev, r, i) {
  const { m, at, fe, tasks } = inputWindow(ev, r, `drop ${i}`);
  // Which window ran each task: the frames' URLs (the player window's is /app/?…player…).
  // Timeline events on the main thread by frame (GM / player) and kind.
  const frames = new Map();
  for (const e of ev)
    if (e.name === 'TracingStartedInBrowser' || e.name === 'FrameCommittedInBrowser')
      for (const f of e.args?.data?.frames ?? [e.args?.data]) if (f?.frame) frames.set(f.frame, f.url);
  const kinds = new Map();
  for (const e of ev) {
    if (e.pid !== m.pid || e.tid !== m.tid || e.ph !== 'X' || !e.dur) continue;
    if (
      ![
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
        'V8.GC_SCAVENGER',
        'RunTask',
      ].includes(e.name)
    )
      continue;
    const t = e.ts / 1000;
    const phase = t >= at && t < fe ? 'before' : t >= fe && t < fe + 1000 ? 'after' : null;
    if (!phase) continue;
    const f = e.args?.data?.frame;
    const who = !f ? '-' : frames.has(f) ? 'gm' : 'player';
    const k = `${phase} ${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''} [${who}]`;
    const x = kinds.get(k) ?? [0, 0];
    kinds.set(k, [x[0] + e.dur / 1000, x[1] + 1]);
  }
  for (const [k, [ms, n]] of [...kinds].sort((a, b) => b[1][0] - a[1][0]).slice(0, 25))
    console.log(`   ${ms.toFixed(1).padStart(7)} ms ×${n}  ${k}`);
  const s = samplesOf(ev, m.pid, m.tid);
  // The long tasks one by one: what ran in them (the frames' events, the top functions sampled).
  for (const t of tasks) {
    const a = t.ts / 1000;
    const b = a + t.dur / 1000;
    if (b < at || a > fe + 1000 || t.dur < 15000) continue;
    const inside = ev.filter(
      (e) =>
        e.pid === m.pid &&
        e.tid === m.tid &&
        e.ph === 'X' &&
        e.ts >= t.ts &&
        e.ts <= t.ts + t.dur &&
        [
          'FunctionCall',
          'EventDispatch',
          'FireAnimationFrame',
          'TimerFire',
          'RunMicrotasks',
          'Paint',
          'Layout',
          'UpdateLayoutTree',
          'MinorGC',
          'MajorGC',
        ].includes(e.name) &&
        e.dur > 1000,
    );
    console.log(
      `  task at ${(a - at).toFixed(1)} ms after the input (${a < fe ? 'before' : 'after'} the frame): ${(t.dur / 1000).toFixed(1)} ms: ${inside.map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''}[${!e.args?.data?.frame ? '-' : frames.has(e.args.data.frame) ? 'gm' : 'player'}] ${(e.dur / 1000).toFixed(1)}`).join(', ')}`,
    );
    top(samplesOf(ev, m.pid, m.tid), a, b, 12);
  }
  console.log(`  before the frame:`);
  top(s, at, fe, 25);
  console.log(`  the second after:`);
  top(s, fe, fe + 1000, 25);
}
