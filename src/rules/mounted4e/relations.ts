/**
 * Pure queries about who rides what, where they are and how high (MC-SPACE-1, MC-TGT-2, MC-ELIG-*). Each reads
 * the kernel's spatial index (who carries whom, who stands where) instead of scanning the creatures.
 */
import {
  creatureOf,
  distance,
  endSpaceProblem,
  groundUnder,
  overlaps,
  sizeRank,
  spaceAt,
  spaceOf,
  spaceOpen,
  spatialIndex,
  type CreatureId,
  type Point,
  type Space,
} from '../core';
import { heightAboveGround4e as heightAboveGround } from './heights';
import { grid, type M4CreatureRecord, type M4Encounter } from './model';

/** A creature, or undefined for a missing id (or none). */
export function creature(enc: M4Encounter, id: CreatureId | null | undefined): M4CreatureRecord | undefined {
  return id ? creatureOf(enc, id) : undefined;
}

const NONE: readonly CreatureId[] = [];
/** Who a mount carries, in creature order (the index's own list: read, never kept). */
function carried(enc: M4Encounter, mountId: CreatureId): readonly CreatureId[] {
  return spatialIndex(enc).carried.get(mountId) ?? NONE;
}

/** The rider of a mount, if any (MC-PASS-*: the one with `isRider`). */
export function riderOf(enc: M4Encounter, mountId: CreatureId): M4CreatureRecord | undefined {
  for (const id of carried(enc, mountId)) {
    const c = creatureOf(enc, id);
    if (c?.isRider) return c;
  }
  return undefined;
}

/** Passengers of a mount (MC-PASS-*), in creation order. */
export function passengersOf(enc: M4Encounter, mountId: CreatureId): M4CreatureRecord[] {
  const out: M4CreatureRecord[] = [];
  for (const id of carried(enc, mountId)) {
    const c = creatureOf(enc, id);
    if (c && !c.isRider) out.push(c);
  }
  return out;
}

/**
 * Everyone carried by a mount (rider first, then passengers: MC-PASS-*). One read of the carried list and of each
 * record (issue 33: it was three index syncs and two reads of every record, once per move).
 */
export function carriedBy(enc: M4Encounter, mountId: CreatureId): M4CreatureRecord[] {
  const ids = carried(enc, mountId);
  if (ids.length === 0) return [];
  const out: M4CreatureRecord[] = [];
  let rider: M4CreatureRecord | undefined;
  for (const id of ids) {
    const c = creatureOf(enc, id);
    if (!c) continue;
    if (c.isRider && rider === undefined) rider = c;
    else if (!c.isRider) out.push(c);
  }
  if (rider) out.unshift(rider);
  return out;
}

/** The space a creature effectively occupies: a carried creature occupies its mount's space (MC-SPACE-1). */
export function effectiveSpace(enc: M4Encounter, id: CreatureId): Space {
  const c = creatureOf(enc, id);
  if (!c) return { x: 0, y: 0, side: 1 };
  const m = creature(enc, c.mountId);
  return m ? spaceOf(m) : spaceOf(c);
}

/**
 * The height of a rider (or passenger), in squares above the map's zero: the mount's height plus
 * (mount's space height − 1) (MC-TGT-2: 1 for a rider of a Large mount on the ground). Always derived from
 * the mount, never stored. For a creature that is not carried it is its own height.
 */
export function riderHeight(enc: M4Encounter, id: CreatureId): number {
  const c = creatureOf(enc, id);
  if (!c) return 0;
  const base = creature(enc, c.mountId) ?? c;
  // One derivation of a rider's height for rules and board alike (heights.ts, MC-TGT-2; the board reads it too).
  return groundUnder(spaceOf(base), enc.grid) + heightAboveGround(enc, c);
}

/** Who each mount carries: the spatial index's lists, read once per query (issue 33: one index sync, not three). */
type CarriedLists = ReadonlyMap<CreatureId, readonly CreatureId[]>;

/**
 * Does `c` count as belonging to `side`? Its own side, or — for a mount — the side of a creature it carries:
 * MC-ELIG-2, the mount is an ally of its rider and of the rider's allies (RULING MC-R12: of its passengers
 * and their allies too). Reads only the mount's carried list.
 */
function standsWith(
  enc: M4Encounter,
  c: M4CreatureRecord,
  side: M4CreatureRecord['side'],
  lists: CarriedLists,
): boolean {
  if (c.side === side) return true;
  for (const id of lists.get(c.id) ?? NONE) if (creatureOf(enc, id)?.side === side) return true;
  return false;
}

/**
 * Are the two creatures allies (MC-ELIG-2)? Same side; one rides the other or both ride one mount; or a
 * mount counts on the side of a creature it carries, so it is an ally of its rider's allies (and they of it):
 * they pass through its space and are not offered opportunity attacks when it moves (B-11).
 */
export function isAlly(enc: M4Encounter, a: CreatureId, b: CreatureId): boolean {
  const ca = creatureOf(enc, a);
  const cb = creatureOf(enc, b);
  if (!ca || !cb) return false;
  return alliedRecords(enc, ca, cb);
}

/**
 * {@link isAlly} of two records already read (MC-ELIG-2), with the carried lists of one index read (`given`,
 * default: the index now, read only if needed): a query that tests many creatures against one (cover's blockers, B-10) reads each
 * record once (issue 33). Same answer as `isAlly(enc, a.id, b.id)` for the encounter's present records.
 */
export function alliedRecords(
  enc: M4Encounter,
  ca: M4CreatureRecord,
  cb: M4CreatureRecord,
  given?: CarriedLists,
): boolean {
  if (ca.side === cb.side) return true;
  if (ca.mountId === cb.id || cb.mountId === ca.id) return true;
  if (ca.mountId && ca.mountId === cb.mountId) return true;
  // The index is read only past the record tests (most pairs are decided above).
  const lists = given ?? spatialIndex(enc).carried;
  if (standsWith(enc, ca, cb.side, lists) || standsWith(enc, cb, ca.side, lists)) return true;
  // Two mounts whose riders are allies (or a mount and its rider's allies' mounts).
  for (const id of lists.get(ca.id) ?? NONE) {
    const r = creatureOf(enc, id);
    if (r && standsWith(enc, cb, r.side, lists)) return true;
  }
  return false;
}

/** Would a creature's space `s` be refused as a place to end in (off the map, blocked, occupied by others than `group`)? */
function landingProblem(enc: M4Encounter, s: Space, group: ReadonlySet<CreatureId>): boolean {
  return endSpaceProblem(enc, grid, s, group) !== null;
}

/**
 * Top-left squares where `id` may land beside its mount: its space adjacent to the mount's space, on the map,
 * free of blocking terrain and of other creatures (MC-MOUNT-2, MC-PRONE-1/3/4). Empty when none is free.
 */
export function legalDismountSquares(enc: M4Encounter, id: CreatureId): Point[] {
  const c = creatureOf(enc, id);
  const m = creature(enc, c?.mountId);
  if (!c || !m) return [];
  const ms = spaceOf(m);
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  const group = new Set<CreatureId>([m.id, ...carried(enc, m.id)]);
  for (let y = ms.y - side; y <= ms.y + ms.side; y++) {
    for (let x = ms.x - side; x <= ms.x + ms.side; x++) {
      const s = spaceAt({ x, y }, c.size);
      if (overlaps(s, ms) || distance(s, ms, 'chebyshev') !== 1) continue;
      if (!spaceOpen(enc, s) || landingProblem(enc, s, group)) continue;
      out.push({ x, y });
    }
  }
  return out;
}

/** Top-left squares for `c` inside `area` (a space) that are free and do not overlap `avoid`. */
export function freeSquaresWithin(
  enc: M4Encounter,
  c: M4CreatureRecord,
  area: Space,
  avoid: Space | null,
  group: ReadonlySet<CreatureId>,
): Point[] {
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  for (let y = area.y; y + side <= area.y + area.side; y++) {
    for (let x = area.x; x + side <= area.x + area.side; x++) {
      const s = spaceAt({ x, y }, c.size);
      if (avoid && overlaps(s, avoid)) continue;
      if (!spaceOpen(enc, s) || landingProblem(enc, s, group)) continue;
      out.push({ x, y });
    }
  }
  return out;
}

/**
 * Nearest free place for `c` around `from` when the rules' own squares are all taken (app ruling MC-R5:
 * the creature lands in the nearest free space, ties by reading order).
 */
export function nearestFreeSquare(
  enc: M4Encounter,
  c: M4CreatureRecord,
  from: Space,
  group: ReadonlySet<CreatureId>,
): Point | null {
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  for (let r = 1; r < enc.grid.width + enc.grid.height; r++) {
    for (let y = from.y - r - side + 1; y <= from.y + from.side + r - 1; y++) {
      for (let x = from.x - r - side + 1; x <= from.x + from.side + r - 1; x++) {
        const s = spaceAt({ x, y }, c.size);
        if (distance(s, from, 'chebyshev') !== r || overlaps(s, from)) continue;
        if (spaceOpen(enc, s) && !landingProblem(enc, s, group)) return { x, y };
      }
    }
  }
  return null;
}

/** Origin squares a rider may choose for its powers (MC-SPACE-2): rider-size spaces inside the mount's space. */
export function originSquares(enc: M4Encounter, riderId: CreatureId): Point[] {
  const c = creatureOf(enc, riderId);
  if (!c) return [];
  const m = creature(enc, c.mountId);
  if (!m) return [c.pos];
  const ms = spaceOf(m);
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const out: Point[] = [];
  for (let y = ms.y; y + side <= ms.y + ms.side; y++)
    for (let x = ms.x; x + side <= ms.x + ms.side; x++) out.push({ x, y });
  return out;
}

/** Is the mount one size category or more larger than the rider (MC-ELIG-1)? */
export function largeEnough(rider: M4CreatureRecord, mount: M4CreatureRecord): boolean {
  return sizeRank(mount.size) >= sizeRank(rider.size) + 1;
}
