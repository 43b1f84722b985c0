/** The kernel's commands and their refusals, applied with a kernel-only rule system. */
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import type { CoreCommand } from './commands';
import { creatureOf } from './creatures';
import type { CoreEvent } from './events';
import type { Encounter } from './model';
import { kapply as core, kernelEncounter as newEncounter, kernelSession, krun as run } from './testing';

function refused(s: Encounter, c: CoreCommand): string {
  const r = core(s, c);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.kind).toBe('refused');
  return r.kind === 'refused' ? describeMsg('kernel', r.reason, 'en') : r.error;
}
const moved = (events: readonly unknown[]) =>
  (events as CoreEvent[]).find((e) => e.type === 'creatureMoved') as Extract<CoreEvent, { type: 'creatureMoved' }>;

const base = () =>
  run(
    newEncounter({ width: 10, height: 8 }),
    { type: 'addCreature', creature: { name: 'Knight', side: 'party', pos: { x: 1, y: 1 }, speed: 6 } },
    { type: 'addCreature', creature: { name: 'Ally', side: 'party', pos: { x: 2, y: 1 } } },
    { type: 'addCreature', creature: { name: 'Goblin', side: 'enemy', pos: { x: 1, y: 3 } } },
  );

describe('addCreature / editCreature / removeCreature', () => {
  it.each([
    [{ name: '   ' }, /needs a name/],
    [{ name: 'X', hpMax: -5 }, /HP max/],
    [{ name: 'X', size: 'gargantuan', pos: { x: 8, y: 6 } }, /off the map/],
    [{ name: 'X', pos: { x: 1, y: 1 } }, /occupied by Knight/],
    [{ name: 'X', speed: 1e9 }, /speed/],
    [{ name: 'X', color: 'red' }, /colour/],
  ] as const)('refuses %o', (creature, why) => {
    const s = base();
    expect(refused(s, { type: 'addCreature', creature: creature as never })).toMatch(why);
  });
  it('refuses unknown fields and keeps the state', () => {
    const s = base();
    expect(refused(s, { type: 'editCreature', id: 'c1', patch: { mountId: 'c2' } as never })).toMatch(
      /read-only field "mountId"/,
    );
    expect(refused(s, { type: 'editCreature', id: 'c1', patch: { size: 'huge' } })).toMatch(/occupied/);
  });
  it('edits are validated and applied', () => {
    const s = run(base(), { type: 'editCreature', id: 'c1', patch: { name: 'Sir K', hpMax: 30, hp: 30 } });
    expect(creatureOf(s, 'c1')?.name).toBe('Sir K');
  });
  it('removing a mount leaves its rider on foot where it was, and a passenger on the next free square (issue 14)', () => {
    const horse = run(base(), { type: 'addCreature', creature: { name: 'Horse', size: 'large', pos: { x: 5, y: 5 } } });
    const session = kernelSession(horse);
    // Seat the knight and the ally on the horse, as a saved encounter would hold them.
    const r = session.apply({ type: 'editCreature', id: 'c1', patch: { pos: { x: 7, y: 7 } } });
    expect(r.ok).toBe(true);
    const seated: Encounter = {
      ...session.state,
      creatures: {
        ...session.state.creatures,
        c1: { ...session.state.creatures.c1!, pos: { x: 5, y: 5 }, mountId: 'c4', isRider: true },
        c2: { ...session.state.creatures.c2!, pos: { x: 5, y: 5 }, mountId: 'c4', isRider: false },
      },
    };
    const s = run(seated, { type: 'removeCreature', id: 'c4' });
    expect(creatureOf(s, 'c1')?.mountId).toBeNull();
    expect(creatureOf(s, 'c1')?.pos).toEqual({ x: 5, y: 5 });
    expect(creatureOf(s, 'c2')?.mountId).toBeNull();
    expect(creatureOf(s, 'c2')?.pos).not.toEqual({ x: 5, y: 5 }); // not on the rider's square
    const p2 = creatureOf(s, 'c2')?.pos as { x: number; y: number };
    expect(Math.max(Math.abs(p2.x - 5), Math.abs(p2.y - 5))).toBe(1); // the nearest free square
  });
});

describe('moveCreature', () => {
  it('reports the squares and distance used', () => {
    const r = core(base(), { type: 'moveCreature', id: 'c1', to: { x: 4, y: 1 } });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(moved(r.events).cost).toBe(3);
      expect(moved(r.events).path.length).toBe(3);
    }
  });
  it('may pass an ally but not end in its space', () => {
    const s = base();
    expect(core(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } }).ok).toBe(true);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 } })).toMatch(/occupied by Ally/);
  });
  it('enemies block the path; blocking terrain blocks; off-map is refused', () => {
    let s = base();
    s = run(s, {
      type: 'paintTerrain',
      squares: [
        { x: 0, y: 2 },
        { x: 2, y: 2 },
        { x: 0, y: 4 },
        { x: 2, y: 4 },
        { x: 1, y: 2 },
      ],
      terrain: 2,
    });
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 1, y: 2 } })).toMatch(/blocking/);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: -1, y: 0 } })).toMatch(/off the map/);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 }, path: [{ x: 3, y: 3 }] })).toMatch(
      /not one step/,
    );
  });
  it('an enemy in a corridor blocks the way; an ally does not (4e)', () => {
    const corridor = (side: 'enemy' | 'party') =>
      run(
        newEncounter({ width: 3, height: 1 }),
        { type: 'addCreature', creature: { name: 'Knight', side: 'party', pos: { x: 0, y: 0 } } },
        { type: 'addCreature', creature: { name: 'Other', side, pos: { x: 1, y: 0 } } },
      );
    expect(refused(corridor('enemy'), { type: 'moveCreature', id: 'c1', to: { x: 2, y: 0 } })).toMatch(/No path/);
    expect(core(corridor('party'), { type: 'moveCreature', id: 'c1', to: { x: 2, y: 0 } }).ok).toBe(true);
  });
  it('difficult terrain costs double (4e)', () => {
    let s = base();
    s = run(s, {
      type: 'paintTerrain',
      squares: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      terrain: 1,
    });
    const r = core(s, { type: 'moveCreature', id: 'c1', to: { x: 1, y: 0 } });
    expect(r.ok && moved(r.events).cost).toBe(2);
  });
  it('a move beyond speed is refused unless the GM places it', () => {
    const s = base();
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 9, y: 7 } })).toMatch(/No path within 6/);
    expect(core(s, { type: 'moveCreature', id: 'c1', to: { x: 9, y: 7 }, gm: true }).ok).toBe(true);
  });
});

describe('initiative and turns', () => {
  it('rolls, sorts, and counts rounds; typed-in values are checked', () => {
    let s = run(base(), { type: 'rollInitiative', dice: [5, 18, 11] });
    expect(s.turns.order).toEqual(['c2', 'c3', 'c1']);
    expect(s.turns.round).toBe(1);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(s.turns.current).toBe(0);
    expect(s.turns.round).toBe(2);
    s = run(s, { type: 'previousTurn' });
    expect(s.turns.round).toBe(1);
    expect(refused(base(), { type: 'rollInitiative', dice: [5, 18, 25] })).toMatch(/d20 cannot show 25/);
    expect(refused(base(), { type: 'rollInitiative', dice: [5, 18, 11, 4] })).toMatch(/not needed/);
    expect(refused(base(), { type: 'nextTurn' })).toMatch(/roll or enter initiative/);
  });
  it('a typed initiative re-sorts the order', () => {
    const s = run(
      base(),
      { type: 'rollInitiative', dice: [5, 18, 11] },
      { type: 'setInitiative', id: 'c1', value: 40 },
    );
    expect(s.turns.order[0]).toBe('c1');
  });
});

describe('HP and conditions', () => {
  it('damage uses temporary HP first; HP stays an integer; healing stops at max', () => {
    let s = run(
      base(),
      { type: 'editCreature', id: 'c1', patch: { tempHp: 3 } },
      { type: 'changeHp', id: 'c1', amount: -5 },
    );
    expect(creatureOf(s, 'c1')?.hp).toBe(8);
    expect(creatureOf(s, 'c1')?.tempHp).toBe(0);
    s = run(s, { type: 'changeHp', id: 'c1', amount: 50 });
    expect(creatureOf(s, 'c1')?.hp).toBe(10);
    expect(refused(s, { type: 'changeHp', id: 'c1', amount: 1.5 })).toMatch(/whole number/);
  });
  it('conditions toggle and refuse unknown ones', () => {
    const s = run(base(), { type: 'setCondition', id: 'c1', condition: 'prone', on: true });
    expect(creatureOf(s, 'c1')?.conditions).toEqual(['prone']);
    expect(refused(s, { type: 'setCondition', id: 'c1', condition: 'sleepy' as never, on: true })).toMatch(
      /Unknown condition/,
    );
  });
});

describe('a given path (issue 13)', () => {
  it('may pass through an ally, step by step, but must end on a free square', () => {
    const s = base();
    const r = core(s, {
      type: 'moveCreature',
      id: 'c1',
      to: { x: 3, y: 1 },
      path: [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
      ],
    });
    expect(r.ok).toBe(true);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 }, path: [{ x: 2, y: 1 }] })).toMatch(
      /occupied by Ally/,
    );
    // An enemy blocks a step.
    expect(
      refused(s, {
        type: 'moveCreature',
        id: 'c1',
        to: { x: 1, y: 4 },
        path: [
          { x: 1, y: 2 },
          { x: 1, y: 3 },
          { x: 1, y: 4 },
        ],
      }),
    ).toMatch(/occupied by Goblin/);
  });
});

describe('placeCreature (the GM’s hand, issue 15)', () => {
  it('puts a creature on any legal space out of range, with no path; the space itself is still checked', () => {
    const s = base();
    const r = core(s, { type: 'placeCreature', id: 'c1', to: { x: 9, y: 7 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(creatureOf(r.state, 'c1')?.pos).toEqual({ x: 9, y: 7 });
    expect(refused(s, { type: 'placeCreature', id: 'c1', to: { x: 2, y: 1 } })).toMatch(/occupied by Ally/);
    expect(refused(s, { type: 'placeCreature', id: 'c1', to: { x: 10, y: 1 } })).toMatch(/off the map/);
    const walled = run(s, { type: 'paintTerrain', squares: [{ x: 5, y: 5 }], terrain: 2 });
    expect(refused(walled, { type: 'placeCreature', id: 'c1', to: { x: 5, y: 5 } })).toMatch(/blocking/);
    // A ring of enemies around the target square does not matter: there is no path.
    const ringed = run(
      s,
      { type: 'addCreature', creature: { name: 'G2', side: 'enemy', pos: { x: 6, y: 6 } } },
      { type: 'addCreature', creature: { name: 'G3', side: 'enemy', pos: { x: 8, y: 6 } } },
    );
    expect(core(ringed, { type: 'placeCreature', id: 'c1', to: { x: 7, y: 6 } }).ok).toBe(true);
  });
});
