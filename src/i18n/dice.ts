/**
 * Texts of the dice line (issues 18 and 30) in English and Japanese: one log line per roll, in either of two
 * formats, and one message per parse error.
 *
 * - **BCDice** (the Japanese default, `src/i18n/diceBcdice.ts`): `登攀 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功`.
 * - **Saddlegrid** (the English default): `[label: ]<command> → <faces> → <outcome>`, faces in rolling order with
 *   dropped ones in parentheses (`4D6KH3 → [6,(1),4,3] → 13`), `8 ≥ 7: success`, repetitions `#1 … | #2 …`.
 *
 * A secret roll starts with `(secret) ` / `（シークレットダイス）`. Japanese texts hold no English words: only
 * dice notation (`2D6`, `KH3`, `choice`), numbers and symbols. A line is cut at {@link MAX_LINE} characters
 * (a roll of thousands of dice) in the middle, saying how much was left out.
 */
import type { DiceBody, DiceCompareOp, DiceExprError, DiceNode, DiceOutcome, DiceResult } from '../rules/dice';
import { modifierText, printNode } from '../rules/dice';
import { defaultDiceStyle, type DiceStyle, type Lang } from './describe';
import { bcdiceText } from './diceBcdice';

type Bi = { en: string; ja: string };

/** The longest log line of a roll (a player view's line holds 4,000 characters). */
export const MAX_LINE = 3000;

const opSymbol: Record<DiceCompareOp, string> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<', '=': '=', '<>': '≠' };

const words = {
  secret: { en: '(secret) ', ja: '（シークレットダイス）' },
  labelSep: { en: ': ', ja: '：' },
  outcomeSep: { en: ': ', ja: '：' },
  success: { en: 'success', ja: '成功' },
  failure: { en: 'failure', ja: '失敗' },
  successes: { en: 'successes', ja: '成功数' },
  max: { en: 'max', ja: '最大' },
  total: { en: 'total', ja: '合計' },
  listSep: { en: ', ', ja: '、' },
  truncated: { en: ' (stopped at the limit of 10,000 dice)', ja: '（ダイスの上限10000個で打ち切り）' },
} satisfies Record<string, Bi>;

/** A sum's faces in our format: the expression with each term as `[faces]` (dropped faces in parentheses). */
function facesOf(n: DiceNode, o: Extract<DiceOutcome, { kind: 'sum' }>): string {
  return printNode(n, (i) => {
    const t = o.terms[i];
    return t ? `[${t.faces.map((f, k) => (t.kept[k] ? String(f) : `(${f})`)).join(',')}]` : '';
  });
}

const list = (faces: readonly number[]): string => `[${faces.join(',')}]`;

function outcomeText(body: DiceBody, o: DiceOutcome, lang: Lang): string {
  const sep = words.outcomeSep[lang];
  const count = (n: number): string => `${words.successes[lang]}${sep}${n}`;
  if (body.kind === 'sum' && o.kind === 'sum') {
    const c = body.comparison;
    const end =
      c && o.success !== null
        ? `${o.total} ${opSymbol[c.op]} ${c.target}${sep}${(o.success ? words.success : words.failure)[lang]}`
        : String(o.total);
    return o.terms.length > 0 ? `${facesOf(body.expr, o)} → ${end}` : end;
  }
  if (o.kind === 'pool') {
    const faces = o.groups.map(list).join(',');
    return o.successes === null ? faces : `${faces} → ${count(o.successes)}`;
  }
  if (o.kind === 'reroll')
    return `${o.batches.map((b) => list(b.faces)).join(' + ')} → ${count(o.successes)}${o.truncated ? words.truncated[lang] : ''}`;
  if (body.kind === 'upper' && o.kind === 'upper') {
    const chains = o.chains.map((c) => (c.faces.length === 1 ? String(c.sum) : `${c.sum}${list(c.faces)}`));
    const end =
      o.successes === null
        ? `${words.max[lang]} ${o.max}${words.listSep[lang]}${words.total[lang]} ${o.total}`
        : count(o.successes);
    return `${chains.join(', ')}${modifierText(body.modifier)} → ${end}${o.truncated ? words.truncated[lang] : ''}`;
  }
  if (body.kind === 'tally' && o.kind === 'tally') {
    const counts = o.counts
      .map((c, v) => (c === 0 && !body.zeros ? null : `[${v + 1}]×${c}`))
      .filter((x) => x !== null)
      .join(', ');
    return `${list(o.faces)} → ${counts}`;
  }
  if (o.kind === 'd66') return `${list(o.faces)} → ${o.value}`;
  if (o.kind === 'calc') return String(o.value);
  if (o.kind === 'choice') return o.picks.map((p) => p.item).join(words.listSep[lang]);
  return '';
}

/** Cut a line longer than {@link MAX_LINE} in the middle (the faces), keeping its end (the result), saying how much was left out. */
function cut(s: string, lang: Lang): string {
  if (s.length <= MAX_LINE) return s;
  const tail = 400;
  let end = MAX_LINE - tail;
  if (/[\uDC00-\uDFFF]/.test(s[end] ?? '')) end--;
  let start = s.length - tail;
  if (/[\uDC00-\uDFFF]/.test(s[start] ?? '')) start++;
  const left = start - end;
  return `${s.slice(0, end)}${lang === 'ja' ? `…（${left}文字省略）…` : `… (${left} characters left out) …`}${s.slice(start)}`;
}

/**
 * One log line describing a roll, e.g. `登攀 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功` (BCDice) or
 * `Climb: 2D6>=7 → [4,5] → 9 ≥ 7: success` (Saddlegrid); see the module comment.
 */
export function describeDiceResult(result: DiceResult, lang: Lang, style: DiceStyle = defaultDiceStyle(lang)): string {
  const secret = result.secret ? words.secret[lang] : '';
  if (style === 'bcdice') {
    const label = result.label ? `${result.label} ` : '';
    return cut(`${secret}${label}${bcdiceText(result, lang)}`, lang);
  }
  const head = secret + (result.label ? `${result.label}${words.labelSep[lang]}` : '');
  const outcomes = result.outcomes.map((o) => outcomeText(result.body, o, lang));
  const body = result.repeat === null ? (outcomes[0] ?? '') : outcomes.map((o, i) => `#${i + 1} ${o}`).join(' | ');
  return cut(`${head}${result.text} → ${body}`, lang);
}

/** {@link describeDiceResult} in both languages, each in its default format (for a logged event). */
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
        en: 'Type a dice command, e.g. 2D6>=7, 1D20+5, D66 or choice[A,B]',
        ja: 'ダイスコマンドを入力してください（例：2D6>=7、1D20+5、D66、choice[A,B]）',
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
        en: 'The command ends too early: a number, a die or "(" is missing',
        ja: 'コマンドが途中で終わっています。数値かダイスか「(」が必要です',
      };
    case 'expectedNumber':
      return { en: 'A number is missing here', ja: 'ここに数値が必要です' };
    case 'numberTooLarge':
      return { en: `Numbers can be at most ${group(e.max)}`, ja: `数値は${group(e.max)}までです` };
    case 'noDice':
      return {
        en: 'There are no dice to roll: for arithmetic alone, type C(…), e.g. C(1+2)',
        ja: '振るダイスがありません。計算だけならC(1+2)のように入力してください',
      };
    case 'negativeCount':
      return { en: `Cannot roll ${e.count} dice`, ja: `ダイスを${e.count}個振ることはできません` };
    case 'tooManyDiceInTerm':
      return {
        en: `Too many dice at once: ${e.count} (at most ${e.max})`,
        ja: `一度に振るダイスが多すぎます（${e.count}個、${e.max}個まで）`,
      };
    case 'tooManyDice':
      return {
        en: `Too many dice in this line: ${e.count} (at most ${group(e.max)}, repetitions included)`,
        ja: `この行のダイスが多すぎます（${e.count}個、繰り返しを含めて${e.max}個まで）`,
      };
    case 'sidesOutOfRange':
      return {
        en: `A die has ${e.min} to ${group(e.max)} sides, not ${e.sides}`,
        ja: `ダイスの面数は${e.min}〜${e.max}です（${e.sides}面は振れません）`,
      };
    case 'negativeFilter':
      return { en: `Cannot keep or drop ${e.count} dice`, ja: `ダイスを${e.count}個選ぶことはできません` };
    case 'diceInCount':
      return {
        en: 'The number of dice and their sides are numbers, not dice',
        ja: 'ダイスの個数と面数には数値を指定してください（ダイスは使えません）',
      };
    case 'd66Alone':
      return {
        en: 'D66 is rolled on its own; to add to it, write 1D66 (e.g. 1D66+1)',
        ja: 'D66は単独で振ります。計算に使うときは1D66+1のように書いてください',
      };
    case 'unclosedParen':
      return { en: 'This "(" is never closed', ja: 'この「(」が閉じられていません' };
    case 'unmatchedParen':
      return { en: 'This ")" has no matching "("', ja: 'この「)」に対応する「(」がありません' };
    case 'tooDeep':
      return { en: `Too many nested parentheses (at most ${e.max})`, ja: `括弧の入れ子が深すぎます（${e.max}段まで）` };
    case 'divisionByZero':
      return { en: 'Division by zero', ja: '0で割ることはできません' };
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
    case 'badOperator':
      return { en: `"${e.op}" is no comparison`, ja: `「${e.op}」は比較記号として読めません` };
    case 'poolMixed':
      return {
        en: {
          B: 'B-rolls (e.g. 3B6) list dice without adding them up: they join only other B-rolls with "+"',
          R: 'R-rolls (e.g. 2R6>=5) join only other R-rolls with "+"',
          U: 'U-rolls (e.g. 4U6[6]) join only other U-rolls with "+", then a modifier',
          T: 'A tally (e.g. 20TY6) is rolled on its own',
        }[e.kind],
        ja: {
          B: 'バラバラロール（例：3B6）は合計しないため、ほかのバラバラロールと「+」でつなぐことしかできません',
          R: '個数振り足しロール（例：2R6>=5）は、ほかの個数振り足しロールと「+」でつなぐことしかできません',
          U: '上方無限ロール（例：4U6[6]）は、ほかの上方無限ロールと「+」でつなぎ、最後に修正値を付けます',
          T: '個数カウントダイス（例：20TY6）は単独で振ります',
        }[e.kind],
      };
    case 'rerollCondition':
      return {
        en: 'Say when to roll again, e.g. 2R6>=5 or 2R6[5] (and not on every face)',
        ja: '振り足しの条件が間違っています。2R6>=5 あるいは 2R6[5] のように振り足し目標値を指定してください',
      };
    case 'upperThreshold':
      return {
        en: `Roll again from which face? Give a threshold of 2 or more, e.g. 4U6[6] (not ${e.threshold})`,
        ja: `無限ロールの条件がまちがっています。4U6[6] のように2以上の振り足し目標値を指定してください（${e.threshold}は使えません）`,
      };
    case 'thresholdTwice':
      return {
        en: 'Give the roll-again threshold once: in [ ] or after @, not both',
        ja: '振り足し目標値は[ ]か@のどちらか一方で指定してください',
      };
    case 'tallySides':
      return {
        en: `A tally die has 1 to ${e.max} sides, not ${e.sides}`,
        ja: `面数は1以上、${e.max}以下としてください（${e.sides}面は振れません）`,
      };
    case 'missingExpression':
      return { en: 'A dice command is missing here', ja: 'ここにダイスコマンドが必要です' };
    case 'repeatOutOfRange':
      return {
        en: `Repeat from ${e.min} to ${e.max} times, not ${e.count}`,
        ja: `繰り返し回数は${e.min}以上、${e.max}以下としてください（${e.count}回はできません）`,
      };
    case 'repeatNeedsSpace':
      return {
        en: 'Put a space after the repetition, e.g. "x3 1D20"',
        ja: '繰り返しの後に空白を入れてください（例：「x3 1D20」）',
      };
    case 'nestedRepeat':
      return { en: 'A repetition cannot repeat another', ja: '繰り返しの中で繰り返すことはできません' };
    case 'choiceUnclosed':
      return {
        en: `The list of choices is never closed with "${e.close}"`,
        ja: `選択肢が「${e.close}」で閉じられていません`,
      };
    case 'choiceOpen':
      return {
        en: 'List the choices in [ ], in ( ) or after a space, e.g. choice[A,B]',
        ja: '選択肢は[ ]か( )で囲むか、空白で区切ってください（例：choice[A,B]）',
      };
    case 'choiceEmpty':
      return { en: 'The list of choices is empty', ja: '選択肢がありません' };
    case 'choiceOne':
      return {
        en: 'Give at least two choices (or a range such as A-D or 3-7)',
        ja: '選択肢を2つ以上指定してください（A-D や 3-7 のような範囲も使えます）',
      };
    case 'choiceTakes':
      return {
        en: `Cannot pick ${e.takes} of ${e.items} choices`,
        ja: `${e.items}個の選択肢から${e.takes}個を選ぶことはできません`,
      };
    case 'choiceTooMany':
      return {
        en: `Too many choices: ${e.count} (at most ${e.max})`,
        ja: `項目数は${e.max}以下としてください（${e.count}個あります）`,
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
