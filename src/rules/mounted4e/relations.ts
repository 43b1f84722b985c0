/**
 * Pure queries about who rides what, where they are and how high (MC-SPACE-1, MC-TGT-2, MC-ELIG-*).
 */
import {
  carriedGroup, distance, endSpaceProblem, groundUnder, heightAboveGround, overlaps, sizeRank, spaceAt, spaceOf, spaceOpen,
  spatialIndex, squaresAdjacentTo, squaresOf, standingSpaces, type Creature, type CreatureId, type Encounter, type Point,
  type Space,
} from '../core';
import { creatureOf } from '../core/creatures';

/** Get a creature or undefined. */
export function creature(enc: Encounter, id: CreatureId | null | undefined): Creature | undefined {
  return id ? creatureOf(enc, id) : undefined;
}

/** The rider of a mount, if any (MC-PASS-*: the one with `isRider`). */
export function riderOf(enc: Encounter, mountId: CreatureId): Creature | undefined {
  // The index lists who each mount carries (no scan of every creature through the draft; issue 8).
  for (const id of spatialIndex(enc).carried.get(mountId) ?? []) {
    const c = creatureOf(enc, id);
    if (c?.isRider) return c;
  }
  return undefined;
}

/** Passengers of a mount (MC-PASS-*), in creation order. */
export function passengersOf(enc: Encounter, mountId: CreatureId): Creature[] {
  const out: Creature[] = [];
  for (const id of spatialIndex(enc).carried.get(mountId) ?? []) {
    const c = creatureOf(enc, id);
    if (c && !c.isRider) out.push(c);
  }
  return out;
}

/** Everyone carried by a mount (rider first, then passengers). */
export function carriedBy(enc: Encounter, mountId: CreatureId): Creature[] {
  const r = riderOf(enc, mountId);
  return [...(r ? [r] : []), ...passengersOf(enc, mountId)];
}

/** The space a creature effectively occupies: a carried creature occupies its mount's space (MC-SPACE-1). */
export function effectiveSpace(enc: Encounter, id: CreatureId): Space {
  const c = creatureOf(enc, id) as Creature;
  const m = creature(enc, c.mountId);
  return m ? spaceOf(m) : spaceOf(c);
}

/** Height of the bottom of a creature's space above the map's zero, in squares (ground + elevation). */
export function bottomHeight(enc: Encounter, c: Creature): number {
  return groundUnder(spaceOf(c), enc.grid) + c.elevation;
}

/**
 * The height of a rider (or passenger), in squares above the map's zero: the mount's height plus
 * (mount's space height − 1) (MC-TGT-2: 1 for a rider of a Large mount on the ground). Always derived from
 * the mount, never stored. For a creature that is not carried it is its own height.
 */
export function riderHeight(enc: Encounter, id: CreatureId): number {
  const c = creatureOf(enc, id);
  if (!c) return 0;
  const base = creature(enc, c.mountId) ?? c;
  // One derivation of a rider's height for rules and board alike (core heightAboveGround, MC-TGT-2).
  return groundUnder(spaceOf(base), enc.grid) + heightAboveGround(enc, c);
}

/** Are the two creatures allies? Same side, or one rides the other (MC-ELIG-2: the mount counts as an ally). */
export function isAlly(enc: Encounter, a: CreatureId, b: CreatureId): boolean {
  const ca = creatureOf(enc, a);
  const cb = creatureOf(enc, b);
  if (!ca || !cb) return false;
  if (ca.side === cb.side) return true;
  if (ca.mountId === b || cb.mountId === a) return true;
  if (ca.mountId && ca.mountId === cb.mountId) return true;
  return false;
}

/** Creatures whose squares `s` (rider-size) would overlap, other than `group`. */
export function landingProblem(enc: Encounter, c: Creature, s: Space, group: Set<CreatureId>): boolean {
  return endSpaceProblem(enc, c, s, group) !== null;
}

/**
 * Top-left squares where `id` may land beside its mount: its space adjacent to the mount's space, on the map,
 * free of blocking terrain and of other creatures (MC-MOUNT-2, MC-PRONE-1/3/4). Empty when none is free.
 */
export function legalDismountSquares(enc: Encounter, id: CreatureId): Point[] {
  const c = creatureOf(enc, id);
  const m = creature(enc, c?.mountId);
  if (!c || !m) return [];
  const ms = spaceOf(m);
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  const group = new Set<CreatureId>([...carriedGroup(enc, m.id)]);
  for (let y = ms.y - side; y <= ms.y + ms.side; y++) {
    for (let x = ms.x - side; x <= ms.x + ms.side; x++) {
      const s = spaceAt({ x, y }, c.size);
      if (overlaps(s, ms) || distance(s, ms, 'chebyshev') !== 1) continue;
      if (!spaceOpen(enc, s)) continue;
      if (landingProblem(enc, c, s, group)) continue;
      out.push({ x, y });
    }
  }
  return out;
}

/** Top-left squares for `c` inside `area` (a space) that are free and do not overlap `avoid`. */
export function freeSquaresWithin(enc: Encounter, c: Creature, area: Space, avoid: Space | null, group: Set<CreatureId>): Point[] {
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  for (let y = area.y; y + side <= area.y + area.side; y++) {
    for (let x = area.x; x + side <= area.x + area.side; x++) {
      const s = spaceAt({ x, y }, c.size);
      if (avoid && overlaps(s, avoid)) continue;
      if (!spaceOpen(enc, s) || landingProblem(enc, c, s, group)) continue;
      out.push({ x, y });
    }
  }
  return out;
}

/**
 * Nearest free place for `c` around `from` when the rules' own squares are all taken (app ruling MC-R5:
 * the creature lands in the nearest free space, ties by reading order).
 */
export function nearestFreeSquare(enc: Encounter, c: Creature, from: Space, group: Set<CreatureId>): Point | null {
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  for (let r = 1; r < enc.grid.width + enc.grid.height; r++) {
    for (let y = from.y - r - side + 1; y <= from.y + from.side + r - 1; y++) {
      for (let x = from.x - r - side + 1; x <= from.x + from.side + r - 1; x++) {
        const s = spaceAt({ x, y }, c.size);
        if (distance(s, from, 'chebyshev') !== r || overlaps(s, from)) continue;
        if (spaceOpen(enc, s) && !landingProblem(enc, c, s, group)) return { x, y };
      }
    }
  }
  return null;
}

/** Origin squares a rider may choose for its powers (MC-SPACE-2): rider-size spaces inside the mount's space. */
export function originSquares(enc: Encounter, riderId: CreatureId): Point[] {
  const c = creatureOf(enc, riderId);
  if (!c) return [];
  const m = creature(enc, c.mountId);
  if (!m) return [c.pos];
  const ms = spaceOf(m);
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  for (let y = ms.y; y + side <= ms.y + ms.side; y++) for (let x = ms.x; x + side <= ms.x + ms.side; x++) out.push({ x, y });
  return out;
}

/** Is `b` one size category or more larger than `a` (MC-ELIG-1)? */
export function largeEnough(rider: Creature, mount: Creature): boolean {
  return sizeRank(mount.size) >= sizeRank(rider.size) + 1;
}

/** Squares adjacent to a creature's effective space (for the board). */
export function adjacentSquares(enc: Encounter, id: CreatureId): Point[] {
  return squaresAdjacentTo(effectiveSpace(enc, id), enc.grid, 'chebyshev');
}

/** Are these creatures unrelated standers that overlap? (Used by invariants.) */
export function overlappingStanders(enc: Encounter): [CreatureId, CreatureId][] {
  const st = standingSpaces(enc, new Set());
  const out: [CreatureId, CreatureId][] = [];
  for (let i = 0; i < st.length; i++) {
    for (let j = i + 1; j < st.length; j++) {
      const a = st[i] as { c: Creature; s: Space };
      const b = st[j] as { c: Creature; s: Space };
      if (overlaps(a.s, b.s)) out.push([a.c.id, b.c.id]);
    }
  }
  return out;
}

export { squaresOf };
