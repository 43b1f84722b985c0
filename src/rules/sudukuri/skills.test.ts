/** Each skill's effect (SD-SK-01..51), with stacking by copies as written (or as ruled, SD-R8). */
import { describe, expect, it } from 'vitest';
import { hitTarget, profileOf } from './calc';
import { runStep, runTurn } from './engine';
import { ruleById } from '../../i18n/reference';
import { SKILL_NAMES } from '../../i18n/systems/sudukuri';
import type { BattleW, CharacterInput } from './model';
import { SKILLS, SKILL_KEYS, trapTarget, type SkillSet } from './skills';
import { atStep5, battle, ch, duel, rig, rolls } from './testkit';

/** Run the PC attacker's whole sequence (steps 5–9) against the defender; stops when the opposing side's turn begins. */
function attack(
  a: CharacterInput,
  d: CharacterInput,
  dice: number[],
): { b: BattleW; used: number; left: number; types: string[] } {
  const b = atStep5(duel(a, d));
  const r = rig(b, dice);
  while (b.cursor.phase === 0 && b.cursor.step < 10 && !b.result) runStep(r.rt);
  return { b, used: r.dice.used, left: r.dice.left, types: r.log.events.map((l) => l.type) };
}

describe('SD-SK skill data', () => {
  it("SD-SK-01..51: 51 skills in the source order with the source's Japanese names", () => {
    expect(SKILLS.map((s) => SKILL_NAMES[s.key].ja).join(' ')).toBe(
      '魔眼の矢 疾風迅雷 二回攻撃 奇襲心得 必殺無効 策士 知者 賢者 隊列 群 猛者 熟練者 飛行 必殺投げ 必殺突き 必殺斬り 強打 狂戦士 ' +
        '銀の武器 魔法武器 悪魔武器 伝説武器 鉄の体 銀の防具 魔法防具 悪魔防具 伝説防具 竜の加護 魔法障壁 炎ブレス 氷ブレス 毒ブレス ' +
        '光ブレス 弓矢 炎の魔法 水の魔法 氷の魔法 光の魔法 究極魔法 回復 超回復 再生肉体 毒の空気 高速魔法 不死身 鬼の気迫 乾坤一擲 ' +
        '竜の化身 罠知識 強運 幸運の星',
    );
    expect(SKILLS.map((s) => s.id)).toEqual(SKILL_KEYS.map((_k, i) => `SD-SK-${String(i + 1).padStart(2, '0')}`));
    expect(SKILLS.filter((s) => s.stacking === 'single').map((s) => SKILL_NAMES[s.key].ja)).toEqual([
      '奇襲心得',
      '必殺無効',
      '強打',
      '魔法障壁',
      '乾坤一擲',
    ]);
    for (const s of SKILLS) {
      const effect = ruleById(s.id)?.statement ?? { en: '', ja: '' };
      expect(effect.ja.length > 5 && effect.en.length > 5 && SKILL_NAMES[s.key].en.length > 1).toBe(true);
    }
  });
});

describe('SD-SK-01/02 魔眼の矢 / 疾風迅雷 (step 1)', () => {
  it.each([
    ['SD-SK-01 魔眼の矢 11 → 5 damage', { evilEyeArrow: 1 }, 11, 25],
    ['SD-SK-01 魔眼の矢 10 → nothing', { evilEyeArrow: 1 }, 10, 30],
    ['SD-SK-02 疾風迅雷 12 → 10 damage', { galeThunder: 1 }, 12, 20],
    ['SD-SK-02 疾風迅雷 10 → nothing', { galeThunder: 1 }, 10, 30],
  ] as [string, SkillSet, number, number][])('%s', (_n, skills, total, hp) => {
    const b = duel(ch('P', 30, 0, 0, skills), ch('O', 30, 0, 0));
    const { rt, dice } = rig(b, rolls(total));
    runStep(rt);
    expect(b.opp[0]?.hp).toBe(hp);
    expect(dice.used).toBe(2);
  });

  it('SD-SK-01 SD-R8 each copy rolls: 魔眼の矢×2 with 11 and 12 → 10 damage', () => {
    const b = duel(ch('P', 30, 0, 0, { evilEyeArrow: 2 }), ch('O', 30, 0, 0));
    const { rt } = rig(b, rolls(11, 12));
    runStep(rt);
    expect(b.opp[0]?.hp).toBe(20);
  });

  it('SD-SK-01 not a normal attack: 策士 and 魔法障壁 do not touch it', () => {
    const b = duel(ch('P', 30, 0, 0, { evilEyeArrow: 1 }), ch('O', 30, 0, 0, { tactician: 1, magicBarrier: 1 }));
    const { rt, dice } = rig(b, rolls(11));
    runStep(rt);
    expect(b.opp[0]?.hp).toBe(25);
    expect(dice.used).toBe(2);
  });
});

describe('SD-SK-03 二回攻撃', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
  ])('SD-SK-03 %i copies → %i physical attacks, each rolled separately', (n, attacks) => {
    const r = attack(
      ch('A', 30, 5, 0, { doubleAttack: n }),
      ch('D', 100, 0, 0),
      rolls(...new Array<number>(attacks).fill(7)),
    );
    expect(r.types.filter((t) => t === 'sdHitRolled')).toHaveLength(attacks);
    expect(r.b.opp[0]?.hp).toBe(100 - 5 * attacks);
    expect(r.left).toBe(0);
  });

  it('SD-SK-03 a miss does not stop the next attack (SD-R11), and magic is not repeated', () => {
    const r = attack(ch('A', 30, 5, 0, { doubleAttack: 1, fireMagic: 1 }), ch('D', 100, 0, 0), rolls(2, 7));
    expect(r.b.opp[0]?.hp).toBe(100 - 5 - 2);
  });
});

describe('SD-SK-05 必殺無効, SD-SK-14..16 必殺*', () => {
  it.each([
    ['SD-SK-14 必殺投げ 12 → 0 HP', { deadlyThrow: 1 }, 12, 0],
    ['SD-SK-14 必殺投げ 11 → damage only', { deadlyThrow: 1 }, 11, 95],
    ['SD-SK-15 必殺突き 11 → 0 HP', { deadlyThrust: 1 }, 11, 0],
    ['SD-SK-15 必殺突き 10 → damage only', { deadlyThrust: 1 }, 10, 95],
    ['SD-SK-16 必殺斬り 10 → 0 HP', { deadlySlash: 1 }, 10, 0],
    ['SD-SK-16 必殺斬り 9 → damage only', { deadlySlash: 1 }, 9, 95],
  ] as [string, SkillSet, number, number][])('%s', (_n, skills, total, hp) => {
    const r = attack(ch('A', 30, 5, 0, skills), ch('D', 100, 0, 0), rolls(7, total));
    expect(r.b.opp[0]?.hp).toBe(hp);
    expect(r.left).toBe(0);
  });

  it('SD-SK-14 each copy rolls separately: 必殺投げ+必殺斬り, 9 then 12 → 0 HP', () => {
    const r = attack(ch('A', 30, 5, 0, { deadlyThrow: 1, deadlySlash: 1 }), ch('D', 100, 0, 0), rolls(7, 9, 12));
    // order of rolls: hit 7, then 必殺投げ (needs 12) gets 9, then 必殺斬り (needs 10) gets 12
    expect(r.b.opp[0]?.hp).toBe(0);
  });

  it('SD-SK-05 必殺無効: no deadly roll against the holder, damage still dealt', () => {
    const r = attack(
      ch('A', 30, 5, 0, { deadlyThrow: 2, deadlySlash: 1 }),
      ch('D', 100, 0, 0, { deadlyImmunity: 1 }),
      rolls(7),
    );
    expect(r.used).toBe(2);
    expect(r.b.opp[0]?.hp).toBe(95);
    expect(r.types).toContain('sdDeadlySkipped');
  });

  it('SD-SK-14 no deadly roll after a missed physical attack', () => {
    const r = attack(ch('A', 30, 5, 0, { deadlyThrow: 1 }), ch('D', 100, 0, 0), rolls(6));
    expect(r.used).toBe(2);
  });
});

describe('SD-SK-06..08 策士 / 知者 / 賢者 (step 5)', () => {
  it.each([
    ['SD-SK-06 策士 11 cancels', { tactician: 1 }, 11, true],
    ['SD-SK-06 策士 10 fails', { tactician: 1 }, 10, false],
    ['SD-SK-07 知者 10 cancels', { scholar: 1 }, 10, true],
    ['SD-SK-07 知者 9 fails', { scholar: 1 }, 9, false],
    ['SD-SK-08 賢者 9 cancels', { sage: 1 }, 9, true],
    ['SD-SK-08 賢者 8 fails', { sage: 1 }, 8, false],
  ] as [string, SkillSet, number, boolean][])('%s', (_n, skills, total, cancelled) => {
    const dice = cancelled ? rolls(total) : rolls(total, 7, 7);
    const r = attack(ch('A', 30, 5, 0, { doubleAttack: 1, lightMagic: 1 }), ch('D', 100, 0, 0, skills), dice);
    expect(r.b.opp[0]?.hp).toBe(cancelled ? 100 : 100 - 5 - 5 - 6);
    expect(r.left).toBe(0);
  });

  it('SD-SK-06 each skill rolls separately: 策士 fails (10), 賢者 succeeds (9) → cancelled', () => {
    const r = attack(ch('A', 30, 5, 0), ch('D', 100, 0, 0, { tactician: 1, sage: 1 }), rolls(10, 9));
    expect(r.b.opp[0]?.hp).toBe(100);
    expect(r.types).toContain('sdAttackCancelled');
  });

  it('SD-SK-06 the check is per attacker: two attackers, one cancelled, one not', () => {
    const b = atStep5(
      battle({ pc: [ch('A1', 30, 5, 0), ch('A2', 30, 7, 0)], opp: [ch('D', 100, 0, 0, { tactician: 1 })] }),
    );
    const { rt } = rig(b, [...rolls(11), ...rolls(3, 7)]);
    while (b.cursor.phase === 0 && b.cursor.step < 10) runStep(rt);
    expect(b.opp[0]?.hp).toBe(93);
  });
});

describe('SD-SK-09..13 success target modifiers', () => {
  it.each([
    ['SD-SK-09 隊列 −1', { formation: 1 }, {}, 6],
    ['SD-SK-09 隊列×2 −2', { formation: 2 }, {}, 5],
    ['SD-SK-10 群 −2', { swarm: 1 }, {}, 5],
    ['SD-SK-11 猛者 +1', {}, { veteran: 1 }, 8],
    ['SD-SK-12 熟練者 +2', {}, { expert: 1 }, 9],
    ['SD-SK-13 飛行 +3', {}, { flight: 1 }, 10],
  ] as [string, SkillSet, SkillSet, number][])('%s', (_n, a, d, tn) => {
    expect(hitTarget(profileOf(a), profileOf(d))).toBe(tn);
  });

  it('SD-STEP-06 a 2 always fails, even against target 1 (群×3)', () => {
    expect(attack(ch('A', 30, 5, 0, { swarm: 3 }), ch('D', 100, 0, 0), rolls(2)).b.opp[0]?.hp).toBe(100);
    expect(attack(ch('A', 30, 5, 0, { swarm: 3 }), ch('D', 100, 0, 0), rolls(3)).b.opp[0]?.hp).toBe(95);
  });

  it('SD-R11 a target above 12 cannot be met (飛行×2 → 13)', () => {
    expect(attack(ch('A', 30, 5, 0), ch('D', 100, 0, 0, { flight: 2 }), rolls(12)).b.opp[0]?.hp).toBe(100);
  });
});

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

describe('SD-SK-49..51 trap skills', () => {
  it('SD-SK-49..51 trap-roll target −1 / −2 / −3, and nothing in battle', () => {
    expect(trapTarget({ trapLore: 1 }, 9)).toBe(8);
    expect(trapTarget({ strongLuck: 1 }, 9)).toBe(7);
    expect(trapTarget({ luckyStar: 1 }, 9)).toBe(6);
    expect(trapTarget({ trapLore: 1, strongLuck: 1, luckyStar: 1 }, 9)).toBe(3);
    const r = attack(ch('A', 30, 5, 0, { trapLore: 1, strongLuck: 1, luckyStar: 1 }), ch('D', 100, 0, 0), rolls(7));
    expect(r.b.opp[0]?.hp).toBe(95);
  });
});

describe('SD-SK-04 奇襲心得 (step 3)', () => {
  /** Who rolls the first physical success roll of turn 1. */
  const firstAttacker = (pc: SkillSet, opp: SkillSet, pcHp?: number): string | undefined => {
    const b = duel(ch('P', 30, 5, 0, pc, pcHp === undefined ? {} : { hp: pcHp }), ch('O', 30, 5, 0, opp));
    const { rt, log } = rig(b, rolls(7, 7));
    runTurn(rt);
    const hit = log.events.find((e) => e.type === 'sdHitRolled');
    return hit?.type === 'sdHitRolled' ? hit.attacker.id : undefined;
  };

  it('SD-SK-04 allowed: held only by the opposing side, it attacks first every turn', () => {
    expect(firstAttacker({}, { ambush: 1 })).toBe('opp1');
  });

  it("SD-SK-04 refused: held by the PC side too, it cancels the opposing side's (PC side first)", () => {
    expect(firstAttacker({ ambush: 1 }, { ambush: 1 })).toBe('pc1');
  });

  it('SD-SK-04 does not stack: two copies on the opposing side against one on the PC side still leave the PC side first', () => {
    expect(firstAttacker({ ambush: 1 }, { ambush: 2 })).toBe('pc1');
    const b = duel(ch('P', 30, 5, 0), ch('O', 30, 5, 0, { ambush: 3 }));
    b.cursor.step = 3;
    runStep(rig(b, []).rt);
    expect(b.cursor.first).toBe('opp');
  });

  it('SD-SK-04 SD-R9 side-wide, but only a living holder counts', () => {
    const b = battle({
      pc: [ch('P', 30, 5, 0)],
      opp: [ch('O1', 30, 5, 0, { ambush: 1 }, { hp: 0 }), ch('O2', 30, 5, 0)],
    });
    b.cursor.step = 3;
    runStep(rig(b, []).rt);
    expect(b.cursor.first).toBe('pc');
    const c = battle({ pc: [ch('P', 30, 5, 0)], opp: [ch('O1', 30, 5, 0), ch('O2', 30, 5, 0, { ambush: 1 })] });
    c.cursor.step = 3;
    runStep(rig(c, []).rt);
    expect(c.cursor.first).toBe('opp');
  });
});

describe('SD-SK-44 高速魔法 (step 10)', () => {
  const atTen = (pc: CharacterInput, opp: CharacterInput[]): BattleW => {
    const b = battle({ pc: [pc], opp });
    b.cursor.step = 10;
    runStep(rig(b, []).rt);
    return b;
  };

  it('SD-SK-44 allowed: 2 damage to every living opponent at the end of the turn', () => {
    const b = atTen(ch('P', 40, 0, 0, { rapidMagic: 1 }), [ch('O1', 10, 0, 0), ch('O2', 10, 0, 0, {}, { hp: 5 })]);
    expect(b.opp.map((c) => c.hp)).toEqual([8, 3]);
  });

  it('SD-SK-44 refused: a holder at 0 HP uses none of it', () => {
    const b = atTen(ch('P', 40, 0, 0, { rapidMagic: 1 }, { hp: 0 }), [ch('O1', 10, 0, 0)]);
    expect(b.opp[0]?.hp).toBe(10);
  });

  it('SD-SK-44 SD-R8 copies add up: 高速魔法×2 deals 4', () => {
    const b = atTen(ch('P', 40, 0, 0, { rapidMagic: 2 }), [ch('O1', 10, 0, 0)]);
    expect(b.opp[0]?.hp).toBe(6);
  });

  it('SD-SK-44 not a normal attack (SD-TERM): 魔法障壁 and 策士 do not stop it', () => {
    const b = atTen(ch('P', 40, 0, 0, { rapidMagic: 1 }), [ch('O1', 10, 0, 0, { magicBarrier: 1, tactician: 1 })]);
    expect(b.opp[0]?.hp).toBe(8);
  });
});

describe('SD-SK-50 強運 / SD-SK-51 幸運の星 (trap rolls)', () => {
  it('SD-SK-50 allowed: a trap-roll target −2 per copy (SD-R8: ×2 → −4)', () => {
    expect(trapTarget({ strongLuck: 1 }, 9)).toBe(7);
    expect(trapTarget({ strongLuck: 2 }, 9)).toBe(5);
  });

  it('SD-SK-50 refused: no effect in battle (the physical success target stays 7)', () => {
    expect(hitTarget(profileOf({ strongLuck: 3 }), profileOf({}))).toBe(7);
    expect(attack(ch('A', 30, 5, 0, { strongLuck: 1 }), ch('D', 100, 0, 0), rolls(6)).b.opp[0]?.hp).toBe(100);
  });

  it('SD-SK-51 allowed: a trap-roll target −3 per copy (SD-R8: ×2 → −6), adding up with the other trap skills', () => {
    expect(trapTarget({ luckyStar: 1 }, 9)).toBe(6);
    expect(trapTarget({ luckyStar: 2 }, 9)).toBe(3);
    expect(trapTarget({ luckyStar: 1, strongLuck: 1 }, 9)).toBe(4);
  });

  it("SD-SK-51 refused: no effect in battle (it protects nobody: the opponent's target stays 7)", () => {
    expect(hitTarget(profileOf({}), profileOf({ luckyStar: 3 }))).toBe(7);
    expect(attack(ch('A', 30, 5, 0), ch('D', 100, 0, 0, { luckyStar: 2 }), rolls(7)).b.opp[0]?.hp).toBe(95);
  });
});
