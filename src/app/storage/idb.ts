/**
 * A small promise helper over the raw IndexedDB API (instead of the `idb` package): requests and transactions as
 * promises, a timeout for anything that may hang, and the classification of IndexedDB errors into the reasons
 * the app shows ("not saving — export now": quota, blocked, timeout…).
 *
 * Only reads go through promises. Writes on the hot path (the journal) are issued synchronously with callbacks
 * (see library.ts); a promise is never awaited between two requests of one transaction, so nothing here depends
 * on how an implementation treats microtasks inside a transaction.
 */
import { patientTimeout } from './patientTimer';

/** Why the library is not saving (shown in a persistent banner with "export now"). */
export type NotSavingReason =
  /** `indexedDB.open` or a write did not answer within the timeout. */
  | 'timeout'
  /** Another tab holds an older version of the database open (an old Saddlegrid tab): close it. */
  | 'blocked'
  /** No IndexedDB here (private mode, disabled storage, a SecurityError). */
  | 'unavailable'
  /** The browser refused a write for lack of space. */
  | 'quota'
  /** Another tab wrote this encounter since this tab read it; nothing is written until forced. */
  | 'conflict'
  /** The saved encounter could not be restored; it is kept aside untouched and nothing is written to it. */
  | 'damaged'
  /** The database connection closed under us (storage cleared, browser shutting down, disk error). */
  | 'closed'
  /** Another tab opened a newer version of the database: this tab must reload. */
  | 'versionchange'
  /** The encounter was purged (in this tab or another). */
  | 'deleted'
  /** Any other IndexedDB error (`detail` names it). */
  | 'error';

/** The save status of one open encounter. */
export type SaveStatus =
  { readonly saving: true } | { readonly saving: false; readonly reason: NotSavingReason; readonly detail?: string };

/** Saving normally. */
export const SAVING: SaveStatus = Object.freeze({ saving: true });

/** A thrown timeout (see {@link timed}). */
export class StorageTimeout extends Error {
  constructor(what: string) {
    super(`IndexedDB did not answer: ${what}`);
    this.name = 'StorageTimeout';
  }
}

/** The name of a DOMException-like error, or ''. */
export function errorName(e: unknown): string {
  const n = typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : undefined;
  return typeof n === 'string' ? n : '';
}

/** The reason an IndexedDB error stands for. */
export function reasonOf(e: unknown): NotSavingReason {
  if (e instanceof StorageTimeout) return 'timeout';
  switch (errorName(e)) {
    case 'QuotaExceededError':
      return 'quota';
    case 'ConstraintError':
      return 'conflict';
    case 'InvalidStateError':
      return 'closed';
    case 'SecurityError':
      return 'unavailable';
    default:
      return 'error';
  }
}

/** A short detail of an error for the banner and bug reports. */
export function detailOf(e: unknown): string {
  const name = errorName(e);
  const message =
    typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string'
      ? (e as { message: string }).message
      : String(e);
  return (name ? `${name}: ${message}` : message).slice(0, 300);
}

/** A request's result as a promise. */
export function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** A transaction's end as a promise: resolves on complete, rejects on abort (with the transaction's error). */
export function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('transaction aborted', 'AbortError'));
  });
}

/** Ask the transaction to commit now (IndexedDB 3.0) when the implementation can; auto-commit otherwise. */
export function commitNow(tx: IDBTransaction): void {
  const t = tx as IDBTransaction & { commit?: () => void };
  if (typeof t.commit === 'function') t.commit();
}

/** Abort a transaction that may already be finished. */
export function abortQuietly(tx: IDBTransaction | undefined): void {
  try {
    tx?.abort();
  } catch {
    // already finished or aborted
  }
}

/**
 * What `start` gives, or a {@link StorageTimeout} once `ms` passed without a sign of progress: `start` gets a
 * `progress` function that restarts the wait (issue 33: a long history read in pieces may take longer than `ms` in
 * all on a loaded machine, yet each piece comes; only a read that stops answering is given up).
 */
export function timedSteps<T>(start: (progress: () => void) => Promise<T>, ms: number, what: string): Promise<T> {
  if (!(ms > 0) || !Number.isFinite(ms)) return start(() => {});
  return new Promise((resolve, reject) => {
    let cancel = (): void => {};
    let settled = false;
    const arm = (): void => {
      if (settled) return;
      cancel();
      cancel = patientTimeout(() => ((settled = true), reject(new StorageTimeout(what))), ms);
    };
    arm();
    start(arm).then(
      (v) => {
        settled = true;
        cancel();
        resolve(v);
      },
      (e: unknown) => {
        settled = true;
        cancel();
        reject(e);
      },
    );
  });
}

/** `p`, or a {@link StorageTimeout} after `ms` (the timer is cleared when `p` settles). */
export function timed<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  if (!(ms > 0) || !Number.isFinite(ms)) return p;
  return new Promise((resolve, reject) => {
    const cancel = patientTimeout(() => reject(new StorageTimeout(what)), ms);
    p.then(
      (v) => {
        cancel();
        resolve(v);
      },
      (e: unknown) => {
        cancel();
        reject(e);
      },
    );
  });
}

/** The outcome of opening a database. */
export type OpenOutcome =
  | { ok: true; db: IDBDatabase }
  | {
      ok: false;
      reason: 'timeout' | 'blocked' | 'unavailable' | 'error';
      detail?: string;
      /** The connection if the open succeeds after all (the other tab closed, the browser answered late), else null. */
      late: Promise<IDBDatabase | null>;
    };

/**
 * Open a database with a timeout. `blocked` (an older connection elsewhere does not close) and a timeout are
 * reported at once; the request keeps going, and `late` gives the connection if it still succeeds.
 */
export function openDatabase(
  idb: IDBFactory | null | undefined,
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, tx: IDBTransaction, oldVersion: number) => void,
  timeoutMs: number,
): Promise<OpenOutcome> {
  let lateResolve: (db: IDBDatabase | null) => void = () => undefined;
  const late = new Promise<IDBDatabase | null>((r) => (lateResolve = r));
  if (!idb || typeof idb.open !== 'function')
    return Promise.resolve({ ok: false, reason: 'unavailable', detail: 'no IndexedDB', late: Promise.resolve(null) });
  return new Promise<OpenOutcome>((resolve) => {
    let settled = false;
    const failEarly = (reason: 'timeout' | 'blocked', detail: string): void => {
      if (settled) return;
      settled = true;
      resolve({ ok: false, reason, detail, late });
    };
    let req: IDBOpenDBRequest;
    try {
      req = idb.open(name, version);
    } catch (e) {
      settled = true;
      resolve({
        ok: false,
        reason: reasonOf(e) === 'unavailable' ? 'unavailable' : 'error',
        detail: detailOf(e),
        late: Promise.resolve(null),
      });
      return;
    }
    const arm = (): (() => void) =>
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? patientTimeout(() => failEarly('timeout', `indexedDB.open did not answer in ${timeoutMs} ms`), timeoutMs)
        : () => {};
    let cancel = arm();
    req.onupgradeneeded = (ev) => {
      // The browser answered; the upgrade (a migration replays the old autosave) does not count as hanging.
      cancel();
      const tx = req.transaction;
      if (tx) upgrade(req.result, tx, ev.oldVersion);
      cancel = arm();
    };
    req.onblocked = () => {
      cancel();
      failEarly('blocked', 'another tab keeps an older version of the database open');
    };
    req.onsuccess = () => {
      cancel();
      if (settled) {
        lateResolve(req.result);
        return;
      }
      settled = true;
      resolve({ ok: true, db: req.result });
    };
    req.onerror = () => {
      cancel();
      lateResolve(null);
      if (settled) return;
      settled = true;
      const e = req.error;
      resolve({
        ok: false,
        reason: reasonOf(e) === 'unavailable' ? 'unavailable' : 'error',
        detail: detailOf(e),
        late: Promise.resolve(null),
      });
    };
  });
}
