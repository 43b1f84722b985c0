/**
 * Reading the creature table: a plain record of immutable records by id, the same shape in memory and on disk.
 * Lookups are by own property only, so an id such as "toString" or "__proto__" is never a creature.
 */
import type { Creature, CreatureId, Encounter } from './model';

const hasOwn = Object.prototype.hasOwnProperty;

/** Anything holding a creature table (an encounter, a player view's scene). */
export interface HasCreatures<P = unknown> {
  readonly creatures: Readonly<Record<CreatureId, Creature<P>>>;
}

/** The creature record type of a holder (a union of encounters gives the union of their creatures). */
type CreatureIn<H extends HasCreatures> = H['creatures'][CreatureId];

/**
 * The creature with this id, or undefined (also for non-strings and inherited names). One property read: the
 * only inherited members of a plain record are Object.prototype's — functions, and `__proto__`, which is refused
 * by name — so "is it a creature record" is "is it a non-null object" (this lookup is the engine's hottest path).
 */
export function creatureOf<H extends HasCreatures>(holder: H, id: unknown): CreatureIn<H> | undefined {
  if (typeof id !== 'string' || id === '__proto__') return undefined;
  const c = (holder.creatures as Record<string, unknown>)[id];
  return typeof c === 'object' && c !== null ? (c as CreatureIn<H>) : undefined;
}

/** Every creature in `creatureOrder` (creation) order. */
export function allCreatures<H extends HasCreatures & Pick<Encounter, 'creatureOrder'>>(holder: H): CreatureIn<H>[] {
  const out: CreatureIn<H>[] = [];
  for (const id of holder.creatureOrder) {
    const c = creatureOf(holder, id);
    if (c) out.push(c);
  }
  return out;
}

/** Two keys no creature id has (see {@link tableCopy}). */
const SCRATCH_A = '\u0000tableA';
const SCRATCH_B = '\u0000tableB';

/**
 * A copy of a creature table as a hash table (issue 33). A spread of a plain record of a thousand records makes an
 * object with a thousand named fields, and every `table[id]` read or write by a changing id then searches its
 * field list (measured: about 5× slower than a hash table's look-up; `creatureOf` was the engine's top function).
 * Deleting a property that is not the last one added turns an object into a hash table in place (V8's dictionary
 * mode): the copy gets two scratch keys and loses them again — the same keys, values and key order as the spread,
 * by the language's rules; only its speed differs (a bulk copy or walk of it is slower: a session does those
 * rarely, it looks creatures up on every command).
 */
export function tableCopy<T extends object>(table: T): T {
  const copy = { ...table } as Record<string, unknown>;
  if (hasOwn.call(copy, SCRATCH_A) || hasOwn.call(copy, SCRATCH_B)) return copy as T;
  copy[SCRATCH_A] = 0;
  copy[SCRATCH_B] = 0;
  delete copy[SCRATCH_A];
  delete copy[SCRATCH_B];
  return copy as T;
}
