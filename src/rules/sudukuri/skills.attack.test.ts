/** Each skill's effect (SD-SK-01..51), with stacking by copies as written (or as ruled, SD-R8): the data, the attacks and their success targets (SD-SK-01..16). */
import { describe, expect, it } from 'vitest';
import { hitTarget, profileOf } from './calc';
import { runStep } from './engine';
import { loadReferences, ruleById } from '../../i18n/reference';
import { SKILL_NAMES } from '../../i18n/systems/sudukuri';
import { SKILLS, SKILL_KEYS, type SkillSet } from './skills';
import { atStep5, battle, ch, duel, rig, rolls } from './testkit';
import { attack } from './skills.fixtures';

// The built-in systems' references are loaded on demand (start-up, issue 33).
await loadReferences();

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
