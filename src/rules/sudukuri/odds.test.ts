/** The odds simulator: Wilson interval, determinism, chunking, draws, HP left. */
import { describe, expect, it } from 'vitest';
import { oddsResult, runOdds, simulate, startOdds, wilson } from './odds';
import { battle, ch, duel } from './testkit';

describe('odds', () => {
  it('wilson: known values (0/10, 5/10, 10/10, 50/100)', () => {
    const near = (x: [number, number], y: [number, number]): void => {
      expect(x[0]).toBeCloseTo(y[0], 4);
      expect(x[1]).toBeCloseTo(y[1], 4);
    };
    near(wilson(0, 10), [0, 0.27753]);
    near(wilson(5, 10), [0.23659, 0.76341]);
    near(wilson(10, 10), [0.72247, 1]);
    near(wilson(50, 100), [0.40383, 0.59617]);
  });

  it('a battle the PC side cannot lose: pWin 1, all in turn 1, HP left exact', () => {
    const r = simulate(duel(ch('Giant', 100, 50, 0, { swarm: 3, deadlyImmunity: 1 }), ch('Rat', 5, 1, 0)), {
      runs: 500,
      seed: 1,
    });
    // 群×3 makes the target 1: only a 2 (1/36) misses; then the rat may bite once per turn.
    expect(r.pWin).toBe(1);
    expect(r.ci95[0]).toBeGreaterThan(0.99);
    expect(r.oppWins + r.draws).toBe(0);
    expect(r.hpLeft.opp).toBe(0);
    expect(r.hpLeft.pc).toBeGreaterThan(98);
    expect(r.turns.histogram.reduce((a, b) => a + b, 0)).toBe(500);
  });

  it('SD-R10 a battle that can never end: every run a draw, no turn histogram', () => {
    const tough = ch('T', 40, 3, 0, { regeneration: 1, ironBody: 1, dragonBlessing: 1 });
    const r = simulate(battle({ pc: [tough], opp: [tough], maxTurns: 50 }), { runs: 50, seed: 2 });
    expect(r.draws).toBe(50);
    expect(r.pDraw).toBe(1);
    expect(r.pWin).toBe(0);
    expect(r.turns.mean).toBe(0);
  });

  it('deterministic for a seed, and independent of how runs are chunked', () => {
    const b = battle({
      pc: [ch('A', 30, 8, 2, { doubleAttack: 1 }), ch('B', 20, 5, 1, { fireMagic: 1 })],
      opp: [ch('O', 45, 8, 2, { regeneration: 1 })],
    });
    const whole = simulate(b, { runs: 600, seed: 42 });
    expect(simulate(b, { runs: 600, seed: 42 })).toEqual(whole);
    const job = startOdds(b, 42);
    runOdds(job, 250);
    runOdds(job, 350);
    expect(oddsResult(job)).toEqual(whole);
    expect(simulate(b, { runs: 600, seed: 43 })).not.toEqual(whole);
    expect(whole.pcWins + whole.oppWins + whole.draws).toBe(600);
    expect(whole.pWin).toBeGreaterThan(whole.ci95[0]);
    expect(whole.pWin).toBeLessThan(whole.ci95[1]);
  });

  it('SD-STEP-13 a mutual wipe-out counts as a PC loss in the odds', () => {
    // P always kills O in turn 1 unless it rolls a 2; O's 乾坤一擲 then takes P down too.
    const r = simulate(duel(ch('P', 10, 50, 0, { swarm: 3 }), ch('O', 10, 0, 0, { allOrNothing: 1 })), {
      runs: 300,
      seed: 5,
    });
    expect(r.pcWins).toBe(0);
    expect(r.mutual).toBe(r.oppWins);
    expect(r.oppWins).toBe(300);
  });

  it('simulates from the current position of a battle; the manual policy is simulated as lowest-hp', () => {
    const b = battle({ pc: [ch('P', 30, 10, 0)], opp: [ch('X', 10, 1, 0), ch('Y', 10, 1, 0)], policy: 'manual' });
    const r = simulate(b, { runs: 100, seed: 9 });
    expect(r.runs).toBe(100);
    expect(r.pWin).toBeGreaterThan(0.9);
    expect(b.policy).toBe('manual');
  });
});
