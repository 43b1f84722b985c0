/** Each skill's effect (SD-SK-01..51), with stacking by copies as written (or as ruled, SD-R8): damage, magic, step 10 and defeat (SD-SK-17..48). */
import { describe, expect, it } from 'vitest';
import { runStep, runTurn } from './engine';
import type { BattleW, CharacterInput } from './model';
import { type SkillSet } from './skills';
import { atStep5, battle, ch, duel, rig, rolls } from './testkit';
import { attack } from './skills.fixtures';

describe('SD-SK-17..28 physical damage modifiers (ATK 10, DEF 4)', () => {
  const hit = (a: SkillSet, d: SkillSet): number =>
    100 - (attack(ch('A', 30, 10, 0, a), ch('D', 100, 0, 4, d), rolls(7)).b.opp[0]?.hp ?? 0);
  it.each([
    ['SD-SK-17 強打 → 10', { smite: 1 }, {}, 10],
    ['SD-SK-17 強打×2 does not stack → 10', { smite: 2 }, {}, 10],
    ['SD-SK-18 狂戦士 → 16', { berserker: 1 }, {}, 16],
    ['SD-SK-18 狂戦士×2 → 26', { berserker: 2 }, {}, 26],
    ['SD-SK-18 狂戦士×3 → 36', { berserker: 3 }, {}, 36],
    ['SD-SK-19 銀の武器 → 7', { silverWeapon: 1 }, {}, 7],
    ['SD-SK-20 魔法武器 → 8', { magicWeapon: 1 }, {}, 8],
    ['SD-SK-21 悪魔武器 → 9', { demonWeapon: 1 }, {}, 9],
    ['SD-SK-22 伝説武器 → 11', { legendaryWeapon: 1 }, {}, 11],
    ['SD-SK-22 SD-R8 伝説武器×2 → 16', { legendaryWeapon: 2 }, {}, 16],
    ['SD-SK-23 鉄の体 ÷2 → 1', {}, { ironBody: 1 }, 1],
    ['SD-SK-23 鉄の体×3 with 強打 ⌈10/4⌉ = 3', { smite: 1 }, { ironBody: 3 }, 3],
    ['SD-SK-23 鉄の体×2 with 強打 ⌈10/3⌉ = 4', { smite: 1 }, { ironBody: 2 }, 4],
    ['SD-SK-24 銀の防具 → 5', {}, { silverArmour: 1 }, 5],
    ['SD-SK-25 魔法防具 → 4', {}, { magicArmour: 1 }, 4],
    ['SD-SK-26 悪魔防具 → 3', {}, { demonArmour: 1 }, 3],
    ['SD-SK-27 伝説防具 → 1', {}, { legendaryArmour: 1 }, 1],
    ['SD-SK-28 竜の加護 → 1 (never below 1)', {}, { dragonBlessing: 1 }, 1],
    [
      'SD-SK-28 竜の加護 vs 強打+狂戦士×3+伝説武器: 40+5−15 = 30',
      { smite: 1, berserker: 3, legendaryWeapon: 1 },
      { dragonBlessing: 1 },
      30,
    ],
  ] as [string, SkillSet, SkillSet, number][])('%s', (_n, a, d, expected) => {
    expect(hit(a, d)).toBe(expected);
  });
});

describe('SD-SK-29..39 magic', () => {
  const magic = (a: SkillSet, d: SkillSet, hp = 40): { dealt: number; self: number } => {
    const r = attack(ch('A', 40, 0, 0, a, { hp }), ch('D', 100, 0, 0, d), rolls(2));
    return { dealt: 100 - (r.b.opp[0]?.hp ?? 0), self: hp - (r.b.pc[0]?.hp ?? 0) };
  };
  it.each([
    ['SD-SK-30 炎ブレス ⌈40/10⌉ = 4', { fireBreath: 1 }, 4],
    ['SD-SK-31 氷ブレス ⌈40/8⌉ = 5', { iceBreath: 1 }, 5],
    ['SD-SK-32 毒ブレス ⌈40/6⌉ = 7', { poisonBreath: 1 }, 7],
    ['SD-SK-33 光ブレス ⌈40/4⌉ = 10', { lightBreath: 1 }, 10],
    ['SD-SK-34 弓矢 1', { bow: 1 }, 1],
    ['SD-SK-35 炎の魔法 2', { fireMagic: 1 }, 2],
    ['SD-SK-36 水の魔法 3', { waterMagic: 1 }, 3],
    ['SD-SK-37 氷の魔法 4', { iceMagic: 1 }, 4],
    ['SD-SK-38 光の魔法 6', { lightMagic: 1 }, 6],
    ['SD-SK-38 SD-R8 光の魔法×2 12', { lightMagic: 2 }, 12],
    ['SD-SK-39 究極魔法 25', { ultimateMagic: 1 }, 25],
  ] as [string, SkillSet, number][])('%s', (_n, a, dealt) => {
    expect(magic(a, {}).dealt).toBe(dealt);
  });

  it('SD-SK-30 breath from current HP, never 0: at HP 1 every breath deals 1', () => {
    expect(magic({ fireBreath: 1, iceBreath: 1, poisonBreath: 1, lightBreath: 1 }, {}, 1).dealt).toBe(4);
  });

  it('SD-SK-39 究極魔法 costs the user 10, unreducible (armours and 魔法障壁 on the user do not help)', () => {
    expect(magic({ ultimateMagic: 1, magicBarrier: 1, dragonBlessing: 1, ironBody: 3 }, {}).self).toBe(10);
  });

  it('SD-SK-29 魔法障壁: all magic → 1 to the holder; does not stack', () => {
    expect(magic({ lightMagic: 1, fireBreath: 1 }, { magicBarrier: 1 }).dealt).toBe(1);
    expect(magic({ lightMagic: 1, fireBreath: 1 }, { magicBarrier: 2 }).dealt).toBe(1);
  });

  it('SD-SK-29 not triggered when the attacker has no magic', () => {
    expect(attack(ch('A', 30, 5, 0), ch('D', 100, 0, 0, { magicBarrier: 1 }), rolls(7)).b.opp[0]?.hp).toBe(95);
  });

  it('SD-SK-29 not triggered when 策士 cancelled the attack', () => {
    expect(
      attack(ch('A', 30, 5, 0, { lightMagic: 1 }), ch('D', 100, 0, 0, { magicBarrier: 1, tactician: 1 }), rolls(11)).b
        .opp[0]?.hp,
    ).toBe(100);
  });

  it('SD-SK-29 once per magic-attacking character per turn: two mages → 2 points', () => {
    const b = atStep5(
      battle({
        pc: [ch('M1', 30, 0, 0, { fireMagic: 1 }), ch('M2', 30, 0, 0, { iceMagic: 1 })],
        opp: [ch('D', 100, 0, 0, { magicBarrier: 1 })],
      }),
    );
    const { rt } = rig(b, rolls(2, 2));
    while (b.cursor.phase === 0 && b.cursor.step < 10) runStep(rt);
    expect(b.opp[0]?.hp).toBe(98);
  });
});

describe('SD-SK-40..44 step 10', () => {
  const end = (pc: CharacterInput, opp: CharacterInput): BattleW => {
    const b = duel(pc, opp);
    b.cursor.step = 10;
    const { rt } = rig(b, []);
    runStep(rt);
    return b;
  };
  it.each([
    ['SD-SK-40 回復 +1', { recovery: 1 }, 21],
    ['SD-SK-41 超回復 +2', { superRecovery: 1 }, 22],
    ['SD-SK-42 再生肉体 +3', { regeneration: 1 }, 23],
    ['SD-SK-42 SD-R8 再生肉体×2 +6', { regeneration: 2 }, 26],
    ['SD-SK-48 竜の化身 +3', { dragonIncarnate: 1 }, 23],
  ] as [string, SkillSet, number][])('%s', (_n, s, hp) => {
    expect(end(ch('P', 40, 0, 0, s, { hp: 20 }), ch('O', 10, 0, 0)).pc[0]?.hp).toBe(hp);
  });

  it('SD-SK-42 not above max', () => {
    expect(end(ch('P', 40, 0, 0, { regeneration: 1 }, { hp: 39 }), ch('O', 10, 0, 0)).pc[0]?.hp).toBe(40);
  });

  it('SD-SK-40 not at 0 HP (no healing, no aura from a holder at 0)', () => {
    const b = end(ch('P', 40, 0, 0, { regeneration: 1, rapidMagic: 1 }, { hp: 0 }), ch('O', 10, 0, 0));
    expect(b.pc[0]?.hp).toBe(0);
    expect(b.opp[0]?.hp).toBe(10);
  });

  it('SD-SK-43/44 毒の空気 1 and 高速魔法 2 to every opponent', () => {
    const b = battle({
      pc: [ch('P', 40, 0, 0, { poisonAir: 1, rapidMagic: 1 })],
      opp: [ch('O1', 10, 0, 0), ch('O2', 10, 0, 0), ch('O3', 10, 0, 0, {}, { hp: 0 })],
    });
    b.cursor.step = 10;
    runStep(rig(b, []).rt);
    expect(b.opp.map((c) => c.hp)).toEqual([7, 7, 0]);
  });
});

describe('SD-SK-45..48 defeat skills', () => {
  it('SD-SK-45 不死身: back to ⌈max/2⌉ once; a second drop is final', () => {
    const b = duel(ch('P', 20, 30, 0), ch('O', 15, 0, 0, { undying: 1 }));
    const { rt } = rig(b, rolls(7, 7));
    runTurn(rt);
    expect(b.opp[0]?.hp).toBe(8);
    expect(b.opp[0]?.revivalsUsed).toBe(1);
    runTurn(rt);
    expect(b.result?.winner).toBe('pc');
  });

  it('SD-SK-45 two copies: two revivals, one per turn (never both at once)', () => {
    const b = duel(ch('P', 20, 30, 0), ch('O', 15, 0, 0, { undying: 2 }));
    const { rt } = rig(b, rolls(7, 7, 7));
    runTurn(rt);
    expect(b.opp[0]?.hp).toBe(8);
    runTurn(rt);
    expect(b.opp[0]?.hp).toBe(8);
    expect(b.opp[0]?.revivalsUsed).toBe(2);
    runTurn(rt);
    expect(b.result?.winner).toBe('pc');
  });

  it('SD-SK-48 竜の化身: revives once and keeps regenerating', () => {
    const b = duel(ch('P', 20, 30, 0), ch('O', 15, 0, 0, { dragonIncarnate: 1 }));
    const { rt } = rig(b, rolls(7, 2, 2));
    runTurn(rt);
    expect(b.opp[0]?.hp).toBe(8);
    runTurn(rt);
    expect(b.opp[0]?.hp).toBe(11);
  });

  it('SD-SK-46 鬼の気迫: 5 to the one who finished it', () => {
    const b = duel(ch('P', 20, 30, 0), ch('O', 15, 0, 0, { demonSpirit: 1 }));
    runTurn(rig(b, rolls(7)).rt);
    expect(b.pc[0]?.hp).toBe(15);
    expect(b.result?.winner).toBe('pc');
  });

  it('SD-SK-47 乾坤一擲: the finisher goes to 0 without 不死身 → mutual wipe-out → PC side loses', () => {
    const b = duel(ch('P', 20, 30, 0, { undying: 1 }), ch('O', 15, 0, 0, { allOrNothing: 1 }));
    runTurn(rig(b, rolls(7)).rt);
    expect(b.pc[0]?.hp).toBe(0);
    expect(b.pc[0]?.revivalsUsed).toBe(0);
    expect(b.result).toEqual({ winner: 'opp', turn: 1, mutual: true });
  });
});
