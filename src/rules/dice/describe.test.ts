import { describe, expect, it } from 'vitest';
import {
  describeDiceError,
  describeDiceResult,
  describeSecretRoll,
  diceErrorText,
  diceResultText,
} from '../../i18n/dice';
import { parseDice, rollDice, type DiceResult } from './expr';
import { errorSamples, scriptedDie } from './testkit';

function roll(input: string, faces: number[]): DiceResult {
  const parsed = parseDice(input);
  if (!parsed.ok) throw new Error(`refused ${input}: ${parsed.error.key}`);
  return rollDice(parsed.program, scriptedDie(faces));
}

const lines: { input: string; faces: number[]; en: string; ja: string }[] = [
  { input: '2d6>=7', faces: [3, 5], en: '2D6>=7 → [3,5] → 8 ≥ 7: success', ja: '2D6>=7 → [3,5] → 8 ≥ 7：成功' },
  {
    input: '2d6>=7 登攀',
    faces: [1, 2],
    en: '登攀: 2D6>=7 → [1,2] → 3 ≥ 7: failure',
    ja: '登攀：2D6>=7 → [1,2] → 3 ≥ 7：失敗',
  },
  {
    input: '1d20+7 Athletics (jump on)',
    faces: [12],
    en: 'Athletics (jump on): 1D20+7 → [12]+7 → 19',
    ja: 'Athletics (jump on)：1D20+7 → [12]+7 → 19',
  },
  { input: '4d6kh3', faces: [6, 1, 4, 3], en: '4D6kh3 → [6,(1),4,3] → 13', ja: '4D6kh3 → [6,(1),4,3] → 13' },
  {
    input: '(1d6+2)*2d4',
    faces: [5, 1, 4],
    en: '(1D6+2)*2D4 → ([5]+2)*[1,4] → 35',
    ja: '(1D6+2)*2D4 → ([5]+2)*[1,4] → 35',
  },
  { input: '7/2', faces: [], en: '7/2 → 3', ja: '7/2 → 3' },
  { input: '5>=3', faces: [], en: '5>=3 → 5 ≥ 3: success', ja: '5>=3 → 5 ≥ 3：成功' },
  { input: '1d6<>3', faces: [4], en: '1D6<>3 → [4] → 4 ≠ 3: success', ja: '1D6<>3 → [4] → 4 ≠ 3：成功' },
  { input: '1d20<=5', faces: [6], en: '1D20<=5 → [6] → 6 ≤ 5: failure', ja: '1D20<=5 → [6] → 6 ≤ 5：失敗' },
  { input: '3B6>=4', faces: [2, 4, 6], en: '3B6>=4 → [2,4,6] → successes: 2', ja: '3B6>=4 → [2,4,6] → 成功数：2' },
  { input: '2B6+1B8', faces: [3, 5, 8], en: '2B6+1B8 → [3,5],[8]', ja: '2B6+1B8 → [3,5],[8]' },
  {
    input: 'x3 1d20',
    faces: [14, 7, 20],
    en: 'x3 1D20 → #1 [14] → 14 | #2 [7] → 7 | #3 [20] → 20',
    ja: 'x3 1D20 → #1 [14] → 14 | #2 [7] → 7 | #3 [20] → 20',
  },
  {
    input: 'x2 2d6>=7 崖',
    faces: [6, 6, 1, 1],
    en: '崖: x2 2D6>=7 → #1 [6,6] → 12 ≥ 7: success | #2 [1,1] → 2 ≥ 7: failure',
    ja: '崖：x2 2D6>=7 → #1 [6,6] → 12 ≥ 7：成功 | #2 [1,1] → 2 ≥ 7：失敗',
  },
  {
    input: 'Sx2 1d6',
    faces: [3, 5],
    en: '(secret) x2 1D6 → #1 [3] → 3 | #2 [5] → 5',
    ja: '（シークレットダイス）x2 1D6 → #1 [3] → 3 | #2 [5] → 5',
  },
  {
    input: 'S2d6>=7 見張り',
    faces: [4, 4],
    en: '(secret) 見張り: 2D6>=7 → [4,4] → 8 ≥ 7: success',
    ja: '（シークレットダイス）見張り：2D6>=7 → [4,4] → 8 ≥ 7：成功',
  },
  { input: 'choice[右,左,前] 方向', faces: [2], en: '方向: choice[右,左,前] → 左', ja: '方向：choice[右,左,前] → 左' },
  {
    input: '２Ｄ６＞＝７　登攀',
    faces: [6, 2],
    en: '登攀: 2D6>=7 → [6,2] → 8 ≥ 7: success',
    ja: '登攀：2D6>=7 → [6,2] → 8 ≥ 7：成功',
  },
];

/** What is left of a line once the user's own text (expression, label, choice items) is removed. */
function withoutUserText(line: string, r: DiceResult): string {
  let s = line.split(r.text).join('');
  if (r.label) s = s.split(r.label).join('');
  for (const o of r.outcomes) if (o.kind === 'choice') for (const item of o.items) s = s.split(item).join('');
  return s;
}

const latinWord = /[A-Za-z]{2,}/;

describe('describeDiceResult', () => {
  it.each(lines)('$input', ({ input, faces, en, ja }) => {
    const r = roll(input, faces);
    expect(describeDiceResult(r, 'en')).toBe(en);
    expect(describeDiceResult(r, 'ja')).toBe(ja);
    expect(diceResultText(r)).toEqual({ en, ja });
  });

  it('Japanese lines have no Latin words besides the notation and the user’s text; English ones do (the check can fail)', () => {
    let englishWords = 0;
    for (const { input, faces } of lines) {
      const r = roll(input, faces);
      expect(withoutUserText(describeDiceResult(r, 'ja'), r), input).not.toMatch(latinWord);
      if (latinWord.test(withoutUserText(describeDiceResult(r, 'en'), r))) englishWords++;
    }
    expect(englishWords).toBeGreaterThanOrEqual(8);
  });

  it('the player view’s notice for a secret roll, in both languages', () => {
    expect(describeSecretRoll('en')).toBe('The GM rolled secretly.');
    expect(describeSecretRoll('ja')).toBe('ゲームマスターがシークレットダイスを振りました。');
    expect(describeSecretRoll('ja')).not.toMatch(latinWord);
  });
});

describe('describeDiceError', () => {
  it('exact messages, pointing at the character as typed (1-based)', () => {
    const e = (input: string) => {
      const parsed = parseDice(input);
      if (parsed.ok) throw new Error('accepted');
      return parsed.error;
    };
    expect(describeDiceError(e('1d6+a'), 'en')).toBe('Position 5: Cannot read "a" here.');
    expect(describeDiceError(e('1d6+a'), 'ja')).toBe('5文字目：「a」は読み取れません。');
    expect(describeDiceError(e('２ｄ６＋ａ'), 'ja')).toBe('5文字目：「ａ」は読み取れません。');
    expect(describeDiceError(e('2d6≧≧7'), 'en')).toBe('Position 5: Cannot read "≧" here.');
    expect(describeDiceError(e('4d6kh5'), 'en')).toBe('Position 4: Cannot keep or drop 5 of 4 dice.');
    expect(describeDiceError(e('4d6kh5'), 'ja')).toBe('4文字目：4個のダイスから5個を選ぶことはできません。');
    expect(describeDiceError(e(''), 'en')).toBe('Type a dice expression, e.g. 2D6>=7 or 1d20+5.');
    expect(describeDiceError(e(''), 'ja')).toBe('ダイスの式を入力してください（例：2D6>=7、1D20+5）。');
    expect(describeDiceError(e('x3 100d6'), 'en')).toBe(
      'Too many dice in this line: 300 (at most 200, repetitions included).',
    );
    expect(describeDiceError(e('x3 100d6'), 'ja')).toBe(
      'この行のダイスが多すぎます（300個、繰り返しを含めて200個まで）。',
    );
    expect(describeDiceError(e('1d6+1234567890'), 'en')).toBe('Position 5: Numbers can be at most 1,000,000,000.');
    expect(describeDiceError(e('1d6/(1d2-1)'), 'ja')).toBe(
      '4文字目：割る数が0になる可能性があります（0では割れません）。',
    );
  });

  it.each(Object.entries(errorSamples))(
    '%s: a message in both languages; Japanese without English words',
    (key, { input }) => {
      const parsed = parseDice(input);
      if (parsed.ok) throw new Error('accepted');
      expect(parsed.error.key).toBe(key);
      const { en, ja } = diceErrorText(parsed.error);
      expect(en).toMatch(latinWord);
      expect(ja.replace(/「[^」]*」/g, '')).not.toMatch(latinWord);
      expect(ja).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      const n = parsed.error.inputAt;
      if (n === undefined) {
        expect(en).not.toMatch(/^Position/);
        expect(ja).not.toMatch(/文字目/);
      } else {
        expect(en.startsWith(`Position ${n + 1}: `)).toBe(true);
        expect(ja.startsWith(`${n + 1}文字目：`)).toBe(true);
      }
    },
  );
});
