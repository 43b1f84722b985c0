/**
 * Transaction designs compared in one run (issue 12): the same change — one creature's HP, then a mount and its
 * two riders moved — applied to the 1,000-creature benchmark state with
 *   1. immer `produce` over a flat creature record (auto-freeze on, as the old engine ran),
 *   2. mutative `create` over the same record (auto-freeze on),
 *   3. the kernel's hand-written `Work` transaction (copy on write of the touched records, a journal, a diff).
 * Each yields a new immutable version and keeps the previous one (undo): that is what every design must give.
 * Prints one JSON line (µs per transaction, median of 5 batches). Usage: tsx bench/tx-compare.ts [--smoke]
 */
import { freeze, produce, setAutoFreeze } from 'immer';
import { create } from 'mutative';
import { EMPTY_SCENE, makeCreature, testDice, Work, type Creature, type Encounter } from '../src/rules/core';

const smoke = process.argv.includes('--smoke');
const N = smoke ? 100 : 1000;
const OPS = smoke ? 2000 : 20000;

function state(): Encounter {
  const creatures: Record<string, Creature> = {};
  const order: string[] = [];
  for (let i = 0; i < N; i++) {
    const id = `c${i}`;
    creatures[id] = makeCreature({
      id,
      name: id,
      sys: { defences: { ac: 15, fort: 14, ref: 13, will: 12 } },
      pos: { x: i % 200, y: Math.floor(i / 200) },
      conditions: [],
    });
    order.push(id);
  }
  return {
    id: 'tx',
    name: 'tx',
    system: 'kernel',
    grid: { width: 200, height: 200, squareSize: 5, unit: 'ft', elevation: [], terrain: [] },
    creatures,
    creatureOrder: order,
    turns: { order: [], current: -1, round: 0 },
    rng: testDice(1),
    nextId: N + 1,
    seq: 0,
    pending: null,
    palettes: {},
    sys: {},
    scene: EMPTY_SCENE,
  };
}

type Mut = { creatures: Record<string, { hp: number; pos: { x: number; y: number } }>; seq: number };
const step = (d: Mut, i: number) => {
  const a = `c${i % N}`;
  (d.creatures[a] as { hp: number }).hp -= 1;
  for (const id of [`c${(i + 1) % N}`, `c${(i + 2) % N}`, `c${(i + 3) % N}`])
    (d.creatures[id] as { pos: { x: number; y: number } }).pos = { x: i % 7, y: i % 5 };
  d.seq += 1;
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}
function time(run: () => void): number {
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    const t = performance.now();
    run();
    batches.push(((performance.now() - t) * 1000) / OPS);
  }
  return +median(batches).toFixed(2);
}

setAutoFreeze(true);
const immerUs = time(() => {
  let s = freeze(state(), true) as unknown as Mut;
  for (let i = 0; i < OPS; i++) s = produce(s, (d) => step(d as Mut, i));
});
const mutativeUs = time(() => {
  let s = freeze(state(), true) as unknown as Mut;
  for (let i = 0; i < OPS; i++) s = create(s, (d) => step(d as Mut, i), { enableAutoFreeze: true });
});
const workUs = time(() => {
  const live = { ...state() };
  const diffs = [];
  for (let i = 0; i < OPS; i++) {
    const w = new Work(live);
    w.edit(`c${i % N}`).hp -= 1;
    for (const id of [`c${(i + 1) % N}`, `c${(i + 2) % N}`, `c${(i + 3) % N}`]) w.edit(id).pos = { x: i % 7, y: i % 5 };
    w.set('seq', live.seq + 1);
    diffs.push(w.commit());
    if (diffs.length > 5000) diffs.length = 0;
  }
});
console.log(JSON.stringify({ creatures: N, transactions: OPS, immerUs, mutativeUs, workUs }));
