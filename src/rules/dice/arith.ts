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
 * by zero is refused). The cursor and failures are `scanner.ts`; values and printing `arithValue.ts`.
 */
import { DICE_LIMITS, type DiceFilter, type DiceNode, type DiceRounding, type DiceTermSpec } from './types';
import { evaluateNode } from './arithValue';
import { fail, isDigit, type Scanner } from './scanner';

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
