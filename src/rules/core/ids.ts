/**
 * The kernel's identifiers, below the model and the messages (both name creatures): kept apart so that neither
 * imports the other (the import graph of `rules/core` has no cycle, `cycles.test.ts`).
 */

/** Identifier of a creature (stable across the encounter's life). */
export type CreatureId = string;
