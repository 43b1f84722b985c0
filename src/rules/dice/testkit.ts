/**
 * Helpers for the dice tests (not part of the public API): a scripted die, a seeded die and one sample input
 * for every error key (the `Record` makes the type checker insist on a sample for each new key).
 */
import type { DiceErrorKey, DieFn } from './types';

/** A die that returns `faces` in order and records the sides asked for; it throws when the script runs out. */
export function scriptedDie(faces: readonly number[]): DieFn & { sides: number[] } {
  const sides: number[] = [];
  const die = (s: number): number => {
    const f = faces[sides.length];
    if (f === undefined) throw new Error(`script ran out at die ${sides.length + 1} (d${s})`);
    if (!Number.isInteger(f) || f < 1 || f > s) throw new Error(`scripted face ${f} is impossible on a d${s}`);
    sides.push(s);
    return f;
  };
  return Object.assign(die, { sides });
}

/** mulberry32: a float in [0, 1) per call. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fair die from a seed. */
export function seededDie(seed: number): DieFn {
  const next = mulberry32(seed);
  return (sides) => 1 + Math.floor(next() * sides);
}

/** One input per error key, with where it points (`at` in the normalised input). */
export const errorSamples: Record<DiceErrorKey, { input: string; at?: number }> = {
  empty: { input: '   ' },
  tooLong: { input: `1d6 ${'x'.repeat(397)}` },
  unexpectedChar: { input: '1d6+a', at: 4 },
  unexpectedEnd: { input: '1d6+', at: 4 },
  expectedNumber: { input: '2R6[>]', at: 5 },
  numberTooLarge: { input: '1d6+1234567890123', at: 4 },
  noDice: { input: '1+2', at: 0 },
  negativeCount: { input: '(1-2)D6', at: 0 },
  tooManyDiceInTerm: { input: '201d6', at: 0 },
  tooManyDice: { input: 'x100 101d6' },
  sidesOutOfRange: { input: '1d10001', at: 2 },
  negativeFilter: { input: '4d6kh(0-1)', at: 3 },
  diceInCount: { input: '(1d6)d6', at: 5 },
  d66Alone: { input: 'D66+1', at: 0 },
  unclosedParen: { input: '(1d6', at: 0 },
  unmatchedParen: { input: '1d6)', at: 3 },
  tooDeep: { input: `${'('.repeat(21)}1${')'.repeat(21)}d6`, at: 20 },
  divisionByZero: { input: 'C(1/0)', at: 3 },
  resultTooLarge: { input: '1d6*1000000000000*1000', at: 17 },
  diceInTarget: { input: '2d6>=1d6', at: 5 },
  badOperator: { input: '2d6!7', at: 3 },
  poolMixed: { input: '2B6+3', at: 3 },
  rerollCondition: { input: '2R6', at: 0 },
  upperThreshold: { input: '4U6', at: 0 },
  thresholdTwice: { input: '4U6[6]+1@6', at: 8 },
  tallySides: { input: '2TY21', at: 3 },
  missingExpression: { input: 'x3', at: 2 },
  repeatOutOfRange: { input: 'x101 1d6', at: 0 },
  repeatNeedsSpace: { input: 'x31d20', at: 3 },
  nestedRepeat: { input: 'x3 x2 1d6', at: 3 },
  choiceUnclosed: { input: 'choice[右,左', at: 6 },
  choiceOpen: { input: 'choice{a,b}', at: 6 },
  choiceEmpty: { input: 'choice[]', at: 6 },
  choiceOne: { input: 'choice[右]', at: 7 },
  choiceTakes: { input: 'choice3[a,b]', at: 6 },
  choiceTooMany: { input: 'choice[1-101]', at: 7 },
  choiceItemTooLong: { input: `choice[${'あ'.repeat(101)},い]`, at: 7 },
};
