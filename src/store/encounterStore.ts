/**
 * The encounter store (zustand vanilla + React hook): the undo history and what derives from it.
 * All changes go through `dispatch(command)`; the rules engine decides, the store only records.
 */
import { createStore } from 'zustand/vanilla';
import {
  apply,
  present,
  record,
  redo as redoHistory,
  startHistory,
  undo as undoHistory,
  type Command,
  type Encounter,
  type GameEvent,
  type History,
  type Outcome,
  type Text,
} from '../rules';

/** A refused command, shown to the user until the next action. */
export interface Refusal {
  reason: Text;
  ruleId?: string;
  /** Increments so the same message twice still shows. */
  n: number;
}

/** Where a change came from: animations play for `command` and `redo`, not for loads. */
export type ChangeKind = 'command' | 'undo' | 'redo' | 'load';

/** The encounter store's state and actions. */
export interface EncounterState {
  history: History<Command>;
  /** The present state (derived from history, cached for selectors). */
  encounter: Encounter;
  /** Events of the last change (for animations and the live log). */
  lastEvents: GameEvent[];
  lastChange: ChangeKind;
  /** Increments on every change; persistence and the player view key on it. */
  revision: number;
  refusal: Refusal | null;
  dispatch(command: Command): Outcome;
  undo(): void;
  redo(): void;
  /** Replace the whole history (load from storage or file, new encounter). */
  load(history: History<Command>): void;
  clearRefusal(): void;
}

/** Create an encounter store starting at `initial`. */
export function createEncounterStore(initial: Encounter) {
  return createStore<EncounterState>()((set, get) => ({
    history: startHistory<Command>(initial),
    encounter: initial,
    lastEvents: [],
    lastChange: 'load',
    revision: 0,
    refusal: null,
    dispatch(command) {
      const { history, revision, refusal } = get();
      const r = record(history, apply, command);
      if (!r.outcome.ok) {
        set({ refusal: { reason: r.outcome.reason, ...(r.outcome.ruleId ? { ruleId: r.outcome.ruleId } : {}), n: (refusal?.n ?? 0) + 1 } });
        return r.outcome;
      }
      set({
        history: r.history,
        encounter: r.outcome.state,
        lastEvents: r.outcome.events,
        lastChange: 'command',
        revision: revision + 1,
        refusal: null,
      });
      return r.outcome;
    },
    undo() {
      const { history, revision } = get();
      if (history.cursor === 0) return;
      const h = undoHistory(history);
      set({ history: h, encounter: present(h), lastEvents: history.entries[history.cursor - 1]?.events ?? [], lastChange: 'undo', revision: revision + 1, refusal: null });
    },
    redo() {
      const { history, revision } = get();
      if (history.cursor >= history.length) return;
      const h = redoHistory(history);
      set({ history: h, encounter: present(h), lastEvents: h.entries[h.cursor - 1]?.events ?? [], lastChange: 'redo', revision: revision + 1, refusal: null });
    },
    load(history) {
      set({ history, encounter: present(history), lastEvents: [], lastChange: 'load', revision: get().revision + 1, refusal: null });
    },
    clearRefusal() {
      set({ refusal: null });
    },
  }));
}

/** The store type. */
export type EncounterStore = ReturnType<typeof createEncounterStore>;

/** The combat log: events of every command in effect, oldest first. */
export function logOf(h: History<Command>): { seq: number; event: GameEvent }[] {
  const out: { seq: number; event: GameEvent }[] = [];
  for (let i = 0; i < h.cursor; i++) {
    const e = h.entries[i];
    if (e) for (const ev of e.events) out.push({ seq: i + 1, event: ev });
  }
  return out;
}
