/**
 * The creatures that may give a target cover against a ranged attack (B-10, MC-R25), read from the spatial index
 * around the lines of the attack (issue 33: where the lines run, the hull of the origin and the target).
 */
import { cellKey, creatureOf, spaceSide, spatialIndex, type CreatureId, type Space } from '../core';
import type { M4CreatureRecord, M4Encounter } from './model';
import { spaceHeight } from './heights';
import { bodyOf, feetHeight, groundBelow, seatBody } from './reach';
import { alliedRecords, creature } from './relations';

/** A creature's space that may block lines (B-10, MC-R25). */
export interface Blocker {
  readonly box: Space;
  readonly id: CreatureId;
}

/**
 * Where the lines of an attack run (issue 33): the convex hull of the attacker's origin space and the target's
 * space — its bounding box [x0, x1) × [y0, y1) and, per slanted side, an axis (nx, ny) with the hull's extent
 * [lo, hi] along it. No line can cross a creature's square that does not overlap it (B-10).
 */
export interface Hull {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** nx, ny, lo, hi per axis. */
  readonly axes: readonly number[];
}

export function hullOf(from: Space, target: Space): Hull {
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
export function scanBlockers(
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
