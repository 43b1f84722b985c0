/**
 * A first visit's start (start-up, issue 33, round 14): the store already holds the sample, so the start ends
 * before the sample's entry is written — the board draws it at once — and the entry is written behind it. It must
 * still be written exactly as before, remembered, restored by a reload, and changes made meanwhile must not be lost.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { newEncounter, testDice } from '../rules';
import { CURRENT_KEY } from './encounters';
import { dispatch, fileOf, memoryStorage, sampleCommand, startingTab, tab } from './encounters.fixtures';

/** A file without its dice key (each sample gets its own). */
const keyless = (text: string): string => text.replace(/"key":"[^"]*"/, '"key":""');

/** A tab of the app as main.tsx starts it: the store holds the sample, `startsWithSample`. */
const shownTab = (idb: IDBFactory, storage = memoryStorage()) => startingTab(idb, storage, { startsWithSample: true });

describe('a first visit shows the sample before its entry is written (issue 33)', () => {
  it('the start ends with the store untouched; the entry is written after, the same as before, and remembered', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const { t, started } = shownTab(idb, storage);
    const session = t.store.getState().session;
    await started;
    // The database was made by this start: nothing was listed (start-up, issue 33).
    expect(t.enc.library?.created).toBe(true);
    // Not made again nor loaded: the board draws the session it was given.
    expect(t.store.getState().session).toBe(session);
    expect(t.store.getState().revision).toBe(0);
    expect(await t.enc.whenSaved()).toBe(true);
    const v = t.enc.view.getState();
    expect(v.currentId).not.toBeNull();
    expect(storage.data.get(CURRENT_KEY)).toBe(v.currentId);
    await t.enc.refresh();
    expect(t.enc.view.getState().entries.map((e) => e.name)).toEqual(['Ambush of the Wolf Riders']);
    // What the old start wrote (the sample made again, created, loaded): the same file.
    const old = await tab(new IDBFactory());
    expect(keyless(fileOf(t))).toBe(keyless(fileOf(old)));
    // A reload restores it.
    t.enc.library?.close();
    const again = await tab(idb, storage);
    expect(again.enc.library?.created).toBe(false);
    expect(again.enc.view.getState().currentId).toBe(v.currentId);
    expect(fileOf(again)).toBe(fileOf(t));
  });

  it('changes made while the entry is written are written too: a reload restores them', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const { t, started } = shownTab(idb, storage);
    await started;
    for (let i = 0; i < 4; i++) dispatch(t, sampleCommand(i));
    t.store.getState().undo();
    const expected = fileOf(t);
    expect(await t.enc.whenSaved()).toBe(true);
    t.enc.library?.close();
    const again = await tab(idb, storage);
    expect(fileOf(again)).toBe(expected);
  });

  it('an action asked for at once (a new encounter) waits for the entry: both are kept, the new one is open', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const { t, started } = shownTab(idb, storage);
    await started;
    const initial = newEncounter({ system: 'tenkai', name: 'Skirmish', width: 10, height: 8, dice: testDice(1) });
    expect(await t.enc.create({ name: 'Skirmish', initial })).toBeNull();
    expect(t.store.getState().encounter.name).toBe('Skirmish');
    await t.enc.refresh();
    expect(
      t.enc.view
        .getState()
        .entries.map((e) => e.name)
        .sort(),
    ).toEqual(['Ambush of the Wolf Riders', 'Skirmish']);
    t.enc.library?.close();
    const again = await tab(idb, storage);
    expect(again.store.getState().encounter.name).toBe('Skirmish');
  });

  it('with entries in the library the last one is restored as before (not the sample)', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const a = await tab(idb, storage);
    dispatch(a, sampleCommand(0));
    const expected = fileOf(a);
    expect(await a.enc.whenSaved()).toBe(true);
    a.enc.library?.close();
    const { t, started } = shownTab(idb, storage);
    await started;
    expect(fileOf(t)).toBe(expected);
    expect(t.store.getState().revision).toBeGreaterThan(0);
  });
});
