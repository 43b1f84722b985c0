/** The transaction (issue 12) when a command touches many creatures (issue 33: its id lists turn into sets). */
import { describe, expect, it } from 'vitest';
import { makeCreature } from './factory';
import type { Creature, Encounter } from './model';
import { kernelEncounter } from './testing';
import { FREEZE, isWorking, Work } from './work';

function crowd(n: number): Encounter {
  const s = kernelEncounter({ width: 60, height: 60 });
  const creatures: Record<string, Creature> = {};
  const order: string[] = [];
  for (let i = 1; i <= n; i++) {
    const id = `c${i}`;
    creatures[id] = makeCreature({ id, name: id, sys: { n: i }, pos: { x: i % 50, y: Math.floor(i / 50) } });
    order.push(id);
  }
  return { ...s, creatures, creatureOrder: order, nextId: n + 1 };
}

describe('Work with many creatures (issue 33)', () => {
  it('edits every creature once, puts, removes and edits again: the diff names each change once, with the record before it', () => {
    const start = crowd(60);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    for (const id of start.creatureOrder) w.edit(id).hp -= 1;
    // A second edit of the same creature is the same working copy (no second journal entry).
    for (const id of start.creatureOrder) expect(w.edit(id)).toBe(live.creatures[id]);
    w.patchSys('c7');
    w.editSys('c8');
    w.put({ ...(start.creatures.c9 as Creature), name: 'Nine' });
    w.remove('c10');
    w.put(makeCreature({ id: 'c61', name: 'New', sys: {}, pos: { x: 1, y: 40 } }));
    w.edit('c61').hp = 3;
    const d = w.commit();
    expect(Object.keys(d.updated)).toHaveLength(59);
    expect(Object.keys(d.removed)).toEqual(['c10']);
    expect(Object.keys(d.added)).toEqual(['c61']);
    expect(d.updated.c1?.[0]).toBe(start.creatures.c1);
    expect(d.updated.c1?.[1].hp).toBe((start.creatures.c1 as Creature).hp - 1);
    expect(d.updated.c9?.[1].name).toBe('Nine');
    expect(live.creatures.c61?.hp).toBe(3);
    expect(Object.isFrozen(live.creatures.c30)).toBe(true);
  });

  it('a rollback of a command that touched many creatures puts every record back', () => {
    const start = crowd(60);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    for (const id of start.creatureOrder) w.edit(id).hp = 0;
    w.remove('c5');
    w.put(makeCreature({ id: 'c61', name: 'New', sys: {}, pos: { x: 1, y: 40 } }));
    w.rollback();
    expect(live.creatures).toEqual(start.creatures);
    for (const id of start.creatureOrder) expect(live.creatures[id]).toBe(start.creatures[id]);
    // The transaction is clear: the next change journals afresh.
    w.edit('c1').hp = 1;
    expect(Object.keys(w.commit().updated)).toEqual(['c1']);
  });
});

describe('committed records (issue 33: frozen in development only, an open-copy list as the marker)', () => {
  it('tests run as development: a committed record, its nested values and a root value cannot be changed', () => {
    expect(FREEZE).toBe(true);
    const start = crowd(3);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    w.edit('c1').pos = { x: 9, y: 9 };
    w.set('turns', { order: ['c1'], current: 0, round: 1 });
    w.commit();
    const c1 = live.creatures.c1 as Creature;
    expect(() => {
      (c1 as { hp: number }).hp = 0;
    }).toThrow(TypeError);
    expect(() => {
      (c1.pos as { x: number }).x = 0;
    }).toThrow(TypeError);
    expect(() => {
      (live.turns.order as string[]).push('c2');
    }).toThrow(TypeError);
    expect(c1.hp).toBe((start.creatures.c1 as Creature).hp);
  });

  it('a working copy is open until its command commits or rolls back; records never edited are never open', () => {
    const start = crowd(3);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    const copy = w.edit('c1');
    const made = makeCreature({ id: 'c4', name: 'Four', sys: {}, pos: { x: 5, y: 5 } });
    w.put(made);
    expect(isWorking(copy)).toBe(true);
    expect(isWorking(made)).toBe(true);
    expect(isWorking(start.creatures.c2 as Creature)).toBe(false);
    w.commit();
    expect(isWorking(copy)).toBe(false);
    expect(isWorking(made)).toBe(false);
    const again = w.edit('c2');
    expect(isWorking(again)).toBe(true);
    w.rollback();
    expect(isWorking(again)).toBe(false);
  });

  it('a record handed to put (here a committed one put back) is copied by a later edit, never changed in place', () => {
    const start = crowd(3);
    const live = { ...start, creatures: { ...start.creatures } };
    const old = start.creatures.c1 as Creature;
    const w = new Work(live);
    w.edit('c1').hp = 1;
    w.put(old);
    const e = w.edit('c1');
    expect(e).not.toBe(old);
    e.hp = 2;
    const d = w.commit();
    expect(old.hp).toBe((start.creatures.c1 as Creature).hp);
    expect(d.updated.c1?.[0]).toBe(old);
    expect(d.updated.c1?.[1].hp).toBe(2);
  });

  it('a root value handed to set is copied by a later patch of the same field', () => {
    const start = crowd(3);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    const given = { order: ['c1', 'c2'], current: 0, round: 1 };
    w.set('turns', given);
    w.patch('turns').current = 1;
    w.commit();
    expect(given.current).toBe(0);
    expect(live.turns.current).toBe(1);
  });

  it('commit tells a changed record from one edited back to what it was, by any field (issue 33: fields read by name first)', () => {
    const start = crowd(4);
    const live = { ...start, creatures: { ...start.creatures } };
    const w = new Work(live);
    const before = start.creatures;
    // Edited and put back as it was, a nested value replaced by an equal one: no change, the old record stays.
    const a = w.edit('c1');
    a.hp -= 1;
    a.hp += 1;
    a.pos = { ...a.pos };
    // Only the system's part changed; only a field outside the kernel's changed; only the last kernel field.
    (w.patchSys('c2') as { n: number }).n = 99;
    (w.edit('c3') as { image?: string }).image = 'x.png';
    w.edit('c4').name = 'Four';
    const d = w.commit();
    expect(live.creatures.c1).toBe(before.c1);
    expect(Object.keys(d.updated).sort()).toEqual(['c2', 'c3', 'c4']);
    expect(d.updated.c3?.[1]).toMatchObject({ image: 'x.png' });
    expect(d.updated.c4?.[0]).toBe(before.c4);
  });
});
