import { describe, expect, it } from 'vitest';
import { parseDice, rollDice, type DiceProgram, type DieFn } from './expr';
import { seededDie } from './testkit';

function program(input: string): DiceProgram {
  const parsed = parseDice(input);
  if (!parsed.ok) throw new Error(`refused ${input}: ${parsed.error.key}`);
  return parsed.program;
}

/** The first outcome's total (sum lines), item (choice) or success count (B-rolls with a target). */
function value(p: DiceProgram, die: DieFn): number | string {
  const o = rollDice(p, die).outcomes[0];
  if (!o) throw new Error('no outcome');
  if (o.kind === 'sum') return o.total;
  if (o.kind === 'choice') return o.picks[0]?.item ?? '';
  if (o.kind === 'd66') return o.value;
  if (o.kind === 'pool' || o.kind === 'reroll' || o.kind === 'upper') return o.successes ?? NaN;
  return NaN;
}

function mean(p: DiceProgram, n: number, seed: number): number {
  const die = seededDie(seed);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Number(value(p, die));
  return sum / n;
}

/** Every sequence of faces for `dice` dice of `sides` sides (exhaustive, for exact distributions). */
function* allFaces(dice: number, sides: number): Generator<number[]> {
  const faces = Array<number>(dice).fill(1);
  for (;;) {
    yield [...faces];
    let i = dice - 1;
    while (i >= 0 && faces[i] === sides) faces[i--] = 1;
    if (i < 0) return;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

function exactMean(input: string, dice: number, sides: number): number {
  const p = program(input);
  let sum = 0;
  let n = 0;
  for (const faces of allFaces(dice, sides)) {
    let k = 0;
    sum += Number(value(p, () => faces[k++] ?? 1));
    n++;
  }
  return sum / n;
}

describe('dice expressions: distributions with a seeded die (mulberry32)', () => {
  it('1d6: each face about 1/6 of 60,000 rolls', () => {
    const p = program('1d6');
    const die = seededDie(1);
    const counts = new Map<number | string, number>();
    for (let i = 0; i < 60000; i++) {
      const v = value(p, die);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const n of counts.values()) expect(Math.abs(n - 10000)).toBeLessThan(500); // about 5 standard deviations
  });

  it('2d6: mean about 7, and 7 the most common total (1/6)', () => {
    expect(Math.abs(mean(program('2d6'), 60000, 2) - 7)).toBeLessThan(0.05);
    const p = program('2d6=7');
    const die = seededDie(3);
    let hits = 0;
    for (let i = 0; i < 60000; i++) {
      const o = rollDice(p, die).outcomes[0];
      if (o?.kind === 'sum' && o.success) hits++;
    }
    expect(Math.abs(hits / 60000 - 1 / 6)).toBeLessThan(0.01);
  });

  it('4d6kh3: mean about 12.24 (exactly 15869/1296)', () => {
    expect(Math.abs(mean(program('4d6kh3'), 60000, 4) - 15869 / 1296)).toBeLessThan(0.06);
  });

  it('exact means over every face sequence: keep/drop all four, division, B-rolls', () => {
    expect(exactMean('4d6kh3', 4, 6)).toBeCloseTo(15869 / 1296, 12);
    expect(exactMean('4d6dl1', 4, 6)).toBeCloseTo(15869 / 1296, 12);
    expect(exactMean('4d6kl3', 4, 6)).toBeCloseTo(21 - 15869 / 1296, 12); // the lowest three mirror the highest three (face f ↔ 7 - f)
    expect(exactMean('4d6dh1', 4, 6)).toBeCloseTo(21 - 15869 / 1296, 12);
    expect(exactMean('2d20kh1', 2, 20)).toBeCloseTo(13.825, 12); // advantage
    expect(exactMean('2d20kl1', 2, 20)).toBeCloseTo(7.175, 12); // disadvantage
    expect(exactMean('1d6/2', 1, 6)).toBeCloseTo((0 + 1 + 1 + 2 + 2 + 3) / 6, 12);
    expect(exactMean('-1d6/2', 1, 6)).toBeCloseTo((-1 - 1 - 2 - 2 - 3 - 3) / 6, 12); // rounds down, not toward zero
    expect(exactMean('3B6>=4', 3, 6)).toBeCloseTo(1.5, 12);
    expect(exactMean('1d20+5>=15', 1, 20)).toBeCloseTo(15.5, 12); // the total (10.5 + 5), not the success
  });

  it('1d20+5>=15 succeeds about 55% of the time; 3B6>=5 counts about 1 success', () => {
    const p = program('1d20+5>=15');
    const die = seededDie(5);
    let wins = 0;
    for (let i = 0; i < 40000; i++) {
      const o = rollDice(p, die).outcomes[0];
      if (o?.kind === 'sum' && o.success) wins++;
    }
    expect(Math.abs(wins / 40000 - 0.55)).toBeLessThan(0.015);
    expect(Math.abs(mean(program('3B6>=5'), 40000, 6) - 1)).toBeLessThan(0.03);
  });

  it('choice is uniform over its items', () => {
    const p = program('choice[右,左,前,後]');
    const die = seededDie(7);
    const counts = new Map<number | string, number>();
    for (let i = 0; i < 40000; i++) {
      const v = value(p, die);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['前', '右', '左', '後'].sort());
    for (const n of counts.values()) expect(Math.abs(n - 10000)).toBeLessThan(500);
  });

  it('D66 is two d6, tens and units: each of the 36 values 11…66 about 1/36 of the rolls; D66A never has a larger tens', () => {
    const p = program('D66');
    const die = seededDie(9);
    const counts = new Map<number | string, number>();
    for (let i = 0; i < 72000; i++) {
      const v = value(p, die);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const all = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => a * 10 + b));
    expect([...counts.keys()].sort()).toEqual(all.sort());
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(250);
    const sorted = program('D66A');
    for (let i = 0; i < 2000; i++) {
      const v = Number(value(sorted, die));
      expect(Math.floor(v / 10)).toBeLessThanOrEqual(v % 10);
    }
  });

  it('exact means of the dice rolled again: 2R6>=5 counts 1 success for every 3 dice rolled', () => {
    // Each die succeeds and rolls again with p = 1/3: successes per starting die = 1/3 + 1/3·(1/3 + …) = 1/2.
    expect(Math.abs(mean(program('2R6>=5'), 40000, 10) - 1)).toBeLessThan(0.03);
  });

  it('repetitions are independent rolls', () => {
    const p = program('x2 1d6');
    const die = seededDie(8);
    let same = 0;
    for (let i = 0; i < 36000; i++) {
      const [a, b] = rollDice(p, die).outcomes.map((o) => (o.kind === 'sum' ? o.total : 0));
      if (a === b) same++;
    }
    expect(Math.abs(same / 36000 - 1 / 6)).toBeLessThan(0.012);
  });
});
