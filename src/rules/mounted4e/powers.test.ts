/**
 * Powers on a creature (issue 29): kept in its 4e part (checked like every field; older parts have none), used by
 * the attack command: each target hit gets the power's effects (B-14) with the attacker as source; MC-TGT-2 reads
 * the power's weapon group (a polearm reaches the rider: no −2).
 */
import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { creatureOf } from '../core/creatures';
import { attackModifiers, conditionsOf, effectsOnCreature, newPower, type Power } from './index';
import { creaturePart } from './part';
import { anEncounter, apply, knight, orc, rejected, runAll, warhorse } from './testing';

const glaive: Power = {
  ...newPower('p1', 'Glaive sweep'),
  kind: 'melee',
  attack: { bonus: 8, vs: 'ac', damage: { count: 2, sides: 4, plus: 4 }, weapon: 'polearm', reach: 2 },
  keywords: ['weapon'],
  onHit: [
    { what: { kind: 'condition', condition: 'dazed' }, duration: 'saveEnds' },
    { what: { kind: 'combatAdvantage', to: 'sourceAllies' }, duration: 'endOfSourceNext' },
  ],
};

function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('hob', orc({ name: 'Hobgoblin', pos: { x: 5, y: 2 } }))
    .with('archer', orc({ name: 'Archer', pos: { x: 8, y: 8 } }))
    .build();
}

describe('powers (issue 29)', () => {
  it('live in the 4e part: checked, copied, absent in an older part (none)', () => {
    const ok = creaturePart({ powers: [glaive] }, undefined);
    expect(ok.ok && ok.part.powers?.[0]).toEqual(glaive);
    expect(creaturePart({ defences: { ac: 15 } }, undefined)).toMatchObject({ ok: true });
    const old = creaturePart({ defences: { ac: 15 } }, undefined);
    expect(old.ok && old.part.powers).toBeUndefined();
    // A bad power is refused with the field named.
    const bad = creaturePart(
      { powers: [{ ...glaive, onHit: [{ what: { kind: 'condition', condition: 'prone' }, duration: 'saveEnds' }] }] },
      undefined,
    );
    expect(bad).toMatchObject({ ok: false, reason: { m: 'badCreatureField', field: 'powers.0.onHit.0.what' } });
    expect(creaturePart({ powers: [glaive, glaive] }, undefined).ok).toBe(false);
    expect(creaturePart({ powers: [{ ...glaive, kind: 'close', area: null }] }, undefined).ok).toBe(false);
  });

  it('a hit puts on its effects, the attacker as source and the power as label; a miss puts on nothing', () => {
    const { s, id } = scene();
    const armed = runAll(s, { type: 'editCreature', id: id('hob'), patch: { sys: { powers: [glaive] } } }).s;
    const hit = runAll(armed, {
      type: 'attack',
      attackerId: id('hob'),
      targetId: id('horse'),
      kind: 'melee',
      attack: glaive.attack,
      power: 'p1',
      dice: [15, 3, 2],
    });
    expect(conditionsOf(hit.s, id('horse'))).toContain('dazed');
    const fx = effectsOnCreature(hit.s, id('horse'));
    expect(fx.map((e) => [e.label, e.source, e.duration.kind])).toEqual([
      ['Glaive sweep', id('hob'), 'saveEnds'],
      ['Glaive sweep', id('hob'), 'endOfSourceNext'],
    ]);
    expect(log(hit.events)).toMatch(/Glaive sweep: dazed \(save ends, from Hobgoblin\)/);
    // The horse now grants combat advantage to the hobgoblin and its allies (the archer), not to the knight.
    const ca = attackModifiers(hit.s, { attackerId: id('archer'), targetId: id('horse'), kind: 'ranged' });
    expect(ca.modifiers).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 2, source: 'effectCombatAdvantage', ruleId: 'B-14' })]),
    );
    const miss = runAll(armed, {
      type: 'attack',
      attackerId: id('hob'),
      targetId: id('horse'),
      kind: 'melee',
      attack: glaive.attack,
      power: 'p1',
      dice: [2],
    });
    expect(effectsOnCreature(miss.s, id('horse'))).toEqual([]);
    expect(
      rejected(armed, {
        type: 'attack',
        attackerId: id('hob'),
        targetId: id('horse'),
        kind: 'melee',
        attack: glaive.attack,
        power: 'p9',
      }).reason.m,
    ).toBe('noSuchPower');
  });

  it("MC-TGT-2: the power's polearm reaches the knight above its horse — no −2; the same attack without it takes −2", () => {
    const { s, id } = scene();
    const q = (weapon: 'polearm' | 'other') =>
      attackModifiers(s, { attackerId: id('hob'), targetId: id('knight'), kind: 'melee', weapon, reach: 1 });
    expect(q('other').modifiers).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: -2, source: 'riderHigher', ruleId: 'MC-TGT-2' })]),
    );
    expect(q('polearm').modifiers).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 0, source: 'longWeaponReaches', ruleId: 'MC-TGT-2' })]),
    );
    expect(q('polearm').total).toBe(0);
    expect(apply(s, { type: 'editCreature', id: id('hob'), patch: { sys: { powers: [glaive] } } }).ok).toBe(true);
    expect(creatureOf(s, id('hob'))?.sys.powers).toBeUndefined();
  });
});
