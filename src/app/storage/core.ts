/**
 * What every part of the library shares (see library.ts): the connection, the options, the writers of the
 * encounters open in this tab, the listeners, and the few helpers over them (a read, a write, a status change,
 * a message to the other tabs). The parts (journal.ts, checkpoints.ts, reads.ts, restore.ts, restoreFull.ts,
 * entries.ts, catalogue.ts, tabs.ts) are functions over one `Core`; the `Library` class is their façade.
 */
import type { PrefixChain } from './hash';
import {
  abortQuietly,
  detailOf,
  finished,
  reasonOf,
  SAVING,
  timed,
  timedSteps,
  type NotSavingReason,
  type SaveStatus,
} from './idb';
import type { CommandBase, Encounter, Session } from './kernel';
import { STORES, type CheckpointRecord, type Folded } from './records';
import type { SystemOf } from './schema';
import type { Failure, LibraryOptions, Prepared, Writer } from './types';

function defaultIdle(fn: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof ric === 'function') ric(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

/** A checkpoint that passed its own checks, as {@link Core.checkedCps} keeps it (no log, no state). */
export type CheckedCheckpoint = Omit<CheckpointRecord, 'log' | 'state'>;

/** A message to the other tabs: an append ('a'), a change of the list ('l'), an entry purged ('x'). */
export type TabMessage = { t: 'a'; id: string; rev: number; w: string } | { t: 'l' } | { t: 'x'; id: string };

/** The library's shared state and helpers. */
export class Core<E extends Encounter, C extends CommandBase> {
  readonly tabId: string;
  readonly systemOf: SystemOf;
  readonly timeoutMs: number;
  /** A checkpoint is asked for after this many appends. */
  readonly every: number;
  /** Checkpoints kept per encounter. */
  readonly keep: number;
  readonly idle: (fn: () => void) => void;
  readonly now: () => number;
  readonly channel: BroadcastChannel | null;
  readonly keyRange: typeof IDBKeyRange;
  readonly writers = new Map<string, Writer<E, C>>();
  readonly damagedIds = new Set<string>();
  readonly statusListeners = new Set<(id: string, status: SaveStatus) => void>();
  readonly libraryListeners = new Set<() => void>();
  watchdog: ReturnType<typeof setTimeout> | null = null;
  /**
   * The starting state parsed last, with the stored text it was parsed from (issue 33): the whole history read
   * back after a restore from a checkpoint starts from the state that restore parsed, and a starting state is
   * immutable (a session never changes its `initial`), so the same text is not parsed again.
   */
  parsedStart: { text: string; start: NonNullable<Prepared<E, C>['start']> } | null = null;
  /**
   * Per encounter, the checkpoint a quick restore resumed from, without its log and state (issue 33): it passed
   * its own checks then, so the whole history read back after that restore takes these fields instead of reading
   * and hashing the record again (a long log and a state of 1,000 creatures: one long task to read).
   */
  readonly checkedCps = new Map<string, CheckedCheckpoint>();
  /** Set when the connection is gone for good (closed, or another tab upgraded the database). */
  dead: NotSavingReason | null = null;

  constructor(
    readonly db: IDBDatabase,
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
  }

  /** All keys `[id, *]`. */
  range(id: string): IDBKeyRange {
    return this.keyRange.bound([id, -Infinity], [id, Infinity]);
  }

  setStatus(w: Writer<E, C>, status: SaveStatus): void {
    const a = w.status;
    if (
      a.saving === status.saving &&
      (a.saving || (!status.saving && a.reason === status.reason && a.detail === status.detail))
    )
      return;
    w.status = status;
    for (const fn of this.statusListeners) fn(w.id, status);
  }

  /** The connection is gone for good: nothing open here is saving any more. */
  lose(reason: NotSavingReason): void {
    if (this.dead) return;
    this.dead = reason;
    for (const w of this.writers.values()) this.setStatus(w, { saving: false, reason });
  }

  post(msg: TabMessage): void {
    try {
      this.channel?.postMessage(msg);
    } catch {
      // a closed channel: the other tabs learn at their next write
    }
  }

  /** A programming error of the caller (the session and the journal would part): stop saving this encounter. */
  broken(w: Writer<E, C>, detail: string): Failure {
    this.setStatus(w, { saving: false, reason: 'error', detail });
    return { ok: false, reason: 'invalid', detail };
  }

  /** A write failed (found later, in its transaction's events). */
  failed(w: Writer<E, C>, e: unknown): void {
    const reason = reasonOf(e);
    if (!w.status.saving && w.status.reason !== 'timeout') return;
    this.setStatus(
      w,
      reason === 'conflict' ? { saving: false, reason } : { saving: false, reason, detail: detailOf(e) },
    );
  }

  /** A read-only transaction over `stores`, its requests issued by `issue`, bounded by the timeout. */
  async read<T>(stores: string[], what: string, issue: (tx: IDBTransaction) => Promise<T>): Promise<T | Failure> {
    if (this.dead) return { ok: false, reason: this.dead };
    try {
      const tx = this.db.transaction(stores, 'readonly');
      return await timed(issue(tx), this.timeoutMs, what);
    } catch (e) {
      return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
    }
  }

  /**
   * {@link read} in several dependent requests: `issue` calls `progress` as each one is answered, and the timeout
   * counts from the last answer, not from the start (a long history's read in pieces, issue 33).
   */
  async readInSteps<T>(
    stores: string[],
    what: string,
    issue: (tx: IDBTransaction, progress: () => void) => Promise<T>,
  ): Promise<T | Failure> {
    if (this.dead) return { ok: false, reason: this.dead };
    try {
      const tx = this.db.transaction(stores, 'readonly');
      return await timedSteps((progress) => issue(tx, progress), this.timeoutMs, what);
    } catch (e) {
      return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
    }
  }

  /** A readwrite transaction (off the hot path): null once committed, else the failure. */
  async write(stores: string[], issue: (tx: IDBTransaction) => void): Promise<Failure | null> {
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

  /** Start writing an encounter in this tab. */
  openWriter(
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

  /** Delete checkpoints (a cache: a failed delete changes nothing). */
  deleteCheckpoints(id: string, revs: readonly number[]): void {
    void this.write([STORES.checkpoints], (tx) => {
      const store = tx.objectStore(STORES.checkpoints);
      for (const n of revs) store.delete([id, n]);
    });
  }
}
