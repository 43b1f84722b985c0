/** The shared core's commands and their rejections, applied with the core handler table alone. */
import { describe, expect, it } from 'vitest';
import type { CoreCommand } from './commands';
import { applyWith, type Handler } from './engine';
import { newEncounter } from './factory';
import { coreHandlers } from './index';
import type { Creature, Encounter } from './model';
import { produce } from 'immer';
import { creatureOf, putCreature } from './creatures';

const table = coreHandlers as unknown as Record<string, Handler<never>>;
const core = (s: Encounter, c: CoreCommand) => applyWith(table, s, c);
function run(s: Encounter, ...cs: CoreCommand[]): Encounter {
  for (const c of cs) {
    const r = core(s, c);
    if (!r.ok) throw new Error(r.reason.en);
    s = r.state;
  }
  return s;
}
function refused(s: Encounter, c: CoreCommand): string {
  const r = core(s, c);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.reason.en;
}

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
    expect(refused(s, { type: 'editCreature', id: 'c1', patch: { mountId: 'c2' } as never })).toMatch(/read-only field "mountId"/);
    expect(refused(s, { type: 'editCreature', id: 'c1', patch: { size: 'huge' } })).toMatch(/occupied/);
  });
  it('edits are validated and applied', () => {
    const s = run(base(), { type: 'editCreature', id: 'c1', patch: { name: 'Sir K', hpMax: 30, hp: 30 } });
    expect(creatureOf(s, 'c1')?.name).toBe('Sir K');
  });
  it('removing a mount leaves its rider on foot where it was', () => {
    let s = base();
    const horse = run(s, { type: 'addCreature', creature: { name: 'Horse', size: 'large', pos: { x: 5, y: 5 } } });
    s = produce(horse, (d) => {
      putCreature(d, { ...(creatureOf(d, 'c1') as Creature), pos: { x: 5, y: 5 }, mountId: 'c4', isRider: true });
    });
    s = run(s, { type: 'removeCreature', id: 'c4' });
    expect(creatureOf(s, 'c1')?.mountId).toBeNull();
    expect(creatureOf(s, 'c1')?.pos).toEqual({ x: 5, y: 5 });
  });
});

describe('moveCreature', () => {
  it('reports the squares and distance used', () => {
    const r = core(base(), { type: 'moveCreature', id: 'c1', to: { x: 4, y: 1 } });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.events[0]?.data?.cost).toBe(3);
      expect((r.events[0]?.data?.path as unknown[]).length).toBe(3);
    }
  });
  it('may pass an ally but not end in its space', () => {
    const s = base();
    expect(core(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } }).ok).toBe(true);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 } })).toMatch(/occupied by Ally/);
  });
  it('enemies block the path; blocking terrain blocks; off-map is refused', () => {
    let s = base();
    s = run(s, { type: 'paintTerrain', squares: [{ x: 0, y: 2 }, { x: 2, y: 2 }, { x: 0, y: 4 }, { x: 2, y: 4 }, { x: 1, y: 2 }], terrain: 2 });
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 1, y: 2 } })).toMatch(/blocking/);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: -1, y: 0 } })).toMatch(/off the map/);
    expect(refused(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 }, path: [{ x: 3, y: 3 }] })).toMatch(/not one step/);
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
    s = run(s, { type: 'paintTerrain', squares: [{ x: 1, y: 0 }, { x: 2, y: 0 }], terrain: 1 });
    const r = core(s, { type: 'moveCreature', id: 'c1', to: { x: 1, y: 0 } });
    expect(r.ok && r.events[0]?.data?.cost).toBe(2);
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
    const s = run(base(), { type: 'rollInitiative', dice: [5, 18, 11] }, { type: 'setInitiative', id: 'c1', value: 40 });
    expect(s.turns.order[0]).toBe('c1');
  });
});

describe('HP and conditions', () => {
  it('damage uses temporary HP first; HP stays an integer; healing stops at max', () => {
    let s = run(base(), { type: 'editCreature', id: 'c1', patch: { tempHp: 3 } }, { type: 'changeHp', id: 'c1', amount: -5 });
    expect(creatureOf(s, 'c1')?.hp).toBe(8);
    expect(creatureOf(s, 'c1')?.tempHp).toBe(0);
    s = run(s, { type: 'changeHp', id: 'c1', amount: 50 });
    expect(creatureOf(s, 'c1')?.hp).toBe(10);
    expect(refused(s, { type: 'changeHp', id: 'c1', amount: 1.5 })).toMatch(/whole number/);
  });
  it('conditions toggle and refuse unknown ones', () => {
    const s = run(base(), { type: 'setCondition', id: 'c1', condition: 'prone', on: true });
    expect(creatureOf(s, 'c1')?.conditions).toEqual(['prone']);
    expect(refused(s, { type: 'setCondition', id: 'c1', condition: 'sleepy' as never, on: true })).toMatch(/Unknown condition/);
  });
});
