// Browser measurements of the benchmark (Playwright + Debian's Chromium, WebGL through SwiftShader): start-up
// (first visit and reload with a long autosave, app against the bare PixiJS page), the board at scale (a
// frame-indexed pan/zoom path drawn identically by the app, the app reduced to the bare page's content, and the
// bare page; WebGL calls counted per frame; main-thread render time), command → frame, and the Sudukuri worker.
// Every page gets the same instrumentation (bench/instrument.mjs) before its scripts run.
/* global self -- (used inside page.evaluate: browser code) */
import { chromium } from '@playwright/test';
import { instrument } from './instrument.mjs';

const CELL = 48;
/** How long after a command's first frame the probe keeps tracing (the panels and the autosave follow the frame). */
const AFTER_MS = 500;
export const VIEWPORT = { width: 1400, height: 860 };

/** Launch Chromium. Frame-rate limits are lifted so frame times show the real cost, not the 60 Hz clock. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.SADDLEGRID_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-frame-rate-limit',
      '--disable-gpu-vsync',
      '--enable-precise-memory-info',
    ],
  });
}

/** A fresh context (empty cache and storage) and page; `kind` ('app' | 'bare' | null) instruments it. */
export async function newPage(browser, kind = null) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  if (kind) await page.addInitScript(instrument, { kind });
  page.on('pageerror', (e) => console.error(`  [page error] ${e.message}`));
  return { context, page };
}

/** Wait for a condition in the page, with a clear error naming what did not happen. */
async function waitFor(page, what, fn, arg, ms) {
  try {
    await page.waitForFunction(fn, arg, { timeout: ms, polling: 50 });
  } catch (e) {
    throw new Error(`bench: ${what}: not within ${ms / 1000} s (${String(e.message ?? e).split('\n')[0]})`);
  }
}

/** The WebGL renderer string (SwiftShader here). */
export async function webglRenderer(browser) {
  const { context, page } = await newPage(browser);
  const r = await page.evaluate(() => {
    const gl =
      document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no WebGL';
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    return String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  });
  await context.close();
  return r;
}

/** The median of the finite values (NaN when none). */
export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

// --- Start-up -------------------------------------------------------------------------------------------------------

/** Navigation start → end of the first render that drew the page's content (the app: with its tokens), and interactive. */
export async function firstFrame(page, what) {
  await waitFor(
    page,
    `${what}: first frame`,
    () => window.__bench?.ready != null && window.__bench?.interactive != null,
    null,
    120_000,
  );
  return page.evaluate(() => ({
    firstFrame: window.__bench.ready,
    interactive: window.__bench.interactive,
    dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
    cursor: window.__saddlegrid?.cursor() ?? null,
    creatures: window.__saddlegrid?.encounter().creatureOrder.length ?? null,
  }));
}

/** Wait until a page has its whole history back (the app; the bare page has none) and is quiet. */
async function settled(page) {
  await page.evaluate(async () => {
    const api = window.__saddlegrid;
    const t0 = performance.now();
    while (api && api.historyBase() !== 0 && performance.now() - t0 < 60_000)
      await new Promise((r) => setTimeout(r, 20));
  });
  await quiet(page);
}

/**
 * Wait until the app's library has written the imported encounter (the test bridge's `whenSaved`: the journal and
 * checkpoint writes done); the reloads then check that the undo position and the creatures came back. Returns the
 * time and the undo position: the file's `n` commands, and one more where the app gives an imported file's dice a
 * new key (the GM-only `reseedDice` of issue 26; a build from before it adds none).
 */
function autosaved(page, n, timeoutMs) {
  return page.evaluate(
    async ({ n, timeoutMs }) => {
      const api = window.__saddlegrid;
      const t0 = performance.now();
      // The import opens the new library entry once it is written: wait for it and for its undo position first.
      await api.imported?.();
      while (api.cursor() !== n && api.cursor() !== n + 1) {
        if (performance.now() - t0 > timeoutMs)
          throw new Error(`bench: after the import the undo position is ${api.cursor()}, not ${n} (or ${n + 1})`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const saved = await Promise.race([
        api.whenSaved(),
        new Promise((r) => setTimeout(() => r('timeout'), timeoutMs)),
      ]);
      if (saved === 'timeout')
        throw new Error(
          `bench: the app's autosave did not hold the ${n} imported commands within ${timeoutMs / 1000} s`,
        );
      if (saved !== true) throw new Error('bench: the app did not save the imported encounter (no library?)');
      return { ms: performance.now() - t0, cursor: api.cursor() };
    },
    { n, timeoutMs },
  );
}

/**
 * Start-up, app against the bare PixiJS page in the same run, alternating which goes first:
 * - first visit: a fresh context per visit (empty cache and IndexedDB), navigation → the first frame;
 * - reload with a long autosave: the autosave is seeded through the app itself (the test bridge's importFile of a
 *   file whose log holds `autosave.commands` commands, then waiting until IndexedDB holds them), then each run
 *   reloads the page and measures navigation → the first frame of the restored encounter; the bare page is
 *   reloaded alike.
 */
export async function startup(browser, url, runs, autosave, say = () => {}, { compare = false } = {}) {
  // `compare`: a second app build (`--compare-dir`, served at /base/) measured in the same loop, taking turns with
  // the app and the bare page, so a before/after pair shares the machine's load.
  const kinds = compare ? ['app', 'base', 'bare'] : ['app', 'bare'];
  const path = (k) => (k === 'bare' ? `${url}/bare/?startup` : `${url}/${k}/`);
  const order = (i) => (i % 2 ? [...kinds].reverse() : kinds);
  const visit = async (kind) => {
    const { context, page } = await newPage(browser, kind === 'bare' ? 'bare' : 'app');
    await page.goto(path(kind));
    const r = await firstFrame(page, `${kind}: first visit`);
    await context.close();
    return r;
  };
  const list = (o) => kinds.map((k) => `${k} ${o[k].map((r) => r.firstFrame.toFixed(0)).join(', ')} ms`).join('; ');
  const firstVisit = Object.fromEntries(kinds.map((k) => [k, []]));
  for (let i = 0; i < runs; i++) for (const k of order(i)) firstVisit[k].push(await visit(k));
  say(`first visit: ${list(firstVisit)}`);

  const pages = {};
  for (const k of kinds) pages[k] = await newPage(browser, k === 'bare' ? 'bare' : 'app');
  try {
    const cursorOf = {};
    const reload = {
      commands: autosave.commands,
      creatures: autosave.creatures,
      ...Object.fromEntries(kinds.map((k) => [k, []])),
    };
    for (const k of kinds.filter((x) => x !== 'bare')) {
      const pg = pages[k].page;
      await pg.goto(path(k));
      await firstFrame(pg, `${k}: before seeding the autosave`);
      const t0 = Date.now();
      const err = await pg.evaluate((text) => window.__saddlegrid.importFile(text), autosave.text);
      if (err) throw new Error(`bench: ${k}: the ${autosave.commands}-command autosave file was refused: ${err}`);
      const importMs = Date.now() - t0;
      const saved = await autosaved(pg, autosave.commands, 180_000);
      const saveMs = saved.ms;
      cursorOf[k] = saved.cursor;
      say(
        `${k}: autosave seeded: ${autosave.commands} commands imported in ${importMs} ms, saved ${saveMs.toFixed(0)} ms later`,
      );
      if (k === 'app') Object.assign(reload, { importMs, saveMs });
    }
    await pages.bare.page.goto(path('bare'));
    await firstFrame(pages.bare.page, 'bare: before the reloads');
    for (let i = 0; i < runs; i++) {
      for (const k of order(i)) {
        const p = pages[k].page;
        await p.reload();
        const r = await firstFrame(p, `${k}: reload`);
        if (k !== 'bare' && (r.cursor !== cursorOf[k] || r.creatures !== autosave.creatures)) {
          throw new Error(
            `bench: ${k}: the reload did not restore the autosave (undo position ${r.cursor} of ${cursorOf[k]}, ${r.creatures} creatures of ${autosave.creatures})`,
          );
        }
        reload[k].push(r);
        // Let this page finish what follows its first frame before the next page reloads: the app restores the rest
        // of its history in slices after the first frame, and that work (with the GPU's) slowed the reload after it —
        // round 14 found every second reload ~1 s slower on every page, so a pair's difference depended on the order.
        await settled(p);
      }
    }
    say(`reload: ${list(reload)}`);
    return { firstVisit, reload };
  } finally {
    for (const k of kinds) await pages[k].context.close();
  }
}

// --- The board at scale -------------------------------------------------------------------------------------------

/**
 * The camera path, a function of the frame index only (the app and the bare page draw exactly the same views):
 * one cycle = `whole` frames panning at the whole-map zoom, `zoom` frames zooming in, `close` frames panning round
 * the map close up (labels shown), `zoom` frames zooming out. Each view is tagged with its phase.
 */
export function cameraPath({ worldW, worldH, width, height }, { whole, zoom, close, chunk = 5 }) {
  const fit = Math.min(width / worldW, height / worldH);
  const zMin = fit * 0.9;
  const zMax = Math.max(fit * 2, 0.8);
  const cx0 = worldW / 2;
  const cy0 = worldH / 2;
  const wholeAt = (j) => [
    cx0 + worldW * 0.05 * Math.cos((2 * Math.PI * j) / whole),
    cy0 + worldH * 0.05 * Math.sin((2 * Math.PI * j) / whole),
  ];
  const closeAt = (j) => [
    cx0 + worldW * 0.3 * Math.cos((2 * Math.PI * j) / close),
    cy0 + worldH * 0.3 * Math.sin((2 * Math.PI * j) / close),
  ];
  const cam = (phase, [cx, cy], z) => ({ phase, x: width / 2 - cx * z, y: height / 2 - cy * z, scale: z });
  const lerp = (a, b, k) => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  const zoomK = (j) => (1 - Math.cos((Math.PI * j) / zoom)) / 2;
  const zAt = (k) => Math.exp(Math.log(zMin) + (Math.log(zMax) - Math.log(zMin)) * k);
  const out = [];
  for (let j = 0; j < whole; j++) out.push(cam('whole', wholeAt(j), zMin));
  for (let j = 1; j <= zoom; j++) out.push(cam('zoom', lerp(wholeAt(whole), closeAt(0), zoomK(j)), zAt(zoomK(j))));
  for (let j = 0; j < close; j++) out.push(cam('close', closeAt(j), zMax));
  for (let j = 1; j <= zoom; j++) out.push(cam('zoom', lerp(closeAt(close), wholeAt(0), zoomK(j)), zAt(1 - zoomK(j))));
  out.forEach((c, i) => (c.i = i));
  // Segments: runs of at most `chunk` consecutive frames of one phase (the unit the pages take turns in).
  const segments = [];
  for (const c of out) {
    const last = segments[segments.length - 1];
    if (last && last[0].phase === c.phase && last.length < chunk) last.push(c);
    else segments.push([c]);
  }
  return { cams: out, segments, zMin, zMax };
}

/** One frame-indexed pass of `cams` in a page: per frame, its interval, WebGL counts and main-thread times. */
export async function runPath(page, cams) {
  const raw = await page.evaluate(
    (cams) => window.__bench.run(cams, 60_000),
    cams.map(({ x, y, scale }) => ({ x, y, scale })),
  );
  const byTag = new Map();
  for (const r of raw.renders) {
    if (r.tag < 0) continue;
    if (!byTag.has(r.tag)) byTag.set(r.tag, []);
    byTag.get(r.tag).push(r);
  }
  return cams.map((v, i) => {
    const a = raw.C[i];
    const b = raw.C[i + 1];
    const rs = byTag.get(i) ?? [];
    const d = (k) => b[k] - a[k];
    return {
      i: v.i ?? i,
      phase: v.phase,
      ms: raw.T[i + 1] - raw.T[i],
      renders: rs.length,
      renderMs: rs.reduce((n, r) => n + (r.t1 - r.t0), 0),
      frameCbMs: rs.reduce((n, r) => n + (Number.isFinite(r.cbEnd) ? r.cbEnd - r.cbStart : r.t1 - r.t0), 0),
      cameraMs: raw.cam[i],
      draws: d('draws'),
      multiDraws: d('multiDraws'),
      indices: d('indices'),
      vertices: d('vertices'),
      uniforms: d('uniforms'),
      bufUploads: d('bufUploads'),
      bufBytes: d('bufBytes'),
      uboUploads: d('uboUploads'),
      uboBytes: d('uboBytes'),
      texUploads: d('texUploads'),
    };
  });
}

function stats(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return {
    n: s.length,
    median: q(0.5),
    p95: q(0.95),
    max: s[s.length - 1] ?? NaN,
    sum: s.reduce((a, b) => a + b, 0),
    mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length),
  };
}

const METRICS = [
  'ms',
  'renderMs',
  'frameCbMs',
  'cameraMs',
  'draws',
  'indices',
  'vertices',
  'uniforms',
  'bufUploads',
  'bufBytes',
  'uboUploads',
  'texUploads',
];
/** Per-frame statistics of a pass, over all frames and per view (whole map, close up, zooming). */
export function summarise(frames) {
  const of = (fs) => ({
    frames: fs.length,
    unrendered: fs.filter((f) => f.renders === 0).length,
    withBufferUploads: fs.filter((f) => f.bufUploads > 0).length,
    withTextureUploads: fs.filter((f) => f.texUploads > 0).length,
    ...Object.fromEntries(METRICS.map((k) => [k, stats(fs.map((f) => f[k]))])),
  });
  return {
    all: of(frames),
    whole: of(frames.filter((f) => f.phase === 'whole')),
    close: of(frames.filter((f) => f.phase === 'close')),
    zoom: of(frames.filter((f) => f.phase === 'zoom')),
  };
}

/**
 * Main-thread busy time of each probe from a Chromium trace: the union of the renderer main thread's top-level
 * tasks (`ThreadControllerImpl::RunTask`), clipped to the probe's windows. The probe's user-timing mark gives the
 * thread and the offset between the trace clock and performance.now(). Idle time (waiting for the next frame of
 * the ~58 Hz frame clock, 0–17 ms at random) is what the wall time has and this has not.
 */
function busyTimes(trace, probes) {
  const ev = trace.traceEvents ?? trace;
  const threads = new Map();
  const tasksOf = (pid, tid) => {
    const key = `${pid}:${tid}`;
    if (!threads.has(key)) {
      const xs = ev
        .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
        .map((e) => [e.ts / 1000, (e.ts + e.dur) / 1000])
        .sort((a, b) => a[0] - b[0]);
      const merged = [];
      for (const x of xs) {
        const last = merged[merged.length - 1];
        if (last && x[0] <= last[1]) last[1] = Math.max(last[1], x[1]);
        else merged.push([...x]);
      }
      threads.set(key, merged);
    }
    return threads.get(key);
  };
  for (const p of probes) {
    const m = ev.find((e) => e.name === p.mark && e.args?.data?.startTime !== undefined);
    if (!m) continue;
    const off = m.ts / 1000 - m.args.data.startTime;
    const tasks = tasksOf(m.pid, m.tid);
    const busy = (a, b) => tasks.reduce((n, [s, e]) => n + Math.max(0, Math.min(e, b + off) - Math.max(s, a + off)), 0);
    p.busyMs = busy(p.at.t0, p.at.frameEnd);
    p.busyBeforeFrameMs = busy(p.at.t1, p.at.cbStart);
    // The work that follows the first frame (the long panels, the autosave), the board's frames left out.
    if (p.afterMs > 0) {
      const a = p.at.frameEnd;
      const b = a + p.afterMs;
      const frames = (p.frames ?? []).reduce(
        (n, [s, e]) => n + busy(Math.max(a, s), Math.min(b, e)) * (e > a && s < b ? 1 : 0),
        0,
      );
      p.busyAfterFrameMs = busy(a, b) - frames;
      p.boardFramesAfterMs = frames;
    }
    delete p.frames;
    p.idleMs = p.toFrameMs - p.busyMs;
  }
}

/**
 * Frame-time ratios to the bare page, paired by segment: the pages drew each segment's views one after the other
 * within a few seconds, so the ratio of their medians in one segment is hardly touched by the machine's load
 * changing; the median over segments (all, whole-map, close-up) is then robust to bursts of load.
 */
function pairedRatios(a, b) {
  const bySeg = (fs) => {
    const m = new Map();
    for (const f of fs) {
      if (!m.has(f.seg)) m.set(f.seg, []);
      m.get(f.seg).push(f);
    }
    return m;
  };
  const A = bySeg(a);
  const B = bySeg(b);
  const ratios = [];
  for (const [seg, fs] of A) {
    const gs = B.get(seg);
    if (!gs) continue;
    ratios.push({ seg, phase: fs[0].phase, r: median(fs.map((f) => f.ms)) / median(gs.map((f) => f.ms)) });
  }
  const of = (rs) => ({
    segments: rs.length,
    median: median(rs.map((x) => x.r)),
    p25: quantile(
      rs.map((x) => x.r),
      0.25,
    ),
    p75: quantile(
      rs.map((x) => x.r),
      0.75,
    ),
  });
  return {
    all: of(ratios),
    whole: of(ratios.filter((x) => x.phase === 'whole')),
    close: of(ratios.filter((x) => x.phase === 'close')),
    zoom: of(ratios.filter((x) => x.phase === 'zoom')),
  };
}

function quantile(xs, p) {
  const s = xs.filter(Number.isFinite).sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
}

async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1048576;
}

export const quiet = (page) => page.evaluate(() => window.__bench.quiet(60_000));

/** The app with the large encounter imported (as the Import button does), quiet. */
async function openApp(browser, url, data, at = 'app') {
  const { context, page } = await newPage(browser, 'app');
  await page.goto(`${url}/${at}/`);
  await firstFrame(page, 'app: first frame');
  const load = await page.evaluate(async (text) => {
    const api = window.__saddlegrid;
    const B = window.__bench;
    const t0 = performance.now();
    const err = api.importFile(text);
    const n = B.renders.length;
    while (B.renders.length === n && performance.now() - t0 < 60_000)
      await new Promise((r) => requestAnimationFrame(r));
    return { err, ms: (B.renders[n]?.t1 ?? NaN) - t0, tokens: api.scene().tokens.length };
  }, data.text);
  if (load.err) throw new Error(`bench: app: import failed: ${load.err}`);
  if (!Number.isFinite(load.ms)) throw new Error('bench: app: no frame within 60 s of the import');
  await quiet(page);
  const canvas = await page.getByTestId('board.canvas').boundingBox();
  const size = {
    width: Math.round(canvas?.width ?? VIEWPORT.width),
    height: Math.round(canvas?.height ?? VIEWPORT.height),
  };
  const env = await page.evaluate(() => {
    const B = window.__bench;
    const live = B.live();
    return {
      isolated: self.crossOriginIsolated,
      pixi: B.pixi,
      webglContexts: B.contexts,
      pixiApps: B.apps,
      liveIsBoard: !!live && live.canvas === document.querySelector('[data-testid="board.canvas"]'),
    };
  });
  if (!env.liveIsBoard)
    throw new Error(
      `bench: app: the PixiJS application seen by the init hook (${env.pixiApps} seen) is not the one drawing the board canvas`,
    );
  return { context, page, load, size, env };
}

/** The bare PixiJS page with the same map and one sprite per creature, canvas the size of the app's board. */
async function openBare(browser, url, data, { width, height }) {
  const { context, page } = await newPage(browser, 'bare');
  await page.goto(`${url}/bare/`);
  await waitFor(page, 'bare: page loaded', () => !!window.__bare, null, 60_000);
  const loadMs = await page.evaluate(({ text, width, height }) => window.__bare.load(text, width, height), {
    text: data.text,
    width,
    height,
  });
  await quiet(page);
  return { context, page, loadMs };
}

/** Every order of the three pages: segment k of the measured cycles runs them in ORDERS[k % 6]. */
const ORDERS = [
  ['bare', 'app', 'same'],
  ['app', 'same', 'bare'],
  ['same', 'bare', 'app'],
  ['same', 'app', 'bare'],
  ['bare', 'same', 'app'],
  ['app', 'bare', 'same'],
];

/**
 * The board at scale. Three pages: the app (full content), a second app page reduced to what the bare page draws
 * (`sameContent`), and the bare page. Each first runs the path's cycle once (warm-up: the first close-up builds
 * labels and terrain detail; its worst frame is reported), then `cycles` measured cycles. The pages take turns
 * segment by segment (a segment = up to `path.chunk` consecutive frames of one phase: whole-map pan, zoom in,
 * close-up pan, zoom out), in every order in turn, so that a burst of load from the other work on this machine
 * falls on all three alike; each page still draws the path's views in order. Then command → frame on the app, and the same probe (a camera
 * nudge) on the bare page as the floor.
 */
export async function board(browser, url, data, { path, cycles, probes }, say = () => {}, { compare = false } = {}) {
  const app = await openApp(browser, url, data);
  say(`app: imported in ${app.load.ms.toFixed(0)} ms (${app.load.tokens} tokens)`);
  const pages = [app];
  try {
    const heap = { app: await heapMb(app.page) };
    const same = await openApp(browser, url, data);
    pages.push(same);
    const hidden = await same.page.evaluate(() => window.__bench.sameContent());
    say(
      `same-content app page: hid ${Object.entries(hidden)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    const bare = await openBare(browser, url, data, app.size);
    pages.push(bare);
    heap.bare = await heapMb(bare.page);
    const geo = { worldW: data.spec.width * CELL, worldH: data.spec.height * CELL, ...app.size };
    const { cams, segments, zMin, zMax } = cameraPath(geo, path);
    const named = { app, same, bare };
    const warm = {};
    for (const k of ['bare', 'app', 'same']) {
      warm[k] = summarise(await runPath(named[k].page, cams));
      await quiet(named[k].page);
    }
    say(
      `warm-up cycle (${cams.length} frames each): worst frame app ${warm.app.all.ms.max.toFixed(0)} / same ${warm.same.all.ms.max.toFixed(0)} / bare ${warm.bare.all.ms.max.toFixed(0)} ms`,
    );
    const frames = { app: [], same: [], bare: [] };
    let turn = 0;
    for (let c = 0; c < cycles; c++) {
      for (const seg of segments) {
        const id = turn;
        for (const k of ORDERS[turn++ % ORDERS.length]) {
          await quiet(named[k].page);
          frames[k].push(...(await runPath(named[k].page, seg)).map((f) => ({ ...f, cycle: c, seg: id })));
        }
      }
    }
    const med = (k) => median(frames[k].map((f) => f.ms)).toFixed(1);
    say(
      `measured ${cycles} × ${cams.length} frames: median app ${med('app')} / same ${med('same')} / bare ${med('bare')} ms`,
    );

    // Command → frame: the loaded mount (rider and two passengers aboard) there and back, GPU drained first.
    const probeCam = {
      x: app.size.width / 2 - (data.probeFrom.x + 1) * CELL * 0.5,
      y: app.size.height / 2 - (data.probeFrom.y + 1) * CELL * 0.5,
      scale: 0.5,
    };
    // `compare`: the same probes on a second app build (served at /base/), taking turns with the app (same run).
    const base = compare ? await openApp(browser, url, data, 'base') : null;
    if (base) pages.push(base);
    const probed = base
      ? [
          ['app', app],
          ['base', base],
        ]
      : [['app', app]];
    for (const [, p] of probed)
      await p.page.evaluate((c) => window.__saddlegrid.setCamera(c.x, c.y, c.scale), probeCam);
    const cmds = { app: [], base: [] };
    const traceMb = [];
    // Each probe is traced on its own (main-thread tasks and the probe's mark), from just before the dispatch to
    // just after its frames: while SwiftShader works, Chromium's display compositor thread runs ~100,000 tiny tasks
    // a second, so a trace spanning all probes and their settling grows to hundreds of MB.
    let traced = true;
    for (let i = 0; i < probes; i++) {
      for (const [k, pg] of i % 2 ? [...probed].reverse() : probed) {
        const settleMs = await quiet(pg.page);
        if (traced) {
          traced = await browser.startTracing(pg.page, { categories: ['toplevel', 'blink.user_timing'] }).then(
            () => true,
            (e) => {
              say(`tracing unavailable (${String(e.message ?? e).split('\n')[0]}): main-thread busy time not measured`);
              return false;
            },
          );
        }
        let r;
        try {
          r = await pg.page.evaluate((a) => window.__bench.probe(a), {
            id: data.loadedMountId,
            to: i % 2 === 0 ? data.probeTo : data.probeFrom,
            settled: true,
            afterMs: AFTER_MS,
          });
        } finally {
          if (traced) {
            const buf = await browser.stopTracing();
            traceMb.push(+(buf.length / 1048576).toFixed(1));
            // A trace too large for one string is dropped, not fatal.
            if (r?.ok && buf.length < 256 * 1048576) busyTimes(JSON.parse(buf.toString()), [r]);
            else if (r?.ok)
              say(`probe ${i + 1}: its trace is ${traceMb.at(-1)} MB: main-thread busy time not measured`);
          }
        }
        if (!r.ok) throw new Error(`bench: ${k}: the probe move was refused: ${r.reason}`);
        delete r.frames;
        cmds[k].push({ ...r, settleMs: settleMs + r.settleMs });
      }
    }
    const cmd = cmds.app;
    for (const [k] of probed) {
      const c = cmds[k];
      say(
        `${k}: command → first frame: main thread busy ${c.map((x) => x.busyMs?.toFixed(1)).join(', ')} ms; wall ${c.map((x) => x.toFrameMs.toFixed(1)).join(', ')} ms (dispatch ${c.map((x) => x.dispatchMs.toFixed(1)).join(', ')})`,
      );
      say(
        `${k}: after the first frame (${AFTER_MS} ms, the board's frames apart): main thread busy ${c.map((x) => x.busyAfterFrameMs?.toFixed(1)).join(', ')} ms`,
      );
    }
    await bare.page.evaluate((c) => window.__bare.setCamera(c.x, c.y, c.scale), probeCam);
    const bareProbe = [];
    for (let i = 0; i < probes; i++)
      bareProbe.push(
        await bare.page.evaluate((a) => window.__bench.probe(a), {
          cam: { ...probeCam, x: probeCam.x + (i % 2 ? 0 : 1) },
        }),
      );
    say(`bare change → first frame: ${bareProbe.map((c) => c.toFrameMs.toFixed(1)).join(', ')} ms`);

    return {
      canvas: app.size,
      env: app.env,
      path: { ...path, cycles, framesPerCycle: cams.length, segmentsPerCycle: segments.length, zMin, zMax },
      paired: { app: pairedRatios(frames.app, frames.bare), same: pairedRatios(frames.same, frames.bare) },
      load: app.load,
      bareLoadMs: bare.loadMs,
      heapMb: heap,
      sameContentHidden: hidden,
      warm,
      app: summarise(frames.app),
      same: summarise(frames.same),
      bare: summarise(frames.bare),
      frames,
      cmd,
      ...(base ? { cmdBase: cmds.base } : {}),
      cmdTraceMb: traceMb,
      bareProbe,
    };
  } finally {
    for (const p of pages) await p.context.close();
  }
}

/**
 * Sudukuri odds in the app's real Web Worker (a fresh worker per request, as the odds view does): `reps` timed
 * requests of `runs` battles after one untimed cold request; battles per second from request to result.
 */
export async function sudukuriWorker(browser, url, setup, { runs, reps }) {
  const { context, page } = await newPage(browser);
  await page.goto(`${url}/app/`);
  await waitFor(page, 'app: test bridge', () => !!window.__saddlegrid, null, 60_000);
  const times = [];
  let cold = NaN;
  for (let i = 0; i <= reps; i++) {
    const r = await page.evaluate(({ setup, runs, seed }) => window.__saddlegrid.oddsInWorker(setup, runs, seed), {
      setup,
      runs,
      seed: 1 + i,
    });
    if (i === 0) cold = r.ms;
    else times.push(r.ms);
  }
  await context.close();
  const m = median(times);
  return {
    runs,
    reps,
    coldMs: cold,
    medianMs: m,
    battlesPerSec: Math.round((runs / m) * 1000),
    coldBattlesPerSec: Math.round((runs / cold) * 1000),
  };
}

/**
 * Storage (issue 14): restore of sessions of the given lengths from the journal (a checkpoint plus the commands
 * after it), one autosave's main-thread cost, in Chromium through the app's own library (test bridge).
 */
export async function storage(browser, url, lengths, runs, fileText) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${url}/app/`);
    await waitFor(page, 'app: test bridge', () => !!window.__saddlegrid, null, 60_000);
    return await page.evaluate(
      ({ lengths, runs, fileText }) => window.__saddlegrid.measureStorage(lengths, runs, fileText),
      { lengths, runs, fileText },
    );
  } finally {
    await context.close();
  }
}
