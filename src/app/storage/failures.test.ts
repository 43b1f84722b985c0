/** Failure modes with clear outcomes: a hanging, failing or blocked open; quota; hanging writes; a lost connection. */
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules/core';
import { Library } from './library';
import type { SaveStatus } from './idb';
import { STORES } from './records';
import {
  dump,
  failingFactory,
  faultyFactory,
  hangingFactory,
  legacyDb,
  newKernelSession,
  openLibrary,
  openRaw,
  scriptCommand,
  testOptions,
  until,
  dbOf,
  writersOf,
} from './testing';

type S = Session<Encounter, CommandBase>;
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);

async function created(lib: Library): Promise<{ id: string; session: S }> {
  const r = await lib.create({ name: 'T', initialState: newKernelSession().initial });
  if (!r.ok) throw new Error(r.reason);
  return r;
}
function step(lib: Library, id: string, s: S) {
  expect(s.apply(scriptCommand(s.cursor)).ok).toBe(true);
  return lib.record(id, s, 'command');
}
function statuses(lib: Library): SaveStatus[] {
  const seen: SaveStatus[] = [];
  lib.onStatus((_, st) => seen.push(st));
  return seen;
}

describe('opening', () => {
  it('an open that never answers gives "timeout" (and the app starts without storage)', async () => {
    const r = await Library.open(hangingFactory(), testOptions({ timeoutMs: 20 }));
    expect(r).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('no IndexedDB, a SecurityError, or an error event give "unavailable" or "error" with the name', async () => {
    expect(await Library.open(undefined, testOptions())).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await Library.open(failingFactory('SecurityError', true), testOptions())).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: expect.stringContaining('SecurityError'),
    });
    expect(await Library.open(failingFactory('UnknownError'), testOptions())).toMatchObject({
      ok: false,
      reason: 'error',
      detail: expect.stringContaining('UnknownError'),
    });
    const late = await Library.open(failingFactory('VersionError'), testOptions());
    expect(late).toMatchObject({ ok: false, reason: 'error' });
    if (!late.ok) expect(await late.late).toBeNull();
  });

  it('an old tab holding version 1 open blocks the upgrade: "blocked" at once, the library later when it closes', async () => {
    const idb = new IDBFactory();
    const s = newKernelSession();
    s.apply(scriptCommand(0));
    const old = await legacyDb(idb, { file: fileText(s.initial, s.commands(), s.cursor), revision: 3, tabId: 'old' });
    const r = await Library.open(idb, testOptions());
    if (r.ok) throw new Error('expected blocked');
    expect(r.reason).toBe('blocked');
    old.close(); // the user closes the old tab
    const lib = await r.late;
    if (!lib) throw new Error('no late library');
    const list = await lib.list();
    expect(Array.isArray(list) && list.length).toBe(1);
    lib.close();
  });

  it('this tab does not block another tab that upgrades: it closes and says "versionchange"', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb);
    const { id, session } = await created(lib);
    const seen = statuses(lib);
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open('saddlegrid', 3);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('blocked'));
    });
    expect(seen.at(-1)).toMatchObject({ saving: false, reason: 'versionchange' });
    expect(step(lib, id, session)).toMatchObject({ ok: false, reason: 'versionchange' });
    newer.close();
  });
});

describe('writing', () => {
  it('a QuotaExceededError from put: "quota", nothing more written; resync once there is room', async () => {
    const base = new IDBFactory();
    let full = false;
    const idb = faultyFactory(base, (store) => (full && store === STORES.journal ? 'throwQuota' : undefined));
    const lib = await openLibrary(idb);
    const { id, session } = await created(lib);
    const seen = statuses(lib);
    for (let i = 0; i < 5; i++) expect(step(lib, id, session).ok).toBe(true);
    full = true;
    expect(step(lib, id, session)).toMatchObject({ ok: false, reason: 'quota' });
    expect(lib.status(id)).toMatchObject({
      saving: false,
      reason: 'quota',
      detail: expect.stringContaining('QuotaExceededError'),
    });
    expect(seen.map((s) => (s.saving ? 'saving' : s.reason))).toEqual(['quota']);
    expect(step(lib, id, session)).toMatchObject({ ok: false, reason: 'quota' }); // refused at once: no gap in the journal
    full = false;
    expect(await lib.resync(id, session)).toMatchObject({ ok: true });
    expect(lib.status(id)).toEqual({ saving: true });
    expect(step(lib, id, session).ok).toBe(true);
    await until(() => writersOf(lib).get(id)?.inflight.length === 0);
    const r = await (await openLibrary(base, { tabId: 'b' })).restore(id);
    expect(r.ok && fileOf(r.session)).toBe(fileOf(session));
    lib.close();
  });

  it('a transaction aborted with QuotaExceededError (a full disk) reports "quota"; creating an entry reports it too', async () => {
    let mode: 'journal' | 'all' | 'none' = 'none';
    const idb = faultyFactory(new IDBFactory(), (store) =>
      mode === 'all' || (mode === 'journal' && store === STORES.journal) ? 'abortQuota' : undefined,
    );
    const lib = await openLibrary(idb);
    const { id, session } = await created(lib);
    mode = 'journal';
    expect(step(lib, id, session).ok).toBe(true); // issued; the failure comes later
    await until(() => lib.status(id)?.saving === false);
    expect(lib.status(id)).toMatchObject({ reason: 'quota' });
    mode = 'all';
    expect(await lib.create({ name: 'x', initialState: newKernelSession().initial })).toMatchObject({
      ok: false,
      reason: 'quota',
    });
    lib.close();
  });

  it('a write that does not finish: "timeout" after timeoutMs, saving again when it completes late', async () => {
    let hang = false;
    const releases: (() => void)[] = [];
    const idb = faultyFactory(
      new IDBFactory(),
      (store) => (hang && store === STORES.journal ? 'hang' : undefined),
      (r) => releases.push(r),
    );
    const lib = await openLibrary(idb, { timeoutMs: 20 });
    const { id, session } = await created(lib);
    hang = true;
    expect(step(lib, id, session).ok).toBe(true);
    await until(() => lib.status(id)?.saving === false);
    expect(lib.status(id)).toMatchObject({ saving: false, reason: 'timeout' });
    // Appends go on meanwhile (they queue in IndexedDB, in order): nothing is dropped.
    hang = false;
    expect(step(lib, id, session).ok).toBe(true);
    for (const r of releases) r();
    await until(() => lib.status(id)?.saving === true);
    lib.close();
  });

  it('a checkpoint waits for the appends before it: while one hangs it writes nothing', async () => {
    let hang = false;
    const releases: (() => void)[] = [];
    const base = new IDBFactory();
    const idb = faultyFactory(
      base,
      (store) => (hang && store === STORES.journal ? 'hang' : undefined),
      (r) => releases.push(r),
    );
    const lib = await openLibrary(idb, { timeoutMs: 20, checkpointEvery: 1000 });
    const { id, session } = await created(lib);
    for (let i = 0; i < 3; i++) step(lib, id, session);
    hang = true;
    step(lib, id, session);
    expect(await lib.checkpoint(id, session)).toBe(false);
    const raw = await openRaw(base);
    expect(await dump(raw, STORES.checkpoints)).toEqual([]);
    hang = false;
    for (const r of releases) r();
    expect(await lib.checkpoint(id, session)).toBe(true);
    expect((await dump(raw, STORES.checkpoints)).map(([k]) => k)).toEqual([[id, 5]]);
    raw.close();
    lib.close();
  });

  it('a connection closed under the library (storage cleared): "closed", appends and reads refused', async () => {
    const lib = await openLibrary(new IDBFactory());
    const { id, session } = await created(lib);
    forceCloseDatabase(dbOf(lib) as never);
    await until(() => lib.status(id)?.saving === false);
    expect(lib.status(id)).toMatchObject({ reason: 'closed' });
    expect(step(lib, id, session)).toMatchObject({ ok: false, reason: 'closed' });
    expect(await lib.list()).toMatchObject({ ok: false, reason: 'closed' });
  });
});
