/**
 * The database's upgrade: version 0 (none) or 1 (today's autosave: one record `encounters/current` holding a
 * whole file text) → version 2 (the library).
 *
 * Everything happens inside the versionchange transaction, so it is atomic: either the stores exist and the old
 * autosave is a library entry, or nothing changed and the next open tries again. Version 1's record is converted
 * with the kernel's loader (`loadEncounterFile`: parse, check, replay); a record that does not load becomes a
 * damaged entry holding its text (export it, or restore the first commands that still replay). The old store is
 * left untouched as a backup (a later version may drop it).
 */
import { encounterJson, loadEncounterFile, parseEncounterFile, type AnyRuleSystem, type FileMsg } from './kernel';
import { LEGACY_KEY, STORES, type DamageReason, type EntryRecord, type JournalRecord } from './records';

/** The rule system of an id (the registry's `systemOf`). */
export type SystemOf = (id: string) => AnyRuleSystem | undefined;

/** The writer id of records written by the migration. */
export const MIGRATION_WRITER = 'migration';

/** A fresh entry id. */
export function newEntryId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c && typeof c.randomUUID === 'function') return `e-${c.randomUUID()}`;
  return `e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Create the stores of version 2 and migrate version 1's record. */
export function upgrade(
  db: IDBDatabase,
  tx: IDBTransaction,
  oldVersion: number,
  systemOf: SystemOf,
  now: () => number,
): void {
  if (oldVersion < 2) {
    const names = db.objectStoreNames;
    if (!names.contains(STORES.entries)) db.createObjectStore(STORES.entries, { keyPath: 'id' });
    if (!names.contains(STORES.initials)) db.createObjectStore(STORES.initials);
    if (!names.contains(STORES.raw)) db.createObjectStore(STORES.raw);
    if (!names.contains(STORES.journal)) db.createObjectStore(STORES.journal);
    if (!names.contains(STORES.checkpoints)) db.createObjectStore(STORES.checkpoints);
  }
  if (oldVersion === 1 && db.objectStoreNames.contains(STORES.legacy)) {
    const req = tx.objectStore(STORES.legacy).get(LEGACY_KEY);
    req.onsuccess = () => {
      const saved = req.result as unknown;
      if (saved === undefined) return;
      migrateLegacy(tx, saved, systemOf, now());
    };
  }
}

/** The name of an encounter in a file text, if it can be read. */
function nameInText(text: string): string | null {
  try {
    const data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { initial?: { name?: unknown } };
    const n = data?.initial?.name;
    return typeof n === 'string' && n.trim() ? n.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Write version 1's record as a library entry (good or damaged); never throws (an exception would abort the upgrade). */
function migrateLegacy(tx: IDBTransaction, saved: unknown, systemOf: SystemOf, at: number): void {
  const id = newEntryId();
  const text =
    typeof saved === 'object' && saved !== null && typeof (saved as { file?: unknown }).file === 'string'
      ? (saved as { file: string }).file
      : typeof saved === 'string'
        ? saved
        : (JSON.stringify(saved) ?? '');
  const entries = tx.objectStore(STORES.entries);
  const damaged = (reason: DamageReason, commandsThatReplay: number, system: string): void => {
    const entry: EntryRecord = {
      id,
      name: nameInText(text) ?? 'Autosave',
      system,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      damage: { reason, commandsThatReplay, at },
      rawOnly: true,
    };
    entries.put(entry);
    tx.objectStore(STORES.raw).put({ text }, id);
  };
  try {
    const loaded = loadEncounterFile(text, systemOf);
    if (!loaded.ok) {
      const parsed = parseEncounterFile(text, systemOf);
      const n = !parsed.ok
        ? 0
        : loaded.error.problem === 'commandRefused' && typeof loaded.error.n === 'number'
          ? loaded.error.n - 1
          : 0;
      damaged(loaded.error as FileMsg, n, parsed.ok ? parsed.file.initial.system : '');
      return;
    }
    const s = loaded.session;
    const entry: EntryRecord = {
      id,
      name: s.initial.name.trim() ? s.initial.name.slice(0, 200) : 'Autosave',
      system: s.initial.system,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      damage: null,
    };
    entries.put(entry);
    tx.objectStore(STORES.initials).put({ text: encounterJson(s.initial) }, id);
    const reset: JournalRecord = {
      k: 'r',
      cs: s.commands().map((c) => JSON.stringify(c)),
      u: s.cursor,
      w: MIGRATION_WRITER,
      p: '',
      t: at,
    };
    tx.objectStore(STORES.journal).add(reset, [id, 1]);
  } catch {
    try {
      damaged('migration', 0, '');
    } catch {
      // nothing more can be done inside the upgrade; the old store still holds the text
    }
  }
}
