import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

const sword = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };

function scene(saddle = false) {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 }, riding: { ...warhorse().riding!, militarySaddle: saddle } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 8, y: 8 } }));
}

describe('decisions, saves and core rules used', () => {
  it('B-3: a save is a d20 with no modifier unless one applies: 9 fails, 10 succeeds', () => {
    const { s, id } = scene().build();
    const asked = runAll(s, { type: 'knockProne', id: id('knight') });
    const nine = runAll(asked.s, { type: 'decide', optionId: 'save', dice: [9] });
    expect(log(nine.events)).toMatch(/save 9 = 9 < 10/);
    const ten = runAll(asked.s, { type: 'decide', optionId: 'save', dice: [10] });
    expect(log(ten.events)).toMatch(/save 10 = 10 ≥ 10/);
    expect(creatureOf(ten.s, id('knight'))?.mountId).toBe(id('horse'));
  });

  it('B-1: melee reach counts squares to the nearest square of the space; reach 2 hits at 2, reach 1 does not', () => {
    const { s, id } = anEncounter()
      .with('ogre', orc({ name: 'Ogre', size: 'large', reach: 2, pos: { x: 1, y: 1 } }))
      .with('k', knight({ pos: { x: 4, y: 2 } }))
      .build();
    expect(
      runAll(s, { type: 'attack', attackerId: id('ogre'), targetId: id('k'), kind: 'melee', attack: sword, dice: [2] })
        .s,
    ).toBeTruthy();
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('ogre'),
        targetId: id('k'),
        kind: 'melee',
        attack: { ...sword, reach: 1 },
      }).ruleId,
    ).toBe('B-1');
  });

  it('a pending decision blocks other commands; a wrong option or an impossible die is refused and changes nothing', () => {
    const { s, id } = scene().build();
    const r = runAll(s, { type: 'knockProne', id: id('horse') });
    expect(log(r.events)).toMatch(/Waiting for Sir Aldric: Where does Sir Aldric land\? \(MC-PRONE-1\)/);
    expect(rejected(r.s, { type: 'moveCreature', id: id('orc'), to: { x: 9, y: 9 } }).ruleId).toBe('MC-PRONE-1');
    expect(rejected(r.s, { type: 'decide', optionId: '99,99' }).ruleId).toBe('MC-PRONE-1');
    const dice = runAll(s, { type: 'knockProne', id: id('knight') });
    expect(say(rejected(dice.s, { type: 'decide', optionId: 'save', dice: [21] }).reason)).toMatch(/cannot show 21/);
    expect(say(rejected(dice.s, { type: 'decide', optionId: 'noSave', dice: [5] }).reason)).toMatch(/not needed/);
  });

  it('cancelDecision (GM override) drops the pending decision and the rest of its chain', () => {
    const { s, id } = scene().build();
    const r = runAll(s, { type: 'knockProne', id: id('horse') }, { type: 'cancelDecision' });
    expect(r.s.pending).toBeNull();
    expect(log(r.events)).toMatch(/and 1 follow-up step/);
    expect(creatureOf(r.s, id('squire'))?.mountId).toBe(id('horse')); // the GM settles the rest by hand
    expect(say(rejected(s, { type: 'cancelDecision' }).reason)).toMatch(/No decision is pending/);
    expect(say(rejected(s, { type: 'decide', optionId: 'x' }).reason)).toMatch(/No decision is pending/);
  });
});
