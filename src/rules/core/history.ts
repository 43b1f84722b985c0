/**
 * Undo/redo history, pure. Each entry keeps the command, its events and the state after it, so undo and redo
 * are O(1) (immer's structural sharing keeps the snapshots cheap) and redo never re-rolls dice.
 */
import { freeze } from 'immer';
import type { CommandBase, GameEvent, Outcome } from './engine';
import type { Encounter } from './model';

/** One applied command. */
export interface HistoryEntry<C extends CommandBase = CommandBase> {
  command: C;
  events: GameEvent[];
  after: Encounter;
}

/**
 * A history: the starting state, entries, and how many of them are in effect.
 *
 * `entries` is append-only and may be shared with later histories, so it can be longer than this history:
 * only the first `length` entries belong to it (issue 8: copying a 5,000-entry array on every command was
 * the history's O(n) cost; now recording at the end is an O(1) push). Use `length`, never `entries.length`.
 */
export interface History<C extends CommandBase = CommandBase> {
  initial: Encounter;
  entries: HistoryEntry<C>[];
  /** Number of entries of this history (done and undone); `entries` may hold more (see above). */
  length: number;
  /** Number of entries in effect (entries past it can be redone). */
  cursor: number;
}

/** A new history starting at `initial`. */
export function startHistory<C extends CommandBase>(initial: Encounter): History<C> {
  // Frozen now (at load), not by the first command: deep-freezing 1,000 creatures and a 200×200 map takes
  // milliseconds that would otherwise land on the first move's frame (see applyWith).
  freeze(initial, true);
  return { initial, entries: [], length: 0, cursor: 0 };
}

/** The state the history is at. */
export function present<C extends CommandBase>(h: History<C>): Encounter {
  return h.cursor === 0 ? h.initial : (h.entries[h.cursor - 1] as HistoryEntry<C>).after;
}

/** Record a command applied to the present state; drops the redo tail. */
export function record<C extends CommandBase>(
  h: History<C>,
  apply: (s: Encounter, c: C) => Outcome,
  command: C,
): { history: History<C>; outcome: Outcome } {
  const outcome = apply(present(h), command);
  if (!outcome.ok) return { history: h, outcome };
  // At the end of a history whose array nobody has extended: push (O(1)); otherwise (after undo, or from an
  // older history whose array a later one extended) copy the entries in effect, dropping the redo tail.
  const entries = h.cursor === h.length && h.entries.length === h.length ? h.entries : h.entries.slice(0, h.cursor);
  entries.push({ command, events: outcome.events, after: outcome.state });
  return { history: { initial: h.initial, entries, length: h.cursor + 1, cursor: h.cursor + 1 }, outcome };
}

/** Step back one command (no-op at the start). */
export function undo<C extends CommandBase>(h: History<C>): History<C> {
  return h.cursor === 0 ? h : { ...h, cursor: h.cursor - 1 };
}

/** Step forward one command (no-op at the end). Uses the recorded result: dice are not rolled again. */
export function redo<C extends CommandBase>(h: History<C>): History<C> {
  return h.cursor >= h.length ? h : { ...h, cursor: h.cursor + 1 };
}

/**
 * Rebuild a history from a starting state and a command list (files, autosave, replay). Because dice are
 * seeded from the state, the same commands give the same results. Stops at the first rejected command.
 */
export function replay<C extends CommandBase>(
  initial: Encounter,
  commands: readonly C[],
  cursor: number,
  apply: (s: Encounter, c: C) => Outcome,
): { history: History<C>; failedAt: number | null; failure?: Outcome } {
  const entries: HistoryEntry<C>[] = [];
  freeze(initial, true);
  let state = initial;
  for (let i = 0; i < commands.length; i++) {
    const outcome = apply(state, commands[i] as C);
    if (!outcome.ok) return { history: { initial, entries, length: entries.length, cursor: entries.length }, failedAt: i, failure: outcome };
    entries.push({ command: commands[i] as C, events: outcome.events, after: outcome.state });
    state = outcome.state;
  }
  return { history: { initial, entries, length: entries.length, cursor: Math.max(0, Math.min(cursor, entries.length)) }, failedAt: null };
}
