/**
 * The cursor of the dice-line parsers over one normalised command token, and how a reading fails: BCDice 3's
 * lexing of digits, spaces and comparison operators (`<>!=` runs). The arithmetic is `arith.ts`, its values and
 * printing `arithValue.ts`.
 */
import type { DiceCompareOp, DiceErrorDetail, DiceExprError } from './types';

/**
 * Internal: thrown to abandon one way of reading a line. `reach` is how far that reading got (the line parser
 * reports the failure of the reading that got furthest); `semantic` failures (a limit, a missing condition) win
 * over plain syntax errors that got as far.
 */
export class ParseFailure {
  constructor(
    readonly error: DiceExprError,
    readonly reach: number,
    readonly semantic: boolean,
  ) {}
}

const SYNTAX = new Set<DiceErrorDetail['key']>([
  'unexpectedChar',
  'unexpectedEnd',
  'expectedNumber',
  'unclosedParen',
  'unmatchedParen',
]);

/** Abandon the reading with `detail` at normalised index `at` (omit it for whole-line errors); `reach` defaults to `at`. */
export function fail(detail: DiceErrorDetail, at?: number, reach?: number): never {
  const error: DiceExprError = at === undefined ? { ...detail } : { ...detail, at };
  throw new ParseFailure(error, reach ?? at ?? 0, !SYNTAX.has(detail.key));
}

export const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
export const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
/** -0 → 0, so results compare and print as people expect. */
export const noNegZero = (x: number): number => (x === 0 ? 0 : x);

/** A cursor over `s[p]` … `s[end - 1]` (one whitespace-free command token). */
export class Scanner {
  constructor(
    readonly s: string,
    public p: number,
    readonly end: number,
  ) {}

  /** The character at the cursor (undefined at the end of the token). */
  peek(offset = 0): string | undefined {
    const i = this.p + offset;
    return i < this.end ? this.s[i] : undefined;
  }

  /** The character at the cursor, upper-cased. */
  up(offset = 0): string | undefined {
    return this.peek(offset)?.toUpperCase();
  }

  atEnd(): boolean {
    return this.p >= this.end;
  }

  digits(): string {
    const start = this.p;
    while (isDigit(this.peek())) this.p++;
    return this.s.slice(start, this.p);
  }

  /** The character at the cursor as an error: the end of the token, a stray ")", or an unreadable character. */
  unexpected(): never {
    const c = this.peek();
    if (c === undefined) fail({ key: 'unexpectedEnd' }, this.p);
    if (c === ')') fail({ key: 'unmatchedParen' }, this.p);
    fail({ key: 'unexpectedChar', char: c }, this.p);
  }

  /** Fail unless the whole token was read. */
  expectEnd(): void {
    if (!this.atEnd()) this.unexpected();
  }
}

/** A comparison operator as BCDice's lexer reads a run of `<>!=` (`=>` is `>=`, `=!` is `<>`, `==` is `=`). */
export function readCompareOp(sc: Scanner): { op: DiceCompareOp; at: number } | null {
  const at = sc.p;
  let run = '';
  while ('<>!='.includes(sc.peek() ?? 'x')) run += sc.s[sc.p++];
  if (run === '') return null;
  let op: DiceCompareOp | null = null;
  if (/<=|=</.test(run)) op = '<=';
  else if (/>=|=>/.test(run)) op = '>=';
  else if (/<>|!=|=!/.test(run)) op = '<>';
  else if (run.includes('<')) op = '<';
  else if (run.includes('>')) op = '>';
  else if (run.includes('=')) op = '=';
  if (op === null) fail({ key: 'badOperator', op: run }, at, sc.p);
  return { op, at };
}
