/**
 * Distance in three dimensions (B-1, RULING MC-R13): the one measure of the attack helper, reach and range,
 * opportunity attacks and the ruler. A creature fills a block of squares: its space on the map and, upward
 * from the bottom of its space, its space height (= the side of its space, MC-MOUNT-3 / MC-R1). Distance is
 * counted between the nearest squares of two blocks, the larger of the horizontal and the vertical count (4e:
 * vertical distance counts as distance). A rider or passenger fills its mount's block (MC-SPACE-1); a rider's
 * own powers start from its origin square inside it (MC-SPACE-2). MC-TGT-2 adds its −2 on top, for melee
 * against a rider whose own height would put it out of reach.
 */
import { creatureOf, distance, spaceAt, spaceOf, spaceSide, type CreatureId, type Point, type Space } from '../core';
import { heightAboveGround4e as heightAboveGround, spaceHeight } from './heights';
import { LONG_WEAPONS, type M4CreatureRecord, type M4Encounter, type WeaponGroup } from './model';
import { creature, originSquares } from './relations';

/** A creature's block: its space on the map, the height of its bottom above the map's zero, its height in squares. */
export interface Body {
  readonly space: Space;
  readonly bottom: number;
  readonly height: number;
}

/** A distance in three dimensions, in squares. */
export interface Measure {
  /** Squares on the map between the nearest squares of the two spaces (diagonals count 1). */
  readonly horizontal: number;
  /** Squares between the nearest heights of the two blocks (0 when they overlap in height). */
  readonly vertical: number;
  /** The larger of the two (4e). */
  readonly distance: number;
}

/** Gap between the 1-D blocks [a0, a0 + la) and [b0, b0 + lb): 0 when they overlap, 1 when they touch. */
function gap(a0: number, la: number, b0: number, lb: number): number {
  if (a0 + la <= b0) return b0 - (a0 + la) + 1;
  if (b0 + lb <= a0) return a0 - (b0 + lb) + 1;
  return 0;
}

/** The distance between two blocks (B-1, MC-R13). */
export function measure(a: Body, b: Body): Measure {
  const horizontal = distance(a.space, b.space, 'chebyshev');
  const vertical = gap(a.bottom, a.height, b.bottom, b.height);
  return { horizontal, vertical, distance: Math.max(horizontal, vertical) };
}

/**
 * Highest ground under the space with top-left (x, y) and `side` (a creature stands on the highest square it
 * covers; 0 off the map) — the kernel's `groundUnder` without building the list of squares (issue 33).
 */
export function groundBelow(enc: M4Encounter, x: number, y: number, side: number): number {
  const g = enc.grid;
  let h = -Infinity;
  for (let py = y; py < y + side; py++)
    for (let px = x; px < x + side; px++) {
      const v = px >= 0 && py >= 0 && px < g.width && py < g.height ? (g.elevation[py * g.width + px] ?? 0) : 0;
      if (v > h) h = v;
    }
  return h === -Infinity ? 0 : h;
}

/** The block of a creature standing on its own, with its space's top-left at `at` (default: where it is). */
export function standingBody(enc: M4Encounter, c: M4CreatureRecord, at?: Point): Body {
  const space = spaceAt(at ?? c.pos, c.size);
  return { space, bottom: groundBelow(enc, space.x, space.y, space.side) + c.elevation, height: spaceHeight(c.size) };
}

/**
 * A creature's block: a rider's or passenger's is its mount's (MC-SPACE-1: they fill the mount's space); with
 * `origin`, a rider's space on the map is its rider-size origin space instead (MC-SPACE-2).
 */
export function bodyOf(enc: M4Encounter, id: CreatureId, origin?: Space): Body {
  return blockOf(enc, creatureOf(enc, id), origin);
}

/** {@link bodyOf} of a record already read (issue 33: one look-up of the creature, not one per question). */
export function blockOf(enc: M4Encounter, c: M4CreatureRecord | undefined, origin?: Space): Body {
  if (!c) return { space: { x: 0, y: 0, side: 1 }, bottom: 0, height: 1 };
  const b = creature(enc, c.mountId) ?? c;
  const side = spaceSide(b.size);
  return {
    space: origin ?? { x: b.pos.x, y: b.pos.y, side },
    bottom: groundBelow(enc, b.pos.x, b.pos.y, side) + b.elevation,
    height: spaceHeight(b.size),
  };
}

/**
 * Height of a creature's top square above the map's zero: a rider at (mount's space height − 1) above its
 * mount (MC-TGT-2), an attacker taller than one square at its highest square (RULING MC-R13).
 */
export function topHeight(enc: M4Encounter, c: M4CreatureRecord): number {
  return feetHeight(enc, c) + spaceHeight(c.size) - 1;
}

/** Height of a creature's feet above the map's zero (a rider: its mount's height + space height − 1, MC-TGT-2). */
export function feetHeight(enc: M4Encounter, c: M4CreatureRecord): number {
  const base = creature(enc, c.mountId) ?? c;
  return groundBelow(enc, base.pos.x, base.pos.y, spaceSide(base.size)) + heightAboveGround(enc, c);
}

/**
 * Where a creature itself is, for the ruler (issue 29): a rider or passenger in its mount's space at its seat — the
 * mount's height + (mount's space height − 1) (MC-TGT-2) — and its own height; anyone else, its block.
 */
export function seatBody(enc: M4Encounter, id: CreatureId): Body {
  const c = creatureOf(enc, id);
  if (!c || !c.mountId) return bodyOf(enc, id);
  return { space: bodyOf(enc, id).space, bottom: feetHeight(enc, c), height: spaceHeight(c.size) };
}

/**
 * The origin space of a power (MC-SPACE-2): a rider picks one rider-size space inside its mount's space (the
 * given one if legal, else the one nearest the target); anyone else uses its own space.
 */
export function originSpace(enc: M4Encounter, attacker: M4CreatureRecord, toward: Space | null, origin?: Point): Space {
  if (!attacker.mountId) return spaceOf(attacker);
  const opts = originSquares(enc, attacker.id).map((p) => spaceAt(p, attacker.size));
  if (origin) {
    const hit = opts.find((s) => s.x === origin.x && s.y === origin.y);
    if (hit) return hit;
  }
  let best = opts[0] ?? spaceOf(attacker);
  if (toward)
    for (const s of opts) if (distance(s, toward, 'chebyshev') < distance(best, toward, 'chebyshev')) best = s;
  return best;
}

/** A proposed melee (or ranged) attack for {@link reachOf}. */
export interface ReachQuery {
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  /** The attack's reach (default: the attacker's). */
  readonly reach?: number | undefined;
  /** MC-SPACE-2: the rider's origin square (default: the one nearest the target). */
  readonly origin?: Point | undefined;
  readonly weapon?: WeaponGroup | undefined;
}

/** MC-TGT-2: the rider attacked in melee is higher than the attacker's reach allows. */
export interface RiderAbove {
  /** How many squares the rider is above the attacker's top square. */
  readonly height: number;
  /** −2, or 0 with a spear, polearm or nodachi. */
  readonly penalty: number;
  readonly weapon: WeaponGroup | null;
}

/** Reach of one melee attack (or the distance of a ranged one) in three dimensions. */
export interface ReachVerdict extends Measure {
  readonly reach: number;
  /** The target's block is within reach (4e: the larger of horizontal and vertical distance, B-1). */
  readonly inReach: boolean;
  /** The origin space used (MC-SPACE-2). */
  readonly origin: Space;
  /** MC-TGT-2, when it applies (only to a rider or passenger whose mount's space is within reach). */
  readonly riderAbove: RiderAbove | null;
}

/**
 * The reach query (pure; the attack helper, the attack command, opportunity attacks and the ruler use it):
 * the distance from the attacker's origin to the target's block, whether the target is within reach, and
 * MC-TGT-2's penalty against a rider whose mount is within reach but whose own height is not.
 */
export function reachOf(enc: M4Encounter, q: ReachQuery): ReachVerdict {
  const t = creatureOf(enc, q.targetId);
  return reachBetween(enc, creatureOf(enc, q.attackerId), t, blockOf(enc, t), q);
}

/**
 * {@link reachOf} of records already read, the target's block `tb` given (issue 33: the attack's distance check
 * reads each creature once and passes the target's block on to the cover, B-10).
 */
export function reachBetween(
  enc: M4Encounter,
  a: M4CreatureRecord | undefined,
  t: M4CreatureRecord | undefined,
  tb: Body,
  q: Pick<ReachQuery, 'reach' | 'origin' | 'weapon'>,
): ReachVerdict {
  const reach = q.reach ?? a?.reach ?? 1;
  if (!a || !t)
    return {
      horizontal: 0,
      vertical: 0,
      distance: 0,
      reach,
      inReach: false,
      origin: { x: 0, y: 0, side: 1 },
      riderAbove: null,
    };
  const origin = originSpace(enc, a, tb.space, q.origin);
  const m = measure(blockOf(enc, a, origin), tb);
  const inReach = m.distance <= reach;
  let riderAbove: RiderAbove | null = null;
  if (inReach && t.mountId) {
    // MC-TGT-2: the rider at (space height − 1) above its mount, the attacker at its top square (MC-R13).
    const diff = feetHeight(enc, t) - topHeight(enc, a);
    if (diff >= 1 && m.horizontal + diff > reach) {
      const long = q.weapon && (LONG_WEAPONS as readonly string[]).includes(q.weapon) ? q.weapon : null;
      riderAbove = { height: diff, penalty: long ? 0 : -2, weapon: long };
    }
  }
  // Named fields, not `{ ...m, reach, … }`: V8 (Node 20) takes a slow path for a spread followed by new keys
  // (~15 µs here; issue 33).
  return { horizontal: m.horizontal, vertical: m.vertical, distance: m.distance, reach, inReach, origin, riderAbove };
}

/** The ruler: the distance between two creatures' blocks in three dimensions (MC-SPACE-1, MC-R13). */
export function distanceBetween(enc: M4Encounter, a: CreatureId, b: CreatureId): Measure {
  return measure(bodyOf(enc, a), bodyOf(enc, b));
}
