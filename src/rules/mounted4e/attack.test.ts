import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { attackModifiers, riderHeight } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';
import { scene, sword, values } from './attackScene';

describe('attacks', () => {
  it('MC-ATK-1: the rider takes −2 to all attack rolls (shown with the rule id); the mount does not', () => {
    const { s, id } = scene().build();
    expect(values(attackModifiers(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'melee' }))).toEqual([
      ['MC-ATK-1', -2],
    ]);
    expect(values(attackModifiers(s, { attackerId: id('horse'), targetId: id('orc'), kind: 'melee' }))).toEqual([]);
    const r = runAll(s, {
      type: 'attack',
      attackerId: id('knight'),
      targetId: id('orc'),
      kind: 'melee',
      attack: sword,
      dice: [11, 5],
    });
    expect(log(r.events)).toMatch(/11 \+ 6 − 2 \(rider, MC-ATK-1\) = 15 vs AC 15: hit/);
    expect(creatureOf(r.s, id('orc'))?.hp).toBe(30 - 8);
    const miss = runAll(s, {
      type: 'attack',
      attackerId: id('knight'),
      targetId: id('orc'),
      kind: 'melee',
      attack: sword,
      dice: [10],
    });
    expect(creatureOf(miss.s, id('orc'))?.hp).toBe(30);
    expect(log(miss.events)).toMatch(/= 14 vs AC 15: miss/);
  });

  it('MC-TGT-2: melee against a rider out of vertical reach takes −2; not with a spear, polearm or nodachi, nor with reach 2', () => {
    const { s, id } = scene().build();
    expect(riderHeight(s, id('knight'))).toBe(1);
    expect(values(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee' }))).toEqual([
      ['MC-TGT-2', -2],
    ]);
    expect(
      values(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', weapon: 'spear' })),
    ).toEqual([['MC-TGT-2', 0]]);
    expect(
      values(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', weapon: 'nodachi' })),
    ).toEqual([['MC-TGT-2', 0]]);
    expect(
      values(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', reach: 2 })),
    ).toEqual([]);
    expect(values(attackModifiers(s, { attackerId: id('orc'), targetId: id('horse'), kind: 'melee' }))).toEqual([]);
  });

  it('MC-TGT-2: an attacker standing on higher ground is not penalised; a Huge mount lifts its rider to height 2', () => {
    const high = scene()
      .paint([{ x: 5, y: 2 }], undefined, 1)
      .build();
    expect(
      values(attackModifiers(high.s, { attackerId: high.id('orc'), targetId: high.id('knight'), kind: 'melee' })),
    ).toEqual([]);
    const { s, id } = anEncounter()
      .with('mammoth', warhorse({ name: 'Mammoth', size: 'huge', pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('mammoth')
      .with('ogre', orc({ name: 'Ogre', size: 'large', reach: 2, pos: { x: 7, y: 2 } }))
      .build();
    expect(riderHeight(s, id('knight'))).toBe(2);
    expect(values(attackModifiers(s, { attackerId: id('ogre'), targetId: id('knight'), kind: 'melee' }))).toEqual([
      ['MC-TGT-2', -2],
    ]);
  });

  it('MC-TGT-2: flying mounts at different heights give derived rider heights', () => {
    const { s, id } = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 6, elevation: 3, pos: { x: 2, y: 2 } }))
      .with('knight', knight())
      .ridingOn('griffon')
      .with(
        'roc',
        warhorse({ name: 'Roc', size: 'gargantuan', flying: true, flySpeed: 8, elevation: 1, pos: { x: 8, y: 2 } }),
      )
      .with('wizard', knight({ name: 'Wizard' }))
      .ridingOn('roc')
      .build();
    expect(riderHeight(s, id('knight'))).toBe(4);
    expect(riderHeight(s, id('wizard'))).toBe(4);
    const moved = runAll(s, { type: 'moveCreature', id: id('griffon'), to: { x: 2, y: 2 }, elevation: 6, gm: true });
    expect(riderHeight(moved.s, id('knight'))).toBe(7);
    expect(creatureOf(moved.s, id('knight'))?.elevation).toBe(0); // never stored on the rider
  });

  it('MC-TGT-3: a ranged attack against a rider takes −2 (partial cover from the mount); superior cover is −5 instead', () => {
    const { s, id } = scene()
      .with('archer', orc({ name: 'Archer', pos: { x: 10, y: 2 } }))
      .build();
    expect(values(attackModifiers(s, { attackerId: id('archer'), targetId: id('knight'), kind: 'ranged' }))).toEqual([
      ['MC-TGT-3', -2],
    ]);
    expect(values(attackModifiers(s, { attackerId: id('archer'), targetId: id('horse'), kind: 'ranged' }))).toEqual([]);
    expect(
      values(
        attackModifiers(s, { attackerId: id('archer'), targetId: id('knight'), kind: 'ranged', cover: 'superior' }),
      ),
    ).toEqual([['B-10', -5]]);
    expect(
      values(attackModifiers(s, { attackerId: id('archer'), targetId: id('horse'), kind: 'ranged', cover: 'partial' })),
    ).toEqual([['B-10', -2]]);
    expect(values(attackModifiers(s, { attackerId: id('archer'), targetId: id('knight'), kind: 'area' }))).toEqual([]);
  });

  it('MC-TGT-1: a single-target attack on the shared space asks rider or mount; an area attack can hit both', () => {
    const { s, id } = scene().build();
    const r = runAll(s, {
      type: 'attack',
      attackerId: id('orc'),
      targetSquare: { x: 4, y: 3 },
      kind: 'melee',
      attack: sword,
    });
    expect(r.s.pending?.kind).toBe('mc.target');
    expect(r.s.pending?.options.map((o) => o.id)).toEqual([id('horse'), id('knight')]);
    const hit = runAll(r.s, { type: 'decide', optionId: id('knight'), dice: [20] });
    expect(creatureOf(hit.s, id('knight'))?.hp).toBe(40 - 11); // critical: maximum damage
    expect(creatureOf(hit.s, id('horse'))?.hp).toBe(60);
    const area = runAll(s, {
      type: 'attack',
      attackerId: id('orc'),
      targetIds: [id('knight'), id('horse')],
      kind: 'area',
      attack: { ...sword, vs: 'ref' },
      dice: [15, 15, 6],
    });
    expect(creatureOf(area.s, id('knight'))?.hp).toBe(31);
    expect(creatureOf(area.s, id('horse'))?.hp).toBe(51);
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('orc'),
        targetIds: [id('knight'), id('horse')],
        kind: 'melee',
        attack: sword,
      }).ruleId,
    ).toBe('MC-TGT-1');
  });

  it('MC-SPACE-2: the rider picks an origin square in the mount’s space; reach counts from it', () => {
    const { s, id } = scene().build();
    const far = rejected(s, {
      type: 'attack',
      attackerId: id('knight'),
      targetId: id('orc'),
      kind: 'melee',
      attack: sword,
      origin: { x: 3, y: 2 },
    });
    expect(far.ruleId).toBe('MC-SPACE-2');
    expect(
      runAll(s, {
        type: 'attack',
        attackerId: id('knight'),
        targetId: id('orc'),
        kind: 'melee',
        attack: sword,
        origin: { x: 4, y: 2 },
        dice: [2],
      }).s,
    ).toBeTruthy();
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('knight'),
        targetId: id('orc'),
        kind: 'melee',
        attack: sword,
        origin: { x: 5, y: 2 },
      }).ruleId,
    ).toBe('MC-SPACE-2');
    // A close burst from the rider's square that targets all creatures can hit the mount.
    const burst = runAll(s, {
      type: 'attack',
      attackerId: id('knight'),
      targetIds: [id('horse'), id('orc')],
      kind: 'close',
      attack: sword,
      origin: { x: 4, y: 2 },
      dice: [19, 19, 4],
    });
    expect(creatureOf(burst.s, id('horse'))?.hp).toBeLessThan(60);
  });

  it('MC-SQUEEZE-1 / B-9: if the mount is squeezing, so is the rider (−5, and attackers gain combat advantage)', () => {
    const { s, id } = scene().run({ type: 'setCondition', id: 'c1', condition: 'squeezing', on: true }).build();
    expect(values(attackModifiers(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'melee' }))).toEqual([
      ['MC-ATK-1', -2],
      ['MC-SQUEEZE-1', -5],
    ]);
    expect(
      values(attackModifiers(s, { attackerId: id('orc'), targetId: id('knight'), kind: 'melee', reach: 2 })),
    ).toEqual([['MC-SQUEEZE-1', 2]]);
    expect(values(attackModifiers(s, { attackerId: id('horse'), targetId: id('orc'), kind: 'melee' }))).toEqual([
      ['B-9', -5],
    ]);
  });

  it('B-4: prone attackers −2; melee against prone +2; ranged from afar against prone −2', () => {
    const { s, id } = anEncounter()
      .with('a', orc({ pos: { x: 1, y: 1 } }))
      .with('k', knight({ pos: { x: 2, y: 1 }, conditions: ['prone'] }))
      .with('b', orc({ name: 'Archer', pos: { x: 8, y: 1 }, conditions: ['prone'] }))
      .build();
    expect(values(attackModifiers(s, { attackerId: id('a'), targetId: id('k'), kind: 'melee' }))).toEqual([['B-4', 2]]);
    expect(values(attackModifiers(s, { attackerId: id('b'), targetId: id('k'), kind: 'ranged' }))).toEqual([
      ['B-4', -2],
      ['B-4', -2],
    ]);
  });

  it('MC-MATK-1: a riderless typical mount attacking gets a hint, never a block', () => {
    const { s, id } = anEncounter()
      .with(
        'pony',
        warhorse({ name: 'Pony', pos: { x: 1, y: 1 }, riding: { ...warhorse().riding!, combatTrained: false } }),
      )
      .with('orc', orc({ pos: { x: 3, y: 1 } }))
      .build();
    const r = runAll(s, {
      type: 'attack',
      attackerId: id('pony'),
      targetId: id('orc'),
      kind: 'melee',
      attack: sword,
      dice: [1],
    });
    expect(log(r.events)).toMatch(/avoids fights \(MC-MATK-1\)/);
    const trained = scene().build();
    const t = runAll(trained.s, {
      type: 'attack',
      attackerId: trained.id('horse'),
      targetId: trained.id('orc'),
      kind: 'melee',
      attack: sword,
      dice: [1],
    });
    expect(log(t.events)).not.toMatch(/MC-MATK-1/);
  });
});
