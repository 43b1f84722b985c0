/**
 * The encounter's creature table: creatures by id, split into {@link SHARDS} shards by a hash of the id.
 *
 * Why (issue 8): every command is applied with immer, which copies each object on the path to a change. A flat
 * record of 1,000 creatures is a V8 dictionary object whose copy costs ~200 µs, i.e. at most ~5,000 commands/s
 * before any rule runs. With shards a command copies one array of 64 slots and one shard of ~16 creatures
 * (~1 µs), and unchanged shards keep their identity, so the spatial index and the board can skip them.
 * Files keep the flat `creatures` record (format v1); see {@link creatureTable} / {@link creatureRecord}.
 *
 * Read and write creatures only through these functions; they work on plain states and on immer drafts alike.
 */
import type { Creature, CreatureId } from './model';
import { readable } from './spatial';

/** Number of shards (a power of two). 1,000 creatures → ~16 per shard; 5,000 (the file limit) → ~78. */
export const SHARDS = 64;

/** Creatures by id, sharded (see the module comment). Always {@link SHARDS} entries. */
export type CreatureTable = Record<CreatureId, Creature>[];

/** Anything holding a creature table (an encounter, a draft of one, a player view's scene). */
export interface HasCreatures {
  creatures: CreatureTable;
}

/** The shard an id lives in (FNV-1a of the id). */
export function shardOf(id: CreatureId): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return (h >>> 0) & (SHARDS - 1);
}

/** An empty table. */
export function emptyCreatureTable(): CreatureTable {
  return Array.from({ length: SHARDS }, () => ({}));
}

/** The creature with this id, or undefined (also for null / undefined / unknown ids). */
export function creatureOf(holder: HasCreatures, id: CreatureId | null | undefined): Creature | undefined {
  if (typeof id !== 'string' || id === '__proto__') return undefined;
  const c = holder.creatures[shardOf(id)]?.[id];
  // A plain index (no hasOwnProperty: on a draft that is a descriptor trap); an inherited member such as
  // "toString" is a function, never a creature.
  return typeof c === 'object' ? c : undefined;
}

/** Whether a creature with this id exists. */
export function hasCreature(holder: HasCreatures, id: CreatureId | null | undefined): boolean {
  return creatureOf(holder, id) !== undefined;
}

/** Add or replace a creature (by its id). On a draft, this is the write. */
export function putCreature(holder: HasCreatures, c: Creature): void {
  const i = shardOf(c.id);
  const shard = holder.creatures[i];
  if (shard) shard[c.id] = c;
  else holder.creatures[i] = { [c.id]: c };
}

/** Delete a creature from the table (its id stays wherever else it is listed; callers tidy those). */
export function dropCreature(holder: HasCreatures, id: CreatureId): void {
  const shard = holder.creatures[shardOf(id)];
  if (shard && Object.prototype.hasOwnProperty.call(shard, id)) delete shard[id];
}

/** Every creature in `creatureOrder` (creation) order. */
export function allCreatures(holder: HasCreatures & { creatureOrder: readonly CreatureId[] }): Creature[] {
  const out: Creature[] = [];
  for (const id of holder.creatureOrder) {
    const c = creatureOf(holder, id);
    if (c) out.push(c);
  }
  return out;
}

/** A table holding the creatures of a flat record (files, tests). */
export function creatureTable(record: Readonly<Record<CreatureId, Creature>>): CreatureTable {
  const t = emptyCreatureTable();
  for (const id of Object.keys(record)) {
    const c = record[id] as Creature;
    (t[shardOf(id)] as Record<CreatureId, Creature>)[id] = c;
  }
  return t;
}

/** The flat record of a table, keys in `order` (files keep this shape). */
export function creatureRecord(table: CreatureTable, order: readonly CreatureId[]): Record<CreatureId, Creature> {
  const out: Record<CreatureId, Creature> = {};
  for (const id of order) {
    const c = creatureOf({ creatures: table }, id);
    if (c) out[id] = c;
  }
  return out;
}

/** Whether a value has the shape of a creature table (a file or an old autosave may hold a flat record). */
export function isCreatureTable(x: unknown): x is CreatureTable {
  return Array.isArray(x) && x.length === SHARDS && x.every((s) => !!s && typeof s === 'object' && !Array.isArray(s));
}

/** A shallow copy of `holder` whose table has `c` in place of the creature with its id ("what if" queries). */
export function withCreature<T extends HasCreatures>(holder: T, c: Creature): T {
  // On a draft, copy the plain state behind it (slicing the draft itself would draft all 64 shards).
  const base = readable(holder);
  const creatures = base.creatures.slice();
  const i = shardOf(c.id);
  creatures[i] = { ...creatures[i], [c.id]: readable(c) };
  return { ...base, creatures };
}
