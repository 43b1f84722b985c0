/**
 * The transaction a command runs in: a mutable working state with an undo journal (issue 12).
 *
 * A handler reads the live encounter `w.s` (it always shows this command's changes so far) and changes it only
 * through `w.edit(id)` / `w.put(c)` / `w.remove(id)` for creatures and `w.root(key)` / `w.set(key, v)` for the
 * other fields. The first change of a record copies it (copy on write) and journals the value it replaces;
 * `commit()` returns the change as a {@link Diff} (added / updated [from, to] / removed, as tldraw's
 * `RecordsDiff`), `rollback()` puts every journaled value back. Nothing is copied that the command does not change:
 * the cost of a command does not depend on the size of the encounter.
 *
 * Committed means "not an open working copy" ({@link isWorking}): a transaction lists the copies it made (and the
 * values handed to `put` / `set`) while it runs, and clears the list when it commits or rolls back. The types keep
 * committed records read-only; in development and tests (`import.meta.env.DEV`) `commit()` also deep-freezes what
 * it made, so a write into a committed record throws there. Production does not freeze (issue 33: the freeze and
 * `Object.isFrozen` as the marker cost ~8 % of a combat command).
 *
 * Why not immer: measured in one run on the 1,000-creature encounter (bench/tx-compare.ts, docs/architecture.md)
 * a draft-based `produce` of one HP and three moves costs about 250 µs against about 6 µs here (docs/performance.md,
 * "transaction designs"), and the index had to
 * read immer's private draft fields to avoid proxying the whole table.
 */
import type { Creature, CreatureId, Encounter, Mutable, RootKey } from './model';
import { creatureOf } from './creatures';
import { touchIndex } from './spatial';
import { closeCopies, FREEZE, isWorking, openCopy, Slots } from './working';

export { FREEZE, isWorking };

/** The creature record type of an encounter type. */
export type CreatureOf<E extends Encounter> = E['creatures'][CreatureId];

/** What one command (or one undo step) changed. */
export interface Diff {
  /** Creatures that did not exist before. */
  readonly added: Readonly<Record<CreatureId, Creature>>;
  /** Creatures replaced: [from, to]. */
  readonly updated: Readonly<Record<CreatureId, readonly [Creature, Creature]>>;
  /** Creatures that no longer exist (their last record). */
  readonly removed: Readonly<Record<CreatureId, Creature>>;
  /** Other fields replaced: [from, to]. */
  readonly root: Readonly<Partial<Record<RootKey, readonly [unknown, unknown]>>>;
}

/**
 * A diff as one flat array (issue 33: a light history): `[creature count, (id, record before or undefined, record
 * after or undefined)…, (root key, before, after)…]`, the creatures added, then updated, then removed.
 */
export type PackedDiff = readonly unknown[];

const EMPTY: Record<string, never> = Object.freeze({});
const SAME = 0;
const ADDED = 1;
const UPDATED = 2;
const REMOVED = 3;

/** The diff a {@link PackedDiff} holds. */
export function unpackDiff(p: PackedDiff): Diff {
  const n = p[0] as number;
  let added: Record<CreatureId, Creature> = EMPTY;
  // Parts with nothing in them share one empty object (the history keeps every diff: issue 33).
  const updated: Record<CreatureId, readonly [Creature, Creature]> = {};
  let removed: Record<CreatureId, Creature> = EMPTY;
  const root: Partial<Record<RootKey, readonly [unknown, unknown]>> = {};
  for (let i = 0; i < n; i++) {
    const id = p[1 + i * 3] as CreatureId;
    const from = p[2 + i * 3] as Creature | undefined;
    const to = p[3 + i * 3] as Creature | undefined;
    if (!from) (added === EMPTY ? (added = {}) : added)[id] = to as Creature;
    else if (!to) (removed === EMPTY ? (removed = {}) : removed)[id] = from;
    else updated[id] = [from, to];
  }
  for (let i = 1 + n * 3; i < p.length; i += 3) root[p[i] as RootKey] = [p[i + 1], p[i + 2]];
  return { added, updated, removed, root };
}

/** An empty diff. */
export const NO_CHANGE: Diff = Object.freeze({ added: {}, updated: {}, removed: {}, root: {} });

const hasOwn = Object.prototype.hasOwnProperty;

/** A deep copy of plain data (objects, arrays, primitives). */
export function cloneDeep<T>(v: T): Mutable<T> {
  if (v === null || typeof v !== 'object') return v as Mutable<T>;
  if (Array.isArray(v)) {
    // slice() copies a packed array of numbers at memcpy speed (a 200×200 grid layer); only objects recurse.
    const out = v.slice() as unknown[];
    for (let i = 0; i < out.length; i++) {
      const x = out[i];
      if (x !== null && typeof x === 'object') out[i] = cloneDeep(x);
    }
    return out as Mutable<T>;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) if (hasOwn.call(v, k)) out[k] = cloneDeep((v as Record<string, unknown>)[k]);
  return out as Mutable<T>;
}

/** Freeze plain data deeply; frozen parts (shared with earlier states) are not walked again. */
export function deepFreeze<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x !== null && typeof x === 'object') deepFreeze(x);
    }
  } else {
    for (const k in v) if (hasOwn.call(v, k)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/** Structural equality of plain data. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!hasOwn.call(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/**
 * A writable copy of a creature record as `Work.edit` returns it: its own fields can be assigned, nested values
 * stay immutable and are replaced (`c.pos = { x, y }`, `c.conditions = [...c.conditions, 'prone']`). The rule
 * system's part is edited deeply through `Work.editSys`.
 */
export type Editable<T> = { -readonly [K in keyof T]: T[K] };

/** Freeze a committed record: the record itself and any nested value made during the command. */
function freezeRecord(v: object): void {
  Object.freeze(v);
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) deepFreeze(x);
  }
}

/** Same fields, compared structurally (two versions of one record). */
function sameRecord(a: object, b: object): boolean {
  let n = 0;
  for (const k in a) {
    n++;
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (x !== y && !sameData(x, y)) return false;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** The transaction of one command over a live encounter (see the module comment). */
export class Work<E extends Encounter = Encounter> {
  /** The live encounter: reads see this command's changes so far. Change it only through this object. */
  readonly s: E;
  /** Journal: ids changed and the record each had before (undefined = absent), in first-change order. */
  private readonly ids = new Slots<CreatureId>();
  private readonly befores: (Creature | undefined)[] = [];
  /** What commit found for each journaled id (SAME, ADDED, UPDATED, REMOVED). */
  private readonly kinds: number[] = [];
  /** Ids whose current record is a copy this command made (edit): it may be changed in place. */
  private readonly working = new Slots<CreatureId>();
  /** This transaction's working copies (see {@link isWorking}; committed at commit, gone at rollback). */
  private readonly mine = new Slots<object>();
  /** Ids whose system part is this command's deep working copy (see editSys). */
  private readonly workingSys = new Slots<CreatureId>();
  /** Ids whose system part is this command's shallow working copy (see patchSys). */
  private readonly patchedSys = new Slots<CreatureId>();
  /** Journal of root fields. */
  private readonly keys = new Slots<RootKey>();
  private readonly rootBefores: unknown[] = [];
  private readonly workingKeys = new Slots<RootKey>();
  private readonly patchedKeys = new Slots<RootKey>();

  /** Is a command running in this transaction (`execute` reuses an idle one: issue 33)? */
  running = false;

  constructor(live: E) {
    this.s = live;
  }

  private get table(): Record<CreatureId, Creature> {
    return this.s.creatures as Record<CreatureId, Creature>;
  }

  /** The creature with this id (own property only: "toString" is not a creature), or undefined. */
  creature(id: unknown): CreatureOf<E> | undefined {
    return creatureOf(this.s, id) as CreatureOf<E> | undefined;
  }

  private journal(id: CreatureId): void {
    if (!this.ids.has(id)) {
      this.befores[this.ids.length] = hasOwn.call(this.table, id) ? this.table[id] : undefined;
      this.ids.add(id);
    }
  }

  /** A writable copy of a creature (its own fields), made on the first change in this command. Throws if absent. */
  edit(id: CreatureId): Editable<CreatureOf<E>> {
    const cur = this.creature(id);
    if (!cur) throw new Error(`Work.edit: no creature ${id}`);
    if (this.working.has(id)) return cur as Editable<CreatureOf<E>>;
    this.journal(id);
    const copy = { ...cur } as Editable<CreatureOf<E>>;
    this.table[id] = copy as unknown as Creature;
    this.working.add(id);
    this.opened(copy);
    touchIndex(this.table, id);
    return copy;
  }

  /** A deeply writable copy of a creature's rule-system part (made on the first such change in this command). */
  editSys(id: CreatureId): Mutable<CreatureOf<E>['sys']> {
    const c = this.edit(id) as { sys: unknown };
    if (!this.workingSys.has(id)) {
      // Copied on the first such change in this command, frozen or not: the old record must keep its part.
      c.sys = cloneDeep(c.sys);
      this.workingSys.add(id);
    }
    return c.sys as Mutable<CreatureOf<E>['sys']>;
  }

  /**
   * A shallow writable copy of a creature's rule-system part: its own fields can be assigned, nested values stay
   * immutable and are replaced (`p.effects = [...p.effects, e]`), so a change copies one small object instead of
   * the whole part (issue 33). After {@link editSys} in the same command it is that deep copy.
   */
  patchSys(id: CreatureId): Editable<CreatureOf<E>['sys']> {
    const c = this.edit(id) as { sys: unknown };
    if (!this.workingSys.has(id) && !this.patchedSys.has(id)) {
      c.sys = { ...(c.sys as object) };
      this.patchedSys.add(id);
    }
    return c.sys as Editable<CreatureOf<E>['sys']>;
  }

  /**
   * Add or replace a whole creature record. The record is never changed in place afterwards: a later `edit` in
   * the same command copies it (it may be a committed record, e.g. one put back).
   */
  put(c: CreatureOf<E> | Editable<CreatureOf<E>>): void {
    const id = (c as Creature).id;
    this.journal(id);
    this.table[id] = c as unknown as Creature;
    this.workingSys.remove(id);
    this.patchedSys.remove(id);
    this.working.remove(id);
    this.opened(c);
    touchIndex(this.table, id);
  }

  /** Mark a value as this transaction's, still changing (see {@link isWorking}). */
  private opened(v: object): void {
    openCopy(this.mine, v);
  }

  /** Delete a creature record (callers tidy the ids that point at it). */
  remove(id: CreatureId): void {
    if (!hasOwn.call(this.table, id)) return;
    this.journal(id);
    delete this.table[id];
    this.working.remove(id);
    touchIndex(this.table, id);
  }

  private journalRoot(k: RootKey): void {
    if (!this.keys.has(k)) {
      this.rootBefores[this.keys.length] = this.s[k];
      this.keys.add(k);
    }
  }

  /**
   * A writable deep copy of a root field, made on the first change in this command. It copies everything the
   * field holds: for a large object that a command changes one part of (a rule system's `sys`), use {@link patch}.
   */
  root<K extends RootKey>(k: K): Mutable<E[K]> {
    if (this.workingKeys.has(k)) return this.s[k] as Mutable<E[K]>;
    this.journalRoot(k);
    const copy = cloneDeep(this.s[k]);
    (this.s as Record<RootKey, unknown>)[k] = copy;
    this.workingKeys.add(k);
    if (copy !== null && typeof copy === 'object') this.opened(copy);
    this.patchedKeys.remove(k);
    return copy;
  }

  /**
   * A shallow writable copy of a root object field, made on the first change in this command: its own fields can
   * be assigned, nested values stay immutable and are replaced (`sys.set = { ...sys.set, charged: true }`). A
   * command thus copies only what it changes, and its diff holds only that (issue 33: the 4e part's deep copy was
   * 30 % of a combat command and most of its history). After {@link root} in the same command it is that deep copy.
   */
  patch<K extends RootKey>(k: K): Editable<E[K]> {
    if (this.workingKeys.has(k) || this.patchedKeys.has(k)) return this.s[k] as Editable<E[K]>;
    const v = this.s[k];
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error(`Work.patch: ${k} is not an object`);
    this.journalRoot(k);
    const copy = { ...(v as object) } as Editable<E[K]>;
    (this.s as Record<RootKey, unknown>)[k] = copy;
    this.patchedKeys.add(k);
    this.opened(copy);
    return copy;
  }

  /**
   * Replace a root field. The value is never changed in place afterwards: a later `root` / `patch` of the same
   * field in this command copies it (it may be a committed value).
   */
  set<K extends RootKey>(k: K, v: E[K] | Mutable<E[K]>): void {
    this.journalRoot(k);
    (this.s as Record<RootKey, unknown>)[k] = v;
    this.workingKeys.remove(k);
    this.patchedKeys.remove(k);
  }

  /** Has this command changed anything yet? */
  get changed(): boolean {
    return this.ids.length > 0 || this.keys.length > 0;
  }

  /** Return what this command changed (in development, frozen: see {@link FREEZE}) and end the transaction. */
  commit(): Diff {
    return unpackDiff(this.commitPacked());
  }

  /**
   * {@link commit}, the change as one flat array ({@link PackedDiff}: what a session's history keeps) instead of a
   * diff object — issue 33: a session's command built the diff and then packed it again for its history.
   */
  commitPacked(): PackedDiff {
    const ids = this.ids;
    const kinds = this.kinds;
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids.at(i);
      const before = this.befores[i];
      const after = hasOwn.call(this.table, id) ? this.table[id] : undefined;
      if (FREEZE && after && !Object.isFrozen(after)) freezeRecord(after);
      let kind = SAME;
      if (before === after) kind = SAME;
      else if (!before) kind = after ? ADDED : SAME;
      else if (!after) kind = REMOVED;
      else if (sameRecord(before, after)) {
        // Edited but unchanged: keep the old record, so identity still means "unchanged" to every reader.
        this.table[id] = before;
        touchIndex(this.table, id);
      } else kind = UPDATED;
      kinds[i] = kind;
      if (kind !== SAME) n++;
    }
    let r = 0;
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.keys.at(i);
      const after = FREEZE ? deepFreeze(this.s[k]) : this.s[k];
      if (this.rootBefores[i] !== after) r++;
    }
    // Sized once (an array grown by push keeps spare room); creatures added, updated, removed, then root fields.
    const p = new Array<unknown>(1 + 3 * (n + r));
    p[0] = n;
    let at = 1;
    for (let kind = ADDED; kind <= REMOVED; kind++) {
      for (let i = 0; i < ids.length; i++) {
        if (kinds[i] !== kind) continue;
        const id = ids.at(i);
        p[at] = id;
        p[at + 1] = kind === ADDED ? undefined : this.befores[i];
        p[at + 2] = kind === REMOVED ? undefined : this.table[id];
        at += 3;
      }
    }
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.keys.at(i);
      const before = this.rootBefores[i];
      const after = this.s[k];
      if (before === after) continue;
      p[at] = k;
      p[at + 1] = before;
      p[at + 2] = after;
      at += 3;
    }
    this.clear();
    return p;
  }

  /** Put back every value this command replaced (a refused command, a dry run, a bug). */
  rollback(): void {
    const ids = this.ids;
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids.at(i);
      const before = this.befores[i];
      if (before) this.table[id] = before;
      else delete this.table[id];
      touchIndex(this.table, id);
    }
    for (let i = this.keys.length - 1; i >= 0; i--)
      (this.s as Record<RootKey, unknown>)[this.keys.at(i)] = this.rootBefores[i];
    this.clear();
  }

  private clear(): void {
    closeCopies(this.mine);
    for (let i = 0; i < this.ids.length; i++) this.befores[i] = undefined;
    for (let i = 0; i < this.keys.length; i++) this.rootBefores[i] = undefined;
    this.ids.clear();
    this.working.clear();
    this.workingSys.clear();
    this.patchedSys.clear();
    this.keys.clear();
    this.workingKeys.clear();
    this.patchedKeys.clear();
  }
}

/** Apply a diff to a live encounter, forwards (redo) or backwards (undo). */
export function applyDiff(live: Encounter, d: Diff, direction: 'forward' | 'backward'): void {
  const table = live.creatures as Record<CreatureId, Creature>;
  const fwd = direction === 'forward';
  for (const id in d.added) {
    if (fwd) table[id] = d.added[id] as Creature;
    else delete table[id];
    touchIndex(table, id);
  }
  for (const id in d.removed) {
    if (fwd) delete table[id];
    else table[id] = d.removed[id] as Creature;
    touchIndex(table, id);
  }
  for (const id in d.updated) {
    const [from, to] = d.updated[id] as readonly [Creature, Creature];
    table[id] = fwd ? to : from;
    touchIndex(table, id);
  }
  for (const k in d.root) {
    const [from, to] = d.root[k as RootKey] as readonly [unknown, unknown];
    (live as Record<RootKey, unknown>)[k as RootKey] = fwd ? to : from;
  }
}
