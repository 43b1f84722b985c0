// The benchmark's table (terminal and Markdown) and docs/performance.md.

const FRAME_60HZ = 1000 / 60;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
const num = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : 'n/a');
const verdict = (ok) => (ok === null ? '' : ok ? 'met' : 'MISSED');

/** Rows: [area, measure, value, target, verdict]. */
export function table(r) {
  const rows = [];
  const add = (area, what, value, target = '', ok = null) => rows.push([area, what, value, target, verdict(ok)]);
  if (r.app && r.bare) {
    const ratio = r.app.pan.median / r.bare.pan.median;
    const n = `${r.encounter.spec.width}×${r.encounter.spec.height}, ${r.encounter.spec.creatures} creatures`;
    add('Board', `frame time median, app (${n})`, ms(r.app.pan.median));
    add('Board', 'frame time median, bare PixiJS page', ms(r.bare.pan.median));
    add('Board', 'ratio app / bare (median)', `${ratio.toFixed(2)}×`, '≤ 1.10×', ratio <= 1.1);
    add('Board', 'frame time p95, app / bare', `${ms(r.app.pan.p95)} / ${ms(r.bare.pan.p95)} (${(r.app.pan.p95 / r.bare.pan.p95).toFixed(2)}×)`);
    add('Board', 'frames in the pan/zoom run, app / bare', `${r.app.pan.frames} / ${r.bare.pan.frames}`);
    add('Board', 'mean frame time (all intervals; stalls included), app / bare', `${ms(r.app.pan.mean)} / ${ms(r.bare.pan.mean)} (${(r.app.pan.mean / r.bare.pan.mean).toFixed(2)}×)`);
    if (r.app.panMain && r.bare.panMain) {
      const a = r.app.panMain;
      const b = r.bare.panMain;
      add('Board', 'main thread only (no GPU sync): median / p95 / mean, app', `${ms(a.median)} / ${ms(a.p95)} / ${ms(a.mean)} (${a.frames} frames)`);
      add('Board', 'main thread only (no GPU sync): median / p95 / mean, bare', `${ms(b.median)} / ${ms(b.p95)} / ${ms(b.mean)} (${b.frames} frames)`);
    }
    if (r.app.warm) add('Board', 'first zoom cycle (one-time builds), worst frame app / bare', `${ms(r.app.warm.max)} / ${ms(r.bare.warm?.max)}`);
    const c2f = median(r.app.cmd.map((c) => c.ms));
    const disp = median(r.app.cmd.map((c) => c.dispatchMs));
    add('Board', 'command → frame (mount + rider + 2 passengers), median', `${ms(c2f)} (${(c2f / FRAME_60HZ).toFixed(1)} frames at 60 Hz; dispatch ${ms(disp)})`, `< 2 frames (${ms(2 * FRAME_60HZ)})`, c2f < 2 * FRAME_60HZ);
    add('Board', 'command → frame, worst', ms(Math.max(...r.app.cmd.map((c) => c.ms))));
    add('Board', 'JS heap after load, app / bare', `${r.app.heapMb.toFixed(1)} MB / ${r.bare.heapMb.toFixed(1)} MB`);
    add('Board', 'import of the encounter file → first frame (app)', ms(r.app.load.ms));
  }
  if (r.engine) {
    const e = r.engine;
    add('Engine', `commands/s, mix on ${e.spec.width}×${e.spec.height} / ${e.spec.creatures} creatures (time in the engine)`, `${num(e.commandsPerSec)} (${num(e.appliedPerSec)} applied/s)`, '≥ 100,000/s', e.commandsPerSec >= 100000);
    if (e.floor) add('Engine', 'floor: bare immer produce changing one HP / changeHp through apply', `${e.floor.produceUs} µs / ${e.floor.changeHpUs} µs (at most ${num(Math.round(1e6 / e.floor.produceUs))}/s before any rule)`);
    if (e.wallCommandsPerSec) add('Engine', 'commands/s including the driver (picking targets with the UI queries)', num(e.wallCommandsPerSec));
    add('Engine', 'slowest single command in the mix', ms(e.maxStepMs));
    const h = e.history;
    add('Engine', `undo all / redo all of a ${num(h.entries)}-command history`, `${ms(h.undoAllMs)} / ${ms(h.redoAllMs)}`);
    add('Engine', 'longest single undo / redo step', `${ms(h.undoMaxMs)} / ${ms(h.redoMaxMs)}`, '≤ 50 ms', Math.max(h.undoMaxMs, h.redoMaxMs) <= 50);
    add('Engine', `heap held by the ${num(h.entries)}-command history`, `${num(h.heapMb)} MB (built in ${ms(h.buildMs)})`);
  }
  if (r.startup?.length) {
    const d = median(r.startup.map((s) => s.drawn));
    const i = median(r.startup.map((s) => s.interactive));
    add('Start-up', `navigation → sample drawn, median of ${r.startup.length}`, ms(d));
    add('Start-up', 'navigation → drawn and interactive', ms(i), '< 1500 ms', i < 1500);
  }
  if (r.bundle) {
    const main = r.bundle.chunks.find((c) => c.main);
    add('Start-up', `main chunk (${r.bundle.main}), gzip`, main ? `${main.gzipKb} kB (${main.kb} kB raw)` : 'n/a', '< 350 kB', main ? main.gzipKb < 350 : null);
    add('Start-up', `all chunks, gzip (${r.bundle.chunks.length} files)`, `${r.bundle.totalGzipKb} kB`);
  }
  if (r.sudukuri === null || r.sudukuri?.error) add('Sudukuri', 'odds: battles/s', 'n/a', '', null);
  else if (r.sudukuri) {
    add('Sudukuri', `odds: battles/s (${num(r.sudukuri.runs)} battles, ${r.sudukuri.where})`, `${num(r.sudukuri.battlesPerSec)} (CPU time: ${num(r.sudukuri.cpuBattlesPerSec)})`);
    const w = r.sudukuri.worker;
    if (w?.error) add('Sudukuri', 'odds: battles/s in the browser worker', `n/a (${w.error})`);
    else if (w) add('Sudukuri', `odds: battles/s in the browser worker (${num(w.runs)} battles, median of ${w.reps})`, `${num(w.battlesPerSec)} (first, cold worker: ${num(w.coldBattlesPerSec)})`);
  }
  const widths = [0, 1, 2, 3, 4].map((k) => Math.max(...rows.map((x) => String(x[k]).length), 4));
  const line = (x) => x.map((v, k) => String(v).padEnd(widths[k])).join('  ').trimEnd();
  const head = ['Area', 'Measure', 'Value', 'Target', ''];
  const text = [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
  return { rows, text };
}

/** Everything from this line on in docs/performance.md is hand-written and kept by a new run. */
export const NOTES_MARKER = '<!-- Notes: kept by npm run bench (everything below this line is hand-written). -->';

/** docs/performance.md. */
export function markdown(r, rows) {
  const m = r.machine;
  const md = (x) => String(x).replace(/\|/g, '\\|');
  const chunks = (r.bundle?.chunks ?? []).map((c) => `| ${c.file}${c.main ? ' (main)' : ''} | ${c.kb} | ${c.gzipKb} |`).join('\n');
  const mix = r.engine ? Object.entries(r.engine.counts).map(([k, v]) => `${k} ${v.applied}/${v.sent}`).join(', ') : 'not run';
  return `# Performance

Produced by \`npm run bench\` (\`scripts/bench.mjs\`); every run also writes its figures to
\`bench/results/<date>.json\` so runs can be compared. This page holds the latest full run.

## Machine

- ${m.cpu}, ${m.cores} cores, ${m.memGb} GB RAM; ${m.os}; Node ${m.node}; ${m.browser ?? 'no browser run'}
- WebGL: **software** (${m.webgl ?? 'n/a'}): Chromium's SwiftShader, no GPU. Absolute frame times are far
  above a laptop's; the meaningful board figure is the **ratio app / bare PixiJS page**, measured the same way
  in the same run.
- Shared machine: load average ${m.loadStart.join(' / ')} (1/5/15 min) at the start, ${m.loadEnd.join(' / ')} at the end.
  Other engineers' test runs compete for the 2 cores; figures move with the load.

## Latest run (${r.date})

| Area | Measure | Value | Target | |
|---|---|---|---|---|
${rows.map((x) => `| ${x.map(md).join(' | ')} |`).join('\n')}

## How it is measured

- **Board at scale**: a generated encounter of ${r.encounter?.spec.width ?? '?'}×${r.encounter?.spec.height ?? '?'} squares with ground heights
  (−2…+4), difficult and blocking squares, and ${r.encounter?.spec.creatures ?? '?'} creatures of mixed sizes (${r.encounter ? Object.entries(r.encounter.counts.bySize).map(([k, v]) => `${v} ${k}`).join(', ') : ''}):
  ${r.encounter?.counts.riders} riders on ${r.encounter?.counts.mounts} mounts, ${r.encounter?.counts.passengers} passengers, ${r.encounter?.counts.fliers} fliers aloft, the rest on foot. It is an encounter
  *file* (\`bench/encounter.ts\`) loaded through the test bridge's \`importFile\`, as the Import button does.
  Chromium runs headless with the 60 Hz frame-rate limit lifted (\`--disable-frame-rate-limit\`,
  \`--disable-gpu-vsync\`) so a frame's interval is its real cost; viewport 1400×860, device pixel ratio 1.
  - *Frame time*: for 5 s the camera pans round the map and zooms between the whole map and a close-up
    (labels shown) every 2.5 s, one camera change per animation frame; the intervals between animation frames
    are the frame times (median, 95th percentile and mean). One zoom cycle runs first,
    unmeasured except for its worst frame (GPU-synchronised too): the first close-up builds the labels and terrain
    detail once.
    **GPU-synchronised** (since 2026-11-30, for app and bare alike): each animation frame first reads one pixel
    back from the board's WebGL canvas (\`gl.readPixels\`), which waits until SwiftShader has finished the
    previous frame, so an interval is the frame's whole cost, GPU included. Without it, Chromium (frame-rate limit
    lifted) runs animation frames far ahead of SwiftShader: the median then shows only the main thread, and the
    GPU backlog surfaces as single stalls of tens of seconds in the app *and* the bare page, at random, which
    made the p95 and mean meaningless. The unsynchronised run is still made and reported as "main thread only".
    Compare app and bare of the same run only.
  - *Bare PixiJS page* (\`bench/bare/\`, built by \`bench/vite.bare.config.ts\` into \`bench/dist-bare/\`): the
    same map (heights and terrain as one texture, the same grid lines) and one sprite per creature, on a canvas
    the size of the app's board; no React, store or rules: the practical limit of the renderer here.
  - *Command → frame*: \`dispatch(moveCreature)\` of a Huge mount carrying a rider and two passengers, until the
    first animation frame that rendered the change (the move then tweens for 140 ms); median of ${r.app?.cmd.length ?? '?'} moves.
    Includes the rules engine, the store, the board's reconciliation and the render (submitted to the GPU, not
    waited for). The autosave is written after that frame (idle time), and the long panels (initiative,
    creatures, log) re-render in a React transition after it.
  - *JS heap after load*: used JS heap after a forced garbage collection (DevTools protocol).
- **Rules engine** (Node, \`bench/engine.ts\`): a seeded random mix on the same encounter, out of combat,
  through \`record\` as the store does. Mix (applied/sent): ${mix}.
  Pending decisions (landing squares after a fall from a mount) are answered with \`decide\`.
  Commands/s counts only the time inside the engine (\`record\`, \`undo\`, \`redo\`); the driver's own choosing
  (random targets, the UI queries \`forcedMoveNextSquares\` / \`legalDismountSquares\` for pushes and dismounts) is
  reported separately. Per command kind (µs per command sent): ${r.engine ? Object.entries(r.engine.counts).filter(([, v]) => v.ms !== undefined).map(([k, v]) => `${k} ${(1000 * v.ms / Math.max(1, v.sent)).toFixed(0)}`).join(', ') : 'not run'}.
  The *floor* row is what any engine that applies each command with immer pays on this state before a rule
  runs: a bare \`produce\` that changes one creature's HP.
  Undo/redo: a 10,000-command history of the same mix, undone to the start and redone to the end one step at a time.
- **Start-up**: a fresh browser context (empty cache, empty IndexedDB) per run; navigation start → the first
  rendered frame with the sample encounter's tokens → a task posted then runs within 50 ms ("interactive").
  Bundle sizes: every \`dist/assets\` chunk gzipped (level 9).
- **Sudukuri odds**: \`scripts/bench-sudukuri.ts\` (issue 6) in Node, without a worker; and the same battle
  (\`scripts/sudukuriSetup.ts\`) in the app's real odds Web Worker in Chromium, through the test bridge's
  \`oddsInWorker\` (a fresh worker per request, as the odds view does; progress messages every 250 battles):
  request → result, median of the timed requests after one cold one.

## Chunks

| File | raw kB | gzip kB |
|---|---|---|
${chunks}

## Running it

\`\`\`sh
npm run bench                 # full run, ~6–10 minutes here; writes bench/results/<date>.json and this page
npm run bench -- --smoke      # tiny run (50 creatures, ~4 minutes with the builds), prints the table only; CI runs it
npm run bench -- --smoke --out bench-smoke.json   # CI: keep the figures as an artifact
\`\`\`

The script is not a test: it exits 0 whatever the figures, and non-zero only when something could not be
measured (a build or page failing, the probe move refused). \`.ci/run\` runs the smoke mode after \`npm test\`
so the benchmark cannot rot; the full run is never part of CI.
`;
}
