/**
 * The arithmetic of a dice line, as BCDice 3 reads it: integers, `+ - * /` with a rounding letter after a divisor
 * (`/2U` `/2C` up, `/2R` half away from zero, `/2F` or nothing down), unary signs, parentheses — and, in a sum
 * roll, dice terms (`2D6`, `(1+1)D(2*3)`, `2D`, `D20`, `5D10KH3`, `3D6MAX`, `1D66`). Recursive descent over the
 * normalised text; each sub-expression's largest possible magnitude is tracked while parsing, so a value that
 * could leave the exact integer range is refused before anything is rolled.
 *
 * BCDice has two flavours of the same grammar and both are kept: the sum roll's (`AddDice`: `--3` collapses,
 * `a+-b` becomes `a-b`, a division by zero gives 1, `/2C` prints as `/2U`) and the plain arithmetic of `C(…)` and of
 * the counts and targets of B-, R-, U- and tally rolls (signs kept as written, `/2U` prints as `/2C`, a division
 * by zero is refused).
 */
import {
  DICE_LIMITS,
  type DiceCompareOp,
  type DiceErrorDetail,
  type DiceExprError,
  type DiceFilter,
  type DiceNode,
  type DiceRounding,
  type DiceTermSpec,
} from './types';

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

/** Does `value op target` hold? */
export function compare(value: number, op: DiceCompareOp, target: number): boolean {
  switch (op) {
    case '>=':
      return value >= target;
    case '<=':
      return value <= target;
    case '>':
      return value > target;
    case '<':
      return value < target;
    case '=':
      return value === target;
    case '<>':
      return value !== target;
  }
}

/**
 * `a / b` rounded as asked, exactly (BigInt). A division by zero gives 1 in a sum roll (BCDice's rule) and
 * null elsewhere (the caller refuses it).
 */
export function divide(a: number, b: number, round: DiceRounding, zeroIsOne: boolean): number | null {
  if (b === 0) return zeroIsOne ? 1 : null;
  const A = BigInt(a);
  const B = BigInt(b);
  let q = A / B;
  const r = A % B;
  if (r !== 0n) {
    const negative = A < 0n !== B < 0n;
    if (round === 'U' || round === 'C') {
      if (!negative) q += 1n;
    } else if (round === 'R') {
      const twice = (r < 0n ? -r : r) * 2n;
      if (twice >= (B < 0n ? -B : B)) q += negative ? -1n : 1n;
    } else if (negative) q -= 1n;
  }
  return noNegZero(Number(q));
}

/** How a sub-expression was parsed: its node, the largest magnitude it can reach, whether it holds dice. */
export interface Parsed {
  node: DiceNode;
  mag: number;
  dice: boolean;
}

/** The two flavours of BCDice's arithmetic (see the module comment). */
export interface ArithFlavour {
  /** A sum roll: dice terms allowed, `--x` collapses, `a+-b` is `a-b`, `x/0` is 1, `C` prints as `U`. */
  sum: boolean;
  /** Issue 18's reading (a term of 66 sides is a plain die). */
  legacy: boolean;
}

/** Parses arithmetic (and, in a sum roll, dice terms) from the scanner's cursor. */
export class ArithParser {
  private depth = 0;
  readonly terms: DiceTermSpec[] = [];

  constructor(
    readonly sc: Scanner,
    readonly flavour: ArithFlavour,
  ) {}

  /** add := mul (('+' | '-') mul)* */
  parseAdd(): Parsed {
    let left = this.parseMul();
    for (let c = this.sc.peek(); c === '+' || c === '-'; c = this.sc.peek()) {
      const at = this.sc.p++;
      let op: '+' | '-' = c;
      let right = this.parseMul();
      // AddDice's expand_negate: `a + -b` is `a - b`, `a - -b` is `a + b`.
      if (this.flavour.sum && right.node.k === 'neg') {
        op = op === '+' ? '-' : '+';
        right = { ...right, node: right.node.e };
      }
      left = this.combine({ k: 'bin', op, l: left.node, r: right.node }, left.mag + right.mag, left, right, at);
    }
    return left;
  }

  /** mul := unary (('*' unary) | ('/' unary rounding?))* */
  private parseMul(): Parsed {
    let left = this.parseUnary();
    for (let c = this.sc.peek(); c === '*' || c === '/'; c = this.sc.peek()) {
      const at = this.sc.p++;
      const right = this.parseUnary(c === '/');
      if (c === '*') {
        left = this.combine({ k: 'bin', op: '*', l: left.node, r: right.node }, left.mag * right.mag, left, right, at);
        continue;
      }
      let round: DiceRounding = '';
      const letter = this.sc.up();
      if (letter === 'U' || letter === 'C' || letter === 'R' || letter === 'F') {
        this.sc.p++;
        round = letter === 'U' || letter === 'C' ? (this.flavour.sum ? 'U' : 'C') : letter;
      }
      if (!this.flavour.sum && !right.dice && this.constant(right.node) === 0)
        fail({ key: 'divisionByZero' }, at, this.sc.p);
      left = this.combine({ k: 'div', round, l: left.node, r: right.node }, Math.max(left.mag, 1), left, right, at);
    }
    return left;
  }

  /** unary := '+' unary | '-' unary | dice (a divisor may be followed by its rounding letter) */
  private parseUnary(divisor = false): Parsed {
    const c = this.sc.peek();
    if (c === '+') {
      this.sc.p++;
      return this.parseUnary(divisor);
    }
    if (c === '-') {
      this.sc.p++;
      const e = this.parseUnary(divisor);
      // AddDice collapses a double negation (`--3` is `3`); plain arithmetic keeps it as written.
      if (this.flavour.sum && e.node.k === 'neg') return { ...e, node: e.node.e };
      return { ...e, node: { k: 'neg', e: e.node } };
    }
    return this.flavour.sum ? this.parseDice(divisor) : this.parseTerm();
  }

  /** term := '(' add ')' | NUMBER */
  parseTerm(): Parsed {
    const at = this.sc.p;
    if (this.sc.peek() === '(') {
      this.sc.p++;
      if (++this.depth > DICE_LIMITS.maxDepth) fail({ key: 'tooDeep', max: DICE_LIMITS.maxDepth }, at, this.sc.p);
      const e = this.parseAdd();
      if (this.sc.atEnd()) fail({ key: 'unclosedParen' }, at, this.sc.p);
      if (this.sc.peek() !== ')') this.sc.unexpected();
      this.sc.p++;
      this.depth--;
      return { ...e, node: { k: 'paren', e: e.node } };
    }
    const text = this.sc.digits();
    if (text === '') {
      // An operator or a bracket where a number belongs: say a number is missing.
      if ('+-*/)]<>=!@['.includes(this.sc.peek() ?? 'x')) fail({ key: 'expectedNumber' }, this.sc.p);
      this.sc.unexpected();
    }
    const value = Number(text);
    if (value > DICE_LIMITS.maxNumber) fail({ key: 'numberTooLarge', max: DICE_LIMITS.maxNumber }, at, this.sc.p);
    return { node: { k: 'num', value }, mag: value, dice: false };
  }

  private startsTerm(): boolean {
    return this.sc.peek() === '(' || isDigit(this.sc.peek());
  }

  /**
   * AddDice's `dice` rule: `term D term [filter]`, `term D [filter]` (6 sides), `D term [filter]` (one die), or a
   * plain term. `D66` alone is BCDice's D66 command, not a term.
   */
  private parseDice(divisor: boolean): Parsed {
    const at = this.sc.p;
    let count: Parsed | null = null;
    if (this.sc.up() !== 'D') {
      count = this.parseTerm();
      if (this.sc.up() !== 'D') {
        // `2B6`, `2R6`, `2U6`, `2TY6` are other commands (the line parser tries them); after a divisor, U and R
        // are rounding letters.
        const letter = this.sc.up();
        const pool = letter === 'B' || (!divisor && (letter === 'R' || letter === 'U')) ? letter : null;
        const tally = letter === 'T' && (this.sc.up(1) === 'Y' || this.sc.up(1) === 'Z');
        if (pool || tally) fail({ key: 'poolMixed', kind: pool ?? 'T' }, this.sc.p);
        return count;
      }
    }
    const dAt = this.sc.p++;
    let sides: Parsed | null = null;
    if (this.startsTerm()) sides = this.parseTerm();
    else if (count === null) this.sc.unexpected(); // `D` needs its sides
    if ((count?.dice ?? false) || (sides?.dice ?? false)) fail({ key: 'diceInCount' }, dAt, this.sc.p);
    const filter = this.parseFilter();
    const n = count === null ? 1 : this.constant(count.node);
    const m = sides === null ? 6 : this.constant(sides.node);
    if (count === null && sides?.node.k === 'num' && sides.node.value === 66 && !this.flavour.legacy)
      fail({ key: 'd66Alone' }, at, this.sc.p);
    if (n < 0) fail({ key: 'negativeCount', count: n }, at, this.sc.p);
    if (n > DICE_LIMITS.maxDicePerTerm)
      fail({ key: 'tooManyDiceInTerm', count: n, max: DICE_LIMITS.maxDicePerTerm }, at, this.sc.p);
    if (m < DICE_LIMITS.minSides || m > DICE_LIMITS.maxSides)
      fail(
        { key: 'sidesOutOfRange', sides: m, min: DICE_LIMITS.minSides, max: DICE_LIMITS.maxSides },
        dAt + 1,
        this.sc.p,
      );
    const d66 = m === 66 && !this.flavour.legacy;
    this.terms.push({ count: n, sides: m, filter, d66 });
    return { node: { k: 'dice', term: this.terms.length - 1 }, mag: n * m, dice: true };
  }

  /** `KH[n]`, `KL[n]`, `DH[n]`, `DL[n]` (n defaults to 1), `MAX`, `MIN`; `K[n]` (issue 18's keep-highest). */
  private parseFilter(): DiceFilter | null {
    const at = this.sc.p;
    const a = this.sc.up();
    const b = this.sc.up(1);
    let mode: DiceFilter['mode'] | null = null;
    if ((a === 'K' || a === 'D') && (b === 'H' || b === 'L')) {
      mode = `${a}${b}` as DiceFilter['mode'];
      this.sc.p += 2;
    } else if (a === 'M' && ((b === 'A' && this.sc.up(2) === 'X') || (b === 'I' && this.sc.up(2) === 'N'))) {
      this.sc.p += 3;
      return { mode: b === 'A' ? 'KH' : 'KL', count: 1 };
    } else if (a === 'K' && (isDigit(b) || b === '(')) {
      this.sc.p += 1;
      mode = 'KH';
    }
    if (mode === null) return null;
    if (!this.startsTerm()) return { mode, count: 1 };
    const count = this.parseTerm();
    if (count.dice) fail({ key: 'diceInCount' }, at, this.sc.p);
    const n = this.constant(count.node);
    if (n < 0) fail({ key: 'negativeFilter', count: n }, at, this.sc.p);
    return { mode, count: n };
  }

  private combine(node: DiceNode, mag: number, l: Parsed, r: Parsed, at: number): Parsed {
    if (mag > DICE_LIMITS.maxMagnitude) fail({ key: 'resultTooLarge', max: DICE_LIMITS.maxMagnitude }, at, this.sc.p);
    return { node, mag, dice: l.dice || r.dice };
  }

  /** The value of a dice-free node (a count, sides, a target), as this flavour computes it. */
  constant(node: DiceNode): number {
    const v = evaluateNode(node, [], this.flavour.sum);
    if (v === null) fail({ key: 'divisionByZero' }, this.sc.p);
    return v;
  }
}

/**
 * The value of an expression, with the value of each dice term; null on a division by zero outside a sum roll.
 * (In a sum roll a division by zero gives 1, so it is never null there.)
 */
export function evaluateNode(n: DiceNode, termValues: readonly number[], sum: boolean): number | null {
  switch (n.k) {
    case 'num':
      return n.value;
    case 'dice':
      return termValues[n.term] ?? 0;
    case 'neg': {
      const v = evaluateNode(n.e, termValues, sum);
      return v === null ? null : noNegZero(-v);
    }
    case 'paren':
      return evaluateNode(n.e, termValues, sum);
    case 'bin': {
      const l = evaluateNode(n.l, termValues, sum);
      const r = evaluateNode(n.r, termValues, sum);
      if (l === null || r === null) return null;
      if (n.op === '+') return l + r;
      if (n.op === '-') return noNegZero(l - r);
      return noNegZero(l * r);
    }
    case 'div': {
      const l = evaluateNode(n.l, termValues, sum);
      const r = evaluateNode(n.r, termValues, sum);
      if (l === null || r === null) return null;
      return divide(l, r, n.round, sum);
    }
  }
}

/**
 * An expression written out, each dice term as `dice(term)` writes it: the expression itself (`2D6+1`), BCDice's
 * faces (`5[4,1]+1`), the arrow format's (`[4,1]+1`).
 */
export function printNode(n: DiceNode, dice: (term: number) => string): string {
  switch (n.k) {
    case 'num':
      return String(n.value);
    case 'dice':
      return dice(n.term);
    case 'neg':
      return `-${printNode(n.e, dice)}`;
    case 'paren':
      return `(${printNode(n.e, dice)})`;
    case 'bin':
      return `${printNode(n.l, dice)}${n.op}${printNode(n.r, dice)}`;
    case 'div':
      return `${printNode(n.l, dice)}/${printNode(n.r, dice)}${n.round}`;
  }
}

/** The expression as BCDice prints it (`2D6+1`, `5D10KH3`, `(1D6+3)*2`, `1D6/2U`). */
export function exprText(n: DiceNode, terms: readonly DiceTermSpec[]): string {
  return printNode(n, (i) => {
    const t = terms[i];
    return t ? termText(t) : '';
  });
}

/** A dice term as BCDice prints it: `2D6`, `5D10KH3` (`MAX` is `KH1`). */
export function termText(t: DiceTermSpec): string {
  return `${t.count}D${t.sides}${t.filter ? `${t.filter.mode}${t.filter.count}` : ''}`;
}
