/**
 * The app's encounter library (storage wired to the store): start, every change journaled in its dispatch, a
 * "reload" right after any command loses nothing, new / import never replace the open encounter, delete and
 * bring back, changes lost to a failed write reported.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { newEncounter, testDice } from '../rules';
import { CURRENT_KEY, DELETED_KEPT_MS } from './encounters';
import { STORES } from './storage';
import { faultyFactory, until } from './storage/testing';
import { dispatch, fileOf, memoryStorage, sampleCommand, tab } from './encounters.fixtures';

describe('the encounter library in the app (issue 14)', () => {
  it('first visit: the sample becomes a library entry and is open; it is remembered', async () => {
    const storage = memoryStorage();
    const a = await tab(new IDBFactory(), storage);
    const v = a.enc.view.getState();
    expect(v.phase).toBe('ready');
    expect(v.notSaving).toBeNull();
    expect(v.entries.map((e) => e.name)).toEqual(['Ambush of the Wolf Riders']);
    expect(v.currentId).toBe(v.entries[0]?.id);
    expect(storage.data.get(CURRENT_KEY)).toBe(v.currentId);
    expect(a.store.getState().encounter.name).toBe('Ambush of the Wolf Riders');
  });

  it('every command, undo and redo is journaled in its dispatch: a reload right after each one restores it exactly', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    let a = await tab(idb, storage);
    for (let i = 0; i < 30; i++) {
      if (i % 7 === 5) a.store.getState().undo();
      else if (i % 7 === 6) a.store.getState().redo();
      else dispatch(a, sampleCommand(i));
      const expected = fileOf(a);
      // No waiting: the next tab opens at once, as a reload does.
      a.enc.library?.close();
      a = await tab(idb, storage);
      expect(fileOf(a)).toBe(expected);
    }
  });

  it('new encounter and import create entries next to the open one; nothing is replaced', async () => {
    const idb = new IDBFactory();
    const a = await tab(idb);
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -5 });
    const prepared = fileOf(a);
    const first = a.enc.view.getState().currentId as string;
    const initial = newEncounter({ system: 'tenkai', name: 'Skirmish', width: 10, height: 8, dice: testDice(1) });
    expect(await a.enc.create({ name: 'Skirmish', initial })).toBeNull();
    expect(a.store.getState().encounter.name).toBe('Skirmish');
    expect(a.enc.view.getState().currentId).not.toBe(first);
    // A bad import changes nothing at all.
    const before = fileOf(a);
    const n = a.enc.view.getState().entries.length;
    const bad = a.enc.importFile('{"format":"saddlegrid-encounter","vers');
    expect(bad).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') });
    expect(fileOf(a)).toBe(before);
    await a.enc.refresh();
    expect(a.enc.view.getState().entries).toHaveLength(n);
    // The file of an entry already here (exported, imported back) opens that entry: no second, identical one
    // (issue 29).
    const same = a.enc.importFile(prepared, 'prepared.saddlegrid.json');
    if (!same.ok) throw new Error(same.error);
    await same.opened;
    expect(await same.existing).toBe(true);
    expect(a.enc.view.getState().currentId).toBe(first);
    expect(fileOf(a)).toBe(prepared);
    expect(a.enc.view.getState().entries).toHaveLength(2);
    // A good import of another encounter is a third entry.
    expect(
      await a.enc.create({ name: 'Third', initial: newEncounter({ name: 'Third', dice: testDice(3) }) }),
    ).toBeNull();
    const third = fileOf(a);
    expect(await a.enc.open(first)).toBeNull();
    const good = a.enc.importFile(third.replace('"name":"Third"', '"name":"Third, imported"'), 'third.saddlegrid.json');
    if (!good.ok) throw new Error(good.error);
    await good.opened;
    expect(await good.existing).toBe(false);
    expect(a.store.getState().encounter.name).toBe('Third, imported');
    expect(a.enc.view.getState().entries).toHaveLength(4);
    // The prepared encounter is still there, exactly as it was.
    expect(await a.enc.open(first)).toBeNull();
    expect(fileOf(a)).toBe(prepared);
  });

  it('delete asks nothing of the library but is undone from "recently deleted"; the open one cannot be deleted', async () => {
    const a = await tab(new IDBFactory());
    const first = a.enc.view.getState().currentId as string;
    expect(
      await a.enc.create({ name: 'Second', initial: newEncounter({ name: 'Second', dice: testDice(2) }) }),
    ).toBeNull();
    expect(await a.enc.remove(a.enc.view.getState().currentId as string)).toMatch(/Open another encounter/);
    expect(await a.enc.remove(first)).toBeNull();
    expect(a.enc.view.getState().entries.map((e) => e.name)).toEqual(['Second']);
    expect(a.enc.view.getState().deleted.map((e) => e.id)).toEqual([first]);
    expect(await a.enc.undelete(first)).toBeNull();
    expect(a.enc.view.getState().deleted).toEqual([]);
    expect(a.enc.view.getState().entries).toHaveLength(2);
    expect(await a.enc.duplicate(first)).toBeNull();
    expect(
      a.enc.view
        .getState()
        .entries.map((e) => e.name)
        .sort(),
    ).toEqual(['Ambush of the Wolf Riders', 'Ambush of the Wolf Riders (copy)', 'Second']);
  });

  it('issue 31: a second tab (or a reload) keeps the first tab\'s "recently deleted"; Bring back works; 30 days later they are gone', async () => {
    let clock = Date.UTC(2026, 11, 6);
    const now = () => clock;
    const idb = new IDBFactory();
    const a = await tab(idb, memoryStorage(), { now });
    const first = a.enc.view.getState().currentId as string;
    expect(
      await a.enc.create({ name: 'Second', initial: newEncounter({ name: 'Second', dice: testDice(2) }) }),
    ).toBeNull();
    expect(await a.enc.remove(first)).toBeNull();
    clock += 60_000;
    const b = await tab(idb, memoryStorage(), { now, tabId: 'tab-b' });
    await b.enc.refresh();
    expect(b.enc.view.getState().deleted.map((e) => e.id)).toEqual([first]);
    await a.enc.refresh();
    expect(a.enc.view.getState().deleted.map((e) => e.id)).toEqual([first]);
    expect(await a.enc.undelete(first)).toBeNull();
    expect(a.enc.view.getState().entries.map((e) => e.id)).toContain(first);
    expect(await a.enc.remove(first)).toBeNull();
    clock += DELETED_KEPT_MS + 1;
    const c = await tab(idb, memoryStorage(), { now, tabId: 'tab-c' });
    await c.enc.refresh();
    expect(c.enc.view.getState().deleted).toEqual([]);
    // The start purges in idle time, after the encounter is shown (start-up, issue 33), in the queue of actions.
    for (const f of c.idle.splice(0)) f();
    await c.enc.whenSaved();
    expect(await a.enc.undelete(first)).toMatch(/./);
  });

  it('issue 31: changes saved after a failed write are not dropped silently: the next tab says how many were lost', async () => {
    const base = new IDBFactory();
    let journalAdds = 0;
    let failAt = Infinity;
    const idb = faultyFactory(base, (store) =>
      store === STORES.journal && ++journalAdds === failAt ? 'abortQuota' : undefined,
    );
    const storage = memoryStorage();
    const a = await tab(idb, storage);
    failAt = journalAdds + 3;
    for (let i = 0; i < 8; i++) dispatch(a, sampleCommand(i));
    await until(() => a.enc.view.getState().notSaving?.reason === 'quota');
    a.enc.library?.close();
    const b = await tab(base, storage, { tabId: 'tab-b' });
    const lost = b.enc.view.getState().lost;
    expect(lost?.id).toBe(b.enc.view.getState().currentId);
    expect(lost?.n).toBeGreaterThan(0);
    expect(b.store.getState().session.length).toBe(2);
    b.enc.dismissLost();
    expect(b.enc.view.getState().lost).toBeNull();
  });
});
