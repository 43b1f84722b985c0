#!/usr/bin/env node
// `npm run bench`: builds the app and the bare PixiJS page, then in one run measures the board at scale
// (Chromium via Playwright: a frame-indexed pan/zoom path drawn alike by the app, the app reduced to the bare
// page's content and the bare PixiJS page; WebGL calls counted per frame; command → frame with the GPU drained),
// the rules engine (Node), start-up (first visit and reload with a 5,000-command autosave, against the bare page)
// and bundle sizes, and the Sudukuri odds; prints a table of before (the last recorded full run) and now against
// the targets (issue 16), writes bench/results/<date>.json and docs/performance.md.
//
// Not a test: it never fails on a missed target (exit code 0), only when something cannot be measured.
//   npm run bench                 full run (2–3 min here when the machine is quiet, under 8 min when loaded)
//   npm run bench -- --smoke      tiny run (50 creatures, one short cycle) for CI; writes no files unless --out
//   options: --no-build (reuse bench/dist-app/), --out <file> (also write the JSON there), --port <n>,
//   --no-gen (reuse bench/.cache/ from an earlier run instead of generating the encounter files),
//   --note <text> (recorded with the figures and shown on docs/performance.md, e.g. what was measured and why),
//   --skip-browser, --skip-engine, --skip-startup, --skip-storage, --skip-input, --skip-history, --skip-board,
//   --skip-pictures, --skip-session, --skip-walls (a partial run prints its table and writes no files),
//   --walls-only (the walls stage alone, no builds: its rows printed, no files written),
//   --app-dir <dir> (measure an app build made elsewhere, e.g. a before/after pair built from two trees; implies
//   --no-build; build it with SADDLEGRID_TEST_BRIDGE=1), --compare-dir <dir> (a second app build whose start-up is
//   measured in the same loop, taking turns: a before/after pair under the same load), --startup-runs <n>
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { board, launch, startup, storage, sudukuriWorker, webglRenderer } from '../bench/browser.mjs';
import { reloadHistories } from '../bench/history.mjs';
import { inputProbes } from '../bench/input.mjs';
import { picturesBench } from '../bench/pictures.mjs';
import { markdown, NOTES_MARKER, table } from '../bench/report.mjs';
import { serve } from '../bench/serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const smoke = argv.includes('--smoke');
const flag = (name) => argv.includes(name);
const opt = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
// path: frames per phase of one camera cycle (whole map, zoom in, close up, zoom out = zoom again).
const P = smoke
  ? { path: { whole: 5, zoom: 5, close: 10, chunk: 5 }, cycles: 1, probes: 3, startupRuns: 1, sudukuri: ['500', '1'] }
  : {
      path: { whole: 15, zoom: 10, close: 30, chunk: 5 },
      cycles: 2,
      probes: 9,
      // 7 paired start-up runs (round 9; was 4): on this shared machine the same build's first frame spreads by
      // seconds under load, and the median of an odd count is a real median (report.mjs takes the upper middle).
      startupRuns: 7,
      sudukuri: ['10000', '5'],
    };
// Figures so far go to --out after every stage (a long run that is stopped keeps what it measured).
const checkpoint = () => opt('--out') && writeFileSync(opt('--out'), JSON.stringify(results, null, 2));

const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;
const log = (s) => console.error(`bench [${elapsed()}]: ${s}`);
// Seconds per stage (recorded with the figures: the full run must stay under 8 minutes here).
const timings = {};
const loads = {};
let stageAt = Date.now();
const stage = (name) => {
  timings[name] = Math.round((Date.now() - stageAt) / 1000);
  loads[name] = +os.loadavg()[0].toFixed(1);
  stageAt = Date.now();
};
const run = (cmd, args, what) => {
  log(what);
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1048576 });
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
};
const tsx = (file, ...args) => ['--import', 'tsx', file, ...args];
const lastJson = (out) =>
  JSON.parse(
    out
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop(),
  );

// What was measured: the commit (read-only `git rev-parse`; BENCH_COMMIT overrides it, e.g. for a snapshot
// without .git). The working tree may differ from it (others' work in progress); the app build is what ran.
const commit = (() => {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  const r = spawnSync('git', ['--no-optional-locks', 'rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : 'unknown';
})();

const results = {
  date: new Date().toISOString(),
  mode: smoke ? 'smoke' : 'full',
  commit,
  ...(opt('--note') ? { note: opt('--note') } : {}),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memGb: +(os.totalmem() / 1073741824).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadStart: os.loadavg().map((x) => +x.toFixed(2)),
  },
};

/**
 * Walls (issue 32, Node): 4e cover for every pair of 50 creatures among 2,000 wall segments, the party's vision fog
 * after a move (bench/walls.ts, bundled like the engine). A failure is recorded, the run goes on.
 */
async function wallsStage() {
  try {
    const { buildSync } = await import('esbuild');
    buildSync({
      entryPoints: [`${root}bench/walls.ts`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: `${root}bench/.cache/walls.mjs`,
      logLevel: 'error',
    });
    results.walls = lastJson(run('node', ['bench/.cache/walls.mjs', ...(smoke ? ['--smoke'] : [])], 'walls (Node)'));
  } catch (e) {
    results.walls = { error: String(e.message ?? e).split('\n')[0] };
    log(`walls benchmark failed (recorded, run goes on): ${results.walls.error}`);
  }
  checkpoint();
}

// --walls-only: that stage alone (no builds), its rows printed; writes no files.
if (flag('--walls-only')) {
  await wallsStage();
  console.log(table(results, null).text);
  process.exit(0);
}

// 0. Builds.
// The app is built into bench/dist-app (not dist/, which the e2e runs of others rebuild concurrently).
const appDir = opt('--app-dir')
  ? new URL(opt('--app-dir'), `file://${process.cwd()}/`).pathname.replace(/\/$/, '')
  : `${root}bench/dist-app`;
if (!flag('--no-build') && !opt('--app-dir'))
  run(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', 'bench/dist-app', '--emptyOutDir'],
    'building the app (vite build)',
  );
else if (!existsSync(`${appDir}/index.html`))
  throw new Error(`bench: no ${appDir}/index.html to reuse (run once without --no-build)`);
run('npx', ['vite', 'build', '-c', 'bench/vite.bare.config.ts'], 'building the bare PixiJS page');
stage('builds');

// 3b. Bundle sizes (gzip, per chunk).
{
  const dir = `${appDir}/assets`;
  const html = readFileSync(`${appDir}/index.html`, 'utf8');
  const main = /<script[^>]+src="\.?\/?assets\/([^"]+\.js)"/.exec(html)?.[1];
  const chunks = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(`${dir}/${f}`);
      return {
        file: f,
        kb: +(buf.length / 1024).toFixed(1),
        gzipKb: +(gzipSync(buf, { level: 9 }).length / 1024).toFixed(1),
        main: f === main,
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  results.bundle = { main, chunks, totalGzipKb: +chunks.reduce((n, c) => n + c.gzipKb, 0).toFixed(1) };
}

// The encounter files (--no-gen: reuse bench/.cache from an earlier run, e.g. while the generator does not run
// on the rules of the working tree; the app imports the files as any encounter file).
const tag = smoke ? 'smoke' : 'large';
/** Issue 33: the long histories of the reload probe (and the storage figures' commands). */
const HISTORIES = smoke ? [2000] : [20000, 100000];
const historyFile = (n) => JSON.parse(readFileSync(`${root}bench/.cache/history-${n}-${tag}.json`, 'utf8'));
if (!flag('--no-gen')) {
  try {
    run('node', tsx('bench/gen.ts', ...(smoke ? ['--smoke'] : [])), 'generating the encounter');
  } catch (e) {
    throw new Error(
      `${String(e.message ?? e)}\n(with --no-gen the bench reuses bench/.cache/encounter-${tag}.json and autosave-${tag}.json from an earlier run)`,
    );
  }
} else {
  for (const f of [
    `encounter-${tag}`,
    `autosave-${tag}`,
    `combat-${tag}`,
    ...HISTORIES.map((n) => `history-${n}-${tag}`),
  ])
    if (!existsSync(`${root}bench/.cache/${f}.json`))
      throw new Error(`bench: --no-gen, but there is no bench/.cache/${f}.json (run once without --no-gen)`);
  log(`reusing bench/.cache/encounter-${tag}.json and autosave-${tag}.json (--no-gen)`);
}
const data = JSON.parse(readFileSync(`${root}bench/.cache/encounter-${smoke ? 'smoke' : 'large'}.json`, 'utf8'));
const autosave = JSON.parse(readFileSync(`${root}bench/.cache/autosave-${smoke ? 'smoke' : 'large'}.json`, 'utf8'));
// Issue 33: the combat encounter (1,000 creatures in squads) for the real-input probes.
const combat = JSON.parse(readFileSync(`${root}bench/.cache/combat-${tag}.json`, 'utf8'));
results.encounter = {
  spec: data.spec,
  counts: data.counts,
  fileKb: Math.round(data.text.length / 1024),
  loadedMountId: data.loadedMountId,
  autosaveKb: Math.round(autosave.text.length / 1024),
  generated: !flag('--no-gen'),
};
stage('encounter files');

// 2. Rules engine (Node).
// A failure is recorded (and shown in the table) rather than ending the run: the browser figures do not depend on it.
if (!flag('--skip-engine')) {
  try {
    // Bundled first (esbuild, ESM, as the app's build bundles the engine): under tsx every imported binding is a
    // getter on a module object, which added ~10–20 % to the engine's own time.
    const { buildSync } = await import('esbuild');
    buildSync({
      entryPoints: [`${root}bench/engine.ts`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: `${root}bench/.cache/engine.mjs`,
      logLevel: 'error',
    });
    results.engine = lastJson(
      run(
        'node',
        ['--expose-gc', 'bench/.cache/engine.mjs', ...(smoke ? ['--smoke'] : [])],
        'rules engine (Node, bundled)',
      ),
    );
    // The transaction designs compared in one run (issue 12): immer, mutative, the kernel's Work.
    results.engine.txCompare = lastJson(
      run(
        'node',
        tsx('bench/tx-compare.ts', ...(smoke ? ['--smoke'] : [])),
        'transaction designs (immer / mutative / Work)',
      ),
    );
  } catch (e) {
    results.engine = {
      error:
        String(e.message ?? e)
          .split('\n')
          .find((l) => /Error|error/.test(l) && !/failed:$/.test(l))
          ?.trim() ?? String(e).split('\n')[0],
    };
    log(`rules engine benchmark failed (recorded, run goes on): ${results.engine.error}`);
  }
  checkpoint();
  stage('engine');
}

// 2b. Session server (issue 27): the compiled production server (npm run build:server) in its own process;
// bench/session.ts drives it (fan-out at 8 / 50 / 200 players, bytes per move, memory per room, restart → rejoin).
// A failure is recorded, as the engine's.
if (!flag('--skip-session')) {
  try {
    run('npm', ['run', '--silent', 'build:server'], 'building the server (npm run build:server)');
    results.session = lastJson(
      run('node', tsx('bench/session.ts', ...(smoke ? ['--smoke'] : [])), 'session server (bench/session.ts)'),
    );
  } catch (e) {
    results.session = { error: String(e.message ?? e).split('\n')[0] };
    log(`session server benchmark failed (recorded, run goes on): ${results.session.error}`);
  }
  checkpoint();
  stage('session');
}

// 2c. Walls (issue 32, Node).
if (!flag('--skip-walls')) {
  await wallsStage();
  stage('walls');
}

// 4. Sudukuri odds (the other engineer's benchmark, if present).
if (existsSync(`${root}scripts/bench-sudukuri.ts`) && existsSync(`${root}src/rules/sudukuri/odds.ts`)) {
  try {
    const out = run(
      'node',
      tsx('scripts/bench-sudukuri.ts', ...P.sudukuri),
      'Sudukuri odds (scripts/bench-sudukuri.ts)',
    );
    const wall = /wall: median ([\d.]+) ms \((\d+) battles\/s\)/.exec(out);
    const cpu = /cpu:\s+median ([\d.]+) ms \((\d+) battles\/s\)/.exec(out);
    results.sudukuri = {
      runs: +P.sudukuri[0],
      battlesPerSec: wall ? +wall[2] : null,
      cpuBattlesPerSec: cpu ? +cpu[2] : null,
      where: 'Node (no worker)',
      raw: out.trim(),
    };
  } catch (e) {
    results.sudukuri = { error: String(e).split('\n')[0] };
  }
} else results.sudukuri = null;
stage('sudukuri (Node)');

// 1 and 3a. Browser.
if (!flag('--skip-browser')) {
  const compareDir = opt('--compare-dir')
    ? new URL(opt('--compare-dir'), `file://${process.cwd()}/`).pathname.replace(/\/$/, '')
    : null;
  const server = await serve(
    { '/app/': appDir, '/bare/': `${root}bench/dist-bare`, ...(compareDir ? { '/base/': compareDir } : {}) },
    Number(opt('--port') ?? 0),
  );
  const browser = await launch();
  try {
    results.machine.browser = `Chromium ${browser.version()}`;
    results.machine.webgl = await webglRenderer(browser);
    if (!flag('--skip-startup')) {
      log('start-up: first visit and reload, app and bare page');
      results.startup = await startup(
        browser,
        server.url,
        Number(opt('--startup-runs') ?? P.startupRuns),
        autosave,
        (s) => log(`  ${s}`),
        { compare: !!compareDir },
      );
      if (compareDir) results.startup.compareDir = compareDir;
      checkpoint();
      stage('start-up');
    }
    if (results.sudukuri && !results.sudukuri.error) {
      log('Sudukuri odds in the browser worker');
      try {
        const setup = JSON.parse(
          run(
            'node',
            [
              '--import',
              'tsx',
              '--input-type=module',
              '-e',
              "const m = await import('./scripts/sudukuriSetup.ts'); console.log(JSON.stringify(m.BENCH_SETUP))",
            ],
            'reading the Sudukuri benchmark battle',
          ).trim(),
        );
        results.sudukuri.worker = await sudukuriWorker(browser, server.url, setup, {
          runs: +P.sudukuri[0],
          reps: +P.sudukuri[1],
        });
      } catch (e) {
        results.sudukuri.worker = { error: String(e).split('\n')[0] };
      }
      checkpoint();
      stage('sudukuri (worker)');
    }
    if (!flag('--skip-storage')) {
      // The combat encounter's commands (1,000 creatures), from the longest history file (commands after each length).
      const lengths = smoke ? [200, 1000] : [1000, 5000, 20000];
      const src = historyFile(HISTORIES[HISTORIES.length - 1]);
      log(
        `storage: restore of ${lengths.join(' / ')} commands from the journal (${src.creatures} creatures), one autosave`,
      );
      try {
        results.storage = await storage(browser, server.url, lengths, smoke ? 3 : 7, src.text);
        results.storage.creatures = src.creatures;
      } catch (e) {
        results.storage = { error: String(e.message ?? e).split('\n')[0] };
        log(`storage benchmark failed (recorded, run goes on): ${results.storage.error}`);
      }
      checkpoint();
      stage('storage');
    }
    // Issue 33: real input with the player window open, and the reload of long histories.
    if (!flag('--skip-input')) {
      log(
        `real input: drop by mouse drag, save by click, dice roll by Enter (${combat.creatures} creatures, player window open)`,
      );
      try {
        results.input = await inputProbes(browser, server.url, combat, {
          runs: smoke ? 1 : 5,
          compare: !!compareDir,
          say: (s) => log(`  ${s}`),
        });
        results.input.creatures = combat.creatures;
        results.input.commands = combat.commands;
      } catch (e) {
        results.input = { error: String(e.message ?? e).split('\n')[0] };
        log(`input probes failed (recorded, run goes on): ${results.input.error}`);
      }
      checkpoint();
      stage('input');
    }
    if (!flag('--skip-history')) {
      results.history = {};
      for (const n of HISTORIES) {
        const f = historyFile(n);
        const builds = compareDir ? ['app', 'base'] : ['app'];
        log(
          `reload with a ${n}-command history (${f.creatures} creatures): ${builds.join(' and ')}${builds.length > 1 ? ', taking turns' : ''}`,
        );
        try {
          const r = await reloadHistories(browser, server.url, f, {
            runs: smoke ? 1 : 3,
            builds,
            say: (s) => log(`  ${s}`),
          });
          for (const at of builds) (results.history[at] ??= {})[n] = r[at];
        } catch (e) {
          const error = String(e.message ?? e).split('\n')[0];
          for (const at of builds) (results.history[at] ??= {})[n] = { error };
          log(`history reload failed (recorded, run goes on): ${error}`);
        }
      }
      checkpoint();
      stage('history reload');
    }
    if (!flag('--skip-board')) {
      log('board at scale: app, same-content app and bare page');
      results.board = await board(
        browser,
        server.url,
        data,
        { path: P.path, cycles: P.cycles, probes: P.probes },
        (s) => log(`  ${s}`),
        { compare: !!compareDir },
      );
      checkpoint();
      stage('board');
    }
    // Issue 17: a 4096² map picture and 200 token pictures against the same scene without them (target ≤ 1.2×).
    if (!flag('--skip-pictures')) {
      log('board with pictures: 4096² map and 200 token pictures vs none');
      try {
        const pdata = lastJson(run('node', tsx('bench/picturesGen.ts'), 'generating the pictures scene'));
        results.pictures = await picturesBench(browser, server.url, pdata, { path: P.path, cycles: P.cycles }, (s) =>
          log(`  ${s}`),
        );
      } catch (e) {
        results.pictures = { error: String(e.message ?? e).split('\n')[0] };
        log(`pictures benchmark failed (recorded, run goes on): ${results.pictures.error}`);
      }
      checkpoint();
      stage('pictures');
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
results.machine.loadEnd = os.loadavg().map((x) => +x.toFixed(2));
results.timings = { ...timings, total: Math.round((Date.now() - began) / 1000) };
results.loads = loads;

// Report: before = the last recorded full run (bench/results/<date>.json, newest first).
const resultsDir = `${root}bench/results`;
const prevFile = existsSync(resultsDir)
  ? (readdirSync(resultsDir)
      .filter((f) => /^\d{4}-.*\.json$/.test(f))
      .sort()
      .pop() ?? null)
  : null;
let prev = null;
try {
  prev = prevFile ? JSON.parse(readFileSync(`${resultsDir}/${prevFile}`, 'utf8')) : null;
} catch (e) {
  log(`could not read bench/results/${prevFile} for the before column: ${String(e).split('\n')[0]}`);
}
results.before = prevFile;
if (opt('--out')) writeFileSync(opt('--out'), JSON.stringify(results, null, 2));
const rows = table(results, prev);
console.log(rows.text);
log(
  `done in ${results.timings.total} s (${Object.entries(timings)
    .map(([k, v]) => `${k} ${v} s`)
    .join(', ')})`,
);
if (!smoke && results.timings.total > 480)
  log(
    `warning: the full run took over 8 minutes (${results.timings.total} s; load average ${results.machine.loadEnd.join(' / ')})`,
  );
const json = JSON.stringify({ ...results, table: { head: rows.head, rows: rows.rows } }, null, 2);
if (opt('--out')) writeFileSync(opt('--out'), json);
// Only a complete full run is recorded (a partial one, --skip-…, prints its table only).
if (!smoke && !argv.some((a) => a.startsWith('--skip-'))) {
  mkdirSync(`${root}bench/results`, { recursive: true });
  const file = `${root}bench/results/${results.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`;
  writeFileSync(file, json);
  // Hand-written notes below the marker (profiles, what changed, what is still missed) survive a new run.
  const doc = `${root}docs/performance.md`;
  const before = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const at = before.indexOf(NOTES_MARKER);
  writeFileSync(
    doc,
    `${markdown(results, rows, prevFile).trimEnd()}\n\n${at >= 0 ? before.slice(at) : `${NOTES_MARKER}\n`}`,
  );
  log(`wrote ${file.slice(root.length)} and docs/performance.md`);
}
