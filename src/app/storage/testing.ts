/**
 * Test helpers of the storage engine (test-only): IndexedDB factories that hang, fail or refuse writes, the
 * kernel-only rule system as a `systemOf`, and sessions of any length.
 */
import { IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { Session, type CommandBase, type Encounter } from './kernel';
import { Library, type LibraryOptions } from './library';
import type { SystemOf } from './schema';
// eslint-disable-next-line no-restricted-imports -- test helpers: the kernel's test-only rule system (see kernel.ts).
import { kernelEncounter, kernelSystem } from '../../rules/core/testing';

/** The kernel-only rule system by id ('kernel'). */
export const kernelSystemOf: SystemOf = (id) => (id === 'kernel' ? kernelSystem : undefined);

/**
 * Library options for tests: the kernel system, no channel (unless given), fake-indexeddb's key ranges, and 30 s
 * before an open, read or write counts as hanging. The app's 4 s was passed by fake-indexeddb on a loaded 2-core
 * machine (load ~20: journal.test.ts's "open failed: timeout"). The tests of hanging pass their own `timeoutMs`.
 */
export function testOptions(extra: Partial<LibraryOptions> = {}): LibraryOptions {
  return {
    timeoutMs: 30_000,
    systemOf: kernelSystemOf,
    channel: null,
    keyRange: FakeKeyRange as unknown as typeof IDBKeyRange,
    tabId: 'tab-a',
    ...extra,
  };
}

/** Open a library for a test (throws if it does not open). */
export async function openLibrary(idb: IDBFactory, extra: Partial<LibraryOptions> = {}): Promise<Library> {
  const r = await Library.open(idb, testOptions(extra));
  if (!r.ok) throw new Error(`open failed: ${r.reason} ${r.detail ?? ''}`);
  return r.library;
}

/** A new kernel session. */
export function newKernelSession(seed = 7): Session<Encounter, CommandBase> {
  return new Session<Encounter, CommandBase>(
    kernelSystem,
    kernelEncounter({ seed, width: 20, height: 15, name: 'Test' }),
  );
}

/** The i-th command of the long kernel-command script (the storage measure's own, one script for both). */
import { benchCommand as scriptCommand } from './measure';
export { scriptCommand };

/** Apply `n` script commands to a session (from its current length on); throws on a refusal. */
export function applyScript(
  s: Session<Encounter, CommandBase>,
  n: number,
  from = s.length,
): Session<Encounter, CommandBase> {
  for (let i = from; i < from + n; i++) {
    const r = s.apply(scriptCommand(i));
    if (!r.ok) throw new Error(`script command ${i} refused: ${r.kind === 'refused' ? r.reason.m : r.error}`);
  }
  return s;
}

/** An IndexedDB open request that never answers. */
export function hangingFactory(): IDBFactory {
  return {
    open: () =>
      ({ onsuccess: null, onerror: null, onblocked: null, onupgradeneeded: null }) as unknown as IDBOpenDBRequest,
    deleteDatabase: () => ({}) as IDBOpenDBRequest,
    cmp: () => 0,
    databases: () => new Promise(() => undefined),
  } as unknown as IDBFactory;
}

/** An IndexedDB whose open fails (an error event with this error name), or throws when `sync`. */
export function failingFactory(name: string, sync = false): IDBFactory {
  return {
    open: () => {
      if (sync) throw new DOMException('refused', name);
      const req = {
        onsuccess: null,
        onblocked: null,
        onupgradeneeded: null,
        error: null as DOMException | null,
        onerror: null as null | (() => void),
      };
      setTimeout(() => {
        req.error = new DOMException('refused', name);
        req.onerror?.();
      }, 0);
      return req as unknown as IDBOpenDBRequest;
    },
    deleteDatabase: () => ({}) as IDBOpenDBRequest,
    cmp: () => 0,
  } as unknown as IDBFactory;
}

/** What a faulty factory does with a write (add/put) to a store. */
export type WriteFault =
  /** Throw a QuotaExceededError from `add`/`put` itself. */
  | 'throwQuota'
  /** Let it go, then abort the transaction with a QuotaExceededError (what Chromium does when the disk is full). */
  | 'abortQuota'
  /** The transaction never reports complete or abort. */
  | 'hang'
  | undefined;

/**
 * A factory over `base` whose writes go through `fault(store, value, key)`. A 'hang' hands `onHang` a function
 * that delivers the transaction's real outcome (complete) late.
 */
export function faultyFactory(
  base: IDBFactory,
  fault: (store: string, value: unknown, key: unknown) => WriteFault,
  onHang?: (release: () => void) => void,
): IDBFactory {
  const patchStore = (store: IDBObjectStore, tx: IDBTransaction): IDBObjectStore => {
    for (const method of ['add', 'put'] as const) {
      const orig = store[method].bind(store);
      store[method] = ((value: unknown, key?: IDBValidKey) => {
        const f = fault(store.name, value, key);
        if (f === 'throwQuota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        const r = key === undefined ? orig(value) : orig(value, key);
        if (f === 'abortQuota')
          queueMicrotask(() => (tx as unknown as { _abort(name: string): void })._abort('QuotaExceededError'));
        if (f === 'hang') {
          // Keep the handlers but never call them.
          let complete: unknown = null;
          let done = false;
          tx.addEventListener('complete', () => (done = true));
          // The implementation reads `oncomplete` / `onabort` to call them: it finds nothing there.
          Object.defineProperty(tx, 'oncomplete', { get: () => null, set: (v) => (complete = v), configurable: true });
          Object.defineProperty(tx, 'onabort', { get: () => null, set: () => undefined, configurable: true });
          onHang?.(() => {
            if (done && typeof complete === 'function') (complete as () => void)();
          });
        }
        return r;
      }) as IDBObjectStore['add'];
    }
    return store;
  };
  const patchDb = (db: IDBDatabase): void => {
    const orig = db.transaction.bind(db);
    db.transaction = ((names: string | string[], mode?: IDBTransactionMode, opts?: IDBTransactionOptions) => {
      const tx = orig(names, mode, opts);
      const os = tx.objectStore.bind(tx);
      tx.objectStore = (n: string) => patchStore(os(n), tx);
      return tx;
    }) as IDBDatabase['transaction'];
  };
  return {
    open: (name: string, version?: number) => {
      const req = base.open(name, version);
      req.addEventListener('success', () => patchDb(req.result));
      return req;
    },
    deleteDatabase: (name: string) => base.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => base.cmp(a, b),
    databases: () => base.databases(),
  } as IDBFactory;
}

/** Wait until `cond()` holds (polling on the event loop; fails after `ms`). Not a sleep: it returns as soon as it holds. */
export async function until(cond: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Open the database directly (no upgrade handler: the library must have created it). */
export function openRaw(idb: IDBFactory, name = 'saddlegrid'): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = idb.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
}

/** Every [key, value] of a store (for comparing before and after). */
export function dump(db: IDBDatabase, store: string): Promise<[IDBValidKey, unknown][]> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readonly');
    const s = tx.objectStore(store);
    const keys = s.getAllKeys();
    const values = s.getAll();
    tx.oncomplete = () => resolve(keys.result.map((k, i) => [k, values.result[i]]));
    tx.onabort = () => reject(tx.error ?? new Error('read failed'));
  });
}

/** Put records into a store directly (to simulate damage or another version's data). */
export function putRaw(
  db: IDBDatabase,
  store: string,
  rows: readonly [IDBValidKey | undefined, unknown][],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite');
    const s = tx.objectStore(store);
    for (const [k, v] of rows) {
      if (k === undefined) s.put(v);
      else s.put(v, k);
    }
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('write failed'));
  });
}

/** A database as today's autosave (version 1) left it: `encounters/current` = `{ file, revision, tabId }`. */
export function legacyDb(idb: IDBFactory, saved: unknown): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = idb.open('saddlegrid', 1);
    req.onupgradeneeded = () => req.result.createObjectStore('encounters');
    req.onsuccess = () => {
      const db = req.result;
      if (saved === undefined) return resolve(db);
      const tx = db.transaction('encounters', 'readwrite');
      tx.objectStore('encounters').put(saved, 'current');
      tx.oncomplete = () => resolve(db);
      tx.onabort = () => reject(tx.error ?? new Error('write failed'));
    };
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
}

/** A manual idle queue: `run()` runs what was asked so far. */
export function idleQueue(): { idle: (fn: () => void) => void; run: () => number; readonly size: number } {
  const q: (() => void)[] = [];
  return {
    idle: (fn) => void q.push(fn),
    run: () => {
      const fns = q.splice(0);
      for (const f of fns) f();
      return fns.length;
    },
    get size() {
      return q.length;
    },
  };
}

/** What a test may look at inside a library: its writers (appends in flight, checkpoints known) and connection. */
interface Inside {
  readonly writers: Map<string, { inflight: number[]; cpRevs: number[] }>;
  readonly db: IDBDatabase;
}
const inside = (lib: Library): Inside => (lib as unknown as { core: Inside }).core;

/** The library's writers of the encounters open in it (tests only). */
export const writersOf = (lib: Library): Inside['writers'] => inside(lib).writers;
/** The library's IndexedDB connection (tests only). */
export const dbOf = (lib: Library): IDBDatabase => inside(lib).db;
