/**
 * The path search behind `planMove` (movement.ts): a bucket-queue Dijkstra over a window of the grid, with reusable
 * typed arrays and per-square memo bits (issue 33: 3.5–3.9 µs a search, was 53–77 µs). Pure; not re-entrant.
 */
import type { Creature, CreatureId, Encounter, Point } from './model';
import { TERRAIN_BLOCKING, TERRAIN_DIFFICULT } from './model';
import type { GridRules } from './gridRules';
import { cellKey, type spatialIndex } from './spatial';
import { spaceCutByWall, spaceStepBlocked, wallSteps, type WallSteps } from './walls';

/** A planned move. */
export interface MovePlan {
  /** Squares stepped into (top-left of the space), excluding the start, ending at the destination. */
  readonly path: readonly Point[];
  /** Movement spent in squares (difficult terrain counts double in 4e). */
  readonly cost: number;
}

const OPEN_KNOWN = 1;
const OPEN = 2;
const PASS_KNOWN = 4;
const PASS = 8;
const COST_KNOWN = 16;
const COST2 = 32;

/** What one search reads, fixed for its duration. */
export interface SearchState {
  readonly enc: Encounter;
  readonly rules: GridRules;
  readonly mover: Creature;
  readonly group: ReadonlySet<CreatureId>;
  readonly ws: WallSteps | null;
  readonly idx: ReturnType<typeof spatialIndex> | null;
  readonly terrain: Uint8Array;
  readonly gw: number;
  readonly gh: number;
  readonly side: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly ww: number;
  readonly diagonal: boolean;
}

/** Is the mover's space at (x, y) open (terrain, walls through it)? Memoised in `memo[k]`. */
function openAt(s: SearchState, memo: Uint8Array, k: number, x: number, y: number): boolean {
  let v = memo[k] as number;
  if (!(v & OPEN_KNOWN)) {
    let ok = true;
    const side = s.side;
    if (x + side > s.gw || y + side > s.gh) ok = false;
    else {
      const t = s.terrain;
      scan: for (let dy = 0; dy < side; dy++) {
        const row = (y + dy) * s.gw + x;
        for (let dx = 0; dx < side; dx++)
          if (t[row + dx] === TERRAIN_BLOCKING) {
            ok = false;
            break scan;
          }
      }
      if (ok && side > 1 && spaceCutByWall(wallSteps(s.enc.scene.walls, s.gw, s.gh), x, y, side)) ok = false;
    }
    v |= OPEN_KNOWN | (ok ? OPEN : 0);
    memo[k] = v;
  }
  return (v & OPEN) !== 0;
}

/** May the mover's space pass (x, y): open, and no creature there that does not let it through? */
function passAt(s: SearchState, memo: Uint8Array, k: number, x: number, y: number): boolean {
  const v = memo[k] as number;
  if (v & PASS_KNOWN) return (v & PASS) !== 0;
  let ok = openAt(s, memo, k, x, y);
  const idx = s.idx;
  if (ok && idx) {
    // Enemies (and neutrals) block; allies and the moving group do not. Empty squares skip the cell lookup.
    const { enc, mover, group, side } = s;
    const allies = s.rules.allies;
    scan: for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        if (!idx.occupied(x + dx, y + dy)) continue;
        const list = idx.cells.get(cellKey(x + dx, y + dy));
        if (!list) continue;
        for (const st of list) {
          if (!group.has(st.c.id) && !(allies ? allies(enc, mover, st.c) : st.c.side === mover.side)) {
            ok = false;
            break scan;
          }
        }
      }
    }
  }
  memo[k] = (memo[k] as number) | PASS_KNOWN | (ok ? PASS : 0);
  return ok;
}

/** The cost of stepping into (x, y): 2 where any square of the space is difficult terrain and the rules say so. */
function costAt(s: SearchState, memo: Uint8Array, k: number, x: number, y: number): number {
  let v = memo[k] as number;
  if (!(v & COST_KNOWN)) {
    let two = false;
    if (s.rules.difficultCostsDouble) {
      const side = s.side;
      const t = s.terrain;
      scan: for (let dy = 0; dy < side; dy++) {
        for (let dx = 0; dx < side; dx++) {
          const tx = x + dx;
          const ty = y + dy;
          if (tx < s.gw && ty < s.gh && t[ty * s.gw + tx] === TERRAIN_DIFFICULT) {
            two = true;
            break scan;
          }
        }
      }
    }
    v |= COST_KNOWN | (two ? COST2 : 0);
    memo[k] = v;
  }
  return v & COST2 ? 2 : 1;
}

/**
 * One bucket-queue Dijkstra from `start` to `to` over the window, leaving out squares whose cost so far plus
 * distance to the goal exceeds `bound` (at most the move's maxCost); the plan, or null when there is no path
 * within the bound.
 */
export function runSearch(s: SearchState, start: Point, to: Point, bound: number): MovePlan | null {
  const { x0, y0, x1, y1, ww, diagonal, ws, side } = s;
  const n = ww * (y1 - y0 + 1);
  const buf = scratch(n);
  const { best, prev, memo, stamp } = buf;
  const gen = buf.gen;
  const tx = to.x;
  const ty = to.y;
  const startK = (start.y - y0) * ww + (start.x - x0);
  const goal = (ty - y0) * ww + (tx - x0);
  stamp[startK] = gen;
  memo[startK] = 0;
  prev[startK] = -1;
  best[startK] = 0;
  const buckets = buf.buckets;
  for (const b of buckets) b.length = 0;
  (buckets[0] ??= []).push(startK);
  for (let cost = 0; cost < buckets.length && cost <= bound; cost++) {
    const bucket = buckets[cost];
    if (!bucket) continue;
    for (let bi = 0; bi < bucket.length; bi++) {
      const k = bucket[bi] as number;
      if ((best[k] as number) < cost) continue;
      if (k === goal) {
        const path: Point[] = [];
        let cur = k;
        while (cur !== startK) {
          path.push({ x: (cur % ww) + x0, y: Math.floor(cur / ww) + y0 });
          cur = prev[cur] as number;
        }
        path.reverse();
        return { path, cost };
      }
      const px = (k % ww) + x0;
      const py = Math.floor(k / ww) + y0;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < y0 || ny > y1) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const diag = dx !== 0 && dy !== 0;
          if (diag && !diagonal) continue;
          const nx = px + dx;
          if (nx < x0 || nx > x1) continue;
          // Out of the bound even at the cheapest step: nothing about the square needs reading.
          const hx = Math.abs(tx - nx);
          const hy = Math.abs(ty - ny);
          const hn = diagonal ? (hx > hy ? hx : hy) : hx + hy;
          if (cost + 1 + hn > bound) continue;
          const nk = k + dy * ww + dx;
          if (stamp[nk] !== gen) freshen(buf, nk);
          else if ((best[nk] as number) <= cost + 1) continue; // already reached as cheaply as any step can
          if (!passAt(s, memo, nk, nx, ny)) continue;
          // No cutting corners of blocking terrain.
          if (diag) {
            const ak = k + dx;
            const bk = k + dy * ww;
            if (stamp[ak] !== gen) freshen(buf, ak);
            if (!openAt(s, memo, ak, nx, py)) continue;
            if (stamp[bk] !== gen) freshen(buf, bk);
            if (!openAt(s, memo, bk, px, ny)) continue;
          }
          // No step across a wall (every square of the space steps).
          if (ws && spaceStepBlocked(ws, px, py, side, dx, dy)) continue;
          const nc = cost + costAt(s, memo, nk, nx, ny);
          if (nc + hn > bound) continue;
          if (nc < (best[nk] as number)) {
            best[nk] = nc;
            prev[nk] = k;
            (buckets[nc] ??= []).push(nk);
          }
        }
      }
    }
  }
  return null;
}

/** Square k's first visit in this search: it joins the generation with nothing known, unreached. */
function freshen(buf: Scratch, k: number): void {
  buf.stamp[k] = buf.gen;
  buf.memo[k] = 0;
  buf.best[k] = 0x7fffffff;
  buf.prev[k] = -1;
}

/** Reusable search arrays (planMove runs many times per second: previews, availability, commands). */
interface Scratch {
  best: Int32Array;
  prev: Int32Array;
  memo: Uint8Array;
  stamp: Uint32Array;
  gen: number;
  buckets: number[][];
}
let shared: Scratch | null = null;

/**
 * The search arrays for `n` cells, valid for one search: a new generation number marks every cell as unset
 * without clearing the arrays. planMove is not re-entrant (nothing it calls plans a move), so one set suffices.
 */
function scratch(n: number): Scratch {
  if (!shared || shared.best.length < n) {
    const size = Math.max(n, 1024);
    shared = {
      best: new Int32Array(size),
      prev: new Int32Array(size),
      memo: new Uint8Array(size),
      stamp: new Uint32Array(size),
      gen: 0,
      buckets: [],
    };
  }
  shared.gen = (shared.gen + 1) >>> 0;
  if (shared.gen === 0) {
    shared.stamp.fill(0);
    shared.gen = 1;
  }
  return shared;
}
