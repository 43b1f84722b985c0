/** Each skill's effect (SD-SK-01..51), with stacking by copies as written (or as ruled, SD-R8): trap rolls, who attacks first, the end of the turn (SD-SK-04, 44, 49..51). */
import { describe, expect, it } from 'vitest';
import { hitTarget, profileOf } from './calc';
import { runStep, runTurn } from './engine';
import type { BattleW, CharacterInput } from './model';
import { trapTarget, type SkillSet } from './skills';
import { battle, ch, duel, rig, rolls } from './testkit';
import { attack } from './skills.fixtures';

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
