/** The library: checkpoints and restores that cost a checkpoint plus the commands after it. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { type CommandBase, type Encounter } from '../../rules/core';
import type { Library } from './library';
import { hashText } from './hash';
import { stateText, STORES, type CheckpointRecord } from './records';
import {
  applyScript,
  dump,
  idleQueue,
  newKernelSession,
  openLibrary,
  openRaw,
  putRaw,
  until,
  writersOf,
} from './testing';
import { back, created, fileOf, run, settled } from './library.fixtures';

/** Revisions of the checkpoints the library knows for an entry, newest first. */
const cpRevs = (lib: Library, id: string): number[] => writersOf(lib).get(id)?.cpRevs ?? [];

describe('checkpoints', () => {
  it('are asked for every N commands in idle time; a restore resumes from one and replays only what follows', async () => {
    const idb = new IDBFactory();
    const q = idleQueue();
    const lib = await openLibrary(idb, { checkpointEvery: 50, idle: q.idle });
    const a = await created(lib);
    run(lib, a.id, a.session, 49);
    expect(q.size).toBe(0);
    run(lib, a.id, a.session, 1);
    expect(q.size).toBe(1);
    q.run();
    await until(() => cpRevs(lib, a.id).length === 1);
    run(lib, a.id, a.session, 60); // due at 100, written when idle comes: at 110
    q.run();
    await until(() => cpRevs(lib, a.id).length === 2);
    expect(cpRevs(lib, a.id)).toEqual([111, 51]); // the reset is revision 1: command n is revision n + 1
    run(lib, a.id, a.session, 13);
    await settled(lib);

    const other = await openLibrary(idb, { tabId: 'tab-b' });
    const r = await other.restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(r.from).toBe('checkpoint');
    expect(r.replayed).toBe(13);
    expect(r.session.length).toBe(123);
    expect(stateText(r.session.state)).toBe(stateText(a.session.state));
    expect(fileOf(r.session)).toBe(fileOf(a.session));
    // Undo reaches back to the checkpoint; the full replay reaches back to the first command.
    let undos = 0;
    while (r.session.undo()) undos++;
    expect(undos).toBe(13);
    const full = await other.restoreFull(a.id);
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(fileOf(full.session)).toBe(fileOf(a.session));
    undos = 0;
    while (full.session.undo()) undos++;
    expect(undos).toBe(123);
    // Issue 33: in slices (a pause between them) and only up to the checkpoint: the same history, to graft under
    // the resumed session (Session.graft), which then undoes to the first command too.
    const sliced = await other.restoreFull(a.id, { upTo: r.session.base, pause: () => Promise.resolve() });
    if (!sliced.ok) throw new Error(sliced.reason);
    expect(sliced.badCheckpoints).toBe(0);
    expect(sliced.session.length).toBe(r.session.base);
    while (r.session.redo()) undos++;
    expect(r.session.graft(sliced.session)).toBe(true);
    expect(fileOf(r.session)).toBe(fileOf(a.session));
    undos = 0;
    while (r.session.undo()) undos++;
    expect(undos).toBe(123);

    // Export and duplicate read the checkpoint and the records after it too.
    const exported = await other.exportText(a.id);
    expect(exported.ok && exported.text).toBe(fileOf(a.session));
    const dup = await other.duplicate(a.id);
    if (!dup.ok) throw new Error(dup.reason);
    const copy = await other.restore(dup.id);
    expect(copy.ok && fileOf(copy.session)).toBe(fileOf(a.session));
    lib.close();
    other.close();
  });

  it('written for a cursor, used only when the cursor is at or after it; the redo tail survives', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 60);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 10);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    back(lib, a.id, a.session, 15); // cursor 55: below both checkpoints
    await settled(lib);
    const r = await (await openLibrary(idb, { tabId: 'b' })).restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(r.from).toBe('start');
    expect(r.session.cursor).toBe(55);
    expect(fileOf(r.session)).toBe(fileOf(a.session));
    // Redo back to 65: the checkpoint at 60 applies again (its prefix is unchanged).
    for (let i = 0; i < 10; i++) {
      a.session.redo();
      lib.record(a.id, a.session, 'redo');
    }
    await settled(lib);
    const r2 = await (await openLibrary(idb, { tabId: 'c' })).restore(a.id);
    if (!r2.ok) throw new Error(r2.reason);
    expect(r2).toMatchObject({ from: 'checkpoint', replayed: 10 });
    expect(fileOf(r2.session)).toBe(fileOf(a.session));
    lib.close();
  });

  it("a checkpoint of a dropped redo tail is never used (its command prefix is no longer this history's)", async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 60);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    back(lib, a.id, a.session, 5);
    // A different command at 56: everything from 56 on is another history, also past 60 once it grows.
    const r = a.session.apply({ type: 'renameEncounter', name: 'another history' } as CommandBase);
    expect(r.ok).toBe(true);
    lib.record(a.id, a.session, 'command');
    for (let i = 0; i < 10; i++) {
      expect(a.session.apply({ type: 'renameEncounter', name: `other ${i}` } as CommandBase).ok).toBe(true);
      lib.record(a.id, a.session, 'command');
    }
    await settled(lib);
    const restored = await (await openLibrary(idb, { tabId: 'b' })).restore(a.id);
    if (!restored.ok) throw new Error(restored.reason);
    expect(restored.from).toBe('start');
    expect(restored.badCheckpoints).toBe(0); // not damaged: of no use to this history
    expect(fileOf(restored.session)).toBe(fileOf(a.session));
    lib.close();
  });

  it('a checkpoint that fails a check falls back to the previous one, then to the start — never a wrong state', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 30);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 30);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 5);
    await settled(lib);
    const raw = await openRaw(idb);
    const cps = await dump(raw, STORES.checkpoints);
    const row = (n: number): [IDBValidKey, CheckpointRecord] =>
      cps.find(([, v]) => (v as CheckpointRecord).n === n) as [IDBValidKey, CheckpointRecord];
    const at = (n: number): CheckpointRecord => row(n)[1];
    const key = (n: number): IDBValidKey => row(n)[0];
    expect(cps.map(([k]) => k)).toEqual([
      [a.id, 31],
      [a.id, 61],
    ]);

    // Truncated state text (its hash no longer matches): the previous checkpoint is used.
    await putRaw(raw, STORES.checkpoints, [[key(60), { ...at(60), state: at(60).state.slice(0, -20) }]]);
    let r = await (await openLibrary(idb, { tabId: 'b' })).restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(r).toMatchObject({ from: 'checkpoint', replayed: 35, badCheckpoints: 1 });
    expect(fileOf(r.session)).toBe(fileOf(a.session));
    expect(stateText(r.session.state)).toBe(stateText(a.session.state));

    // A state that hashes right but the loader refuses (a field no encounter has; the commands after it would
    // still apply): the start.
    const state = JSON.parse(at(30).state) as Encounter & { extra?: number };
    state.extra = 1;
    const text = JSON.stringify(state);
    await putRaw(raw, STORES.checkpoints, [[key(30), { ...at(30), state: text, sh: hashText(text) }]]);
    r = await (await openLibrary(idb, { tabId: 'c' })).restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(r).toMatchObject({ from: 'start', replayed: 65, badCheckpoints: 1 });
    expect(stateText(r.session.state)).toBe(stateText(a.session.state));

    // A wrong count (the checkpoint claims more commands than its log holds): not used either.
    await putRaw(raw, STORES.checkpoints, [[key(30), { ...at(30), n: 40 }]]);
    r = await (await openLibrary(idb, { tabId: 'd' })).restore(a.id);
    expect(r.ok && r.from).toBe('start');
    raw.close();
    lib.close();
  });

  it('a checkpoint changed but still loadable (its state, its log, its redo tail) is caught by its hashes', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 40);
    back(lib, a.id, a.session, 4); // a redo tail of 4
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    lib.close();
    const raw = await openRaw(idb);
    const [[key, cp]] = (await dump(raw, STORES.checkpoints)) as [[IDBValidKey, CheckpointRecord]];
    const state = JSON.parse(cp.state) as Encounter;
    (state.creatures.c1 as { hp: number }).hp = 3; // loads, but is not the state after 36 commands
    const log = cp.log.slice();
    log[log.length - 1] = JSON.stringify({ type: 'renameEncounter', name: 'not what was done' }); // in the redo tail
    for (const changed of [
      { ...cp, state: JSON.stringify(state) },
      { ...cp, log },
    ]) {
      await putRaw(raw, STORES.checkpoints, [[key, changed]]);
      const r = await (await openLibrary(idb, { tabId: `t${Math.random()}` })).restore(a.id);
      if (!r.ok) throw new Error(r.reason);
      expect(r).toMatchObject({ from: 'start', badCheckpoints: 1 });
      expect(fileOf(r.session)).toBe(fileOf(a.session));
      expect(stateText(r.session.state)).toBe(stateText(a.session.state));
    }
    raw.close();
  });

  it('the full replay catches a checkpoint that passes every check but holds another state, and deletes it', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 40);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 4);
    await settled(lib);
    const raw = await openRaw(idb);
    const [[key, cp]] = (await dump(raw, STORES.checkpoints)) as [[IDBValidKey, CheckpointRecord]];
    // Same prefix hash and a self-consistent, loadable state — but the state after 39 commands, not 40.
    const wrong = applyScript(newKernelSession(), 39);
    const text = stateText(wrong.state);
    await putRaw(raw, STORES.checkpoints, [[key, { ...cp, state: text, sh: hashText(text) }]]);
    const other = await openLibrary(idb, { tabId: 'b' });
    // The quick restore cannot tell (that is what the full replay in idle time is for): it resumes from it.
    const quick = await other.restore(a.id);
    expect(quick.ok && quick.from).toBe('checkpoint');
    expect(quick.ok && stateText(quick.session.state)).not.toBe(stateText(a.session.state));
    // Sliced up to the checkpoint (what the app asks first, issue 33), the bad checkpoint is found as well.
    const upTo = quick.ok ? quick.session.base : 0;
    const sliced = await other.restoreFull(a.id, { upTo, pause: () => Promise.resolve() });
    expect(sliced.ok && sliced.badCheckpoints).toBe(1);
    // The app then replays everything and swaps that session in (the bad checkpoint is gone already).
    const full = await other.restoreFull(a.id);
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(fileOf(full.session)).toBe(fileOf(a.session));
    expect(stateText(full.session.state)).toBe(stateText(a.session.state));
    const left = await dump(raw, STORES.checkpoints);
    expect(left).toHaveLength(0);
    raw.close();
    lib.close();
    other.close();
  });

  it('keeps the newest few checkpoints and deletes the rest', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000, keepCheckpoints: 2 });
    const a = await created(lib);
    for (let i = 0; i < 4; i++) {
      run(lib, a.id, a.session, 10);
      expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    }
    expect(await lib.checkpoint(a.id, a.session)).toBe(false); // one exists at this cursor
    const raw = await openRaw(idb);
    expect((await dump(raw, STORES.checkpoints)).map(([k]) => (k as [string, number])[1])).toEqual([31, 41]);
    raw.close();
    lib.close();
  });
});
