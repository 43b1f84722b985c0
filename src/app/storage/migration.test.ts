/** Migration from today's storage: version 1's single record `encounters/current` becomes a library entry. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules/core';
import { STORES } from './records';
import { applyScript, dump, legacyDb, newKernelSession, openLibrary, openRaw, scriptCommand } from './testing';

type S = Session<Encounter, CommandBase>;
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);

function prepared(): S {
  const s = applyScript(newKernelSession(), 25);
  s.undo();
  s.undo();
  return s;
}

describe('migration from version 1', () => {
  it('a saved encounter becomes an entry that restores exactly; the old record is kept as it was', async () => {
    const idb = new IDBFactory();
    const s = prepared();
    const saved = { file: fileOf(s), revision: 7, tabId: 'old-tab' };
    (await legacyDb(idb, saved)).close();
    const lib = await openLibrary(idb);
    const list = await lib.list();
    if (!Array.isArray(list)) throw new Error(list.reason);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Test', system: 'kernel', damaged: false, revision: 1 });
    const id = (list[0] as { id: string }).id;
    const r = await lib.restore(id);
    if (!r.ok) throw new Error(r.reason);
    expect(fileOf(r.session)).toBe(saved.file);
    expect(r.session.cursor).toBe(23);
    const exported = await lib.exportText(id);
    expect(exported.ok && exported.text).toBe(saved.file);
    // It is a normal entry now: written and restored again.
    expect(r.session.apply(scriptCommand(23)).ok).toBe(true);
    lib.record(id, r.session, 'command');
    lib.close();
    const raw = await openRaw(idb);
    expect(await dump(raw, STORES.legacy)).toEqual([['current', saved]]);
    raw.close();
    // Opening again migrates nothing twice.
    const again = await openLibrary(idb, { tabId: 'b' });
    const list2 = await again.list();
    expect(Array.isArray(list2) && list2.length).toBe(1);
    const r2 = await again.restore(id);
    expect(r2.ok && r2.session.length).toBe(24);
    again.close();
  });

  it('a saved encounter that does not load becomes a damaged entry holding its text', async () => {
    const idb = new IDBFactory();
    const text = fileOf(prepared()).slice(0, 300);
    (await legacyDb(idb, { file: text, revision: 2, tabId: 'x' })).close();
    const lib = await openLibrary(idb);
    const list = await lib.list();
    if (!Array.isArray(list)) throw new Error(list.reason);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ damaged: true, name: 'Autosave' });
    const id = (list[0] as { id: string }).id;
    const r = await lib.restore(id);
    expect(r).toMatchObject({
      ok: false,
      reason: 'damaged',
      damaged: {
        reason: { m: 'file', problem: 'notJson' },
        commandsThatReplay: 0,
        canRestorePrefix: false,
        exportText: text,
      },
    });
    expect(await lib.exportText(id)).toEqual({ ok: true, text });
    expect(lib.append(id, { kind: 'cursor', cursor: 0 })).toMatchObject({ ok: false, reason: 'damaged' });
    lib.close();
  });

  it('a saved encounter with a refused command: damaged, and its first N commands restore as a new entry', async () => {
    const idb = new IDBFactory();
    const s = applyScript(newKernelSession(), 10);
    const file = JSON.parse(fileOf(s)) as { commands: unknown[]; cursor: number };
    file.commands.splice(6, 0, { type: 'changeHp', id: 'ghost', amount: 3 });
    file.cursor = file.commands.length;
    const text = JSON.stringify(file);
    (await legacyDb(idb, { file: text, revision: 2, tabId: 'x' })).close();
    const lib = await openLibrary(idb);
    const list = await lib.list();
    if (!Array.isArray(list)) throw new Error(list.reason);
    const id = (list[0] as { id: string }).id;
    const r = await lib.restore(id);
    expect(r).toMatchObject({
      ok: false,
      damaged: {
        reason: { problem: 'commandRefused', n: 7 },
        commandsThatReplay: 6,
        canRestorePrefix: true,
        exportText: text,
      },
    });
    const salvaged = await lib.restorePrefix(id, 6);
    if (!salvaged.ok) throw new Error(salvaged.reason);
    const six = applyScript(newKernelSession(), 6);
    expect(fileOf(salvaged.session)).toBe(fileOf(six));
    const list2 = await lib.list();
    expect(Array.isArray(list2) && list2.length).toBe(2);
    lib.close();
  });

  it('a version-1 database without a record, or no database at all: an empty library', async () => {
    const idb = new IDBFactory();
    (await legacyDb(idb, undefined)).close();
    const lib = await openLibrary(idb);
    expect(await lib.list()).toEqual([]);
    lib.close();
    const fresh = await openLibrary(new IDBFactory());
    expect(await fresh.list()).toEqual([]);
    fresh.close();
  });
});
