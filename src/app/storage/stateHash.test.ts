/**
 * Issue 33: the checkpoint checks of a reload in slices — a state's text written and hashed in pieces, a stored
 * text hashed in parts, the starting state parsed once — give exactly what the one-shot code gave, so checkpoints
 * written before stay valid and a bad one is still found.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../rules/core';
import { sampleEncounter } from '../sample';
import { sampleTenkaiEncounter } from '../sampleTenkai';
import { hashText, TextHash } from './hash';
import { stateText, STORES, type CheckpointRecord } from './records';
import { stateHash, stateTextPieces, textHash } from './stateHash';
import { applyScript, dump, newKernelSession, openLibrary, openRaw, putRaw } from './testing';
import { created, fileOf, run, settled } from './library.fixtures';

/** A slice that pauses every time (the hash must not depend on where the pauses fall). */
let pauses = 0;
const everyTime = (): Promise<void> => {
  pauses++;
  return Promise.resolve();
};

/** A state with `n` creatures copied from the first of `base` (ids `x0`, `x1`, …). */
function crowd(base: Encounter, n: number): Encounter {
  const first = base.creatures[base.creatureOrder[0] as string] as object;
  const creatures: Record<string, unknown> = { ...base.creatures };
  const order = [...base.creatureOrder];
  for (let i = 0; i < n; i++) {
    creatures[`x${i}`] = { ...first, id: `x${i}`, name: `Rider ${i} 騎手「${i}」` };
    order.push(`x${i}`);
  }
  return { ...base, creatures, creatureOrder: order } as Encounter;
}

describe('the state hash in pieces (issue 33)', () => {
  const states: [string, Encounter][] = [
    ['kernel', applyScript(newKernelSession(), 25).state],
    ['mounted4e sample', sampleEncounter('en')],
    ['tenkai sample (ja)', sampleTenkaiEncounter('ja')],
    ['mounted4e, 300 creatures', crowd(sampleEncounter('ja'), 300)],
  ];

  it.each(states)('%s: the pieces make exactly stateText, and their hash is hashText of it', async (_, state) => {
    expect([...stateTextPieces(state)].join('')).toBe(stateText(state));
    pauses = 0;
    const slice = (): Promise<void> => everyTime();
    expect(await stateHash(state, slice)).toBe(hashText(stateText(state)));
    expect(pauses).toBeGreaterThan(3);
  });

  it('writes what JSON writes for odd states: integer-like ids, a field left out, ids missing from the table', () => {
    const base = sampleEncounter('en');
    const first = base.creatures[base.creatureOrder[0] as string];
    const odd = {
      ...base,
      creatures: { ...base.creatures, '12': first, '3': first, stray: first },
      creatureOrder: [...base.creatureOrder, '12', 'ghost', '3'],
      pending: undefined,
    } as unknown as Encounter;
    expect([...stateTextPieces(odd)].join('')).toBe(stateText(odd));
    const empty = { ...base, creatures: {}, creatureOrder: [] } as unknown as Encounter;
    expect([...stateTextPieces(empty)].join('')).toBe(stateText(empty));
  });

  it('a text hashed in parts, cut anywhere, has the one-shot hash; a changed character changes it', async () => {
    const text = `${'騎乗 mounted '.repeat(40_000)}end`;
    expect(text.length).toBeGreaterThan(1 << 18);
    for (const cuts of [[0], [1, 2], [7, 100, 4096], [text.length - 1]]) {
      const h = new TextHash();
      let at = 0;
      for (const c of [...cuts, text.length]) {
        h.add(text.slice(at, c));
        at = c;
      }
      expect(h.digest(), `cut at ${cuts.join(',')}`).toBe(hashText(text));
    }
    pauses = 0;
    expect(await textHash(text, everyTime)).toBe(hashText(text));
    expect(pauses).toBeGreaterThan(1);
    expect(await textHash(`${text.slice(0, -1)}E`, everyTime)).not.toBe(hashText(text));
  });
});

describe('the starting state parsed once (issue 33)', () => {
  it('the whole history after a restore starts from the state that restore parsed; another entry is parsed anew', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib, 'A');
    run(lib, a.id, a.session, 30);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 3);
    const b = await lib.create({ name: 'B', initialState: newKernelSession(11).initial });
    if (!b.ok) throw new Error(b.reason);
    await settled(lib);
    const other = await openLibrary(idb, { tabId: 'b' });
    const quick = await other.restore(a.id);
    if (!quick.ok) throw new Error(quick.reason);
    expect(quick.from).toBe('checkpoint');
    const full = await other.restoreFull(a.id, { upTo: quick.session.base, pause: everyTime });
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(full.session.initial).toBe(quick.session.initial);
    expect(quick.session.graft(full.session)).toBe(true);
    // Another entry's starting state is its own, not the one kept.
    const fb = await other.restoreFull(b.id, { pause: everyTime });
    if (!fb.ok) throw new Error(fb.reason);
    expect(fb.session.initial).not.toBe(quick.session.initial);
    expect(stateText(fb.session.initial)).toBe(stateText(b.session.initial));
    lib.close();
    other.close();
  });
});

describe('the checkpoint a restore resumed from is not read again (issue 33)', () => {
  it('the whole history after a quick restore takes the checked checkpoint as it was; a library that did not check it reads and checks it', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 1000 });
    const a = await created(lib);
    run(lib, a.id, a.session, 30);
    expect(await lib.checkpoint(a.id, a.session)).toBe(true);
    run(lib, a.id, a.session, 3);
    await settled(lib);
    const other = await openLibrary(idb, { tabId: 'b' });
    const quick = await other.restore(a.id);
    if (!quick.ok) throw new Error(quick.reason);
    expect(quick.from).toBe('checkpoint');
    // After the restore checked it, the stored record's log is damaged (its hash no longer matches).
    const raw = await openRaw(idb);
    const [[key, cp]] = (await dump(raw, STORES.checkpoints)) as [[IDBValidKey, CheckpointRecord]];
    await putRaw(raw, STORES.checkpoints, [[key, { ...cp, log: cp.log.slice(0, -1) }]]);
    // This tab replays the history against the checkpoint it checked: not read, so nothing bad is found.
    const full = await other.restoreFull(a.id, { upTo: quick.session.base, pause: everyTime });
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(quick.session.graft(full.session)).toBe(true);
    expect(fileOf(quick.session)).toBe(fileOf(a.session));
    // A tab that never checked it reads it, finds the damage and deletes it (a checkpoint is a cache).
    const third = await openLibrary(idb, { tabId: 'c' });
    const again = await third.restoreFull(a.id, { pause: everyTime });
    if (!again.ok) throw new Error(again.reason);
    expect(again.badCheckpoints).toBe(1);
    expect(fileOf(again.session)).toBe(fileOf(a.session));
    await expect.poll(async () => (await dump(raw, STORES.checkpoints)).length).toBe(0);
    raw.close();
    lib.close();
    other.close();
    third.close();
  });
});
