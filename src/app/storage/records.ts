/**
 * What the library stores, and the pure functions over it: the journal's records and their fold into a command
 * log, the file text built from stored texts, the canonical text of a state for checkpoints.
 *
 * ## The journal
 * Per encounter, records keyed `[encounterId, rev]`, `rev` = 1, 2, 3… (the encounter's revision). Each append is
 * written with `add` (never `put`): a key that exists already makes the write fail, which is the two-tab check —
 * a tab that read revision R and appends R+1 after another tab did is refused ('conflict') without any read.
 * Records carry their writer (`w`, the tab id) and the writer of the record before them (`p`).
 *
 * Kinds (fields kept short: there are tens of thousands of them):
 * - `r` reset: the whole log `cs` (command texts) and the cursor `u`. The first record of every encounter, and
 *   what a forced write ("keep mine"), a re-synchronisation after a failed write, an import or a duplicate write.
 * - `c` command number `s` (1-based) as JSON text `c`, applied at the cursor: the log is cut to `s - 1` commands
 *   (that is the redo tail dropped, exactly as `Session.apply` does), the command is appended and the cursor
 *   becomes `s`. `s` must be the cursor + 1 (the session applies at the cursor).
 * - `u` the cursor moved to `u` (undo, redo); 0 ≤ u ≤ the log's length.
 * - `j` rejoin: the history continues from record `to` (written before the next append when records after a break
 *   were found, see below).
 *
 * ## Checkpoints
 * A checkpoint (key `[id, rev]`) is the history at revision `rev` compacted into one record — the whole log and
 * the state at its cursor — plus hashes. A restore reads the newest checkpoint and the journal records after it
 * (a fold that starts from the checkpoint), so its cost is one record plus the commands since, not the journal.
 *
 * ## The fold
 * The history is the chain of records from a reset on, each at the previous key + 1 and written by a tab that
 * saw the previous record (`p` = the previous `w`). A record that does not chain (a gap left by a failed write, or
 * a write that raced another tab's) breaks the chain: it and every later record are *ignored* (not part of the
 * history, counted) until a reset, or a rejoin naming the last record of the history. Ignored records are
 * normal leftovers of a failed or conflicting write, not damage. A record that chains but does not make sense
 * (a command at the wrong position, a cursor out of range, an unknown kind) is damage: the fold stops there.
 */
import { FILE_FORMAT, FILE_VERSION, encounterJson, type Encounter, type Msg } from './kernel';

/** The database: the same one today's autosave uses (`saddlegrid`), at version 2. */
export const DB_NAME = 'saddlegrid';
/** Version 2: the library. Version 1 was today's single record `encounters/current`. */
export const DB_VERSION = 2;

/** Object stores. */
export const STORES = {
  /** The library's entries (metadata), keyPath `id`. */
  entries: 'entries',
  /** Starting states as encounter JSON, key: the entry's id, value `{ text }`. */
  initials: 'initials',
  /** Raw file texts kept aside (a version-1 autosave that did not load), key: the entry's id, value `{ text }`. */
  raw: 'raw',
  /** The journal, key `[id, rev]`. */
  journal: 'journal',
  /** Checkpoints, key `[id, n]` (n = the number of commands the state is after). */
  checkpoints: 'checkpoints',
  /** Version 1's store, kept untouched as a backup after its record was migrated. */
  legacy: 'encounters',
} as const;

/** The key of version 1's single record. */
export const LEGACY_KEY = 'current';

/** Why an entry is damaged: a kernel message (a file problem, a refused command) or a storage code. */
export type DamageReason = Msg | DamageCode;
/** Storage-level damage codes. */
export type DamageCode =
  /** A journal record that chains but makes no sense (unknown kind, wrong field types). */
  | 'badRecord'
  /** A command recorded away from the cursor. */
  | 'outOfOrder'
  /** A cursor outside the log. */
  | 'badCursor'
  /** The journal does not start with a reset record. */
  | 'noStart'
  /** The starting state is missing. */
  | 'noInitial'
  /** A stored command is not JSON. */
  | 'badCommandText'
  /** The version-1 autosave could not be converted (an exception while migrating). */
  | 'migration';

/** An entry of the library (the `entries` store). */
export interface EntryRecord {
  readonly id: string;
  readonly name: string;
  /** The rule system's id. */
  readonly system: string;
  readonly createdAt: number;
  /** Last change of the metadata (create, rename, delete, damage); the journal's last append counts too in lists. */
  readonly updatedAt: number;
  /** When it was moved to "recently deleted", or null. */
  readonly deletedAt: number | null;
  /** Set when a restore failed: the entry is kept aside untouched. */
  readonly damage: { readonly reason: DamageReason; readonly commandsThatReplay: number; readonly at: number } | null;
  /** The data is a raw file text in `raw` (a version-1 autosave that did not load), not a journal. */
  readonly rawOnly?: boolean;
}

/** A journal record (see the module comment). */
export type JournalRecord =
  | {
      readonly k: 'r';
      readonly cs: readonly string[];
      readonly u: number;
      readonly w: string;
      readonly p: string;
      readonly t: number;
    }
  | {
      readonly k: 'c';
      readonly s: number;
      readonly c: string;
      readonly w: string;
      readonly p: string;
      readonly t: number;
    }
  | { readonly k: 'u'; readonly u: number; readonly w: string; readonly p: string; readonly t: number }
  | { readonly k: 'j'; readonly to: number; readonly w: string; readonly p: string; readonly t: number };

/**
 * A checkpoint (the `checkpoints` store, key `[id, rev]`): the history as it was at journal revision `rev` — the
 * whole command log (a compacted reset) and the state at its cursor — so that a restore reads this one record
 * and the journal records after `rev`, never the whole journal.
 */
export interface CheckpointRecord {
  /** The journal revision it belongs to: the log and state after every record up to `rev`. */
  readonly rev: number;
  /** Writer of the record at `rev` (the next record's `p`). */
  readonly lw: string;
  /** The cursor at `rev`: the state is after the first `n` commands. */
  readonly n: number;
  /** The whole command log at `rev` (command JSON texts, done and undone). */
  readonly log: readonly string[];
  /** The state as encounter JSON (canonical creature order, see {@link stateText}). */
  readonly state: string;
  /** Hash of `state`. */
  readonly sh: string;
  /** Hash of the first `n` command texts (the state belongs to that history only). */
  readonly ph: string;
  /** Hash of the whole log. */
  readonly lh: string;
  readonly t: number;
}

/** Where a fold starts when it continues from a checkpoint instead of the journal's first record. */
export interface FoldStart {
  readonly cmds: readonly string[];
  readonly cursor: number;
  /** The revision the start is at. */
  readonly chainKey: number;
  readonly lastWriter: string;
}

/** The result of folding a journal. */
export interface Folded {
  /** The command log (texts), done and undone. */
  readonly cmds: string[];
  readonly cursor: number;
  /** Key of the history's last record (0: none). */
  readonly chainKey: number;
  /** Writer of the history's last record. */
  readonly lastWriter: string;
  /** Highest key present. */
  readonly maxKey: number;
  /** Writer of the record at `maxKey`. */
  readonly maxWriter: string;
  /** Records after a break, not part of the history. */
  readonly ignored: number;
  /**
   * Of those, the records after the history's last one (keys above `chainKey`): saved changes a restore cannot
   * bring back (a write that failed before them, or another tab's race). Issue 31: the app says so.
   */
  readonly lostTail: number;
  /** Time of the last record. */
  readonly lastAt: number;
  /** Damage found (the fold stopped before `key`), or null. */
  readonly problem: { readonly code: DamageCode; readonly key: number } | null;
  /** A reset record was folded (the history restarted after the start). */
  readonly restarted: boolean;
  /** Snapshots asked for (`snapshotAt`): the log and cursor right after each of those revisions, if in the history. */
  readonly snapshots: ReadonlyMap<number, { readonly cmds: readonly string[]; readonly cursor: number }>;
}

export { fold } from './fold';

/**
 * A file's text (the current version) from stored texts: the starting state's JSON and each command's JSON. The
 * same bytes as the kernel's `fileText(initial, commands, cursor)` when the texts are the JSON of those values
 * (tested). Stored states carry no version of their own: the library parses them with `{ stored: true }`.
 */
export function fileTextOf(initialText: string, commandTexts: readonly string[], cursor: number): string {
  return `{"format":${JSON.stringify(FILE_FORMAT)},"version":${FILE_VERSION},"initial":${initialText},"commands":[${commandTexts.join(',')}],"cursor":${cursor}}`;
}

/**
 * A state's JSON for a checkpoint: the creature records in creation order (`creatureOrder`), so that two equal
 * states give the same text whatever order their container's keys were re-inserted in by undo.
 */
export function stateText(state: Encounter): string {
  const order = state.creatureOrder;
  const table = state.creatures;
  const keys = Object.keys(table);
  if (keys.length !== order.length) return encounterJson(state);
  const creatures: Record<string, unknown> = {};
  for (const id of order) {
    if (!Object.prototype.hasOwnProperty.call(table, id)) return encounterJson(state);
    creatures[id] = table[id];
  }
  return encounterJson({ ...state, creatures } as Encounter);
}
