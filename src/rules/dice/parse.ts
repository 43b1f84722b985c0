/**
 * Parsing a whole dice line: `[S][xN ]body[ label]`, where body is `choice[…]`/`choice(…)`, or an arithmetic
 * expression with an optional comparison (`2D6>=7`), or a `+` of B-pools (`2B6+3B6>=4`).
 * The expression is the first whitespace-separated token (after `xN `); everything after it is the label, as in
 * BCDice (so `1d20 + 5` is `1d20` labelled `+ 5`). Only a choice may contain spaces, between its brackets.
 */
import { ArithParser, ParseFailure, fail, poolsOf, shapeOf, termText, toDiceNode } from './arith';
import { normalizeDiceInput, type NormalizedInput } from './normalize';
import {
  DICE_LIMITS,
  type DiceBody,
  type DiceCompareOp,
  type DiceComparison,
  type DiceExprError,
  type DiceParse,
  type DiceProgram,
} from './types';

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/**
 * Parse a dice line. Never throws: any string gives either a program or a typed error
 * (`at`/`inputAt` point at the offending character where there is one).
 */
export function parseDice(input: string): DiceParse {
  if (input.length > DICE_LIMITS.maxInput) {
    return { ok: false, error: { key: 'tooLong', length: input.length, max: DICE_LIMITS.maxInput } };
  }
  const norm = normalizeDiceInput(input);
  try {
    return { ok: true, program: new LineParser(input, norm).parse() };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    const error: DiceExprError = e.error;
    if (error.at === undefined) return { ok: false, error };
    // Point at (and quote) the character as typed, not as normalised.
    const inputAt = norm.map[error.at] ?? input.length;
    if (error.key === 'unexpectedChar')
      return { ok: false, error: { ...error, char: codePointAt(input, inputAt), inputAt } };
    return { ok: false, error: { ...error, inputAt } };
  }
}

/** The whole code point at index `i` of `s` ('' past the end). */
function codePointAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

class LineParser {
  private readonly s: string;

  constructor(
    private readonly input: string,
    private readonly norm: NormalizedInput,
  ) {
    this.s = norm.text;
  }

  private skipSpace(p: number): number {
    while (isSpace(this.s[p])) p++;
    return p;
  }

  /** `x3`, `X3`, `ｘ3` or `×3` (× is normalised to `*`, so look at the original character). */
  private isRepeat(p: number): boolean {
    const c = this.s[p];
    const original = this.input[this.norm.map[p] ?? -1];
    return (c === 'x' || c === 'X' || (c === '*' && original === '×')) && isDigit(this.s[p + 1]);
  }

  /** The original characters between two normalised indices, trimmed. */
  private original(from: number, to: number): string {
    return this.input.slice(this.norm.map[from] ?? 0, this.norm.map[to] ?? this.input.length).trim();
  }

  parse(): DiceProgram {
    const s = this.s;
    let p = this.skipSpace(0);
    if (p >= s.length) fail({ key: 'empty' });
    let secret = false;
    if (s[p] === 'S' || s[p] === 's') {
      secret = true;
      p++;
      if (p >= s.length || isSpace(s[p])) fail({ key: 'missingExpression' }, p);
    }
    let repeat: number | null = null;
    if (this.isRepeat(p)) {
      const at = p++;
      const start = p;
      while (isDigit(s[p])) p++;
      repeat = Number(s.slice(start, p));
      if (p < s.length && !isSpace(s[p])) fail({ key: 'repeatNeedsSpace' }, p);
      if (repeat < 1 || repeat > DICE_LIMITS.maxRepeat)
        fail({ key: 'repeatOutOfRange', count: repeat, min: 1, max: DICE_LIMITS.maxRepeat }, at);
      p = this.skipSpace(p);
      if (p >= s.length) fail({ key: 'missingExpression' }, p);
      if (s[p] === 'S' || s[p] === 's') fail({ key: 'secretFirst' }, p);
      if (this.isRepeat(p)) fail({ key: 'nestedRepeat' }, p);
    }
    const isChoice = s.slice(p, p + 6).toLowerCase() === 'choice' && (s[p + 6] === '[' || s[p + 6] === '(');
    const { body, text, end, dice } = isChoice ? this.parseChoice(p) : this.parseExpression(p);
    if (end < s.length && !isSpace(s[end])) fail({ key: 'unexpectedChar', char: s[end] ?? '' }, end);
    const total = dice * (repeat ?? 1);
    if (total > DICE_LIMITS.maxDice) fail({ key: 'tooManyDice', count: total, max: DICE_LIMITS.maxDice });
    const label = this.original(end, s.length);
    return {
      text: repeat === null ? text : `x${repeat} ${text}`,
      label: label === '' ? null : label,
      secret,
      repeat,
      body,
      dice: total,
    };
  }

  private parseChoice(p: number): { body: DiceBody; text: string; end: number; dice: number } {
    const s = this.s;
    const openAt = p + 6;
    const close = s[openAt] === '[' ? ']' : ')';
    const bounds: [number, number][] = [];
    let start = openAt + 1;
    let i = start;
    for (; i < s.length && s[i] !== close; i++) {
      if (s[i] === ',') {
        bounds.push([start, i]);
        start = i + 1;
      }
    }
    if (i >= s.length) fail({ key: 'choiceUnclosed' }, openAt);
    bounds.push([start, i]);
    const items = bounds.map(([a, b]) => this.original(a, b));
    if (items.length === 1 && items[0] === '') fail({ key: 'choiceEmpty' }, openAt);
    if (items.length > DICE_LIMITS.maxChoiceItems)
      fail({ key: 'choiceTooMany', count: items.length, max: DICE_LIMITS.maxChoiceItems }, p);
    items.forEach((item, index) => {
      const at = this.skipSpace(bounds[index]?.[0] ?? openAt);
      if (item === '') fail({ key: 'choiceEmptyItem', index }, at);
      const length = [...item].length;
      if (length > DICE_LIMITS.maxChoiceItemLength)
        fail({ key: 'choiceItemTooLong', index, length, max: DICE_LIMITS.maxChoiceItemLength }, at);
    });
    // Canonical brackets are [], unless an item holds a "]" (then the list was typed in ()).
    const text = items.some((item) => normalizeDiceInput(item).text.includes(']'))
      ? `choice(${items.join(',')})`
      : `choice[${items.join(',')}]`;
    return { body: { kind: 'choice', items }, text, end: i + 1, dice: 1 };
  }

  private parseExpression(p: number): { body: DiceBody; text: string; end: number; dice: number } {
    const s = this.s;
    let end = p;
    while (end < s.length && !isSpace(s[end])) end++;
    const ap = new ArithParser(s, p, end);
    const left = ap.parseExpr();
    let comparison: DiceComparison | null = null;
    let cmpText = '';
    if (ap.p < end && '<>=!'.includes(s[ap.p] ?? '')) {
      const { op, length } = readOp(s, ap.p);
      if (length === 0) ap.unexpected();
      const tp = new ArithParser(s, ap.p + length, end);
      const target = tp.parseExpr();
      const dieAt = tp.terms[0]?.at ?? tp.pools[0]?.at;
      if (dieAt !== undefined) fail({ key: 'diceInTarget' }, dieAt);
      if (tp.p < end) {
        if (s[tp.p] === ')') fail({ key: 'unmatchedParen' }, tp.p);
        tp.unexpected();
      }
      comparison = { op, target: target.lo };
      cmpText =
        op +
        shapeOf(target.node)
          .map((x) => ('text' in x ? x.text : ''))
          .join('');
    } else if (ap.p < end) {
      if (s[ap.p] === ')') fail({ key: 'unmatchedParen' }, ap.p);
      ap.unexpected();
    }
    if (left.poolAt >= 0) {
      const groups = poolsOf(left.node).map(({ count, sides }) => ({ count, sides }));
      const text = groups.map((g) => `${g.count}B${g.sides}`).join('+') + cmpText;
      return { body: { kind: 'pool', groups, comparison }, text, end, dice: groups.reduce((n, g) => n + g.count, 0) };
    }
    const parts = shapeOf(left.node);
    const text =
      parts
        .map((x) => ('text' in x ? x.text : termText(ap.terms[x.term] ?? { count: 0, sides: 0, keep: null })))
        .join('') + cmpText;
    const body: DiceBody = { kind: 'sum', expr: toDiceNode(left.node), terms: ap.terms, parts, comparison };
    return { body, text, end, dice: ap.terms.reduce((n, t) => n + t.count, 0) };
  }
}

/** Read a comparison operator at `p` (`==` is `=`, `!=` is `<>`); length 0 when there is none. */
function readOp(s: string, p: number): { op: DiceCompareOp; length: number } {
  const two = s.slice(p, p + 2);
  if (two === '>=' || two === '<=' || two === '<>') return { op: two, length: 2 };
  if (two === '!=') return { op: '<>', length: 2 };
  if (two === '==') return { op: '=', length: 2 };
  const one = s[p];
  if (one === '>' || one === '<' || one === '=') return { op: one, length: 1 };
  return { op: '=', length: 0 };
}
