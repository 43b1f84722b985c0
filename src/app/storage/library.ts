/**
 * The encounter library: named encounters side by side in IndexedDB, each a starting state, a journal of appends
 * and checkpoints (see records.ts for the journal's format and its fold). This class is the façade the app uses;
 * each responsibility is its own module of functions over one shared {@link Core} (core.ts):
 *
 * - **Journal (hot path, journal.ts).** `append` / `record` write one small record per applied command or
 *   undo/redo, issued synchronously in the call (one `add` in its own readwrite transaction, then `commit()`): no
 *   await, no read. Appends of one encounter are keyed by consecutive revisions and IndexedDB runs readwrite
 *   transactions on one store in the order they were created, so what reaches the disk is always a prefix of what
 *   was appended.
 * - **Checkpoints (off the hot path, checkpoints.ts).** Every `checkpointEvery` appends `record` asks `idle` to
 *   run `checkpoint`: once every append before it is on disk, the history at that revision is stored compacted into
 *   one record — the whole log, the state at the cursor, hashes of each.
 * - **Restore (restore.ts, restoreFull.ts, reads.ts).** A restore reads the newest checkpoint and the journal
 *   records after it (one read), checks it, and resumes with the commands after it (`Session.resume`); anything
 *   doubtful falls back to the whole journal and older checkpoints, then to a replay from the start. The whole
 *   history comes back later, in slices (`restoreFull`).
 * - **Never overwrite what could not be restored.** A restore that fails marks the entry damaged (metadata only)
 *   and hands back its export text and how many commands still replay; nothing is appended to it again.
 * - **Two tabs (tabs.ts).** An append that finds its revision taken fails inside IndexedDB (`add` on an existing
 *   key) and the tab is told 'conflict'; every committed append is also announced on a BroadcastChannel so the
 *   other tab knows at once. Nothing more is written to that encounter until `force` (keep mine) or a new `restore`.
 * - **Entries (entries.ts, catalogue.ts).** Create, adopt, import, duplicate, salvage, export; the list, rename
 *   and "recently deleted".
 * - **Failures** (a hanging or blocked open, quota, a closed connection) become a {@link SaveStatus} per open
 *   encounter and never an exception; the app keeps running and shows "not saving — export now".
 */
import { checkpoint } from './checkpoints';
import { list, purgeDeleted, updateEntry, cleanName } from './catalogue';
import { Core } from './core';
import { adopt, create, duplicate, exportText, findSame, importText, restorePrefix } from './entries';
import { openDatabase, type SaveStatus } from './idb';
import { append, record, whenWritten } from './journal';
import type { CommandBase, Encounter, Session } from './kernel';
import { DB_NAME, DB_VERSION } from './records';
import { restore } from './restore';
import { restoreFull } from './restoreFull';
import { upgrade } from './schema';
import { onTabMessage, rewrite } from './tabs';
import type {
  AppendResult,
  Created,
  EncounterSummary,
  Failure,
  FullResult,
  JournalAppend,
  LibraryOptions,
  RestoreResult,
} from './types';

export { refusalMsg } from './reads';
export type {
  AppendResult,
  Created,
  Damage,
  EncounterSummary,
  Failure,
  JournalAppend,
  LibraryOptions,
  RestoreResult,
} from './types';

/** The encounter library (see the module comment). */
export class Library<E extends Encounter = Encounter, C extends CommandBase = CommandBase> {
  private readonly core: Core<E, C>;

  /** `created`: the database was created by this open (no version before it), so it holds no entries yet (start-up, issue 33). */
  private constructor(
    db: IDBDatabase,
    opts: LibraryOptions,
    readonly created = false,
  ) {
    const core = new Core<E, C>(db, opts);
    this.core = core;
    if (core.channel) core.channel.onmessage = (ev: MessageEvent<unknown>) => onTabMessage(core, ev.data);
    db.onversionchange = () => {
      db.close();
      core.lose('versionchange');
    };
    db.onclose = () => core.lose('closed');
  }

  /** This tab's id, written into every record. */
  get tabId(): string {
    return this.core.tabId;
  }

  /**
   * Open (and if needed create or upgrade) the library. Never throws: a missing, failing, blocked or hanging
   * IndexedDB gives `{ ok: false, reason }` at once (after `timeoutMs` for a hang); if the open still succeeds
   * later (the blocking tab closed, the browser answered late), `late` gives the library.
   */
  static async open<E extends Encounter = Encounter, C extends CommandBase = CommandBase>(
    idb: IDBFactory | null | undefined,
    opts: LibraryOptions,
  ): Promise<
    | { ok: true; library: Library<E, C> }
    | {
        ok: false;
        reason: 'timeout' | 'blocked' | 'unavailable' | 'error';
        detail?: string;
        late: Promise<Library<E, C> | null>;
      }
  > {
    const now = opts.now ?? Date.now;
    let created = false;
    const r = await openDatabase(
      idb,
      opts.dbName ?? DB_NAME,
      DB_VERSION,
      (db, tx, old) => {
        created = old === 0;
        upgrade(db, tx, old, opts.systemOf, now);
      },
      opts.timeoutMs ?? 4000,
    );
    if (r.ok) return { ok: true, library: new Library<E, C>(r.db, opts, created) };
    const late = r.late.then((db) => (db ? new Library<E, C>(db, opts) : null));
    return r.detail === undefined
      ? { ok: false, reason: r.reason, late }
      : { ok: false, reason: r.reason, detail: r.detail, late };
  }

  /** Close the connection and the channel (tests; a tab that goes away needs nothing). */
  close(): void {
    const core = this.core;
    if (core.watchdog) clearTimeout(core.watchdog);
    core.watchdog = null;
    core.channel?.close();
    core.db.close();
    core.lose('closed');
  }

  // ——— status ———

  /** The save status of an encounter open in this tab (restored or created here), or null. */
  status(id: string): SaveStatus | null {
    const w = this.core.writers.get(id);
    if (w) return w.status;
    return this.core.damagedIds.has(id) ? { saving: false, reason: 'damaged' } : null;
  }

  /**
   * Resolves once every append issued so far for this encounter has reached the disk (true), or failed / the
   * encounter is not saving (false). The app's "saved" signal (tests wait on it instead of sleeping).
   */
  whenWritten(id: string): Promise<boolean> {
    return whenWritten(this.core, id);
  }

  /** Listen to save-status changes of open encounters; returns the unsubscribe function. */
  onStatus(fn: (id: string, status: SaveStatus) => void): () => void {
    this.core.statusListeners.add(fn);
    return () => this.core.statusListeners.delete(fn);
  }

  /** Listen to changes of the library's list made by other tabs (create, rename, delete…). */
  onLibraryChanged(fn: () => void): () => void {
    this.core.libraryListeners.add(fn);
    return () => this.core.libraryListeners.delete(fn);
  }

  // ——— the journal (hot path) ———

  /**
   * Append to an open encounter's journal. The IndexedDB `add` is issued before this returns (its own
   * transaction, committed at once); the result only says whether it was issued — a failure found later
   * (quota, a conflict, a closed connection) arrives as a status. Refused at once, writing nothing: an encounter
   * not open here, one that is not saving (conflict, damaged, quota…), a command not at the cursor, a cursor out
   * of range.
   */
  append(id: string, entry: JournalAppend<C>): AppendResult {
    return append(this.core, id, entry);
  }

  /**
   * Record a change of an open encounter's session, in the task that made it (subscribe to the store and call
   * this for 'command', 'undo' and 'redo' — not for a 'load', which is another session). Asks for a checkpoint in
   * idle time every `checkpointEvery` commands.
   */
  record(id: string, session: Session<E, C>, change: 'command' | 'undo' | 'redo'): AppendResult {
    return record(this.core, id, session, change);
  }

  /**
   * Write a checkpoint of an open encounter's session now (idle time: it serialises the state and joins the log).
   * It is written only once every append before it is on disk (else it asks `idle` again), so it never claims
   * more than the journal holds. Skipped (false) when the encounter is not saving, the session does not match
   * the journal, or the newest checkpoint is at this revision. Resolves to true when written.
   */
  checkpoint(id: string, session: Session<E, C>): Promise<boolean> {
    return checkpoint(this.core, id, session);
  }

  // ——— restore ———

  /**
   * Restore an encounter and open it for writing in this tab. Quick path: the newest checkpoint and the journal
   * records after it (one read), the checkpoint's checks (hashes of its log, of the command prefix its state
   * belongs to and of the state; the loader's checks of the state; its link to the next record), then
   * `Session.resume` with the commands after it. Anything doubtful takes the full path: the whole journal, the
   * other checkpoints (each checked), else a replay from the start. If that fails too, the entry is marked
   * damaged, kept untouched, and `damaged` says how to salvage it. Issue 33: with `pause`, the quick path's
   * hashing and parsing run in slices of a few milliseconds with `pause` awaited between them.
   */
  restore(id: string, opts: { pause?: () => Promise<void> } = {}): Promise<RestoreResult<E, C>> {
    return restore(this.core, id, opts.pause);
  }

  /**
   * The whole history replayed from the start (undo reaches back to the first command), for idle time after a
   * restore from a checkpoint. Checks every checkpoint it passes against the replay and deletes those that
   * differ. Does not change what this tab writes.
   *
   * Issue 33: `upTo` stops after that many commands (the checkpoint the open session resumed from: the app grafts
   * the replayed history under it, `Session.graft`, instead of swapping sessions); `pause` is awaited between
   * slices of ~6 ms of work (reading, folding, parsing, hashing, replaying), so that no task of a long history
   * blocks the page.
   */
  restoreFull(id: string, opts: { upTo?: number; pause?: () => Promise<void> } = {}): Promise<FullResult<E, C>> {
    return restoreFull(this.core, id, opts);
  }

  /**
   * Salvage a damaged entry: a NEW entry with its starting state and its first `n` commands (n up to
   * `commandsThatReplay`), cursor n, open for writing. The damaged entry stays as it is.
   */
  restorePrefix(id: string, n: number, name?: string): Promise<Created<E, C>> {
    return restorePrefix(this.core, id, n, name);
  }

  // ——— entries ———

  /** A new entry from a starting state (New encounter…); its session is open for writing. */
  create(opts: { name: string; initialState: E }): Promise<Created<E, C>> {
    return create(this.core, opts);
  }

  /**
   * A new entry holding a session as it is (its starting state, every command, its cursor), open for writing:
   * the encounter the app was showing while storage was unavailable, or a session loaded otherwise.
   */
  adopt(name: string, session: Session<E, C>): Promise<Created<E, C>> {
    return adopt(this.core, name, session);
  }

  /**
   * A live entry that holds exactly this session — the same name, starting state, commands and cursor — or null:
   * importing the file one has just exported opens that entry instead of making a second, identical one (issue 29).
   */
  findSame(name: string, session: Session<E, C>): Promise<string | null> {
    return findSame(this.core, name, session);
  }

  /** Import a file's text as a new entry (the loader checks everything; a refused file writes nothing). */
  importText(text: string, name?: string): Promise<Created<E, C>> {
    return importText(this.core, text, name);
  }

  /** A copy of an entry as a new entry (its journal compacted to one record; it gets checkpoints once restored). */
  duplicate(id: string, name?: string): Promise<{ ok: true; id: string } | Failure> {
    return duplicate(this.core, id, name);
  }

  /** The entry's save as a file text (for a damaged entry: what is stored, as far as it reads). */
  exportText(id: string): Promise<{ ok: true; text: string } | Failure> {
    return exportText(this.core, id);
  }

  /** Change an entry's name (the library's, not the encounter's own). */
  rename(id: string, name: string): Promise<{ ok: true } | Failure> {
    return updateEntry(this.core, id, (e) => ({ ...e, name: cleanName(name) }));
  }

  /** Move an entry to "recently deleted" (its data stays; `restoreDeleted` brings it back). */
  remove(id: string): Promise<{ ok: true } | Failure> {
    return updateEntry(this.core, id, (e) => ({ ...e, deletedAt: this.core.now() }));
  }

  /** Bring an entry back from "recently deleted". */
  restoreDeleted(id: string): Promise<{ ok: true } | Failure> {
    return updateEntry(this.core, id, (e) => ({ ...e, deletedAt: null }));
  }

  /** Delete for good the entries in "recently deleted" (deleted at or before `before`, default: all); their count. */
  purgeDeleted(before = Infinity): Promise<{ ok: true; purged: number } | Failure> {
    return purgeDeleted(this.core, before);
  }

  /** The entries (not deleted; or only the deleted ones), the last changed first. */
  list(opts: { deleted?: boolean } = {}): Promise<EncounterSummary[] | Failure> {
    return list(this.core, opts);
  }

  // ——— two tabs, failed writes ———

  /**
   * Keep this tab's version ("keep mine" after a conflict): the journal gets one reset record holding the
   * session's whole log, after whatever the other tab wrote (which stays in the journal, no longer in effect).
   */
  force(id: string, session: Session<E, C>): Promise<AppendResult> {
    return rewrite(this.core, id, session, true);
  }

  /**
   * Write the session's whole log again after a failed write (quota freed, a timeout) — unless another tab
   * wrote this encounter meanwhile, which gives 'conflict' and writes nothing.
   */
  resync(id: string, session: Session<E, C>): Promise<AppendResult> {
    return rewrite(this.core, id, session, false);
  }
}
