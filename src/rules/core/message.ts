/**
 * Messages and events as data. The rules engine never writes a sentence: a refusal, a decision's prompt, an
 * option's label or a roll's purpose is a {@link Msg} (a key and its parameters), an event is a typed fact;
 * the i18n layer (`src/i18n`) describes both in the reader's language. So switching language re-renders the
 * whole log, the player view reads its own language, and a roll card reads bonuses from the event instead of
 * recomputing a rule.
 */
import type { CreatureId } from './ids';

/** A message: `m` names a describer in the i18n layer (the rule system's catalogue, then the kernel's). */
export interface Msg {
  readonly m: string;
}

/**
 * The message union of a catalogue `{ key: params }`: `MsgOf<{ noPath: { max: number } }>` is
 * `{ m: 'noPath'; max: number }`. The i18n describers are typed by the same map, so a message without a
 * describer does not compile.
 */
export type MsgOf<M> = { [K in keyof M & string]: { readonly m: K } & Readonly<M[K]> }[keyof M & string];

/** A creature as a message or an event names it: its id (for highlighting, filters, redaction) and its name then. */
export interface Ref {
  readonly id: CreatureId;
  readonly name: string;
}

/**
 * Refs made, by creature id (the latest name's). Keyed by id, not by record: a command replaces the records it
 * changes, and a WeakMap entry per new record cost more than the ref it saved (issue 33). Bounded: cleared when it
 * reaches {@link MAX_REFS} ids (a ref is a value; a fresh one is as good).
 */
const refs = new Map<CreatureId, Ref>();
const MAX_REFS = 65536;

/**
 * The {@link Ref} of a creature. Events of every command name creatures, and the history keeps them all: one
 * shared, frozen ref per creature (while its id and name are the same) instead of a new object per mention
 * (issue 33: the light history).
 */
export function ref(c: { readonly id: CreatureId; readonly name: string }): Ref {
  const hit = refs.get(c.id);
  if (hit && hit.name === c.name) return hit;
  const r: Ref = Object.freeze({ id: c.id, name: c.name });
  if (refs.size >= MAX_REFS) refs.clear();
  refs.set(c.id, r);
  return r;
}

/** Fields every event has. */
export interface EventBase {
  /** Past-tense name, e.g. "creatureMoved", "pushed", "savingThrowRolled". */
  readonly type: string;
  /** Rule ids this event applied (the log shows them as chips). */
  readonly rules: readonly string[];
  /** Creatures involved (for highlighting, animations and the log's filter). */
  readonly ids?: readonly CreatureId[];
}

/**
 * The event union of a map `{ type: fields }`: each variant is `{ type; rules; ids? } & fields`. A rule
 * system declares its events this way; its describers are typed by the same map.
 */
export type EventOf<M> = {
  [K in keyof M & string]: {
    readonly type: K;
    readonly rules: readonly string[];
    readonly ids?: readonly CreatureId[];
  } & Readonly<M[K]>;
}[keyof M & string];
