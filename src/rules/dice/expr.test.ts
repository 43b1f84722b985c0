import { describe, expect, it } from 'vitest';
import {
  diceNeeded,
  parseDice,
  rollDice,
  type DiceErrorKey,
  type DiceExprError,
  type DiceOutcome,
  type DiceResult,
} from './expr';
import { errorSamples, scriptedDie } from './testkit';

/** An accepted line rolled with scripted faces; every listed field is checked (outcome fields per repetition). */
interface OkCase {
  input: string;
  faces: number[];
  text: string;
  /** Sides of the dice asked for, in order (defaults: not checked). */
  sides?: number[];
  label?: string | null;
  secret?: boolean;
  repeat?: number | null;
  total?: number | number[];
  success?: boolean | boolean[];
  kept?: boolean[][];
  successes?: number | null;
  poolFaces?: number[];
  item?: string | string[];
}

/** A refused line: the key, where it points, and any parameters. */
interface ErrCase {
  input: string;
  error: DiceErrorKey;
  at?: number;
  inputAt?: number;
  params?: Partial<DiceExprError>;
}

const ok: OkCase[] = [
  // plain dice, comparison
  { input: '2d6>=7', faces: [3, 5], text: '2D6>=7', sides: [6, 6], total: 8, success: true },
  { input: '2D6>=7', faces: [1, 2], text: '2D6>=7', total: 3, success: false },
  { input: '1d20+5>=15', faces: [10], text: '1D20+5>=15', total: 15, success: true },
  { input: '1d20+5>=15', faces: [9], text: '1D20+5>=15', total: 14, success: false },
  { input: 'd20', faces: [7], text: '1D20', sides: [20], total: 7 },
  { input: 'D6', faces: [4], text: '1D6', total: 4 },
  { input: '1d1', faces: [1], text: '1D1', sides: [1], total: 1 },
  { input: '100d6', faces: Array(100).fill(1), text: '100D6', total: 100 },
  { input: '1d1000', faces: [1000], text: '1D1000', total: 1000 },
  // operators and precedence
  { input: '1d6+1d4', faces: [6, 4], text: '1D6+1D4', sides: [6, 4], total: 10 },
  { input: '2d6-1', faces: [1, 1], text: '2D6-1', total: 1 },
  { input: '1d6*3', faces: [4], text: '1D6*3', total: 12 },
  { input: '7/2', faces: [], text: '7/2', total: 3 },
  { input: '-7/2', faces: [], text: '-7/2', total: -4 },
  { input: '1d6/2', faces: [5], text: '1D6/2', total: 2 },
  { input: '1d6/(1d6+1)', faces: [6, 1], text: '1D6/(1D6+1)', total: 3 },
  { input: '2+3*4', faces: [], text: '2+3*4', total: 14 },
  { input: '(2+3)*4', faces: [], text: '(2+3)*4', total: 20 },
  { input: '2*3+4*5', faces: [], text: '2*3+4*5', total: 26 },
  { input: '10-2-3', faces: [], text: '10-2-3', total: 5 },
  { input: '100/10/5', faces: [], text: '100/10/5', total: 2 },
  { input: '2-(3-(4-5))', faces: [], text: '2-(3-(4-5))', total: -2 },
  { input: '-1d6', faces: [3], text: '-1D6', total: -3 },
  { input: '--5', faces: [], text: '--5', total: 5 },
  { input: '1d6--2', faces: [1], text: '1D6--2', total: 3 },
  { input: '((1d6))*2', faces: [6], text: '((1D6))*2', total: 12 },
  { input: `${'('.repeat(20)}1${')'.repeat(20)}`, faces: [], text: `${'('.repeat(20)}1${')'.repeat(20)}`, total: 1 },
  { input: '5', faces: [], text: '5', total: 5 },
  { input: '1d20+2d6+3', faces: [14, 3, 5], text: '1D20+2D6+3', sides: [20, 6, 6], total: 25 },
  { input: '1d6*0', faces: [4], text: '1D6*0', total: 0 },
  // keep / drop
  { input: '4d6kh3', faces: [3, 5, 1, 6], text: '4D6kh3', total: 14, kept: [[true, true, false, true]] },
  { input: '4d6k3', faces: [3, 5, 1, 6], text: '4D6kh3', total: 14, kept: [[true, true, false, true]] },
  { input: '4D6KH3', faces: [6, 6, 6, 6], text: '4D6kh3', total: 18, kept: [[true, true, true, false]] },
  { input: '4d6kl1', faces: [3, 5, 1, 6], text: '4D6kl1', total: 1, kept: [[false, false, true, false]] },
  { input: '4d6dh1', faces: [3, 5, 1, 6], text: '4D6dh1', total: 9, kept: [[true, true, true, false]] },
  { input: '4d6dl1', faces: [3, 5, 1, 6], text: '4D6dl1', total: 14, kept: [[true, true, false, true]] },
  { input: '3d6kh1', faces: [5, 5, 2], text: '3D6kh1', total: 5, kept: [[true, false, false]] },
  { input: '3d6dl1', faces: [2, 5, 2], text: '3D6dl1', total: 7, kept: [[false, true, true]] },
  { input: '2d20kh1+5>=15', faces: [4, 12], text: '2D20kh1+5>=15', total: 17, success: true, kept: [[false, true]] },
  { input: '4d6kh0', faces: [1, 2, 3, 4], text: '4D6kh0', total: 0, kept: [[false, false, false, false]] },
  { input: '4d6dl4', faces: [1, 2, 3, 4], text: '4D6dl4', total: 0 },
  { input: '4d6kh3+1d8', faces: [2, 2, 2, 2, 8], text: '4D6kh3+1D8', sides: [6, 6, 6, 6, 8], total: 14 },
  // every comparison
  { input: '5>=3', faces: [], text: '5>=3', total: 5, success: true },
  { input: '1d6<=3', faces: [3], text: '1D6<=3', success: true },
  { input: '1d6<3', faces: [3], text: '1D6<3', success: false },
  { input: '1d6>3', faces: [4], text: '1D6>3', success: true },
  { input: '1d6=3', faces: [3], text: '1D6=3', success: true },
  { input: '1d6==3', faces: [2], text: '1D6=3', success: false },
  { input: '1d6<>3', faces: [3], text: '1D6<>3', success: false },
  { input: '1d6!=3', faces: [2], text: '1D6<>3', success: true },
  { input: '2d6>=5+2', faces: [3, 3], text: '2D6>=5+2', total: 6, success: false },
  { input: '1d20-5>=-2', faces: [3], text: '1D20-5>=-2', total: -2, success: true },
  // B-rolls (バラバラロール)
  { input: '2B6', faces: [3, 5], text: '2B6', poolFaces: [3, 5], successes: null },
  { input: '3B6>=4', faces: [2, 4, 6], text: '3B6>=4', poolFaces: [2, 4, 6], successes: 2 },
  { input: '3b6<3', faces: [1, 2, 3], text: '3B6<3', successes: 2 },
  { input: '2b6+3b8>=5', faces: [5, 1, 2, 8, 5], text: '2B6+3B8>=5', sides: [6, 6, 8, 8, 8], successes: 3 },
  { input: 'B10', faces: [7], text: '1B10', poolFaces: [7] },
  // repetition
  { input: 'x3 1d20', faces: [14, 7, 20], text: 'x3 1D20', repeat: 3, total: [14, 7, 20] },
  {
    input: 'X2 2d6>=7 崖登り',
    faces: [3, 5, 1, 1],
    text: 'x2 2D6>=7',
    label: '崖登り',
    total: [8, 2],
    success: [true, false],
  },
  { input: 'x1 1d6', faces: [2], text: 'x1 1D6', repeat: 1, total: [2] },
  { input: 'x2 4d6kh3', faces: [1, 2, 3, 4, 6, 6, 6, 1], text: 'x2 4D6kh3', total: [9, 18] },
  { input: 'x2 choice[右,左]', faces: [2, 1], text: 'x2 choice[右,左]', item: ['左', '右'] },
  { input: 'x20 10d6', faces: Array(200).fill(6), text: 'x20 10D6', total: Array(20).fill(60) },
  { input: 'x3 1d20 Perception', faces: [1, 2, 3], text: 'x3 1D20', label: 'Perception' },
  // choice
  { input: 'choice[右,左,前]', faces: [2], text: 'choice[右,左,前]', sides: [3], item: '左' },
  { input: 'CHOICE[右,左]', faces: [1], text: 'choice[右,左]', item: '右' },
  { input: 'choice(北,南)', faces: [2], text: 'choice[北,南]', item: '南' },
  { input: 'choice[ 右 , 左 ] 方向', faces: [2], text: 'choice[右,左]', label: '方向', item: '左' },
  { input: 'choice[flee the field]', faces: [1], text: 'choice[flee the field]', sides: [1], item: 'flee the field' },
  // secret
  { input: 'S1d20', faces: [5], text: '1D20', secret: true, total: 5 },
  { input: 's2d6>=7', faces: [4, 3], text: '2D6>=7', secret: true, success: true },
  { input: 'Sx3 1d6', faces: [1, 2, 3], text: 'x3 1D6', secret: true, repeat: 3, total: [1, 2, 3] },
  { input: 'Schoice[a,b]', faces: [2], text: 'choice[a,b]', secret: true, item: 'b' },
  { input: 'S3B6>=5 見張り', faces: [5, 6, 1], text: '3B6>=5', secret: true, label: '見張り', successes: 2 },
  { input: '1d6', faces: [1], text: '1D6', secret: false, label: null, repeat: null },
  // labels
  { input: '1d20+7 Athletics (jump on)', faces: [12], text: '1D20+7', label: 'Athletics (jump on)', total: 19 },
  { input: '2d6>=7 登攀', faces: [6, 1], text: '2D6>=7', label: '登攀', success: true },
  { input: '  1d6   trailing  ', faces: [3], text: '1D6', label: 'trailing' },
  { input: '1d20 + 5', faces: [11], text: '1D20', label: '+ 5', total: 11 },
  // full-width input
  { input: '２Ｄ６＞＝７', faces: [3, 4], text: '2D6>=7', total: 7, success: true },
  { input: '２ｄ６＋１　登攀　（崖）', faces: [2, 2], text: '2D6+1', label: '登攀　（崖）', total: 5 },
  { input: '１Ｄ２０≧１５', faces: [15], text: '1D20>=15', success: true },
  { input: '１Ｄ２０≦５', faces: [6], text: '1D20<=5', success: false },
  { input: '1d6ー1', faces: [3], text: '1D6-1', total: 2 },
  { input: '2d6×2', faces: [1, 2], text: '2D6*2', total: 6 },
  { input: '×3 1d6', faces: [1, 2, 3], text: 'x3 1D6', repeat: 3 },
  { input: 'ｘ２　１ｄ６', faces: [4, 5], text: 'x2 1D6', total: [4, 5] },
  { input: 'Ｓ１Ｄ１００', faces: [42], text: '1D100', secret: true, total: 42 },
  { input: 'ｃｈｏｉｃｅ［右，左］', faces: [1], text: 'choice[右,左]', item: '右' },
  { input: '３Ｂ６＞＝４', faces: [4, 4, 3], text: '3B6>=4', successes: 2 },
  { input: '4d6ＫＨ3', faces: [1, 1, 1, 2], text: '4D6kh3', total: 4 },
];

const errors: ErrCase[] = [
  { input: '', error: 'empty' },
  { input: '   ', error: 'empty' },
  { input: '　', error: 'empty' },
  { input: `1d6 ${'x'.repeat(197)}`, error: 'tooLong', params: { length: 201, max: 200 } },
  { input: 'hello', error: 'unexpectedChar', at: 0, params: { char: 'h' } },
  { input: '1d6+a', error: 'unexpectedChar', at: 4, params: { char: 'a' } },
  { input: '2d6abc', error: 'unexpectedChar', at: 3 },
  { input: '()', error: 'unexpectedChar', at: 1, params: { char: ')' } },
  { input: '2(1d6)', error: 'unexpectedChar', at: 1 },
  { input: '4d6d2', error: 'unexpectedChar', at: 3 },
  { input: '1d6>=7>=8', error: 'unexpectedChar', at: 6 },
  { input: '1d6!7', error: 'unexpectedChar', at: 3, params: { char: '!' } },
  { input: 'choice[a,b]x', error: 'unexpectedChar', at: 11 },
  { input: '2d6≧≧7', error: 'unexpectedChar', at: 5, inputAt: 4, params: { char: '≧' } },
  { input: '２ｄ６＋ａ', error: 'unexpectedChar', at: 4, inputAt: 4, params: { char: 'ａ' } },
  { input: '×d6', error: 'unexpectedChar', at: 0, params: { char: '×' } },
  { input: '1d6+', error: 'unexpectedEnd', at: 4 },
  { input: '2d6>=', error: 'unexpectedEnd', at: 5 },
  { input: '-', error: 'unexpectedEnd', at: 1 },
  { input: '2d', error: 'expectedNumber', at: 2 },
  { input: '2d+1', error: 'expectedNumber', at: 2 },
  { input: '4d6kh', error: 'expectedNumber', at: 5 },
  { input: '1d6+1234567890', error: 'numberTooLarge', at: 4, params: { max: 1_000_000_000 } },
  { input: '0d6', error: 'noDice', at: 0 },
  { input: '101d6', error: 'tooManyDiceInTerm', at: 0, params: { count: 101, max: 100 } },
  { input: '101B6', error: 'tooManyDiceInTerm', at: 0 },
  { input: 'x3 100d6', error: 'tooManyDice', params: { count: 300, max: 200 } },
  { input: '100d6+100d6+1d6', error: 'tooManyDice', params: { count: 201 } },
  { input: 'd0', error: 'sidesOutOfRange', at: 1, params: { sides: 0, min: 1, max: 1000 } },
  { input: '1d1001', error: 'sidesOutOfRange', at: 2, params: { sides: 1001 } },
  { input: '2B0', error: 'sidesOutOfRange', at: 2 },
  { input: '4d6kh5', error: 'keepTooMany', at: 3, params: { count: 5, dice: 4 } },
  { input: '3d6dl4', error: 'keepTooMany', at: 3 },
  { input: '(1d6', error: 'unclosedParen', at: 0 },
  { input: '((1d6)', error: 'unclosedParen', at: 0 },
  { input: '1d6)', error: 'unmatchedParen', at: 3 },
  { input: '2d6>=7)', error: 'unmatchedParen', at: 6 },
  { input: `${'('.repeat(21)}1${')'.repeat(21)}`, error: 'tooDeep', at: 20, params: { max: 20 } },
  { input: '1d6/0', error: 'divisionByZero', at: 3 },
  { input: '1d6/(1d2-1)', error: 'divisionByZero', at: 3 },
  { input: '1d6/(2-2)', error: 'divisionByZero', at: 3 },
  { input: '2d6>=7/0', error: 'divisionByZero', at: 6 },
  { input: '1000000000*1000000000', error: 'resultTooLarge', at: 10 },
  { input: '2d6>=1d6', error: 'diceInTarget', at: 5 },
  { input: '3B6>=1B6', error: 'diceInTarget', at: 5 },
  { input: '2B6+3', error: 'poolMixed', at: 3 },
  { input: '3+2B6', error: 'poolMixed', at: 1 },
  { input: '2B6*2', error: 'poolMixed', at: 3 },
  { input: '-2B6', error: 'poolMixed', at: 0 },
  { input: '(2B6)', error: 'poolMixed', at: 0 },
  { input: '2B6+1d6', error: 'poolMixed', at: 3 },
  { input: 'S', error: 'missingExpression', at: 1 },
  { input: 'S 1d6', error: 'missingExpression', at: 1 },
  { input: 'x3', error: 'missingExpression', at: 2 },
  { input: 'x3   ', error: 'missingExpression', at: 5 },
  { input: 'x0 1d6', error: 'repeatOutOfRange', at: 0, params: { count: 0, min: 1, max: 20 } },
  { input: 'x21 1d6', error: 'repeatOutOfRange', at: 0, params: { count: 21 } },
  { input: 'x31d20', error: 'repeatNeedsSpace', at: 3 },
  { input: 'x3 x2 1d6', error: 'nestedRepeat', at: 3 },
  { input: 'x3 S1d6', error: 'secretFirst', at: 3 },
  { input: 'choice[a,b', error: 'choiceUnclosed', at: 6 },
  { input: 'choice(a,b]', error: 'choiceUnclosed', at: 6 },
  { input: 'choice[]', error: 'choiceEmpty', at: 6 },
  { input: 'choice[ ]', error: 'choiceEmpty', at: 6 },
  { input: 'choice[a,,b]', error: 'choiceEmptyItem', at: 9, params: { index: 1 } },
  { input: 'choice[a,]', error: 'choiceEmptyItem', at: 9, params: { index: 1 } },
  { input: errorSamples.choiceTooMany.input, error: 'choiceTooMany', at: 0, params: { count: 51, max: 50 } },
  {
    input: errorSamples.choiceItemTooLong.input,
    error: 'choiceItemTooLong',
    at: 7,
    params: { index: 0, length: 41, max: 40 },
  },
];

function asArray<T>(v: T | T[]): T[] {
  return Array.isArray(v) ? v : [v];
}

function total(o: DiceOutcome | undefined): number | undefined {
  return o?.kind === 'sum' ? o.total : undefined;
}

describe('dice expressions: accepted lines, rolled with scripted faces', () => {
  it.each(ok)('$input', (c) => {
    const parsed = parseDice(c.input);
    if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.error)}`);
    const { program } = parsed;
    const die = scriptedDie(c.faces);
    const r: DiceResult = rollDice(program, die);
    // every scripted face is consumed, no more: the faces map to the dice predictably
    expect(die.sides.length).toBe(c.faces.length);
    expect(r.diceRolled).toBe(c.faces.length);
    expect(diceNeeded(program)).toBe(c.faces.length);
    expect(r.text).toBe(c.text);
    if (c.sides) expect(die.sides).toEqual(c.sides);
    if (c.label !== undefined) expect(r.label).toBe(c.label);
    if (c.secret !== undefined) expect(r.secret).toBe(c.secret);
    if (c.repeat !== undefined) expect(r.repeat).toBe(c.repeat);
    expect(r.outcomes.length).toBe(r.repeat ?? 1);
    if (c.total !== undefined) expect(r.outcomes.map(total)).toEqual(asArray(c.total));
    if (c.success !== undefined)
      expect(r.outcomes.map((o) => (o.kind === 'sum' ? o.comparison?.success : undefined))).toEqual(asArray(c.success));
    if (c.kept) expect(r.outcomes.flatMap((o) => (o.kind === 'sum' ? o.terms.map((t) => t.kept) : []))).toEqual(c.kept);
    if (c.successes !== undefined)
      expect(r.outcomes.map((o) => (o.kind === 'pool' ? o.successes : undefined))).toEqual([c.successes]);
    if (c.poolFaces) expect(r.outcomes.map((o) => (o.kind === 'pool' ? o.faces : undefined))).toEqual([c.poolFaces]);
    if (c.item !== undefined)
      expect(r.outcomes.map((o) => (o.kind === 'choice' ? o.item : undefined))).toEqual(asArray(c.item));
    // the faces in the result are exactly the faces rolled, in rolling order
    const reported = r.outcomes.flatMap((o) =>
      o.kind === 'sum' ? o.terms.flatMap((t) => t.faces) : o.kind === 'pool' ? o.faces : [o.face],
    );
    expect(reported).toEqual(c.faces);
  });
});

describe('dice expressions: refused lines', () => {
  it.each(errors)('$input → $error', (c) => {
    const parsed = parseDice(c.input);
    if (parsed.ok) throw new Error(`accepted as ${parsed.program.text}`);
    expect(parsed.error.key).toBe(c.error);
    expect(parsed.error.at).toBe(c.at);
    expect(parsed.error.inputAt).toBe(c.inputAt ?? c.at);
    if (c.params) expect(parsed.error).toMatchObject(c.params);
  });

  it('the tables cover every error key, and each sample in the testkit gives its key', () => {
    const keys = Object.keys(errorSamples).sort();
    expect([...new Set(errors.map((c) => c.error))].sort()).toEqual(keys);
    for (const [key, sample] of Object.entries(errorSamples)) {
      const parsed = parseDice(sample.input);
      expect(parsed.ok ? 'accepted' : [parsed.error.key, parsed.error.at], sample.input).toEqual([key, sample.at]);
    }
  });

  it('the tables are large enough (issue 18: at least 60 expressions)', () => {
    expect(ok.length + errors.length).toBeGreaterThanOrEqual(120);
    expect(ok.length).toBeGreaterThanOrEqual(60);
  });
});

describe('dice expressions: details', () => {
  it('keep/drop rolls every die before choosing, and marks the faces of the roll card', () => {
    const parsed = parseDice('4d6dl1');
    if (!parsed.ok) throw new Error('refused');
    const r = rollDice(parsed.program, scriptedDie([6, 1, 4, 3]));
    const o = r.outcomes[0];
    expect(o?.kind === 'sum' && o.terms[0]).toEqual({
      count: 4,
      sides: 6,
      keep: { mode: 'dl', count: 1 },
      faces: [6, 1, 4, 3],
      kept: [true, false, true, true],
      value: 13,
    });
  });

  it('the sum body marks where the dice stand in the text', () => {
    const parsed = parseDice('(1d6+2)*2d4');
    if (!parsed.ok || parsed.program.body.kind !== 'sum') throw new Error('refused');
    expect(parsed.program.body.parts).toEqual([{ text: '(' }, { term: 0 }, { text: '+2)*' }, { term: 1 }]);
  });

  it('a B-roll marks each die as a success or not', () => {
    const parsed = parseDice('2b6+2b10>=6');
    if (!parsed.ok) throw new Error('refused');
    const o = rollDice(parsed.program, scriptedDie([6, 5, 9, 1])).outcomes[0];
    expect(o?.kind === 'pool' && o.groups.map((g) => g.hits)).toEqual([
      [true, false],
      [true, false],
    ]);
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
    const o = rollDice(parsed.program, scriptedDie([3])).outcomes[0];
    expect(Object.is(total(o), 0)).toBe(true);
  });
});
