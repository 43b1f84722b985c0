/**
 * The encounter store (zustand vanilla + React hook) over one rules session: the live encounter, its history of
 * diffs, undo and redo. All changes go through `dispatch(command)`; the rules engine decides, the store only
 * publishes. `preview(command)` is a dry run (drag previews, "is this available and why not").
 *
 * What readers may rely on (see rules/core/model.ts): `encounter` is a new root object after every change; its
 * creature records are immutable and keep their identity while unchanged; the `creatures` container object is
 * the session's own and does not change identity — select records (`s.encounter.creatures[id]`), the order
 * (`s.encounter.creatureOrder`) or the `revision`, never the container itself. `lastDiff` names what the last
 * change touched (the board reconciles only those ids).
 */
import { createStore } from 'zustand/vanilla';
import {
  NO_CHANGE,
  newSession,
  type AnyEncounter,
  type Command,
  type Diff,
  type EventBase,
  type Msg,
  type Outcome,
  type Session,
} from '../rules';

/** A refused command (or a bug), shown to the user until the next action. */
export interface Refusal {
  reason: Msg;
  ruleId?: string;
  /** Set when the command hit a programming error (not a ruling). */
  bug?: string;
  /** Increments so the same message twice still shows. */
  n: number;
}

/** Where a change came from: animations play for `command` and `redo`, not for loads. */
export type ChangeKind = 'command' | 'undo' | 'redo' | 'load';

/** The encounter store's state and actions. */
export interface EncounterState {
  session: Session<AnyEncounter, Command>;
  /** The present state (the session's published snapshot). */
  encounter: AnyEncounter;
  /** Events of the last change (for animations and the live log). */
  lastEvents: readonly EventBase[];
  /** What the last change touched. */
  lastDiff: Diff;
  lastChange: ChangeKind;
  /** Increments on every change; persistence and the player view key on it. */
  revision: number;
  refusal: Refusal | null;
  dispatch(command: Command): Outcome<AnyEncounter>;
  /** A dry run of a command: events and diff, nothing changes. */
  preview(command: Command): Outcome<AnyEncounter>;
  undo(): void;
  redo(): void;
  /** Replace the whole session (load from storage or file, new encounter). */
  load(session: Session<AnyEncounter, Command>): void;
  /**
   * The session's history grew at its start (`Session.graft`, issue 33): the same encounter (the same object, so
   * nothing is redrawn), more to undo; published as a load (nothing to journal, nothing to animate).
   */
  historyGrown(): void;
  clearRefusal(): void;
}

/** Create an encounter store starting at `initial`. */
export function createEncounterStore(initial: AnyEncounter | Session<AnyEncounter, Command>) {
  const first = 'apply' in initial ? initial : newSession(initial);
  return createStore<EncounterState>()((set, get) => ({
    session: first,
    encounter: first.state,
    lastEvents: [],
    lastDiff: NO_CHANGE,
    lastChange: 'load',
    revision: 0,
    refusal: null,
    dispatch(command) {
      const { session, revision, refusal } = get();
      const r = session.apply(command);
      if (!r.ok) {
        const n = (refusal?.n ?? 0) + 1;
        set({
          refusal:
            r.kind === 'refused'
              ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}), n }
              : { reason: { m: 'bugReport', error: r.error } as Msg, bug: r.error, n },
        });
        if (r.kind === 'bug') console.error('Saddlegrid: a command hit a programming error', command, r.error);
        return r;
      }
      set({
        encounter: session.state,
        lastEvents: r.events,
        lastDiff: r.diff,
        lastChange: 'command',
        revision: revision + 1,
        refusal: null,
      });
      return r;
    },
    preview(command) {
      return get().session.dryRun(command);
    },
    undo() {
      const { session, revision } = get();
      const r = session.undo();
      if (!r) return;
      set({
        encounter: session.state,
        lastEvents: r.entry.events,
        lastDiff: r.diff,
        lastChange: 'undo',
        revision: revision + 1,
        refusal: null,
      });
    },
    redo() {
      const { session, revision } = get();
      const r = session.redo();
      if (!r) return;
      set({
        encounter: session.state,
        lastEvents: r.entry.events,
        lastDiff: r.diff,
        lastChange: 'redo',
        revision: revision + 1,
        refusal: null,
      });
    },
    load(session) {
      set({
        session,
        encounter: session.state,
        lastEvents: [],
        lastDiff: NO_CHANGE,
        lastChange: 'load',
        revision: get().revision + 1,
        refusal: null,
      });
    },
    historyGrown() {
      set({ lastEvents: [], lastDiff: NO_CHANGE, lastChange: 'load', revision: get().revision + 1 });
    },
    clearRefusal() {
      set({ refusal: null });
    },
  }));
}

/** The store type. */
export type EncounterStore = ReturnType<typeof createEncounterStore>;
