/**
 * What a session hands out after each change (issue 33): the published state, a frozen copy of the live root
 * object, and the applied command with its diff made when read. Both without a new hidden class per command.
 */
import type { Applied } from './engine';
import type { EventBase } from './message';
import type { Encounter } from './model';
import { unpackDiff, type Diff, type PackedDiff } from './diff';
import { ENCOUNTER_KEYS } from './fileFormat';

/**
 * An applied command as a session returns it (issue 33: a class, not an object literal with a getter — such a
 * literal made a new hidden class and closure per command). The diff object is made from the packed change when
 * read, and not kept by the history.
 */
export class AppliedCommand<E extends Encounter> implements Applied<E> {
  readonly ok = true;
  private made: Diff | undefined;
  constructor(
    readonly state: E,
    readonly events: readonly EventBase[],
    private readonly packed: PackedDiff,
  ) {}

  get diff(): Diff {
    return (this.made ??= unpackDiff(this.packed));
  }
}

/** The root fields of an encounter in the order a new one has them (`factory.ts`, files: see {@link snapshotOf}). */
const ROOT_ORDER: readonly string[] = ENCOUNTER_KEYS;

/** Has the state exactly the usual root fields, in the usual order (so {@link snapshotOf}'s literal equals a spread)? */
export function usualRoot(s: object): boolean {
  const keys = Object.keys(s);
  return keys.length === ROOT_ORDER.length && keys.every((k, i) => k === ROOT_ORDER[i]);
}

/**
 * A frozen copy of the live root object. Issue 33: `Object.freeze({ ...live })` made a new hidden class per call
 * (~590 bytes and several µs a command); a literal of the same fields in the same order freezes along one cached
 * transition. Only for a live state with exactly those fields ({@link usualRoot}: a command never adds or removes
 * a root field, `Work.set` takes a known key); any other shape is spread as before.
 */
export function snapshotOf<E extends Encounter>(l: E, usual: boolean): E {
  if (!usual) return Object.freeze({ ...l });
  return Object.freeze({
    id: l.id,
    name: l.name,
    system: l.system,
    grid: l.grid,
    creatures: l.creatures,
    creatureOrder: l.creatureOrder,
    turns: l.turns,
    rng: l.rng,
    nextId: l.nextId,
    seq: l.seq,
    pending: l.pending,
    palettes: l.palettes,
    scene: l.scene,
    sys: l.sys,
  }) as E;
}
