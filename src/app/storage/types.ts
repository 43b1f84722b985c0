/**
 * The library's types: what its API takes and gives (re-exported by library.ts and the storage index) and what
 * its parts share inside (a tab's writer of an open encounter, the reads of an entry).
 */
import type { PrefixChain } from './hash';
import type { NotSavingReason, SaveStatus } from './idb';
import type { CommandBase, Encounter, FileMsg, Session } from './kernel';
import type { CheckpointRecord, DamageReason, EntryRecord, Folded } from './records';
import type { SystemOf } from './schema';

/** Options of {@link Library.open}. */
export interface LibraryOptions {
  /** The rule system of an id (the app passes the registry's `systemOf`). */
  readonly systemOf: SystemOf;
  /** This tab's id, written into every record (default: a random one). */
  readonly tabId?: string;
  /** How long `indexedDB.open`, a read or a write may take before it counts as hanging (default 4000 ms). */
  readonly timeoutMs?: number;
  /** A checkpoint is asked for after this many commands (default 200). */
  readonly checkpointEvery?: number;
  /** Checkpoints kept per encounter (default 3). */
  readonly keepCheckpoints?: number;
  /** Where checkpoints run (default: `requestIdleCallback`, else a timer). */
  readonly idle?: (fn: () => void) => void;
  /** The BroadcastChannel's name (default 'saddlegrid-library'); null: none. */
  readonly channel?: string | null;
  /** The clock (default `Date.now`). */
  readonly now?: () => number;
  /** The database's name (default 'saddlegrid'). */
  readonly dbName?: string;
  /** The key-range class of the IndexedDB implementation (default: the global `IDBKeyRange`; tests: fake-indexeddb's). */
  readonly keyRange?: typeof IDBKeyRange;
}

/** An entry as the library lists it. */
export interface EncounterSummary {
  readonly id: string;
  readonly name: string;
  /** The rule system's id. */
  readonly system: string;
  readonly createdAt: number;
  /** Last change: the later of the last append and the last metadata change. */
  readonly updatedAt: number;
  /** The journal's revision (its last key). */
  readonly revision: number;
  /** The tab that wrote the last append. */
  readonly tabId: string;
  readonly deletedAt: number | null;
  /** Set when a restore failed (export it, or restore the first commands that still replay). */
  readonly damaged: boolean;
}

/** An append to the journal. */
export type JournalAppend<C extends CommandBase = CommandBase> =
  /** Command number `seq` (1-based: the session's cursor after applying it) was applied at the cursor. */
  | { readonly kind: 'command'; readonly seq: number; readonly command: C }
  /** The cursor moved (undo, redo). */
  | { readonly kind: 'cursor'; readonly cursor: number };

/** A failed operation. */
export interface Failure {
  readonly ok: false;
  /**
   * A storage reason (see {@link NotSavingReason}); 'notFound': no such entry (or deleted); 'notOpen': the encounter
   * was not restored or created in this tab; 'invalid': refused input (`error` says why when it is a file problem).
   */
  readonly reason: NotSavingReason | 'notFound' | 'notOpen' | 'invalid';
  readonly detail?: string;
  readonly error?: FileMsg;
}

/** The outcome of an append: issued (its revision), or refused at once and nothing was written. */
export type AppendResult = { readonly ok: true; readonly rev: number } | Failure;

/** A damaged entry: kept aside untouched. */
export interface Damage {
  /** Why: a kernel message (a file problem, a refused command) or a storage code. */
  readonly reason: DamageReason;
  /** How many commands of its log replay from its start (`restorePrefix(id, n)` with n up to this). */
  readonly commandsThatReplay: number;
  /** False when even the starting state does not load (only the export is left). */
  readonly canRestorePrefix: boolean;
  /** The save as a file text, as it is stored (for "export the damaged save"). */
  readonly exportText: string;
}

/** A restore that found the entry damaged (it is kept aside; `damaged` says how to salvage it). */
export type Damaged = { readonly ok: false; readonly reason: 'damaged'; readonly damaged: Damage };

/** The outcome of a restore. */
export type RestoreResult<E extends Encounter, C extends CommandBase> =
  | {
      readonly ok: true;
      readonly session: Session<E, C>;
      /** Resumed from a checkpoint (undo reaches back to it) or replayed from the start. */
      readonly from: 'checkpoint' | 'start';
      /** Commands replayed (after the checkpoint, or all). */
      readonly replayed: number;
      /** Journal records not part of the history (leftovers of a failed or conflicting write). */
      readonly ignored: number;
      /** Of those, the saved changes after the restored history's end that could not be brought back (issue 31). */
      readonly lost: number;
      /** Checkpoints that failed a check (and were deleted). */
      readonly badCheckpoints: number;
    }
  | Damaged
  | Failure;

/** The outcome of the whole history's replay after a restore (`restoreFull`). */
export type FullResult<E extends Encounter, C extends CommandBase> =
  { readonly ok: true; readonly session: Session<E, C>; readonly badCheckpoints: number } | Damaged | Failure;

/** An entry created with its session (create, import, restorePrefix). */
export type Created<E extends Encounter, C extends CommandBase> =
  { readonly ok: true; readonly id: string; readonly session: Session<E, C> } | Failure;

/** What a tab knows about an encounter it writes. */
export interface Writer<E extends Encounter, C extends CommandBase> {
  readonly id: string;
  /** The highest revision issued (the next append is `rev + 1`). */
  rev: number;
  /** The highest revision present when this tab last read or rewrote the journal. */
  seenRev: number;
  /** Writer of the history's last record (the next record's `p`). */
  lastW: string;
  /** When set, the next append first writes a rejoin to this revision (records after a break were found). */
  rejoin: number | null;
  len: number;
  cursor: number;
  /** The log's command texts (what a checkpoint stores) and their prefix hashes. */
  texts: string[];
  chain: PrefixChain;
  /** Revisions of the checkpoints present, newest first. */
  cpRevs: number[];
  /** Appends since the last checkpoint (a restore reads them after it). */
  since: number;
  scheduled: boolean;
  session: Session<E, C> | null;
  status: SaveStatus;
  /** Issue times of appends not yet committed, oldest first. */
  inflight: number[];
  /** Called when `inflight` empties. */
  drained: (() => void)[];
}

/** What one read of an entry gives. */
export interface EntryData {
  entry: EntryRecord | undefined;
  initialText: string | undefined;
  rawText: string | undefined;
  keys: number[];
  values: unknown[];
  /** Checkpoint revisions present, ascending. */
  cpRevs: number[];
  cps?: CheckpointRecord[];
}

/** What the quick read of an entry gives: its newest checkpoint and the journal after it. */
export interface QuickData {
  entry: EntryRecord | undefined;
  initialText: string | undefined;
  rawText: string | undefined;
  cp: CheckpointRecord | undefined;
  /** Checkpoint revisions present, ascending. */
  cpRevs: number[];
  /** Journal records after the newest checkpoint. */
  keys: number[];
  values: unknown[];
}

/** An entry's data, parsed (as far as it goes). */
export interface Prepared<E extends Encounter, C extends CommandBase> {
  folded: Folded;
  texts: string[];
  commands: C[];
  cursor: number;
  initialText: string;
  /** The parsed starting state and its system, if it loads. */
  start: { system: NonNullable<ReturnType<SystemOf>>; initial: E } | null;
  /** Damage found before any replay, or null. */
  problem: DamageReason | null;
}

/** The second part of a journal or checkpoint key `[id, rev]`. */
export const second = (k: IDBValidKey): number => (k as [string, number])[1];

export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && (v as Failure).ok === false;
