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

/** immer's (stable, global) symbol for a draft's state; see {@link readable}. */
const DRAFT_STATE = Symbol.for('immer-state');
interface DraftState {
  modified_: boolean;
  base_: unknown;
  copy_: unknown;
}

/** The draft state behind a value, if it is an immer draft. */
function stateOf(v: unknown): DraftState | undefined {
  return v !== null && typeof v === 'object' ? (v as { [DRAFT_STATE]?: DraftState })[DRAFT_STATE] : undefined;
}

/** The current plain container behind a draft (its copy once modified), or the value itself. */
function latest(v: unknown): unknown {
  const st = stateOf(v);
  return st ? (st.modified_ ? st.copy_ : st.base_) : v;
}

/** Marks a shard slot synced from a modified draft (see LiveIndex.sync). */
const LIVE = Symbol('live');

function snapshot(v: unknown): unknown {
  const st = (v as { [DRAFT_STATE]?: DraftState } | null)?.[DRAFT_STATE];
  if (!st) return v;
  if (!st.modified_) return st.base_;
  const src = st.copy_ as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(src) ? src.slice() : { ...src };
  for (const k in copy) {
    const child = (copy as Record<string, unknown>)[k];
    if (child !== null && typeof child === 'object') (copy as Record<string, unknown>)[k] = snapshot(child);
  }
  return copy;
}

/**
 * A plain (non-draft) value for read-only scans: the draft's base while unmodified, else a snapshot that
 * copies only the modified drafts and shares everything else. immer's own `current` copies the draft through
 * its proxy, which creates a child draft for every entry it passes (64 shards, then every creature of a
 * changed shard) — most of a command's cost before this. Reads immer's draft state (`modified_`, `base_`,
 * `copy_`, stable since immer 6); spatial.test.ts checks the result equals `current` so an upgrade that
 * changes them fails the tests, and anything unexpected falls back to `current`.
 */
export function readable<T>(x: T): T {
  if (!isDraft(x)) return x;
  const st = (x as { [DRAFT_STATE]?: DraftState })[DRAFT_STATE];
  if (!st || typeof st.modified_ !== 'boolean' || !('base_' in st) || !('copy_' in st)) return current(x as Draft<T>) as T;
  return snapshot(x) as T;
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
  /** Place of a creature in `creatureOrder` (−1 if absent). */
  rankOf(id: CreatureId): number;
}

/** Key of a square in the index (works for squares a little off the map as well). */
export function cellKey(x: number, y: number): number {
  return (y + 64) * 65536 + (x + 64);
}


/** The live index (see the module comment). Exported for tests. */
export class LiveIndex implements SpatialIndex {
  order: readonly CreatureId[] = [];
  readonly cells = new Map<number, Stander[]>();
  readonly carried = new Map<CreatureId, CreatureId[]>();
  private rank = new Map<CreatureId, number>();
  /** The shard object each slot was last synced from (or {@link LIVE} for a modified draft's copy). */
  private shards: unknown[] = [];
  /** Ids indexed from each shard slot. */
  private shardIds: (CreatureId[] | undefined)[] = [];
  /** Each indexed creature (the object indexed) and what it contributed: its stander, or its mount's id. */
  private entries = new Map<CreatureId, { c: Creature; st?: Stander; mountId?: CreatureId }>();
  private standingList: Stander[] | null = null;
  /** Creatures (re)indexed since construction (for tests and profiling). */
  indexed = 0;

  rankOf(id: CreatureId): number {
    return this.rank.get(id) ?? -1;
  }

  get standing(): readonly Stander[] {
    if (!this.standingList) {
      const list: Stander[] = [];
      for (const id of this.order) {
        const st = this.entries.get(id)?.st;
        if (st) list.push(st);
      }
      this.standingList = list;
    }
    return this.standingList;
  }

  /**
   * Bring the index to `table` / `order`. The table may be an immer draft: its state is read directly (no
   * proxy, no copy), unchanged shards are skipped by identity, and in a changed shard only creatures whose
   * object changed are re-indexed (a modified creature draft is snapshotted, usually one to four of them).
   */
  sync(table: CreatureTable, order: readonly CreatureId[]): this {
    if (order !== this.order) {
      this.order = order;
      this.rank = new Map(order.map((id, i) => [id, i]));
      this.cells.clear();
      this.carried.clear();
      this.entries.clear();
      this.shards = [];
      this.shardIds = [];
      this.standingList = null;
    }
    const arr = latest(table) as readonly unknown[];
    for (let i = 0; i < arr.length; i++) {
      let v = arr[i];
      if (v === this.shards[i]) continue;
      const st = stateOf(v);
      if (st && st.modified_) {
        this.diff(i, st.copy_ as Record<CreatureId, unknown>);
        this.shards[i] = LIVE; // a draft's copy changes in place: compare its creatures again next time
        continue;
      }
      if (st) {
        v = st.base_;
        if (v === this.shards[i]) continue;
      }
      this.diff(i, v as Record<CreatureId, unknown> | undefined);
      this.shards[i] = v;
    }
    return this;
  }

  /** Re-index the creatures of shard `i` whose object changed; drop those no longer in it. */
  private diff(i: number, shard: Record<CreatureId, unknown> | undefined): void {
    const before = this.shardIds[i];
    if (before) for (const id of before) if (!shard || !Object.prototype.hasOwnProperty.call(shard, id)) this.removeOne(id);
    const ids: CreatureId[] = [];
    if (shard) {
      for (const id in shard) {
        ids.push(id);
        const v = shard[id];
        const st = stateOf(v);
        const c = (st ? (st.modified_ ? snapshot(v) : st.base_) : v) as Creature;
        const e = this.entries.get(id);
        if (e && e.c === c) continue;
        if (e) this.removeOne(id);
        this.addOne(id, c);
      }
    }
    this.shardIds[i] = ids;
  }

  private addOne(id: CreatureId, c: Creature): void {
    const order = this.rank.get(id);
    if (order === undefined) return; // not in creatureOrder: not on the board
    this.indexed++;
    if (c.mountId) {
      const list = this.carried.get(c.mountId);
      if (!list) this.carried.set(c.mountId, [id]);
      else {
        let at = list.length;
        while (at > 0 && (this.rank.get(list[at - 1] as CreatureId) ?? 0) > order) at--;
        list.splice(at, 0, id);
      }
      this.entries.set(id, { c, mountId: c.mountId });
      return;
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
    this.entries.set(id, { c, st });
    this.standingList = null;
  }

  private removeOne(id: CreatureId): void {
    const e = this.entries.get(id);
    if (e === undefined) return;
    this.entries.delete(id);
    if (e.mountId !== undefined) {
      const list = this.carried.get(e.mountId);
      if (!list) return;
      const at = list.indexOf(id);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) this.carried.delete(e.mountId);
      return;
    }
    const st = e.st as Stander;
    for (let dy = 0; dy < st.s.side; dy++) {
      for (let dx = 0; dx < st.s.side; dx++) {
        const k = cellKey(st.s.x + dx, st.s.y + dy);
        const list = this.cells.get(k);
        if (!list) continue;
        const at = list.indexOf(st);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0) this.cells.delete(k);
      }
    }
    this.standingList = null;
  }
}

const live = new LiveIndex();

/** The index of an encounter's creatures (the shared live index, brought to this state). */
export function spatialIndex(enc: Pick<Encounter, 'creatures' | 'creatureOrder'>): SpatialIndex {
  return live.sync(enc.creatures, readable(enc.creatureOrder));
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

/** Ids of the creatures a mount carries (rider and passengers), in creature order. */
export function carriedIds(enc: Pick<Encounter, 'creatures' | 'creatureOrder'>, mountId: CreatureId): CreatureId[] {
  return [...(spatialIndex(enc).carried.get(mountId) ?? [])];
}

/**
 * Creatures standing within `reach` squares of any of `spaces` (their spaces overlap the spaces grown by
 * `reach`), plus everyone those carry, in creature order. A superset for adjacency rules (B-11 opportunity
 * attacks, MC-SPACE-2): callers still check the exact distance. Reads only the squares around the spaces.
 */
export function creaturesNear(enc: Encounter, spaces: readonly Space[], reach: number): CreatureId[] {
  const idx = spatialIndex(enc);
  const found = new Set<CreatureId>();
  for (const s of spaces) {
    for (let y = s.y - reach; y < s.y + s.side + reach; y++) {
      for (let x = s.x - reach; x < s.x + s.side + reach; x++) {
        const list = idx.cells.get(cellKey(x, y));
        if (list) for (const st of list) found.add(st.c.id);
      }
    }
  }
  const queue = [...found];
  while (queue.length) {
    for (const id of idx.carried.get(queue.pop() as CreatureId) ?? []) {
      if (found.has(id)) continue;
      found.add(id);
      queue.push(id);
    }
  }
  return [...found].sort((a, b) => idx.rankOf(a) - idx.rankOf(b));
}
