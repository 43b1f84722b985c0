// The benchmark's table (terminal and Markdown) and docs/performance.md. Each row is computed from a run's
// results; "before" is the same row computed from the last recorded full run in bench/results (where that run
// measured the same thing on the same encounter), "now" from this run.

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
/** Milliseconds with two decimals under 10 ms (main-thread render times are fractions of a millisecond). */
const msf = (x) => (Number.isFinite(x) ? `${x.toFixed(x < 10 ? 2 : 1)} ms` : 'n/a');
const ms0 = (x) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en-US')} ms` : 'n/a');
const num = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : 'n/a');
const n1 = (x) =>
  Number.isFinite(x) ? (Math.abs(x) >= 100 ? Math.round(x).toLocaleString('en-US') : String(+x.toFixed(1))) : 'n/a';
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const verdict = (ok) => (ok === null || ok === undefined ? '' : ok ? 'met' : 'MISSED');

/** Targets of issue 16 (figures, not timed tests). */
export const TARGETS = {
  dispatchToFrameMs: 8,
  startupOverBareMs: 300,
  drawCalls: 12,
  uniformsOverBare: 2,
  renderOverBare: 1.5,
};

/** The start-up entries of a run, old (an array of first visits) or new layout. */
const firstVisits = (r) =>
  Array.isArray(r.startup)
    ? { app: r.startup.map((s) => ({ firstFrame: s.drawn, interactive: s.interactive })), bare: [] }
    : r.startup?.firstVisit;

/**
 * The rows. `now(r)` → [value, ok] (ok: true / false / null) or undefined when the run has no such figure;
 * `before(p)` (default `now`) reads an earlier run; `scope`: 'spec' rows compare only runs of the same encounter.
 */
function rowDefs(r) {
  const defs = [];
  // `before` reads a run of the old layout (issue 8's); a run of this layout (with `board`) is read like `now`.
  const def = (area, measure, now, o = {}) =>
    defs.push({
      area,
      measure,
      now,
      before: o.before ? (p) => (p.board ? now(p) : o.before(p)) : now,
      target: o.target ?? '',
      scope: o.scope ?? 'spec',
    });
  const views = [
    ['whole', 'whole map'],
    ['close', 'close up'],
  ];
  const spec = r.encounter?.spec;
  const n = spec ? `${spec.width}×${spec.height}, ${spec.creatures} creatures` : '';

  // Board: pan/zoom on the frame-indexed path.
  def(
    'Board',
    `pan/zoom path (${n}): frames per page, same views in each`,
    (x) =>
      x.board && [
        `${x.board.app.all.frames} (${x.board.path.cycles} × ${x.board.path.framesPerCycle}: ${x.board.path.whole} whole map, ${x.board.path.zoom} zoom in, ${x.board.path.close} close up, ${x.board.path.zoom} zoom out; in segments of ≤ ${x.board.path.chunk ?? 5} frames, pages taking turns) for app, same-content app and bare`,
      ],
    {
      before: (p) =>
        p.app?.pan && [`app ${p.app.pan.frames} / bare ${p.bare.pan.frames} (time-based path: different views)`],
    },
  );
  // Frame-time ratio of page `k` to the bare page: all frames (median, p95), and the whole-map and close-up frames.
  // Headline: the median of the ratios paired by segment (robust to the machine's load changing); then the
  // pooled medians and p95 of all frames.
  const frameRatio = (x, k) => {
    const a = x.board[k];
    const b = x.board.bare;
    const pr = x.board.paired?.[k];
    const x2 = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
    const paired = pr
      ? `${x2(pr.all.median)} (whole map ${x2(pr.whole.median)}, close up ${x2(pr.close.median)}; quartiles ${x2(pr.all.p25)}–${x2(pr.all.p75)} over ${pr.all.segments} segments); `
      : '';
    return `${paired}pooled ${ratio(a.all.ms.median, b.all.ms.median)} (${ms(a.all.ms.median)} / ${ms(b.all.ms.median)}), p95 ${ratio(a.all.ms.p95, b.all.ms.p95)}`;
  };
  const fullRatio = (x) => x.board && [frameRatio(x, 'app')];
  def('Board', 'frame time, GPU-synchronised, full content: app / bare (median of segment-paired ratios)', fullRatio, {
    before: (p) =>
      p.board
        ? fullRatio(p)
        : p.app?.pan && [
            `${ratio(p.app.pan.median, p.bare.pan.median)} (${ms(p.app.pan.median)} / ${ms(p.bare.pan.median)}; p95 ${ratio(p.app.pan.p95, p.bare.pan.p95)}; time-based path)`,
          ],
    target: 'report',
  });
  def(
    'Board',
    'frame time, GPU-synchronised, same content (the app drawing what the bare page draws): app / bare (paired)',
    (x) => x.board?.same && [frameRatio(x, 'same')],
    { target: 'report (issue 16: 0.85–1.0×)' },
  );
  for (const [v, label] of views) {
    const s = (x, k) => x.board[k][v];
    def(
      'Board',
      `draw calls per frame, ${label}: app / same content / bare (median; p95)`,
      (x) =>
        x.board && [
          `${n1(s(x, 'app').draws.median)} / ${n1(s(x, 'same').draws.median)} / ${n1(s(x, 'bare').draws.median)} (p95 ${n1(s(x, 'app').draws.p95)} / ${n1(s(x, 'same').draws.p95)} / ${n1(s(x, 'bare').draws.p95)})`,
          s(x, 'app').draws.median <= TARGETS.drawCalls,
        ],
      { target: `≤ ${TARGETS.drawCalls}` },
    );
    def(
      'Board',
      `uniform uploads per frame, ${label}: app / bare (median; p95)`,
      (x) =>
        x.board && [
          `${n1(s(x, 'app').uniforms.median)} / ${n1(s(x, 'bare').uniforms.median)} = ${ratio(s(x, 'app').uniforms.median, s(x, 'bare').uniforms.median)} (p95 ${n1(s(x, 'app').uniforms.p95)} / ${n1(s(x, 'bare').uniforms.p95)}; same content ${n1(s(x, 'same').uniforms.median)})`,
          s(x, 'app').uniforms.median <= TARGETS.uniformsOverBare * s(x, 'bare').uniforms.median,
        ],
      { target: `≤ ${TARGETS.uniformsOverBare}× bare` },
    );
    def(
      'Board',
      `indices + vertices drawn per frame, ${label}: app / same content / bare (median)`,
      (x) =>
        x.board && [
          `${num(s(x, 'app').indices.median + s(x, 'app').vertices.median)} / ${num(s(x, 'same').indices.median + s(x, 'same').vertices.median)} / ${num(s(x, 'bare').indices.median + s(x, 'bare').vertices.median)}`,
        ],
    );
    def(
      'Board',
      `main-thread render per frame (app.render), ${label}: app / bare (median; p95)`,
      (x) =>
        x.board && [
          `${msf(s(x, 'app').renderMs.median)} / ${msf(s(x, 'bare').renderMs.median)} = ${ratio(s(x, 'app').renderMs.median, s(x, 'bare').renderMs.median)} (p95 ${msf(s(x, 'app').renderMs.p95)} / ${msf(s(x, 'bare').renderMs.p95)}; same content ${msf(s(x, 'same').renderMs.median)})`,
          s(x, 'app').renderMs.median <= TARGETS.renderOverBare * s(x, 'bare').renderMs.median,
        ],
      { target: `≤ ${TARGETS.renderOverBare}× bare` },
    );
  }
  def(
    'Board',
    'main thread per frame, all views: whole frame callback / camera update (setCamera), app / bare (median)',
    (x) =>
      x.board && [
        `${msf(x.board.app.all.frameCbMs.median)} + ${msf(x.board.app.all.cameraMs.median)} / ${msf(x.board.bare.all.frameCbMs.median)} + ${msf(x.board.bare.all.cameraMs.median)}`,
      ],
    {
      before: (p) =>
        p.app?.panMain && [
          `unsynchronised frame interval ${ms(p.app.panMain.median)} / ${ms(p.bare.panMain.median)} (not comparable)`,
        ],
    },
  );
  const pan = (x, k) => {
    const w = x.board[k].whole;
    const c = x.board[k].close;
    return {
      uploads: w.bufUploads.sum + c.bufUploads.sum,
      bytes: w.bufBytes.sum + c.bufBytes.sum,
      frames: w.withBufferUploads + c.withBufferUploads,
      of: w.frames + c.frames,
      tex: w.texUploads.sum + c.texUploads.sum,
    };
  };
  def(
    'Board',
    'buffer uploads while panning (whole-map and close-up frames): app / bare',
    (x) => {
      if (!x.board) return undefined;
      const a = pan(x, 'app');
      const b = pan(x, 'bare');
      return [
        `app ${num(a.uploads)} (${kb(a.bytes)}) in ${a.frames} of ${a.of} frames / bare ${num(b.uploads)} in ${b.frames} frames`,
        a.uploads === 0,
      ];
    },
    { target: 'none' },
  );
  def(
    'Board',
    'while zooming: buffer uploads app / bare; texture uploads panning + zooming app / bare',
    (x) =>
      x.board && [
        `${num(x.board.app.zoom.bufUploads.sum)} (${kb(x.board.app.zoom.bufBytes.sum)}) / ${num(x.board.bare.zoom.bufUploads.sum)}; ${num(x.board.app.all.texUploads.sum)} / ${num(x.board.bare.all.texUploads.sum)}`,
      ],
  );
  def(
    'Board',
    'first cycle (warm-up: one-time builds), worst frame app / bare',
    (x) => x.board && [`${ms(x.board.warm.app.all.ms.max)} / ${ms(x.board.warm.bare.all.ms.max)}`],
    {
      before: (p) => p.app?.warm && [`${ms(p.app.warm.max)} / ${ms(p.bare.warm?.max)} (time-based path)`],
    },
  );
  // Command → frame.
  const cmd = (x) => x.board?.cmd;
  def(
    'Board',
    `command → first frame, main-thread work, GPU drained first (mount + rider + 2 passengers), median of ${cmd(r)?.length ?? '?'}`,
    (x) => {
      const c = cmd(x);
      if (!c) return undefined;
      const m = (k) => median(c.map((e) => e[k]));
      const busy = m('busyMs');
      const head = Number.isFinite(busy)
        ? `${ms(busy)} busy of ${ms(m('toFrameMs'))} wall`
        : `${ms(m('toFrameMs'))} wall (busy time not traced)`;
      return [
        `${head}, worst ${ms(Math.max(...c.map((e) => (Number.isFinite(busy) ? e.busyMs : e.toFrameMs))))} (dispatch ${ms(m('dispatchMs'))}; between dispatch and frame ${ms(m('beforeFrameMs'))} wall, ${ms(m('busyBeforeFrameMs'))} busy; board frame before render ${ms(m('reconcileMs'))}; render ${ms(m('renderMs'))})`,
        (Number.isFinite(busy) ? busy : m('toFrameMs')) <= TARGETS.dispatchToFrameMs,
      ];
    },
    {
      target: `≤ ${TARGETS.dispatchToFrameMs} ms`,
      before: (p) =>
        p.app?.cmd && [
          `${ms(median(p.app.cmd.map((c) => c.ms)))} to the next animation frame, GPU not drained (dispatch ${ms(median(p.app.cmd.map((c) => c.dispatchMs)))}; other measure)`,
        ],
    },
  );
  def(
    'Board',
    `after that first frame: other main-thread work in the next ${cmd(r)?.[0]?.afterMs ?? 500} ms, the board's frames apart (the long panels following, the autosave), median; the board's frames in that time`,
    (x) => {
      const c = cmd(x);
      if (!c || !c.some((e) => Number.isFinite(e.busyAfterFrameMs))) return undefined;
      return [
        `${ms(median(c.map((e) => e.busyAfterFrameMs)))} (worst ${ms(Math.max(...c.map((e) => e.busyAfterFrameMs)))}); board frames ${ms(median(c.map((e) => e.boardFramesAfterMs)))}`,
      ];
    },
  );
  def(
    'Board',
    'command → first frame busy / after-frame busy, the compared build (--compare-dir, probes taking turns in the same run), median',
    (x) => {
      const c = x.board?.cmdBase;
      if (!c?.length) return undefined;
      const m = (k) => median(c.map((e) => e[k]));
      return [
        `compared ${ms(m('busyMs'))} busy (dispatch ${ms(m('dispatchMs'))}; before the frame ${ms(m('busyBeforeFrameMs'))} busy; board frame before render ${ms(m('reconcileMs'))}; render ${ms(m('renderMs'))}); after the frame ${ms(m('busyAfterFrameMs'))}`,
      ];
    },
  );
  def(
    'Board',
    'command → first frame wall, worst; → second frame wall (median); bare page change → first frame wall (floor, median)',
    (x) =>
      cmd(x) && [
        `${ms(Math.max(...cmd(x).map((c) => c.toFrameMs)))}; ${ms(median(cmd(x).map((c) => c.toNextFrameMs)))}; ${ms(median(x.board.bareProbe.map((c) => c.toFrameMs)))}`,
      ],
  );
  def(
    'Board',
    'JS heap after load, app / bare',
    (x) => x.board && [`${x.board.heapMb.app.toFixed(1)} MB / ${x.board.heapMb.bare.toFixed(1)} MB`],
    {
      before: (p) =>
        p.board
          ? [`${p.board.heapMb.app.toFixed(1)} MB / ${p.board.heapMb.bare.toFixed(1)} MB`]
          : p.app && [`${p.app.heapMb.toFixed(1)} MB / ${p.bare.heapMb.toFixed(1)} MB`],
    },
  );
  def(
    'Board',
    'import of the encounter file → first frame (app)',
    (x) => (x.board ?? x.app) && [ms((x.board ?? x.app).load.ms)],
  );

  // Start-up.
  // App − bare: the median of the differences of the runs made one after the other (robust to load drifting),
  // and the medians of each.
  const overBare = (s) => {
    const a = median(s.app.map((e) => e.firstFrame));
    const b = median(s.bare.map((e) => e.firstFrame));
    const d = median(s.app.map((e, i) => e.firstFrame - (s.bare[i]?.firstFrame ?? NaN)));
    return [
      `app − bare = ${ms0(d)} (median of ${s.app.length} paired runs; medians app ${ms0(a)} / bare ${ms0(b)})`,
      d <= TARGETS.startupOverBareMs,
    ];
  };
  def(
    'Start-up',
    `first visit: navigation → first frame, app against the bare page (fresh context each, taking turns)`,
    (x) => {
      const f = firstVisits(x);
      if (!f?.app.length) return undefined;
      if (!f.bare.length) return [`app ${ms0(median(f.app.map((s) => s.firstFrame)))} (bare page not measured)`];
      return overBare(f);
    },
    { target: `≤ bare + ${TARGETS.startupOverBareMs} ms`, scope: 'any' },
  );
  const reload = (x) => x.startup?.reload;
  def(
    'Start-up',
    `reload with a ${num(reload(r)?.commands)}-command autosave (${num(reload(r)?.creatures)} creatures): navigation → first frame, app against the bare page`,
    (x) => reload(x) && overBare(reload(x)),
    { target: `≤ bare + ${TARGETS.startupOverBareMs} ms` },
  );
  // A second build measured in the same loop (`--compare-dir`, e.g. the tree before a change).
  const vsBase = (s) => {
    if (!s?.base?.length) return undefined;
    const d = median(s.app.map((e, i) => e.firstFrame - (s.base[i]?.firstFrame ?? NaN)));
    const dBare = median(s.base.map((e, i) => e.firstFrame - (s.bare[i]?.firstFrame ?? NaN)));
    return [
      `app − compared build = ${ms0(d)} (median of ${s.app.length} paired runs; medians app ${ms0(median(s.app.map((e) => e.firstFrame)))} / compared ${ms0(median(s.base.map((e) => e.firstFrame)))}; compared − bare = ${ms0(dBare)})`,
    ];
  };
  def('Start-up', 'first visit: the app against the compared build (--compare-dir), same run', (x) =>
    vsBase(firstVisits(x)),
  );
  def('Start-up', 'reload: the app against the compared build (--compare-dir), same run', (x) => vsBase(reload(x)));
  def(
    'Start-up',
    'first visit: navigation → drawn and interactive (app)',
    (x) => {
      const f = firstVisits(x);
      if (!f?.app.length) return undefined;
      const i = median(f.app.map((s) => s.interactive));
      return [ms0(i), i < 1500];
    },
    { target: '< 1500 ms (issue 8)', scope: 'any' },
  );
  def(
    'Start-up',
    'main chunk, gzip',
    (x) => {
      const main = x.bundle?.chunks.find((c) => c.main);
      return main && [`${main.gzipKb} kB (${main.kb} kB raw)`, main.gzipKb < 350];
    },
    { target: '< 350 kB', scope: 'any' },
  );
  def(
    'Start-up',
    'all chunks, gzip',
    (x) => x.bundle && [`${x.bundle.totalGzipKb} kB (${x.bundle.chunks.length} files)`],
    { scope: 'any' },
  );

  // Engine (issue 33: the combat mix, applied commands only, the fastest of several replays of one script).
  def('Engine', 'rules engine benchmark (bench/engine.ts)', (x) => x.engine?.error && [`failed: ${x.engine.error}`], {
    before: () => undefined,
  });
  const e = (x) => (x.engine?.error ? undefined : x.engine);
  const cb = (x) => e(x)?.combat;
  const cn = cb(r)?.counts;
  def(
    'Engine',
    `combat mix, ${num(cn?.creatures)} creatures in ${num(cn?.clusters)} clusters (${num(cn?.riders)} riders): applied commands/s, fastest of ${cb(r)?.replays?.length ?? '?'} replays (CPU time)`,
    (x) =>
      cb(x) && [
        `${num(cb(x).appliedPerSec)} (CPU ${num(cb(x).cpuAppliedPerSec)}); ${num(cb(x).applied)} applied of ${num(cb(x).ops)} sent, ${num(cb(x).refused)} refused, ${num(cb(x).noop)} changed nothing; replays ${cb(
          x,
        )
          .replays.map((v) => ms0(v))
          .join(' / ')}`,
        cb(x).appliedPerSec >= 100000,
      ],
    { target: '≥ 100,000/s (issue 33)', scope: 'any' },
  );
  def(
    'Engine',
    'combat mix: applied command p50 / p95 / p99 (fastest replay; initiative for everyone apart)',
    (x) =>
      cb(x) && [
        `${cb(x).perCommandUs.p50} / ${cb(x).perCommandUs.p95} / ${cb(x).perCommandUs.p99} µs (longest ${ms(cb(x).perCommandUs.max / 1000)}; roll for everyone ${ms(cb(x).initiativeMs)})`,
        cb(x).perCommandUs.p99 < 200,
      ],
    { target: 'p99 < 200 µs', scope: 'any' },
  );
  def(
    'Engine',
    'combat mix: riders on their mounts at the start / the end; rounds played; effects lasting at the end',
    (x) =>
      cb(x) && [
        `${num(cb(x).mountedBefore)} / ${num(cb(x).mountedAfter)}; ${num(cb(x).rounds)} rounds; ${num(cb(x).activeEffectsAtEnd)} effects`,
      ],
    { scope: 'any' },
  );
  def(
    'Engine',
    'combat mix: µs per applied command by kind (fastest replay)',
    (x) =>
      cb(x)?.usByKind && [
        Object.entries(cb(x).usByKind)
          .map(([k, v]) => `${k} ${v.us} (${num(v.applied)})`)
          .join(', '),
      ],
    { scope: 'any' },
  );
  def(
    'Engine',
    'combat mix at 100 / 1,000 / 5,000 creatures: µs per applied command (largest ÷ smallest)',
    (x) =>
      e(x)?.sizes &&
      e(x).combat && [
        `${Object.values(e(x).sizes)
          .map((v) => v.usPerCommand)
          .join(' / ')} µs (${e(x).sizeRatio}×)`,
        e(x).sizeRatio <= 1.5,
      ],
    { target: '≤ 1.5×', scope: 'any' },
  );
  def(
    'Engine',
    'history: heap per command after the combat script (commands read from text, as a restore has them)',
    (x) =>
      e(x)?.history?.bytesPerCommand && [
        `${(e(x).history.bytesPerCommand / 1024).toFixed(2)} KB (${e(x).history.heapMb} MB for ${num(e(x).history.entries)} commands)`,
        e(x).history.bytesPerCommand <= 2048,
      ],
    { target: '≤ 2 KB (issue 33)', scope: 'any' },
  );
  def(
    'Engine',
    'dry run (drag preview of a move) p50 / p95',
    (x) => e(x)?.dryRun && [`${e(x).dryRun.p50Us} / ${e(x).dryRun.p95Us} µs`, e(x).dryRun.p50Us < 50],
    { target: 'p50 < 50 µs', scope: 'any' },
  );
  def(
    'Engine',
    'replay of the combat log in Node (a file or an old autosave loaded)',
    (x) =>
      e(x)?.replay?.sent && [
        `${num(e(x).replay.commands)} commands in ${ms0(e(x).replay.ms)}${e(x).replay.same ? '' : ' (DIFFERENT state!)'}`,
        e(x).replay.same,
      ],
    { scope: 'any' },
  );
  def(
    'Engine',
    'floor: one HP change in a bare Work transaction / the changeHp command',
    (x) => e(x)?.floor?.workUs !== undefined && [`${e(x).floor.workUs} µs / ${e(x).floor.changeHpUs} µs`],
  );
  def(
    'Engine',
    'one die as a command rolls it: ChaCha20 d20 / legacy mulberry32 d20 (same run) / ChaCha20 d1000; one ChaCha20 call (256 words)',
    (x) =>
      e(x)?.dice && [
        `${e(x).dice.chachaD20Us} / ${e(x).dice.legacyD20Us} / ${e(x).dice.chachaD1000Us} µs; ${e(x).dice.chunkUs} µs`,
        e(x).dice.chachaD20Us < 2,
      ],
    { target: '< 2 µs a die (issue 26)' },
  );
  def(
    'Engine',
    'transaction designs, 1 HP + 3 moves on 1,000 creatures: immer / mutative / Work',
    (x) =>
      e(x)?.txCompare && [`${e(x).txCompare.immerUs} / ${e(x).txCompare.mutativeUs} / ${e(x).txCompare.workUs} µs`],
  );
  def(
    'Engine',
    'undo all / redo all of the combat history, one step at a time; single step p99 and longest',
    (x) =>
      e(x)?.history?.bytesPerCommand && [
        `${ms(e(x).history.undoAllMs)} / ${ms(e(x).history.redoAllMs)}; p99 ${e(x).history.undoP99Us} / ${e(x).history.redoP99Us} µs, longest ${ms(e(x).history.undoMaxMs)} / ${ms(e(x).history.redoMaxMs)}`,
      ],
    { scope: 'any' },
  );

  // Real input (issue 33): Playwright's mouse and keyboard, the player window open.
  const inp = (x) => (x.input && !x.input.error ? x.input : undefined);
  def('Input', 'real-input probes', (x) => x.input?.error && [`failed: ${x.input.error}`], { before: () => undefined });
  for (const [k, what] of [
    ['drop', 'dropping a token by a mouse drag'],
    ['save', 'answering a save by a click'],
    ['dice', 'a dice roll (Enter) with the log open'],
  ]) {
    const fig = (v) =>
      `${msf(v.busyBeforeFrameMs)} busy before the frame (CPU ${ms(v.cpuBeforeFrameMs)}, wall ${ms(v.wallMs)}${Number.isFinite(v.frameRestMs) ? `; the frame's task after the board's render ${ms(v.frameRestMs)}` : ''}); longest task in the second after ${ms(v.longestAfterMs)} (worst ${ms(v.worstLongestAfterMs)}), busy ${ms(v.busyAfterMs)}`;
    def(
      'Input',
      `${what}, ${num(inp(r)?.creatures)} creatures, player window open: main thread, median of ${inp(r)?.app?.[k]?.runs ?? '?'}`,
      (x) =>
        inp(x)?.app?.[k] && [
          `${fig(inp(x).app[k])}${inp(x).base ? `; same run, before this work: ${fig(inp(x).base[k])}` : ''}`,
          inp(x).app[k].busyBeforeFrameMs <= 8 && inp(x).app[k].worstLongestAfterMs <= 50,
        ],
      { target: '≤ 8 ms before the frame, no task over 50 ms after', scope: 'any' },
    );
  }
  // A still table (issue 33, bench/still.mjs): nothing happens; the GM window and the player window.
  const stillFig = (v) =>
    `${ms(v.cpuMsPerS)} CPU per second, ${v.frameCallbacksPerS} animation-frame callbacks and ${v.tasksPerS} tasks per second`;
  def(
    'Input',
    `a still table (nothing happens for 2 s), ${num(inp(r)?.creatures)} creatures, player window open: main thread, median of ${inp(r)?.app?.still?.runs ?? '?'}`,
    (x) =>
      inp(x)?.app?.still?.runs > 0 && [
        `${stillFig(inp(x).app.still)}${inp(x).base?.still?.runs ? `; same run, before this work: ${stillFig(inp(x).base.still)}` : ''}`,
      ],
    { scope: 'any' },
  );
  // Reload of long histories (issue 33).
  const hi = (x, at, n) => x.history?.[at]?.[n];
  for (const n of [2000, 20000, 100000]) {
    def(
      'Storage',
      `reload with a ${num(n)}-command history: first frame, whole history back after it, longest main-thread task after the first frame`,
      (x) =>
        hi(x, 'app', n) &&
        (hi(x, 'app', n).error
          ? [`failed: ${hi(x, 'app', n).error}`]
          : [
              `${ms0(hi(x, 'app', n).firstFrameMs)}; ${ms0(hi(x, 'app', n).historyBackMs)}; ${ms(hi(x, 'app', n).longestTaskMs)} (worst ${ms(hi(x, 'app', n).worstTaskMs)})${
                hi(x, 'base', n) && !hi(x, 'base', n).error
                  ? `; same run, before this work: ${ms0(hi(x, 'base', n).firstFrameMs)}; ${ms0(hi(x, 'base', n).historyBackMs)}; ${ms(hi(x, 'base', n).longestTaskMs)}`
                  : ''
              }`,
              hi(x, 'app', n).worstTaskMs <= 100,
            ]),
      { target: 'no task over 100 ms (issue 33)', scope: 'any' },
    );
  }

  // Walls (issue 32): cover for every pair, vision fog after a move.
  const wa = (x) => (x.walls && !x.walls.error ? x.walls : undefined);
  def(
    'Walls',
    `4e cover, every ordered pair of ${num(wa(r)?.creatures)} creatures, ${num(wa(r)?.walls)} wall segments (${wa(r)?.map ?? '?'})`,
    (x) =>
      wa(x) && [
        `${ms(wa(x).coverAllPairsMs)} for ${num(wa(x).pairs)} (${wa(x).coverPerQueryUs} µs a query; index ${ms(wa(x).indexBuildMs)})`,
        wa(x).coverPerQueryUs < 100,
      ],
    { target: '< 100 µs a query (drag previews)', scope: 'any' },
  );
  def(
    'Walls',
    `vision fog after a move (${num(wa(r)?.party)} party creatures, every square; median, max)`,
    (x) =>
      wa(x) && [
        `${ms(wa(x).visionMoveMs.median)}, max ${ms(wa(x).visionMoveMs.max)} (cold: ${ms(wa(x).visionColdMs)})`,
        wa(x).visionMoveMs.median <= 16,
      ],
    { target: '≤ 16 ms (a frame)', scope: 'any' },
  );

  // Sudukuri.
  const su = (x) => (x.sudukuri && !x.sudukuri.error ? x.sudukuri : undefined);
  def(
    'Sudukuri',
    `odds: battles/s (${num(su(r)?.runs)} battles, Node, no worker)`,
    (x) => su(x) && [`${num(su(x).battlesPerSec)} (CPU time: ${num(su(x).cpuBattlesPerSec)})`],
  );
  def(
    'Sudukuri',
    `odds: battles/s in the browser worker (${num(su(r)?.worker?.runs)} battles, median of ${su(r)?.worker?.reps ?? '?'})`,
    (x) =>
      su(x)?.worker &&
      !su(x).worker.error && [
        `${num(su(x).worker.battlesPerSec)} (first, cold worker: ${num(su(x).worker.coldBattlesPerSec)})`,
      ],
  );

  // Pictures (issue 17): the same scene with a 4096² map and 200 token pictures against none.
  const pv = (x) => (x.pictures && !x.pictures.error ? x.pictures.variants : undefined);
  def(
    'Board',
    'frame time with a 4096² map and 200 token pictures / without (median; p95)',
    (x) =>
      pv(x)?.pictures && [
        `${pv(x).pictures.ratio.median.toFixed(2)}× (${ms(pv(x).pictures.median)} / ${ms(pv(x).plain.median)}; p95 ${pv(x).pictures.ratio.p95.toFixed(2)}×); textures ${num(pv(x).pictures.textures?.mb)} MB`,
        pv(x).pictures.ratio.median <= 1.2,
      ],
    { target: '≤ 1.2× (issue 17)' },
  );

  // Storage (issue 14): restore from the journal and one autosave, in Chromium.
  const st = (x) => (x.storage && !x.storage.error && Array.isArray(x.storage.lengths) ? x.storage.lengths : undefined);
  const stAt = (x, n) => st(x)?.find((l) => l.commands === n);
  for (const [n, target] of [
    [1000, 150],
    [5000, null],
    [20000, 300],
  ]) {
    def(
      'Storage',
      `restore of a ${num(n)}-command session from the journal (median)`,
      (x) =>
        stAt(x, n) && [
          `${ms(stAt(x, n).restoreMs)} (replayed ${num(stAt(x, n).replayed)})`,
          target === null ? undefined : stAt(x, n).restoreMs < target,
        ],
      target === null ? {} : { target: `< ${target} ms (issue 14)` },
    );
  }
  for (const n of [200, 1000])
    def(
      'Storage',
      `restore of a ${num(n)}-command session (smoke)`,
      (x) => x.mode === 'smoke' && stAt(x, n) && [ms(stAt(x, n).restoreMs)],
    );
  for (const n of [1000, 5000, 20000])
    def(
      'Storage',
      `the whole history of ${num(n)} commands replayed (restoreFull, ${num(r.storage?.creatures ?? 1000)} creatures; undo back to the first command)`,
      (x) => stAt(x, n)?.fullHistoryMs !== undefined && x.storage.creatures && [ms0(stAt(x, n).fullHistoryMs)],
      { scope: 'any' },
    );
  const last = (x) => st(x)?.[st(x).length - 1];
  def(
    'Storage',
    'one autosave on the main thread at the longest session (median / max)',
    (x) =>
      last(x) && [
        `${ms(last(x).autosaveMs)} / ${ms(last(x).autosaveMaxMs)} at ${num(last(x).commands)}`,
        last(x).autosaveMs <= 2,
      ],
    { target: '≤ 2 ms (issue 14)' },
  );

  // Session server (issue 27, bench/session.ts): against the compiled server, clients in the bench's process.
  const se = (x) => (x.session?.error ? undefined : x.session);
  def(
    'Session',
    'session server benchmark (bench/session.ts)',
    (x) => x.session?.error && [`failed: ${x.session.error}`],
    {
      before: () => undefined,
    },
  );
  const fan = (x, n) => se(x)?.fanOut?.find((f) => f.players === n);
  for (const n of [8, 20, 50, 200])
    def(
      'Session',
      `request → visible on every page, ${n} players in one room (${num(fan(r, n)?.creatures ?? fan(r, 8)?.creatures)} creatures, views as patches): median / p95`,
      (x) =>
        fan(x, n) && [
          `${ms(fan(x, n).p50)} / ${ms(fan(x, n).p95)} (${fan(x, n).n} requests; patch ${num(fan(x, n).patchBytes)} B)`,
          n === 50 && fan(x, 8) ? fan(x, n).p50 <= 2 * fan(x, 8).p50 : undefined,
        ],
      n === 50 ? { target: '≤ 2× the 8-player median (issue 27)', scope: 'any' } : { scope: 'any' },
    );
  const mv = (x, n) => se(x)?.moves?.find((m) => m.creatures === n);
  for (const n of [100, 1000, 5000])
    def(
      'Session',
      `bytes per one-creature move at ${num(n)} creatures (the patch frame a player receives; the whole view)`,
      (x) =>
        mv(x, n) &&
        (mv(x, n).wireBytes === null
          ? [
              `the server refused the whole view (${mv(x, n).refused}; ${kb(mv(x, n).wholeBytes)}): no patch relayed (${num(mv(x, n).patchBytes)} B computed)`,
              n === 1000 ? false : undefined,
            ]
          : [
              `${num(mv(x, n).wireBytes)} B (${mv(x, n).ops} ops; whole view ${kb(mv(x, n).wholeBytes)})`,
              n === 1000 ? mv(x, n).wireBytes <= 2048 : undefined,
            ]),
      n === 1000 ? { target: '≤ 2 KB (issue 27)', scope: 'any' } : { scope: 'any' },
    );
  def(
    'Session',
    'server memory per room held (a GM, 2 players, a sample-sized view): RSS / heap',
    (x) =>
      se(x)?.memory && [
        `${n1(se(x).memory.rssKbPerRoom)} kB / ${n1(se(x).memory.heapKbPerRoom)} kB (${num(se(x).memory.rooms)} rooms, ${n1(se(x).memory.viewKbPerRoom)} kB of view each; RSS ${n1(se(x).memory.rssMbBefore)} → ${n1(se(x).memory.rssMbAfter)} MB)`,
      ],
    { scope: 'any' },
  );
  def(
    'Session',
    'restart → rejoin: server stopped and started again, until the GM and every player are back in the same room',
    (x) =>
      se(x)?.restart && [
        `${ms0(se(x).restart.rejoinMs)} (${se(x).restart.players} players; stop ${ms0(se(x).restart.stopMs)}, start ${ms0(se(x).restart.startMs)}, back ${ms0(se(x).restart.afterUpMs)} after the start)`,
      ],
    { scope: 'any' },
  );
  return defs;
}

const sameSpec = (a, b) =>
  !!a?.encounter &&
  !!b?.encounter &&
  JSON.stringify(a.encounter.spec) === JSON.stringify(b.encounter.spec) &&
  a.mode === b.mode;

/** Rows: [area, measure, before, now, target, verdict]; `prev` is the last recorded full run (or null). */
export function table(r, prev = null) {
  const rows = [];
  const safe = (f, x) => {
    try {
      return f(x) || undefined;
    } catch {
      return undefined;
    }
  };
  for (const d of rowDefs(r)) {
    const now = safe(d.now, r);
    const before = prev && (d.scope === 'any' || sameSpec(prev, r)) ? safe(d.before, prev) : undefined;
    if (!now && !before) continue;
    rows.push([
      d.area,
      d.measure,
      before ? before[0] : '—',
      now ? now[0] : 'n/a',
      d.target,
      now ? verdict(now[1]) : '',
    ]);
  }
  const head = ['Area', 'Measure', prev ? `Before (${prev.date.slice(0, 16)}Z)` : 'Before', 'Now', 'Target', ''];
  // The terminal table: one block per row (the figures are too wide for columns side by side).
  const text = [
    `${head.join(' | ')}`,
    ...rows.map(
      (x) =>
        `${x[0].padEnd(8)} ${x[1]}\n         before: ${x[2]}\n         now:    ${x[3]}${x[4] ? `\n         target: ${x[4]}${x[5] ? `  → ${x[5]}` : ''}` : ''}`,
    ),
  ].join('\n');
  return { rows, head, text };
}

/** Everything from this line on in docs/performance.md is hand-written and kept by a new run. */
export const NOTES_MARKER = '<!-- Notes: kept by npm run bench (everything below this line is hand-written). -->';

/** docs/performance.md. */
export function markdown(r, t, prevFile = null) {
  const m = r.machine;
  const md = (x) => String(x).replace(/\|/g, '\\|');
  const chunks = (r.bundle?.chunks ?? [])
    .map((c) => `| ${c.file}${c.main ? ' (main)' : ''} | ${c.kb} | ${c.gzipKb} |`)
    .join('\n');
  const mix = r.engine?.combat?.kinds
    ? Object.entries(r.engine.combat.kinds)
        .map(([k, v]) => `${k} ${v.applied}/${v.sent}${v.refused ? ` (${v.refused} refused)` : ''}`)
        .join(', ')
    : r.engine?.error
      ? `not measured (${r.engine.error})`
      : 'not run';
  const p = r.board?.path;
  return `# Performance

Produced by \`npm run bench\` (\`scripts/bench.mjs\`); every full run also writes its figures to
\`bench/results/<date>.json\` so runs can be compared. This page holds the latest full run; the *Before* column
is the same figure from the previous recorded run${prevFile ? ` (\`bench/results/${prevFile}\`)` : ''}, where that run measured the same
thing on the same encounter ("—" where it did not).

## Machine

- ${m.cpu}, ${m.cores} cores, ${m.memGb} GB RAM; ${m.os}; Node ${m.node}; ${m.browser ?? 'no browser run'}
- WebGL: **software** (${m.webgl ?? 'n/a'}): Chromium's SwiftShader, no GPU. Absolute frame times are far
  above a laptop's; what this machine can judge are **counts** (draw calls, uniform and buffer uploads per
  frame), **main-thread times** and **ratios** against the bare PixiJS page measured the same way in the same run.
  On a machine with a GPU the same script runs unchanged and its frame times become meaningful in themselves.
- Shared machine: load average ${m.loadStart.join(' / ')} (1/5/15 min) at the start, ${m.loadEnd.join(' / ')} at the end.
  Other engineers' test runs compete for the 2 cores; times move with the load, counts do not.
- Run time: ${
    r.timings
      ? Object.entries(r.timings)
          .map(([k, v]) => `${k} ${v} s`)
          .join(', ')
      : 'n/a'
  }${
    r.loads
      ? ` (1-min load average after each stage: ${Object.entries(r.loads)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`
      : ''
  }.

## Latest run (${r.date})

Commit ${r.commit ?? 'unknown'}${r.note ? `; ${r.note}` : ''}.

| ${t.head.map(md).join(' | ')} |
|---|---|---|---|---|---|
${t.rows.map((x) => `| ${x.map(md).join(' | ')} |`).join('\n')}

## How it is measured

- **Instrumentation** (\`bench/instrument.mjs\`), injected into the app and the bare PixiJS page alike with
  Playwright's \`addInitScript\` before any of their scripts: \`HTMLCanvasElement.prototype.getContext\` is wrapped
  so that every WebGL context counts, on the context itself, its draw calls (\`drawElements\`, \`drawArrays\`,
  the instanced and multi-draw forms) with the indices / vertices drawn, uniform uploads (\`uniform*\`,
  \`uniformMatrix*\`), buffer uploads (\`bufferData\` / \`bufferSubData\` of vertex and index buffers, with bytes;
  uniform buffers apart) and texture uploads (\`texImage*\`, \`texSubImage*\`). PixiJS's devtools hook
  (\`globalThis.__PIXI_APP_INIT__\`, called by \`Application.init\`) hands the bench the page's PixiJS application,
  whose \`render\` is wrapped with \`performance.now()\`: the board and the bare page both draw a frame with
  \`app.render()\`, so "main-thread render" is the same call in both. The animation-frame callback that rendered
  is timed too (the board's whole frame: reconciliation, tweens, terrain work, render).
- **Board at scale**: a generated encounter of ${r.encounter?.spec.width ?? '?'}×${r.encounter?.spec.height ?? '?'} squares with ground heights
  (−2…+4), difficult and blocking squares, and ${r.encounter?.spec.creatures ?? '?'} creatures of mixed sizes (${
    r.encounter
      ? Object.entries(r.encounter.counts.bySize)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')
      : ''
  }):
  ${r.encounter?.counts.riders} riders on ${r.encounter?.counts.mounts} mounts, ${r.encounter?.counts.passengers} passengers, ${r.encounter?.counts.fliers} fliers aloft, the rest on foot. It is an encounter
  *file* (\`bench/encounter.ts\`) loaded through the test bridge's \`importFile\`, as the Import button does.
  Chromium runs headless with the 60 Hz frame-rate limit lifted (\`--disable-frame-rate-limit\`,
  \`--disable-gpu-vsync\`); viewport 1400×860, device pixel ratio 1; board canvas ${r.board ? `${r.board.canvas.width}×${r.board.canvas.height}` : '?'}; PixiJS ${r.board?.env?.pixi ?? '?'}. Pages are served
  cross-origin isolated (${r.board?.env?.isolated ? 'checked: ' : ''}\`performance.now()\` to 5 µs instead of 100 µs).
  - *Frame-indexed camera path*: the camera of frame *i* is a function of *i* only, so the app and the bare page
    draw exactly the same sequence of views, the same number of frames. One cycle: ${p?.whole ?? '?'} frames panning at the
    whole-map zoom (${p ? p.zMin.toFixed(3) : '?'}), ${p?.zoom ?? '?'} zooming in, ${p?.close ?? '?'} panning round the map close up (zoom ${p ? p.zMax.toFixed(2) : '?'}, labels shown),
    ${p?.zoom ?? '?'} zooming out. Each page first runs one cycle unmeasured (the first close-up builds labels and
    terrain detail; its worst frame is reported), then ${p?.cycles ?? '?'} measured cycles. The pages take turns segment by
    segment (at most ${p?.chunk ?? 5} consecutive frames of one phase), in every order in turn, so that a burst of load from other
    work on the machine falls on all three alike; each page still draws the path's views in order. Frame-time
    ratios are given as the median of the per-segment ratios (the pages drew those views within seconds of each
    other) and as the ratio of the pooled medians.
  - *GPU-synchronised*: each frame of the path first reads one pixel back from the page's WebGL context
    (\`readPixels\`: SwiftShader has finished the previous frame), so a frame's interval is its whole cost, GPU
    included, and no backlog carries from one frame, pass or page into the next. (The app page's interval may also
    carries Chromium compositing the page around the board, its panels included; the bare page has none.) Before every pass and every
    probe the page is made quiet (no render for 3 frames, then an idle period) and the GPU drained (\`finish\` +
    \`readPixels\`, a frame, again).
  - *Per frame*: the WebGL calls between two steps of the path are the frame that drew that view; statistics
    are over the whole-map frames, the close-up frames, and the zoom frames. "Buffer uploads while panning"
    counts the whole-map and close-up frames.
  - *Three pages*: the app; a second app page reduced to the bare page's content (bench code only: the
    containers the board labels \`spaces\`, \`labels-standing\`, \`labels-mounted\`, \`effects\`, \`overlays\` and
    every token's rings and second sprite get \`renderable = false\`, which the board never sets, and the terrain
    shader (\`terrain-detail\`) draws its ground only (\`uMarks = 0\`: no rock crosses, hatching or numbers); hidden: ${
      r.board
        ? Object.entries(r.board.sameContentHidden)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')
        : 'n/a'
    }), i.e. ground texture, grid lines and one disc per token; and the
    *bare PixiJS page* (\`bench/bare/\`, built by \`bench/vite.bare.config.ts\` into \`bench/dist-bare/\`): the same
    map as one texture, the same grid lines and one sprite per creature, on a canvas the size of the app's board;
    no React, store or rules.
  - *Command → frame*: with the page quiet and the GPU drained, in a task of its own (as an input handler runs),
    \`dispatch(moveCreature)\` of a Huge mount carrying a rider and two passengers, there and back, ${r.board?.cmd.length ?? '?'} times. The
    window runs from \`performance.now()\` before the dispatch to the end of the first \`app.render\` that shows the
    move (the token's target changed): engine, store, whatever React runs before the frame, the board's
    reconciliation, the render. *Wall* is that window; it includes waiting for the next tick of Chromium's frame
    clock (~58 Hz here even with the limit lifted: 0–17 ms at random). *Busy* is the main thread's work inside it:
    the union of the renderer main thread's top-level tasks (\`ThreadControllerImpl::RunTask\`) in a Chromium trace
    of the probes, aligned through a user-timing mark; the target is judged on it. Split into the dispatch itself,
    dispatch → frame callback (wall and busy), the board's frame up to the render, and the render. The bare page's
    floor: a camera nudge to the end of its next render. While a page settles (and after a probe) its frames are
    GPU-paced (one pixel read back per animation frame): with the frame-rate limit lifted, the 140 ms move tween
    would otherwise render ~90 frames in 0.3 s and leave seconds of SwiftShader backlog for the next probe.
  - *JS heap after load*: used JS heap after a forced garbage collection (DevTools protocol).
- **Start-up**: navigation → the end of the first \`app.render\` that drew the page's content (the app: with its
  tokens), app and bare page in the same run, taking turns. The bare page started with \`?startup\` draws a map
  the size of the sample (24×16 squares, 11 tokens). *First visit*: a fresh browser context (empty cache and
  IndexedDB) per visit. *Reload*: the autosave is seeded through the app itself (\`importFile\` of the benchmark
  combat encounter (${num(r.startup?.reload?.creatures)} creatures) with a log of ${num(r.startup?.reload?.commands)} commands of the combat mix, generated by \`bench/gen.ts\`; then the bench
  polls IndexedDB until the saved file holds them), then the page is reloaded and the restored encounter's first
  frame measured (undo position and creature count checked); the bare page is reloaded alike. Before the next page
  reloads, the one just measured is left to finish (its whole history back, then quiet): since round 14, as the app's
  work after its first frame slowed the reload after it. "Interactive": a task
  posted after the first frame runs within 50 ms. Bundle sizes: every \`bench/dist-app/assets\` chunk gzipped (level 9).
- **Rules engine** (Node, \`bench/engine.ts\`, the combat mix of \`bench/combat.ts\`, issue 33): ${num(r.engine?.combat?.counts?.creatures)}
  creatures in ${num(r.engine?.combat?.counts?.clusters)} clusters, each a party squad facing an enemy squad (riders on their mounts with MC-INIT-1 links,
  soldiers, an archer, a flier). The driver plays it as a GM does: initiative for everyone, then turn by turn the
  current creature (an adventurer rider with its mount, MC-TURN-1) stands up if prone, gets back on its own mount if
  it was unseated (riders stay mounted), moves — a rider moves its mount — toward the nearest enemy, attacks it
  (melee, ranged, a close burst when several stand next to it) and on a hit pushes it (a rider pushed alone saves,
  MC-FM-2), knocks it prone or puts an effect on it (save ends, ongoing damage, end of the attacker's next turn,
  marked); sometimes rolls dice, heals, or undoes a command and redoes it; answers every decision; then \`nextTurn\`
  (end-of-turn saves, start-of-turn ongoing damage). Its choices come from the rules' own queries (the UI's
  previews), so almost everything it sends applies; refusals and commands that changed nothing are counted apart
  (applied/sent per kind: ${mix}). The driver records its script once; the script is then
  replayed on a fresh session several times and the **fastest** replay is reported (the same work every time, so
  another process taking the CPU slows a replay down without changing the best), with its CPU time; p50 / p95 /
  p99 are over the applied commands of that replay. The same mix runs at 100, 1,000 and 5,000 creatures (same
  density). *History*: the heap a session holds after ${num(r.engine?.history?.entries)} commands of the mix (commands parsed from text,
  as a restore has them), per command; undo / redo walk that history one step at a time.
- **Real input** (\`bench/input.mjs\`, issue 33): the combat encounter with ${num(r.input?.commands)} commands of history imported,
  the player window opened by the toolbar's button (\`window.open\`: the same renderer process and main thread),
  the log tab open. Each probe is Playwright's mouse or keyboard: a drag of the token of the creature whose turn it
  is (or its mount's) two squares on, a click on the save dialog's *Roll* (after an effect that saves ends and the
  end of that creature's turn, set up through the test bridge), Enter in the dice line. A capture-phase listener
  notes the input event; the probe ends at the end of the frame that shows it (the drop: the first render where
  the token moved; a click or a key: the first animation frame after the event's task whose callback finds the
  input's effect in the page — the answered save's card gone, the roll's line in the log — with the board's render
  in it if any), and since round 13 at the end of that frame's main-thread task: its later animation-frame
  callbacks, the page's style, layout and paint are before the frame too (before, the figure ended at the board's
  render or the bench's callback). Main-thread busy time from the input to that frame, and in the second after it the longest task and
  the busy time, come from a Chromium trace (top-level tasks of the page's main thread). Each probe is undone
  through the bridge before the next.
- **Reload of a long history**: the combat encounter with ${
    Object.keys(r.history?.app ?? {})
      .map(Number)
      .join(' and ') || '?'
  } commands imported (the library
  holds the journal and its checkpoints), then each run reloads the page: navigation → first frame, and from the
  first frame until the whole history is back (undo reaches the first command; the bridge's \`historyBase()\`)
  the longest task of the page's main thread (Long Tasks API). With a compared build (\`--compare-dir\`) each
  build has its own seeded page and their reloads take turns one by one, the order reversed every other round
  (since round 16: as blocks, the build measured second did better in 4–5 of 6 A/Bs, whichever it was).
- **Session server** (\`bench/session.ts\`, issue 27): the compiled production server (\`dist-server/main.mjs\`,
  no tsx) in its own process; the GM is the real GM client (\`src/net/client.ts\`: each view after the first
  goes as a patch from the last revision), players are sockets, each client with its own address. *Request →
  visible*: a player's move request goes to the GM, which moves the creature in the players' view (the real
  filtered view of the bench's encounter) and publishes; timed until the patch has reached every player of the
  room. *Bytes per move*: one creature's move in the real filtered view (\`bench/viewPatch.ts\`), the patch frame
  as a player receives it. *Memory per room*: the server's RSS and heap (\`/health\`) before and after that many
  rooms are held. *Restart → rejoin*: the server (rooms kept in files) stopped with SIGTERM and started again on the
  same port; from the stop until the GM's and every player's real client are back in the same room, as the same
  players, with the view (their reconnection backoff included).
- **Walls** (issue 32): \`bench/walls.ts\` in Node (bundled): a 100×100 dungeon of 10×10 rooms with doorways,
  2,000 wall segments (one square edge each, some doors), 50 creatures (5 of the party). 4e cover (B-10, corner to
  corner, walls and enemies' squares) for every ordered pair (best of 5 passes), and the party's vision fog over
  every square after one party creature moved (the others' sight kept), against a 16 ms frame.
- **Sudukuri odds**: \`scripts/bench-sudukuri.ts\` (issue 6) in Node, without a worker; and the same battle
  (\`scripts/sudukuriSetup.ts\`) in the app's real odds Web Worker in Chromium, through the test bridge's
  \`oddsInWorker\`: request → result, median of the timed requests after one cold one.

## Chunks

| File | raw kB | gzip kB |
|---|---|---|
${chunks}

## Running it

\`\`\`sh
npm run bench                 # full run, 2–3 minutes here when quiet (under 8 loaded); writes bench/results/<date>.json and this page
npm run bench -- --smoke      # tiny run (50 creatures, under a minute with the builds when quiet), prints the table only; CI runs it
npm run bench -- --smoke --out bench-smoke.json   # CI: keep the figures as an artifact
npm run bench -- --no-build   # reuse bench/dist-app/ (e.g. while the app does not build)
\`\`\`

The script is not a test: it exits 0 whatever the figures, and non-zero only when something could not be
measured (a build or page failing, the probe move refused, a frame or the autosave not coming in time).
\`.ci/run\` runs the smoke mode after \`npm test\` so the benchmark cannot rot; the full run is never part of CI.
`;
}
