/**
 * Texts of the dice line (issue 18) in English and Japanese: one log line per roll and one message per parse error.
 *
 * Log line format (the same in both languages; only the words differ):
 *   `[secret marker][label: ]<expression> → <faces> → <outcome>`
 * - faces: the expression with each dice term replaced by its faces, e.g. `[14]+5`; dropped faces in
 *   parentheses, e.g. `[6,(1),4,3]`; omitted when the expression has no dice.
 * - outcome: the total (`19`), or with a comparison `8 ≥ 7: success` / `8 ≥ 7：成功`;
 *   B-rolls list their faces (`[3,5],[1,6]`) and, with a target, `successes: 2` / `成功数：2`;
 *   a choice gives the picked item; repetitions are `#1 … | #2 …`.
 * Examples: `登攀：2D6>=7 → [3,5] → 8 ≥ 7：成功`, `4D6kh3 → [6,(1),4,3] → 13`, `(secret) x2 1D6 → #1 [3] → 3 | #2 [5] → 5`.
 * Japanese texts use no English words; only dice notation (`2D6`, `kh3`), numbers and symbols.
 */
import type { DiceCompareOp, DiceExprError, DiceOutcome, DiceResult } from '../rules/dice';
import type { Lang } from './describe';

type Bi = { en: string; ja: string };

const opSymbol: Record<DiceCompareOp, string> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<', '=': '=', '<>': '≠' };

const words = {
  secret: { en: '(secret) ', ja: '（シークレットダイス）' },
  labelSep: { en: ': ', ja: '：' },
  outcomeSep: { en: ': ', ja: '：' },
  success: { en: 'success', ja: '成功' },
  failure: { en: 'failure', ja: '失敗' },
  successes: { en: 'successes', ja: '成功数' },
} satisfies Record<string, Bi>;

function outcomeText(o: DiceOutcome, lang: Lang): string {
  switch (o.kind) {
    case 'sum': {
      const faces = o.parts
        .map((p) => {
          if ('text' in p) return p.text;
          const t = o.terms[p.term];
          return t ? `[${t.faces.map((f, i) => (t.kept[i] ? String(f) : `(${f})`)).join(',')}]` : '';
        })
        .join('');
      const end = o.comparison
        ? `${o.total} ${opSymbol[o.comparison.op]} ${o.comparison.target}${words.outcomeSep[lang]}${(o.comparison.success ? words.success : words.failure)[lang]}`
        : String(o.total);
      return o.terms.length > 0 ? `${faces} → ${end}` : end;
    }
    case 'pool': {
      const faces = o.groups.map((g) => `[${g.faces.join(',')}]`).join(',');
      return o.successes === null
        ? faces
        : `${faces} → ${words.successes[lang]}${words.outcomeSep[lang]}${o.successes}`;
    }
    case 'choice':
      return o.item;
  }
}

/** One log line describing a roll, e.g. `登攀：2D6>=7 → [3,5] → 8 ≥ 7：成功` (see the module comment). */
export function describeDiceResult(result: DiceResult, lang: Lang): string {
  const head =
    (result.secret ? words.secret[lang] : '') + (result.label ? `${result.label}${words.labelSep[lang]}` : '');
  const outcomes = result.outcomes.map((o) => outcomeText(o, lang));
  const body = result.repeat === null ? (outcomes[0] ?? '') : outcomes.map((o, i) => `#${i + 1} ${o}`).join(' | ');
  return `${head}${result.text} → ${body}`;
}

/** {@link describeDiceResult} in both languages (for a logged event). */
export function diceResultText(result: DiceResult): Bi {
  return { en: describeDiceResult(result, 'en'), ja: describeDiceResult(result, 'ja') };
}

/** What the player view may show for a secret roll instead of the roll. */
export function describeSecretRoll(lang: Lang): string {
  return { en: 'The GM rolled secretly.', ja: 'ゲームマスターがシークレットダイスを振りました。' }[lang];
}

/** Digits in groups of three: 1,000,000,000. */
const group = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** The message of an error, without its position. User text is quoted in "…" (en) and 「…」 (ja). */
function errorMessage(e: DiceExprError): Bi {
  switch (e.key) {
    case 'empty':
      return {
        en: 'Type a dice expression, e.g. 2D6>=7 or 1d20+5',
        ja: 'ダイスの式を入力してください（例：2D6>=7、1D20+5）',
      };
    case 'tooLong':
      return {
        en: `The line is too long: ${e.length} characters (at most ${e.max})`,
        ja: `入力が長すぎます（${e.length}文字、${e.max}文字まで）`,
      };
    case 'unexpectedChar':
      return { en: `Cannot read "${e.char}" here`, ja: `「${e.char}」は読み取れません` };
    case 'unexpectedEnd':
      return {
        en: 'The expression ends too early: a number, a die or "(" is missing',
        ja: '式が途中で終わっています。数値かダイスか「(」が必要です',
      };
    case 'expectedNumber':
      return { en: 'A number is missing here', ja: 'ここに数値が必要です' };
    case 'numberTooLarge':
      return { en: `Numbers can be at most ${group(e.max)}`, ja: `数値は${group(e.max)}までです` };
    case 'noDice':
      return { en: 'Roll at least one die', ja: 'ダイスの個数は1個以上にしてください' };
    case 'tooManyDiceInTerm':
      return {
        en: `Too many dice at once: ${e.count} (at most ${e.max})`,
        ja: `一度に振るダイスが多すぎます（${e.count}個、${e.max}個まで）`,
      };
    case 'tooManyDice':
      return {
        en: `Too many dice in this line: ${e.count} (at most ${e.max}, repetitions included)`,
        ja: `この行のダイスが多すぎます（${e.count}個、繰り返しを含めて${e.max}個まで）`,
      };
    case 'sidesOutOfRange':
      return {
        en: `A die has ${e.min} to ${e.max} sides, not ${e.sides}`,
        ja: `ダイスの面数は${e.min}〜${e.max}です（${e.sides}面は振れません）`,
      };
    case 'keepTooMany':
      return {
        en: `Cannot keep or drop ${e.count} of ${e.dice} dice`,
        ja: `${e.dice}個のダイスから${e.count}個を選ぶことはできません`,
      };
    case 'unclosedParen':
      return { en: 'This "(" is never closed', ja: 'この「(」が閉じられていません' };
    case 'unmatchedParen':
      return { en: 'This ")" has no matching "("', ja: 'この「)」に対応する「(」がありません' };
    case 'tooDeep':
      return { en: `Too many nested parentheses (at most ${e.max})`, ja: `括弧の入れ子が深すぎます（${e.max}段まで）` };
    case 'divisionByZero':
      return { en: 'Division by zero: the divisor can be 0', ja: '割る数が0になる可能性があります（0では割れません）' };
    case 'resultTooLarge':
      return {
        en: `The result could be too large (beyond ±${group(e.max)})`,
        ja: `結果が大きくなりすぎる可能性があります（±${group(e.max)}を超えます）`,
      };
    case 'diceInTarget':
      return {
        en: 'The target of a comparison must be a number, not dice',
        ja: '比較の目標値にダイスは使えません。数値にしてください',
      };
    case 'poolMixed':
      return {
        en: 'B-rolls (e.g. 3B6) list dice without adding them up: they can only be joined to other B-rolls with "+"',
        ja: 'バラバラロール（例：3B6）は合計しないため、ほかのバラバラロールと「+」でつなぐことしかできません',
      };
    case 'missingExpression':
      return { en: 'A dice expression is missing here', ja: 'ここにダイスの式が必要です' };
    case 'repeatOutOfRange':
      return {
        en: `Repeat from ${e.min} to ${e.max} times, not ${e.count}`,
        ja: `繰り返し回数は${e.min}〜${e.max}回です（${e.count}回はできません）`,
      };
    case 'repeatNeedsSpace':
      return {
        en: 'Put a space after the repetition, e.g. "x3 1d20"',
        ja: '繰り返しの後に空白を入れてください（例：「x3 1D20」）',
      };
    case 'nestedRepeat':
      return { en: 'Only one repetition per line', ja: '繰り返しは1行に1つまでです' };
    case 'secretFirst':
      return {
        en: 'The secret mark S comes first, e.g. "Sx3 1d6"',
        ja: 'シークレットダイスの「S」は先頭に付けてください（例：「Sx3 1D6」）',
      };
    case 'choiceUnclosed':
      return { en: 'The list of choices is never closed', ja: '選択肢の括弧が閉じられていません' };
    case 'choiceEmpty':
      return { en: 'The list of choices is empty', ja: '選択肢がありません' };
    case 'choiceEmptyItem':
      return { en: `Choice ${e.index + 1} is empty`, ja: `${e.index + 1}番目の選択肢が空です` };
    case 'choiceTooMany':
      return {
        en: `Too many choices: ${e.count} (at most ${e.max})`,
        ja: `選択肢が多すぎます（${e.count}個、${e.max}個まで）`,
      };
    case 'choiceItemTooLong':
      return {
        en: `Choice ${e.index + 1} is too long: ${e.length} characters (at most ${e.max})`,
        ja: `${e.index + 1}番目の選択肢が長すぎます（${e.length}文字、${e.max}文字まで）`,
      };
  }
}

/**
 * An error's message in both languages, with the (1-based) character position in the typed line when known:
 * `Position 5: Cannot read "a" here.` / `5文字目：「a」は読み取れません。`
 */
export function diceErrorText(error: DiceExprError): Bi {
  const m = errorMessage(error);
  if (error.inputAt === undefined) return { en: `${m.en}.`, ja: `${m.ja}。` };
  const n = error.inputAt + 1;
  return { en: `Position ${n}: ${m.en}.`, ja: `${n}文字目：${m.ja}。` };
}

/** An error's message in one language (see {@link diceErrorText}). */
export function describeDiceError(error: DiceExprError, lang: Lang): string {
  return diceErrorText(error)[lang];
}
