/** The library: entries side by side, rename, duplicate, delete and purge, export/import, adopting a session. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, loadEncounterFile } from '../../rules/core';
import { stateText, STORES } from './records';
import { applyScript, dump, kernelSystemOf, newKernelSession, openLibrary, openRaw } from './testing';
import { back, created, fileOf, run, settled } from './library.fixtures';

describe('entries', () => {
  it('lists named encounters with their rule system and last change; rename, duplicate, delete and undelete', async () => {
    let clock = 1000;
    const lib = await openLibrary(new IDBFactory(), { now: () => clock++ });
    const a = await created(lib, 'Goblin ambush');
    const b = await created(lib, 'Bridge');
    run(lib, a.id, a.session, 5);
    await settled(lib);
    let list = await lib.list();
    if (!Array.isArray(list)) throw new Error(list.reason);
    expect(list.map((e) => e.name)).toEqual(['Goblin ambush', 'Bridge']); // last change first
    expect(list[0]).toMatchObject({
      id: a.id,
      system: 'kernel',
      revision: 6,
      tabId: 'tab-a',
      deletedAt: null,
      damaged: false,
    });
    expect(list[1]).toMatchObject({ id: b.id, revision: 1 });

    expect(await lib.rename(b.id, '  The bridge  ')).toEqual({ ok: true });
    const dup = await lib.duplicate(a.id);
    if (!dup.ok) throw new Error(dup.reason);
    list = await lib.list();
    if (!Array.isArray(list)) throw new Error(list.reason);
    expect(list.map((e) => e.name).sort()).toEqual(['Goblin ambush', 'Goblin ambush (2)', 'The bridge']);
    const copy = await lib.restore(dup.id);
    if (!copy.ok) throw new Error(copy.reason);
    expect(fileOf(copy.session)).toBe(fileOf(a.session));

    expect(await lib.remove(a.id)).toEqual({ ok: true });
    expect(((await lib.list()) as { id: string }[]).map((e) => e.id)).not.toContain(a.id);
    expect(((await lib.list({ deleted: true })) as { id: string }[]).map((e) => e.id)).toEqual([a.id]);
    expect(await lib.restore(a.id)).toMatchObject({ ok: false, reason: 'notFound' });
    expect(await lib.restoreDeleted(a.id)).toEqual({ ok: true });
    const back = await lib.restore(a.id);
    if (!back.ok) throw new Error(back.reason);
    expect(fileOf(back.session)).toBe(fileOf(a.session));

    await lib.remove(b.id);
    expect(await lib.purgeDeleted()).toEqual({ ok: true, purged: 1 });
    expect(await lib.restoreDeleted(b.id)).toMatchObject({ ok: false, reason: 'notFound' });
    expect(await lib.rename('nope', 'x')).toMatchObject({ ok: false, reason: 'notFound' });
    lib.close();
  });

  it('purging deletes every record of the entry and nothing of the others', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb);
    const a = await created(lib, 'A');
    const b = await created(lib, 'B');
    run(lib, a.id, a.session, 3);
    run(lib, b.id, b.session, 4);
    await settled(lib);
    await lib.remove(a.id);
    await lib.purgeDeleted();
    const raw = await openRaw(idb);
    for (const store of [STORES.entries, STORES.initials, STORES.journal, STORES.checkpoints]) {
      const rows = await dump(raw, store);
      expect(rows.every(([k]) => JSON.stringify(k).includes(b.id))).toBe(true);
    }
    expect((await dump(raw, STORES.journal)).length).toBe(5);
    raw.close();
    lib.close();
  });

  it("exports a v2 file byte-identical to the restored session's file text; import creates a new entry", async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb);
    const a = await created(lib);
    run(lib, a.id, a.session, 40);
    back(lib, a.id, a.session, 3);
    await settled(lib);
    const exported = await lib.exportText(a.id);
    if (!exported.ok) throw new Error(exported.reason);
    const other = await openLibrary(idb, { tabId: 'tab-b' });
    const restored = await other.restore(a.id);
    if (!restored.ok) throw new Error(restored.reason);
    expect(exported.text).toBe(
      fileText(restored.session.initial, restored.session.commands(), restored.session.cursor),
    );
    expect(exported.text).toBe(fileOf(a.session));
    const loaded = loadEncounterFile(exported.text, kernelSystemOf);
    expect(loaded.ok && stateText(loaded.session.state)).toBe(stateText(a.session.state));

    const imported = await lib.importText(exported.text, 'Imported');
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.id).not.toBe(a.id);
    expect(imported.session.cursor).toBe(37);
    expect(((await lib.list()) as unknown[]).length).toBe(2);
    const bad = await lib.importText(exported.text.replace('"kernel"', '"nosuchsystem"'));
    expect(bad).toMatchObject({ ok: false, reason: 'invalid', error: { m: 'file', problem: 'unknownSystem' } });
    const truncated = await lib.importText(exported.text.slice(0, 200));
    expect(truncated).toMatchObject({ ok: false, reason: 'invalid', error: { problem: 'notJson' } });
    expect(((await lib.list()) as unknown[]).length).toBe(2); // refused files write nothing
    lib.close();
    other.close();
  });

  it('adopts a session as it is (the encounter shown while storage was unavailable)', async () => {
    const lib = await openLibrary(new IDBFactory());
    const s = applyScript(newKernelSession(), 12);
    s.undo();
    const r = await lib.adopt('Recovered', s);
    if (!r.ok) throw new Error(r.reason);
    expect(r.session).toBe(s);
    run(lib, r.id, s, 2);
    await settled(lib);
    const again = await lib.restore(r.id);
    expect(again.ok && fileOf(again.session)).toBe(fileOf(s));
    lib.close();
  });
});
