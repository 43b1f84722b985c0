/** The 13 steps' paths: every jump to step 10 on a drop to 0, steps 10–13, and the rulings SD-R1, R2, R5, R7. */
import { describe, expect, it } from 'vitest';
import { runStep, runToEnd, runTurn } from './engine';
import { atStep5, battle, ch, duel, rig, rolls } from './testkit';

describe('jump to SD-STEP-10 on a drop to 0', () => {
  it("SD-STEP-01 the PC side's 魔眼の矢 drops the opponent: its 疾風迅雷 and every attack are skipped", () => {
    const b = duel(ch('P', 30, 5, 0, { evilEyeArrow: 1 }), ch('O', 5, 5, 0, { galeThunder: 1 }));
    const { rt, dice, log } = rig(b, rolls(11));
    runToEnd(rt);
    expect(dice.used).toBe(2);
    expect(log.events.map((l) => l.type)).toContain('sdJumpedToStep10');
    expect(b.result).toEqual({ winner: 'pc', turn: 1, mutual: false });
    expect(b.pc[0]?.hp).toBe(30);
  });

  it("SD-STEP-01 the opponent's 疾風迅雷 drops the PC: the turn's attacks are skipped", () => {
    const b = duel(ch('P', 10, 5, 0, { evilEyeArrow: 1 }), ch('O', 30, 5, 0, { galeThunder: 1 }));
    const { rt, dice } = rig(b, rolls(3, 12));
    runToEnd(rt);
    expect(dice.used).toBe(4);
    expect(b.result?.winner).toBe('opp');
    expect(b.opp[0]?.hp).toBe(30);
  });

  it("SD-STEP-07 a deadly success: the attacker's remaining attacks and magic, its allies and the other side are skipped", () => {
    const b = battle({
      pc: [ch('A', 30, 5, 0, { doubleAttack: 1, deadlySlash: 1, fireMagic: 1 }), ch('B', 30, 5, 0)],
      opp: [ch('X', 20, 5, 0), ch('Y', 30, 5, 0)],
    });
    const { rt, dice } = rig(b, rolls(7, 10));
    runTurn(rt);
    expect(dice.used).toBe(4);
    expect(b.opp.map((c) => [c.hp, c.out])).toEqual([
      [0, true],
      [30, false],
    ]);
    expect(b.result).toBeNull();
    expect(b.cursor).toMatchObject({ turn: 2, step: 1 });
  });

  it('SD-STEP-08 physical damage drops the target: the second side does not attack', () => {
    const b = duel(ch('P', 30, 10, 0), ch('O', 10, 50, 0, { lightMagic: 1 }));
    const { rt, dice } = rig(b, rolls(7));
    runToEnd(rt);
    expect(dice.used).toBe(2);
    expect(b.pc[0]?.hp).toBe(30);
  });

  it('SD-STEP-09 the 魔法障壁 point drops the holder; the magic attacker finished it (SD-R5)', () => {
    const b = atStep5(duel(ch('P', 30, 0, 0, { fireMagic: 1 }), ch('O', 1, 5, 0, { magicBarrier: 1 })));
    const { rt } = rig(b, rolls(2));
    runTurn(rt);
    expect(b.opp[0]?.finishedBy).toBe('pc1');
    expect(b.result?.winner).toBe('pc');
  });

  it('SD-STEP-09 究極魔法 recoil drops the user: the jump happens and both dropping is a mutual wipe-out (SD-STEP-13)', () => {
    const b = duel(ch('P', 10, 0, 0, { ultimateMagic: 1 }), ch('O', 25, 5, 0));
    const { rt, dice } = rig(b, rolls(2));
    runToEnd(rt);
    expect(dice.used).toBe(2);
    expect(b.pc[0]?.finishedBy).toBe('pc1');
    expect(b.result).toEqual({ winner: 'opp', turn: 1, mutual: true });
  });

  it('SD-STEP-10 after a jump the living still heal and use auras', () => {
    const b = battle({
      pc: [ch('P', 30, 10, 0, { regeneration: 1, poisonAir: 1 }, { hp: 20 })],
      opp: [ch('X', 10, 5, 0), ch('Y', 30, 5, 0)],
    });
    const { rt } = rig(b, rolls(7));
    runTurn(rt);
    expect(b.pc[0]?.hp).toBe(23);
    expect(b.opp.map((c) => c.hp)).toEqual([0, 29]);
  });
});

describe('SD-STEP-10..13', () => {
  it('SD-STEP-10 SD-R5 an aura drop is finished by the first opponent in list order with an aura', () => {
    const b = battle({
      pc: [ch('P1', 30, 0, 0), ch('P2', 30, 0, 0, { poisonAir: 1 }), ch('P3', 30, 0, 0, { rapidMagic: 1 })],
      opp: [ch('O', 30, 0, 0, { demonSpirit: 1 }, { hp: 2 })],
    });
    b.cursor.step = 10;
    const { rt } = rig(b, []);
    runStep(rt); // 10
    expect(b.opp[0]?.finishedBy).toBe('pc2');
    runStep(rt); // 11
    runStep(rt); // 12
    expect(b.pc.map((c) => c.hp)).toEqual([30, 25, 30]);
  });

  it('SD-STEP-11 a step-10 drop is revived by 不死身', () => {
    const b = duel(ch('P', 30, 0, 0, { rapidMagic: 1 }), ch('O', 9, 0, 0, { undying: 1 }, { hp: 2 }));
    b.cursor.step = 10;
    const { rt } = rig(b, []);
    runStep(rt);
    runStep(rt);
    expect(b.opp[0]?.hp).toBe(5);
    expect(b.cursor).toMatchObject({ turn: 2, step: 1 });
  });

  it('SD-STEP-12 SD-R7 a character confirmed at 0 strikes even though its side fights on', () => {
    const b = battle({ pc: [ch('P', 30, 10, 0)], opp: [ch('O1', 10, 0, 0, { demonSpirit: 1 }), ch('O2', 30, 0, 0)] });
    const { rt, log } = rig(b, rolls(7));
    runTurn(rt);
    expect(b.pc[0]?.hp).toBe(25);
    expect(b.result).toBeNull();
    expect(log.events.filter((l) => l.type === 'sdLastStrikeDealt')).toHaveLength(1);
  });

  it('SD-STEP-12 a victim of 乾坤一擲 is confirmed at 0: its 不死身 never revives it later', () => {
    const b = battle({
      pc: [ch('P1', 30, 10, 0, { undying: 2 }), ch('P2', 30, 1, 0)],
      opp: [ch('O1', 10, 0, 0, { allOrNothing: 1 }), ch('O2', 30, 0, 0)],
    });
    const { rt } = rig(b, rolls(7, 2, 2));
    runTurn(rt);
    expect(b.pc[0]).toMatchObject({ hp: 0, out: true, revivalsUsed: 0 });
    runTurn(rt); // turn 2: P2 attacks (2, miss), O2 attacks (2, miss)
    expect(b.pc[0]).toMatchObject({ hp: 0, out: true, revivalsUsed: 0 });
    expect(b.result).toBeNull();
  });

  it('SD-STEP-13 both sides drop at step 10 (毒の空気): the PC side loses', () => {
    const b = duel(ch('P', 30, 0, 0, { poisonAir: 1 }, { hp: 1 }), ch('O', 30, 0, 0, { poisonAir: 1 }, { hp: 1 }));
    b.cursor.step = 10;
    const { rt } = rig(b, []);
    runToEnd(rt);
    expect(b.result).toEqual({ winner: 'opp', turn: 1, mutual: true });
  });

  it('SD-STEP-13 鬼の気迫 takes the last PC down too: mutual, PC side loses', () => {
    const b = duel(ch('P', 30, 10, 0, {}, { hp: 5 }), ch('O', 10, 0, 0, { demonSpirit: 1 }));
    runToEnd(rig(b, rolls(7)).rt);
    expect(b.result).toEqual({ winner: 'opp', turn: 1, mutual: true });
  });

  it('SD-R2 a side falls only when all its characters are out; out characters neither act nor are targeted', () => {
    const b = battle({ pc: [ch('P', 50, 10, 0)], opp: [ch('X', 10, 3, 0), ch('Y', 20, 3, 0)] });
    const { rt, log } = rig(b, rolls(7, 7, 7, 7, 7));
    runTurn(rt); // P drops X (lowest HP) at step 8 → jump
    expect(b.opp[0]?.out).toBe(true);
    runTurn(rt); // P hits Y (10 → 10 left), Y hits P (3)
    expect(b.opp[1]?.hp).toBe(10);
    expect(b.pc[0]?.hp).toBe(47);
    runTurn(rt); // P drops Y
    expect(b.result).toEqual({ winner: 'pc', turn: 3, mutual: false });
    expect(log.events.filter((l) => l.type === 'sdHitRolled' && l.attacker.id === 'opp1')).toHaveLength(0);
  });
});

describe('SD-R1 target policy', () => {
  const mk = (policy: 'lowest-hp' | 'first') =>
    atStep5(
      battle({ pc: [ch('P', 50, 5, 0)], opp: [ch('X', 30, 0, 0), ch('Y', 20, 0, 0), ch('Z', 20, 0, 0)], policy }),
    );
  it('SD-R1 lowest-hp (default): the living opponent with the lowest HP, ties by list order', () => {
    const b = mk('lowest-hp');
    runStep(rig(b, []).rt);
    expect(b.cursor.target).toBe(1);
  });
  it('SD-R1 first: the first living opponent', () => {
    const b = mk('first');
    runStep(rig(b, []).rt);
    expect(b.cursor.target).toBe(0);
  });
});

describe('SD-STEP-01..13 one step at a time', () => {
  it('SD-STEP-02..06 each sdStep-sized unit is one step of the procedure', () => {
    const b = duel(ch('P', 30, 5, 0, { evilEyeArrow: 1 }), ch('O', 30, 5, 0));
    const { rt, log } = rig(b, [...rolls(3), ...rolls(7)]);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const n = log.events.length;
      runStep(rt);
      seen.push(
        log.events
          .slice(n)
          .map((l) => l.rules[0])
          .join(','),
      );
    }
    expect(seen).toEqual(['SD-STEP-01', 'SD-STEP-02', 'SD-STEP-03', 'SD-STEP-04', 'SD-STEP-05', 'SD-STEP-06']);
  });
});
