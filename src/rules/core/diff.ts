/**
 * What a command changed, as records (issue 12): the {@link Diff} a transaction commits (tldraw's `RecordsDiff`),
 * its packed form the history keeps (issue 33), applying one forwards or backwards, and the structural copies and
 * comparisons the transaction uses (`work.ts`).
 */
import type { Creature, CreatureId, Encounter, Mutable, RootKey } from './model';
import { touchIndex } from './spatial';

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
export const SAME = 0;
export const ADDED = 1;
export const UPDATED = 2;
export const REMOVED = 3;

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
  // Own keys counted and compared without a key list (issue 33: `Object.keys` twice per nested value was most of
  // a commit's garbage).
  let n = 0;
  for (const k in a) {
    if (!hasOwn.call(a, k)) continue;
    n++;
    if (!hasOwn.call(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  for (const k in b) if (hasOwn.call(b, k)) n--;
  return n === 0;
}

/** Freeze a committed record: the record itself and any nested value made during the command. */
export function freezeRecord(v: object): void {
  Object.freeze(v);
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) deepFreeze(x);
  }
}

/** Same fields, compared structurally (two versions of one record). */
export function sameRecord(a: object, b: object): boolean {
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
