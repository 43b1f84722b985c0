/**
 * Reach and range in three dimensions (B-1, RULING MC-R13) with MC-TGT-2 on top: one measure for the attack
 * helper, the attack, opportunity attacks and the ruler.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../i18n/systems/mounted4e/testing';
import { attackModifiers, distanceBetween, provokersOfMove, reachOf } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';

const spear = { bonus: 4, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 2 } };

/** A griffon (Large) flying `up` squares above (3,2)-(4,3) with a knight on it; a goblin (reach 1) at (5,2). */
function griffon(up: number) {
  return anEncounter()
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 6, elevation: up, pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('griffon')
    .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 5, y: 2 } }))
    .build();
}
const mods = (m: { readonly modifiers: readonly { value: number; ruleId: string }[] }) =>
  m.modifiers.map((x) => [x.ruleId, x.value]);

describe('reach counts height (B-1, MC-R13, MC-TGT-2)', () => {
  it('MC-R13: a reach-1 goblin cannot reach a griffon 5 squares up, nor its rider 6 up; the refusal says how far up', () => {
    const { s, id } = griffon(5);
    expect(reachOf(s, { attackerId: id('goblin'), targetId: id('griffon') })).toMatchObject({
      horizontal: 1,
      vertical: 5,
      distance: 5,
      inReach: false,
    });
    const r = rejected(s, {
      type: 'attack',
      attackerId: id('goblin'),
      targetId: id('griffon'),
      kind: 'melee',
      attack: spear,
    });
    expect(r.ruleId).toBe('MC-R13');
    expect(say(r.reason)).toMatch(
      /Griffon is 5 squares up or down \(1 square across\); vertical distance counts, and Goblin's reach is 1/,
    );
    expect(
      rejected(s, { type: 'attack', attackerId: id('goblin'), targetId: id('knight'), kind: 'melee', attack: spear })
        .ruleId,
    ).toBe('MC-R13');
  });

  it('MC-TGT-2: with the griffon 1 square up it is within reach (vertical 1); its rider at height 2 is attacked at −2, not with a spear', () => {
    const { s, id } = griffon(1);
    expect(reachOf(s, { attackerId: id('goblin'), targetId: id('griffon') })).toMatchObject({
      vertical: 1,
      distance: 1,
      inReach: true,
      riderAbove: null,
    });
    expect(reachOf(s, { attackerId: id('goblin'), targetId: id('knight') }).riderAbove).toEqual({
      height: 2,
      penalty: -2,
      weapon: null,
    });
    expect(mods(attackModifiers(s, { attackerId: id('goblin'), targetId: id('knight'), kind: 'melee' }))).toEqual([
      ['MC-TGT-2', -2],
    ]);
    expect(
      mods(attackModifiers(s, { attackerId: id('goblin'), targetId: id('knight'), kind: 'melee', weapon: 'spear' })),
    ).toEqual([['MC-TGT-2', 0]]);
    expect(
      runAll(s, {
        type: 'attack',
        attackerId: id('goblin'),
        targetId: id('knight'),
        kind: 'melee',
        attack: spear,
        dice: [2],
      }).s,
    ).toBeTruthy();
  });

  it('MC-R13: an attacker taller than one square reaches from its top square: a Large ogre is not penalised against a rider on a Large horse; a Medium orc is', () => {
    const { s, id } = anEncounter()
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('horse')
      .with('ogre', orc({ name: 'Ogre', size: 'large', reach: 1, pos: { x: 5, y: 2 } }))
      .with('orc', orc({ pos: { x: 2, y: 2 } }))
      .build();
    expect(mods(attackModifiers(s, { attackerId: id('ogre'), targetId: id('knight'), kind: 'melee' }))).toEqual([]);
    expect(mods(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee' }))).toEqual([
      ['MC-TGT-2', -2],
    ]);
  });

  it('MC-R13: ranged range counts vertical distance too', () => {
    const bow = { ...spear, range: 4 };
    const high = griffon(6);
    expect(
      rejected(high.s, {
        type: 'attack',
        attackerId: high.id('goblin'),
        targetId: high.id('griffon'),
        kind: 'ranged',
        attack: bow,
      }).ruleId,
    ).toBe('MC-R13');
    const low = griffon(3);
    expect(
      runAll(low.s, {
        type: 'attack',
        attackerId: low.id('goblin'),
        targetId: low.id('griffon'),
        kind: 'ranged',
        attack: bow,
        dice: [1],
      }).s,
    ).toBeTruthy();
  });

  it('B-11 / MC-R13: a flier passing high above provokes no opportunity attack; on the ground it does', () => {
    const away = [
      { x: 2, y: 2 },
      { x: 1, y: 2 },
    ];
    const high = griffon(3);
    expect(provokersOfMove(high.s, high.id('griffon'), away)).toEqual([]);
    const low = griffon(1);
    expect(provokersOfMove(low.s, low.id('griffon'), away).map((p) => p.attackerId)).toEqual([low.id('goblin')]);
  });

  it("MC-R13: the ruler measures between two creatures in three dimensions (a rider at its mount's block)", () => {
    const { s, id } = griffon(4);
    expect(distanceBetween(s, id('goblin'), id('knight'))).toEqual({ horizontal: 1, vertical: 4, distance: 4 });
    expect(distanceBetween(s, id('knight'), id('griffon'))).toEqual({ horizontal: 0, vertical: 0, distance: 0 });
  });
});
