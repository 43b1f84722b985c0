/**
 * What the app's encounter library shows and takes (see encounters.ts): its view store (the list, the save status,
 * damaged saves), the options of `startEncounters`, the outcomes of its actions, and the helpers its restore uses
 * (yielding to the page between slices, idle time).
 */
import { createStore } from 'zustand/vanilla';
import type { AnyEncounter } from '../rules';
import type { EncounterStore, UiStore } from '../store';
import type { EncounterSummary, LibraryOptions, NotSavingReason } from './storage';
import type { PictureStore } from './assets';
import type { Lang } from '../i18n';

/** A damaged entry the GM was told about. */
export interface DamagedView {
  readonly id: string;
  readonly name: string;
  /** Why, in both languages. */
  readonly why: { readonly en: string; readonly ja: string };
  readonly commandsThatReplay: number;
  readonly canRestorePrefix: boolean;
  readonly exportText: string;
}

/** Why nothing is saved (the persistent "not saving — export now" banner). */
export interface NotSaving {
  readonly reason: NotSavingReason;
  readonly detail?: string;
}

/** What the library UI shows. */
export interface LibraryView {
  /** 'starting' until storage answered; 'unavailable' when it failed (the banner says why). */
  readonly phase: 'starting' | 'ready' | 'unavailable';
  /** The entry the open encounter is written to (null: not saved anywhere). */
  readonly currentId: string | null;
  /** Why the open encounter is not being saved, or null while it is. */
  readonly notSaving: NotSaving | null;
  readonly entries: readonly EncounterSummary[];
  /** Entries deleted in the last 30 days (they can be brought back: DELETED_KEPT_MS). */
  readonly deleted: readonly EncounterSummary[];
  /**
   * The open encounter was restored without its last saved changes (a write failed before them, or another tab
   * raced): how many (issue 31; a banner until dismissed), or null.
   */
  readonly lost: { readonly id: string; readonly n: number } | null;
  /** Damaged saves found (a banner each until dismissed). */
  readonly damaged: readonly DamagedView[];
  /** The encounter store's revision known to be on disk. */
  readonly savedRev: number;
  /**
   * After a restore from a checkpoint, the whole history (undo back to the first command) did not come back: the
   * entry, why (a storage failure's reason, 'damaged', or 'changed' — the open session no longer takes it), and the
   * detail (issue 33: it used to give up without a word). Undo still reaches the checkpoint; nothing is lost.
   */
  readonly historyShort?: { readonly id: string; readonly why: string; readonly detail?: string } | null;
}

export function createViewStore() {
  return createStore<LibraryView>()(() => ({
    phase: 'starting',
    currentId: null,
    notSaving: null,
    entries: [],
    deleted: [],
    lost: null,
    damaged: [],
    savedRev: 0,
    historyShort: null,
  }));
}

/** What "New encounter" creates. */
export interface NewEncounterSpec {
  readonly name: string;
  /** The starting state (built by the dialog: system, grid, options). */
  readonly initial: AnyEncounter;
}

/** An action's outcome: null, or a message to show. */
export type ActionResult = Promise<string | null>;

/** The outcome of an import: refused at once (nothing changed), or accepted (opened as a new entry when `opened` settles). */
export type ImportOutcome =
  | { readonly ok: false; readonly error: string }
  | {
      readonly ok: true;
      readonly name: string;
      readonly opened: Promise<boolean>;
      /** Resolves true when the file was already in the library (the same entry was opened, no copy made). */
      readonly existing: Promise<boolean>;
      /** The file's pictures that were left out (damaged, changed, over a limit), as one notice; null when none was. */
      readonly leftOut: Promise<string | null>;
    };

/** Options of {@link startEncounters}. */
export interface EncountersOptions {
  readonly encounter: EncounterStore;
  readonly ui: UiStore;
  /** IndexedDB (null: none). */
  readonly idb: IDBFactory | null | undefined;
  readonly tabId: string;
  /** The sample of a first visit (a new entry), in the GM's language. */
  readonly sample: (lang: Lang) => AnyEncounter;
  /**
   * The encounter store starts with `sample(lang)`, untouched (the composition root made it): on a first visit it is
   * shown as it is and written as the new entry behind it (start-up, issue 33), not made again and loaded.
   */
  readonly startsWithSample?: boolean;
  /** localStorage (null: remember nothing). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Passed to `Library.open` (tests: fake-indexeddb's key ranges, no channel, short timeouts). */
  readonly library?: Partial<LibraryOptions>;
  /** Where the full replay after a checkpoint restore runs (default: idle time). */
  readonly idle?: (fn: () => void) => void;
  /** After an encounter was switched in (fit the board, clear the selection). */
  readonly onSwitched?: () => void;
  /** The "saved" signal (default: `data-saved-rev` on the document element). */
  readonly onSaved?: (rev: number) => void;
  readonly now?: () => number;
  /** The picture store (issue 17): imports store a file's pictures, exports embed them. */
  readonly pictures?: PictureStore | null;
}

/** How long a deleted encounter can be brought back ("Recently deleted"), across tabs and visits. */
export const DELETED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Let the page run between slices of a long piece of work (the history replayed after a restore, issue 33):
 * `scheduler.yield` where the browser has it (the work goes on first when the page is idle), else a task.
 */
export function yieldToPage(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((r) => setTimeout(r, 0));
}

/** Idle time (`requestIdleCallback`, else a timer). */
export function idleDefault(fn: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof ric === 'function') ric(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}
