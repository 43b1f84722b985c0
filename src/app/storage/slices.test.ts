/**
 * Issue 33: a reload of a long history in slices (the journal read and folded in pieces, the checkpoint's log
 * hashed and parsed between pauses) gives exactly the recorded session, and undo after it walks back through
 * exactly the recorded states; where the pieces are cut changes nothing.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules/core';
import { Fold } from './fold';
import { fold, stateText, type Folded } from './records';
import { newKernelSession, openLibrary, scriptCommand, until, writersOf } from './testing';

type S = Session<Encounter, CommandBase>;
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);
const rec = (r: Record<string, unknown> & { k: string }, w = 'a', p = 'a'): unknown => ({ w, p, t: 1, ...r });
/** A fold's result as plain data (its snapshots as entries). */
const plain = (f: Folded): unknown => ({ ...f, snapshots: [...f.snapshots] });

describe('the fold in pieces', () => {
  // Commands, an undo, a gap (ignored), a rejoin, a race by another tab, a reset and damage at the end.
  const keys = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13];
  const values = [
    rec({ k: 'r', cs: [], u: 0 }, 'a', ''),
    rec({ k: 'c', s: 1, c: '{"n":1}' }),
    rec({ k: 'c', s: 2, c: '{"n":2}' }),
    rec({ k: 'u', u: 1 }),
    rec({ k: 'c', s: 2, c: '{"n":3}' }),
    rec({ k: 'c', s: 3, c: '{"lost":1}' }),
    rec({ k: 'j', to: 5 }, 'b', 'a'),
    rec({ k: 'c', s: 3, c: '{"n":4}' }, 'b', 'b'),
    rec({ k: 'c', s: 4, c: '{"race":1}' }, 'c', 'a'),
    rec({ k: 'r', cs: ['{"z":1}', '{"z":2}'], u: 1 }, 'b', 'b'),
    rec({ k: 'c', s: 2, c: '{"z":3}' }, 'b', 'b'),
    rec({ k: 'u', u: 9 }, 'b', 'b'),
  ];
  const snapshotAt = new Set([3, 8, 11]);

  it('gives the same history wherever the journal is cut, and stops at the same damage', () => {
    for (const n of [keys.length - 1, keys.length]) {
      const k = keys.slice(0, n);
      const v = values.slice(0, n);
      const once = plain(fold(k, v, undefined, snapshotAt));
      for (let a = 0; a <= n; a++)
        for (let b = a; b <= n; b++) {
          const f = new Fold(undefined, snapshotAt).feed(k, v, 0, a).feed(k, v, a, b).feed(k, v, b, n);
          expect(plain(f.result()), `cut at ${a} and ${b} of ${n}`).toEqual(once);
        }
    }
    // The damage (a cursor outside the log) is found whatever the cuts: the fold stops there.
    expect(fold(keys, values).problem).toEqual({ code: 'badCursor', key: 13 });
    expect(new Fold().feed(keys, values, 0, 11).stopped).toBe(false);
    expect(new Fold().feed(keys, values, 0, 11).feed(keys, values, 11).stopped).toBe(true);
  });

  it('from a checkpoint, cut anywhere: the same log, cursor and lost tail', () => {
    const from = { cmds: ['{"n":1}', '{"n":2}'], cursor: 2, chainKey: 3, lastWriter: 'a' };
    const k = [4, 5, 6, 8];
    const v = [
      rec({ k: 'c', s: 3, c: '{"n":3}' }),
      rec({ k: 'u', u: 1 }),
      rec({ k: 'u', u: 3 }),
      rec({ k: 'u', u: 0 }),
    ];
    const once = plain(fold(k, v, from));
    expect((once as Folded).lostTail).toBe(1);
    for (let a = 0; a <= k.length; a++)
      expect(plain(new Fold(from).feed(k, v, 0, a).feed(k, v, a).result())).toEqual(once);
  });
});

describe('a reload of a long history in slices', () => {
  it('restores the recorded session; undo after it walks back through the recorded states to the first command', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 100_000 });
    const made = await lib.create({ name: 'Long', initialState: newKernelSession().initial });
    if (!made.ok) throw new Error(made.reason);
    const { id, session: s } = made;
    // More journal records than one piece of the sliced read (2,000), with undos and redos between them.
    for (let i = 0; s.length < 2300; i++) {
      if (i % 97 === 50) {
        s.undo();
        expect(lib.record(id, s, 'undo').ok).toBe(true);
        if (i % 2 === 0) {
          s.redo();
          expect(lib.record(id, s, 'redo').ok).toBe(true);
        }
        continue;
      }
      const r = s.apply(scriptCommand(s.cursor));
      if (!r.ok) throw new Error(`refused at ${s.cursor}`);
      expect(lib.record(id, s, 'command').ok).toBe(true);
      // Checkpoints on the way (the restore resumes from the newest; the full replay checks them all).
      if (s.length % 700 === 0) expect(await lib.checkpoint(id, s)).toBe(true);
    }
    await until(
      () => (writersOf(lib).get(id)?.cpRevs.length ?? 0) >= 3 && writersOf(lib).get(id)?.inflight.length === 0,
    );
    expect(await lib.whenWritten(id)).toBe(true);

    const other = await openLibrary(idb, { tabId: 'tab-b' });
    let pauses = 0;
    const pause = (): Promise<void> => {
      pauses++;
      return Promise.resolve();
    };
    const quick = await other.restore(id, { pause });
    if (!quick.ok) throw new Error(quick.reason);
    expect(quick.from).toBe('checkpoint');
    expect(pauses).toBeGreaterThan(0);
    expect(fileOf(quick.session)).toBe(fileOf(s));
    expect(stateText(quick.session.state)).toBe(stateText(s.state));
    // The same restore without slices gives the same session.
    const once = await other.restore(id);
    expect(once.ok && fileOf(once.session)).toBe(fileOf(s));

    pauses = 0;
    const full = await other.restoreFull(id, { upTo: quick.session.base, pause });
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(pauses).toBeGreaterThan(3);
    expect(quick.session.graft(full.session)).toBe(true);
    expect(fileOf(quick.session)).toBe(fileOf(s));
    // Undo after the restore: every state on the way back is the recorded one.
    let undos = 0;
    while (s.canUndo) {
      expect(quick.session.undo()).toBeTruthy();
      s.undo();
      undos++;
      if (undos % 50 === 0 || !s.canUndo)
        expect(stateText(quick.session.state), `undo ${undos}`).toBe(stateText(s.state));
    }
    expect(quick.session.canUndo).toBe(false);
    expect(undos).toBeGreaterThan(2000);
    lib.close();
    other.close();
  }, 60_000);
});
