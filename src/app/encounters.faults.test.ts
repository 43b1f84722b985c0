/**
 * The app's encounter library when things go wrong: damaged saves kept aside and salvaged, a hanging or blocked
 * IndexedDB, quota, no IndexedDB at all, a restore from a checkpoint, two tabs on one encounter.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { encounterJson, newEncounter, testDice, type AnyEncounter } from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { Encounters } from './encounters';
import { sampleEncounter } from './sample';
import { STORES } from './storage';
import { dump, faultyFactory, hangingFactory, legacyDb, openRaw, putRaw, until, writersOf } from './storage/testing';
import { dispatch, fileOf, memoryStorage, sampleCommand, tab } from './encounters.fixtures';

describe('the encounter library in the app (issue 14)', () => {
  it('a damaged save is kept aside (never written again); the next encounter opens; its first N commands are restored as a new entry', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const a = await tab(idb, storage);
    for (let i = 0; i < 10; i++) dispatch(a, sampleCommand(i));
    await a.enc.whenSaved();
    const id = a.enc.view.getState().currentId as string;
    const rev = a.enc.view.getState().entries.find((e) => e.id === id)?.revision ?? 0;
    a.enc.library?.close();
    // A command that is refused now follows the ten good ones.
    const raw = await openRaw(idb);
    await putRaw(raw, STORES.journal, [
      [
        [id, rev + 11],
        {
          k: 'c',
          s: 11,
          c: JSON.stringify({ type: 'moveCreature', id: 'nobody', to: { x: 1, y: 1 } }),
          w: 'tab-a',
          p: 'tab-a',
          t: 5,
        },
      ],
    ]);
    raw.close();
    const b = await tab(idb, storage);
    const v = b.enc.view.getState();
    expect(v.damaged).toHaveLength(1);
    expect(v.damaged[0]).toMatchObject({ id, commandsThatReplay: 10, canRestorePrefix: true });
    expect(v.damaged[0]?.why.en).toMatch(/Command 11 .*cannot be applied/);
    expect(v.damaged[0]?.why.ja).toMatch(/11番目のコマンド/);
    // Something else is open (a new sample), and the damaged one is not written.
    expect(v.currentId).not.toBe(id);
    dispatch(b, { type: 'changeHp', id: 'c10', amount: -1 });
    await b.enc.whenSaved();
    expect(b.enc.library?.status(id)).toMatchObject({ saving: false, reason: 'damaged' });
    expect(await b.enc.restorePrefix(id, 10)).toBeNull();
    expect(b.store.getState().session.length).toBe(10);
    expect(b.enc.view.getState().damaged).toHaveLength(0);
  });

  it('a hanging IndexedDB: the app starts with the sample and says why it is not saving', async () => {
    const t0 = Date.now();
    const a = await tab(hangingFactory(), memoryStorage(), { timeoutMs: 150 });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(a.enc.view.getState()).toMatchObject({
      phase: 'unavailable',
      notSaving: { reason: 'timeout' },
      currentId: null,
    });
    expect(a.store.getState().encounter.name).toBe('Ambush of the Wolf Riders');
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -1 }); // still playable
    expect(await a.enc.whenSaved()).toBe(false);
  });

  it('a blocked open that succeeds later: the encounter on screen (with the changes made meanwhile) becomes an entry', async () => {
    const idb = new IDBFactory();
    // An old tab holds version 1 open and does not let go.
    const old = await legacyDb(idb, undefined);
    old.onversionchange = null;
    const a = await tab(idb, memoryStorage(), { timeoutMs: 5000 });
    expect(a.enc.view.getState().notSaving).toMatchObject({ reason: 'blocked' });
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -9 });
    const expected = fileOf(a);
    old.close();
    await until(() => a.enc.view.getState().currentId !== null);
    expect(a.enc.view.getState().notSaving).toBeNull();
    dispatch(a, { type: 'changeHp', id: 'c10', amount: 2 });
    const expected2 = fileOf(a);
    expect(expected2).not.toBe(expected);
    await a.enc.whenSaved();
    a.enc.library?.close();
    const b = await tab(idb, memoryStorage());
    expect(fileOf(b)).toBe(expected2);
  });

  it('quota: the banner says so; once there is room again, "try again" writes the whole log and saving goes on', async () => {
    const base = new IDBFactory();
    let full = false;
    const idb = faultyFactory(base, (store) => (full && store === 'journal' ? 'abortQuota' : undefined));
    const storage = memoryStorage();
    const a = await tab(idb, storage);
    full = true;
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -1 });
    await until(() => a.enc.view.getState().notSaving?.reason === 'quota');
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -1 }); // refused by the library at once: nothing half-written
    full = false;
    await a.enc.retry();
    expect(a.enc.view.getState().notSaving).toBeNull();
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -1 });
    expect(await a.enc.whenSaved()).toBe(true);
    const expected = fileOf(a);
    a.enc.library?.close();
    const b = await tab(base, storage);
    expect(fileOf(b)).toBe(expected);
  });

  it('no IndexedDB at all: unavailable, the app still runs', async () => {
    const ui = createUiStore('ja');
    const store = createEncounterStore(sampleEncounter('ja'));
    const enc = new Encounters({
      encounter: store,
      ui,
      idb: null,
      tabId: 't',
      sample: (l) => sampleEncounter(l),
      onSaved: () => undefined,
    });
    await enc.start();
    expect(enc.view.getState().notSaving).toMatchObject({ reason: 'unavailable' });
  });

  it('after a restore from a checkpoint, the history before it is grafted under the session in idle time (undo reaches the first command; issue 33)', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const a = await tab(idb, storage, { checkpointEvery: 5 });
    for (let i = 0; i < 27; i++) dispatch(a, sampleCommand(i));
    await a.enc.whenSaved();
    for (const f of a.idle.splice(0)) f();
    // The checkpoint has landed when the library knows its revision.
    const id = a.enc.view.getState().currentId as string;
    await until(() => (writersOf(a.enc.library as never).get(id)?.cpRevs.length ?? 0) > 0);
    const expected = fileOf(a);
    a.enc.library?.close();
    const b = await tab(idb, storage, { checkpointEvery: 5 });
    expect(fileOf(b)).toBe(expected);
    const full = b.idle.length;
    expect(full).toBeGreaterThan(0);
    const session = b.store.getState().session;
    expect(session.base).toBeGreaterThan(0);
    const shown = b.store.getState().encounter;
    for (const f of b.idle.splice(0)) f();
    // A command while the history is replayed (in slices) is kept: the history grows under the open session.
    dispatch(b, sampleCommand(27));
    await until(() => b.store.getState().session.base === 0);
    expect(b.store.getState().session).toBe(session);
    expect(b.store.getState().encounter).not.toBe(shown);
    const after = fileOf(b);
    expect(after).not.toBe(expected);
    let undone = 0;
    while (b.store.getState().session.canUndo) {
      b.store.getState().undo();
      undone++;
    }
    expect(undone).toBe(28);
    expect(b.store.getState().session.cursor).toBe(0);
    expect(encounterJson(b.store.getState().encounter)).toBe(encounterJson(b.store.getState().session.initial));
  });

  it('after a restore from a checkpoint, a whole history that does not come back is said (view and console), not dropped in silence (issue 33)', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const a = await tab(idb, storage, { checkpointEvery: 5 });
    for (let i = 0; i < 27; i++) dispatch(a, sampleCommand(i));
    await a.enc.whenSaved();
    for (const f of a.idle.splice(0)) f();
    const id = a.enc.view.getState().currentId as string;
    await until(() => (writersOf(a.enc.library as never).get(id)?.cpRevs.length ?? 0) > 0);
    const cp = writersOf(a.enc.library as never).get(id)?.cpRevs[0] as number;
    const expected = fileOf(a);
    a.enc.library?.close();
    // A command before the checkpoint no longer applies: the quick restore (checkpoint and after) does not read it,
    // the whole history's replay stops there.
    const raw = await openRaw(idb);
    const journal = await dump(raw, STORES.journal);
    const [key, rec] =
      journal.find(([k, r]) => (k as [string, number])[1] < cp && (r as { k: string }).k === 'c') ?? [];
    expect(key).toBeDefined();
    const bad = { ...(rec as object), c: JSON.stringify({ type: 'moveCreature', id: 'nobody', to: { x: 1, y: 1 } }) };
    await putRaw(raw, STORES.journal, [[key as IDBValidKey, bad]]);
    raw.close();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...m: unknown[]) => void warned.push(m.join(' '));
    try {
      const b = await tab(idb, storage, { checkpointEvery: 5 });
      expect(fileOf(b)).toBe(expected);
      expect(b.store.getState().session.base).toBeGreaterThan(0);
      expect(b.enc.view.getState().historyShort ?? null).toBeNull();
      for (const f of b.idle.splice(0)) f();
      await until(() => (b.enc.view.getState().historyShort ?? null) !== null);
      expect(b.enc.view.getState().historyShort).toMatchObject({ id, why: 'damaged' });
      expect(warned.some((w) => w.includes(id) && w.includes('damaged'))).toBe(true);
      // What is on screen stays: undo reaches the checkpoint.
      expect(b.store.getState().session.base).toBeGreaterThan(0);
      expect(fileOf(b)).toBe(expected);
      // "Read it again" reads it again (still damaged: said again); "Understood" puts the banner away.
      const before = warned.length;
      b.enc.retryHistory();
      expect(b.enc.view.getState().historyShort ?? null).toBeNull();
      await until(() => (b.enc.view.getState().historyShort ?? null) !== null);
      expect(b.enc.view.getState().historyShort).toMatchObject({ id, why: 'damaged' });
      expect(warned.length).toBe(before + 1);
      b.enc.dismissHistoryShort();
      expect(b.enc.view.getState().historyShort ?? null).toBeNull();
      expect(fileOf(b)).toBe(expected);
    } finally {
      console.warn = warn;
    }
  });

  it('two tabs on one encounter: the second writer is told, then "keep mine" or "use theirs"', async () => {
    const idb = new IDBFactory();
    const storage = memoryStorage();
    const a = await tab(idb, storage, { tabId: 'tab-a' });
    const b = await tab(idb, storage, { tabId: 'tab-b' });
    expect(b.enc.view.getState().currentId).toBe(a.enc.view.getState().currentId);
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -3 });
    await a.enc.whenSaved();
    dispatch(b, { type: 'changeHp', id: 'c10', amount: -7 });
    await until(() => b.ui.getState().conflict);
    // Use theirs: tab b shows what tab a wrote.
    expect(await b.enc.useTheirs()).toBeNull();
    expect(fileOf(b)).toBe(fileOf(a));
    expect(b.ui.getState().conflict).toBe(false);
    // Now tab a is behind: its next write conflicts; keep mine writes it over.
    dispatch(b, { type: 'changeHp', id: 'c10', amount: -1 });
    await b.enc.whenSaved();
    dispatch(a, { type: 'changeHp', id: 'c10', amount: -2 });
    await until(() => a.ui.getState().conflict);
    await a.enc.keepMine();
    expect(a.ui.getState().conflict).toBe(false);
    await a.enc.whenSaved();
    a.enc.library?.close();
    b.enc.library?.close();
    const c = await tab(idb, storage, { tabId: 'tab-c' });
    expect(fileOf(c)).toBe(fileOf(a));
  });

  it('the initial state of a new encounter is checked by the loader (a state it would refuse is not written)', async () => {
    const a = await tab(new IDBFactory());
    const n = a.enc.view.getState().entries.length;
    const bad = { ...newEncounter({ name: 'X', dice: testDice(3) }), name: 'Evil\u202ename' } as AnyEncounter;
    expect(await a.enc.create({ name: 'X', initial: bad })).toMatch(/invisible or direction-changing/);
    expect(a.enc.view.getState().entries).toHaveLength(n);
  });
});
