/** The spatial index: owned per creature container, synced from touched ids, equal to one built from scratch. */
import { describe, expect, it } from 'vitest';
import type { CoreCommand } from './commands';
import { makeCreature } from './factory';
import type { Creature, Encounter } from './model';
import { cellKey, CreatureIndex, spatialIndex, type SpatialIndex } from './spatial';
import { kapply, kernelEncounter, kernelSession } from './testing';
import { Work } from './work';

/** An encounter with `n` creatures in a row, every third one carried by its left neighbour. */
function crowd(n: number): Encounter {
  const s = kernelEncounter({ width: 60, height: 60 });
  const creatures: Record<string, Creature> = {};
  const order: string[] = [];
  for (let i = 1; i <= n; i++) {
    const id = `c${i}`;
    const carried = i % 3 === 0;
    creatures[id] = makeCreature({
      id,
      name: id,
      sys: {},
      pos: carried ? { x: (i - 1) % 50, y: Math.floor((i - 1) / 50) * 3 } : { x: i % 50, y: Math.floor(i / 50) * 3 },
      mountId: carried ? `c${i - 1}` : null,
      isRider: carried,
    });
    order.push(id);
  }
  return { ...s, creatures, creatureOrder: order, nextId: n + 1 };
}

/** The index's content as plain data. */
function dump(idx: SpatialIndex) {
  const cells = [...idx.cells]
    .map(([k, l]) => [k, l.map((st) => `${st.c.id}@${st.s.x},${st.s.y}/${st.order}`)] as const)
    .sort((a, b) => a[0] - b[0]);
  const carried = [...idx.carried].map(([k, l]) => [k, [...l]] as const).sort((a, b) => a[0].localeCompare(b[0]));
  return { cells, carried, standing: idx.standing.map((st) => st.c.id) };
}
const fresh = (s: Encounter) => dump(new CreatureIndex({ ...s.creatures }).sync(s.creatureOrder));

const seq: CoreCommand[] = [
  { type: 'moveCreature', id: 'c1', to: { x: 1, y: 2 } },
  { type: 'moveCreature', id: 'c2', to: { x: 3, y: 1 } }, // carries c3
  { type: 'removeCreature', id: 'c5' },
  { type: 'addCreature', creature: { name: 'New', pos: { x: 20, y: 20 }, size: 'large' } },
  { type: 'editCreature', id: 'c7', patch: { size: 'huge', pos: { x: 30, y: 30 } } },
];

describe('spatial index (issue 12: owned by its container, updated from what changed)', () => {
  it('in a session, after moves, removals, additions, undo and redo, it equals an index built from scratch', () => {
    const session = kernelSession(crowd(90));
    expect(dump(spatialIndex(session.state))).toEqual(fresh(session.state));
    for (const c of seq) {
      const r = session.apply(c);
      expect(r.ok, c.type).toBe(true);
      expect(dump(spatialIndex(session.state))).toEqual(fresh(session.state));
    }
    while (session.undo()) expect(dump(spatialIndex(session.state))).toEqual(fresh(session.state));
    while (session.redo()) expect(dump(spatialIndex(session.state))).toEqual(fresh(session.state));
  });

  it('re-indexes only the creatures a command touched', () => {
    const session = kernelSession(crowd(300));
    const idx = spatialIndex(session.state) as CreatureIndex;
    const before = idx.indexed;
    session.apply({ type: 'moveCreature', id: 'c2', to: { x: 3, y: 1 } }); // c2 carries c3
    spatialIndex(session.state);
    expect(idx.indexed - before).toBeLessThanOrEqual(3);
  });

  it('issue 33: a change that keeps a creature in place updates its entry without re-indexing it, and every reader, undo and redo see the present record', () => {
    const session = kernelSession(crowd(30));
    const idx = spatialIndex(session.state) as CreatureIndex;
    const before = idx.indexed;
    const standerOf = () => idx.standing.find((st) => st.c.id === 'c4');
    expect(session.apply({ type: 'changeHp', id: 'c4', amount: -3 }).ok).toBe(true);
    spatialIndex(session.state);
    expect(idx.indexed).toBe(before);
    expect(standerOf()?.c).toBe(session.state.creatures.c4);
    // c4 stands alone on (4, 0).
    expect(idx.cells.get(cellKey(4, 0))?.[0]?.c).toBe(session.state.creatures.c4);
    session.undo();
    spatialIndex(session.state);
    expect(standerOf()?.c).toBe(session.state.creatures.c4);
    session.redo();
    expect(dump(spatialIndex(session.state))).toEqual(fresh(session.state));
    expect(spatialIndex(session.state).standing.find((st) => st.c.id === 'c4')?.c).toBe(session.state.creatures.c4);
  });

  it('two states never share an index: a query about one never changes the other’s answers', () => {
    const a = crowd(30);
    const r = kapply(a, { type: 'moveCreature', id: 'c4', to: { x: 40, y: 40 }, gm: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const b = r.state;
    const ia = spatialIndex(a);
    const ib = spatialIndex(b);
    expect(ia).not.toBe(ib);
    expect(ib.cells.get((40 + 64) * 65536 + 40 + 64)?.[0]?.c.id).toBe('c4');
    expect(ia.cells.get((40 + 64) * 65536 + 40 + 64)).toBeUndefined();
    expect(dump(spatialIndex(a))).toEqual(fresh(a));
    expect(dump(spatialIndex(b))).toEqual(fresh(b));
  });

  it('issue 33: a working copy moved in place after a query, with no new edit, is re-indexed at the next query; after the commit it is left alone', () => {
    const live = { ...crowd(30) };
    live.creatures = { ...live.creatures };
    const w = new Work(live);
    const c4 = w.edit('c4');
    w.edit('c5');
    expect(spatialIndex(live).cells.get(cellKey(4, 0))?.[0]?.c).toBe(c4);
    // The handler assigns fields of its copy between queries (no edit, no touch in between).
    c4.pos = { x: 40, y: 40 };
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    expect(spatialIndex(live).cells.get(cellKey(40, 40))?.[0]?.c).toBe(c4);
    c4.size = 'large';
    c4.pos = { x: 41, y: 41 };
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    w.edit('c2').pos = { x: 44, y: 44 }; // c2 carries c3
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    w.commitPacked();
    const idx = spatialIndex(live) as CreatureIndex;
    expect(idx.dirty.length).toBe(0);
    expect(dump(idx)).toEqual(fresh(live));
  });

  it('issue 33 (round 10): a record put in place of a working copy the last query kept is read, within the command and after it ends', () => {
    const live = { ...crowd(30) };
    live.creatures = { ...live.creatures };
    const w = new Work(live);
    const c4 = w.edit('c4');
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    // Another creature touched, then c4 replaced by a new record elsewhere (a touch of an id already kept).
    w.edit('c5').pos = { x: 30, y: 30 };
    w.put({ ...c4, pos: { x: 42, y: 42 } });
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    expect(spatialIndex(live).cells.get(cellKey(42, 42))?.[0]?.c.id).toBe('c4');
    // The put record is no working copy: after the commit, a rollback of the next command puts it back by a touch.
    w.commitPacked();
    const w2 = new Work(live);
    w2.edit('c4').pos = { x: 10, y: 10 };
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    w2.rollback();
    expect(dump(spatialIndex(live))).toEqual(fresh(live));
    expect(spatialIndex(live).cells.get(cellKey(42, 42))?.[0]?.c.id).toBe('c4');
  });
});
