/**
 * Walls benchmark in Node (issue 32; run by scripts/bench.mjs as the "walls" stage, bundled; prints one JSON
 * line): on a 100×100 map with 2,000 wall segments (a dungeon of 10×10 rooms with doorways, one square edge per
 * segment, and loose walls; seeded) and 50 creatures,
 * 1. 4e cover (B-10, corner to corner, walls and enemies' squares) for every ordered pair of creatures: the
 *    total and the time per query (best of 5 passes; the wall index built once per walls array, timed apart);
 * 2. the party's vision fog (5 party creatures, all 10,000 squares) worked out cold, and again after one of them
 *    moved (the others' sight kept): against a 16 ms frame budget.
 *
 * Usage: node bench/.cache/walls.mjs [--smoke]
 */
import { addVisionFog, encodeFog, fogBits, WallIndex, type Block, type CreatureId, type Wall } from '../src/rules/core';
import { coverOf } from '../src/rules/mounted4e';
import { anEncounter, knight, orc } from '../src/rules/mounted4e/testing';

const smoke = process.argv.includes('--smoke');
const SIDE = 100;
const WALLS = smoke ? 200 : 2000;
const CREATURES = smoke ? 10 : 50;
const PARTY = 5;

let seed = 12345;
const rnd = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};

// A dungeon of 10×10-square rooms: walls on the square edges, one edge at a time (as imported maps have them), a
// doorway in every room side (one in ten of them a door, half of those open), and loose wall runs to 2,000.
const walls: Wall[] = [];
const ROOM = 10;
const add = (kind: Wall['kind'], x1: number, y1: number, x2: number, y2: number, open = false) =>
  walls.push({ id: `w${walls.length}`, kind, x1, y1, x2, y2, open });
for (let k = 0; k <= SIDE; k += ROOM)
  for (let i = 0; i < SIDE && walls.length < WALLS; i++) {
    const gap = i % ROOM === 4;
    const kind = gap ? (rnd(10) === 0 ? 'door' : null) : 'wall';
    const open = rnd(2) === 0;
    if (kind) add(kind, k, i, k, i + 1, open);
    if (kind && walls.length < WALLS) add(kind, i, k, i + 1, k, open);
  }
while (walls.length < WALLS) {
  const x = 1 + rnd(SIDE - 2);
  const y = 1 + rnd(SIDE - 2);
  if (rnd(2) === 0) add('wall', x, y, x + 1, y);
  else add('wall', x, y, x, y + 1);
}
Object.freeze(walls);

let b = anEncounter(SIDE, SIDE);
const taken = new Set<string>();
for (let i = 0; i < CREATURES; i++) {
  let x = 0;
  let y = 0;
  do {
    x = rnd(SIDE);
    y = rnd(SIDE);
  } while (taken.has(`${x},${y}`));
  taken.add(`${x},${y}`);
  b =
    i < PARTY
      ? b.with(`c${i}`, knight({ name: `Knight ${i}`, pos: { x, y } }))
      : b.with(`c${i}`, orc({ name: `Orc ${i}`, pos: { x, y } }));
}
const built = b.build();
const enc = { ...built.s, scene: { ...built.s.scene, walls, vision: true } } as typeof built.s;
const ids: CreatureId[] = [...enc.creatureOrder];

// 1. Cover for every ordered pair.
// The index is built once per walls array (a wall edited makes a new array): timed warm, the best of 5.
let indexBuildMs = Infinity;
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  new WallIndex([...walls]);
  if (i > 0) indexBuildMs = Math.min(indexBuildMs, performance.now() - t0);
}
const counts = { none: 0, partial: 0, superior: 0, noLineOfEffect: 0 };
let best = Infinity;
for (let pass = 0; pass < (smoke ? 1 : 5); pass++) {
  const start = performance.now();
  for (const a of ids)
    for (const t of ids) {
      if (a === t) continue;
      const c = coverOf(enc, { attackerId: a, targetId: t, kind: 'ranged' });
      if (pass === 0) {
        if (!c.lineOfEffect) counts.noLineOfEffect++;
        else counts[c.cover]++;
      }
    }
  best = Math.min(best, performance.now() - start);
}
const pairs = ids.length * (ids.length - 1);

// 2. Vision fog: cold, then after one party creature moved (a place not seen before).
const eyes: Block[] = ids.slice(0, PARTY).map((id) => {
  const c = enc.creatures[id];
  return { x: c?.pos.x ?? 0, y: c?.pos.y ?? 0, side: 1 };
});
const fog = () => encodeFog(addVisionFog(fogBits(enc), walls, enc.grid, eyes));
let t = performance.now();
fog();
const visionColdMs = performance.now() - t;
const moves: number[] = [];
for (let i = 0; i < (smoke ? 3 : 20); i++) {
  const e = eyes[0] as Block;
  eyes[0] = { x: (e.x + 1 + rnd(3)) % SIDE, y: (e.y + rnd(3)) % SIDE, side: 1 };
  t = performance.now();
  fog();
  moves.push(performance.now() - t);
}
moves.sort((x, y) => x - y);
const r2 = (v: number) => Math.round(v * 100) / 100;
console.log(
  JSON.stringify({
    map: `${SIDE}×${SIDE}`,
    walls: WALLS,
    creatures: CREATURES,
    pairs,
    indexBuildMs: r2(indexBuildMs),
    coverAllPairsMs: r2(best),
    coverPerQueryUs: r2((best * 1000) / pairs),
    counts,
    party: PARTY,
    visionColdMs: r2(visionColdMs),
    visionMoveMs: { median: r2(moves[moves.length >> 1] as number), max: r2(moves[moves.length - 1] as number) },
    frameBudgetMs: 16,
  }),
);
