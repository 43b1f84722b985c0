import { describe, expect, it } from 'vitest';
import { apply, newEncounter, type Command, type Encounter } from '../index';
import { creatureOf } from './creatures';

function run(s: Encounter, ...cmds: Command[]): Encounter {
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason.en);
    s = r.state;
  }
  return s;
}

describe('core commands', () => {
  it('adds, moves and rejects a move into an occupied space without changing state', () => {
    const s = run(
      newEncounter({ width: 10, height: 10 }),
      { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 }, side: 'party' } },
      { type: 'addCreature', creature: { name: 'Ogre', size: 'large', pos: { x: 4, y: 1 }, side: 'enemy' } },
    );
    const moved = apply(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } });
    expect(moved.ok).toBe(true);
    if (moved.ok) {
      expect(creatureOf(moved.state, 'c1')?.pos).toEqual({ x: 3, y: 1 });
      expect(moved.events[0]?.data?.cost).toBe(2);
    }
    const blocked = apply(s, { type: 'moveCreature', id: 'c1', to: { x: 4, y: 2 } });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.reason.en).toMatch(/occupied by Ogre/);
    expect(creatureOf(s, 'c1')?.pos).toEqual({ x: 1, y: 1 });
  });

  it('rejects an impossible typed-in d20 and accepts a valid one', () => {
    const s = run(newEncounter(), { type: 'addCreature', creature: { name: 'A', initBonus: 3 } });
    const bad = apply(s, { type: 'rollInitiative', dice: [21] });
    expect(bad.ok).toBe(false);
    const good = apply(s, { type: 'rollInitiative', dice: [17] });
    expect(good.ok && creatureOf(good.state, 'c1')?.initiative).toBe(20);
  });
});

describe('events', () => {
  it('are plain data that survive structuredClone after the command (no immer drafts inside)', () => {
    const s = run(newEncounter({ width: 10, height: 10 }), { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } });
    const r = apply(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(structuredClone(r.events)).toEqual(r.events);
  });
});
