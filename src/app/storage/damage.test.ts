/** Never overwrite what could not be restored: damaged entries are kept aside untouched, exported and salvaged. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  fileText,
  loadEncounterFile,
  reject,
  type AnyRuleSystem,
  type CommandBase,
  type Encounter,
  type Session,
} from '../../rules/core';
import { kernelSystem } from '../../rules/core/testing';
import type { Library } from './library';
import { STORES, type JournalRecord } from './records';
import {
  applyScript,
  dump,
  newKernelSession,
  openLibrary,
  openRaw,
  putRaw,
  scriptCommand,
  until,
  writersOf,
} from './testing';

type S = Session<Encounter, CommandBase>;
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);

/** An entry with `n` script commands, written by tab-a and acknowledged. */
async function entryWith(idb: IDBFactory, n: number): Promise<{ lib: Library; id: string; session: S }> {
  const lib = await openLibrary(idb);
  const r = await lib.create({ name: 'Evening', initialState: newKernelSession().initial });
  if (!r.ok) throw new Error(r.reason);
  for (let i = 0; i < n; i++) {
    expect(r.session.apply(scriptCommand(i)).ok).toBe(true);
    lib.record(r.id, r.session, 'command');
  }
  await until(() => [...writersOf(lib).values()].every((w) => w.inflight.length === 0));
  return { lib, id: r.id, session: r.session };
}

/** Everything stored for an entry except its metadata. */
async function dataOf(db: IDBDatabase, id: string): Promise<string> {
  const parts = await Promise.all(
    [STORES.initials, STORES.journal, STORES.checkpoints, STORES.raw].map((s) => dump(db, s)),
  );
  return JSON.stringify(parts.map((rows) => rows.filter(([k]) => JSON.stringify(k).includes(id))));
}

const chained = (k: JournalRecord['k'], fields: object): JournalRecord =>
  ({ k, w: 'tab-a', p: 'tab-a', t: 5, ...fields }) as JournalRecord;

describe('a damaged save', () => {
  it('a refused command in the journal: marked damaged, kept untouched, exported, and its first N commands restored as a new entry', async () => {
    const idb = new IDBFactory();
    const { lib, id, session } = await entryWith(idb, 20);
    lib.close();
    const raw = await openRaw(idb);
    // Command 21 was accepted once but is refused now (a rule changed, a bug): commands 22.. follow it.
    await putRaw(raw, STORES.journal, [
      [
        [id, 22],
        chained('c', { s: 21, c: JSON.stringify({ type: 'moveCreature', id: 'nobody', to: { x: 1, y: 1 } }) }),
      ],
      [[id, 23], chained('c', { s: 22, c: JSON.stringify(scriptCommand(20)) })],
    ]);
    const before = await dataOf(raw, id);

    const tab = await openLibrary(idb, { tabId: 'tab-b' });
    const r = await tab.restore(id);
    if (r.ok || r.reason !== 'damaged' || !('damaged' in r))
      throw new Error(`expected damaged, got ${JSON.stringify(r).slice(0, 200)}`);
    expect(r.damaged.reason).toMatchObject({
      m: 'file',
      problem: 'commandRefused',
      n: 21,
      detail: { m: 'noCreature' },
    });
    expect(r.damaged.commandsThatReplay).toBe(20);
    expect(r.damaged.canRestorePrefix).toBe(true);
    // The export is the save as stored: it fails to load for the same reason (nothing was repaired silently).
    const loaded = loadEncounterFile(r.damaged.exportText, (sid) => (sid === 'kernel' ? session.system : undefined));
    expect(loaded).toMatchObject({ ok: false, error: { problem: 'commandRefused', n: 21 } });
    expect(JSON.parse(r.damaged.exportText).commands).toHaveLength(22);

    const list = await tab.list();
    expect(Array.isArray(list) && list.find((e) => e.id === id)?.damaged).toBe(true);
    expect(tab.status(id)).toMatchObject({ saving: false, reason: 'damaged' });
    expect(tab.append(id, { kind: 'cursor', cursor: 0 })).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await tab.duplicate(id)).toMatchObject({ ok: false });

    // Salvage: a NEW entry with the first 20 commands; the damaged one stays as it was.
    expect(await tab.restorePrefix(id, 21)).toMatchObject({
      ok: false,
      reason: 'invalid',
      error: { problem: 'commandRefused' },
    });
    const salvaged = await tab.restorePrefix(id, 20);
    if (!salvaged.ok) throw new Error(salvaged.reason);
    expect(salvaged.id).not.toBe(id);
    expect(fileOf(salvaged.session)).toBe(fileOf(session));
    expect(await dataOf(raw, id)).toBe(before);
    // The salvaged entry is a normal one: it is written and restored.
    expect(salvaged.session.apply(scriptCommand(20)).ok).toBe(true);
    tab.record(salvaged.id, salvaged.session, 'command');
    const again = await (await openLibrary(idb, { tabId: 'tab-c' })).restore(salvaged.id);
    expect(again.ok && fileOf(again.session)).toBe(fileOf(salvaged.session));
    // Still damaged on the next try (recomputed from the untouched data), and still untouched.
    expect(await (await openLibrary(idb, { tabId: 'tab-d' })).restore(id)).toMatchObject({
      ok: false,
      reason: 'damaged',
    });
    expect(await dataOf(raw, id)).toBe(before);
    raw.close();
  });

  it('a truncated command text: damaged, the commands before it restore', async () => {
    const idb = new IDBFactory();
    const { lib, id, session } = await entryWith(idb, 10);
    lib.close();
    const raw = await openRaw(idb);
    await putRaw(raw, STORES.journal, [[[id, 12], chained('c', { s: 11, c: '{"type":"changeHp","id":"c1","amo' })]]);
    const r = await (await openLibrary(idb, { tabId: 'b' })).restore(id);
    expect(r).toMatchObject({
      ok: false,
      reason: 'damaged',
      damaged: { reason: 'badCommandText', commandsThatReplay: 10, canRestorePrefix: true },
    });
    const s = await (await openLibrary(idb, { tabId: 'c' })).restorePrefix(id, 10);
    expect(s.ok && fileOf(s.session)).toBe(fileOf(session));
    raw.close();
  });

  it('a record out of order, a cursor outside the log, a journal without its start: damaged', async () => {
    for (const [bad, code] of [
      [chained('c', { s: 3, c: JSON.stringify(scriptCommand(5)) }), 'outOfOrder'],
      [chained('u', { u: 99 }), 'badCursor'],
      [chained('x' as JournalRecord['k'], {}), 'badRecord'],
    ] as const) {
      const idb = new IDBFactory();
      const { lib, id } = await entryWith(idb, 5);
      lib.close();
      const raw = await openRaw(idb);
      await putRaw(raw, STORES.journal, [[[id, 7], bad]]);
      const r = await (await openLibrary(idb, { tabId: 'b' })).restore(id);
      expect(r).toMatchObject({ ok: false, reason: 'damaged', damaged: { reason: code, commandsThatReplay: 5 } });
      raw.close();
    }
    const idb = new IDBFactory();
    const { lib, id } = await entryWith(idb, 3);
    lib.close();
    const raw = await openRaw(idb);
    await new Promise<void>((resolve) => {
      const tx = raw.transaction(STORES.journal, 'readwrite');
      tx.objectStore(STORES.journal).delete([id, 1]); // the reset record is gone
      tx.oncomplete = () => resolve();
    });
    expect(await (await openLibrary(idb, { tabId: 'b' })).restore(id)).toMatchObject({
      ok: false,
      damaged: { reason: 'noStart' },
    });
    raw.close();
  });

  it('a starting state that does not load: damaged, only the export is left', async () => {
    const idb = new IDBFactory();
    const { lib, id } = await entryWith(idb, 4);
    lib.close();
    const raw = await openRaw(idb);
    const [[, init]] = (await dump(raw, STORES.initials)) as [[IDBValidKey, { text: string }]];
    await putRaw(raw, STORES.initials, [[id, { text: init.text.slice(0, 50) }]]);
    const r = await (await openLibrary(idb, { tabId: 'b' })).restore(id);
    expect(r).toMatchObject({
      ok: false,
      reason: 'damaged',
      damaged: { reason: { m: 'file', problem: 'notJson' }, commandsThatReplay: 0, canRestorePrefix: false },
    });
    if (!r.ok && 'damaged' in r) expect(r.damaged.exportText).toContain(init.text.slice(0, 50));
    expect(await (await openLibrary(idb, { tabId: 'c' })).restorePrefix(id, 0)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    await new Promise<void>((resolve) => {
      const tx = raw.transaction(STORES.initials, 'readwrite');
      tx.objectStore(STORES.initials).delete(id);
      tx.oncomplete = () => resolve();
    });
    expect(await (await openLibrary(idb, { tabId: 'd' })).restore(id)).toMatchObject({
      ok: false,
      damaged: { reason: 'noInitial', canRestorePrefix: false },
    });
    raw.close();
  });

  it('a damaged entry does not keep the others from restoring', async () => {
    const idb = new IDBFactory();
    const { lib, id } = await entryWith(idb, 3);
    const good = await lib.create({ name: 'Other', initialState: applyScript(newKernelSession(), 0).initial });
    if (!good.ok) throw new Error(good.reason);
    lib.close();
    const raw = await openRaw(idb);
    await putRaw(raw, STORES.journal, [[[id, 5], chained('u', { u: 42 })]]);
    const tab = await openLibrary(idb, { tabId: 'b' });
    expect(await tab.restore(id)).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await tab.restore(good.id)).toMatchObject({ ok: true });
    raw.close();
  });

  it('a command before the checkpoint that no longer replays (a rule changed): the restore resumes, the full replay marks it damaged and saving stops', async () => {
    const idb = new IDBFactory();
    const { lib, id, session } = await entryWith(idb, 60);
    expect(await lib.checkpoint(id, session)).toBe(true);
    lib.close();
    // The same rule system, but renaming is now refused (command 9 of the script is a rename).
    const stricter: AnyRuleSystem = {
      ...kernelSystem,
      handlers: { ...kernelSystem.handlers, renameEncounter: () => reject({ m: 'noRenaming' }) },
    };
    const tab = await openLibrary(idb, { tabId: 'b', systemOf: (sid) => (sid === 'kernel' ? stricter : undefined) });
    const seen: string[] = [];
    tab.onStatus((_, st) => seen.push(st.saving ? 'saving' : st.reason));
    const r = await tab.restore(id);
    expect(r).toMatchObject({ ok: true, from: 'checkpoint', replayed: 0 });
    const full = await tab.restoreFull(id);
    expect(full).toMatchObject({
      ok: false,
      reason: 'damaged',
      damaged: { reason: { problem: 'commandRefused', n: 9, detail: { m: 'noRenaming' } }, commandsThatReplay: 8 },
    });
    expect(seen).toEqual(['saving', 'damaged']);
    expect(tab.append(id, { kind: 'cursor', cursor: 59 })).toMatchObject({ ok: false, reason: 'damaged' });
    tab.close();
  });
});
