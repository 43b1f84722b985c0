/**
 * Fast read-only queries for the movement rules: who stands in which square and who rides whom.
 *
 * Why: handlers run on an immer draft, and scanning `draft.creatures` creates a proxy for every creature it
 * touches (1,000 proxies per scan on a large map, then finalised). The queries here read the plain state
 * behind the draft (`current` is O(1) while the creatures are unmodified) and keep an index per creatures
 * record; a frozen (committed) record never changes, so its index is built once and shared by every query of
 * every command applied to that state. Only the last few indexes are kept (an index per history entry would
 * cost ~100 kB each on a large map).
 */
import { current, isDraft, type Draft } from 'immer';
import type { Space } from './geometry';
import type { Creature, CreatureId, Encounter } from './model';
import { spaceSide } from './model';

/** A plain (non-draft) value for read-only scans: the draft's base while unmodified, else a snapshot. */
export function readable<T>(x: T): T {
  return isDraft(x) ? (current(x as Draft<T>) as T) : x;
}

/** A creature standing on its own (not carried) with its space and its place in `creatureOrder`. */
export interface Stander {
  c: Creature;
  s: Space;
  order: number;
}

/** The index of one creatures record. */
export interface SpatialIndex {
  order: readonly CreatureId[];
  /** Standing creatures in creature order. */
  standing: Stander[];
  /** Standing creatures by square (see {@link cellKey}); spaces reaching off the map are indexed there too. */
  cells: Map<number, Stander[]>;
  /** Creatures carried by each mount, in creature order. */
  carried: Map<CreatureId, CreatureId[]>;
}

/** Key of a square in the index (works for squares a little off the map as well). */
export function cellKey(x: number, y: number): number {
  return (y + 64) * 65536 + (x + 64);
}

/** Most recently used indexes, keyed by the frozen creatures record they describe (newest first). */
const cache: { creatures: object; idx: SpatialIndex }[] = [];
const CACHE_SIZE = 4;

function build(creatures: Record<CreatureId, Creature>, order: readonly CreatureId[]): SpatialIndex {
  const standing: Stander[] = [];
  const cells = new Map<number, Stander[]>();
  const carried = new Map<CreatureId, CreatureId[]>();
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as CreatureId;
    const c = creatures[id];
    if (!c) continue;
    if (c.mountId) {
      const list = carried.get(c.mountId);
      if (list) list.push(id);
      else carried.set(c.mountId, [id]);
      continue;
    }
    const side = spaceSide(c.size);
    const st: Stander = { c, s: { x: c.pos.x, y: c.pos.y, side }, order: i };
    standing.push(st);
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const k = cellKey(c.pos.x + dx, c.pos.y + dy);
        const list = cells.get(k);
        if (list) list.push(st);
        else cells.set(k, [st]);
      }
    }
  }
  return { order, standing, cells, carried };
}

/** The index of an encounter's creatures (cached while the creatures record is frozen, i.e. committed). */
export function spatialIndex(enc: Encounter): SpatialIndex {
  const creatures = readable(enc.creatures);
  const order = readable(enc.creatureOrder);
  for (let i = 0; i < cache.length; i++) {
    const e = cache[i] as { creatures: object; idx: SpatialIndex };
    if (e.creatures === creatures && e.idx.order === order) {
      if (i > 0) cache.unshift(...cache.splice(i, 1));
      return e.idx;
    }
  }
  const idx = build(creatures, order);
  if (Object.isFrozen(creatures) && Object.isFrozen(order)) {
    cache.unshift({ creatures, idx });
    if (cache.length > CACHE_SIZE) cache.pop();
  }
  return idx;
}

/** Standing creatures whose space overlaps `s`, in creature order, other than those in `except`. */
export function standersIn(idx: SpatialIndex, s: Space, except: ReadonlySet<CreatureId>): Stander[] {
  const found: Stander[] = [];
  for (let dy = 0; dy < s.side; dy++) {
    for (let dx = 0; dx < s.side; dx++) {
      const list = idx.cells.get(cellKey(s.x + dx, s.y + dy));
      if (!list) continue;
      for (const st of list) if (!except.has(st.c.id) && !found.includes(st)) found.push(st);
    }
  }
  if (found.length > 1) found.sort((a, b) => a.order - b.order);
  return found;
}
