/**
 * The spatial and relation index of an encounter's creatures: who stands in which square and who rides whom.
 *
 * Ownership (issue 12): one index per creature container — the record object a state or a session holds —
 * kept in a WeakMap keyed by that container, so two states never share an index and an index dies with its
 * state. It never reads a library's private fields. It is brought up to date from the ids a transaction,
 * an undo or a redo touched ({@link touchIndex}): a command re-indexes the two or three creatures it changed,
 * not the whole table. A record that is still a command's working copy (not yet frozen) is re-checked at every
 * query until the command commits, because the handler may still change it.
 */
import type { Space } from './geometry';
import type { Creature, CreatureId, Encounter } from './model';
import { spaceSide } from './model';
import { closedCount, isWorking, Slots } from './working';

/** A creature standing on its own (not carried) with its space and its place in `creatureOrder`. */
export interface Stander {
  readonly c: Creature;
  readonly s: Space;
  readonly order: number;
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
  /**
   * Does any standing creature cover the square? A byte per square of the map, so a search asks the hash map of
   * cells only about occupied squares (most are empty: a 400×400 map's cells do not stay in the CPU cache).
   */
  occupied(x: number, y: number): boolean;
}

/** Key of a square in the index (works for squares a little off the map as well). */
export function cellKey(x: number, y: number): number {
  return (y + 64) * 65536 + (x + 64);
}

type Table = Readonly<Record<CreatureId, Creature>>;
type Indexed = { c: Creature; x: number; y: number; side: number; mountId: CreatureId | null; st?: Stander };

/** The index of one creature container. Exported for tests. */
export class CreatureIndex implements SpatialIndex {
  order: readonly CreatureId[] = [];
  readonly cells = new Map<number, Stander[]>();
  readonly carried = new Map<CreatureId, CreatureId[]>();
  private rank = new Map<CreatureId, number>();
  private entries = new Map<CreatureId, Indexed>();
  private standingList: Stander[] | null = null;
  /**
   * Ids to re-check at the next query, in the order touched (issue 33: a list that keeps its storage; a set
   * emptied after every command gave its table back and grew it again).
   */
  readonly dirty = new Slots<CreatureId>();
  /**
   * The generation of the dirty list: bumped by every {@link touchIndex} of this container. While it and the count
   * of ended transactions ({@link closedCount}) are what the last sync saw, the ids left in `dirty` are still
   * working copies holding the records and entries the last sync kept (`keptC`, `keptE`): a query then compares
   * only their place, size and mount (issue 33: a query re-checked every working copy of the command by id).
   */
  touches = 0;
  /**
   * Was an id already in `dirty` touched again since the last sync (its record may have been replaced)? While not,
   * the first `keptN` ids still have the records the last sync kept, whatever else was touched (a record is replaced
   * only with a touch): a sync compares only their place, size and mount — and, once a transaction has ended,
   * whether each is still a working copy — and reads the others (issue 33, round 10).
   */
  retouched = false;
  private keptN = 0;
  private seenTouches = -1;
  private seenCloses = -1;
  private readonly keptC: (Creature | undefined)[] = [];
  private readonly keptE: (Indexed | undefined)[] = [];
  /** Creatures (re)indexed since construction (tests and profiling). */
  indexed = 0;
  /** Standing creatures per square of the map (see {@link SpatialIndex.occupied}); sized by `sync`'s grid. */
  private occ = new Uint8Array(0);
  private w = 0;
  private h = 0;

  constructor(private readonly table: Table) {}

  occupied(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return this.cells.has(cellKey(x, y));
    return this.occ[y * this.w + x] !== 0;
  }

  private bump(x: number, y: number, d: number): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const k = y * this.w + x;
    this.occ[k] = Math.max(0, Math.min(255, (this.occ[k] as number) + d));
  }

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

  /** Bring the index to the container's current content (`order` is the state's `creatureOrder`). */
  sync(order: readonly CreatureId[], width = 0, height = 0): this {
    // A call without the map's size (a holder with no grid) keeps the size the index has.
    const resize = width > 0 && (width !== this.w || height !== this.h);
    if (order !== this.order || resize) {
      if (resize) {
        this.w = width;
        this.h = height;
      }
      this.occ = new Uint8Array(this.w * this.h);
      this.rebuild(order);
      return this;
    }
    const dirty = this.dirty;
    if (dirty.length === 0) return this;
    if (this.touches === this.seenTouches && closedCount() === this.seenCloses) {
      // No record replaced and no transaction ended since the last sync: the kept working copies are the same
      // objects, only their fields may have been assigned since.
      const keptC = this.keptC;
      const keptE = this.keptE;
      for (let i = 0; i < dirty.length; i++) {
        const e = keptE[i];
        if (e === undefined) continue; // not on the board (not in creatureOrder)
        const c = keptC[i] as Creature;
        if (e.x !== c.pos.x || e.y !== c.pos.y || e.side !== spaceSide(c.size) || e.mountId !== c.mountId) {
          const id = dirty.at(i);
          this.removeOne(id);
          keptE[i] = this.addOne(id, c);
        }
      }
      return this;
    }
    // The records the last sync kept, when none was replaced since (see `retouched`); after a transaction ended,
    // each is still checked for being a working copy.
    const same = this.retouched ? 0 : this.keptN;
    const ended = closedCount() !== this.seenCloses;
    let kept = 0;
    for (let i = 0; i < dirty.length; i++) {
      const id = dirty.at(i);
      if (i < same) {
        const c = this.keptC[i] as Creature;
        let e = this.keptE[i];
        if (
          e !== undefined &&
          (e.x !== c.pos.x || e.y !== c.pos.y || e.side !== spaceSide(c.size) || e.mountId !== c.mountId)
        ) {
          this.removeOne(id);
          e = this.addOne(id, c);
        }
        if (!ended || isWorking(c)) {
          this.keptC[kept] = c;
          this.keptE[kept] = e;
          dirty.moveTo(kept++, id);
        }
        continue;
      }
      const c = Object.prototype.hasOwnProperty.call(this.table, id) ? this.table[id] : undefined;
      let e = this.entries.get(id);
      if (!c) {
        if (e) this.removeOne(id);
      } else if (!e || e.x !== c.pos.x || e.y !== c.pos.y || e.side !== spaceSide(c.size) || e.mountId !== c.mountId) {
        if (e) this.removeOne(id);
        e = this.addOne(id, c);
      } else if (e.c !== c) {
        // Same place, new record (hit points, conditions, a turn's marks: most commands): the entry is updated in
        // place, not taken out of its squares and put back (issue 33).
        e.c = c;
        if (e.st) (e.st as { c: Creature }).c = c;
      }
      // A working copy may still change within its command: keep checking it until it is committed.
      if (c && isWorking(c)) {
        this.keptC[kept] = c;
        this.keptE[kept] = e;
        dirty.moveTo(kept++, id);
      }
    }
    dirty.keepFirst(kept);
    this.forgetKept(kept);
    return this;
  }

  /** Let go of the kept records past the first `n` (see {@link touches}) and remember what this sync saw. */
  private forgetKept(n: number): void {
    for (let i = n; i < this.keptC.length && this.keptC[i] !== undefined; i++) {
      this.keptC[i] = undefined;
      this.keptE[i] = undefined;
    }
    this.keptN = n;
    this.retouched = false;
    this.seenTouches = this.touches;
    this.seenCloses = closedCount();
  }

  private rebuild(order: readonly CreatureId[]): void {
    this.order = order;
    this.rank = new Map(order.map((id, i) => [id, i]));
    this.cells.clear();
    this.carried.clear();
    this.entries.clear();
    this.standingList = null;
    this.dirty.clear();
    for (const id of order) {
      const c = Object.prototype.hasOwnProperty.call(this.table, id) ? this.table[id] : undefined;
      if (!c) continue;
      const e = this.addOne(id, c);
      if (isWorking(c)) {
        this.keptC[this.dirty.length] = c;
        this.keptE[this.dirty.length] = e;
        this.dirty.add(id);
      }
    }
    this.forgetKept(this.dirty.length);
  }

  private addOne(id: CreatureId, c: Creature): Indexed | undefined {
    const order = this.rank.get(id);
    if (order === undefined) return undefined; // not in creatureOrder: not on the board
    this.indexed++;
    const side = spaceSide(c.size);
    const e: Indexed = { c, x: c.pos.x, y: c.pos.y, side, mountId: c.mountId };
    this.entries.set(id, e);
    if (c.mountId) {
      const list = this.carried.get(c.mountId);
      if (!list) this.carried.set(c.mountId, [id]);
      else {
        let at = list.length;
        while (at > 0 && (this.rank.get(list[at - 1] as CreatureId) ?? 0) > order) at--;
        list.splice(at, 0, id);
      }
      return e;
    }
    const st: Stander = { c, s: { x: c.pos.x, y: c.pos.y, side }, order };
    e.st = st;
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const k = cellKey(c.pos.x + dx, c.pos.y + dy);
        const list = this.cells.get(k);
        if (list) list.push(st);
        else this.cells.set(k, [st]);
        this.bump(c.pos.x + dx, c.pos.y + dy, 1);
      }
    }
    this.standingList = null;
    return e;
  }

  private removeOne(id: CreatureId): void {
    const e = this.entries.get(id);
    if (e === undefined) return;
    this.entries.delete(id);
    if (e.mountId !== null) {
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
        if (at >= 0) {
          list.splice(at, 1);
          this.bump(st.s.x + dx, st.s.y + dy, -1);
        }
        if (list.length === 0) this.cells.delete(k);
      }
    }
    this.standingList = null;
  }
}

/** The index of each creature container (weakly held: it goes with its state). */
const indexes = new WeakMap<object, CreatureIndex>();

/**
 * The indexes of the container used last (issue 33: a command touches and queries one container many times; two
 * weak-map look-ups and an iterator per touch were a visible part of its cost). Forgotten when an index is added.
 */
let lastTable: object | null = null;
let lastIdx: CreatureIndex | undefined;
let lastDerived: readonly DerivedIndex[] = [];

function remember(creatures: object): void {
  lastTable = creatures;
  lastIdx = indexes.get(creatures);
  const m = derived.get(creatures);
  lastDerived = m ? [...m.values()] : [];
}

/** The index of an encounter's creatures, up to date (with the map's size, when the holder has a grid). */
export function spatialIndex(
  enc: Pick<Encounter, 'creatures' | 'creatureOrder'> & {
    readonly grid?: { readonly width: number; readonly height: number };
  },
): SpatialIndex {
  let idx = enc.creatures === lastTable ? lastIdx : indexes.get(enc.creatures);
  if (!idx) {
    idx = new CreatureIndex(enc.creatures);
    indexes.set(enc.creatures, idx);
    if (lastTable === enc.creatures) lastTable = null;
  }
  return idx.sync(enc.creatureOrder, enc.grid?.width ?? 0, enc.grid?.height ?? 0);
}

/**
 * An index a rule system derives from one creature container (issue 33: the 4e effects by id and by the turn
 * that ends them), kept like the spatial index: one per container, told of every creature a transaction, an undo
 * or a redo touched, brought up to date at its next query. A record still unfrozen is a command's working copy
 * and may change again without a new touch: an index re-checks it until it is frozen.
 */
export interface DerivedIndex {
  /** The creature `id` was changed, added or removed. */
  touch(id: CreatureId): void;
}

/** The rule systems' indexes of each creature container, by the key each system registered. */
const derived = new WeakMap<object, Map<unknown, DerivedIndex>>();

/** The index `key` of a creature container, made by `make` on first use (see {@link DerivedIndex}). */
export function derivedIndex<T extends DerivedIndex>(creatures: object, key: unknown, make: () => T): T {
  let m = derived.get(creatures);
  if (!m) {
    m = new Map();
    derived.set(creatures, m);
  }
  let x = m.get(key) as T | undefined;
  if (!x) {
    x = make();
    m.set(key, x);
    if (lastTable === creatures) lastTable = null;
  }
  return x;
}

/** Tell a container's indexes (if it has any) that a creature changed; called by transactions, undo and redo. */
export function touchIndex(creatures: object, id: CreatureId): void {
  if (creatures !== lastTable) remember(creatures);
  if (lastIdx) {
    lastIdx.touches++;
    if (!lastIdx.dirty.has(id)) lastIdx.dirty.add(id);
    else lastIdx.retouched = true;
  }
  for (let i = 0; i < lastDerived.length; i++) (lastDerived[i] as DerivedIndex).touch(id);
}
