/**
 * The creatures that may give a target cover against a ranged attack (B-10, MC-R25), read from the spatial index
 * around the lines of the attack (issue 33: where the lines run, the hull of the origin and the target).
 */
import { cellKey, creatureOf, spaceSide, spatialIndex, type CreatureId, type Space, type Stander } from '../core';
import type { M4CreatureRecord, M4Encounter } from './model';
import { spaceHeight } from './heights';
import { bodyOf, feetHeight, groundBelow, type Body } from './reach';
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
  scanBlockers(enc, attackerId, targetId, within ?? null, out, false);
  return out;
}

/** What one scan of {@link scanBlockers} knows of the attack (read once; the tests of one candidate use it). */
interface Scan {
  readonly enc: M4Encounter;
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly attacker: M4CreatureRecord | undefined;
  readonly ab: Space;
  readonly tb: Space;
  readonly seatBottom: number;
  readonly seatTop: number;
  readonly lists: ReadonlyMap<CreatureId, readonly CreatureId[]>;
}

/**
 * Does creature `c` (id `id`), whose block's space is (sx, sy, ss), give the target cover against the attacker
 * (B-10, MC-R25, MC-ELIG-2)? The space's place against the hull is the caller's test.
 */
function blocks(k: Scan, id: CreatureId, c: M4CreatureRecord | undefined, sx: number, sy: number, ss: number): boolean {
  if (id === k.attackerId || id === k.targetId) return false;
  const attacker = k.attacker;
  // MC-ELIG-2's first test (`alliedRecords`: the same side), before the heights (issue 33).
  if (attacker && c && attacker.side === c.side) return false;
  const ab = k.ab;
  const tb = k.tb;
  if (sx < ab.x + ab.side && ab.x < sx + ss && sy < ab.y + ab.side && ab.y < sy + ss) return false;
  if (sx < tb.x + tb.side && tb.x < sx + ss && sy < tb.y + tb.side && tb.y < sy + ss) return false;
  // MC-R25: at the target's height (`seatBody`: a rider at its seat).
  let bottom = 0;
  let height = 1;
  if (c && c.mountId) {
    bottom = feetHeight(k.enc, c);
    height = spaceHeight(c.size);
  } else if (c) {
    bottom = groundBelow(k.enc, sx, sy, ss) + c.elevation;
    height = spaceHeight(c.size);
  }
  if (bottom >= k.seatTop || k.seatBottom >= bottom + height) return false;
  return !(attacker && c && alliedRecords(k.enc, attacker, c, k.lists));
}

/** The top-left and side of the block of `c`: a rider's or passenger's is its mount's (MC-SPACE-1, `bodyOf`). */
function baseOf(enc: M4Encounter, c: M4CreatureRecord | undefined): M4CreatureRecord | undefined {
  return c ? (creature(enc, c.mountId) ?? c) : undefined;
}

/**
 * Blockers of {@link coverBlockers} into `out`, sorted as listed there (with `within`: only those overlapping it);
 * with `askOutside`, when `out` stays empty, whether there is a creature in the box that would block but does NOT
 * overlap `within` (issue 33: what decides, without walls, whether lines are traced — B-10's reading with nobody
 * in the way). One pass over the box's squares answers both (it was one pass for each).
 */
export function scanBlockers(
  enc: M4Encounter,
  attackerId: CreatureId,
  targetId: CreatureId,
  within: Hull | null,
  out: Blocker[],
  askOutside: boolean,
  targetBody?: Body,
  target?: M4CreatureRecord,
): boolean {
  const ab = bodyOf(enc, attackerId).space;
  // The target's block and its seat (MC-R25, `seatBody`), from the caller's when given (issue 33).
  const tBody = targetBody ?? bodyOf(enc, targetId);
  const tb = tBody.space;
  const t = target ?? creatureOf(enc, targetId);
  const seat = t && t.mountId ? { bottom: feetHeight(enc, t), height: spaceHeight(t.size) } : tBody;
  const x0 = Math.min(ab.x, tb.x);
  const y0 = Math.min(ab.y, tb.y);
  const side = Math.max(ab.x + ab.side - x0, tb.x + tb.side - x0, ab.y + ab.side - y0, tb.y + tb.side - y0);
  // MC-ELIG-2 against the attacker, its record and the carried lists read once for every candidate (issue 33).
  const idx = spatialIndex(enc);
  const lists = idx.carried;
  const k: Scan = {
    enc,
    attackerId,
    targetId,
    attacker: creatureOf(enc, attackerId),
    ab,
    tb,
    seatBottom: seat.bottom,
    seatTop: seat.bottom + seat.height,
    lists,
  };
  const keys: number[] = [];
  /** Ids that do not overlap `within`, tested only if nobody inside blocks (`askOutside`). */
  const outside: CreatureId[] = [];
  const put = (id: CreatureId, sx: number, sy: number, ss: number, key: number): void => {
    let at = out.length;
    while (at > 0 && (keys[at - 1] as number) > key) at--;
    out.splice(at, 0, { box: { x: sx, y: sy, side: ss }, id });
    keys.splice(at, 0, key);
  };
  /** Test `id` (its record read here) against the hull and the rules; listed with `key`, or kept for the question. */
  const candidate = (id: CreatureId, listed: boolean, key: (c: M4CreatureRecord | undefined) => number): void => {
    const c = creatureOf(enc, id);
    const base = baseOf(enc, c);
    const sx = base ? base.pos.x : 0;
    const sy = base ? base.pos.y : 0;
    const ss = base ? spaceSide(base.size) : 1;
    if (within && !inHull(within, sx, sy, ss)) {
      if (askOutside) outside.push(id);
    } else if (listed && blocks(k, id, c, sx, sy, ss)) put(id, sx, sy, ss, key(c));
  };
  if (side * side > 4 * enc.creatureOrder.length) {
    const order = enc.creatureOrder;
    for (let i = 0; i < order.length; i++) candidate(order[i] as CreatureId, true, () => i);
  } else {
    // The order of `creaturesNear` (creature order) with each creature's carried ones right after it: a carried
    // creature comes first at the earlier of its own rank and its mount's.
    const key = (c: M4CreatureRecord | undefined): number => {
      if (!c) return -1;
      const rank = idx.rankOf(c.id) * 1024;
      const carrier = c.mountId ? lists.get(c.mountId) : undefined;
      const i = carrier ? carrier.indexOf(c.id) : -1;
      return i >= 0 ? Math.min(rank, idx.rankOf(c.mountId as CreatureId) * 1024 + 1 + i) : rank;
    };
    /** Those `id` carries (and whom they carry): listed only under a standing creature overlapping the hull. */
    const kids = (id: CreatureId, listed: boolean): void => {
      const ks = lists.get(id);
      if (ks)
        for (let i = 0; i < ks.length; i++) {
          candidate(ks[i] as CreatureId, listed, key);
          kids(ks[i] as CreatureId, listed);
        }
    };
    // The squares read: the whole box when asking (a creature there may not overlap the hull), else those of the
    // hull's bounding box (a creature overlapping the hull has a square there). A standing creature is its index
    // square's record (MC-SPACE-1), tested once however many squares of it are read.
    const ask = askOutside || !within;
    const lx = ask ? x0 : Math.max(x0, (within as Hull).x0);
    const ly = ask ? y0 : Math.max(y0, (within as Hull).y0);
    const hx = ask ? x0 + side : Math.min(x0 + side, (within as Hull).x1);
    const hy = ask ? y0 + side : Math.min(y0 + side, (within as Hull).y1);
    const seen: Stander[] = [];
    for (let y = ly; y < hy; y++)
      for (let x = lx; x < hx; x++) {
        if (!idx.occupied(x, y)) continue;
        const list = idx.cells.get(cellKey(x, y));
        if (!list) continue;
        for (let i = 0; i < list.length; i++) {
          const st = list[i] as Stander;
          if (seen.includes(st)) continue;
          seen.push(st);
          const s = st.s;
          const inside = !within || inHull(within, s.x, s.y, s.side);
          const id = st.c.id;
          if (!inside) {
            if (askOutside) outside.push(id);
          } else if (blocks(k, id, st.c as M4CreatureRecord, s.x, s.y, s.side))
            put(id, s.x, s.y, s.side, st.order * 1024);
          kids(id, inside);
        }
      }
  }
  if (!askOutside || out.length > 0) return false;
  for (let i = 0; i < outside.length; i++) {
    const id = outside[i] as CreatureId;
    const c = creatureOf(enc, id);
    const base = baseOf(enc, c);
    if (blocks(k, id, c, base ? base.pos.x : 0, base ? base.pos.y : 0, base ? spaceSide(base.size) : 1)) return true;
  }
  return false;
}
