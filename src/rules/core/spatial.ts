/**
 * Fast read-only queries for the movement rules: who stands in which square and who rides whom.
 *
 * Why (issue 8): handlers run on an immer draft, and scanning `draft.creatures` creates a proxy for every
 * creature it touches (1,000 proxies per scan on a large map, then finalised); rebuilding an index per query
 * is O(creatures) as well. Instead there is one live index that is moved from state to state by comparing
 * the creature table's shards (creatures.ts) by identity: a command changes one or two shards, so bringing the
 * index to the next state re-indexes ~16 creatures per changed shard instead of 1,000. Queries read the plain
 * state behind a draft (`readable`: the base object while unmodified, a snapshot of the changed parts after).
 *
 * The index is shared: use what `spatialIndex` returns before asking it about another state.
 */
import { current, isDraft, type Draft } from 'immer';
import type { CreatureTable } from './creatures';
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

/** The index of one state's creatures. */
export interface SpatialIndex {
  readonly order: readonly CreatureId[];
  /** Standing creatures in creature order. */
  readonly standing: readonly Stander[];
  /** Standing creatures by square (see {@link cellKey}); spaces reaching off the map are indexed there too. */
  readonly cells: ReadonlyMap<number, readonly Stander[]>;
  /** Creatures carried by each mount, in creature order. */
  readonly carried: ReadonlyMap<CreatureId, readonly CreatureId[]>;
}

/** Key of a square in the index (works for squares a little off the map as well). */
export function cellKey(x: number, y: number): number {
  return (y + 64) * 65536 + (x + 64);
}

type Shard = Readonly<Record<CreatureId, Creature>>;

/** The live index (see the module comment). Exported for tests. */
export class LiveIndex implements SpatialIndex {
  order: readonly CreatureId[] = [];
  readonly cells = new Map<number, Stander[]>();
  readonly carried = new Map<CreatureId, CreatureId[]>();
  private rank = new Map<CreatureId, number>();
  private shards: (Shard | undefined)[] = [];
  /** What each indexed creature contributed: its stander, or the id of the mount carrying it. */
  private entries = new Map<CreatureId, Stander | CreatureId>();
  private standingList: Stander[] | null = null;
  /** Creatures (re)indexed since construction (for tests and profiling). */
  indexed = 0;

  get standing(): readonly Stander[] {
    if (!this.standingList) {
      const list: Stander[] = [];
      for (const id of this.order) {
        const e = this.entries.get(id);
        if (e && typeof e !== 'string') list.push(e);
      }
      this.standingList = list;
    }
    return this.standingList;
  }

  /** Bring the index to `table` / `order` (both plain, never mutated afterwards). */
  sync(table: CreatureTable, order: readonly CreatureId[]): this {
    if (order !== this.order) {
      this.order = order;
      this.rank = new Map(order.map((id, i) => [id, i]));
      this.cells.clear();
      this.carried.clear();
      this.entries.clear();
      this.shards = [];
      this.standingList = null;
    }
    for (let i = 0; i < table.length; i++) {
      const next = table[i];
      const prev = this.shards[i];
      if (next === prev) continue;
      if (prev) this.remove(prev);
      if (next) this.add(next);
      this.shards[i] = next;
      this.standingList = null;
    }
    return this;
  }

  private add(shard: Shard): void {
    for (const id in shard) {
      const c = shard[id] as Creature;
      const order = this.rank.get(id);
      if (order === undefined) continue; // not in creatureOrder: not on the board
      this.indexed++;
      if (c.mountId) {
        const list = this.carried.get(c.mountId);
        if (!list) this.carried.set(c.mountId, [id]);
        else {
          let at = list.length;
          while (at > 0 && (this.rank.get(list[at - 1] as CreatureId) ?? 0) > order) at--;
          list.splice(at, 0, id);
        }
        this.entries.set(id, c.mountId);
        continue;
      }
      const side = spaceSide(c.size);
      const st: Stander = { c, s: { x: c.pos.x, y: c.pos.y, side }, order };
      for (let dy = 0; dy < side; dy++) {
        for (let dx = 0; dx < side; dx++) {
          const k = cellKey(c.pos.x + dx, c.pos.y + dy);
          const list = this.cells.get(k);
          if (list) list.push(st);
          else this.cells.set(k, [st]);
        }
      }
      this.entries.set(id, st);
    }
  }

  private remove(shard: Shard): void {
    for (const id in shard) {
      const e = this.entries.get(id);
      if (e === undefined) continue;
      this.entries.delete(id);
      if (typeof e === 'string') {
        const list = this.carried.get(e);
        if (!list) continue;
        const at = list.indexOf(id);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0) this.carried.delete(e);
        continue;
      }
      for (let dy = 0; dy < e.s.side; dy++) {
        for (let dx = 0; dx < e.s.side; dx++) {
          const k = cellKey(e.s.x + dx, e.s.y + dy);
          const list = this.cells.get(k);
          if (!list) continue;
          const at = list.indexOf(e);
          if (at >= 0) list.splice(at, 1);
          if (list.length === 0) this.cells.delete(k);
        }
      }
    }
  }
}

const live = new LiveIndex();

/** The index of an encounter's creatures (the shared live index, brought to this state). */
export function spatialIndex(enc: Encounter): SpatialIndex {
  return live.sync(readable(enc.creatures), readable(enc.creatureOrder));
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
