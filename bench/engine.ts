/**
 * Rules-engine benchmark in Node (run by scripts/bench.mjs through tsx; prints one JSON line). The targets are
 * issue 12's; every figure is time inside the engine, measured in this run.
 *
 * 1. Throughput: a realistic out-of-combat mix on the large encounter, applied to a session as the store does:
 *    moves on foot and of loaded mounts, pushes (with the rider's MC-FM-2 save and the B-2 edge save), knock-prone
 *    chains (MC-PRONE-1/3: saves, landing decisions answered with `decide`), stand up, dismount / mount, HP changes,
 *    conditions, undo and redo — commands/s and p50 / p95 / p99 of a single command.
 * 2. The same mix at 100, 1,000 and 5,000 creatures (cost independent of the encounter's size).
 * 3. Dry runs (a drag preview: the very move the drop would send, then put back): median µs.
 * 4. Replay of a 20,000-command log (a file or an old autosave being loaded).
 * 5. Undo / redo: a 10,000-command history walked back to the start and forward to the end, one step at a time
 *    (the longest single step), and the heap it holds.
 * 6. The floor: one HP change through the kernel's bare transaction, and through a whole command.
 * 7. Dice (issue 26): one die as a command rolls it (a new `Roller` on the encounter's dice, a d20, the new
 *    dice record) with the ChaCha20 stream, against the legacy mulberry32 generator in the same run; and the cost
 *    of one ChaCha20 call (256 words, made when a roll reaches a new chunk of the stream).
 *
 * Usage: tsx bench/engine.ts [--smoke]
 */
import {
  newSession,
  Roller,
  Session,
  streamWord,
  testDice,
  Work,
  type Command,
  type Creature,
  type DiceState,
} from '../src/rules';
import { mounted4e, type M4Encounter } from '../src/rules/mounted4e';
import { Driver, MIX } from './driver';
import { benchEncounter, LARGE, SMOKE, type BenchSpec } from './encounter';

const smoke = process.argv.includes('--smoke');
const spec = smoke ? SMOKE : LARGE;
const DURATION_MS = smoke ? 300 : 3000;
const HISTORY = smoke ? 500 : 10000;
const REPLAY = smoke ? 2000 : 20000;

const mem = () => Math.round(process.memoryUsage().heapUsed / 1048576);
const gc = (globalThis as { gc?: () => void }).gc;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(1);
};

/** Run the mix for `ms` on a fresh session of `enc` (after a warm-up); commands/s in the engine and per-command µs. */
function throughput(enc: M4Encounter, ms: number, keepTimes: boolean) {
  const warm = new Driver(enc);
  for (let i = 0; i < (smoke ? 50 : 500); i++) warm.step();
  const d = new Driver(enc);
  d.keepTimes = keepTimes;
  let steps = 0;
  let maxStep = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let i = 0; i < 50; i++) {
      const a = performance.now();
      d.step();
      maxStep = Math.max(maxStep, performance.now() - a);
      steps++;
      // Keep the history bounded (the throughput run is not the memory test).
      if (d.h.length > 5000) d.h = newSession(d.h.state);
    }
  }
  const elapsed = performance.now() - t0;
  const applied = Object.values(d.counts).reduce((n, k) => n + k.applied, 0);
  return { d, steps, applied, elapsed, maxStep };
}

// 1. Throughput on the large encounter, with per-command times.
const { encounter } = benchEncounter(spec);
const main = throughput(encounter, DURATION_MS, true);
const d = main.d;
const perKind = Object.fromEntries(
  Object.entries(d.counts).map(([k, v]) => [k, { ...v, us: v.sent ? +(((v.ms ?? 0) * 1000) / v.sent).toFixed(1) : 0 }]),
);

// 2. The same mix at other sizes (same density of the map).
const sizes: Record<string, number> = {};
for (const n of smoke ? [50, 200] : [100, 1000, 5000]) {
  const side = Math.max(40, Math.round(Math.sqrt(n * 40)));
  const s: BenchSpec = { width: Math.min(400, side), height: Math.min(400, side), creatures: n };
  const r = throughput(benchEncounter(s).encounter, smoke ? 200 : 2000, false);
  sizes[String(n)] = Math.round((r.steps / r.d.engineMs) * 1000);
}
const sizeValues = Object.values(sizes);
const sizeRatio = +(Math.max(...sizeValues) / Math.min(...sizeValues)).toFixed(2);

// 3. Dry runs: the drag preview of a move, asked of the engine and put back.
const dry = (() => {
  const s = newSession(encounter);
  const movers = s.state.creatureOrder.filter((id) => !s.state.creatures[id]?.mountId).slice(0, 200);
  const times: number[] = [];
  for (let i = 0; i < (smoke ? 500 : 5000); i++) {
    const id = movers[i % movers.length] as string;
    const c = s.state.creatures[id] as Creature;
    const to = {
      x: Math.max(0, Math.min(s.state.grid.width - 1, c.pos.x + (i % 7) - 3)),
      y: Math.max(0, Math.min(s.state.grid.height - 1, c.pos.y + (i % 5) - 2)),
    };
    const t = performance.now();
    s.dryRun({ type: 'moveCreature', id, to } as Command);
    times.push((performance.now() - t) * 1000);
  }
  return { p50Us: pct(times, 50), p95Us: pct(times, 95), unchanged: s.length === 0 };
})();

// 4. Replay of a long log (no undo in it: every command applied).
const replay = (() => {
  const rec = new Driver(encounter);
  while (rec.h.length < REPLAY) rec.step(false);
  const commands = rec.h.commands();
  gc?.();
  const t = performance.now();
  const r = Session.replay(mounted4e, encounter, commands, commands.length);
  const ms = performance.now() - t;
  return {
    commands: commands.length,
    ms: Math.round(ms),
    failedAt: r.failedAt,
    same: JSON.stringify(r.session.state) === JSON.stringify(rec.h.state),
  };
})();

// 5. A long history, then undo all of it and redo all of it, step by step.
gc?.();
const heapBefore = mem();
const hd = new Driver(encounter);
const b0 = performance.now();
while (hd.h.length < HISTORY) hd.step(false);
const buildMs = performance.now() - b0;
gc?.();
const heapHistory = mem() - heapBefore;
const h = hd.h;
let undoMax = 0;
let redoMax = 0;
const undoTimes: number[] = [];
const redoTimes: number[] = [];
const u0 = performance.now();
while (h.canUndo) {
  const a = performance.now();
  h.undo();
  const dt = performance.now() - a;
  undoTimes.push(dt * 1000);
  undoMax = Math.max(undoMax, dt);
}
const undoAll = performance.now() - u0;
const r0 = performance.now();
while (h.cursor < h.length) {
  const a = performance.now();
  h.redo();
  const dt = performance.now() - a;
  redoTimes.push(dt * 1000);
  redoMax = Math.max(redoMax, dt);
}
const redoAll = performance.now() - r0;

// 6. The floor: the bare transaction of one HP change, and the whole changeHp command.
const floor = (() => {
  const s = newSession(encounter);
  const live = { ...encounter, creatures: { ...encounter.creatures } };
  const ids = encounter.creatureOrder;
  const n = smoke ? 2000 : 20000;
  const t1 = performance.now();
  for (let i = 0; i < n; i++) {
    const w = new Work(live);
    w.edit(ids[i % ids.length] as string).hp -= 1;
    w.set('seq', live.seq + 1);
    w.commit();
  }
  const workUs = ((performance.now() - t1) * 1000) / n;
  const t2 = performance.now();
  for (let i = 0; i < n; i++)
    s.apply({ type: 'changeHp', id: ids[i % ids.length] as string, amount: i % 2 ? 1 : -1 } as Command);
  const changeHpUs = ((performance.now() - t2) * 1000) / n;
  return { workUs: +workUs.toFixed(2), changeHpUs: +changeHpUs.toFixed(2) };
})();

// 7. Dice: µs per die (median of rounds that take turns between the two generators, so both see the same load).
const dice = (() => {
  const n = smoke ? 20000 : 400000;
  const purpose = { m: 'diceLineRoll' };
  const perDie = (start: DiceState, sides: number): number => {
    let s = start;
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      const r = new Roller(s);
      r.die(sides, purpose);
      s = r.nextState;
    }
    return ((performance.now() - t) * 1000) / n;
  };
  const chacha: number[] = [];
  const legacy: number[] = [];
  const d1000: number[] = [];
  for (let round = 0; round < 5; round++) {
    chacha.push(perDie(testDice(round + 1), 20));
    legacy.push(perDie({ alg: 'mulberry32', state: round + 1 }, 20));
    d1000.push(perDie(testDice(round + 11), 1000));
  }
  const key = testDice(99).key;
  const chunks = smoke ? 500 : 5000;
  const t = performance.now();
  for (let i = 0; i < chunks; i++) streamWord(key, i * 256);
  const chunkUs = ((performance.now() - t) * 1000) / chunks;
  const m = (xs: number[]) => +([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0).toFixed(3);
  return { chachaD20Us: m(chacha), legacyD20Us: m(legacy), chachaD1000Us: m(d1000), chunkUs: +chunkUs.toFixed(2) };
})();

console.log(
  JSON.stringify({
    spec,
    mix: Object.fromEntries(MIX),
    counts: perKind,
    steps: main.steps,
    applied: main.applied,
    elapsedMs: Math.round(main.elapsed),
    commandsPerSec: Math.round((main.steps / d.engineMs) * 1000),
    appliedPerSec: Math.round((main.applied / d.engineMs) * 1000),
    engineMs: Math.round(d.engineMs),
    wallCommandsPerSec: Math.round((main.steps / main.elapsed) * 1000),
    maxStepMs: +main.maxStep.toFixed(2),
    perCommandUs: { p50: pct(d.times, 50), p95: pct(d.times, 95), p99: pct(d.times, 99) },
    sizes,
    sizeRatio,
    dryRun: dry,
    replay,
    floor,
    dice,
    history: {
      entries: hd.h.length,
      buildMs: Math.round(buildMs),
      heapMb: heapHistory,
      undoAllMs: +undoAll.toFixed(2),
      redoAllMs: +redoAll.toFixed(2),
      undoMaxMs: +undoMax.toFixed(3),
      redoMaxMs: +redoMax.toFixed(3),
      /** p99 of a single step in µs (the maximum catches a garbage-collection pause now and then). */
      undoP99Us: pct(undoTimes, 99),
      redoP99Us: pct(redoTimes, 99),
    },
  }),
);
