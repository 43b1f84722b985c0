/**
 * Autosave to IndexedDB after every command, restore on reload (state, log and undo position), and detect
 * a second tab writing the same encounter (a revision check inside one transaction, plus a
 * BroadcastChannel nudge so the other tab knows at once).
 */
import { describeMsg } from '../i18n';
import { loadFile, saveEncounterFile, type AnyEncounter, type Command, type Session } from '../rules';

const DB_NAME = 'saddlegrid';
const STORE = 'encounters';
const KEY = 'current';

/** What is stored under the current key. */
interface Saved {
  file: string;
  /** Increments with every write from any tab. */
  revision: number;
  tabId: string;
}

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = idb.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
}

/** Result of a save attempt. */
export type SaveResult = 'saved' | 'conflict';

/**
 * The autosaver of one tab. `save` writes only if nobody else wrote since this tab last read or wrote;
 * otherwise it reports a conflict and writes nothing (until `save(…, true)` forces it).
 */
export class Autosave {
  readonly tabId: string;
  private knownRevision = 0;
  private db: Promise<IDBDatabase>;
  private channel: BroadcastChannel | null;
  private queue: Promise<unknown> = Promise.resolve();
  onOtherTabWrote: (() => void) | null = null;

  constructor(idb: IDBFactory, tabId: string) {
    this.tabId = tabId;
    this.db = openDb(idb);
    this.channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('saddlegrid-autosave') : null;
    if (this.channel) {
      this.channel.onmessage = (ev: MessageEvent<{ tabId: string; revision: number }>) => {
        if (ev.data.tabId !== this.tabId && ev.data.revision > this.knownRevision) this.onOtherTabWrote?.();
      };
    }
  }

  /** Load the saved encounter, if any. A damaged save is reported, never half-loaded. */
  async load(): Promise<{ session: Session<AnyEncounter, Command> } | { error: string } | null> {
    const db = await this.db;
    const saved = await new Promise<Saved | undefined>((resolve, reject) => {
      const req = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
      req.onsuccess = () => resolve(req.result as Saved | undefined);
      req.onerror = () => reject(req.error ?? new Error('read failed'));
    });
    if (!saved) return null;
    this.knownRevision = saved.revision;
    const r = loadFile(saved.file);
    return r.ok ? { session: r.session } : { error: describeMsg('core', r.error, 'en') };
  }

  /** Save (serialised after earlier saves). */
  save(session: Session<AnyEncounter, Command>, force = false): Promise<SaveResult> {
    const next = this.queue.then(() => this.write(session, force));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async write(session: Session<AnyEncounter, Command>, force: boolean): Promise<SaveResult> {
    const db = await this.db;
    const file = saveEncounterFile(session);
    const result = await new Promise<SaveResult>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      let outcome: SaveResult = 'saved';
      const req = store.get(KEY);
      req.onsuccess = () => {
        const cur = req.result as Saved | undefined;
        const curRev = cur?.revision ?? 0;
        if (!force && cur && curRev !== this.knownRevision && cur.tabId !== this.tabId) {
          outcome = 'conflict';
          return;
        }
        const rev = Math.max(curRev, this.knownRevision) + 1;
        store.put({ file, revision: rev, tabId: this.tabId } satisfies Saved, KEY);
        this.knownRevision = rev;
      };
      tx.oncomplete = () => resolve(outcome);
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('write aborted'));
    });
    if (result === 'saved') this.channel?.postMessage({ tabId: this.tabId, revision: this.knownRevision });
    return result;
  }

  /** Forget the saved encounter (new encounter). */
  async clear(): Promise<void> {
    const db = await this.db;
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(KEY);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('clear failed'));
    });
    this.knownRevision = 0;
  }
}
