#!/usr/bin/env node
// `npm run bench`: builds the app and the bare PixiJS page, then in one run measures the board at scale
// (Chromium via Playwright), the rules engine (Node), start-up and bundle sizes, and the Sudukuri odds;
// prints a table against the targets, writes bench/results/<date>.json and docs/performance.md.
//
// Not a test: it never fails on a missed target (exit code 0), only when something cannot be measured.
//   npm run bench                 full run (~10 min on this shared 2-core machine)
//   npm run bench -- --smoke      tiny run (50 creatures, short durations) for CI; writes no files unless --out
//   options: --no-build (reuse bench/dist-app/), --out <file> (also write the JSON there), --port <n>,
//   --skip-browser, --skip-engine, --skip-startup (a partial run prints its table and writes no files)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { boardApp, boardBare, launch, startup, sudukuriWorker, webglRenderer } from '../bench/browser.mjs';
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
const P = smoke
  ? { panMs: 1000, probes: 3, startupRuns: 1, sudukuri: ['500', '1'] }
  : { panMs: 5000, probes: 5, startupRuns: 5, sudukuri: ['10000', '5'] };
// Figures so far go to --out after every stage (a long run that is stopped keeps what it measured).
const checkpoint = () => opt('--out') && writeFileSync(opt('--out'), JSON.stringify(results, null, 2));

const log = (s) => console.error(`bench: ${s}`);
const run = (cmd, args, what) => {
  log(what);
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1048576 });
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
};
const tsx = (file, ...args) => ['--import', 'tsx', file, ...args];
const lastJson = (out) => JSON.parse(out.trim().split('\n').filter((l) => l.startsWith('{')).pop());

const results = {
  date: new Date().toISOString(),
  mode: smoke ? 'smoke' : 'full',
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memGb: +(os.totalmem() / 1073741824).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadStart: os.loadavg().map((x) => +x.toFixed(2)),
  },
};

// 0. Builds.
// The app is built into bench/dist-app (not dist/, which the e2e runs of others rebuild concurrently).
if (!flag('--no-build')) run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'bench/dist-app', '--emptyOutDir'], 'building the app (vite build)');
run('npx', ['vite', 'build', '-c', 'bench/vite.bare.config.ts'], 'building the bare PixiJS page');

// 3b. Bundle sizes (gzip, per chunk).
{
  const dir = `${root}bench/dist-app/assets`;
  const html = readFileSync(`${root}bench/dist-app/index.html`, 'utf8');
  const main = /<script[^>]+src="\.?\/?assets\/([^"]+\.js)"/.exec(html)?.[1];
  const chunks = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(`${dir}/${f}`);
      return { file: f, kb: +(buf.length / 1024).toFixed(1), gzipKb: +(gzipSync(buf, { level: 9 }).length / 1024).toFixed(1), main: f === main };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  results.bundle = { main, chunks, totalGzipKb: +chunks.reduce((n, c) => n + c.gzipKb, 0).toFixed(1) };
}

// The encounter files.
run('node', tsx('bench/gen.ts', ...(smoke ? ['--smoke'] : [])), 'generating the encounter');
const data = JSON.parse(readFileSync(`${root}bench/.cache/encounter-${smoke ? 'smoke' : 'large'}.json`, 'utf8'));
results.encounter = { spec: data.spec, counts: data.counts, fileKb: Math.round(data.text.length / 1024), loadedMountId: data.loadedMountId };

// 2. Rules engine (Node).
if (!flag('--skip-engine')) {
  results.engine = lastJson(run('node', ['--expose-gc', ...tsx('bench/engine.ts', ...(smoke ? ['--smoke'] : []))], 'rules engine (Node)'));
  checkpoint();
}

// 4. Sudukuri odds (the other engineer's benchmark, if present).
if (existsSync(`${root}scripts/bench-sudukuri.ts`) && existsSync(`${root}src/rules/sudukuri/odds.ts`)) {
  try {
    const out = run('node', tsx('scripts/bench-sudukuri.ts', ...P.sudukuri), 'Sudukuri odds (scripts/bench-sudukuri.ts)');
    const wall = /wall: median ([\d.]+) ms \((\d+) battles\/s\)/.exec(out);
    const cpu = /cpu:\s+median ([\d.]+) ms \((\d+) battles\/s\)/.exec(out);
    results.sudukuri = { runs: +P.sudukuri[0], battlesPerSec: wall ? +wall[2] : null, cpuBattlesPerSec: cpu ? +cpu[2] : null, where: 'Node (no worker)', raw: out.trim() };
  } catch (e) {
    results.sudukuri = { error: String(e).split('\n')[0] };
  }
} else results.sudukuri = null;

// 1 and 3a. Browser.
if (!flag('--skip-browser')) {
  const server = await serve({ '/app/': `${root}bench/dist-app`, '/bare/': `${root}bench/dist-bare` }, Number(opt('--port') ?? 0));
  const browser = await launch();
  try {
    results.machine.browser = `Chromium ${browser.version()}`;
    results.machine.webgl = await webglRenderer(browser);
    if (!flag('--skip-startup')) {
      log('start-up');
      results.startup = await startup(browser, server.url, P.startupRuns);
      checkpoint();
    }
    if (results.sudukuri && !results.sudukuri.error) {
      log('Sudukuri odds in the browser worker');
      try {
        const setup = JSON.parse(run('node', ['--import', 'tsx', '--input-type=module', '-e', "const m = await import('./scripts/sudukuriSetup.ts'); console.log(JSON.stringify(m.BENCH_SETUP))"], 'reading the Sudukuri benchmark battle').trim());
        results.sudukuri.worker = await sudukuriWorker(browser, server.url, setup, { runs: +P.sudukuri[0], reps: +P.sudukuri[1] });
      } catch (e) {
        results.sudukuri.worker = { error: String(e).split('\n')[0] };
      }
      checkpoint();
    }
    log('board at scale: the app');
    results.app = await boardApp(browser, server.url, data, { panMs: P.panMs, probes: P.probes });
    checkpoint();
    log('board at scale: the bare PixiJS page');
    results.bare = await boardBare(browser, server.url, data, { panMs: P.panMs, ...results.app.canvas });
  } finally {
    await browser.close();
    await server.close();
  }
}
results.machine.loadEnd = os.loadavg().map((x) => +x.toFixed(2));

// Report.
if (opt('--out')) writeFileSync(opt('--out'), JSON.stringify(results, null, 2));
const rows = table(results);
console.log(rows.text);
const json = JSON.stringify({ ...results, table: rows.rows }, null, 2);
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
  writeFileSync(doc, `${markdown(results, rows.rows).trimEnd()}\n\n${at >= 0 ? before.slice(at) : `${NOTES_MARKER}\n`}`);
  log(`wrote ${file.slice(root.length)} and docs/performance.md`);
}
