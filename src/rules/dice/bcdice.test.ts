/**
 * Issue 30: the dice line against BCDice 3's own results. `fixtures/bcdice-common-commands.json` holds every test
 * case of BCDice's test data for its default DiceBot (the common commands: sum, B, R, U, tally, calc, choice,
 * D66, repetition, secret), each with its input, the faces BCDice's randomizer gave (sides and value, in order)
 * and BCDice's output. Each is rolled here with exactly those faces: the dice must be asked for in the same order
 * with the same sides, every face must be used, and the text must be BCDice's to the character. Where BCDice
 * does not answer (not a command) or answers with an error text, the line is refused with its own message.
 */
import { describe, expect, it } from 'vitest';
import { bcdiceText } from '../../i18n/diceBcdice';
import { describeDiceError } from '../../i18n/dice';
import data from './fixtures/bcdice-common-commands.json';
import { parseDice, rollDice, type DiceErrorKey, type DiceResult } from './expr';

interface Case {
  file: string;
  input: string;
  output: string;
  rands: number[][];
  secret?: boolean;
  success?: boolean;
  failure?: boolean;
}
const cases = data.cases as Case[];

/** The lines BCDice does not roll, and the key of our refusal (BCDice's answer in the fixture). */
const refusals: Record<string, DiceErrorKey> = {
  '1D6/3x': 'unexpectedChar',
  '134 数値だけには反応しない': 'noDice',
  '1+2*3/4 数式だけには反応しない': 'noDice',
  '2R6': 'rerollCondition',
  '2R6<=7 無限に振り足ししてしまう': 'rerollCondition',
  '2D6> 目標値が空': 'unexpectedEnd',
  '2D6>?a 不正な目標値': 'unexpectedChar',
  '2D6>12?a 不正な目標値': 'unexpectedChar',
  'rep0 1D6': 'repeatOutOfRange',
  'rep101 1D6': 'repeatOutOfRange',
  rep1: 'missingExpression',
  'rep1 ': 'missingExpression',
  'rep2 ほげ': 'unexpectedChar',
  'x100 rep100 10D100': 'nestedRepeat',
  '4U6[6]+11>=21@4 角カッコと@の両指定はパースエラー': 'thresholdTwice',
  '4U6+2U4+11>=21 条件未指定': 'upperThreshold',
  '4U6+2U4[1]+14-3>=21 条件指定ミス': 'upperThreshold',
  '4U6+2U4+11>=21@1 条件指定ミス': 'upperThreshold',
  '4U6==21 比較演算子の確認': 'upperThreshold',
  '4U6<>21 比較演算子の確認': 'upperThreshold',
  'C(1/0) 0で割る': 'divisionByZero',
  'C(1+(2-3*4/(5/6))-7) 遠回しに0で割る': 'divisionByZero',
  'c1+4* 不正な式は評価しない': 'unexpectedEnd',
  'choice[A,B,C,D) 終端記号が違う': 'choiceUnclosed',
  'choice[A,B,C,D 終端記号がない': 'choiceUnclosed',
  'choice(A,B,C,D] 終端記号が違う': 'choiceUnclosed',
  'choice(A,B,C,D 終端記号がない': 'choiceUnclosed',
  'choice{A,B,C,D} 不正な範囲開始文字': 'choiceOpen',
  'choice[] 要素数ゼロ': 'choiceEmpty',
  'choice[, ,,  ,, ,] 要素数ゼロ': 'choiceEmpty',
  'choice0[abc,def] 0個とる': 'choiceTakes',
  'choice3[abc,def] とる数が多い': 'choiceTakes',
  'choice[F-A] 大小関係が逆': 'choiceOne',
  'choice[g-c] 大小関係が逆': 'choiceOne',
  'choice[10-3] 大小関係が逆': 'choiceOne',
  'choice[a-zz] 複数文字では省略にならない': 'choiceOne',
  'choice3[1-1000]': 'choiceTooMany',
  '0TY4 個数0はエラー': 'noDice',
  '(2-3)TY4 個数がマイナスはエラー': 'negativeCount',
  '2TY0 面数0はエラー': 'sidesOutOfRange',
  '2TY(0-1) 面数がマイナスはエラー': 'sidesOutOfRange',
  '2TY21 面数21以上はエラー': 'tallySides',
  '0TZ4 個数0はエラー': 'noDice',
  '(2-3)TZ4 個数がマイナスはエラー': 'negativeCount',
  '2TZ0 面数0はエラー': 'sidesOutOfRange',
  '2TZ(0-1) 面数がマイナスはエラー': 'sidesOutOfRange',
  '2TZ21 面数21以上はエラー': 'tallySides',
  // BCDice answers "(1D10001) ＞ 0" (it rolls nothing past 10,000 sides); the line says why instead.
  '1D10001': 'sidesOutOfRange',
};

/** Roll `input` with BCDice's faces: each die must ask for the sides BCDice's randomizer was asked for. */
function rollWith(input: string, rands: readonly number[][]): { result: DiceResult; used: number } {
  const parsed = parseDice(input);
  if (!parsed.ok) throw new Error(`refused ${input}: ${parsed.error.key}`);
  let used = 0;
  const result = rollDice(parsed.program, (sides) => {
    const r = rands[used++];
    if (!r) throw new Error(`${input}: die ${used} (d${sides}) has no face in the fixture`);
    expect(sides, `${input}: die ${used}`).toBe(r[0]);
    return r[1] as number;
  });
  return { result, used };
}

const rolled = cases.filter((c) => !Object.hasOwn(refusals, c.input));
const refused = cases.filter((c) => Object.hasOwn(refusals, c.input));

describe("BCDice 3's common commands: BCDice's own test cases", () => {
  it('the fixture is the whole DiceBot test data (sum, B, R, U, tally, calc, choice, D66, repetition)', () => {
    expect(cases.length).toBe(307);
    expect(new Set(cases.map((c) => c.file))).toEqual(
      new Set([
        'None',
        'AddDice',
        'D66Dice',
        'Repeat',
        'UpperDice',
        'calc',
        'choice',
        'tally_ty',
        'tally_tz',
        'randomizer',
      ]),
    );
    expect(rolled.length).toBe(259);
  });

  it.each(rolled.map((c) => [c.input, c] as const))('%s', (_input, c) => {
    const { result, used } = rollWith(c.input, c.rands);
    expect(used, 'every face BCDice rolled, no more').toBe(c.rands.length);
    expect(result.diceRolled).toBe(c.rands.length);
    expect(bcdiceText(result, 'ja')).toBe(c.output);
    expect(result.secret).toBe(c.secret === true);
    const o = result.outcomes[0];
    if (c.success || c.failure) expect(o?.kind === 'sum' && o.success).toBe(c.success === true);
  });

  it.each(refused.map((c) => [c.input, c] as const))('not rolled: %s', (_input, c) => {
    const parsed = parseDice(c.input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.key).toBe(refusals[c.input]);
    // A clear message in both languages (BCDice's own wording where it has one).
    expect(describeDiceError(parsed.error, 'ja')).toMatch(/。$/);
    expect(describeDiceError(parsed.error, 'en')).toMatch(/\.$/);
  });

  it('every refusal of the table is a case of the fixture', () => {
    expect(refused.length).toBe(Object.keys(refusals).length);
  });
});
