/**
 * The dice line's log text (issue 30): BCDice's format by default in Japanese, the project's own by default in
 * English, either on request in either language; secret marks, labels; the error messages.
 */
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

/** A roll in both formats and both languages: [BCDice ja, BCDice en, own en, own ja]. */
const lines: { input: string; faces: number[]; bcdice: string; bcdiceEn?: string; en: string; ja: string }[] = [
  {
    input: '2d6>=7 登攀',
    faces: [4, 5],
    bcdice: '登攀 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功',
    bcdiceEn: '登攀 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ Success',
    en: '登攀: 2D6>=7 → [4,5] → 9 ≥ 7: success',
    ja: '登攀：2D6>=7 → [4,5] → 9 ≥ 7：成功',
  },
  {
    input: '1d20+7 Athletics (jump on)',
    faces: [12],
    bcdice: 'Athletics (jump on) (1D20+7) ＞ 12[12]+7 ＞ 19',
    en: 'Athletics (jump on): 1D20+7 → [12]+7 → 19',
    ja: 'Athletics (jump on)：1D20+7 → [12]+7 → 19',
  },
  {
    input: '4d6kh3',
    faces: [6, 1, 4, 3],
    bcdice: '(4D6KH3) ＞ 13[1,3,4,6] ＞ 13',
    en: '4D6KH3 → [6,(1),4,3] → 13',
    ja: '4D6KH3 → [6,(1),4,3] → 13',
  },
  {
    input: '(1d6+2)*2d4',
    faces: [5, 1, 4],
    bcdice: '((1D6+2)*2D4) ＞ (5[5]+2)*5[1,4] ＞ 35',
    en: '(1D6+2)*2D4 → ([5]+2)*[1,4] → 35',
    ja: '(1D6+2)*2D4 → ([5]+2)*[1,4] → 35',
  },
  {
    input: '1d20<=5',
    faces: [6],
    bcdice: '(1D20<=5) ＞ 6 ＞ 失敗',
    bcdiceEn: '(1D20<=5) ＞ 6 ＞ Failure',
    en: '1D20<=5 → [6] → 6 ≤ 5: failure',
    ja: '1D20<=5 → [6] → 6 ≤ 5：失敗',
  },
  {
    input: '3B6>=4',
    faces: [2, 4, 6],
    bcdice: '(3B6>=4) ＞ 2,4,6 ＞ 成功数2',
    bcdiceEn: '(3B6>=4) ＞ 2,4,6 ＞ Successes 2',
    en: '3B6>=4 → [2,4,6] → successes: 2',
    ja: '3B6>=4 → [2,4,6] → 成功数：2',
  },
  {
    input: '2R6>=5',
    faces: [5, 1, 6, 2],
    bcdice: '(2R6[5]>=5) ＞ 5,1 + 6 + 2 ＞ 成功数2',
    bcdiceEn: '(2R6[5]>=5) ＞ 5,1 + 6 + 2 ＞ Successes 2',
    en: '2R6[5]>=5 → [5,1] + [6] + [2] → successes: 2',
    ja: '2R6[5]>=5 → [5,1] + [6] + [2] → 成功数：2',
  },
  {
    input: '2U6[6]+1',
    faces: [6, 2, 3],
    bcdice: '(2U6[6]+1) ＞ 8[6,2],3+1 ＞ 9/12(最大/合計)',
    bcdiceEn: '(2U6[6]+1) ＞ 8[6,2],3+1 ＞ 9/12(max/total)',
    en: '2U6[6]+1 → 8[6,2], 3+1 → max 9, total 12',
    ja: '2U6[6]+1 → 8[6,2], 3+1 → 最大 9、合計 12',
  },
  { input: 'D66', faces: [6, 1], bcdice: '(D66) ＞ 61', en: 'D66 → [6,1] → 61', ja: 'D66 → [6,1] → 61' },
  { input: 'C(10/3U)', faces: [], bcdice: 'c(10/3C) ＞ 4', en: 'c(10/3C) → 4', ja: 'c(10/3C) → 4' },
  {
    input: 'choice2[右,左,前] 方向',
    faces: [2, 2],
    bcdice: '方向 (choice2[右,左,前]) ＞ 左, 前',
    en: '方向: choice2[右,左,前] → 左, 前',
    ja: '方向：choice2[右,左,前] → 左、前',
  },
  {
    input: 'x2 2d6>=7 崖',
    faces: [6, 6, 1, 1],
    bcdice: '崖 #1\n(2D6>=7) ＞ 12[6,6] ＞ 12 ＞ 成功\n\n#2\n(2D6>=7) ＞ 2[1,1] ＞ 2 ＞ 失敗',
    bcdiceEn: '崖 #1\n(2D6>=7) ＞ 12[6,6] ＞ 12 ＞ Success\n\n#2\n(2D6>=7) ＞ 2[1,1] ＞ 2 ＞ Failure',
    en: '崖: x2 2D6>=7 → #1 [6,6] → 12 ≥ 7: success | #2 [1,1] → 2 ≥ 7: failure',
    ja: '崖：x2 2D6>=7 → #1 [6,6] → 12 ≥ 7：成功 | #2 [1,1] → 2 ≥ 7：失敗',
  },
  {
    input: 'S2d6>=7 見張り',
    faces: [4, 4],
    bcdice: '（シークレットダイス）見張り (2D6>=7) ＞ 8[4,4] ＞ 8 ＞ 成功',
    bcdiceEn: '(secret) 見張り (2D6>=7) ＞ 8[4,4] ＞ 8 ＞ Success',
    en: '(secret) 見張り: 2D6>=7 → [4,4] → 8 ≥ 7: success',
    ja: '（シークレットダイス）見張り：2D6>=7 → [4,4] → 8 ≥ 7：成功',
  },
];

/** What is left of a line once the user's text (label, choice items) and the dice notation are removed. */
function words(line: string, r: DiceResult): string {
  let s = line.split(r.bodyText).join('');
  if (r.label) s = s.split(r.label).join('');
  if (r.body.kind === 'choice') for (const item of r.body.items) s = s.split(item).join('');
  return s.replace(/[0-9]*[DBRUT][0-9]*|KH|KL|DH|DL|TY|TZ/g, '');
}

const latinWord = /[A-Za-z]{2,}/;

describe('describeDiceResult', () => {
  it.each(lines)('$input', ({ input, faces, bcdice, bcdiceEn, en, ja }) => {
    const r = roll(input, faces);
    expect(describeDiceResult(r, 'ja')).toBe(bcdice); // the Japanese default: BCDice's format
    expect(describeDiceResult(r, 'en')).toBe(en); // the English default: the project's own
    expect(describeDiceResult(r, 'ja', 'saddlegrid')).toBe(ja);
    expect(describeDiceResult(r, 'en', 'bcdice')).toBe(bcdiceEn ?? bcdice);
    expect(diceResultText(r)).toEqual({ en, ja: bcdice });
  });

  it('Japanese lines hold no Latin words besides the notation and the user’s text; English ones do (the check can fail)', () => {
    let englishWords = 0;
    for (const { input, faces } of lines) {
      const r = roll(input, faces);
      expect(words(describeDiceResult(r, 'ja'), r), input).not.toMatch(latinWord);
      expect(words(describeDiceResult(r, 'ja', 'saddlegrid'), r), input).not.toMatch(latinWord);
      if (latinWord.test(words(describeDiceResult(r, 'en'), r))) englishWords++;
    }
    expect(englishWords).toBeGreaterThanOrEqual(6);
  });

  it('a line of thousands of dice is cut in the middle, keeping its result', () => {
    const r = roll('x50 200D6', Array<number>(10_000).fill(6));
    const ja = describeDiceResult(r, 'ja');
    expect(ja.length).toBeLessThan(3100);
    expect(ja).toMatch(/文字省略/);
    expect(ja.endsWith('#50\n(200D6) ＞ 1200[' + Array(200).fill(6).join(',') + '] ＞ 1200')).toBe(false);
    expect(ja.endsWith('＞ 1200')).toBe(true);
    expect(describeDiceResult(r, 'en')).toMatch(/characters left out/);
  });

  it('the player view’s notice for a secret roll, in both languages', () => {
    expect(describeSecretRoll('en')).toBe('The GM rolled secretly.');
    expect(describeSecretRoll('ja')).toBe('ゲームマスターがシークレットダイスを振りました。');
  });
});

describe('describeDiceError', () => {
  const e = (input: string) => {
    const parsed = parseDice(input);
    if (parsed.ok) throw new Error('accepted');
    return parsed.error;
  };

  it('exact messages, pointing at the character as typed (1-based)', () => {
    expect(describeDiceError(e('1d6+a'), 'en')).toBe('Position 5: Cannot read "a" here.');
    expect(describeDiceError(e('1d6+a'), 'ja')).toBe('5文字目：「a」は読み取れません。');
    expect(describeDiceError(e('２ｄ６＋ａ'), 'ja')).toBe('5文字目：「ａ」は読み取れません。');
    expect(describeDiceError(e('1+2'), 'ja')).toBe(
      '1文字目：振るダイスがありません。計算だけならC(1+2)のように入力してください。',
    );
    expect(describeDiceError(e('x101 1D6'), 'ja')).toBe(
      '1文字目：繰り返し回数は1以上、100以下としてください（101回はできません）。',
    );
    expect(describeDiceError(e('201D6'), 'en')).toBe('Position 1: Too many dice at once: 201 (at most 200).');
    expect(describeDiceError(e('1D10001'), 'en')).toBe('Position 3: A die has 1 to 10,000 sides, not 10001.');
    expect(describeDiceError(e('x100 101D6'), 'ja')).toBe(
      'この行のダイスが多すぎます（10100個、繰り返しを含めて10000個まで）。',
    );
    expect(describeDiceError(e('2R6'), 'ja')).toBe(
      '1文字目：振り足しの条件が間違っています。2R6>=5 あるいは 2R6[5] のように振り足し目標値を指定してください。',
    );
    expect(describeDiceError(e('choice3[1-1000]'), 'ja')).toBe(
      '9文字目：項目数は100以下としてください（1000個あります）。',
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
      // Quoted input and dice notation (2R6>=5, C(1+2), 1D66+1, choice[A,B], A-D) are not words.
      const bare = ja
        .replace(/「[^」]*」/g, '')
        .replace(/choice\[[^\]]*\]|[\w[\]()<>=+\-*/@,.]*\d[\w[\]()<>=+\-*/@,.]*|A-D/g, '');
      expect(bare).not.toMatch(latinWord);
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
