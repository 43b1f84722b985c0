/** The journal: its fold, and appends written in the call that made the change, replaying to exactly the session. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules/core';
import type { Library } from './library';
import { fold, stateText, STORES } from './records';
import {
  applyScript,
  dump,
  faultyFactory,
  newKernelSession,
  openLibrary,
  openRaw,
  scriptCommand,
  until,
  writersOf,
} from './testing';

type S = Session<Encounter, CommandBase>;

const openLib = openLibrary;

/** Apply a command to the session and record it, as the store's subscriber does. */
function cmd(lib: Library, id: string, s: S, c: CommandBase): void {
  const r = s.apply(c);
  if (!r.ok) throw new Error(`refused ${c.type}`);
  expect(lib.record(id, s, 'command').ok).toBe(true);
}
function undo(lib: Library, id: string, s: S): void {
  if (s.undo()) expect(lib.record(id, s, 'undo').ok).toBe(true);
}
function redo(lib: Library, id: string, s: S): void {
  if (s.redo()) expect(lib.record(id, s, 'redo').ok).toBe(true);
}
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);

async function created(lib: Library): Promise<{ id: string; session: S }> {
  const r = await lib.create({ name: 'Test', initialState: newKernelSession().initial });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

const rec = (r: Record<string, unknown> & { k: string }, w = 'a', p = 'a'): unknown => ({ w, p, t: 1, ...r });

describe('fold', () => {
  it('a reset, commands and cursor moves give the log and the cursor', () => {
    const f = fold(
      [1, 2, 3, 4],
      [
        rec({ k: 'r', cs: [], u: 0 }, 'a', ''),
        rec({ k: 'c', s: 1, c: '{"type":"x"}' }),
        rec({ k: 'c', s: 2, c: '{"type":"y"}' }),
        rec({ k: 'u', u: 1 }),
      ],
    );
    expect(f.problem).toBeNull();
    expect(f.cmds).toEqual(['{"type":"x"}', '{"type":"y"}']);
    expect(f.cursor).toBe(1);
    expect(f.chainKey).toBe(4);
  });

  it('a command after undos drops the redo tail (the log is cut at the cursor)', () => {
    const f = fold(
      [1, 2, 3, 4, 5, 6],
      [
        rec({ k: 'r', cs: ['{"a":1}', '{"a":2}', '{"a":3}'], u: 3 }, 'a', ''),
        rec({ k: 'u', u: 2 }),
        rec({ k: 'u', u: 1 }),
        rec({ k: 'c', s: 2, c: '{"b":2}' }),
        rec({ k: 'u', u: 1 }),
        rec({ k: 'u', u: 2 }),
      ],
    );
    expect(f.problem).toBeNull();
    expect(f.cmds).toEqual(['{"a":1}', '{"b":2}']);
    expect(f.cursor).toBe(2);
  });

  it('a command away from the cursor or a cursor outside the log is damage; the fold stops there', () => {
    expect(fold([1, 2], [rec({ k: 'r', cs: [], u: 0 }, 'a', ''), rec({ k: 'c', s: 2, c: '{}' })]).problem).toEqual({
      code: 'outOfOrder',
      key: 2,
    });
    expect(fold([1, 2], [rec({ k: 'r', cs: [], u: 0 }, 'a', ''), rec({ k: 'u', u: 1 })]).problem).toEqual({
      code: 'badCursor',
      key: 2,
    });
    expect(fold([1, 2], [rec({ k: 'r', cs: [], u: 0 }, 'a', ''), rec({ k: 'zz' })]).problem).toEqual({
      code: 'badRecord',
      key: 2,
    });
    expect(fold([1], [rec({ k: 'c', s: 1, c: '{}' })]).problem).toEqual({ code: 'noStart', key: 1 });
    expect(fold([], []).problem).toEqual({ code: 'noStart', key: 0 });
  });

  it('a gap or another writer breaks the chain: the rest is ignored, not damage, until a rejoin or a reset', () => {
    const base = [rec({ k: 'r', cs: [], u: 0 }, 'a', ''), rec({ k: 'c', s: 1, c: '{"n":1}' })];
    const gap = fold([1, 2, 4], [...base, rec({ k: 'c', s: 2, c: '{"n":2}' })]);
    expect(gap.problem).toBeNull();
    expect(gap.cmds).toEqual(['{"n":1}']);
    expect(gap.ignored).toBe(1);
    expect(gap.chainKey).toBe(2);
    expect(gap.maxKey).toBe(4);
    // B wrote key 3 believing A's key 2 was written by B: not part of the history.
    const race = fold(
      [1, 2, 3, 4],
      [...base, rec({ k: 'c', s: 2, c: '{"n":2}' }, 'b', 'b'), rec({ k: 'c', s: 3, c: '{"n":3}' }, 'b', 'b')],
    );
    expect(race.cmds).toEqual(['{"n":1}']);
    expect(race.ignored).toBe(2);
    const rejoined = fold(
      [1, 2, 4, 5, 6],
      [
        ...base,
        rec({ k: 'c', s: 2, c: '{"lost":1}' }),
        rec({ k: 'j', to: 2 }, 'c', 'a'),
        rec({ k: 'c', s: 2, c: '{"n":2}' }, 'c', 'c'),
      ],
    );
    expect(rejoined.problem).toBeNull();
    expect(rejoined.cmds).toEqual(['{"n":1}', '{"n":2}']);
    expect(rejoined.ignored).toBe(1);
    const reset = fold(
      [1, 2, 3, 4],
      [...base, rec({ k: 'c', s: 2, c: '{"x":1}' }, 'b', 'b'), rec({ k: 'r', cs: ['{"z":1}'], u: 1 }, 'b', 'b')],
    );
    expect(reset.cmds).toEqual(['{"z":1}']);
    expect(reset.chainKey).toBe(4);
  });
});

describe('appends', () => {
  it('each command and each undo/redo is one small add, issued inside the call (no await before it)', async () => {
    const adds: { store: string; value: unknown; key: unknown }[] = [];
    const idb = faultyFactory(new IDBFactory(), (store, value, key) => void adds.push({ store, value, key }));
    const lib = await openLib(idb);
    const { id, session } = await created(lib);
    adds.length = 0;
    session.apply(scriptCommand(0));
    lib.record(id, session, 'command');
    expect(adds).toHaveLength(1); // issued synchronously, before record() returned
    expect(adds[0]?.store).toBe(STORES.journal);
    expect(adds[0]?.key).toEqual([id, 2]);
    expect(adds[0]?.value).toMatchObject({ k: 'c', s: 1, c: JSON.stringify(scriptCommand(0)) });
    session.undo();
    lib.record(id, session, 'undo');
    expect(adds).toHaveLength(2);
    expect(adds[1]?.value).toMatchObject({ k: 'u', u: 0 });
    lib.close();
  });

  it('what one append writes does not grow with the log', async () => {
    const sizes: number[] = [];
    const idb = faultyFactory(new IDBFactory(), (store, value) => {
      if (store === STORES.journal) sizes.push(JSON.stringify(value).length);
      return undefined;
    });
    const lib = await openLib(idb);
    const { id, session } = await created(lib);
    const appendAt = (): number => {
      sizes.length = 0;
      const r = session.apply({ type: 'changeHp', id: 'c1', amount: -1 } as CommandBase);
      expect(r.ok).toBe(true);
      lib.record(id, session, 'command');
      const n = sizes[0] as number;
      session.apply({ type: 'changeHp', id: 'c1', amount: 1 } as CommandBase);
      lib.record(id, session, 'command');
      return n;
    };
    for (let i = 0; i < 3; i++) cmd(lib, id, session, scriptCommand(i));
    const early = appendAt();
    for (let i = 3; i < 2000; i++) cmd(lib, id, session, scriptCommand(i));
    const late = appendAt();
    // The same command at 5 and at 2,000 commands: the same record, but for its sequence number's digits.
    expect(late - early).toBeLessThanOrEqual(4);
    await until(() => lib.status(id)?.saving === true);
    lib.close();
  });

  it('replays to exactly the session after commands, undos, redos and commands after undos', async () => {
    const idb = new IDBFactory();
    const lib = await openLib(idb);
    const { id, session } = await created(lib);
    let seed = 12345;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    let next = 0;
    for (let step = 0; step < 400; step++) {
      const x = rnd();
      if (x < 0.2) undo(lib, id, session);
      else if (x < 0.3) redo(lib, id, session);
      else {
        // Commands after undos drop the redo tail; the script continues from the present length.
        next = session.cursor;
        const r = session.apply(scriptCommand(next));
        if (!r.ok) continue;
        expect(lib.record(id, session, 'command').ok).toBe(true);
      }
    }
    // A reload right now: a second library on the same database, no await in between.
    const again = await openLib(idb, { tabId: 'tab-reloaded' });
    const r = await again.restore(id);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(fileOf(r.session)).toBe(fileOf(session));
    expect(stateText(r.session.state)).toBe(stateText(session.state));
    expect(r.session.cursor).toBe(session.cursor);
    expect(r.session.length).toBe(session.length);
    expect(r.ignored).toBe(0);
    lib.close();
    again.close();
  });

  it('a reload right after a burst of 30 commands loses none of them', async () => {
    const idb = new IDBFactory();
    const lib = await openLib(idb);
    const { id, session } = await created(lib);
    for (let i = 0; i < 30; i++) cmd(lib, id, session, scriptCommand(i));
    // Nothing awaited since the last command: the "page" is gone now, another one opens the database.
    const reloaded = await openLib(idb, { tabId: 'tab-b' });
    const r = await reloaded.restore(id);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.session.length).toBe(30);
    expect(fileOf(r.session)).toBe(fileOf(session));
    lib.close();
    reloaded.close();
  });

  it('a write that fails in the middle of a burst leaves a consistent prefix; the next tab continues from it', async () => {
    const base = new IDBFactory();
    let journalAdds = 0;
    const idb = faultyFactory(base, (store) =>
      store === STORES.journal && ++journalAdds === 11 ? 'abortQuota' : undefined,
    );
    const lib = await openLib(idb);
    const { id, session } = await created(lib); // journal add 1: the reset
    const statuses: string[] = [];
    lib.onStatus((_, s) => statuses.push(s.saving ? 'saving' : s.reason));
    const reference = newKernelSession();
    for (let i = 0; i < 30; i++) {
      const r = session.apply(scriptCommand(i));
      expect(r.ok).toBe(true);
      lib.record(id, session, 'command'); // may be refused once the failure is known
      if (i < 9) reference.apply(scriptCommand(i));
    }
    await until(() => statuses.includes('quota'));
    expect(lib.status(id)).toMatchObject({ saving: false, reason: 'quota' });
    expect(lib.record(id, session, 'command')).toMatchObject({ ok: false, reason: 'quota' });
    // What is on disk: the first 9 commands (append 10 failed); later appends that landed are not in the history.
    const next = await openLib(base, { tabId: 'tab-b' });
    const r = await next.restore(id);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(fileOf(r.session)).toBe(fileOf(reference));
    const raw = await openRaw(base);
    const written = (await dump(raw, STORES.journal)).length;
    expect(r.ignored).toBe(written - 10);
    // Issue 31: the changes after the failed write are counted as lost (the app tells the GM).
    expect(r.lost).toBe(written - 10);
    // The next tab writes on from the prefix (a rejoin record first), and that replays too.
    cmd(next, id, r.session, scriptCommand(9));
    await until(() => next.status(id)?.saving === true && writersOf(next).get(id)?.inflight.length === 0);
    const third = await openLib(base, { tabId: 'tab-c' });
    const r3 = await third.restore(id);
    if (!r3.ok) throw new Error(JSON.stringify(r3));
    reference.apply(scriptCommand(9));
    expect(fileOf(r3.session)).toBe(fileOf(reference));
    for (const l of [lib, next, third]) l.close();
    raw.close();
  });

  it('a command not at the cursor, or a cursor outside the log, is refused and stops saving (the session and the journal would part)', async () => {
    const lib = await openLib(new IDBFactory());
    const { id, session } = await created(lib);
    applyScript(session, 1);
    expect(lib.append(id, { kind: 'command', seq: 5, command: scriptCommand(0) })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(lib.status(id)).toMatchObject({ saving: false, reason: 'error' });
    const other = await created(lib);
    expect(lib.append(other.id, { kind: 'cursor', cursor: 3 })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(lib.append('nope', { kind: 'cursor', cursor: 0 })).toMatchObject({ ok: false, reason: 'notOpen' });
    lib.close();
  });
});
