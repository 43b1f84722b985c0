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

/** The creature with this id, or undefined (also for non-strings and inherited names). */
export function creatureOf<P>(holder: HasCreatures<P>, id: unknown): Creature<P> | undefined {
  return typeof id === 'string' && hasOwn.call(holder.creatures, id) ? holder.creatures[id] : undefined;
}

/** Every creature in `creatureOrder` (creation) order. */
export function allCreatures<P>(holder: HasCreatures<P> & Pick<Encounter, 'creatureOrder'>): Creature<P>[] {
  const out: Creature<P>[] = [];
  for (const id of holder.creatureOrder) {
    const c = creatureOf(holder, id);
    if (c) out.push(c);
  }
  return out;
}
