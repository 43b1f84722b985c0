/**
 * The library's list and its metadata (see library.ts): the entries with their last change, rename, "recently
 * deleted" (remove, bring back, purge for good). Metadata only: nothing here touches a journal but a purge.
 */
import type { Core } from './core';
import type { CommandBase, Encounter } from './kernel';
import { STORES, type EntryRecord, type JournalRecord } from './records';
import { isFailure, second, type EncounterSummary, type Failure } from './types';

/** Bidi controls, zero-width and control characters: a library name never holds them (they could disguise it). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u001f\u007f]/g;

/** A library name as it is stored: no invisible characters, trimmed, at most 200 characters, never empty. */
export function cleanName(name: string): string {
  const n = typeof name === 'string' ? name.replace(INVISIBLE, '').trim().slice(0, 200) : '';
  return n || 'Encounter';
}

/** Change an entry's metadata (and announce it to the other tabs). */
export async function updateEntry<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  change: (e: EntryRecord) => EntryRecord,
): Promise<{ ok: true } | Failure> {
  let found = false;
  const fail = await core.write([STORES.entries], (tx) => {
    const store = tx.objectStore(STORES.entries);
    const req = store.get(id);
    req.onsuccess = () => {
      const e = req.result as EntryRecord | undefined;
      if (!e) return;
      found = true;
      store.put({ ...change(e), id, updatedAt: core.now() });
    };
  });
  if (fail) return fail;
  if (!found) return { ok: false, reason: 'notFound' };
  core.post({ t: 'l' });
  return { ok: true };
}

/** See {@link Library.purgeDeleted}. */
export async function purgeDeleted<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  before: number,
): Promise<{ ok: true; purged: number } | Failure> {
  const purged: string[] = [];
  const fail = await core.write(
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
          tx.objectStore(STORES.journal).delete(core.range(e.id));
          tx.objectStore(STORES.checkpoints).delete(core.range(e.id));
        }
      };
    },
  );
  if (fail) return fail;
  for (const id of purged) {
    const w = core.writers.get(id);
    if (w) core.setStatus(w, { saving: false, reason: 'deleted' });
    core.writers.delete(id);
    core.post({ t: 'x', id });
  }
  return { ok: true, purged: purged.length };
}

/** See {@link Library.list}. */
export async function list<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  opts: { deleted?: boolean },
): Promise<EncounterSummary[] | Failure> {
  const r = await core.read(
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
            const c = j.openCursor(core.range(e.id), 'prev');
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
