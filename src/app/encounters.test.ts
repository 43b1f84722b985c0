/**
 * The app's encounter library (storage wired to the store): start, every change journaled in its dispatch, a
 * "reload" right after any command loses nothing, new / import never replace the open encounter, delete and
 * bring back, damaged saves kept aside and salvaged, a hanging IndexedDB, two tabs.
 */
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { encounterJson, newEncounter, saveEncounterFile, testDice, type AnyEncounter, type Command } from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { Encounters, CURRENT_KEY, DELETED_KEPT_MS } from './encounters';
import { sampleEncounter } from './sample';
import { STORES } from './storage';
import { faultyFactory, hangingFactory, legacyDb, openRaw, putRaw, until, writersOf } from './storage/testing';

/** A localStorage stand-in. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

interface Tab {
  enc: Encounters;
  store: ReturnType<typeof createEncounterStore>;
  ui: ReturnType<typeof createUiStore>;
  idle: (() => void)[];
}

/** A tab of the app over an IndexedDB (started). */
async function tab(
  idb: IDBFactory,
  storage = memoryStorage(),
  extra: {
    tabId?: string;
    channel?: string | null;
    timeoutMs?: number;
    checkpointEvery?: number;
    now?: () => number;
  } = {},
): Promise<Tab> {
  const ui = createUiStore('en');
  const store = createEncounterStore(sampleEncounter('en'));
  const idle: (() => void)[] = [];
  const enc = new Encounters({
    encounter: store,
    ui,
    idb,
    tabId: extra.tabId ?? 'tab-a',
    sample: (l) => sampleEncounter(l),
    storage,
    idle: (f) => void idle.push(f),
    onSaved: () => undefined,
    ...(extra.now ? { now: extra.now } : {}),
    library: {
      ...(extra.now ? { now: extra.now } : {}),
      keyRange: FakeKeyRange as unknown as typeof IDBKeyRange,
      channel: extra.channel === undefined ? null : extra.channel,
      timeoutMs: extra.timeoutMs ?? 2000,
      ...(extra.checkpointEvery ? { checkpointEvery: extra.checkpointEvery } : {}),
    },
  });
  await enc.start();
  return { enc, store, ui, idle };
}

/** The i-th command of a script that always applies to the sample encounter. */
function sampleCommand(i: number): Command {
  switch (i % 5) {
    case 0:
      return { type: 'changeHp', id: 'c10', amount: -1 };
    case 1:
      return { type: 'rollInitiative', all: true } as Command;
    case 2:
      return { type: 'rollDice', expr: '1d20+2' } as Command;
    case 3:
      return { type: 'changeHp', id: 'c10', amount: 1 };
    default:
      return { type: 'renameEncounter', name: `Round ${i}` };
  }
}

const fileOf = (t: Tab): string => saveEncounterFile(t.store.getState().session);
const dispatch = (t: Tab, c: Command): void => {
  const r = t.store.getState().dispatch(c);
  if (!r.ok) throw new Error(`${c.type} refused: ${r.kind === 'refused' ? r.reason.m : r.error}`);
};

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
