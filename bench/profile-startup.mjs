// Trace navigation → first frame of a first visit (fresh context) or a reload, app against the bare PixiJS page;
// print the main thread's tasks before the first frame, their long events and the top functions.
//   node bench/profile-startup.mjs <app-dir> [runs] [visit|reload]   (bench/dist-bare and bench/.cache from a bench run)
//   env: KINDS=app,bare (default), TOPN=14 (functions shown), MIN=4 (ms: shortest event listed)
import { readFileSync } from 'node:fs';
const B = new URL('./', import.meta.url).pathname;
const { launch, newPage, firstFrame } = await import(B + 'browser.mjs');
const { serve } = await import(B + 'serve.mjs');
const { samplesOf, top, traceEvents } = await import(B + 'traceSamples.mjs');
const dir = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
const mode = process.argv[4] ?? 'visit';
const kinds = (process.env.KINDS ?? 'app,bare').split(',');
const MIN = Number(process.env.MIN ?? 4);
const server = await serve({ '/app/': dir, '/bare/': `${B}dist-bare` });
const browser = await launch();
const url = (k) => (k === 'bare' ? `${server.url}/bare/?startup` : `${server.url}/app/`);
const autosave = mode === 'reload' ? JSON.parse(readFileSync(`${B}.cache/autosave-large.json`, 'utf8')) : null;

const NAMES =
  /"name":"(ThreadControllerImpl::RunTask|Profile|ProfileChunk|ps-done|EvaluateScript|v8\.evaluateModule|v8\.compileModule|v8\.compile|FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|Layout|UpdateLayoutTree|Paint|ParseHTML|MajorGC|MinorGC|V8\.GC_[A-Z_]+|ResourceReceivedData|v8\.produceModuleCache|v8\.parseOnBackground|V8\.GCFinalizeMC|V8\.GCScavenger|EventDispatch)"/;
const eventsOf = (buf) => traceEvents(buf, NAMES);

async function one(kind, page) {
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'blink.user_timing',
      'devtools.timeline',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-v8.gc',
    ],
  });
  if (mode === 'reload') await page.reload();
  else await page.goto(url(kind));
  const r = await firstFrame(page, kind);
  const markAt = await page.evaluate(
    () => (performance.mark('ps-done'), performance.getEntriesByName('ps-done')[0].startTime),
  );
  const ev = eventsOf(await browser.stopTracing());
  const m = ev.filter((e) => e.name === 'ps-done').pop();
  const off = m.ts / 1000 - markAt;
  const at = (e) => e.ts / 1000 - off;
  const main = ev.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
  const tasks = main.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && at(e) < r.firstFrame && at(e) + e.dur / 1000 > 0,
  );
  const busy = tasks.reduce((n, e) => n + e.dur / 1000, 0);
  console.log(
    `${kind} ${mode}: first frame ${r.firstFrame.toFixed(0)} ms (dcl ${r.dcl.toFixed(0)}), main thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks before it`,
  );
  const sum = new Map();
  for (const e of main) {
    if (e.name === 'ThreadControllerImpl::RunTask' || at(e) > r.firstFrame || at(e) < 0) continue;
    const d = e.args?.data ?? {};
    const k = `${e.name} ${(d.url ?? d.functionName ?? '').split('/').pop()}`;
    sum.set(k, (sum.get(k) ?? 0) + e.dur / 1000);
  }
  for (const [k, t] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`   ${t.toFixed(1).padStart(7)} ms total  ${k}`);
  for (const t of tasks.filter((e) => e.dur / 1000 >= MIN * 4)) {
    const s = at(t);
    console.log(`   task ${(t.dur / 1000).toFixed(1)} ms at ${s.toFixed(0)}`);
    for (const x of main
      .filter(
        (x) => x !== t && x.dur / 1000 >= MIN && at(x) >= s - 0.01 && at(x) + x.dur / 1000 <= s + t.dur / 1000 + 0.01,
      )
      .sort((p, q) => p.ts - q.ts)) {
      const d = x.args?.data ?? {};
      console.log(
        `     +${(at(x) - s).toFixed(0).padStart(5)} ${(x.dur / 1000).toFixed(1).padStart(7)} ms ${x.name} ${d.functionName ?? ''} ${(d.url ?? '').split('/').pop()} ${d.type ?? ''}`,
      );
    }
  }
  const samples = samplesOf(ev, m.pid, m.tid).map(([t, s]) => [t - off, s]);
  // PERTASK=n: the top n functions of each long task too (where a task's time goes, in order).
  if (process.env.PERTASK)
    for (const t of tasks.filter((e) => e.dur / 1000 >= MIN * 4)) {
      console.log(`   -- task at ${at(t).toFixed(0)} (${(t.dur / 1000).toFixed(1)} ms)`);
      top(samples, at(t), at(t) + t.dur / 1000, Number(process.env.PERTASK), '      ');
    }
  top(samples, 0, r.firstFrame, Number(process.env.TOPN ?? 14), '   ');
  return r.firstFrame;
}

const got = Object.fromEntries(kinds.map((k) => [k, []]));
const pages = {};
if (mode === 'reload')
  for (const k of kinds) {
    pages[k] = await newPage(browser, k === 'bare' ? 'bare' : 'app');
    const pg = pages[k].page;
    await pg.goto(url(k));
    await firstFrame(pg, k);
    if (k !== 'bare') {
      const err = await pg.evaluate((t) => window.__saddlegrid.importFile(t), autosave.text);
      if (err) throw new Error(err);
      await pg.evaluate(() => window.__saddlegrid.imported?.());
      await pg.waitForFunction((n) => [n, n + 1].includes(window.__saddlegrid.cursor()), autosave.commands);
      await pg.evaluate(() => window.__saddlegrid.whenSaved());
      await pg.reload();
      await firstFrame(pg, k);
    }
  }
for (let i = 0; i < runs; i++)
  for (const k of i % 2 ? [...kinds].reverse() : kinds) {
    if (mode === 'reload') got[k].push(await one(k, pages[k].page));
    else {
      const { context, page } = await newPage(browser, k === 'bare' ? 'bare' : 'app');
      got[k].push(await one(k, page));
      await context.close();
    }
  }
console.log(
  Object.entries(got)
    .map(([k, v]) => `${k}: ${v.map((x) => x.toFixed(0)).join(', ')}`)
    .join('; '),
);
await browser.close();
server.close?.();
