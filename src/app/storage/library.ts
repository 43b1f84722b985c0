/**
 * The encounter library: named encounters side by side in IndexedDB, each a starting state, a journal of appends
 * and checkpoints (see records.ts for the journal's format and its fold).
 *
 * - **Journal (hot path).** `append` / `record` write one small record per applied command or undo/redo, issued
 *   synchronously in the call (one `add` in its own readwrite transaction, then `commit()`): no await, no read.
 *   Appends of one encounter are keyed by consecutive revisions and IndexedDB runs readwrite transactions on one
 *   store in the order they were created, so what reaches the disk is always a prefix of what was appended.
 * - **Checkpoints (off the hot path).** Every `checkpointEvery` appends `record` asks `idle` to run `checkpoint`:
 *   once every append before it is on disk, the history at that revision is stored compacted into one record —
 *   the whole log, the state at the cursor, hashes of each. A restore reads the newest checkpoint and the journal
 *   records after it (one read), checks it, and resumes with the commands after it (`Session.resume`); anything
 *   doubtful falls back to the whole journal and older checkpoints, then to a replay from the start.
 * - **Never overwrite what could not be restored.** A restore that fails marks the entry damaged (metadata only)
 *   and hands back its export text and how many commands still replay; nothing is appended to it again.
 * - **Two tabs.** An append that finds its revision taken fails inside IndexedDB (`add` on an existing key) and
 *   the tab is told 'conflict'; every committed append is also announced on a BroadcastChannel so the other tab
 *   knows at once. Nothing more is written to that encounter until `force` (keep mine) or a new `restore`.
 * - **Failures** (a hanging or blocked open, quota, a closed connection) become a {@link SaveStatus} per open
 *   encounter and never an exception; the app keeps running and shows "not saving — export now".
 */
import { hashText, PrefixChain } from './hash';
import {
  abortQuietly,
  commitNow,
  detailOf,
  finished,
  openDatabase,
  reasonOf,
  request,
  SAVING,
  timed,
  type NotSavingReason,
  type SaveStatus,
} from './idb';
import {
  encounterJson,
  parseEncounterFile,
  Session,
  type CommandBase,
  type Encounter,
  type FileMsg,
  type Msg,
  type Outcome,
} from './kernel';
import {
  DB_NAME,
  DB_VERSION,
  fileTextOf,
  fold,
  stateText,
  STORES,
  type CheckpointRecord,
  type DamageReason,
  type EntryRecord,
  type Folded,
  type JournalRecord,
} from './records';
import { newEntryId, upgrade, type SystemOf } from './schema';

/**
 * How the library parses the states it stored (starting states, checkpoints): they carry no file version, and
 * those saved before file version 3 hold the dice as the legacy integer (issue 26; the loader migrates it).
 */
const STORED = { stored: true } as const;

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
  | { readonly ok: false; readonly reason: 'damaged'; readonly damaged: Damage }
  | Failure;

/** An entry created with its session (create, import, restorePrefix). */
export type Created<E extends Encounter, C extends CommandBase> =
  { readonly ok: true; readonly id: string; readonly session: Session<E, C> } | Failure;

/** What a tab knows about an encounter it writes. */
interface Writer<E extends Encounter, C extends CommandBase> {
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
interface EntryData {
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
interface QuickData {
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
interface Prepared<E extends Encounter, C extends CommandBase> {
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

const second = (k: IDBValidKey): number => (k as [string, number])[1];
const textOf = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null && typeof (v as { text?: unknown }).text === 'string'
    ? (v as { text: string }).text
    : undefined;
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && (v as Failure).ok === false;

function defaultIdle(fn: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof ric === 'function') ric(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

/** A replay that stopped at a command, as a file message (the command's position and the rule's reason). */
export function refusalMsg(f: Outcome | undefined, failedAt: number): FileMsg {
  const detail: Msg =
    !f || f.ok ? { m: 'notACommand' } : f.kind === 'refused' ? f.reason : ({ m: 'bugReport', error: f.error } as Msg);
  return { m: 'file', problem: 'commandRefused', n: failedAt + 1, detail };
}

/** The encounter library (see the module comment). */
export class Library<E extends Encounter = Encounter, C extends CommandBase = CommandBase> {
  readonly tabId: string;
  private readonly systemOf: SystemOf;
  private readonly timeoutMs: number;
  private readonly every: number;
  private readonly keep: number;
  private readonly idle: (fn: () => void) => void;
  private readonly now: () => number;
  private readonly channel: BroadcastChannel | null;
  private readonly keyRange: typeof IDBKeyRange;
  private readonly writers = new Map<string, Writer<E, C>>();
  private readonly damagedIds = new Set<string>();
  private readonly statusListeners = new Set<(id: string, status: SaveStatus) => void>();
  private readonly libraryListeners = new Set<() => void>();
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** Set when the connection is gone for good (closed, or another tab upgraded the database). */
  private dead: NotSavingReason | null = null;

  private constructor(
    private readonly db: IDBDatabase,
    opts: LibraryOptions,
  ) {
    this.systemOf = opts.systemOf;
    this.tabId = opts.tabId ?? `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    this.timeoutMs = opts.timeoutMs ?? 4000;
    this.every = Math.max(1, opts.checkpointEvery ?? 200);
    this.keep = Math.max(1, opts.keepCheckpoints ?? 3);
    this.idle = opts.idle ?? defaultIdle;
    this.now = opts.now ?? Date.now;
    this.keyRange =
      opts.keyRange ?? ((globalThis as { IDBKeyRange?: typeof IDBKeyRange }).IDBKeyRange as typeof IDBKeyRange);
    const name = opts.channel === undefined ? 'saddlegrid-library' : opts.channel;
    this.channel = name !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(name) : null;
    if (this.channel) this.channel.onmessage = (ev: MessageEvent<unknown>) => this.onMessage(ev.data);
    db.onversionchange = () => {
      db.close();
      this.lose('versionchange');
    };
    db.onclose = () => this.lose('closed');
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
    const r = await openDatabase(
      idb,
      opts.dbName ?? DB_NAME,
      DB_VERSION,
      (db, tx, old) => upgrade(db, tx, old, opts.systemOf, now),
      opts.timeoutMs ?? 4000,
    );
    if (r.ok) return { ok: true, library: new Library<E, C>(r.db, opts) };
    const late = r.late.then((db) => (db ? new Library<E, C>(db, opts) : null));
    return r.detail === undefined
      ? { ok: false, reason: r.reason, late }
      : { ok: false, reason: r.reason, detail: r.detail, late };
  }

  /** Close the connection and the channel (tests; a tab that goes away needs nothing). */
  close(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.channel?.close();
    this.db.close();
    this.lose('closed');
  }

  /** All keys `[id, *]`. */
  private range(id: string): IDBKeyRange {
    return this.keyRange.bound([id, -Infinity], [id, Infinity]);
  }

  // ——— status ———

  /** The save status of an encounter open in this tab (restored or created here), or null. */
  status(id: string): SaveStatus | null {
    const w = this.writers.get(id);
    if (w) return w.status;
    return this.damagedIds.has(id) ? { saving: false, reason: 'damaged' } : null;
  }

  /**
   * Resolves once every append issued so far for this encounter has reached the disk (true), or failed / the
   * encounter is not saving (false). The app's "saved" signal (tests wait on it instead of sleeping).
   */
  whenWritten(id: string): Promise<boolean> {
    const w = this.writers.get(id);
    if (!w) return Promise.resolve(false);
    if (w.inflight.length === 0) return Promise.resolve(w.status.saving);
    return new Promise((resolve) => w.drained.push(() => resolve(this.writers.get(id) === w && w.status.saving)));
  }

  /** Listen to save-status changes of open encounters; returns the unsubscribe function. */
  onStatus(fn: (id: string, status: SaveStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /** Listen to changes of the library's list made by other tabs (create, rename, delete…). */
  onLibraryChanged(fn: () => void): () => void {
    this.libraryListeners.add(fn);
    return () => this.libraryListeners.delete(fn);
  }

  private setStatus(w: Writer<E, C>, status: SaveStatus): void {
    const a = w.status;
    if (
      a.saving === status.saving &&
      (a.saving || (!status.saving && a.reason === status.reason && a.detail === status.detail))
    )
      return;
    w.status = status;
    for (const fn of this.statusListeners) fn(w.id, status);
  }

  private lose(reason: NotSavingReason): void {
    if (this.dead) return;
    this.dead = reason;
    for (const w of this.writers.values()) this.setStatus(w, { saving: false, reason });
  }

  private post(msg: { t: 'a'; id: string; rev: number; w: string } | { t: 'l' } | { t: 'x'; id: string }): void {
    try {
      this.channel?.postMessage(msg);
    } catch {
      // a closed channel: the other tabs learn at their next write
    }
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const m = data as { t?: unknown; id?: unknown; rev?: unknown; w?: unknown };
    if (m.t === 'l') {
      for (const fn of this.libraryListeners) fn();
      return;
    }
    if (typeof m.id !== 'string') return;
    const w = this.writers.get(m.id);
    if (m.t === 'x') {
      for (const fn of this.libraryListeners) fn();
      if (w) this.setStatus(w, { saving: false, reason: 'deleted' });
      return;
    }
    if (m.t !== 'a' || !w || m.w === this.tabId || typeof m.rev !== 'number') return;
    if (m.rev > w.rev && (w.status.saving || w.status.reason === 'timeout'))
      this.setStatus(w, { saving: false, reason: 'conflict' });
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
    const w = this.writers.get(id);
    if (!w) return { ok: false, reason: this.damagedIds.has(id) ? 'damaged' : 'notOpen' };
    if (!w.status.saving && w.status.reason !== 'timeout') return { ok: false, reason: w.status.reason };
    if (this.dead) return { ok: false, reason: this.dead };
    const t = this.now();
    let rec: JournalRecord;
    let text = '';
    if (entry.kind === 'command') {
      if (entry.seq !== w.cursor + 1) return this.broken(w, `command ${entry.seq} appended at cursor ${w.cursor}`);
      try {
        text = (JSON.stringify(entry.command) as string | undefined) ?? '';
      } catch (e) {
        return this.broken(w, detailOf(e));
      }
      if (!text.startsWith('{')) return this.broken(w, 'the command is not an object');
      rec = { k: 'c', s: entry.seq, c: text, w: this.tabId, p: w.rejoin !== null ? this.tabId : w.lastW, t };
    } else {
      if (!Number.isInteger(entry.cursor) || entry.cursor < 0 || entry.cursor > w.len)
        return this.broken(w, `cursor ${entry.cursor} outside 0..${w.len}`);
      rec = { k: 'u', u: entry.cursor, w: this.tabId, p: w.rejoin !== null ? this.tabId : w.lastW, t };
    }
    let key = w.rev;
    let tx: IDBTransaction | undefined;
    try {
      tx = this.db.transaction(STORES.journal, 'readwrite');
      const store = tx.objectStore(STORES.journal);
      if (w.rejoin !== null)
        store.add({ k: 'j', to: w.rejoin, w: this.tabId, p: w.lastW, t } satisfies JournalRecord, [id, ++key]);
      store.add(rec, [id, ++key]);
      commitNow(tx);
    } catch (e) {
      abortQuietly(tx);
      this.failed(w, e);
      return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
    }
    // Issued: the in-memory view follows the journal.
    const rev = key;
    w.rev = rev;
    w.lastW = this.tabId;
    w.rejoin = null;
    if (entry.kind === 'command') {
      w.len = entry.seq;
      w.cursor = entry.seq;
      w.texts.length = entry.seq - 1;
      w.texts.push(text);
      w.chain.set(entry.seq, text);
    } else w.cursor = entry.cursor;
    w.since++;
    w.inflight.push(t);
    this.armWatchdog();
    tx.oncomplete = () => {
      w.inflight.shift();
      if (!w.status.saving && w.status.reason === 'timeout' && w.inflight.length === 0) this.setStatus(w, SAVING);
      this.post({ t: 'a', id, rev, w: this.tabId });
      if (w.inflight.length === 0) for (const f of w.drained.splice(0)) f();
    };
    tx.onabort = () => {
      w.inflight.shift();
      this.failed(w, tx.error);
      if (w.inflight.length === 0) for (const f of w.drained.splice(0)) f();
    };
    return { ok: true, rev };
  }

  /**
   * Record a change of an open encounter's session, in the task that made it (subscribe to the store and call
   * this for 'command', 'undo' and 'redo' — not for a 'load', which is another session). Asks for a checkpoint in
   * idle time every `checkpointEvery` commands.
   */
  record(id: string, session: Session<E, C>, change: 'command' | 'undo' | 'redo'): AppendResult {
    const w = this.writers.get(id);
    if (w) w.session = session;
    let r: AppendResult;
    if (change === 'command') {
      const e = session.entry(session.cursor - 1);
      if (!e) return w ? this.broken(w, 'no command at the cursor') : { ok: false, reason: 'notOpen' };
      r = this.append(id, { kind: 'command', seq: session.cursor, command: e.command });
    } else r = this.append(id, { kind: 'cursor', cursor: session.cursor });
    if (r.ok && w) this.checkpointWhenDue(w);
    return r;
  }

  /** Ask for a checkpoint in idle time when `checkpointEvery` commands were recorded since the last one. */
  private checkpointWhenDue(w: Writer<E, C>): void {
    if (w.since < this.every || w.scheduled) return;
    w.scheduled = true;
    this.idle(() => {
      w.scheduled = false;
      if (w.session && this.writers.get(w.id) === w) void this.checkpoint(w.id, w.session);
    });
  }

  /** A programming error of the caller (the session and the journal would part): stop saving this encounter. */
  private broken(w: Writer<E, C>, detail: string): Failure {
    this.setStatus(w, { saving: false, reason: 'error', detail });
    return { ok: false, reason: 'invalid', detail };
  }

  private failed(w: Writer<E, C>, e: unknown): void {
    const reason = reasonOf(e);
    if (!w.status.saving && w.status.reason !== 'timeout') return;
    this.setStatus(
      w,
      reason === 'conflict' ? { saving: false, reason } : { saving: false, reason, detail: detailOf(e) },
    );
  }

  private armWatchdog(): void {
    if (this.watchdog || !(this.timeoutMs > 0) || !Number.isFinite(this.timeoutMs)) return;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      const t = this.now();
      let waiting = false;
      for (const w of this.writers.values()) {
        const oldest = w.inflight[0];
        if (oldest === undefined) continue;
        waiting = true;
        if (t - oldest >= this.timeoutMs && w.status.saving)
          this.setStatus(w, {
            saving: false,
            reason: 'timeout',
            detail: `a write has not finished after ${this.timeoutMs} ms`,
          });
      }
      if (waiting) this.armWatchdog();
    }, this.timeoutMs);
  }

  // ——— checkpoints ———

  /**
   * Write a checkpoint of an open encounter's session now (idle time: it serialises the state and joins the log).
   * It is written only once every append before it is on disk (else it asks `idle` again), so it never claims
   * more than the journal holds. Skipped (false) when the encounter is not saving, the session does not match
   * the journal, or the newest checkpoint is at this revision. Resolves to true when written.
   */
  async checkpoint(id: string, session: Session<E, C>): Promise<boolean> {
    const w = this.writers.get(id);
    if (!w) return false;
    if (w.inflight.length > 0) {
      // Only what is on disk may be checkpointed: wait for the appends issued so far.
      try {
        await timed(new Promise<void>((r) => w.drained.push(r)), this.timeoutMs, 'appends before a checkpoint');
      } catch {
        return false;
      }
      if (w.inflight.length > 0) {
        // More came meanwhile: ask again in idle time.
        w.since = Math.max(w.since, this.every);
        this.checkpointWhenDue(w);
        return false;
      }
    }
    if (this.writers.get(id) !== w || !w.status.saving || this.dead || w.rejoin !== null) return false;
    if (session.length !== w.len || session.cursor !== w.cursor) return false;
    if (w.len === 0 || w.cpRevs[0] === w.rev) {
      w.since = 0;
      return false;
    }
    const rev = w.rev;
    const counted = w.since;
    const state = stateText(session.state);
    const rec: CheckpointRecord = {
      rev,
      lw: w.lastW,
      n: w.cursor,
      log: w.texts.slice(),
      state,
      sh: hashText(state),
      ph: w.chain.at(w.cursor),
      lh: w.chain.at(w.len),
      t: this.now(),
    };
    const older = w.cpRevs.filter((r) => r !== rev);
    const drop = older.slice(Math.max(0, this.keep - 1));
    try {
      const tx = this.db.transaction(STORES.checkpoints, 'readwrite');
      const store = tx.objectStore(STORES.checkpoints);
      store.put(rec, [id, rev]);
      for (const r of drop) store.delete([id, r]);
      commitNow(tx);
      await timed(finished(tx), this.timeoutMs, 'checkpoint');
    } catch {
      // a checkpoint is a cache: the journal is the truth; a failed one changes nothing
      return false;
    }
    w.cpRevs = [rev, ...older.slice(0, Math.max(0, this.keep - 1))];
    w.since = Math.max(0, w.since - counted); // appends made while it was written still count
    return true;
  }

  // ——— reads ———

  private async read<T>(
    stores: string[],
    what: string,
    issue: (tx: IDBTransaction) => Promise<T>,
  ): Promise<T | Failure> {
    if (this.dead) return { ok: false, reason: this.dead };
    try {
      const tx = this.db.transaction(stores, 'readonly');
      return await timed(issue(tx), this.timeoutMs, what);
    } catch (e) {
      return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
    }
  }

  private readEntry(id: string, withCheckpoints: boolean): Promise<EntryData | Failure> {
    return this.read(
      [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
      'read an encounter',
      async (tx) => {
        const r = this.range(id);
        const j = tx.objectStore(STORES.journal);
        const c = tx.objectStore(STORES.checkpoints);
        const [entry, initial, raw, keys, values, cpKeys, cps] = await Promise.all([
          request(tx.objectStore(STORES.entries).get(id)),
          request(tx.objectStore(STORES.initials).get(id)),
          request(tx.objectStore(STORES.raw).get(id)),
          request(j.getAllKeys(r)),
          request(j.getAll(r)),
          request(c.getAllKeys(r)),
          withCheckpoints ? request(c.getAll(r)) : Promise.resolve(undefined),
        ]);
        const data: EntryData = {
          entry: entry as EntryRecord | undefined,
          initialText: textOf(initial),
          rawText: textOf(raw),
          keys: keys.map(second),
          values,
          cpRevs: cpKeys.map(second).sort((a, b) => a - b),
        };
        if (cps) data.cps = cps as CheckpointRecord[];
        return data;
      },
    );
  }

  /** One read: the entry, its starting state, its newest checkpoint and the journal records after it. */
  private readQuick(id: string): Promise<QuickData | Failure> {
    return this.read(
      [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
      'read an encounter',
      (tx) =>
        new Promise<QuickData>((resolve, reject) => {
          // Callbacks, not awaits, between dependent requests of one transaction.
          const fail = (r: IDBRequest): void => reject(r.error ?? new Error('read failed'));
          const entry = tx.objectStore(STORES.entries).get(id);
          const initial = tx.objectStore(STORES.initials).get(id);
          const raw = tx.objectStore(STORES.raw).get(id);
          const cps = tx.objectStore(STORES.checkpoints);
          const revsReq = cps.getAllKeys(this.range(id));
          for (const r of [entry, initial, raw, revsReq]) r.onerror = () => fail(r);
          revsReq.onsuccess = () => {
            const cpRevs = revsReq.result.map(second).sort((a, b) => a - b);
            const newest = cpRevs[cpRevs.length - 1];
            const cp = newest === undefined ? null : cps.get([id, newest]);
            const after =
              newest === undefined ? this.range(id) : this.keyRange.bound([id, newest], [id, Infinity], true, false);
            const j = tx.objectStore(STORES.journal);
            const keys = j.getAllKeys(after);
            const values = j.getAll(after);
            for (const r of [keys, values, ...(cp ? [cp] : [])]) r.onerror = () => fail(r);
            values.onsuccess = () =>
              resolve({
                entry: entry.result as EntryRecord | undefined,
                initialText: textOf(initial.result),
                rawText: textOf(raw.result),
                cp: (cp?.result as CheckpointRecord | undefined) ?? undefined,
                cpRevs,
                keys: keys.result.map(second),
                values: values.result,
              });
          };
        }),
    );
  }

  /**
   * Parse an entry's stored data as far as it goes (no replay). `parse: false` leaves the commands' texts unparsed
   * (`commands` empty): the caller parses each as it replays it (a long history, in slices).
   */
  private prepare(
    data: Pick<EntryData, 'keys' | 'values' | 'initialText'>,
    folded: Folded = fold(data.keys, data.values),
    parse = true,
  ): Prepared<E, C> {
    const texts = folded.cmds;
    const cursor = Math.min(folded.cursor, texts.length);
    const initialText = data.initialText ?? 'null';
    const out: Prepared<E, C> = {
      folded,
      texts,
      commands: [],
      cursor,
      initialText,
      start: null,
      problem: folded.problem ? folded.problem.code : null,
    };
    if (data.initialText === undefined) {
      out.problem = 'noInitial';
      return out;
    }
    const parsed = parseEncounterFile(fileTextOf(data.initialText, [], 0), this.systemOf, STORED);
    if (!parsed.ok) {
      out.problem = parsed.error;
      return out;
    }
    const system = this.systemOf(parsed.file.initial.system);
    if (!system) {
      out.problem = { m: 'file', problem: 'unknownSystem', where: parsed.file.initial.system.slice(0, 40) } as FileMsg;
      return out;
    }
    out.start = { system, initial: parsed.file.initial as E };
    if (!parse) return out;
    for (let i = 0; i < texts.length; i++) {
      try {
        out.commands.push(JSON.parse(texts[i] as string) as C);
      } catch {
        out.problem ??= 'badCommandText';
        out.texts = texts.slice(0, i);
        out.cursor = Math.min(out.cursor, i);
        break;
      }
    }
    return out;
  }

  /** How many of the commands replay from the start (and the refusal of the first that does not). */
  private replayCount(p: Prepared<E, C>): { n: number; failure: FileMsg | null } {
    if (!p.start) return { n: 0, failure: null };
    const r = Session.replay<E, C>(p.start.system, p.start.initial, p.commands, p.commands.length);
    return r.failedAt === null
      ? { n: p.commands.length, failure: null }
      : { n: r.failedAt, failure: refusalMsg(r.failure, r.failedAt) };
  }

  private exportOf(p: Prepared<E, C>): string {
    return fileTextOf(p.start ? encounterJson(p.start.initial) : p.initialText, p.texts, p.cursor);
  }

  /** Mark an entry damaged (metadata only; its data stays as it is) and forget any writer of it. */
  private async markDamaged(
    id: string,
    entry: EntryRecord,
    damage: Damage,
  ): Promise<{ ok: false; reason: 'damaged'; damaged: Damage }> {
    const w = this.writers.get(id);
    if (w) this.setStatus(w, { saving: false, reason: 'damaged' });
    this.writers.delete(id);
    this.damagedIds.add(id);
    const at = this.now();
    await this.write([STORES.entries], (tx) => {
      tx.objectStore(STORES.entries).put({
        ...entry,
        updatedAt: at,
        damage: { reason: damage.reason, commandsThatReplay: damage.commandsThatReplay, at },
      } satisfies EntryRecord);
    });
    return { ok: false, reason: 'damaged', damaged: damage };
  }

  private rawDamage(entry: EntryRecord, text: string): Damage {
    const parsed = parseEncounterFile<C>(text, this.systemOf);
    if (!parsed.ok)
      return {
        reason: entry.damage?.reason ?? parsed.error,
        commandsThatReplay: 0,
        canRestorePrefix: false,
        exportText: text,
      };
    const system = this.systemOf(parsed.file.initial.system);
    if (!system)
      return {
        reason: entry.damage?.reason ?? 'noInitial',
        commandsThatReplay: 0,
        canRestorePrefix: false,
        exportText: text,
      };
    const r = Session.replay<E, C>(system, parsed.file.initial as E, parsed.file.commands, parsed.file.commands.length);
    const n = r.failedAt ?? parsed.file.commands.length;
    return {
      reason: r.failedAt === null ? (entry.damage?.reason ?? 'migration') : refusalMsg(r.failure, r.failedAt),
      commandsThatReplay: n,
      canRestorePrefix: true,
      exportText: text,
    };
  }

  /**
   * Restore an encounter and open it for writing in this tab. Quick path: the newest checkpoint and the journal
   * records after it (one read), the checkpoint's checks (hashes of its log, of the command prefix its state
   * belongs to and of the state; the loader's checks of the state; its link to the next record), then
   * `Session.resume` with the commands after it. Anything doubtful takes the full path: the whole journal, the
   * other checkpoints (each checked), else a replay from the start. If that fails too, the entry is marked
   * damaged, kept untouched, and `damaged` says how to salvage it.
   */
  async restore(id: string): Promise<RestoreResult<E, C>> {
    const quick = await this.readQuick(id);
    if (isFailure(quick)) return quick;
    const entry = quick.entry;
    if (!entry || entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
    if (entry.rawOnly) {
      this.damagedIds.add(id);
      return { ok: false, reason: 'damaged', damaged: this.rawDamage(entry, quick.rawText ?? '') };
    }
    const bad: number[] = [];
    if (quick.cp !== undefined) {
      const q = this.resumeQuick(quick);
      if (q === 'bad') bad.push(quick.cpRevs[quick.cpRevs.length - 1] as number);
      else if (q !== 'unusable') {
        const w = this.open(id, q.session, q.folded, q.chain, q.texts, quick.cpRevs.slice().reverse());
        w.since = quick.keys.length;
        this.restored(entry, w);
        return {
          ok: true,
          session: q.session,
          from: 'checkpoint',
          replayed: q.replayed,
          ignored: q.folded.ignored,
          lost: q.folded.lostTail,
          badCheckpoints: 0,
        };
      }
    }
    const data = await this.readEntry(id, false);
    if (isFailure(data)) return data;
    if (!data.entry) return { ok: false, reason: 'notFound' };
    const p = this.prepare(data);
    if (p.problem !== null || !p.start) return this.damagedFrom(id, entry, p, p.problem ?? 'noInitial');
    const { system, initial } = p.start;
    const chain = PrefixChain.of(p.texts);
    let result: { session: Session<E, C>; n: number; rev: number } | null = null;
    for (const rev of data.cpRevs.slice().reverse()) {
      if (bad.includes(rev)) continue;
      const rec = await this.read([STORES.checkpoints], 'read a checkpoint', (tx) =>
        request(tx.objectStore(STORES.checkpoints).get([id, rev])),
      );
      if (isFailure(rec)) continue;
      const cp = rec as CheckpointRecord | undefined;
      const state =
        cp && cp.rev === rev && cp.n <= p.cursor && cp.ph === chain.at(cp.n) && this.checkpointIntegrity(cp)
          ? this.checkpointState(cp, initial)
          : null;
      if (state && cp) {
        const r = Session.resume<E, C>(
          system,
          initial,
          p.commands.slice(0, cp.n),
          state,
          p.commands.slice(cp.n),
          p.cursor,
        );
        if (r.failedAt === null) {
          result = { session: r.session, n: cp.n, rev };
          break;
        }
      }
      // Not usable for this history (an older cursor, a rewritten prefix) is not bad; failing a check is.
      if (!cp || !this.checkpointIntegrity(cp) || (cp.n <= p.cursor && cp.ph === chain.at(cp.n))) bad.push(rev);
    }
    if (!result) {
      const r = Session.replay<E, C>(system, initial, p.commands, p.cursor);
      if (r.failedAt !== null) return this.damagedFrom(id, entry, p, refusalMsg(r.failure, r.failedAt), r.failedAt);
      result = { session: r.session, n: 0, rev: 0 };
    }
    if (bad.length) this.deleteCheckpoints(id, bad);
    const w = this.open(
      id,
      result.session,
      p.folded,
      chain,
      p.texts,
      data.cpRevs.filter((r) => !bad.includes(r)).reverse(),
    );
    const after = result.rev;
    w.since = data.keys.filter((k) => k > after).length;
    this.restored(entry, w);
    return {
      ok: true,
      session: result.session,
      from: result.rev > 0 ? 'checkpoint' : 'start',
      replayed: p.commands.length - result.n,
      ignored: p.folded.ignored,
      lost: p.folded.lostTail,
      badCheckpoints: bad.length,
    };
  }

  /** After a successful restore: the damage mark goes if there was one, and a checkpoint is asked for if due. */
  private restored(entry: EntryRecord, w: Writer<E, C>): void {
    // It restores again (a loader or a rule fixed since): the damage mark goes; the data was never touched.
    if (entry.damage !== null) void this.updateEntry(entry.id, (e) => ({ ...e, damage: null }));
    this.checkpointWhenDue(w);
  }

  /**
   * The quick path of a restore (see {@link restore}): 'bad' when the newest checkpoint fails a check of its own
   * (it is deleted), 'unusable' when it does not fit this history or anything else is doubtful (the full path
   * decides).
   */
  private resumeQuick(
    d: QuickData,
  ):
    | { session: Session<E, C>; folded: Folded; chain: PrefixChain; texts: string[]; replayed: number }
    | 'bad'
    | 'unusable' {
    const cp = d.cp as CheckpointRecord;
    const newest = d.cpRevs[d.cpRevs.length - 1];
    if (cp.rev !== newest || !this.checkpointIntegrity(cp)) return 'bad';
    if (d.initialText === undefined) return 'unusable';
    const folded = fold(d.keys, d.values, { cmds: cp.log, cursor: cp.n, chainKey: cp.rev, lastWriter: cp.lw });
    if (folded.problem || folded.restarted || folded.cursor < cp.n) return 'unusable';
    // The prefix hashes of the final log: the checkpoint's, cut where the log left it, then the new commands.
    const chain = PrefixChain.of(cp.log);
    let same = 0;
    const texts = folded.cmds;
    while (same < texts.length && same < cp.log.length && texts[same] === cp.log[same]) same++;
    chain.truncate(same);
    for (let i = same; i < texts.length; i++) chain.set(i + 1, texts[i] as string);
    if (chain.at(cp.n) !== cp.ph) return 'unusable';
    const p = this.prepare({ keys: [], values: [], initialText: d.initialText }, folded);
    if (p.problem !== null || !p.start) return 'unusable';
    const state = this.checkpointState(cp, p.start.initial);
    if (!state) return 'bad';
    const r = Session.resume<E, C>(
      p.start.system,
      p.start.initial,
      p.commands.slice(0, cp.n),
      state,
      p.commands.slice(cp.n),
      folded.cursor,
    );
    if (r.failedAt !== null) return 'unusable';
    return { session: r.session, folded, chain, texts: p.texts, replayed: p.commands.length - cp.n };
  }

  /** A checkpoint's own checks: its shape, the hash of its log, of the prefix its state belongs to, of its state. */
  private checkpointIntegrity(cp: CheckpointRecord): boolean {
    if (!this.checkpointShape(cp)) return false;
    const chain = PrefixChain.of(cp.log);
    return chain.at(cp.log.length) === cp.lh && chain.at(cp.n) === cp.ph && hashText(cp.state) === cp.sh;
  }

  /** {@link checkpointIntegrity} in slices (the whole history after a restore, issue 33). */
  private async checkpointIntact(
    cp: CheckpointRecord,
    chainOf: (texts: readonly string[]) => Promise<PrefixChain>,
    slice: (force?: boolean) => Promise<void>,
  ): Promise<boolean> {
    if (!this.checkpointShape(cp)) return false;
    const chain = await chainOf(cp.log);
    if (chain.at(cp.log.length) !== cp.lh || chain.at(cp.n) !== cp.ph) return false;
    await slice(true);
    return hashText(cp.state) === cp.sh;
  }

  /** A checkpoint record's fields are of the right kinds (before any hash is checked). */
  private checkpointShape(cp: CheckpointRecord): boolean {
    if (
      typeof cp !== 'object' ||
      cp === null ||
      !Array.isArray(cp.log) ||
      typeof cp.state !== 'string' ||
      typeof cp.lw !== 'string'
    )
      return false;
    if (!Number.isInteger(cp.n) || cp.n < 0 || cp.n > cp.log.length || !Number.isInteger(cp.rev)) return false;
    return cp.log.every((c) => typeof c === 'string');
  }

  /** A checkpoint's state if the loader accepts it (and it is of the encounter's rule system), else null. */
  private checkpointState(cp: CheckpointRecord, initial: E): E | null {
    const parsed = parseEncounterFile(fileTextOf(cp.state, [], 0), this.systemOf, STORED);
    if (!parsed.ok || parsed.file.initial.system !== initial.system) return null;
    return parsed.file.initial as E;
  }

  private damagedFrom(
    id: string,
    entry: EntryRecord,
    p: Prepared<E, C>,
    reason: DamageReason,
    replayed?: number,
  ): Promise<{ ok: false; reason: 'damaged'; damaged: Damage }> {
    const n = replayed ?? this.replayCount(p).n;
    return this.markDamaged(id, entry, {
      reason,
      commandsThatReplay: n,
      canRestorePrefix: p.start !== null,
      exportText: this.exportOf(p),
    });
  }

  private deleteCheckpoints(id: string, ns: readonly number[]): void {
    void this.write([STORES.checkpoints], (tx) => {
      const store = tx.objectStore(STORES.checkpoints);
      for (const n of ns) store.delete([id, n]);
    });
  }

  /** Start writing an encounter in this tab. */
  private open(
    id: string,
    session: Session<E, C>,
    folded: Pick<Folded, 'maxKey' | 'chainKey' | 'lastWriter'>,
    chain: PrefixChain,
    texts: string[],
    cpRevs: number[],
  ): Writer<E, C> {
    const w: Writer<E, C> = {
      id,
      rev: folded.maxKey,
      seenRev: folded.maxKey,
      lastW: folded.lastWriter,
      rejoin: folded.chainKey !== folded.maxKey ? folded.chainKey : null,
      len: session.length,
      cursor: session.cursor,
      texts,
      chain,
      cpRevs,
      since: 0,
      scheduled: false,
      session,
      status: this.dead ? { saving: false, reason: this.dead } : SAVING,
      inflight: [],
      drained: [],
    };
    this.writers.set(id, w);
    this.damagedIds.delete(id);
    for (const fn of this.statusListeners) fn(id, w.status);
    return w;
  }

  /**
   * The whole history replayed from the start (undo reaches back to the first command), for idle time after a
   * restore from a checkpoint. Checks every checkpoint it passes against the replay and deletes those that
   * differ. Does not change what this tab writes.
   *
   * Issue 33: `upTo` stops after that many commands (the checkpoint the open session resumed from: the app grafts
   * the replayed history under it, `Session.graft`, instead of swapping sessions); `pause` is awaited between
   * slices of ~8 ms of work (parsing, hashing, replaying), so that no task of a long history blocks the page.
   */
  async restoreFull(
    id: string,
    opts: { upTo?: number; pause?: () => Promise<void> } = {},
  ): Promise<
    | { ok: true; session: Session<E, C>; badCheckpoints: number }
    | { ok: false; reason: 'damaged'; damaged: Damage }
    | Failure
  > {
    const data = await this.readEntry(id, true);
    if (isFailure(data)) return data;
    const entry = data.entry;
    if (!entry || entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
    if (entry.rawOnly) return { ok: false, reason: 'damaged', damaged: this.rawDamage(entry, data.rawText ?? '') };
    const pause = opts.pause;
    let sliceAt = performance.now();
    const slice = async (force = false): Promise<void> => {
      if (!pause || (!force && performance.now() - sliceAt < 6)) return;
      await pause();
      sliceAt = performance.now();
    };
    // The read's own task ends here (its values were made in it); the parse of the starting state is the next.
    await slice(true);
    const p = this.prepare(data, undefined, !pause);
    if (p.problem !== null || !p.start) return this.damagedFrom(id, entry, p, p.problem ?? 'noInitial');
    await slice(true);
    // Each checkpoint against the journal: its log and cursor are the journal's at its revision, and (when its
    // prefix is still this history's) its state is what the replay gives after its n commands.
    const cps = (data.cps ?? []).filter(
      (c): c is CheckpointRecord => typeof c === 'object' && c !== null && Number.isInteger(c.rev),
    );
    const folded = fold(data.keys, data.values, undefined, new Set(cps.map((c) => c.rev)));
    await slice(true);
    // A chain of command texts, hashed in slices (a checkpoint's log is the whole history: issue 33).
    const chainOf = async (texts: readonly string[]): Promise<PrefixChain> => {
      if (!pause) return PrefixChain.of(texts);
      const out = new PrefixChain();
      for (let i = 0; i < texts.length; i++) {
        out.set(i + 1, texts[i] as string);
        if ((i & 63) === 0) await slice();
      }
      return out;
    };
    const chain = await chainOf(p.texts);
    const bad: number[] = [];
    const stateAt = new Map<number, CheckpointRecord[]>();
    for (const c of cps) {
      const snap = folded.snapshots.get(c.rev);
      await slice(true);
      if (
        !snap ||
        !(await this.checkpointIntact(c, chainOf, slice)) ||
        snap.cursor !== c.n ||
        (await chainOf(snap.cmds)).at(snap.cmds.length) !== c.lh
      )
        bad.push(c.rev);
      else if (c.ph === chain.at(c.n)) stateAt.set(c.n, [...(stateAt.get(c.n) ?? []), c]);
    }
    const s = new Session<E, C>(p.start.system, p.start.initial);
    const check = (n: number): void => {
      const here = stateAt.get(n);
      if (!here) return;
      const h = hashText(stateText(s.state));
      for (const c of here) if (c.sh !== h) bad.push(c.rev);
    };
    check(0);
    const total = pause ? p.texts.length : p.commands.length;
    const n = Math.min(total, opts.upTo ?? total);
    for (let i = 0; i < n; i++) {
      let command = p.commands[i] as C;
      if (pause) {
        try {
          command = JSON.parse(p.texts[i] as string) as C;
        } catch {
          // As `prepare` finds it when it parses everything at once.
          p.problem ??= 'badCommandText';
          p.texts = p.texts.slice(0, i);
          p.cursor = Math.min(p.cursor, i);
          return this.damagedFrom(id, entry, p, 'badCommandText', i);
        }
      }
      const r = s.apply(command);
      if (!r.ok) return this.damagedFrom(id, entry, p, refusalMsg(r, i), i);
      check(i + 1);
      // One command can take milliseconds (a roll for everyone, a loaded machine): the clock is read after each.
      await slice();
    }
    if (opts.upTo === undefined) for (let i = total; i > p.cursor; i--) s.undo();
    s.revision = 0;
    if (bad.length) {
      this.deleteCheckpoints(id, bad);
      const w = this.writers.get(id);
      if (w) w.cpRevs = w.cpRevs.filter((r) => !bad.includes(r));
    }
    return { ok: true, session: s, badCheckpoints: bad.length };
  }

  // ——— writes of the library (off the hot path) ———

  private async write(stores: string[], issue: (tx: IDBTransaction) => void): Promise<Failure | null> {
    if (this.dead) return { ok: false, reason: this.dead };
    let tx: IDBTransaction | undefined;
    try {
      tx = this.db.transaction(stores, 'readwrite');
      const done = finished(tx);
      issue(tx);
      await timed(done, this.timeoutMs, 'write');
      return null;
    } catch (e) {
      abortQuietly(tx);
      return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
    }
  }

  /** Write a new entry whose journal is one reset record; opens it for writing when a session is given. */
  private async writeNew(
    name: string,
    system: string,
    initialText: string,
    texts: readonly string[],
    cursor: number,
    session: Session<E, C> | null,
  ): Promise<{ ok: true; id: string } | Failure> {
    const id = newEntryId();
    const t = this.now();
    const entry: EntryRecord = {
      id,
      name: cleanName(name),
      system,
      createdAt: t,
      updatedAt: t,
      deletedAt: null,
      damage: null,
    };
    const reset: JournalRecord = { k: 'r', cs: texts, u: cursor, w: this.tabId, p: '', t };
    const chain = PrefixChain.of(texts);
    // A long log gets its first checkpoint at once (an import of a long file restores quickly the first time).
    let cp: CheckpointRecord | null = null;
    if (session && texts.length >= this.every) {
      const state = stateText(session.state);
      cp = {
        rev: 1,
        lw: this.tabId,
        n: cursor,
        log: texts,
        state,
        sh: hashText(state),
        ph: chain.at(cursor),
        lh: chain.at(texts.length),
        t,
      };
    }
    const fail = await this.write([STORES.entries, STORES.initials, STORES.journal, STORES.checkpoints], (tx) => {
      tx.objectStore(STORES.entries).add(entry);
      tx.objectStore(STORES.initials).add({ text: initialText }, id);
      tx.objectStore(STORES.journal).add(reset, [id, 1]);
      if (cp) tx.objectStore(STORES.checkpoints).put(cp, [id, 1]);
    });
    if (fail) return fail;
    if (session)
      this.open(id, session, { maxKey: 1, chainKey: 1, lastWriter: this.tabId }, chain, texts.slice(), cp ? [1] : []);
    this.post({ t: 'l' });
    return { ok: true, id };
  }

  /** The starting state's JSON if the loader accepts it. */
  private checkInitial(initial: Encounter): { ok: true; text: string } | Failure {
    if (!this.systemOf(initial.system))
      return {
        ok: false,
        reason: 'invalid',
        error: { m: 'file', problem: 'unknownSystem', where: String(initial.system).slice(0, 40) },
      };
    const text = encounterJson(initial);
    const parsed = parseEncounterFile(fileTextOf(text, [], 0), this.systemOf);
    return parsed.ok ? { ok: true, text } : { ok: false, reason: 'invalid', error: parsed.error };
  }

  /** A new entry from a starting state (New encounter…); its session is open for writing. */
  async create(opts: { name: string; initialState: E }): Promise<Created<E, C>> {
    const checked = this.checkInitial(opts.initialState);
    if (!checked.ok) return checked;
    const system = this.systemOf(opts.initialState.system) as NonNullable<ReturnType<SystemOf>>;
    const session = new Session<E, C>(system, opts.initialState);
    const r = await this.writeNew(opts.name, opts.initialState.system, checked.text, [], 0, session);
    return r.ok ? { ok: true, id: r.id, session } : r;
  }

  /**
   * A new entry holding a session as it is (its starting state, every command, its cursor), open for writing:
   * the encounter the app was showing while storage was unavailable, or a session loaded otherwise.
   */
  async adopt(name: string, session: Session<E, C>): Promise<Created<E, C>> {
    const checked = this.checkInitial(session.initial);
    if (!checked.ok) return checked;
    const texts = session.commands().map((c) => JSON.stringify(c));
    const r = await this.writeNew(name, session.initial.system, checked.text, texts, session.cursor, session);
    return r.ok ? { ok: true, id: r.id, session } : r;
  }

  /**
   * A live entry that holds exactly this session — the same name, starting state, commands and cursor — or null:
   * importing the file one has just exported opens that entry instead of making a second, identical one (issue 29).
   */
  async findSame(name: string, session: Session<E, C>): Promise<string | null> {
    const checked = this.checkInitial(session.initial);
    if (!checked.ok) return null;
    const all = await this.list();
    if (isFailure(all)) return null;
    const texts = session.commands().map((c) => JSON.stringify(c));
    for (const e of all) {
      if (e.name !== cleanName(name) || e.system !== session.initial.system || e.damaged) continue;
      const log = await this.readLog(e.id);
      if (isFailure(log) || log.problem || log.initialText !== checked.text || log.cursor !== session.cursor) continue;
      if (log.texts.length === texts.length && log.texts.every((t, i) => t === texts[i])) return e.id;
    }
    return null;
  }

  /** Import a file's text as a new entry (the loader checks everything; a refused file writes nothing). */
  async importText(text: string, name?: string): Promise<Created<E, C>> {
    const parsed = parseEncounterFile<C>(text, this.systemOf);
    if (!parsed.ok) return { ok: false, reason: 'invalid', error: parsed.error };
    const system = this.systemOf(parsed.file.initial.system) as NonNullable<ReturnType<SystemOf>>;
    const r = Session.replay<E, C>(system, parsed.file.initial as E, parsed.file.commands, parsed.file.cursor);
    if (r.failedAt !== null) return { ok: false, reason: 'invalid', error: refusalMsg(r.failure, r.failedAt) };
    return this.adopt(name ?? parsed.file.initial.name, r.session);
  }

  /** A copy of an entry as a new entry (its journal compacted to one record; it gets checkpoints once restored). */
  async duplicate(id: string, name?: string): Promise<{ ok: true; id: string } | Failure> {
    const log = await this.readLog(id);
    if (isFailure(log)) return log;
    const entry = log.entry;
    if (entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
    if (log.problem || entry.damage !== null || log.initialText === undefined) return { ok: false, reason: 'damaged' };
    return this.writeNew(name ?? `${entry.name} (2)`, entry.system, log.initialText, log.texts, log.cursor, null);
  }

  /**
   * Salvage a damaged entry: a NEW entry with its starting state and its first `n` commands (n up to
   * `commandsThatReplay`), cursor n, open for writing. The damaged entry stays as it is.
   */
  async restorePrefix(id: string, n: number, name?: string): Promise<Created<E, C>> {
    const data = await this.readEntry(id, false);
    if (isFailure(data)) return data;
    const entry = data.entry;
    if (!entry) return { ok: false, reason: 'notFound' };
    let system: NonNullable<ReturnType<SystemOf>> | undefined;
    let initial: E;
    let commands: C[];
    let texts: string[];
    if (entry.rawOnly) {
      const parsed = parseEncounterFile<C>(data.rawText ?? '', this.systemOf);
      if (!parsed.ok) return { ok: false, reason: 'invalid', error: parsed.error };
      system = this.systemOf(parsed.file.initial.system);
      initial = parsed.file.initial as E;
      commands = parsed.file.commands.slice();
      texts = commands.map((c) => JSON.stringify(c));
    } else {
      const p = this.prepare(data);
      if (!p.start)
        return {
          ok: false,
          reason: 'invalid',
          ...(typeof p.problem === 'object' && p.problem !== null && p.problem.m === 'file'
            ? { error: p.problem as FileMsg }
            : { detail: String(p.problem) }),
        };
      system = p.start.system;
      initial = p.start.initial;
      commands = p.commands;
      texts = p.texts;
    }
    if (!system) return { ok: false, reason: 'invalid', detail: 'unknown rule system' };
    if (!Number.isInteger(n) || n < 0 || n > commands.length)
      return { ok: false, reason: 'invalid', detail: `n must be 0..${commands.length}` };
    const r = Session.replay<E, C>(system, initial, commands.slice(0, n), n);
    if (r.failedAt !== null) return { ok: false, reason: 'invalid', error: refusalMsg(r.failure, r.failedAt) };
    const w = await this.writeNew(
      name ?? `${entry.name} (${n})`,
      initial.system,
      encounterJson(r.session.initial),
      texts.slice(0, n),
      n,
      r.session,
    );
    return w.ok ? { ok: true, id: w.id, session: r.session } : w;
  }

  /** The entry's save as a v2 file text (for a damaged entry: what is stored, as far as it reads). */
  async exportText(id: string): Promise<{ ok: true; text: string } | Failure> {
    const log = await this.readLog(id);
    if (isFailure(log)) return log;
    if (log.rawText !== undefined) return { ok: true, text: log.rawText };
    const parsed =
      log.initialText === undefined
        ? null
        : parseEncounterFile(fileTextOf(log.initialText, [], 0), this.systemOf, STORED);
    const initial = parsed?.ok ? encounterJson(parsed.file.initial) : (log.initialText ?? 'null');
    return { ok: true, text: fileTextOf(initial, log.texts, log.cursor) };
  }

  /**
   * An entry's stored log (command texts and cursor), without replaying: from the newest checkpoint and the
   * records after it when that checkpoint passes its own checks, else from the whole journal (as far as it folds).
   */
  private async readLog(id: string): Promise<
    | {
        entry: EntryRecord;
        initialText: string | undefined;
        rawText?: string;
        texts: string[];
        cursor: number;
        problem: boolean;
      }
    | Failure
  > {
    const quick = await this.readQuick(id);
    if (isFailure(quick)) return quick;
    const entry = quick.entry;
    if (!entry) return { ok: false, reason: 'notFound' };
    if (entry.rawOnly)
      return { entry, initialText: undefined, rawText: quick.rawText ?? '', texts: [], cursor: 0, problem: true };
    const cp = quick.cp;
    if (cp && cp.rev === quick.cpRevs[quick.cpRevs.length - 1] && this.checkpointIntegrity(cp)) {
      const f = fold(quick.keys, quick.values, { cmds: cp.log, cursor: cp.n, chainKey: cp.rev, lastWriter: cp.lw });
      if (!f.problem && !f.restarted)
        return { entry, initialText: quick.initialText, texts: f.cmds, cursor: f.cursor, problem: false };
    }
    const data = await this.readEntry(id, false);
    if (isFailure(data)) return data;
    const f = fold(data.keys, data.values);
    return {
      entry,
      initialText: data.initialText,
      texts: f.cmds,
      cursor: Math.min(f.cursor, f.cmds.length),
      problem: f.problem !== null,
    };
  }

  /** Change an entry's name (the library's, not the encounter's own). */
  rename(id: string, name: string): Promise<{ ok: true } | Failure> {
    return this.updateEntry(id, (e) => ({ ...e, name: cleanName(name) }));
  }

  /** Move an entry to "recently deleted" (its data stays; `restoreDeleted` brings it back). */
  remove(id: string): Promise<{ ok: true } | Failure> {
    return this.updateEntry(id, (e) => ({ ...e, deletedAt: this.now() }));
  }

  /** Bring an entry back from "recently deleted". */
  restoreDeleted(id: string): Promise<{ ok: true } | Failure> {
    return this.updateEntry(id, (e) => ({ ...e, deletedAt: null }));
  }

  private async updateEntry(id: string, change: (e: EntryRecord) => EntryRecord): Promise<{ ok: true } | Failure> {
    let found = false;
    const fail = await this.write([STORES.entries], (tx) => {
      const store = tx.objectStore(STORES.entries);
      const req = store.get(id);
      req.onsuccess = () => {
        const e = req.result as EntryRecord | undefined;
        if (!e) return;
        found = true;
        store.put({ ...change(e), id, updatedAt: this.now() });
      };
    });
    if (fail) return fail;
    if (!found) return { ok: false, reason: 'notFound' };
    this.post({ t: 'l' });
    return { ok: true };
  }

  /** Delete for good the entries in "recently deleted" (deleted at or before `before`, default: all); their count. */
  async purgeDeleted(before = Infinity): Promise<{ ok: true; purged: number } | Failure> {
    const purged: string[] = [];
    const fail = await this.write(
      [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
      (tx) => {
        const entries = tx.objectStore(STORES.entries);
        const req = entries.getAll();
        req.onsuccess = () => {
          for (const e of req.result as EntryRecord[]) {
            if (e.deletedAt === null || e.deletedAt > before) continue;
            purged.push(e.id);
            entries.delete(e.id);
            tx.objectStore(STORES.initials).delete(e.id);
            tx.objectStore(STORES.raw).delete(e.id);
            tx.objectStore(STORES.journal).delete(this.range(e.id));
            tx.objectStore(STORES.checkpoints).delete(this.range(e.id));
          }
        };
      },
    );
    if (fail) return fail;
    for (const id of purged) {
      const w = this.writers.get(id);
      if (w) this.setStatus(w, { saving: false, reason: 'deleted' });
      this.writers.delete(id);
      this.post({ t: 'x', id });
    }
    return { ok: true, purged: purged.length };
  }

  /** The entries (not deleted; or only the deleted ones), the last changed first. */
  async list(opts: { deleted?: boolean } = {}): Promise<EncounterSummary[] | Failure> {
    const r = await this.read(
      [STORES.entries, STORES.journal],
      'list the library',
      (tx) =>
        new Promise<EncounterSummary[]>((resolve, reject) => {
          // Callbacks, not awaits, between dependent requests of one transaction.
          const req = tx.objectStore(STORES.entries).getAll();
          req.onerror = () => reject(req.error ?? new Error('read failed'));
          req.onsuccess = () => {
            const wanted = (req.result as EntryRecord[]).filter((e) =>
              opts.deleted ? e.deletedAt !== null : e.deletedAt === null,
            );
            const out: EncounterSummary[] = [];
            let left = wanted.length;
            if (left === 0) resolve(out);
            const j = tx.objectStore(STORES.journal);
            for (const e of wanted) {
              const c = j.openCursor(this.range(e.id), 'prev');
              c.onerror = () => reject(c.error ?? new Error('cursor failed'));
              c.onsuccess = () => {
                const cur = c.result;
                const v = cur ? (cur.value as Partial<JournalRecord> | null) : null;
                const t = typeof v?.t === 'number' ? v.t : 0;
                out.push({
                  id: e.id,
                  name: e.name,
                  system: e.system,
                  createdAt: e.createdAt,
                  updatedAt: Math.max(e.updatedAt, t),
                  revision: cur ? second(cur.primaryKey) : 0,
                  tabId: typeof v?.w === 'string' ? v.w : '',
                  deletedAt: e.deletedAt,
                  damaged: e.damage !== null || e.rawOnly === true,
                });
                if (--left === 0) resolve(out);
              };
            }
          };
        }),
    );
    if (isFailure(r)) return r;
    return r.sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name));
  }

  // ——— two tabs, failed writes ———

  /**
   * Keep this tab's version ("keep mine" after a conflict): the journal gets one reset record holding the
   * session's whole log, after whatever the other tab wrote (which stays in the journal, no longer in effect).
   */
  force(id: string, session: Session<E, C>): Promise<AppendResult> {
    return this.rewrite(id, session, true);
  }

  /**
   * Write the session's whole log again after a failed write (quota freed, a timeout) — unless another tab
   * wrote this encounter meanwhile, which gives 'conflict' and writes nothing.
   */
  resync(id: string, session: Session<E, C>): Promise<AppendResult> {
    return this.rewrite(id, session, false);
  }

  private async rewrite(id: string, session: Session<E, C>, force: boolean): Promise<AppendResult> {
    const w = this.writers.get(id);
    if (!w) return { ok: false, reason: this.damagedIds.has(id) ? 'damaged' : 'notOpen' };
    // Purged (here or in another tab): writing now would leave records without an entry.
    if (!w.status.saving && w.status.reason === 'deleted') return { ok: false, reason: 'deleted' };
    let texts: string[];
    try {
      texts = session.commands().map((c) => JSON.stringify(c));
    } catch (e) {
      return { ok: false, reason: 'invalid', detail: detailOf(e) };
    }
    const t = this.now();
    let outcome: { rev: number } | 'conflict' | null = null;
    const fail = await this.write([STORES.journal, STORES.checkpoints], (tx) => {
      const j = tx.objectStore(STORES.journal);
      const req = j.openCursor(this.keyRange.bound([id, w.seenRev], [id, Infinity], true, false));
      let tail = w.seenRev;
      let other = false;
      let tailW = '';
      req.onsuccess = () => {
        const cur = req.result;
        if (cur) {
          const v = cur.value as Partial<JournalRecord> | null;
          tail = second(cur.primaryKey);
          tailW = typeof v?.w === 'string' ? v.w : '';
          if (tailW !== this.tabId) other = true;
          cur.continue();
          return;
        }
        if (other && !force) {
          outcome = 'conflict';
          return;
        }
        if (tail === w.seenRev) tailW = w.lastW;
        j.add({ k: 'r', cs: texts, u: session.cursor, w: this.tabId, p: tailW, t } satisfies JournalRecord, [
          id,
          tail + 1,
        ]);
        tx.objectStore(STORES.checkpoints).delete(this.range(id));
        outcome = { rev: tail + 1 };
      };
    });
    if (fail) {
      this.setStatus(
        w,
        fail.detail === undefined
          ? { saving: false, reason: fail.reason as NotSavingReason }
          : { saving: false, reason: fail.reason as NotSavingReason, detail: fail.detail },
      );
      return fail;
    }
    const o = outcome as { rev: number } | 'conflict' | null;
    if (o === 'conflict' || o === null) {
      this.setStatus(w, { saving: false, reason: 'conflict' });
      return { ok: false, reason: 'conflict' };
    }
    Object.assign(w, {
      rev: o.rev,
      seenRev: o.rev,
      lastW: this.tabId,
      rejoin: null,
      len: session.length,
      cursor: session.cursor,
      texts,
      chain: PrefixChain.of(texts),
      cpRevs: [],
      since: Math.max(this.every, 1),
      session,
      inflight: [],
      drained: [],
    } satisfies Partial<Writer<E, C>>);
    this.setStatus(w, this.dead ? { saving: false, reason: this.dead } : SAVING);
    this.checkpointWhenDue(w);
    this.post({ t: 'a', id, rev: o.rev, w: this.tabId });
    return { ok: true, rev: o.rev };
  }
}

/** Bidi controls, zero-width and control characters: a library name never holds them (they could disguise it). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u001f\u007f]/g;

function cleanName(name: string): string {
  const n = typeof name === 'string' ? name.replace(INVISIBLE, '').trim().slice(0, 200) : '';
  return n || 'Encounter';
}
