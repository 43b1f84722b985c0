import { current, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, type Command } from '../index';
import { creatureOf, putCreature, withCreature } from './creatures';
import { makeCreature, newEncounter } from './factory';
import type { Encounter } from './model';
import { LiveIndex, readable, spatialIndex, type SpatialIndex } from './spatial';

/** An encounter with `n` creatures in a row, every third one carried by its left neighbour. */
function crowd(n: number): Encounter {
  let s = newEncounter({ width: 60, height: 60 });
  s = produce(s, (d) => {
    for (let i = 1; i <= n; i++) {
      const id = `c${i}`;
      const carried = i % 3 === 0;
      putCreature(d, makeCreature({ id, name: id, pos: carried ? { x: (i - 1) % 50, y: Math.floor((i - 1) / 50) * 3 } : { x: i % 50, y: Math.floor(i / 50) * 3 }, mountId: carried ? `c${i - 1}` : null, isRider: carried }));
      d.creatureOrder.push(id);
    }
  });
  return s;
}

/** The index's content as plain data, for comparing a synced index with one built from scratch. */
function dump(idx: SpatialIndex) {
  const cells = [...idx.cells].map(([k, l]) => [k, l.map((st) => `${st.c.id}@${st.s.x},${st.s.y}/${st.order}`)] as const).sort((a, b) => a[0] - b[0]);
  const carried = [...idx.carried].map(([k, l]) => [k, [...l]] as const).sort((a, b) => a[0].localeCompare(b[0]));
  return { cells, carried, standing: idx.standing.map((st) => st.c.id) };
}
const fresh = (s: Encounter) => dump(new LiveIndex().sync(s.creatures, s.creatureOrder));

describe('spatial index (issue 8: synced by shard and creature identity)', () => {
  it('readable() of a draft equals immer current() and shares what did not change', () => {
    const s = crowd(40);
    produce(s, (d) => {
      expect(readable(d.creatures)).toBe(s.creatures); // untouched: the base itself
      (creatureOf(d, 'c5') as { pos: { x: number } }).pos.x = 33;
      const mine = readable(d.creatures);
      expect(mine).toEqual(current(d.creatures));
      expect(creatureOf({ creatures: mine }, 'c5')?.pos.x).toBe(33);
      const changed = mine.filter((sh, i) => sh !== s.creatures[i]);
      expect(changed).toHaveLength(1); // only the shard holding c5 was copied
    });
  });

  it('after moves, mounts, removals and additions the live index equals an index built from scratch', () => {
    let s = crowd(90);
    const seq: Command[] = [
      { type: 'moveCreature', id: 'c1', to: { x: 1, y: 2 } },
      { type: 'moveCreature', id: 'c2', to: { x: 3, y: 1 } }, // carries c3
      { type: 'removeCreature', id: 'c5' },
      { type: 'addCreature', creature: { name: 'New', pos: { x: 20, y: 20 }, size: 'large' } },
      { type: 'editCreature', id: 'c7', patch: { size: 'huge', pos: { x: 30, y: 30 } } },
    ];
    for (const c of seq) {
      const r = apply(s, c);
      expect(r.ok, `${c.type}: ${r.ok ? '' : r.reason.en}`).toBe(true);
      if (!r.ok) return;
      s = r.state;
      expect(dump(spatialIndex(s))).toEqual(fresh(s));
    }
    // Moving back and forth between states (undo / redo) keeps it exact too.
    const before = crowd(90);
    expect(dump(spatialIndex(before))).toEqual(fresh(before));
    expect(dump(spatialIndex(s))).toEqual(fresh(s));
  });

  it('a "what if" state (withCreature) and a draft are indexed exactly, then the real state again', () => {
    const s = crowd(30);
    const moved = withCreature(s, { ...(creatureOf(s, 'c4') as ReturnType<typeof makeCreature>), pos: { x: 40, y: 40 } });
    expect(dump(spatialIndex(moved))).toEqual(fresh(moved));
    expect(spatialIndex(moved).cells.get((40 + 64) * 65536 + 40 + 64)?.[0]?.c.id).toBe('c4');
    expect(dump(spatialIndex(s))).toEqual(fresh(s));
    const next = produce(s, (d) => {
      (creatureOf(d, 'c8') as { pos: { x: number; y: number } }).pos = { x: 44, y: 44 };
      const snap = { creatures: readable(d.creatures), creatureOrder: readable(d.creatureOrder) } as Encounter;
      expect(dump(spatialIndex(d))).toEqual(fresh(snap));
    });
    expect(dump(spatialIndex(next))).toEqual(fresh(next));
  });
});
