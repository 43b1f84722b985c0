/**
 * Frozen one-item lists for events (issue 33): the kernel keeps a frozen `rules` or `ids` list as it is instead of
 * looking it up in its table of shared lists, so an event naming one creature or one rule reuses one list per id
 * (no array made per event, none walked). The content is the same as a literal's: logs, files and hashes do not
 * change.
 */
import type { CreatureId } from '../core';

const ONE_ID = new Map<CreatureId, readonly CreatureId[]>();
const ONE_RULE = new Map<string, readonly string[]>();
/** Enough for any encounter; past it the lists are made again (as the kernel's reference table does). */
const MAX = 65536;

function one<T extends string>(table: Map<T, readonly T[]>, v: T): readonly T[] {
  let l = table.get(v);
  if (l === undefined) {
    if (table.size >= MAX) table.clear();
    l = Object.freeze([v]);
    table.set(v, l);
  }
  return l;
}

/** The frozen list `[id]` (an event's `ids`). */
export function oneId(id: CreatureId): readonly CreatureId[] {
  return one(ONE_ID, id);
}

/** The frozen list `[rule]` (an event's `rules`). */
export function oneRule(rule: string): readonly string[] {
  return one(ONE_RULE, rule);
}
