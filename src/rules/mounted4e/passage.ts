/**
 * Walking with 4e allies (MC-ELIG-2): a creature may pass through its allies' spaces (not end there), and a
 * mount counts as an ally of its rider's allies, so they pass through its space and it through theirs. The
 * kernel's `planMove` / `stepCost` decide "ally" by `side` alone; until the kernel takes a passability hook
 * (GridRules `allies(enc, mover, other)`, see the report of issue 13), this module is the 4e planner: the same
 * bucket-queue Dijkstra over a window of the grid, in typed arrays, with the ally test of `isAlly` deciding who
 * blocks.
 */
import {
  carriedGroup,
  cellKey,
  creatureOf,
  endSpaceProblem,
  msg,
  ref,
  spaceAt,
  spaceOpen,
  spaceSide,
  spatialIndex,
  standersIn,
  TERRAIN_DIFFICULT,
  type CoreMsg,
  type CreatureId,
  type MovePlan,
  type MoveRefusal,
  type Point,
} from '../core';
import { grid, type M4CreatureRecord, type M4Encounter } from './model';

/**
 * Who blocks `mover` (a creature standing on its own, with what it carries in `group`): a stander that is no
 * ally of it — `isAlly` (relations.ts) for standers, with the mover's sides (its own and those of what it carries,
 * MC-ELIG-2) worked out once per search instead of once per square.
 */
function blocker(enc: M4Encounter, mover: M4CreatureRecord, group: ReadonlySet<CreatureId>): (other: M4CreatureRecord) => boolean {
  const idx = spatialIndex(enc);
  const sides = new Set<string>([mover.side]);
  for (const id of idx.carried.get(mover.id) ?? []) {
    const c = creatureOf(enc, id);
    if (c) sides.add(c.side);
  }
  return (other) => {
    if (group.has(other.id) || sides.has(other.side)) return false;
    for (const id of idx.carried.get(other.id) ?? []) if (sides.has(creatureOf(enc, id)?.side ?? '')) return false;
    return true;
  };
}

/**
 * Cheapest path for `moverId` (and what it carries) to `to` within `maxCost` squares (B-1, MC-ELIG-2): allies'
 * spaces may be passed through but not ended in; others block; diagonal steps may not cut the corner of
 * blocking terrain; difficult terrain costs 2.
 */
export function planWalk(enc: M4Encounter, moverId: CreatureId, to: Point, maxCost: number, from?: Point): MovePlan | MoveRefusal {
  const mover = creatureOf(enc, moverId);
  if (!mover) return { reason: msg('noCreature', { id: moverId }) };
  const start = from ?? mover.pos;
  const group = carriedGroup(enc, moverId);
  const endProblem = endSpaceProblem(enc, grid, spaceAt(to, mover.size), group);
  if (endProblem) return { reason: endProblem };
  if (to.x === start.x && to.y === start.y) return { path: [], cost: 0 };
  const g = enc.grid;
  const side = spaceSide(mover.size);
  const reachR = Math.min(maxCost, g.width + g.height);
  const x0 = Math.max(0, start.x - reachR);
  const y0 = Math.max(0, start.y - reachR);
  const x1 = Math.min(g.width - 1, start.x + reachR);
  const y1 = Math.min(g.height - 1, start.y + reachR);
  if (to.x < x0 || to.x > x1 || to.y < y0 || to.y > y1) return { reason: msg('noPath', { max: maxCost }) };
  const ww = x1 - x0 + 1;
  const buf = scratch(ww * (y1 - y0 + 1));
  const { best, prev, memo, stamp, gen } = buf;
  const idx = spatialIndex(enc);
  const blocks = blocker(enc, mover, group);
  const key = (x: number, y: number): number => (y - y0) * ww + (x - x0);
  const touch = (k: number): void => {
    if (stamp[k] !== gen) {
      stamp[k] = gen;
      best[k] = 0x7fffffff;
      prev[k] = -1;
      memo[k] = 0;
    }
  };
  // memo bits: 1 open known, 2 open, 4 passable known, 8 passable.
  const open = (x: number, y: number): boolean => {
    const k = key(x, y);
    touch(k);
    let v = memo[k] as number;
    if (!(v & 1)) {
      v |= 1 | (spaceOpen(enc, { x, y, side }) ? 2 : 0);
      memo[k] = v;
    }
    return (v & 2) !== 0;
  };
  const passable = (x: number, y: number): boolean => {
    const k = key(x, y);
    touch(k);
    if ((memo[k] as number) & 4) return ((memo[k] as number) & 8) !== 0;
    let ok = open(x, y);
    if (ok) {
      scan: for (let dy = 0; dy < side; dy++) {
        for (let dx = 0; dx < side; dx++) {
          const list = idx.cells.get(cellKey(x + dx, y + dy));
          if (!list) continue;
          for (const st of list) {
            if (blocks(st.c as M4CreatureRecord)) {
              ok = false;
              break scan;
            }
          }
        }
      }
    }
    memo[k] = (memo[k] as number) | 4 | (ok ? 8 : 0);
    return ok;
  };
  const cost = (x: number, y: number): number => {
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const tx = x + dx;
        const ty = y + dy;
        if (tx < g.width && ty < g.height && g.terrain[ty * g.width + tx] === TERRAIN_DIFFICULT) return 2;
      }
    }
    return 1;
  };
  const startK = key(start.x, start.y);
  const goal = key(to.x, to.y);
  touch(startK);
  best[startK] = 0;
  const buckets = buf.buckets;
  for (const b of buckets) b.length = 0;
  (buckets[0] ??= []).push(startK);
  for (let c = 0; c < buckets.length && c <= maxCost; c++) {
    const bucket = buckets[c];
    if (!bucket) continue;
    for (let bi = 0; bi < bucket.length; bi++) {
      const k = bucket[bi] as number;
      if ((best[k] as number) < c) continue;
      if (k === goal) {
        const path: Point[] = [];
        let cur = k;
        while (cur !== startK) {
          path.push({ x: (cur % ww) + x0, y: Math.floor(cur / ww) + y0 });
          cur = prev[cur] as number;
        }
        path.reverse();
        return { path, cost: c };
      }
      const px = (k % ww) + x0;
      const py = Math.floor(k / ww) + y0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const nx = px + dx;
          const ny = py + dy;
          if (nx < x0 || ny < y0 || nx > x1 || ny > y1 || !passable(nx, ny)) continue;
          if (dx !== 0 && dy !== 0 && (!open(nx, py) || !open(px, ny))) continue;
          const nc = c + cost(nx, ny);
          if (nc > maxCost) continue;
          const nk = key(nx, ny);
          touch(nk);
          if (nc < (best[nk] as number)) {
            best[nk] = nc;
            prev[nk] = k;
            (buckets[nc] ??= []).push(nk);
          }
        }
      }
    }
  }
  return { reason: msg('noPath', { max: maxCost }) };
}

/**
 * One step of a given path (B-1, MC-ELIG-2): its cost, or why it cannot be taken. Allies (and mounts carrying
 * the mover's allies) may be passed; the end of the move is checked separately.
 */
export function walkStep(
  enc: M4Encounter,
  mover: M4CreatureRecord,
  group: ReadonlySet<CreatureId>,
  from: Point,
  to: Point,
): number | CoreMsg {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if ((dx === 0 && dy === 0) || Math.abs(dx) > 1 || Math.abs(dy) > 1) return msg('notOneStep', { step: to, from });
  const side = spaceSide(mover.size);
  const space = { x: to.x, y: to.y, side };
  if (space.x < 0 || space.y < 0 || space.x + side > enc.grid.width || space.y + side > enc.grid.height)
    return msg('offMap', {});
  if (!spaceOpen(enc, space)) return msg('blocked', {});
  if (dx !== 0 && dy !== 0 && (!spaceOpen(enc, { x: to.x, y: from.y, side }) || !spaceOpen(enc, { x: from.x, y: to.y, side })))
    return msg('blocked', {});
  const blocks = blocker(enc, mover, group);
  const blockers = standersIn(spatialIndex(enc), space, group).filter((st) => blocks(st.c as M4CreatureRecord));
  if (blockers.length > 0) return msg('occupied', { by: blockers.map((st) => ref(st.c)) });
  for (let y = to.y; y < to.y + side; y++) {
    for (let x = to.x; x < to.x + side; x++) if (enc.grid.terrain[y * enc.grid.width + x] === TERRAIN_DIFFICULT) return 2;
  }
  return 1;
}

/** Reusable search arrays (valid for one search; a new generation marks every cell unset). */
interface Scratch {
  best: Int32Array;
  prev: Int32Array;
  memo: Uint8Array;
  stamp: Uint32Array;
  gen: number;
  buckets: number[][];
}
let shared: Scratch | null = null;

function scratch(n: number): Scratch {
  if (!shared || shared.best.length < n) {
    const size = Math.max(n, 1024);
    shared = { best: new Int32Array(size), prev: new Int32Array(size), memo: new Uint8Array(size), stamp: new Uint32Array(size), gen: 0, buckets: [] };
  }
  shared.gen = (shared.gen + 1) >>> 0;
  if (shared.gen === 0) {
    shared.stamp.fill(0);
    shared.gen = 1;
  }
  return shared;
}
