import { describe, expect, it } from 'vitest';
import { Session, testDice } from '../core';
import { mounted4e, type M4Command, type M4Encounter } from './index';
import { anEncounter, apply, knight, orc, warhorse } from './testing';

type Command = M4Command;
type Encounter = M4Encounter;

/** A short skirmish with seeded dice only (no typed-in values). */
function script(): { start: Encounter; commands: Command[] } {
  const b = anEncounter(12, 12, 99)
    .with('horse', warhorse({ pos: { x: 2, y: 2 } }))
    .with('knight', knight({ pos: { x: 1, y: 2 } }))
    .with('orc', orc({ pos: { x: 8, y: 2 } }))
    .with('archer', orc({ name: 'Archer', pos: { x: 10, y: 8 } }));
  const { s, id } = b.build();
  const [horse, kn, o, archer] = [id('horse'), id('knight'), id('orc'), id('archer')];
  const sword = { bonus: 7, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 4 } };
  const commands: Command[] = [
    { type: 'rollInitiative', all: true },
    { type: 'setInitiative', id: kn, value: 20 },
    { type: 'mount', id: kn, mountId: horse },
    { type: 'charge', attackerId: kn, targetId: o, to: { x: 6, y: 2 }, attack: sword },
    { type: 'nextTurn' },
    { type: 'forceMove', targetId: kn, kind: 'push', sourceId: o, distance: 1, path: [{ x: 5, y: 2 }] },
    { type: 'decide', optionId: 'save' },
    {
      type: 'attack',
      attackerId: archer,
      targetId: kn,
      kind: 'ranged',
      attack: { ...sword, range: 20 },
      action: 'none',
    },
    { type: 'knockProne', id: horse },
  ];
  return { start: s, commands };
}

function runScript(): string {
  const { start, commands } = script();
  let s = start;
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.kind === 'refused' ? r.reason.m : r.error}`);
    s = r.state;
  }
  return JSON.stringify(s);
}

describe('replay', () => {
  it('same seed and commands → byte-identical final state', () => {
    const a = runScript();
    const b = runScript();
    expect(a).toBe(b);
    const { start, commands } = script();
    const r = Session.replay(mounted4e, start, commands, commands.length);
    expect(r.failedAt).toBeNull();
    expect(JSON.stringify(r.session.state)).toBe(a);
  });

  it('a different seed gives different rolls (the test can fail)', () => {
    const { start, commands } = script();
    const other = { ...start, rng: testDice(8) };
    const r = Session.replay(mounted4e, other, commands, commands.length);
    const a = runScript();
    const b = r.failedAt === null ? JSON.stringify(r.session.state) : 'failed';
    expect(b).not.toBe(a);
  });
});
