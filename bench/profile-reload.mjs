// Trace one reload of a long history; print tasks > 40 ms after first frame and their top functions, and the tasks
// by thread CPU (the figure load does not stretch).
//   node bench/profile-reload.mjs <app-dir> <n> [runs]
// Env: TASKS=1 tasks only (no CPU sampler: a lighter trace, the sampler stretches every task); TL=1 timeline events instead of samples (GC pauses, layout, function
// calls in each task); BYCPU=1 details the tasks with the most CPU; TOPN=k how many; KEEP=dir / RAW=dir keep the
// kept events / the whole trace.
import { readFileSync, writeFileSync } from 'node:fs';
const B = new URL('./', import.meta.url).pathname;
const { launch, newPage, firstFrame } = await import(B + 'browser.mjs');
const { serve } = await import(B + 'serve.mjs');
const { samplesOf, top, traceEvents } = await import(B + 'traceSamples.mjs');
const dir = process.argv[2];
const n = Number(process.argv[3] ?? 20000);
const runs = Number(process.argv[4] ?? 1);
const file = JSON.parse(readFileSync(`${B}.cache/history-${n}-large.json`, 'utf8'));
const server = await serve({ '/app/': dir });
const browser = await launch();
const { context, page } = await newPage(browser, 'app');
await page.goto(`${server.url}/app/`);
await firstFrame(page, 'seed');
const err = await page.evaluate((t) => window.__saddlegrid.importFile(t), file.text);
if (err) throw new Error(err);
await page.evaluate(() => window.__saddlegrid.imported());
await page.waitForFunction((n) => window.__saddlegrid.cursor() === n + 1, file.commands, { timeout: 600_000 });
await page.evaluate(() => window.__saddlegrid.whenSaved());

function eventsOf(buf) {
  // A task is a RunTask, or a continuation of `scheduler.yield()` (the replay's slices): Chromium runs those as a
  // microtask checkpoint outside any RunTask, so a list of RunTasks alone misses the whole replay.
  const keep = process.env.TL
    ? /"name":"(ThreadControllerImpl::RunTask|BlinkScheduler_PerformMicrotaskCheckpoint|MinorGC|MajorGC|r6-done)"|"dur":([3-9]\d{3}|\d{5,})\b/
    : /"name":"(ThreadControllerImpl::RunTask|BlinkScheduler_PerformMicrotaskCheckpoint|Profile|ProfileChunk|r6-done)"/;
  const out = traceEvents(buf, keep, 400_000_000);
  console.log(`trace: ${(buf.length / 1e6).toFixed(0)} MB, kept ${out.length} events`);
  return out;
}
const TASK = /^(ThreadControllerImpl::RunTask|BlinkScheduler_PerformMicrotaskCheckpoint)$/;
for (let i = 0; i < runs; i++) {
  await browser.startTracing(page, {
    // TASKS: no CPU samples (a lighter trace).
    categories: process.env.TASKS
      ? ['toplevel', 'blink.user_timing']
      : process.env.TL
        ? ['toplevel', 'blink.user_timing', 'devtools.timeline']
        : ['toplevel', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'],
  });
  await page.reload();
  await firstFrame(page, 'reload');
  const r = await page.evaluate(async () => {
    const t0 = performance.now();
    while (window.__saddlegrid.historyBase() !== 0) {
      if (performance.now() - t0 > 600000) throw new Error('never');
      await new Promise((x) => setTimeout(x, 20));
    }
    const done = performance.now();
    performance.mark('r6-done');
    const L = window.__bench.longTasks
      .filter(([, e]) => e > window.__bench.ready && e <= done + 1)
      .map(([s, e]) => e - Math.max(s, window.__bench.ready));
    return {
      ready: window.__bench.ready,
      done,
      markAt: performance.getEntriesByName('r6-done')[0].startTime,
      longest: Math.max(0, ...L),
    };
  });
  const buf = await browser.stopTracing();
  if (process.env.RAW) writeFileSync(`${process.env.RAW}/raw-${n}-${i}.json`, buf);
  const ev = eventsOf(buf);
  if (process.env.KEEP) writeFileSync(`${process.env.KEEP}/reload-${n}-${i}.json`, JSON.stringify(ev));
  const m = ev.filter((e) => e.name === 'r6-done').pop();
  const off = m.ts / 1000 - r.markAt;
  const tasks = [];
  let end = -Infinity;
  for (const e of ev
    .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && TASK.test(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < end) continue; // nested in the task before
    end = e.ts + e.dur;
    tasks.push([e.ts / 1000 - off, (e.ts + e.dur) / 1000 - off, (e.tdur ?? NaN) / 1000]);
  }
  const after = tasks.filter(([s, e]) => e > r.ready && s < r.done).sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
  console.log(
    `run ${i}: ${n} cmds: first frame ${r.ready.toFixed(0)} history back +${(r.done - r.ready).toFixed(0)} ms; longtask api longest ${r.longest.toFixed(0)}; tasks after ff >50: ${after.filter(([s, e]) => e - s > 50).length}, top: ${after
      .slice(0, 8)
      .map(([s, e, c]) => `${(e - s).toFixed(0)}(cpu ${c.toFixed(0)})@${(s - r.ready).toFixed(0)}`)
      .join(' ')}`,
  );
  // The tasks by thread CPU (what the load cannot stretch): how many carry more than 5 / 10 / 20 / 50 ms.
  const byCpu = after.filter(([, , c]) => c >= 0).sort((a, b) => b[2] - a[2]);
  const cpuTotal = byCpu.reduce((n, [, , c]) => n + c, 0);
  const over = (x) => byCpu.filter(([, , c]) => c > x).length;
  const last = after.reduce((n, [, e]) => Math.max(n, e), 0);
  console.log(
    `   by CPU: ${after.length} tasks after ff (trace to +${(last - r.ready).toFixed(0)} ms), CPU ${cpuTotal.toFixed(0)} ms; over 5/10/20/50 ms: ${over(5)}/${over(10)}/${over(20)}/${over(50)}; top: ${byCpu
      .slice(0, 10)
      .map(([s, e, c]) => `${c.toFixed(1)}(wall ${(e - s).toFixed(0)})@${(s - r.ready).toFixed(0)}`)
      .join(' ')}`,
  );
  if (process.env.TASKS) continue;
  const samples = samplesOf(ev, m.pid, m.tid).map(([t, s]) => [t - off, s]);
  // Sampled (not idle) time inside each task: what it ran, whatever the machine's load stretched its wall time to.
  if (!process.env.TL) {
    const busy = (a, b) => {
      let n = 0;
      for (let i = 1; i < samples.length; i++) {
        const [t, st] = samples[i];
        if (t >= a && t <= b && !st[0].startsWith('(idle)')) n += Math.min(t - samples[i - 1][0], 2);
      }
      return n;
    };
    const bySampled = after.map(([s, e]) => [s, e, busy(s, e)]).sort((a, b) => b[2] - a[2]);
    console.log(
      `   most sampled tasks after ff: ${bySampled
        .slice(0, 8)
        .map(([s, e, c]) => `${c.toFixed(0)} ms sampled in ${(e - s).toFixed(0)}@${(s - r.ready).toFixed(0)}`)
        .join(', ')}`,
    );
  }
  if (process.env.TL) {
    // The garbage collector's pauses after the first frame (the replay's allocation; under load a parallel
    // scavenge waits for its helper threads, so its wall time is many times its CPU time).
    for (const name of ['MinorGC', 'MajorGC']) {
      const g = ev.filter(
        (x) => x.pid === m.pid && x.tid === m.tid && x.name === name && x.ph === 'X' && x.ts / 1000 - off > r.ready,
      );
      const w = g.map((x) => x.dur / 1000);
      const c = g.map((x) => (x.tdur ?? 0) / 1000);
      const sum = (a) => a.reduce((n, x) => n + x, 0).toFixed(0);
      console.log(
        `   ${name} after ff: ${g.length}, CPU ${sum(c)} ms (max ${Math.max(0, ...c).toFixed(1)}), wall ${sum(w)} ms (max ${Math.max(0, ...w).toFixed(1)})`,
      );
    }
  }
  // BYCPU: the tasks with the most CPU, else the longest (wall).
  const detail = process.env.BYCPU ? byCpu : after;
  for (const [s, e, c] of detail.slice(0, Number(process.env.TOPN ?? 3))) {
    if (!process.env.BYCPU && e - s < 40) break;
    console.log(`   task ${(e - s).toFixed(1)} ms (thread CPU ${c.toFixed(1)} ms) at +${(s - r.ready).toFixed(0)}`);
    if (!process.env.TL) top(samples, s, e, 14, '     ');
    else {
      const kids = ev.filter(
        (x) =>
          x.pid === m.pid &&
          x.tid === m.tid &&
          x.ph === 'X' &&
          x.dur >= 3000 &&
          !TASK.test(x.name) &&
          x.ts / 1000 - off >= s - 0.01 &&
          (x.ts + x.dur) / 1000 - off <= e + 0.01,
      );
      for (const x of kids.sort((p, q) => p.ts - q.ts)) {
        const d = x.args?.data ?? {};
        console.log(
          `     +${(x.ts / 1000 - off - s).toFixed(0).padStart(5)} ${(x.dur / 1000).toFixed(1).padStart(7)} ms (CPU ${((x.tdur ?? 0) / 1000).toFixed(1)}) ${x.name} ${d.functionName ?? ''} ${(d.url ?? '').split('/').pop()} ${d.type ?? ''}`,
        );
      }
    }
  }
}
await context.close();
await browser.close();
server.close?.();
