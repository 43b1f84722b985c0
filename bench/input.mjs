// Issue 33: real input and a real reload, measured in Chromium with Playwright's mouse and keyboard.
//
// - Input probes, on the combat encounter (1,000 creatures in squads, a combat history, the log's lines) with the
//   player window open (the toolbar's button: `window.open`, the same renderer process and main thread):
//   dropping a token by a mouse drag (the current creature's, or its mount's), answering a save by a click on the
//   dialog's "Roll", and a dice roll typed in the dice line with the log open (Enter). For each: main-thread busy
//   time from the input event to the frame that shows it, and in the second after that frame the longest task and
//   the busy time (the panels following, the autosave, the player window).
// - Reload of a long history: bench/history.mjs.
//
// The input probes' main-thread times come from a Chromium trace ('toplevel': each task of the renderer's main
// thread), aligned with the page's clock through a user-timing mark made at the input event (instrument.mjs
// `armInput`).
/* global window */
import { firstFrame, median, newPage, quiet } from './browser.mjs';
import { stillTable } from './still.mjs';
import { busy, cpu, tasksOfMark } from './traceTasks.mjs';

const CELL = 48;

/** Figures of one probe from its trace. */
function probeFigures(trace, r) {
  const tasks = tasksOfMark(trace, r.mark);
  if (!tasks) return { wallMs: r.frameEnd - r.at };
  // A click or a key: "the frame" is the first animation frame after the input's task whose callback finds the
  // input's effect in the DOM (instrument.mjs `rafAt`, the bench's own callback; `shows`: the save's card gone, the
  // roll's line in the log) with the board's render in it. The board's callback may run after the bench's in that
  // frame (a board that asks for its frame only when something changed asks in the input's task, after the
  // bench's watch did): a render that ends in the same main-thread task as `rafAt` belongs to that frame too.
  if (!r.moved && Number.isFinite(r.rafAt)) {
    const frameTask = tasks.find(([s, e]) => s <= r.rafAt && e >= r.rafAt);
    for (const x of r.rendersAfter ?? [])
      if (frameTask && x.t0 >= r.rafAt && x.t1 <= frameTask[1] + 0.01) r.frameEnd = Math.max(r.frameEnd, x.t1);
  }
  // Round 13: the frame is on screen only when its main-thread task ends — the animation-frame callbacks after the
  // board's and the bench's (a panel's own callback), the style, layout and paint of the page's changes: counted to
  // that task's end. Before, the figure ended at the board's render (or the bench's callback), so work a page moved
  // into a later callback of the same frame, or the layout the frame makes of a changed panel, counted as "after".
  r.renderEnd = r.frameEnd;
  const endTask = tasks.find(([s, e]) => s <= r.frameEnd && e >= r.frameEnd);
  if (endTask) r.frameEnd = endTask[1];
  const a = r.frameEnd;
  const b = a + r.afterMs;
  const after = tasks.filter(([s]) => s >= a && s < b);
  // The task that was running when the frame ended goes on into the second after: counted from the frame's end.
  const straddle = tasks.filter(([s, e]) => s < a && e > a).map(([, e]) => e - a);
  const longest = Math.max(0, ...after.map(([s, e]) => e - s), ...straddle);
  const longestBefore = Math.max(0, ...tasks.filter(([s, e]) => e > r.at && s < r.frameEnd).map(([s, e]) => e - s));
  return {
    queuedMs: +(r.handler - r.at).toFixed(2),
    longestBeforeFrameMs: +longestBefore.toFixed(1),
    wallMs: +(r.frameEnd - r.at).toFixed(2),
    /** Of the frame's task, what came after the board's render (or the bench's callback): callbacks, layout, paint. */
    frameRestMs: +(r.frameEnd - r.renderEnd).toFixed(2),
    busyBeforeFrameMs: +busy(tasks, r.at, r.frameEnd).toFixed(2),
    cpuBeforeFrameMs: +cpu(tasks, r.at, r.frameEnd).toFixed(2),
    busyAfterMs: +busy(tasks, a, b).toFixed(1),
    cpuAfterMs: +cpu(tasks, a, b).toFixed(1),
    longestAfterMs: +longest.toFixed(1),
    longestAfterCpuMs: +Math.max(0, ...after.map(([, , t]) => t).filter(Number.isFinite)).toFixed(1),
    tasksOver50: after.filter(([s, e]) => e - s > 50).length + straddle.filter((d) => d > 50).length,
  };
}

/** Trace one input: arm the watch, run `act` (Playwright's mouse or keyboard), wait for the frame and the second after. */
export async function traced(browser, page, arm, act, say) {
  await quiet(page);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  let r;
  try {
    await page.evaluate((a) => window.__bench.armInput(a), arm);
    await act();
    r = await page.evaluate(() => window.__bench.inputDone({ afterMs: 1000 }));
    // A drop: "the frame" is the board's first render after the input, the one that shows the token moved (the
    // drop's command is applied in the pointerup task, and the next animation frame reconciles and draws it;
    // bench/profile-drop.mjs checks it). inputDone notices the move only when its own polling runs, which on a
    // loaded machine is several tasks later (the after-frame flush, the player window's work): its render is kept
    // as `seenMs` (from the input) but no longer ends "before the frame".
    r.rendersAfter = await page.evaluate(
      (h) => window.__bench.renders.filter((x) => x.t0 >= h).map((x) => ({ t0: x.t0, t1: x.t1 })),
      r.handler,
    );
    if (arm.moveId) {
      const first = await page.evaluate((h) => window.__bench.renders.find((x) => x.t0 >= h) ?? null, r.handler);
      r.seenMs = +(r.frameEnd - r.at).toFixed(2);
      if (first && first.t1 <= r.frameEnd) r.frameEnd = first.t1;
    }
  } finally {
    const buf = await browser.stopTracing();
    if (r && buf.length < 256 * 1048576) Object.assign(r, probeFigures(JSON.parse(buf.toString()), r));
    else if (r) say(`a trace of ${(buf.length / 1048576).toFixed(0)} MB was dropped`);
  }
  delete r.frames;
  delete r.rendersAfter;
  return r;
}

/** The app (or the compared build) with the combat encounter imported and the player window open. */
export async function openCombat(browser, url, data, at, say) {
  const { context, page } = await newPage(browser, 'app');
  await page.goto(`${url}/${at}/`);
  await firstFrame(page, `${at}: first frame`);
  const err = await page.evaluate((t) => window.__saddlegrid.importFile(t), data.text);
  if (err) throw new Error(`bench: ${at}: the combat file was refused: ${err}`);
  await page.evaluate(() => window.__saddlegrid.imported());
  // One more command than the file's after the import: the GM-only reseedDice that gives a file from elsewhere a
  // new dice key (issue 26). Waited for, so that the probes' undos never reach back over it.
  await page.waitForFunction((n) => window.__saddlegrid.cursor() === n + 1, data.commands, { timeout: 120_000 });
  // The player window, as the GM opens it (window.open: the same process and main thread as the GM window).
  const [player] = await Promise.all([context.waitForEvent('page'), page.getByTestId('toolbar.player-view').click()]);
  await player.waitForFunction(() => (window.__saddlegrid?.scene()?.tokens.length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  await page.bringToFront();
  if (process.env.BENCH_SHOTS) await page.screenshot({ path: `${process.env.BENCH_SHOTS}/input-${at}.png` });
  // The combat log is open under the tabs (the dice probe types in its dice line; its lines follow every command).
  await page.getByTestId('log.lines').waitFor();
  await page.getByTestId('dice.expr').waitFor();
  // The camera over the creature whose turn it is (its token large enough to grab).
  const d = data.drag;
  const size = await page.getByTestId('board.canvas').boundingBox();
  await page.evaluate((c) => window.__saddlegrid.setCamera(c.x, c.y, c.scale), {
    x: size.width / 2 - (d.from.x + 1) * CELL * 0.8,
    y: size.height / 2 - (d.from.y + 1) * CELL * 0.8,
    scale: 0.8,
  });
  await quiet(page);
  say(`${at}: combat encounter imported (${data.commands} commands), player window open`);
  return { context, page, player };
}

/** Drag a token from square `from` to square `to` with the mouse (press, 8 moves, release). */
/**
 * A save to answer by a click: an effect (save ends, dazed) on the creature whose turn it is (`turnId`), then its
 * turn ends; waits for the "roll" option. Throws when the engine asks no save.
 */
export async function askSave(page, turnId, label = 'app') {
  const ok = await page.evaluate((id) => {
    const api = window.__saddlegrid;
    const a = api.dispatch({
      type: 'addEffect',
      targetId: id,
      sourceId: null,
      what: { kind: 'condition', condition: 'dazed' },
      duration: { kind: 'saveEnds' },
    });
    const b = api.dispatch({ type: 'nextTurn' });
    return a.ok && b.ok && api.encounter().pending?.kind === 'mc.effectSave';
  }, turnId);
  if (!ok) throw new Error(`bench: ${label}: no save to answer after the turn`);
  await page.getByTestId('pending.option.roll').waitFor();
}

export async function drag(page, from, to) {
  const a = await page.evaluate((p) => window.__saddlegrid.squareToClient(p.x, p.y), from);
  const b = await page.evaluate((p) => window.__saddlegrid.squareToClient(p.x, p.y), to);
  if (!a || !b) throw new Error('bench: the drag squares are not on screen');
  // Square centres (the bridge's squareToClient): the grab keeps its offset in the token.
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** Undo back to the undo position `n` (outside the measures: each probe starts from the same state). */
export async function undoTo(page, n) {
  await page.evaluate((k) => {
    const api = window.__saddlegrid;
    while (api.cursor() > k) api.undo();
  }, n);
}

/**
 * The three input probes, `runs` times each, on the app and (with `compare`) on the compared build, taking turns.
 */
export async function inputProbes(browser, url, data, { runs, compare = false, say = () => {} }) {
  const kinds = compare ? ['app', 'base'] : ['app'];
  const pages = {};
  const out = Object.fromEntries(kinds.map((k) => [k, { drop: [], save: [], dice: [], still: [] }]));
  try {
    for (const k of kinds) pages[k] = await openCombat(browser, url, data, k, say);
    for (let i = 0; i < runs; i++) {
      for (const k of i % 2 ? [...kinds].reverse() : kinds) {
        const { page } = pages[k];
        say(`run ${i + 1}: ${k}`);
        const start = data.commands + 1; // the file's commands and the reseedDice after its import
        // 1. Drop a token by a mouse drag: the move of the creature whose turn it is.
        const d = data.drag;
        const drop = await traced(
          browser,
          page,
          { type: 'pointerup', moveId: d.id },
          () => drag(page, d.from, d.to),
          say,
        );
        const moved = await page.evaluate((id) => window.__saddlegrid.creature(id)?.pos, d.id);
        if (!moved || moved.x !== d.to.x || moved.y !== d.to.y)
          throw new Error(`bench: ${k}: the drag did not move ${d.id} to ${d.to.x},${d.to.y}`);
        out[k].drop.push(drop);
        await undoTo(page, start);
        // 2. Answer a save by a click: an effect (save ends) on the creature whose turn it is, its turn ends.
        await askSave(page, data.turn, k);
        const asked = await page.evaluate(() => window.__saddlegrid.cursor());
        const save = await traced(
          browser,
          page,
          // The frame that shows the answer: the decision's card gone (or showing the next decision).
          { type: 'click', shows: { changed: 'pending' } },
          () => page.getByTestId('pending.option.roll').click(),
          say,
        );
        // Answered when the click applied a command (another save may follow: the creature can have more effects).
        const answered = await page.evaluate((n) => window.__saddlegrid.cursor() > n, asked);
        if (!answered) throw new Error(`bench: ${k}: the click did not answer the save`);
        out[k].save.push(save);
        await undoTo(page, start);
        // 3. A dice roll with the log open: typed in the dice line, Enter.
        await page.getByTestId('dice.expr').fill('1d20+5');
        const dice = await traced(
          browser,
          page,
          // The frame that shows the roll: its line in the log.
          { type: 'keydown', shows: { changed: 'log.lines' } },
          () => page.getByTestId('dice.expr').press('Enter'),
          say,
        );
        if ((await page.evaluate(() => window.__saddlegrid.cursor())) !== start + 1)
          throw new Error(`bench: ${k}: the dice roll did not apply`);
        out[k].dice.push(dice);
        await undoTo(page, start);
        // 4. The still table (bench/still.mjs): nothing happens for 2 s.
        const still = await stillTable(browser, page);
        if (still) out[k].still.push(still);
      }
    }
  } finally {
    for (const k of kinds) await pages[k]?.context.close();
  }
  const sum = (xs) => ({
    runs: xs.length,
    busyBeforeFrameMs: median(xs.map((x) => x.busyBeforeFrameMs)),
    cpuBeforeFrameMs: median(xs.map((x) => x.cpuBeforeFrameMs)),
    wallMs: median(xs.map((x) => x.wallMs)),
    frameRestMs: median(xs.map((x) => x.frameRestMs)),
    longestAfterMs: median(xs.map((x) => x.longestAfterMs)),
    longestAfterCpuMs: median(xs.map((x) => x.longestAfterCpuMs)),
    worstLongestAfterMs: Math.max(...xs.map((x) => x.longestAfterMs ?? 0)),
    busyAfterMs: median(xs.map((x) => x.busyAfterMs)),
    cpuAfterMs: median(xs.map((x) => x.cpuAfterMs)),
    /** Clicks or keys whose effect was not in the DOM in the first frame after their task (the frame is the later one). */
    shownLate: xs.filter((x) => x.shownLate).length,
    all: xs.map((x) => ({
      ...(x.seenMs !== undefined ? { seenMs: x.seenMs } : {}),
      ...(x.shownLate ? { shownLate: true } : {}),
      queuedMs: x.queuedMs,
      longestBeforeFrameMs: x.longestBeforeFrameMs,
      busyBeforeFrameMs: x.busyBeforeFrameMs,
      cpuBeforeFrameMs: x.cpuBeforeFrameMs,
      wallMs: x.wallMs,
      frameRestMs: x.frameRestMs,
      longestAfterMs: x.longestAfterMs,
      longestAfterCpuMs: x.longestAfterCpuMs,
      busyAfterMs: x.busyAfterMs,
      cpuAfterMs: x.cpuAfterMs,
    })),
  });
  const res = {};
  const still = (xs) => ({
    runs: xs.length,
    cpuMsPerS: median(xs.map((x) => x.cpuMsPerS)),
    tasksPerS: median(xs.map((x) => x.tasksPerS)),
    frameCallbacksPerS: median(xs.map((x) => x.frameCallbacksPerS)),
    all: xs,
  });
  for (const k of kinds)
    res[k] = { drop: sum(out[k].drop), save: sum(out[k].save), dice: sum(out[k].dice), still: still(out[k].still) };
  for (const k of kinds)
    for (const p of ['drop', 'save', 'dice'])
      say(
        `${k} ${p}: before the frame${res[k][p].shownLate ? ` (shown a frame late in ${res[k][p].shownLate} of ${res[k][p].runs})` : ''} ${res[k][p].all.map((x) => x.busyBeforeFrameMs).join(', ')} ms (CPU ${res[k][p].all.map((x) => x.cpuBeforeFrameMs).join(', ')} ms); longest task in the second after ${res[k][p].all.map((x) => x.longestAfterMs).join(', ')} ms (CPU ${res[k][p].all.map((x) => x.longestAfterCpuMs).join(', ')} ms); CPU in the second after ${res[k][p].all.map((x) => x.cpuAfterMs).join(', ')} ms`,
      );
  for (const k of kinds)
    say(
      `${k} still table: ${res[k].still.all.map((x) => x.cpuMsPerS).join(', ')} ms CPU/s; ${res[k].still.all.map((x) => x.frameCallbacksPerS).join(', ')} animation-frame callbacks/s`,
    );
  return res;
}
