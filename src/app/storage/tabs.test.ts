/** Two tabs per encounter: the second tab writing the same encounter is told 'conflict' and writes nothing until forced. */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules/core';
import type { Library } from './library';
import { STORES } from './records';
import { dump, newKernelSession, openLibrary, openRaw, scriptCommand, until, writersOf } from './testing';

type S = Session<Encounter, CommandBase>;
const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);
let channels = 0;

function step(lib: Library, id: string, s: S, c: CommandBase = scriptCommand(s.cursor)) {
  expect(s.apply(c).ok).toBe(true);
  return lib.record(id, s, 'command');
}
const idle = (lib: Library): Promise<void> =>
  until(() => [...writersOf(lib).values()].every((w) => w.inflight.length === 0));

/** Tab A creates an encounter with 3 commands; tab B opens the same library and restores it. */
async function twoTabs(channel: string | null) {
  const idb = new IDBFactory();
  const a = await openLibrary(idb, { tabId: 'tab-a', channel });
  const made = await a.create({ name: 'Shared', initialState: newKernelSession().initial });
  if (!made.ok) throw new Error(made.reason);
  for (let i = 0; i < 3; i++) step(a, made.id, made.session);
  await idle(a);
  const b = await openLibrary(idb, { tabId: 'tab-b', channel });
  const rb = await b.restore(made.id);
  if (!rb.ok) throw new Error(rb.reason);
  return { idb, a, b, id: made.id, sa: made.session, sb: rb.session };
}

describe('two tabs on one encounter', () => {
  it('the other tab is nudged at once when one writes, and then writes nothing; "keep mine" forces it', async () => {
    const { idb, a, b, id, sa, sb } = await twoTabs(`test-${channels++}-${Math.random()}`);
    step(a, id, sa);
    await until(() => b.status(id)?.saving === false);
    expect(b.status(id)).toEqual({ saving: false, reason: 'conflict' });
    expect(step(b, id, sb, { type: 'renameEncounter', name: 'B was here' } as CommandBase)).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
    const raw = await openRaw(idb);
    const before = await dump(raw, STORES.journal);
    expect(before.every(([, v]) => (v as { w: string }).w !== 'tab-b')).toBe(true);
    // Tab B keeps its version: one reset record after A's; A is told in turn.
    expect(await b.force(id, sb)).toMatchObject({ ok: true });
    expect(b.status(id)).toEqual({ saving: true });
    await until(() => a.status(id)?.saving === false);
    expect(a.status(id)).toEqual({ saving: false, reason: 'conflict' });
    expect(step(b, id, sb).ok).toBe(true);
    await idle(b);
    const c = await openLibrary(idb, { tabId: 'tab-c', channel: null });
    const r = await c.restore(id);
    expect(r.ok && fileOf(r.session)).toBe(fileOf(sb));
    // A's command is still in the journal (not in effect), nothing was deleted.
    expect((await dump(raw, STORES.journal)).length).toBe(before.length + 2);
    raw.close();
    for (const l of [a, b, c]) l.close();
  });

  it("without the nudge the revision check inside IndexedDB refuses the second writer, and A's history is intact", async () => {
    const { idb, a, b, id, sa, sb } = await twoTabs(null);
    step(a, id, sa);
    await idle(a);
    // B has not heard of it: its append is issued, and refused by IndexedDB (the revision exists).
    expect(step(b, id, sb, { type: 'renameEncounter', name: 'B' } as CommandBase).ok).toBe(true);
    await until(() => b.status(id)?.saving === false);
    expect(b.status(id)).toEqual({ saving: false, reason: 'conflict' });
    const r = await (await openLibrary(idb, { tabId: 'c' })).restore(id);
    expect(r.ok && fileOf(r.session)).toBe(fileOf(sa));
    // B can also take A's version instead: restore again, and write on.
    const again = await b.restore(id);
    if (!again.ok) throw new Error(again.reason);
    expect(fileOf(again.session)).toBe(fileOf(sa));
    expect(step(b, id, again.session).ok).toBe(true);
    await idle(b);
    expect(b.status(id)).toEqual({ saving: true });
    a.close();
    b.close();
  });

  it('a burst from the second tab racing the first: none of it enters the history', async () => {
    const { idb, a, b, id, sa, sb } = await twoTabs(null);
    step(a, id, sa); // takes revision 5 first
    for (let i = 0; i < 4; i++) step(b, id, sb, { type: 'renameEncounter', name: `B${i}` } as CommandBase); // 5 refused; 6.. land
    await idle(a);
    await until(() => b.status(id)?.saving === false);
    const r = await (await openLibrary(idb, { tabId: 'c' })).restore(id);
    if (!r.ok) throw new Error(r.reason);
    expect(fileOf(r.session)).toBe(fileOf(sa));
    expect(r.ignored).toBe(3);
    // A's next revision was taken by B's leftovers: A is told 'conflict' too (nothing is lost; "keep mine" or a
    // new restore settles it).
    step(a, id, sa);
    await until(() => a.status(id)?.saving === false);
    expect(await a.force(id, sa)).toMatchObject({ ok: true });
    const r2 = await (await openLibrary(idb, { tabId: 'd' })).restore(id);
    expect(r2.ok && fileOf(r2.session)).toBe(fileOf(sa));
    a.close();
    b.close();
  });

  it('other encounters are unaffected: each tab writes its own', async () => {
    const channel = `test-${channels++}-${Math.random()}`;
    const { a, b, id, sa } = await twoTabs(channel);
    const other = await b.create({ name: "B's own", initialState: newKernelSession(3).initial });
    if (!other.ok) throw new Error(other.reason);
    for (let i = 0; i < 5; i++) {
      expect(step(a, id, sa).ok).toBe(true);
      expect(step(b, other.id, other.session).ok).toBe(true);
    }
    await idle(a);
    await idle(b);
    expect(a.status(id)).toEqual({ saving: true });
    expect(b.status(other.id)).toEqual({ saving: true });
    expect(b.status(id)).toMatchObject({ reason: 'conflict' });
    a.close();
    b.close();
  });

  it('the list changes in the other tab are announced', async () => {
    const channel = `test-${channels++}-${Math.random()}`;
    const { a, b } = await twoTabs(channel);
    let heard = 0;
    b.onLibraryChanged(() => heard++);
    await a.create({ name: 'New', initialState: newKernelSession().initial });
    await until(() => heard > 0);
    const list = await b.list();
    expect(Array.isArray(list) && list.map((e) => e.name).sort()).toEqual(['New', 'Shared']);
    a.close();
    b.close();
  });
});
