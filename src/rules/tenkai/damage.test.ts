import { describe, expect, it } from 'vitest';
import {
  applyAttribute,
  attackAttribute,
  baseDamage,
  fixedAttack,
  healAmount,
  healRank,
  type DamageInput,
} from './index';
import { aTenkaiEncounter, no, ofType, ok, run } from './testkit';
import { creatureOf } from '../core';

const base = (over: Partial<DamageInput>): number =>
  baseDamage({
    result: 'direct',
    defence: 'evade',
    perception: false,
    autoHit: false,
    attack: 300,
    defenceValue: 100,
    guard: 200,
    fixed: 3,
    ...over,
  }).damage;

describe('damage', () => {
  it('TK-DMG-1: damage below the minimum becomes the minimum; the final value is truncated; never negative', () => {
    expect(base({ attack: 100, defenceValue: 1000, fixed: 2 })).toBe(2); // 10 + 4 − 100 → minimum F = 2
    expect(base({ result: 'light', attack: 310, defenceValue: 100, fixed: 3 })).toBe(13); // 15.5 + 3 − 5 = 13.5 → 13
    expect(base({ result: 'direct', attack: 0, defenceValue: 1000, fixed: 0 })).toBe(0);
  });

  it('TK-DMG-2: evasion results — 貫通 atk/10+2F−def/20, 直撃 atk/10+2F−def/10, 軽傷 atk/20+F−def/20, 微傷 F, 失敗 none', () => {
    expect(base({ result: 'penetrate' })).toBe(31);
    expect(base({ result: 'direct' })).toBe(26);
    expect(base({ result: 'light' })).toBe(13);
    expect(base({ result: 'graze' })).toBe(3);
    expect(base({ result: 'miss' })).toBe(0);
    expect(base({ result: 'penetrate', attack: 100, defenceValue: 2000, fixed: 2 })).toBe(4); // minimum 2F
  });

  it('TK-DMG-3: guard results use 受防; 貫通 uses the lower of 防御 and 受防; even 失敗 deals at least F', () => {
    const g = (over: Partial<DamageInput>): number => base({ defence: 'guard', ...over });
    expect(g({ result: 'penetrate', defenceValue: 400, guard: 200 })).toBe(26); // 30 + 6 − 200/20
    expect(g({ result: 'penetrate', defenceValue: 100, guard: 200 })).toBe(31); // 防御 ≤ 受防: 防御
    expect(g({ result: 'direct' })).toBe(16);
    expect(g({ result: 'light' })).toBe(11); // 15 + 6 − 10
    expect(g({ result: 'graze' })).toBe(8); // 15 + 3 − 10
    expect(g({ result: 'miss' })).toBe(5); // 15 − 10
    expect(g({ result: 'miss', guard: 400 })).toBe(3); // minimum F
  });

  it('TK-DMG-4: perception attacks use 知覚 and 抵抗', () => {
    const p = (result: DamageInput['result']): number =>
      base({ perception: true, result, attack: 300, defenceValue: 100, fixed: 3 });
    expect(p('penetrate')).toBe(33); // 30 + 6 − 2.5
    expect(p('direct')).toBe(26);
    expect(p('light')).toBe(23);
    expect(p('graze')).toBe(10);
    expect(p('miss')).toBe(0);
    expect(base({ perception: true, result: 'direct', attack: 100, defenceValue: 900, fixed: 2 })).toBe(4); // minimum 2F
  });

  it('TK-DMG-5: auto-hit perception — 貫通 p/10+2F−r/20 (min 2F); everything else p/10+2F−r/10 (min F)', () => {
    const a = (result: DamageInput['result'], r = 100): number =>
      base({ perception: true, autoHit: true, result, attack: 300, defenceValue: r, fixed: 3 });
    expect(a('penetrate')).toBe(31);
    expect(a('direct')).toBe(26);
    expect(a('miss')).toBe(26);
    expect(a('graze', 900)).toBe(3);
  });

  it('TK-DMG-6: fixed attack = floor(value/100) clamped to 2..5, two-handed +1 after the clamp', () => {
    expect([150, 199, 250, 300, 450, 500, 650].map((v) => fixedAttack(v))).toEqual([2, 2, 2, 3, 4, 5, 5]);
    expect(fixedAttack(650, { twoHanded: true })).toBe(6);
    expect(fixedAttack(120, { twoHanded: true })).toBe(3);
  });

  it('TK-DMG-7: a dual-use weapon in one hand has F = 0 and no minimum damage, unless a skill cancels it', () => {
    expect(fixedAttack(400, { dualUseOneHand: true })).toBe(0);
    expect(fixedAttack(400, { dualUseOneHand: true, cancelsDualUsePenalty: true })).toBe(4);
    expect(base({ result: 'graze', fixed: 0 })).toBe(0);
    expect(base({ result: 'direct', attack: 100, defenceValue: 1000, fixed: 0 })).toBe(0);
  });

  it('TK-DMG-8: 心 > 技 > 体 > 心: +10% rounded up, same −10% rounded down, ×3 when weapon and skill agree; the skill’s attribute wins', () => {
    expect(applyAttribute(21, { attribute: '心', tripled: false }, '技')).toEqual({ damage: 24, percent: 10 });
    expect(applyAttribute(21, { attribute: '体', tripled: false }, '体')).toEqual({ damage: 18, percent: -10 });
    expect(applyAttribute(21, { attribute: '技', tripled: false }, '心')).toEqual({ damage: 21, percent: 0 });
    expect(applyAttribute(21, { attribute: '無', tripled: false }, '技').percent).toBe(0);
    expect(attackAttribute('心', '心')).toEqual({ attribute: '心', tripled: true });
    expect(attackAttribute('体', '心')).toEqual({ attribute: '心', tripled: false });
    expect(attackAttribute('体', '無')).toEqual({ attribute: '体', tripled: false });
    // The source's examples: 心 weapon + 心 skill vs 技 → +30%; 体 weapon vs 体 → −10%.
    expect(applyAttribute(100, attackAttribute('心', '心'), '技').damage).toBe(130);
    expect(applyAttribute(100, attackAttribute('体'), '体').damage).toBe(90);
    // In play: the defender's attribute is read from its data.
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, accuracy: 100, attack: 300 } })
      .with('D', { pos: { x: 1, y: 0 }, side: 'enemy', stats: { agility: 0, defence: 100 }, tk: { attribute: '技' } })
      .run({ type: 'tkStartTurn', dice: [10, 1] });
    const r = ok(b.state, {
      type: 'tkAttack',
      attackerId: b.id('A'),
      targetId: b.id('D'),
      kind: 'melee',
      weaponAttribute: '心',
      defence: 'evade',
      dice: [20],
    });
    expect(ofType(r.events, 'damageRolled')[0]).toMatchObject({ base: 31, damage: 35, attributePercent: 10 });
  });
});

describe('healing', () => {
  it('TK-HEAL-1: the source example — 知覚 105, skill 知覚 −80% → 105 × 0.2 × 0.1 = 2.1; × rank 5 = 10.5 → 10', () => {
    expect(healRank({}).rank).toBe(5);
    expect(healAmount(105, 20, 5)).toBe(10);
  });

  it('TK-HEAL-1: rank modifiers, never below 1R nor above 10R; miasma on the target −2R; destroyed armour cannot be healed', () => {
    expect(healRank({ spendWill: true, medical: 'skilled', safeOutsideCombat: true }).rank).toBe(10);
    expect(healRank({ attackedWhilePreparing: true, healerNearDeath: true }).rank).toBe(1);
    expect(healRank({ heavyMelee: true, demonForest: true }).rank).toBe(2);
    const b = aTenkaiEncounter()
      .with('Miko', { stats: { agility: 100, perception: 105 } })
      .with('W', { hp: 50, hpMax: 100, pos: { x: 1, y: 0 } })
      .with('Golem', {
        tk: { role: 'armour', armour: { mode: 'stopped', destroyed: true, clock: 0 } },
        hp: 1,
        hpMax: 100,
      });
    const healed = ok(b.state, {
      type: 'tkHeal',
      healerId: b.id('Miko'),
      targetId: b.id('W'),
      source: 105,
      percent: 20,
    });
    expect(creatureOf(healed.state, b.id('W'))?.hp).toBe(60);
    const sick = run(b.state, { type: 'tkApplyStatus', targetId: b.id('W'), kind: 'miasma', noCheck: true });
    const less = ok(sick, { type: 'tkHeal', targetId: b.id('W'), source: 105, percent: 20 });
    expect(creatureOf(less.state, b.id('W'))?.hp).toBe(56); // rank 3: 2.1 × 3 = 6.3 → 6
    expect(no(b.state, { type: 'tkHeal', targetId: b.id('Golem'), source: 100, percent: 100 }).ruleId).toBe('TK-ARM-4');
  });
});
