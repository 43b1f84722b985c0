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
import { changedField, copyRecord } from './recordCopy';
import { touchIndex } from './spatial';
import { packedSlots } from './sized';
import { closeCopies, closedCount, FREEZE, isWorking, openCopy, Slots } from './working';
import {
  ADDED,
  cloneDeep,
  deepFreeze,
  freezeRecord,
  REMOVED,
  SAME,
  sameRecord,
  unpackDiff,
  UPDATED,
  type Diff,
  type PackedDiff,
} from './diff';

export { closedCount, FREEZE, isWorking };
export { applyDiff, cloneDeep, deepFreeze, NO_CHANGE, sameData, unpackDiff, type Diff, type PackedDiff } from './diff';

const hasOwn = Object.prototype.hasOwnProperty;

/** A rule system's copies of its parts (see `RuleSystem.copies` in `system.ts`). */
export interface PartCopies<P = unknown, S = unknown> {
  /** A shallow copy of a creature's part (the same keys in the same order as `{ ...part }`). */
  part(part: P): P;
  /** A shallow copy of the encounter's part (the same keys in the same order as `{ ...sys }`). */
  sys(sys: S): S;
}

/** The creature record type of an encounter type. */
export type CreatureOf<E extends Encounter> = E['creatures'][CreatureId];

/**
 * A writable copy of a creature record as `Work.edit` returns it: its own fields can be assigned, nested values
 * stay immutable and are replaced (`c.pos = { x, y }`, `c.conditions = [...c.conditions, 'prone']`). The rule
 * system's part is edited deeply through `Work.editSys`.
 */
export type Editable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The table's own record `id`, or undefined: one look-up (issue 33: an own-property check and a read were two). A
 * missing id reads undefined, or an inherited method ("toString"), never an object — except `__proto__`.
 */
function ownRecord(table: Record<CreatureId, Creature>, id: CreatureId): Creature | undefined {
  const v = table[id] as unknown;
  if (typeof v !== 'object' || v === null) return undefined;
  return id === '__proto__' && !hasOwn.call(table, id) ? undefined : (v as Creature);
}

/**
 * Has a kernel field of `before` (its own property) a different value in `after`? Then the two are not the same
 * record (`sameRecord` would compare that field and fail), without `sameRecord`'s look-up of every field by its key
 * string (issue 33: see {@link changedField}).
 */
function differsOwn(before: Creature, after: Creature): boolean {
  const f = changedField(before, after);
  return f !== null && hasOwn.call(before, f);
}

/** The transaction of one command over a live encounter (see the module comment). */
export class Work<E extends Encounter = Encounter> {
  /** The live encounter: reads see this command's changes so far. Change it only through this object. */
  readonly s: E;
  /** Journal: ids changed and the record each had before (undefined = absent), in first-change order. */
  private readonly ids = new Slots<CreatureId>();
  private readonly befores: (Creature | undefined)[] = [];
  /** The record commit found for each journaled id (undefined = absent). */
  private readonly afters: (Creature | undefined)[] = [];
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
  /** The engine's command context kept for this transaction's next command (`engine.ts`: issue 33). */
  spareCtx: object | null = null;
  /** The rule system's copies of its parts (`RuleSystem.copies`; the engine sets them per command), else spreads. */
  copies: PartCopies | undefined = undefined;

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

  /** Journal the record `id` has now, `now` (its own record or undefined), if this command has not yet. */
  private journal(id: CreatureId, now: Creature | undefined): void {
    if (!this.ids.has(id)) {
      this.befores[this.ids.length] = now;
      this.ids.add(id);
    }
  }

  /** A writable copy of a creature (its own fields), made on the first change in this command. Throws if absent. */
  edit(id: CreatureId): Editable<CreatureOf<E>> {
    const cur = this.creature(id);
    if (!cur) throw new Error(`Work.edit: no creature ${id}`);
    if (this.working.has(id)) return cur as Editable<CreatureOf<E>>;
    // `cur` is the table's own record: `creature` reads no inherited value (see `creatureOf`).
    this.journal(id, cur as Creature);
    const copy = copyRecord(cur) as Editable<CreatureOf<E>>;
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
      c.sys = this.copies ? this.copies.part(c.sys) : { ...(c.sys as object) };
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
    this.journal(id, ownRecord(this.table, id));
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
    this.journal(id, this.table[id]);
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
    const copy = (k === 'sys' && this.copies ? this.copies.sys(v) : { ...(v as object) }) as Editable<E[K]>;
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
    const afters = this.afters;
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids.at(i);
      const before = this.befores[i];
      const after = ownRecord(this.table, id);
      afters[i] = after;
      if (FREEZE && after && !Object.isFrozen(after)) freezeRecord(after);
      let kind = SAME;
      if (before === after) kind = SAME;
      else if (!before) kind = after ? ADDED : SAME;
      else if (!after) kind = REMOVED;
      else if (differsOwn(before, after)) kind = UPDATED;
      else if (sameRecord(before, after)) {
        // Edited but unchanged: keep the old record, so identity still means "unchanged" to every reader.
        this.table[id] = before;
        afters[i] = before;
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
    // Sized once (an array grown by push keeps spare room), by a literal (see `sized.ts`); creatures added, updated,
    // removed, then root fields.
    const p = packedSlots(n + r);
    p[0] = n;
    let at = 1;
    for (let kind = ADDED; kind <= REMOVED; kind++) {
      for (let i = 0; i < ids.length; i++) {
        if (kinds[i] !== kind) continue;
        const id = ids.at(i);
        p[at] = id;
        p[at + 1] = kind === ADDED ? undefined : this.befores[i];
        p[at + 2] = kind === REMOVED ? undefined : afters[i];
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
    for (let i = 0; i < this.ids.length; i++) {
      this.befores[i] = undefined;
      this.afters[i] = undefined;
    }
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
