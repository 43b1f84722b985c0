/**
 * Issue 33: a new entry's journal (an import, a duplicate) is a reset record with the first `RESET_TEXTS` command
 * texts and one command record per later command — the same history as one reset record holding the whole log,
 * which is how older builds wrote it (and such journals are read as before).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fold } from './fold';
import { newJournal, RESET_TEXTS } from './entries';
import { fileOf } from './library.fixtures';
import { stateText, STORES, type JournalRecord } from './records';
import { applyScript, dump, newKernelSession, openLibrary, openRaw, putRaw } from './testing';

const texts = (n: number): string[] => Array.from({ length: n }, (_, i) => `{"n":${i}}`);
const keysOf = (recs: readonly unknown[]): number[] => recs.map((_, i) => i + 1);

describe('a new entry’s journal (issue 33)', () => {
  it('folds to the same log and cursor as one reset record holding every text, wherever the cursor is', () => {
    for (const n of [0, 1, RESET_TEXTS - 1, RESET_TEXTS, RESET_TEXTS + 1, 2 * RESET_TEXTS + 7]) {
      const all = texts(n);
      for (const cursor of new Set([0, Math.min(n, 3), Math.min(n, RESET_TEXTS), Math.max(0, n - 1), n])) {
        const recs = newJournal(all, cursor, 'tab', 5);
        const one: JournalRecord = { k: 'r', cs: all, u: cursor, w: 'tab', p: '', t: 5 };
        const split = fold(keysOf(recs), recs);
        const whole = fold([1], [one]);
        expect(split.problem).toBeNull();
        expect(split.cmds).toEqual(whole.cmds);
        expect(split.cursor).toBe(cursor);
        expect(split.chainKey).toBe(recs.length);
        expect(split.lostTail).toBe(0);
        expect(split.ignored).toBe(0);
      }
    }
  });

  it('is one reset record up to RESET_TEXTS commands, then one command record per later command', () => {
    expect(newJournal(texts(RESET_TEXTS), 4, 'tab', 5)).toHaveLength(1);
    const recs = newJournal(texts(RESET_TEXTS + 50), RESET_TEXTS + 50, 'tab', 5);
    expect(recs).toHaveLength(51);
    expect(recs[0]).toMatchObject({ k: 'r', u: RESET_TEXTS });
    expect(recs[0]?.k === 'r' && recs[0].cs).toHaveLength(RESET_TEXTS);
    expect(recs[1]).toMatchObject({ k: 'c', s: RESET_TEXTS + 1, p: 'tab' });
    // The cursor before the end: one cursor record after the commands.
    const back = newJournal(texts(RESET_TEXTS + 50), 10, 'tab', 5);
    expect(back).toHaveLength(52);
    expect(back[51]).toMatchObject({ k: 'u', u: 10 });
  });

  it('an adopted long session is written in records and restores to exactly it; appends and undo carry on', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb, { checkpointEvery: 200 });
    const s = applyScript(newKernelSession(), RESET_TEXTS + 120);
    s.undo();
    s.undo();
    const a = await lib.adopt('Long', s);
    if (!a.ok) throw new Error(a.reason);
    const raw = await openRaw(idb);
    const journal = (await dump(raw, STORES.journal)).filter(([k]) => (k as [string, number])[0] === a.id);
    expect(journal).toHaveLength(1 + 120 + 1); // reset, 120 commands, the cursor 2 back
    expect((await dump(raw, STORES.checkpoints)).map(([k]) => k)).toEqual([[a.id, journal.length]]);
    raw.close();
    // The writer carries on after the last record.
    applyScript(s, 1, s.cursor);
    expect(lib.record(a.id, s, 'command').ok).toBe(true);
    await lib.whenWritten(a.id);

    const other = await openLibrary(idb, { tabId: 'tab-b' });
    const r = await other.restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(fileOf(r.session)).toBe(fileOf(s));
    expect(stateText(r.session.state)).toBe(stateText(s.state));
    const full = await other.restoreFull(a.id);
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(fileOf(full.session)).toBe(fileOf(s));
    let undos = 0;
    while (full.session.undo()) undos++;
    expect(undos).toBe(s.cursor);
    const exported = await other.exportText(a.id);
    expect(exported.ok && exported.text).toBe(fileOf(s));
  });

  it('a journal an older build wrote as one reset record of every text restores as before', async () => {
    const idb = new IDBFactory();
    const lib = await openLibrary(idb);
    const s = applyScript(newKernelSession(), RESET_TEXTS + 30);
    const a = await lib.adopt('Old', s);
    if (!a.ok) throw new Error(a.reason);
    // Rewrite it as an older build did: one reset record, no later records, the checkpoint at revision 1.
    const raw = await openRaw(idb);
    const cps = (await dump(raw, STORES.checkpoints)).filter(([k]) => (k as [string, number])[0] === a.id);
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction([STORES.journal, STORES.checkpoints], 'readwrite');
      tx.objectStore(STORES.journal).delete(IDBKeyRange.bound([a.id, 0], [a.id, Infinity]));
      tx.objectStore(STORES.checkpoints).delete(IDBKeyRange.bound([a.id, 0], [a.id, Infinity]));
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('rewrite failed'));
    });
    const texts = s.commands().map((c) => JSON.stringify(c));
    await putRaw(raw, STORES.journal, [[[a.id, 1], { k: 'r', cs: texts, u: s.cursor, w: 'old', p: '', t: 1 }]]);
    const cp = cps[0]?.[1] as Record<string, unknown>;
    await putRaw(raw, STORES.checkpoints, [[[a.id, 1], { ...cp, rev: 1, lw: 'old' }]]);
    raw.close();

    const other = await openLibrary(idb, { tabId: 'tab-b' });
    const r = await other.restore(a.id);
    if (!r.ok) throw new Error(r.reason);
    expect(r.from).toBe('checkpoint');
    expect(fileOf(r.session)).toBe(fileOf(s));
    const full = await other.restoreFull(a.id);
    if (!full.ok) throw new Error(full.reason);
    expect(full.badCheckpoints).toBe(0);
    expect(fileOf(full.session)).toBe(fileOf(s));
  });
});
