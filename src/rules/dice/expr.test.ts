/**
 * Issue 30: every form of the dice line, table-driven. Each accepted line is rolled with fixed faces (consumed in
 * order, with the sides asked for checked), and its total, success, text and both log formats are compared:
 * BCDice's output (the Japanese default) and the project's own (the English default). Each refused line gives
 * its key and points at the right character. `bcdice.test.ts` holds BCDice's own test cases.
 */
import { describe, expect, it } from 'vitest';
import { describeDiceResult } from '../../i18n/dice';
import {
  diceNeeded,
  facesFit,
  parseDice,
  rollDice,
  type DiceErrorKey,
  type DiceExprError,
  type DiceOutcome,
} from './expr';
import { errorSamples, scriptedDie } from './testkit';

/** An accepted line rolled with scripted faces. */
interface OkCase {
  input: string;
  faces: number[];
  /** Sides of the dice asked for, in order. */
  sides?: number[];
  /** BCDice's output, to the character. */
  bcdice: string;
  /** The project's own format (English). */
  own?: string;
  total?: number;
  success?: boolean | null;
  secret?: boolean;
  label?: string | null;
}

const ok: OkCase[] = [
  // Sums, comparisons (=> and =< normalised), labels.
  { input: '2D6', faces: [4, 1], sides: [6, 6], bcdice: '(2D6) ＞ 5[4,1] ＞ 5', own: '2D6 → [4,1] → 5', total: 5 },
  {
    input: '2D6>=7',
    faces: [4, 5],
    bcdice: '(2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功',
    own: '2D6>=7 → [4,5] → 9 ≥ 7: success',
    success: true,
  },
  { input: '2d6=>7', faces: [1, 2], bcdice: '(2D6>=7) ＞ 3[1,2] ＞ 3 ＞ 失敗', success: false },
  { input: '1d20=<10', faces: [10], bcdice: '(1D20<=10) ＞ 10 ＞ 成功', success: true },
  { input: '2D6!=7', faces: [3, 4], bcdice: '(2D6<>7) ＞ 7[3,4] ＞ 7 ＞ 失敗', success: false },
  { input: '2D6==7', faces: [3, 4], bcdice: '(2D6=7) ＞ 7[3,4] ＞ 7 ＞ 成功', success: true },
  { input: '2D6>=?', faces: [3, 4], bcdice: '(2D6>=?) ＞ 7[3,4] ＞ 7', success: null },
  { input: '1d20+5>=15 攻撃', faces: [10], bcdice: '(1D20+5>=15) ＞ 10[10]+5 ＞ 15 ＞ 成功', label: '攻撃' },
  { input: '1D20 + 5', faces: [7], bcdice: '(1D20) ＞ 7', label: '+ 5', total: 7 },
  { input: 'd20', faces: [7], sides: [20], bcdice: '(1D20) ＞ 7' },
  { input: '2D', faces: [2, 3], sides: [6, 6], bcdice: '(2D6) ＞ 5[2,3] ＞ 5' },
  { input: '1d6>=1+2', faces: [3], bcdice: '(1D6>=3) ＞ 3 ＞ 成功' },
  { input: '-2D6<-7', faces: [3, 5], bcdice: '(-2D6<-7) ＞ -8[3,5] ＞ -8 ＞ 成功', total: -8 },
  { input: '2d10--3-4', faces: [3, 5], bcdice: '(2D10+3-4) ＞ 8[3,5]+3-4 ＞ 7' },
  { input: '1D6+-3', faces: [4], bcdice: '(1D6-3) ＞ 4[4]-3 ＞ 1' },
  // Parenthesised counts and sides.
  {
    input: '(2+3)D6',
    faces: [1, 2, 3, 4, 5],
    bcdice: '(5D6) ＞ 15[1,2,3,4,5] ＞ 15',
    own: '5D6 → [1,2,3,4,5] → 15',
  },
  { input: '2D(2*3)', faces: [6, 6], sides: [6, 6], bcdice: '(2D6) ＞ 12[6,6] ＞ 12' },
  { input: '(2D6+1D4)*2', faces: [5, 3, 4], bcdice: '((2D6+1D4)*2) ＞ (8[5,3]+4[4])*2 ＞ 24' },
  // Rounding of a division: U and C up, R half away from zero, F and nothing down; a division by zero is 1.
  { input: '1D6+3/2U', faces: [1], bcdice: '(1D6+3/2U) ＞ 1[1]+3/2U ＞ 3', own: '1D6+3/2U → [1]+3/2U → 3' },
  { input: '1D6+3/2C', faces: [1], bcdice: '(1D6+3/2U) ＞ 1[1]+3/2U ＞ 3' },
  { input: '1D6+3/2R', faces: [1], bcdice: '(1D6+3/2R) ＞ 1[1]+3/2R ＞ 3' },
  { input: '1D6+3/2F', faces: [1], bcdice: '(1D6+3/2F) ＞ 1[1]+3/2F ＞ 2' },
  { input: '1D6+3/2', faces: [1], bcdice: '(1D6+3/2) ＞ 1[1]+3/2 ＞ 2' },
  { input: '1d6/-3r', faces: [5], bcdice: '(1D6/-3R) ＞ 5[5]/-3R ＞ -2' },
  { input: '1d6/-3', faces: [4], bcdice: '(1D6/-3) ＞ 4[4]/-3 ＞ -2' },
  { input: '1D6/0', faces: [1], bcdice: '(1D6/0) ＞ 1[1]/0 ＞ 1' },
  // Keep / drop: with and without a count, MAX / MIN, more than rolled keeps all.
  {
    input: '4D6KH3',
    faces: [6, 1, 4, 3],
    bcdice: '(4D6KH3) ＞ 13[1,3,4,6] ＞ 13',
    own: '4D6KH3 → [6,(1),4,3] → 13',
  },
  { input: '2D20KH', faces: [3, 17], bcdice: '(2D20KH1) ＞ 17[3,17] ＞ 17' },
  { input: '2D20KL', faces: [3, 17], bcdice: '(2D20KL1) ＞ 3[3,17] ＞ 3' },
  { input: '4d6dl1', faces: [6, 1, 4, 3], bcdice: '(4D6DL1) ＞ 13[1,3,4,6] ＞ 13', own: '4D6DL1 → [6,(1),4,3] → 13' },
  { input: '3D6MAX+2', faces: [1, 3, 5], bcdice: '(3D6KH1+2) ＞ 5[1,3,5]+2 ＞ 7' },
  { input: '5D10MIN', faces: [2, 3, 5, 7, 9], bcdice: '(5D10KL1) ＞ 2[2,3,5,7,9] ＞ 2' },
  { input: '5D10KH7', faces: [2, 3, 5, 8, 8], bcdice: '(5D10KH7) ＞ 26[2,3,5,8,8] ＞ 26', total: 26 },
  { input: '4d6k3', faces: [6, 1, 4, 3], bcdice: '(4D6KH3) ＞ 13[1,3,4,6] ＞ 13' },
  // D66 (two d6, tens and units) and a term of 66 sides in a sum.
  { input: 'D66', faces: [3, 5], sides: [6, 6], bcdice: '(D66) ＞ 35', own: 'D66 → [3,5] → 35' },
  { input: 'D66S', faces: [5, 2], bcdice: '(D66S) ＞ 25' },
  { input: 'd66d', faces: [1, 6], bcdice: '(D66D) ＞ 61' },
  { input: 'SD66', faces: [4, 4], bcdice: '(D66) ＞ 44', secret: true },
  { input: '1D3+2D66', faces: [3, 1, 6, 6, 1], sides: [3, 6, 6, 6, 6], bcdice: '(1D3+2D66) ＞ 3[3]+77[16,61] ＞ 80' },
  { input: '1D66', faces: [2, 4], bcdice: '(1D66) ＞ 24' },
  // B-, R-, U-rolls and the tally.
  { input: '3B6>=4', faces: [5, 2, 4], bcdice: '(3B6>=4) ＞ 5,2,4 ＞ 成功数2', own: '3B6>=4 → [5,2,4] → successes: 2' },
  { input: '2b6+3b8', faces: [3, 4, 7, 1, 5], sides: [6, 6, 8, 8, 8], bcdice: '(2B6+3B8) ＞ 3,4,7,1,5' },
  { input: '(1*2)b(2+4)>3', faces: [4, 3], bcdice: '(2B6>3) ＞ 4,3 ＞ 成功数1' },
  {
    input: '2R6>=3',
    faces: [3, 1, 2],
    bcdice: '(2R6[3]>=3) ＞ 3,1 + 2 ＞ 成功数1',
    own: '2R6[3]>=3 → [3,1] + [2] → successes: 1',
  },
  { input: '2R6[3]', faces: [3, 2, 1], bcdice: '(2R6[>=3]) ＞ 3,2 + 1 ＞ 成功数0' },
  { input: '2R4+2R6>=4@>4', faces: [4, 3, 3, 5, 2], bcdice: '(2R4+2R6[>4]>=4) ＞ 4,3 + 3,5 + 2 ＞ 成功数2' },
  {
    input: '4U6[6]',
    faces: [5, 2, 6, 5, 6, 6, 6, 5],
    bcdice: '(4U6[6]) ＞ 5,2,11[6,5],23[6,6,6,5] ＞ 23/41(最大/合計)',
    own: '4U6[6] → 5, 2, 11[6,5], 23[6,6,6,5] → max 23, total 41',
  },
  {
    input: '4U6+11>=21@6',
    faces: [5, 2, 6, 5, 6, 6, 6, 5],
    bcdice: '(4U6[6]+11>=21) ＞ 5,2,11[6,5],23[6,6,6,5]+11 ＞ 成功数2',
  },
  {
    input: '5TY6',
    faces: [6, 1, 2, 5, 2],
    bcdice: '(5TY6) ＞ 6,1,2,5,2 ＞ [1]×1, [2]×2, [5]×1, [6]×1',
    own: '5TY6 → [6,1,2,5,2] → [1]×1, [2]×2, [5]×1, [6]×1',
  },
  { input: '3TZ4', faces: [1, 1, 4], bcdice: '(3TZ4) ＞ 1,1,4 ＞ [1]×2, [2]×0, [3]×0, [4]×1' },
  // The calculation C(…).
  { input: 'C(1+2)', faces: [], bcdice: 'c(1+2) ＞ 3', own: 'c(1+2) → 3', total: undefined },
  { input: 'c1/2R', faces: [], bcdice: 'c(1/2R) ＞ 1' },
  { input: 'C(-1--1)', faces: [], bcdice: 'c(-1--1) ＞ 0' },
  // choice: brackets, parentheses, spaces, several picks, ranges.
  { input: 'choice[A,B,C]', faces: [2], sides: [3], bcdice: '(choice[A,B,C]) ＞ B', own: 'choice[A,B,C] → B' },
  { input: 'choice(右, 左)', faces: [1], bcdice: '(choice(右,左)) ＞ 右' },
  { input: 'choice 右 左 前', faces: [3], bcdice: '(choice 右 左 前) ＞ 前', label: null },
  { input: 'choice[A-D]', faces: [4], sides: [4], bcdice: '(choice[A,B,C,D]) ＞ D' },
  { input: 'choice[3-7]', faces: [1], sides: [5], bcdice: '(choice[3,4,5,6,7]) ＞ 3' },
  { input: 'choice2[a,b,c]', faces: [1, 1], sides: [3, 2], bcdice: '(choice2[a,b,c]) ＞ a, b' },
  { input: 'choice2 a b c', faces: [3, 1], sides: [3, 2], bcdice: '(choice2 a b c) ＞ c a' },
  { input: 'choice[A-D, Z]', faces: [1], sides: [2], bcdice: '(choice[A-D,Z]) ＞ A-D' },
  { input: 'choice[右,左] 逃げる方向', faces: [2], bcdice: '(choice[右,左]) ＞ 左', label: '逃げる方向' },
  // Repetition (x, rep, repeat), the secret mark before or after it.
  {
    input: 'x2 1D6',
    faces: [2, 5],
    bcdice: '#1\n(1D6) ＞ 2\n\n#2\n(1D6) ＞ 5',
    own: 'x2 1D6 → #1 [2] → 2 | #2 [5] → 5',
  },
  { input: 'rep2 1D6', faces: [2, 5], bcdice: '#1\n(1D6) ＞ 2\n\n#2\n(1D6) ＞ 5' },
  { input: 'repeat2 D66', faces: [1, 2, 3, 4], bcdice: '#1\n(D66) ＞ 12\n\n#2\n(D66) ＞ 34' },
  { input: 'x2 s1d6', faces: [2, 5], bcdice: '#1\n(1D6) ＞ 2\n\n#2\n(1D6) ＞ 5', secret: true },
  { input: 'Sx2 1d6', faces: [2, 5], bcdice: '#1\n(1D6) ＞ 2\n\n#2\n(1D6) ＞ 5', secret: true },
  { input: '×2 1d6', faces: [2, 5], bcdice: '#1\n(1D6) ＞ 2\n\n#2\n(1D6) ＞ 5' },
  { input: 'x2 choice[A,B]', faces: [1, 2], bcdice: '#1\n(choice[A,B]) ＞ A\n\n#2\n(choice[A,B]) ＞ B' },
  // The secret mark; full-width input as a Japanese IME types it.
  { input: 'S2d6', faces: [4, 1], bcdice: '(2D6) ＞ 5[4,1] ＞ 5', secret: true },
  { input: '２Ｄ６＞＝７', faces: [6, 1], bcdice: '(2D6>=7) ＞ 7[6,1] ＞ 7 ＞ 成功' },
  { input: '１ｄ２０ー２', faces: [5], bcdice: '(1D20-2) ＞ 5[5]-2 ＞ 3' },
  // The limits are BCDice's: 200 dice a term, 10,000 sides, 100 repetitions, 100 choices.
  {
    input: '200D1',
    faces: Array<number>(200).fill(1),
    bcdice: `(200D1) ＞ 200[${Array(200).fill(1).join(',')}] ＞ 200`,
  },
  { input: '1D10000', faces: [9876], bcdice: '(1D10000) ＞ 9876' },
  {
    input: 'x100 1D1',
    faces: Array<number>(100).fill(1),
    bcdice: Array.from({ length: 100 }, (_, i) => `#${i + 1}\n(1D1) ＞ 1`).join('\n\n'),
  },
  {
    input: 'choice[1-100]',
    faces: [100],
    sides: [100],
    bcdice: `(choice[${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}]) ＞ 100`,
  },
];

/** A refused line: the key, where it points, and any parameters. */
interface ErrCase {
  input: string;
  error: DiceErrorKey;
  at?: number;
  params?: Partial<DiceExprError>;
}

const errors: ErrCase[] = [
  { input: '', error: 'empty' },
  { input: '1+2', error: 'noDice', at: 0 },
  { input: '134 数値だけ', error: 'noDice', at: 0 },
  { input: '-', error: 'unexpectedEnd', at: 1 },
  { input: '2D6>=', error: 'unexpectedEnd', at: 5 },
  { input: '2D6>7)', error: 'unmatchedParen', at: 5 },
  { input: '1D6/3x', error: 'unexpectedChar', at: 5, params: { char: 'x' } },
  { input: '1d6+1234567890123', error: 'numberTooLarge', at: 4 },
  { input: '１Ｄ６＋ａ', error: 'unexpectedChar', at: 4, params: { char: 'ａ' } },
  { input: '4d6kh(', error: 'unexpectedEnd', at: 6 },
  { input: '2R6[>]', error: 'expectedNumber', at: 5 },
  { input: '201D6', error: 'tooManyDiceInTerm', at: 0, params: { count: 201, max: 200 } },
  { input: '201B6', error: 'tooManyDiceInTerm', at: 0 },
  { input: '1D10001', error: 'sidesOutOfRange', at: 2, params: { sides: 10001, max: 10000 } },
  { input: 'D0', error: 'sidesOutOfRange', at: 1 },
  { input: 'x101 1D6', error: 'repeatOutOfRange', at: 0, params: { count: 101, max: 100 } },
  { input: 'x0 1D6', error: 'repeatOutOfRange', at: 0 },
  { input: 'x100 101D6', error: 'tooManyDice', params: { count: 10_100, max: 10_000 } },
  { input: 'choice[1-101]', error: 'choiceTooMany', at: 7, params: { count: 101, max: 100 } },
  { input: '(1-2)D6', error: 'negativeCount', at: 0 },
  { input: '4d6kh(0-1)', error: 'negativeFilter', at: 3 },
  { input: '(1d6)d6', error: 'diceInCount', at: 5 },
  { input: 'D66+1', error: 'd66Alone', at: 0 },
  { input: '(1d6', error: 'unclosedParen', at: 0 },
  { input: `${'('.repeat(21)}1${')'.repeat(21)}d6`, error: 'tooDeep', at: 20 },
  { input: 'C(1/0)', error: 'divisionByZero', at: 3 },
  { input: '1d6*1000000000000*1000', error: 'resultTooLarge', at: 17 },
  { input: '2d6>=1d6', error: 'diceInTarget', at: 5 },
  { input: '2d6!7', error: 'badOperator', at: 3, params: { op: '!' } },
  { input: '2B6+3', error: 'poolMixed', at: 3, params: { kind: 'B' } },
  { input: '2d6+2r6', error: 'poolMixed', at: 5, params: { kind: 'R' } },
  { input: '1d6+2TY6', error: 'poolMixed', at: 5, params: { kind: 'T' } },
  { input: '2R6', error: 'rerollCondition', at: 0 },
  { input: '2R6<=7', error: 'rerollCondition', at: 0 },
  { input: '4U6', error: 'upperThreshold', at: 0, params: { threshold: 0 } },
  { input: '4U6[1]', error: 'upperThreshold', at: 0, params: { threshold: 1 } },
  { input: '4U6[6]+1@6', error: 'thresholdTwice', at: 8 },
  { input: '2TY21', error: 'tallySides', at: 3, params: { sides: 21, max: 20 } },
  { input: 'S', error: 'missingExpression', at: 1 },
  { input: 'x3', error: 'missingExpression', at: 2 },
  { input: 'x31d20', error: 'repeatNeedsSpace', at: 3 },
  { input: 'x3 x2 1d6', error: 'nestedRepeat', at: 3 },
  { input: 'x100 rep100 10D100', error: 'nestedRepeat', at: 5 },
  { input: 'choice[a,b', error: 'choiceUnclosed', at: 6, params: { close: ']' } },
  { input: 'choice(a,b]', error: 'choiceUnclosed', at: 6, params: { close: ')' } },
  { input: 'choice{a,b}', error: 'choiceOpen', at: 6 },
  { input: 'choice[, ,]', error: 'choiceEmpty', at: 6 },
  { input: 'choice[右]', error: 'choiceOne', at: 7 },
  { input: 'choice[D-A]', error: 'choiceOne', at: 7 },
  { input: 'choice0[a,b]', error: 'choiceTakes', at: 6, params: { takes: 0, items: 2 } },
  { input: 'choice3[a,b]', error: 'choiceTakes', at: 6 },
  { input: errorSamples.choiceItemTooLong.input, error: 'choiceItemTooLong', at: 7, params: { length: 101 } },
  { input: errorSamples.tooLong.input, error: 'tooLong', params: { length: 401, max: 400 } },
];

function totalOf(o: DiceOutcome | undefined): number | undefined {
  return o?.kind === 'sum' ? o.total : undefined;
}

describe('dice line: every form, rolled with fixed faces', () => {
  it.each(ok)('$input', (c) => {
    const parsed = parseDice(c.input);
    if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.error)}`);
    const die = scriptedDie(c.faces);
    const r = rollDice(parsed.program, die);
    expect(die.sides.length, 'every fixed face is used, no more').toBe(c.faces.length);
    expect(r.diceRolled).toBe(c.faces.length);
    const needed = diceNeeded(parsed.program);
    expect(needed.atLeast).toBe(parsed.program.open);
    if (parsed.program.open) expect(needed.count).toBeLessThanOrEqual(c.faces.length);
    else expect(needed.count).toBe(c.faces.length);
    if (c.sides) expect(die.sides).toEqual(c.sides);
    expect(describeDiceResult({ ...r, label: null, secret: false }, 'ja', 'bcdice')).toBe(c.bcdice);
    if (c.own) expect(describeDiceResult({ ...r, label: null, secret: false }, 'en', 'saddlegrid')).toBe(c.own);
    if (c.total !== undefined) expect(totalOf(r.outcomes[0])).toBe(c.total);
    if (c.success !== undefined) expect(r.outcomes[0]?.kind === 'sum' && r.outcomes[0].success).toBe(c.success);
    expect(r.secret).toBe(c.secret ?? false);
    if (c.label !== undefined) expect(r.label).toBe(c.label);
    // Typed-in faces fit exactly.
    expect(facesFit(parsed.program, c.faces)).toEqual({ ok: true, used: c.faces.length });
  });

  it('the table holds every form the issue lists, and more than 60 lines', () => {
    const inputs = ok.map((c) => c.input);
    for (const form of [
      'D66',
      '(2+3)D6',
      '2D20KH',
      '2D20KL',
      '3D6MAX+2',
      '5D10MIN',
      '5D10KH7',
      'x2 s1d6',
      'rep2 1D6',
    ]) {
      expect(inputs).toContain(form);
    }
    for (const form of ['U', 'R', 'C', 'F']) expect(inputs).toContain(`1D6+3/2${form}`);
    expect(inputs.filter((i) => i.includes('=>') || i.includes('=<'))).toHaveLength(2);
    expect(inputs.filter((i) => i.startsWith('choice')).length).toBeGreaterThanOrEqual(8);
    expect(ok.length + errors.length).toBeGreaterThanOrEqual(120);
  });
});

describe('dice line: refused lines', () => {
  it.each(errors)('$input → $error', (c) => {
    const parsed = parseDice(c.input);
    if (parsed.ok) throw new Error(`accepted as ${parsed.program.text}`);
    expect(parsed.error.key).toBe(c.error);
    expect(parsed.error.at).toBe(c.at);
    if (c.params) expect(parsed.error).toMatchObject(c.params);
  });

  it('the table and the testkit cover every error key; each sample gives its key where it says', () => {
    const keys = Object.keys(errorSamples).sort();
    expect([...new Set(errors.map((c) => c.error))].sort()).toEqual(keys);
    for (const [key, sample] of Object.entries(errorSamples)) {
      const parsed = parseDice(sample.input);
      expect(parsed.ok ? 'accepted' : [parsed.error.key, parsed.error.at], sample.input).toEqual([key, sample.at]);
    }
  });

  it('an error points at the character as typed (full-width input)', () => {
    const parsed = parseDice('ｘ３　１Ｄ６＋ａ');
    expect(!parsed.ok && [parsed.error.key, parsed.error.at, parsed.error.inputAt]).toEqual(['unexpectedChar', 7, 7]);
  });
});

describe('dice line: issue 18 reading for commands written before (legacy)', () => {
  it('a term of 66 sides is one 66-sided die; a line without dice rolls none; one choice is allowed', () => {
    const d66 = parseDice('1D66', { legacy: true });
    if (!d66.ok) throw new Error('refused');
    const die = scriptedDie([49]);
    expect(describeDiceResult(rollDice(d66.program, die), 'ja', 'bcdice')).toBe('(1D66) ＞ 49');
    expect(die.sides).toEqual([66]);
    const plain = parseDice('D66', { legacy: true });
    expect(plain.ok && plain.program.dice).toBe(1);
    const none = parseDice('1+2', { legacy: true });
    if (!none.ok) throw new Error('refused');
    expect(describeDiceResult(rollDice(none.program, scriptedDie([])), 'en')).toBe('1+2 → 3');
    expect(parseDice('choice[右]', { legacy: true }).ok).toBe(true);
  });
});

describe('typed-in faces ("I rolled…")', () => {
  it('a fixed count is exact; an R- or U-roll needs as many as its faces call for', () => {
    const p = (s: string) => {
      const r = parseDice(s);
      if (!r.ok) throw new Error('refused');
      return r.program;
    };
    expect(facesFit(p('2D6'), [3])).toEqual({ ok: false, need: 2, atLeast: false, given: 1 });
    expect(facesFit(p('2D6'), [3, 4, 5])).toEqual({ ok: false, need: 2, atLeast: false, given: 3 });
    expect(facesFit(p('1D6'), [7])).toEqual({ ok: false, bad: { index: 0, sides: 6, value: 7 } });
    expect(facesFit(p('D66'), [3, 5])).toEqual({ ok: true, used: 2 });
    // 2R6>=5: 5 and 6 call for two more dice; 1 and 2 end it.
    expect(facesFit(p('2R6>=5'), [5, 6])).toEqual({ ok: false, need: 3, atLeast: true, given: 2 });
    expect(facesFit(p('2R6>=5'), [5, 6, 1, 2])).toEqual({ ok: true, used: 4 });
    expect(facesFit(p('2R6>=5'), [1, 2, 3])).toEqual({ ok: false, need: 2, atLeast: false, given: 3 });
    // 1U6[6]: a 6 adds another die.
    expect(facesFit(p('1U6[6]'), [6, 6, 2])).toEqual({ ok: true, used: 3 });
    expect(facesFit(p('1U6[6]'), [6])).toEqual({ ok: false, need: 2, atLeast: true, given: 1 });
    expect(diceNeeded(p('2R6>=5'))).toEqual({ count: 2, atLeast: true });
  });
});

describe('dice line: details', () => {
  it('filters roll every die before choosing and mark the kept faces (ties: the earlier die first)', () => {
    const parsed = parseDice('4d6dl1');
    if (!parsed.ok) throw new Error('refused');
    const o = rollDice(parsed.program, scriptedDie([6, 1, 4, 1])).outcomes[0];
    expect(o?.kind === 'sum' && o.terms[0]).toEqual({
      faces: [6, 1, 4, 1],
      kept: [true, false, true, true],
      value: 11,
    });
  });

  it('rolls again stop at the limit of 10,000 dice for the line, and say so', () => {
    const parsed = parseDice('1R6[>=1]>=1');
    expect(parsed.ok).toBe(false); // BCDice refuses a condition that rolls again for ever
    const p = parseDice('1R2[2]');
    if (!p.ok) throw new Error('refused');
    const r = rollDice(p.program, () => 2);
    expect(r.diceRolled).toBe(10_000);
    const o = r.outcomes[0];
    expect(o?.kind === 'reroll' && o.truncated).toBe(true);
    expect(describeDiceResult(r, 'ja', 'bcdice')).toMatch(/打ち切りました/);
  });

  it('a program is plain data (it can be stored in a command) and rolls the same after a JSON round trip', () => {
    const parsed = parseDice('Sx2 4d6kh3+1d8-2>=10 登攀');
    if (!parsed.ok) throw new Error('refused');
    const copy = JSON.parse(JSON.stringify(parsed.program)) as typeof parsed.program;
    const faces = [6, 2, 5, 4, 8, 1, 1, 1, 1, 1];
    expect(rollDice(copy, scriptedDie(faces))).toEqual(rollDice(parsed.program, scriptedDie(faces)));
  });

  it('a result never shows -0', () => {
    const parsed = parseDice('-1d6*0');
    if (!parsed.ok) throw new Error('refused');
    expect(Object.is(totalOf(rollDice(parsed.program, scriptedDie([3])).outcomes[0]), 0)).toBe(true);
  });
});
