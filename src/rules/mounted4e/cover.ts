/**
 * Cover and line of effect by the corner-to-corner rule (B-10; issue 32). The attacker picks a corner of a square
 * it occupies (a rider: of its origin space, MC-SPACE-2) and traces lines to the four corners of one square of
 * the target; it picks the corner and square that give the least cover. A line is blocked by a wall that blocks
 * effect (walls, closed doors, windows — `core/walls.ts`) or, for a ranged attack, by the square of a creature
 * that is not the attacker's ally (B-10: allies never give cover to the attacker's enemies). 1–2 lines blocked:
 * cover (−2); 3–4 blocked by walls with line of effect: superior cover (−5); creatures give cover, never superior. Melee: walls only, cover at most (B-10).
 * Close and area attacks: walls only, from the origin square. Line of effect: at least one line not blocked by
 * a wall (creatures never block effect).
 *
 * RULING MC-R25: a creature in the way gives cover only to a target at its height — its block and the target's
 * own (a rider at its seat, MC-TGT-2) overlap in height; walls block at every height.
 * RULING MC-R26: lines along a wall's edge or through a free end are not blocked, but a line's ends are pulled a
 * hair into their squares, so no corner on a wall lets a line through it.
 */
import {
  cellKey,
  creatureOf,
  EFFECT,
  insetToward,
  ref,
  sceneWalls,
  spaceSide,
  spatialIndex,
  throughBox,
  wallIndex,
  type CreatureId,
  type Point,
  type Ref,
  type Space,
  type WallIndex,
} from '../core';
import type { M4CreatureRecord, M4Encounter } from './model';
import { spaceHeight } from './heights';
import { bodyOf, feetHeight, groundBelow, originSpace, seatBody } from './reach';
import { alliedRecords, creature } from './relations';

/** How much cover a target has. */
export type CoverLevel = 'none' | 'partial' | 'superior';

/** One traced line, in squares, and what blocked it. */
export interface TracedLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly blocked: 'wall' | 'creature' | null;
}

/** The cover of one attack (B-10). */
export interface CoverReading {
  /** At least one line from some corner is not blocked by a wall. */
  readonly lineOfEffect: boolean;
  readonly cover: CoverLevel;
  /** Lines blocked of the four from the chosen corner (4 when there is no line of effect). */
  readonly blocked: number;
  /** The attacker's corner and the target's square chosen (the least cover), null without line of effect. */
  readonly corner: Point | null;
  readonly square: Point | null;
  /** The four lines from the chosen corner (empty without line of effect). */
  readonly lines: readonly TracedLine[];
  /** The creatures whose squares blocked a line of the chosen four. */
  readonly by: readonly Ref[];
  /** Whether a wall blocked a line of the chosen four. */
  readonly walls: boolean;
  /** The rules applied: B-10, and MC-R25 / MC-R26 where they decided something. */
  readonly rules: readonly string[];
}

/** The kind of attack traced. */
export type CoverKind = 'melee' | 'ranged' | 'close' | 'area';

const CLEAR: CoverReading = Object.freeze({
  lineOfEffect: true,
  cover: 'none',
  blocked: 0,
  corner: null,
  square: null,
  lines: [],
  by: [],
  walls: false,
  rules: [],
}) as CoverReading;

/** A creature's space that may block lines (B-10, MC-R25). */
interface Blocker {
  readonly box: Space;
  readonly id: CreatureId;
}

/** Lines blocked from corner (ax, ay) to the corners of the square (sx, sy): walls | creatures << 4. */
function traceFour(
  ix: WallIndex | null,
  ax: number,
  ay: number,
  acx: number,
  acy: number,
  sx: number,
  sy: number,
  bl: readonly Blocker[],
): number {
  let walls = 0;
  let creatures = 0;
  for (let j = 0; j < 4; j++) {
    const bx = sx + (j & 1);
    const by = sy + (j >> 1);
    if (
      ix &&
      ix.blocked(
        insetToward(ax, acx),
        insetToward(ay, acy),
        insetToward(bx, sx + 0.5),
        insetToward(by, sy + 0.5),
        EFFECT,
      )
    ) {
      walls |= 1 << j;
      continue;
    }
    for (const b of bl)
      if (throughBox(ax, ay, bx, by, b.box.x, b.box.y, b.box.x + b.box.side, b.box.y + b.box.side)) {
        creatures |= 1 << j;
        break;
      }
  }
  return walls | (creatures << 4);
}

const bits = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/**
 * The cover of a target against lines from the corners of `from` (the attacker's origin space, or an area's
 * origin square) — pure, the attack helper and the attack command use it.
 */
export function coverBetween(
  enc: M4Encounter,
  from: Space,
  target: Space,
  kind: CoverKind,
  blockers: readonly Blocker[],
): CoverReading {
  const walls = sceneWalls(enc);
  if (walls.length === 0 && (kind !== 'ranged' || blockers.length === 0)) return CLEAR;
  return traced(enc, walls, from, target, kind, blockers);
}

/** The corner-to-corner search of {@link coverBetween} (B-10), past its shortcut. */
function traced(
  enc: M4Encounter,
  walls: ReturnType<typeof sceneWalls>,
  from: Space,
  target: Space,
  kind: CoverKind,
  blockers: readonly Blocker[],
): CoverReading {
  // No walls: only creatures to test (issue 33).
  const ix = walls.length ? wallIndex(walls) : null;
  const acx = from.x + from.side / 2;
  const acy = from.y + from.side / 2;
  let best = -1;
  let bestScore = 99;
  let bestCorner = 0;
  let bestSquare = 0;
  const n = from.side + 1;
  search: for (let k = 0; k < target.side * target.side; k++) {
    const sx = target.x + (k % target.side);
    const sy = target.y + Math.floor(k / target.side);
    for (let c = 0; c < n * n; c++) {
      const ax = from.x + (c % n);
      const ay = from.y + Math.floor(c / n);
      const m = traceFour(ix, ax, ay, acx, acy, sx, sy, kind === 'ranged' ? blockers : []);
      if ((m & 15) === 15) continue; // no line of effect from this corner to this square
      // The least cover first (B-10: creatures give cover, never superior cover), then the fewest lines blocked.
      const all = bits((m | (m >> 4)) & 15);
      const score = (bits(m & 15) >= 3 ? 20 : all > 0 ? 10 : 0) + all;
      if (score < bestScore) {
        bestScore = score;
        best = m;
        bestCorner = c;
        bestSquare = k;
        if (score === 0) break search;
      }
    }
  }
  if (best < 0)
    return {
      lineOfEffect: false,
      cover: 'none',
      blocked: 4,
      corner: null,
      square: null,
      lines: [],
      by: [],
      walls: true,
      rules: ['B-10', 'MC-R26'],
    };
  const ax = from.x + (bestCorner % n);
  const ay = from.y + Math.floor(bestCorner / n);
  const sx = target.x + (bestSquare % target.side);
  const sy = target.y + Math.floor(bestSquare / target.side);
  const lines: TracedLine[] = [];
  const by = new Set<CreatureId>();
  for (let j = 0; j < 4; j++) {
    const bx = sx + (j & 1);
    const byy = sy + (j >> 1);
    const blocked = best & (1 << j) ? 'wall' : best & (16 << j) ? 'creature' : null;
    lines.push({ x1: ax, y1: ay, x2: bx, y2: byy, blocked });
    if (blocked === 'creature')
      for (const b of blockers)
        if (throughBox(ax, ay, bx, byy, b.box.x, b.box.y, b.box.x + b.box.side, b.box.y + b.box.side)) by.add(b.id);
  }
  const blocked = bits((best | (best >> 4)) & 15);
  let cover: CoverLevel = bestScore >= 20 ? 'superior' : bestScore >= 10 ? 'partial' : 'none';
  // B-10: in melee only special terrain gives superior cover.
  if (kind === 'melee' && cover === 'superior') cover = 'partial';
  const refs = [...by].map((id) => creatureOf(enc, id)).flatMap((c) => (c ? [ref(c)] : []));
  const rules = ['B-10'];
  if (best & 15) rules.push('MC-R26');
  if (refs.length) rules.push('MC-R25');
  return {
    lineOfEffect: true,
    cover,
    blocked,
    corner: { x: ax, y: ay },
    square: { x: sx, y: sy },
    lines,
    by: refs,
    walls: (best & 15) !== 0,
    rules,
  };
}

/**
 * Where the lines of an attack run (issue 33): the convex hull of the attacker's origin space and the target's
 * space — its bounding box [x0, x1) × [y0, y1) and, per slanted side, an axis (nx, ny) with the hull's extent
 * [lo, hi] along it. No line can cross a creature's square that does not overlap it (B-10).
 */
interface Hull {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** nx, ny, lo, hi per axis. */
  readonly axes: readonly number[];
}

function hullOf(from: Space, target: Space): Hull {
  const axes: number[] = [];
  // The hull of two squares: its slanted sides join corners of the same kind (top-left to top-left, …).
  for (let i = 0; i < 4; i++) {
    const fx = from.x + (i & 1) * from.side;
    const fy = from.y + (i >> 1) * from.side;
    const dx = target.x + (i & 1) * target.side - fx;
    const dy = target.y + (i >> 1) * target.side - fy;
    if (dx === 0 || dy === 0) continue;
    const nx = -dy;
    const ny = dx;
    let lo = Infinity;
    let hi = -Infinity;
    for (const s of [from, target])
      for (let j = 0; j < 4; j++) {
        const v = nx * (s.x + (j & 1) * s.side) + ny * (s.y + (j >> 1) * s.side);
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    axes.push(nx, ny, lo, hi);
  }
  return {
    x0: Math.min(from.x, target.x),
    y0: Math.min(from.y, target.y),
    x1: Math.max(from.x + from.side, target.x + target.side),
    y1: Math.max(from.y + from.side, target.y + target.side),
    axes,
  };
}

/** Does the square space (x, y, side) overlap the inside of the hull (no axis separates them)? */
function inHull(h: Hull, x: number, y: number, side: number): boolean {
  if (!(x < h.x1 && h.x0 < x + side && y < h.y1 && h.y0 < y + side)) return false;
  const a = h.axes;
  for (let i = 0; i < a.length; i += 4) {
    const nx = a[i] as number;
    const ny = a[i + 1] as number;
    const base = nx * x + ny * y;
    const lo = base + Math.min(0, nx) * side + Math.min(0, ny) * side;
    const hi = base + Math.max(0, nx) * side + Math.max(0, ny) * side;
    if (hi <= (a[i + 2] as number) || lo >= (a[i + 3] as number)) return false;
  }
  return true;
}

/**
 * The creatures whose squares may give a target cover against the attacker's ranged attack (B-10, MC-R25): not
 * the attacker's allies, not in the attacker's or the target's space, at the target's height.
 *
 * Issue 33: only creatures in the box between the two can be in the way; the spatial index's squares of that box
 * are read (when the box is small), each creature tested without building its block, in the order of the
 * creatures found there (creature order, a mount's riders right after it). With `within` (where the lines run),
 * only those whose space overlaps it — no line can cross the others.
 */
export function coverBlockers(
  enc: M4Encounter,
  attackerId: CreatureId,
  targetId: CreatureId,
  within?: Hull,
): Blocker[] {
  const out: Blocker[] = [];
  scanBlockers(enc, attackerId, targetId, within ?? null, out);
  return out;
}

/**
 * Blockers of {@link coverBlockers} into `out` (with `within`: only those overlapping it); with `out` null, whether
 * there is one that does NOT overlap `within` (issue 33: what decides, without walls, whether lines are traced).
 */
function scanBlockers(
  enc: M4Encounter,
  attackerId: CreatureId,
  targetId: CreatureId,
  within: Hull | null,
  out: Blocker[] | null,
): boolean {
  const ab = bodyOf(enc, attackerId).space;
  const tb = bodyOf(enc, targetId).space;
  const seat = seatBody(enc, targetId);
  const seatTop = seat.bottom + seat.height;
  const x0 = Math.min(ab.x, tb.x);
  const y0 = Math.min(ab.y, tb.y);
  const side = Math.max(ab.x + ab.side - x0, tb.x + tb.side - x0, ab.y + ab.side - y0, tb.y + tb.side - y0);
  const keys: number[] = [];
  // MC-ELIG-2 against the attacker, its record and the carried lists read once for every candidate (issue 33).
  const attacker = creatureOf(enc, attackerId);
  const idx = spatialIndex(enc);
  const lists = idx.carried;
  /** Does `id` block (at its place in `out`, `key` telling it, asked only then)? */
  const consider = (id: CreatureId, key: (c: M4CreatureRecord | undefined) => number): boolean => {
    if (id === attackerId || id === targetId) return false;
    const c = creatureOf(enc, id);
    // Its block's space: a rider's or passenger's is its mount's (MC-SPACE-1, `bodyOf`).
    const base = c ? (creature(enc, c.mountId) ?? c) : undefined;
    const sx = base ? base.pos.x : 0;
    const sy = base ? base.pos.y : 0;
    const ss = base ? spaceSide(base.size) : 1;
    // Issue 33: where the lines run first — inside to be listed, outside when asked whether one is.
    if (within && inHull(within, sx, sy, ss) !== !!out) return false;
    // MC-ELIG-2's first test (`alliedRecords`: the same side), before the heights (issue 33).
    if (attacker && c && attacker.side === c.side) return false;
    if (sx < ab.x + ab.side && ab.x < sx + ss && sy < ab.y + ab.side && ab.y < sy + ss) return false;
    if (sx < tb.x + tb.side && tb.x < sx + ss && sy < tb.y + tb.side && tb.y < sy + ss) return false;
    // MC-R25: at the target's height (`seatBody`: a rider at its seat).
    let bottom = 0;
    let height = 1;
    if (c && c.mountId) {
      bottom = feetHeight(enc, c);
      height = spaceHeight(c.size);
    } else if (c) {
      bottom = groundBelow(enc, sx, sy, ss) + c.elevation;
      height = spaceHeight(c.size);
    }
    if (bottom >= seatTop || seat.bottom >= bottom + height) return false;
    if (attacker && c && alliedRecords(enc, attacker, c, lists)) return false;
    if (!out) return true;
    const k = key(c);
    let at = out.length;
    while (at > 0 && (keys[at - 1] as number) > k) at--;
    out.splice(at, 0, { box: { x: sx, y: sy, side: ss }, id });
    keys.splice(at, 0, k);
    return false;
  };
  if (side * side > 4 * enc.creatureOrder.length) {
    const order = enc.creatureOrder;
    for (let i = 0; i < order.length; i++) if (consider(order[i] as CreatureId, () => i)) return true;
    return false;
  }
  // The order of `creaturesNear` (creature order) with each creature's carried ones right after it: a carried
  // creature comes first at the earlier of its own rank and its mount's.
  const key = (c: M4CreatureRecord | undefined): number => {
    if (!c) return -1;
    const rank = idx.rankOf(c.id) * 1024;
    const carrier = c.mountId ? lists.get(c.mountId) : undefined;
    const i = carrier ? carrier.indexOf(c.id) : -1;
    return i >= 0 ? Math.min(rank, idx.rankOf(c.mountId as CreatureId) * 1024 + 1 + i) : rank;
  };
  const visit = (id: CreatureId, s: Space | null): boolean => {
    // A standing creature's block is its index square `s` (MC-SPACE-1): one that lies where it is not looked for is
    // passed over without reading its record (issue 33); those it carries are tested each.
    if ((!within || !s || inHull(within, s.x, s.y, s.side) === !!out) && consider(id, key)) return true;
    const kids = lists.get(id);
    if (kids) for (let i = 0; i < kids.length; i++) if (visit(kids[i] as CreatureId, null)) return true;
    return false;
  };
  // The squares read: those of the hull when listing (a creature overlapping the hull has a square that does),
  // all of the box when asking.
  const lx = out && within ? Math.max(x0, within.x0) : x0;
  const ly = out && within ? Math.max(y0, within.y0) : y0;
  const hx = out && within ? Math.min(x0 + side, within.x1) : x0 + side;
  const hy = out && within ? Math.min(y0 + side, within.y1) : y0 + side;
  const read = (x: number, y: number): boolean => !out || !within || inHull(within, x, y, 1);
  /** Is (x, y) the first square read of the space `s` (a standing creature is visited once, no set of those seen)? */
  const first = (s: Space, x: number, y: number): boolean => {
    for (let py = Math.max(s.y, ly); py <= y; py++)
      for (let px = Math.max(s.x, lx); px < Math.min(s.x + s.side, hx); px++) {
        if (py === y && px === x) return true;
        if (read(px, py)) return false;
      }
    return true;
  };
  for (let y = ly; y < hy; y++)
    for (let x = lx; x < hx; x++) {
      if (!idx.occupied(x, y) || !read(x, y)) continue;
      const list = idx.cells.get(cellKey(x, y));
      if (list) for (const st of list) if (first(st.s, x, y) && visit(st.c.id, st.s)) return true;
    }
  return false;
}

/** A proposed attack for {@link coverOf}. */
export interface CoverQuery {
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly kind: CoverKind;
  /** MC-SPACE-2: the rider's origin square (default: the one nearest the target). */
  readonly origin?: Point | undefined;
  /** An area burst: its centre square, the origin of its lines (B-10). */
  readonly areaAt?: Point | undefined;
}

/** The cover of one target of an attack (B-10, MC-SPACE-2, MC-R25, MC-R26). */
export function coverOf(enc: M4Encounter, q: CoverQuery): CoverReading {
  const a = creatureOf(enc, q.attackerId);
  const t = creatureOf(enc, q.targetId);
  if (!a || !t) return CLEAR;
  // B-10: without walls only creatures block, and only a ranged attack's lines (issue 33: nothing to measure).
  if (q.kind !== 'ranged' && sceneWalls(enc).length === 0) return CLEAR;
  const target = bodyOf(enc, t.id).space;
  const from: Space =
    q.kind === 'area' && q.areaAt ? { x: q.areaAt.x, y: q.areaAt.y, side: 1 } : originSpace(enc, a, target, q.origin);
  return coverFrom(enc, a.id, t.id, q.kind, from, target);
}

/**
 * The cover of a target against lines from `from` (B-10): what {@link coverOf} measures once it knows where from —
 * the attack command passes the origin its reach check chose (MC-SPACE-2). `target`: the target's block's space
 * (null: read here, when needed).
 */
export function coverFrom(
  enc: M4Encounter,
  attackerId: CreatureId,
  targetId: CreatureId,
  kind: CoverKind,
  from: Space,
  space: Space | null,
): CoverReading {
  const walls = sceneWalls(enc);
  if (kind !== 'ranged' && walls.length === 0) return CLEAR;
  const target = space ?? bodyOf(enc, targetId).space;
  if (kind !== 'ranged') return traced(enc, walls, from, target, kind, []);
  // Issue 33: only creatures overlapping the hull of the lines (from `from` to the target) can block one (B-10);
  // without walls, lines are traced as before whenever a creature in the larger box between the two spaces could
  // give cover, so that case is still asked (and only then).
  const within = hullOf(from, target);
  const blockers = coverBlockers(enc, attackerId, targetId, within);
  if (walls.length === 0 && blockers.length === 0 && !scanBlockers(enc, attackerId, targetId, within, null))
    return CLEAR;
  return traced(enc, walls, from, target, kind, blockers);
}
