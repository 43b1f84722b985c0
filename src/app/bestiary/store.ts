/**
 * Where the GM's bestiary lives (issue 29): its own IndexedDB database, `saddlegrid-bestiary` (one object store
 * `entries`, keyed by id), apart from the encounter library and the pictures so that neither's schema changes.
 * Without IndexedDB (or when it does not answer) the entries stay in memory for the tab. The panels read the
 * entries from a small store (`view`) that follows every change; pictures are the picture store's (by id).
 */
import { wrap, type IDBPDatabase } from 'idb';
import { createStore } from 'zustand/vanilla';
import type { Creature, SystemId } from '../../rules';
import type { PictureStore } from '../assets';
import { patientTimeout } from '../storage';
import {
  bestiaryFileText,
  parseBestiaryFile,
  picturesOf,
  searchBestiary,
  templateOf,
  templateProblem,
  type BestiaryEntry,
  type BestiaryProblem,
} from './bestiary';

/** The database's name and version. */
export const BESTIARY_DB = 'saddlegrid-bestiary';
const STORE = 'entries';

/** What the panels see. */
export interface BestiaryView {
  readonly entries: readonly BestiaryEntry[];
  /** Entries are kept in this browser's database (false: in memory for this tab only). */
  readonly persistent: boolean;
}

/** The outcome of an import: how many entries came in, or why the file was refused (nothing changed). */
export type BestiaryImport = { ok: true; added: number; pictures: number } | { ok: false; problem: BestiaryProblem };

async function open(idb: IDBFactory | null | undefined, timeoutMs: number): Promise<IDBPDatabase | null> {
  if (!idb || typeof idb.open !== 'function') return null;
  let opening: Promise<IDBPDatabase | null>;
  try {
    const req = idb.open(BESTIARY_DB, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'id' });
    };
    opening = (wrap(req) as Promise<IDBPDatabase>).then(
      (db) => {
        db.addEventListener('versionchange', () => db.close());
        return db;
      },
      () => null,
    );
  } catch {
    return null;
  }
  // A time-out that counts only time the main thread could answer in (storage/patientTimer.ts, issue 33).
  let cancel = (): void => {};
  const late = new Promise<null>((r) => (cancel = patientTimeout(() => r(null), timeoutMs)));
  const db = await Promise.race([opening, late]);
  cancel();
  if (!db) void opening.then((d) => d?.close());
  return db;
}

/** The bestiary service (`AppServices.bestiary`). */
export class Bestiary {
  readonly view = createStore<BestiaryView>()(() => ({ entries: [], persistent: false }));
  private readonly db: Promise<IDBPDatabase | null>;
  private readonly memory = new Map<string, BestiaryEntry>();
  private seq = 0;

  constructor(
    idb: IDBFactory | null | undefined,
    private readonly pictures: Pick<PictureStore, 'dataUrlsFor' | 'importDataUrls'> | null = null,
    private readonly now: () => number = Date.now,
    timeoutMs = 3000,
    /** The database is opened once this has settled (start-up, issue 33: after the encounter library's start). */
    after: PromiseLike<unknown> = Promise.resolve(),
  ) {
    this.db = Promise.resolve(after).then(
      () => open(idb, timeoutMs),
      () => open(idb, timeoutMs),
    );
    void this.refresh();
  }

  /** Read every entry again into the view. */
  async refresh(): Promise<void> {
    const db = await this.db;
    const entries = db ? ((await db.getAll(STORE)) as BestiaryEntry[]) : [...this.memory.values()];
    this.view.setState({ entries, persistent: !!db });
  }

  private newId(): string {
    this.seq += 1;
    return `b${this.now().toString(36)}${this.seq.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  }

  private async put(entries: readonly BestiaryEntry[]): Promise<void> {
    const db = await this.db;
    if (db) {
      const tx = db.transaction(STORE, 'readwrite');
      for (const e of entries) void tx.store.put(e);
      await tx.done;
    } else for (const e of entries) this.memory.set(e.id, e);
    await this.refresh();
  }

  /**
   * Save a creature as a template (its picture, its system part as `part` reduces it), under `name`. Returns the
   * engine's refusal when the template would not make a creature (nothing is saved then).
   */
  async saveCreature(
    system: SystemId,
    c: Creature,
    name: string,
    part?: (sys: unknown) => unknown,
  ): Promise<{ ok: true; entry: BestiaryEntry } | { ok: false; problem: BestiaryProblem }> {
    const creature = templateOf(c, part);
    const clean = name.trim().slice(0, 80) || c.name;
    const reason = templateProblem(system, clean, creature);
    if (reason) return { ok: false, problem: { m: 'badEntry', n: 1, name: clean, system, reason } };
    const entry: BestiaryEntry = { id: this.newId(), system, name: clean, creature, savedAt: this.now() };
    await this.put([entry]);
    return { ok: true, entry };
  }

  /** Entries of a system whose name holds every word of the query, newest first (the panels' search). */
  search(entries: readonly BestiaryEntry[], query: string, system?: string): BestiaryEntry[] {
    return searchBestiary(entries, query, system);
  }

  /** Remove an entry. */
  async remove(id: string): Promise<void> {
    const db = await this.db;
    if (db) await db.delete(STORE, id);
    else this.memory.delete(id);
    await this.refresh();
  }

  /** The file of these entries (every entry when none is given), with the pictures they use. */
  async exportFile(ids?: readonly string[]): Promise<string> {
    const all = this.view.getState().entries;
    const entries = ids ? all.filter((e) => ids.includes(e.id)) : all;
    const pictures = this.pictures ? await this.pictures.dataUrlsFor(picturesOf(entries)) : {};
    return bestiaryFileText(entries, pictures);
  }

  /** Import a bestiary file: all its entries or none (a refused file changes nothing). */
  async importFile(text: string, fileName = ''): Promise<BestiaryImport> {
    const r = parseBestiaryFile(text);
    if (!r.ok) return r;
    let stored = 0;
    if (this.pictures && Object.keys(r.file.pictures).length) {
      const rep = await this.pictures.importDataUrls(r.file.pictures, fileName);
      stored = rep.stored.length;
    }
    const t = this.now();
    const known = this.view.getState().entries;
    // The same entry again (the file one exported): not a second copy.
    const same = (e: (typeof r.file.entries)[number]) =>
      known.some(
        (k) => k.system === e.system && k.name === e.name && JSON.stringify(k.creature) === JSON.stringify(e.creature),
      );
    const fresh = r.file.entries.filter((e) => !same(e));
    await this.put(fresh.map((e, i) => ({ ...e, id: this.newId(), savedAt: t + i })));
    return { ok: true, added: fresh.length, pictures: stored };
  }
}
