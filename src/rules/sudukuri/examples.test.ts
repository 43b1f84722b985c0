/** Every worked example of the source (seed 003), reproduced. */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import type { Msg } from '../core';
import type { SdEvent } from './events';
import { hitFormula, hitTarget, magicDamage, magicFormula, physicalDamage, physicalFormula, profileOf } from './calc';
import { runStep, runToEnd, runTurn } from './engine';
import type { SkillSet } from './skills';
import { atStep5, ch, duel, rig, rolls } from './testkit';

/** A formula (a message) as the log writes it. */
const text = (m: Msg) => ({ en: describeMsg('sudukuri', m, 'en'), ja: describeMsg('sudukuri', m, 'ja') });
/** An event as the log writes it. */
const line = (e: SdEvent | undefined) => ({
  en: e ? describeEvent('sudukuri', e, 'en') : '',
  ja: e ? describeEvent('sudukuri', e, 'ja') : '',
});

describe('SD-STEP-06 physical success target', () => {
  it('SD-STEP-06 example: 隊列+群 vs 飛行+猛者+熟練者 → 7−1−2+3+2+1 = 10', () => {
    expect(hitTarget(profileOf({ formation: 1, swarm: 1 }), profileOf({ flight: 1, veteran: 1, expert: 1 }))).toBe(10);
    expect(text(hitFormula({ formation: 1, swarm: 1 }, { flight: 1, veteran: 1, expert: 1 })).en).toBe(
      'Formation+Swarm vs Flight+Expert+Veteran: 7 − 1 − 2 + 3 + 2 + 1 = 10',
    );
  });

  it('SD-STEP-06 example through the engine: 9 misses, 10 hits', () => {
    for (const [total, hits] of [
      [9, false],
      [10, true],
    ] as const) {
      const b = atStep5(
        duel(ch('A', 20, 10, 0, { formation: 1, swarm: 1 }), ch('D', 50, 1, 4, { flight: 1, veteran: 1, expert: 1 })),
      );
      const { rt, log } = rig(b, rolls(total));
      runStep(rt); // step 5 (no cancel skills: no roll)
      runStep(rt); // step 6
      const hit = log.events.find((l) => l.type === 'sdHitRolled');
      expect(hit?.type === 'sdHitRolled' && hit.targetNumber).toBe(10);
      expect(hit?.type === 'sdHitRolled' && hit.hit).toBe(hits ? 1 : 0);
      expect(line(hit).ja).toContain('基準10：隊列+群 対 飛行+熟練者+猛者：7 − 1 − 2 + 3 + 2 + 1 = 10');
    }
  });
});

/** ATK 10 vs DEF 4, as in the source. */
function dmg(a: SkillSet, d: SkillSet, critical = false): number {
  return physicalDamage(10, 4, profileOf(a), profileOf(d), critical);
}

describe('SD-STEP-08 physical damage (source examples, ATK 10, DEF 4)', () => {
  const cases: [string, SkillSet, SkillSet, boolean, number][] = [
    ['例1 plain: 10−4 = 6', {}, {}, false, 6],
    ['例2 強打: 10−0 = 10', { smite: 1 }, {}, false, 10],
    ['例2 critical (natural 12, SD-R4): 10−0 = 10', {}, {}, true, 10],
    ['例3 狂戦士: 10×2−4 = 16', { berserker: 1 }, {}, false, 16],
    ['例3 鉄の体: 10/2−4 = 1', {}, { ironBody: 1 }, false, 1],
    ['例3 鉄の体×2: ⌈10/3⌉−4 = 0 → 1', {}, { ironBody: 2 }, false, 1],
    ['例3 狂戦士 vs 鉄の体: 10×2/2−4 = 6', { berserker: 1 }, { ironBody: 1 }, false, 6],
    ['例3 狂戦士×2 vs 鉄の体×3: ⌈10×3/4⌉−4 = 4', { berserker: 2 }, { ironBody: 3 }, false, 4],
    [
      '例5 銀の武器+魔法武器: 10+1+2−4 = 9 (SD-R3, the source prints 5)',
      { silverWeapon: 1, magicWeapon: 1 },
      {},
      false,
      9,
    ],
    ['例5 魔法防具+伝説防具+竜の加護: → 1', {}, { magicArmour: 1, legendaryArmour: 1, dragonBlessing: 1 }, false, 1],
    [
      '例6 強打+狂戦士+魔法武器 vs 鉄の体+伝説防具: 10×2/2+2−5 = 7',
      { smite: 1, berserker: 1, magicWeapon: 1 },
      { ironBody: 1, legendaryArmour: 1 },
      false,
      7,
    ],
  ];
  it.each(cases)('SD-STEP-08 %s', (_name, a, d, crit, expected) => {
    expect(dmg(a, d, crit)).toBe(expected);
  });

  it('SD-STEP-08 log arithmetic: "狂戦士×2 対 鉄の体×3：⌈10×3/4⌉ − 4 = 4"', () => {
    expect(text(physicalFormula(10, 4, { berserker: 2 }, { ironBody: 3 }, false)).ja).toBe(
      '狂戦士×2 対 鉄の体×3：⌈10×3/4⌉ − 4 = 4',
    );
    expect(text(physicalFormula(10, 4, { berserker: 2 }, { ironBody: 3 }, false)).en).toBe(
      'Berserker×2 vs Iron Body×3: ⌈10×3/4⌉ − 4 = 4',
    );
    expect(text(physicalFormula(10, 4, { silverWeapon: 1, magicWeapon: 1 }, {}, false)).ja).toBe(
      '銀の武器+魔法武器 対 —：10 − 4 + 1 + 2 = 9',
    );
    expect(text(physicalFormula(10, 4, {}, { magicArmour: 1, legendaryArmour: 1, dragonBlessing: 1 }, false)).ja).toBe(
      '— 対 魔法防具+伝説防具+竜の加護：10 − 4 − 2 − 5 − 15 = -16 → 1',
    );
    expect(
      text(
        physicalFormula(10, 4, { smite: 1, berserker: 1, magicWeapon: 1 }, { ironBody: 1, legendaryArmour: 1 }, false),
      ).ja,
    ).toBe('強打+狂戦士+魔法武器 対 鉄の体+伝説防具：⌈10×2/2⌉ − 0 + 2 − 5 = 7');
    expect(text(physicalFormula(10, 4, {}, {}, false)).ja).toBe('10 − 4 = 6');
  });

  it('SD-STEP-08 SD-R4 a natural 12 on the success roll is a critical: defence 0 through the engine', () => {
    const b = atStep5(duel(ch('A', 20, 10, 0), ch('D', 50, 1, 4)));
    const { rt, log } = rig(b, rolls(12));
    runStep(rt);
    runStep(rt);
    runStep(rt);
    expect(b.opp[0]?.hp).toBe(40);
    expect(line(log.events.find((l) => l.type === 'sdPhysicalDamageDealt')).ja).toContain(
      'クリティカル 対 —：10 − 0 = 10',
    );
  });
});

describe('SD-STEP-09 magic damage (source examples)', () => {
  it('SD-STEP-09 弓矢+炎の魔法+光の魔法 = 1+2+6 = 9', () => {
    const s: SkillSet = { bow: 1, fireMagic: 1, lightMagic: 1 };
    expect(magicDamage(25, profileOf(s))).toBe(9);
    expect(text(magicFormula(25, s)).ja).toBe('弓矢+炎の魔法+光の魔法: 1 + 2 + 6 = 9');
  });

  it('SD-STEP-09 four breaths at current HP 25: 3+4+5+7 = 19', () => {
    const s: SkillSet = { fireBreath: 1, iceBreath: 1, poisonBreath: 1, lightBreath: 1 };
    expect(magicDamage(25, profileOf(s))).toBe(19);
    expect(text(magicFormula(25, s)).ja).toBe(
      '炎ブレス+氷ブレス+毒ブレス+光ブレス: ⌈25/10⌉=3 + ⌈25/8⌉=4 + ⌈25/6⌉=5 + ⌈25/4⌉=7 = 19',
    );
  });

  it('SD-STEP-09 究極魔法: 25 to the target and 10 to the user, which does not change the breaths', () => {
    const b = atStep5(
      duel(
        ch('Dragon', 25, 0, 0, { fireBreath: 1, iceBreath: 1, poisonBreath: 1, lightBreath: 1, ultimateMagic: 1 }),
        ch('D', 100, 0, 0),
      ),
    );
    const { rt } = rig(b, rolls(2)); // the physical attack misses (2 always fails)
    runStep(rt); // 5
    runStep(rt); // 6 miss
    runStep(rt); // 9
    expect(b.opp[0]?.hp).toBe(100 - 19 - 25);
    expect(b.pc[0]?.hp).toBe(15);
  });

  it('SD-STEP-09 魔法障壁 negates 9, 19 and 25 alike and costs the holder 1', () => {
    for (const skills of [
      { bow: 1, fireMagic: 1, lightMagic: 1 },
      { fireBreath: 1, iceBreath: 1, poisonBreath: 1, lightBreath: 1 },
      { ultimateMagic: 1 },
    ] as SkillSet[]) {
      const b = atStep5(duel(ch('A', 25, 0, 0, skills), ch('D', 30, 0, 0, { magicBarrier: 1 })));
      const { rt } = rig(b, rolls(2));
      runStep(rt);
      runStep(rt);
      runStep(rt);
      expect(b.opp[0]?.hp).toBe(29);
    }
  });
});

describe('SD-STEP-10 the simultaneous sum', () => {
  it('SD-STEP-10 回復+超回復+再生肉体 vs 毒の空気+高速魔法: 1+2+3−1−2 = +3', () => {
    const b = duel(
      ch('PC', 30, 0, 0, { recovery: 1, superRecovery: 1, regeneration: 1 }, { hp: 10 }),
      ch('Foe', 30, 0, 0, { poisonAir: 1, rapidMagic: 1 }),
    );
    b.cursor.step = 10;
    const { rt, log } = rig(b, []);
    runStep(rt);
    expect(b.pc[0]?.hp).toBe(13);
    expect(line(log.events[0]).ja).toContain('+1 回復 +2 超回復 +3 再生肉体 −1 毒の空気(Foe) −2 高速魔法(Foe) = +3');
  });

  it('SD-STEP-10 applied at once: at 29/30 the net +3 tops out at 30 (not +6 capped then −3)', () => {
    const b = duel(
      ch('PC', 30, 0, 0, { recovery: 1, superRecovery: 1, regeneration: 1 }, { hp: 29 }),
      ch('Foe', 30, 0, 0, { poisonAir: 1, rapidMagic: 1 }),
    );
    b.cursor.step = 10;
    const { rt } = rig(b, []);
    runStep(rt);
    expect(b.pc[0]?.hp).toBe(30);
  });
});

describe('SD-STEP-03 奇襲心得 order', () => {
  const cases: [string, SkillSet, SkillSet, 'pc' | 'opp'][] = [
    ['nobody holds it → PC side first', {}, {}, 'pc'],
    ['only the PC side → PC side first (no special meaning)', { ambush: 1 }, {}, 'pc'],
    ['only the opposing side → opposing side first', {}, { ambush: 1 }, 'opp'],
    ['both → they cancel → PC side first', { ambush: 1 }, { ambush: 1 }, 'pc'],
    ['PC one, opposing two → still PC side first', { ambush: 1 }, { ambush: 2 }, 'pc'],
  ];
  it.each(cases)('SD-STEP-03 %s', (_n, pcS, oppS, first) => {
    const b = duel(ch('P', 30, 5, 0, pcS), ch('O', 30, 5, 0, oppS));
    b.cursor.step = 3;
    const { rt } = rig(b, []);
    runStep(rt);
    expect(b.cursor.first).toBe(first);
  });

  it('SD-STEP-03 the first side runs steps 5–9 for all its attackers, then the second side', () => {
    const b = duel(ch('P', 30, 5, 0), ch('O', 30, 5, 0, { ambush: 1 }));
    const { rt, log } = rig(b, rolls(7, 7));
    runTurn(rt);
    const attacks = log.events.flatMap((l) => (l.type === 'sdHitRolled' ? [l.attacker.id] : []));
    expect(attacks).toEqual(['opp1', 'pc1']);
    expect(b.pc[0]?.hp).toBe(25);
    expect(b.opp[0]?.hp).toBe(25);
  });
});

describe('SD-STEP-13 a whole duel to the end', () => {
  it('SD-STEP-13 ends with a winner and the log names every step in order within a turn', () => {
    const b = duel(ch('Knight', 12, 10, 2, { doubleAttack: 1 }), ch('Goblin', 10, 4, 1));
    const { rt, log } = rig(b, rolls(8, 8));
    runToEnd(rt);
    expect(b.result).toEqual({ winner: 'pc', turn: 1, mutual: false });
    expect(b.pc[0]?.hp).toBe(12);
    expect(b.opp[0]?.finishedBy).toBe('pc1');
    const steps = log.events.map((l) => `${l.rules[0]} ${l.type}`);
    expect(steps).toEqual([
      'SD-STEP-01 sdSpecialsChecked',
      'SD-STEP-02 sdAttacksCounted',
      'SD-STEP-03 sdOrderDecided',
      'SD-STEP-04 sdImmunityChecked',
      'SD-STEP-05 sdAttackDeclared',
      'SD-STEP-06 sdHitRolled',
      'SD-STEP-08 sdPhysicalDamageDealt',
      'SD-STEP-06 sdHitRolled',
      'SD-STEP-08 sdPhysicalDamageDealt',
      'SD-STEP-08 sdJumpedToStep10',
      'SD-STEP-10 sdTurnEndApplied',
      'SD-STEP-11 sdDefeated',
      'SD-STEP-13 sdBattleEnded',
    ]);
  });
});
