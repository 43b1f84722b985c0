/**
 * Rules-engine benchmark in Node (run by scripts/bench.mjs through tsx; prints one JSON line).
 *
 * 1. Throughput: a realistic out-of-combat mix on the large encounter, recorded in an undo history as the
 *    store does (`record`): moves on foot and of loaded mounts, pushes (with the rider's MC-FM-2 save and the
 *    B-2 edge save), knock-prone chains (MC-PRONE-1/3: saves, landing decisions answered with `decide`), stand
 *    up, dismount / mount, HP changes, conditions, undo and redo.
 * 2. Undo / redo: a 10,000-command history walked back to the start and forward to the end, one step at a
 *    time; the longest single step is the "pause".
 *
 * Usage: tsx bench/engine.ts [--smoke]
 */
import { produce } from 'immer';
import { apply, creatureOf, present, redo, startHistory, undo, type Command, type Creature } from '../src/rules';
import { Driver, MIX } from './driver';
import { benchEncounter, LARGE, SMOKE } from './encounter';

const smoke = process.argv.includes('--smoke');
const spec = smoke ? SMOKE : LARGE;
const DURATION_MS = smoke && !process.argv.includes("--long") ? 300 : 4000;
const HISTORY = smoke ? 500 : 10000;

const mem = () => Math.round(process.memoryUsage().heapUsed / 1048576);
const gc = (globalThis as { gc?: () => void }).gc;

// 1. Throughput.
const { encounter } = benchEncounter(spec);
const warm = new Driver(encounter);
for (let i = 0; i < (smoke ? 50 : 500); i++) warm.step();
const d = new Driver(encounter);
let steps = 0;
const t0 = performance.now();
let maxStep = 0;
while (performance.now() - t0 < DURATION_MS) {
  for (let i = 0; i < 50; i++) {
    const a = performance.now();
    d.step();
    const b = performance.now() - a;
    if (b > maxStep) maxStep = b;
    steps++;
    // Keep the history bounded (the throughput run is not the memory test).
    if (d.h.length > 5000) d.h = startHistory<Command>(present(d.h));
  }
}
const elapsed = performance.now() - t0;
const applied = Object.values(d.counts).reduce((n, k) => n + k.applied, 0);

// 1b. The floor under any immer-based engine on this state: a bare `produce` that changes one creature's HP
// (no rules, no events, no history), and the same through `apply` (changeHp: validation, event, dice state).
const floor = (() => {
  let s = present(d.h);
  const ids = s.creatureOrder;
  const n = smoke ? 2000 : 20000;
  const t1 = performance.now();
  for (let i = 0; i < n; i++) {
    const id = ids[i % ids.length] as string;
    s = produce(s, (x) => {
      (creatureOf(x, id) as Creature).hp -= 1;
      x.seq += 1;
    });
  }
  const produceUs = ((performance.now() - t1) * 1000) / n;
  const t2 = performance.now();
  for (let i = 0; i < n; i++) {
    const r = apply(s, { type: 'changeHp', id: ids[i % ids.length] as string, amount: i % 2 ? 1 : -1 });
    if (r.ok) s = r.state;
  }
  const applyUs = ((performance.now() - t2) * 1000) / n;
  return { produceUs: +produceUs.toFixed(2), changeHpUs: +applyUs.toFixed(2) };
})();

// 2. A long history, then undo all of it and redo all of it, step by step.
if (process.argv.includes('--throughput-only')) {
  console.log(JSON.stringify({ steps, elapsedMs: Math.round(elapsed), commandsPerSec: Math.round((steps / d.engineMs) * 1000), wallCommandsPerSec: Math.round((steps / elapsed) * 1000), counts: d.counts }));
  process.exit(0);
}
gc?.();
const heapBefore = mem();
const hd = new Driver(encounter);
const b0 = performance.now();
while (hd.h.length < HISTORY) hd.step(false);
const buildMs = performance.now() - b0;
gc?.();
const heapHistory = mem() - heapBefore;
let h = hd.h;
let undoMax = 0;
let redoMax = 0;
const u0 = performance.now();
while (h.cursor > 0) {
  const a = performance.now();
  h = undo(h);
  present(h);
  undoMax = Math.max(undoMax, performance.now() - a);
}
const undoAll = performance.now() - u0;
const r0 = performance.now();
while (h.cursor < h.length) {
  const a = performance.now();
  h = redo(h);
  present(h);
  redoMax = Math.max(redoMax, performance.now() - a);
}
const redoAll = performance.now() - r0;

console.log(
  JSON.stringify({
    spec,
    mix: Object.fromEntries(MIX),
    counts: d.counts,
    steps,
    applied,
    elapsedMs: Math.round(elapsed),
    commandsPerSec: Math.round((steps / d.engineMs) * 1000),
    appliedPerSec: Math.round((applied / d.engineMs) * 1000),
    engineMs: Math.round(d.engineMs),
    wallCommandsPerSec: Math.round((steps / elapsed) * 1000),
    maxStepMs: +maxStep.toFixed(2),
    floor,
    history: {
      entries: hd.h.length,
      buildMs: Math.round(buildMs),
      heapMb: heapHistory,
      undoAllMs: +undoAll.toFixed(2),
      redoAllMs: +redoAll.toFixed(2),
      undoMaxMs: +undoMax.toFixed(3),
      redoMaxMs: +redoMax.toFixed(3),
    },
  }),
);
