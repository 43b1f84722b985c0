/**
 * Secret dice keys in the GM's app (issue 26): keys from the Web Crypto API, and the guard that gives an encounter
 * a new key — a legacy one (an old file, an autosave from before version 3) or one read from a file — with the
 * GM-only reseedDice command, journaled like any command, never twice, never dropping undone commands.
 */
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isDiceKey,
  newEncounter,
  newSession,
  saveEncounterFile,
  testDice,
  VIEW_DICE,
  type AnyEncounter,
  type Command,
  type DiceState,
} from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { DiceGuard, freshDice, freshDiceKey } from './diceKeys';
import { Encounters } from './encounters';
import { sampleEncounter } from './sample';
import { STORES } from './storage';
import { openRaw, putRaw, until } from './storage/testing';

const settle = () => new Promise<void>((r) => setTimeout(r, 0));
const encounterWith = (dice: DiceState): AnyEncounter => newEncounter({ name: 'Keep', dice });
const roll = { type: 'rollDice', expr: '2d6' } as Command;

afterEach(() => vi.restoreAllMocks());

describe('fresh dice keys (Web Crypto)', () => {
  it('are 43 base64url characters, all different, every bit as often 0 as 1', () => {
    const keys = Array.from({ length: 2000 }, () => freshDiceKey());
    expect(keys.every(isDiceKey)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    const ones = new Array<number>(256).fill(0);
    for (const k of keys) {
      const bytes = Buffer.from(k, 'base64url');
      for (let b = 0; b < 256; b++) if ((bytes[b >> 3]! >> (b & 7)) & 1) ones[b]!++;
    }
    // 2,000 keys: each bit is set 1,000 ± 5σ (σ ≈ 22) times — a constant or a counter is far outside.
    for (const n of ones) expect(Math.abs(n - 1000)).toBeLessThan(115);
    expect(freshDice()).toMatchObject({ alg: 'chacha20', n: 0 });
  });

  it('a new sample encounter gets a new key every time (a fixed seed in public code would be predictable)', () => {
    const a = sampleEncounter('en').rng;
    const b = sampleEncounter('en').rng;
    expect(a.alg).toBe('chacha20');
    expect(a).not.toEqual(b);
  });
});

describe('DiceGuard', () => {
  const keys = () => {
    let i = 100;
    return () => testDice(i++).key;
  };

  it('leaves an encounter on a secret key alone', async () => {
    const store = createEncounterStore(encounterWith(testDice(1)));
    new DiceGuard(store, keys());
    store.getState().dispatch(roll);
    await settle();
    expect(store.getState().session.length).toBe(1);
  });

  it('gives legacy dice a new key at once, in the history, once: the next rolls come from the new key', async () => {
    const store = createEncounterStore(encounterWith({ alg: 'mulberry32', state: 7 }));
    const guard = new DiceGuard(store, keys());
    await settle();
    const s = store.getState().session;
    expect(s.commands()).toEqual([{ type: 'reseedDice', key: testDice(100).key }]);
    expect(store.getState().encounter.rng).toEqual(testDice(100));
    expect(s.log().map((l) => l.event.type)).toEqual(['diceReseeded']);
    store.getState().dispatch(roll);
    await settle();
    expect(s.commands().map((c) => c.type)).toEqual(['reseedDice', 'rollDice']);
    expect(store.getState().encounter.rng).toMatchObject({ key: testDice(100).key, n: 2 });
    guard.dispose();
  });

  it('the public view key is replaced too (an encounter that came from a player’s view)', async () => {
    const store = createEncounterStore(encounterWith(VIEW_DICE));
    new DiceGuard(store, keys());
    await settle();
    expect(store.getState().encounter.rng).toEqual(testDice(100));
  });

  it('waits while there are undone commands (a new command would drop them), then reseeds once they are redone', async () => {
    const legacy = newSession(encounterWith({ alg: 'mulberry32', state: 9 }));
    for (const c of [roll, roll, roll]) legacy.apply(c);
    legacy.undo();
    legacy.undo();
    const store = createEncounterStore(legacy);
    new DiceGuard(store, keys());
    await settle();
    expect(legacy.length).toBe(3);
    expect(store.getState().encounter.rng.alg).toBe('mulberry32');
    store.getState().redo();
    await settle();
    expect(legacy.length).toBe(3);
    store.getState().redo();
    await settle();
    expect(legacy.commands().map((c) => c.type)).toEqual(['rollDice', 'rollDice', 'rollDice', 'reseedDice']);
    expect(store.getState().encounter.rng.alg).toBe('chacha20');
  });

  it('undoing the reseed is allowed; the next new command is followed by a new key again', async () => {
    const store = createEncounterStore(encounterWith({ alg: 'mulberry32', state: 11 }));
    new DiceGuard(store, keys());
    await settle();
    store.getState().undo();
    await settle();
    expect(store.getState().encounter.rng.alg).toBe('mulberry32');
    expect(store.getState().session.length).toBe(1); // the reseed waits in the redo tail
    store.getState().dispatch(roll); // rolls with the legacy dice the GM went back to, and cuts the tail
    await settle();
    expect(store.getState().session.commands()).toEqual([roll, { type: 'reseedDice', key: testDice(101).key }]);
  });

  it('an imported file’s key is replaced once (whoever has the file knows it), also when it is already ChaCha20', async () => {
    const store = createEncounterStore(encounterWith(testDice(1)));
    const guard = new DiceGuard(store, keys());
    const imported = newSession(encounterWith(testDice(2)));
    store.getState().load(imported);
    guard.imported(imported);
    await settle();
    expect(imported.commands()).toEqual([{ type: 'reseedDice', key: testDice(100).key }]);
    guard.imported(imported);
    await settle();
    expect(imported.length).toBe(1);
    // Legacy and imported: one reseed, not two.
    const old = newSession(encounterWith({ alg: 'mulberry32', state: 3 }));
    store.getState().load(old);
    await settle();
    guard.imported(old);
    await settle();
    expect(old.commands().map((c) => c.type)).toEqual(['reseedDice']);
  });

  it('a refused reseed is reported and not tried again (a refusal is itself a change of the store)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createEncounterStore(encounterWith({ alg: 'mulberry32', state: 5 }));
    let asked = 0;
    new DiceGuard(store, () => (asked++, 'not a key'));
    for (let i = 0; i < 5; i++) await settle();
    expect(asked).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(store.getState().session.length).toBe(0);
  });
});

describe('an autosave from before version 3 (integer dice in the stored starting state)', () => {
  it('restores with its legacy dice, is reseeded, the reseed is journaled; the next restore has that key and reseeds nothing', async () => {
    const idb = new IDBFactory();
    const storage = new Map<string, string>();
    const open = async (guard: boolean) => {
      const ui = createUiStore('en');
      const store = createEncounterStore(sampleEncounter('en'));
      const g = guard ? new DiceGuard(store, () => testDice(500).key) : null;
      const enc = new Encounters({
        encounter: store,
        ui,
        idb,
        tabId: 'tab',
        sample: (l) => sampleEncounter(l, testDice(1)),
        storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
        idle: () => undefined,
        onSaved: () => undefined,
        library: { keyRange: FakeKeyRange as unknown as typeof IDBKeyRange, channel: null, timeoutMs: 2000 },
      });
      await enc.start();
      return { store, enc, g };
    };
    // Version 2 of the app: the sample's starting state stored with an integer, a roll journaled after it.
    const first = await open(false);
    first.store.getState().dispatch(roll);
    const id = first.enc.view.getState().currentId as string;
    await first.enc.whenSaved();
    first.enc.library?.close();
    const db = await openRaw(idb);
    const text = await new Promise<string>((resolve) => {
      const r = db.transaction(STORES.initials).objectStore(STORES.initials).get(id);
      r.onsuccess = () => resolve((r.result as { text: string }).text);
    });
    const old = text.replace(/"rng":\{[^}]*\}/, '"rng":20261130');
    expect(old).not.toBe(text);
    await putRaw(db, STORES.initials, [[id, { text: old }]]);
    db.close();

    const second = await open(true);
    await until(() => second.store.getState().encounter.rng.alg === 'chacha20');
    const s = second.store.getState().session;
    expect(s.commands().map((c) => c.type)).toEqual(['rollDice', 'reseedDice']);
    expect(s.initial.rng).toEqual({ alg: 'mulberry32', state: 20261130 });
    await second.enc.whenSaved();
    const exported = saveEncounterFile(s);
    second.enc.library?.close();

    const third = await open(true);
    await settle();
    await settle();
    expect(third.store.getState().encounter.rng).toEqual(testDice(500));
    expect(saveEncounterFile(third.store.getState().session)).toBe(exported);
  });
});
