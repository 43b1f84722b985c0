/**
 * The arithmetic part of a dice line: integers, `NdM` (with keep/drop), `NBM` pools, `+ - * /`, unary minus and
 * parentheses, by recursive descent over the normalised text. While parsing it tracks each sub-expression's
 * smallest and largest possible value, so a divisor that could be zero and a value that could leave the exact
 * integer range are refused before anything is rolled (the evaluator then cannot fail).
 */
import {
  DICE_LIMITS,
  type DiceErrorDetail,
  type DiceExprError,
  type DiceKeep,
  type DiceNode,
  type DiceShapePart,
  type DiceTermSpec,
} from './types';

/** Internal: thrown to abandon a parse; {@link parseDice} turns it into an error result (it never escapes). */
export class ParseFailure {
  constructor(readonly error: DiceExprError) {}
}

/** Abandon the parse with `detail` at normalised index `at` (omit `at` for whole-line errors). */
export function fail(detail: DiceErrorDetail, at?: number): never {
  throw new ParseFailure(at === undefined ? { ...detail } : { ...detail, at });
}

/** A pool term `NBM`. */
export interface PoolSpec {
  count: number;
  sides: number;
  at: number;
}

/** A parsed sub-expression with its range of values. */
export interface Parsed {
  node: Ast;
  lo: number;
  hi: number;
  /** Index of its first pool term, or -1 when it has none. */
  poolAt: number;
  /** True when it is a pool or a `+` of pools (the only way pools combine). */
  poolChain: boolean;
}

/** The internal tree (the public {@link DiceNode} has no pools: a pool line becomes a pool body). */
export type Ast =
  | { k: 'num'; value: number }
  | { k: 'dice'; term: number }
  | { k: 'pool'; pool: PoolSpec }
  | { k: 'neg'; e: Ast }
  | { k: 'paren'; e: Ast }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: Ast; r: Ast };

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
/** -0 → 0, so results compare and print as people expect. */
export const noNegZero = (x: number): number => (x === 0 ? 0 : x);

/** Parses arithmetic from `s[p]` up to (not including) `end`. */
export class ArithParser {
  p: number;
  private depth = 0;
  readonly terms: DiceTermSpec[] = [];
  readonly pools: PoolSpec[] = [];

  constructor(
    private readonly s: string,
    start: number,
    readonly end: number,
  ) {
    this.p = start;
  }

  private peek(): string | undefined {
    return this.p < this.end ? this.s[this.p] : undefined;
  }

  private lower(): string | undefined {
    return this.peek()?.toLowerCase();
  }

  private digits(): string {
    const start = this.p;
    while (isDigit(this.peek())) this.p++;
    return this.s.slice(start, this.p);
  }

  /** The character at the cursor as an error: the end of the expression, or an unreadable character. */
  unexpected(): never {
    const c = this.peek();
    if (c === undefined) fail({ key: 'unexpectedEnd' }, this.p);
    fail({ key: 'unexpectedChar', char: c }, this.p);
  }

  /** expr := term (('+' | '-') term)* */
  parseExpr(): Parsed {
    let left = this.parseTerm();
    for (let c = this.peek(); c === '+' || c === '-'; c = this.peek()) {
      const at = this.p++;
      left = combine(c, left, this.parseTerm(), at);
    }
    return left;
  }

  /** term := unary (('*' | '/') unary)* */
  private parseTerm(): Parsed {
    let left = this.parseUnary();
    for (let c = this.peek(); c === '*' || c === '/'; c = this.peek()) {
      const at = this.p++;
      left = combine(c, left, this.parseUnary(), at);
    }
    return left;
  }

  /** unary := '-' unary | primary */
  private parseUnary(): Parsed {
    if (this.peek() !== '-') return this.parsePrimary();
    const at = this.p++;
    const e = this.parseUnary();
    if (e.poolAt >= 0) fail({ key: 'poolMixed' }, at);
    return { node: { k: 'neg', e: e.node }, lo: noNegZero(-e.hi), hi: noNegZero(-e.lo), poolAt: -1, poolChain: false };
  }

  /** primary := number | dice | pool | '(' expr ')' */
  private parsePrimary(): Parsed {
    const c = this.peek();
    if (c === '(') {
      const at = this.p++;
      if (++this.depth > DICE_LIMITS.maxDepth) fail({ key: 'tooDeep', max: DICE_LIMITS.maxDepth }, at);
      const e = this.parseExpr();
      if (this.peek() === undefined) fail({ key: 'unclosedParen' }, at);
      if (this.peek() !== ')') this.unexpected();
      this.p++;
      this.depth--;
      if (e.poolAt >= 0) fail({ key: 'poolMixed' }, at);
      return { ...e, node: { k: 'paren', e: e.node } };
    }
    const at = this.p;
    const count = this.digits();
    const kind = this.lower();
    if (kind === 'd' || kind === 'b') return this.parseDice(at, count === '' ? 1 : Number(count), kind);
    if (count === '') this.unexpected();
    const value = Number(count);
    if (value > DICE_LIMITS.maxNumber) fail({ key: 'numberTooLarge', max: DICE_LIMITS.maxNumber }, at);
    return { node: { k: 'num', value }, lo: value, hi: value, poolAt: -1, poolChain: false };
  }

  /** `NdM[kh|kl|dh|dl|k]K` or `NBM`; the cursor is on the `d`/`b`. */
  private parseDice(at: number, count: number, kind: 'd' | 'b'): Parsed {
    this.p++;
    if (count === 0) fail({ key: 'noDice' }, at);
    if (count > DICE_LIMITS.maxDicePerTerm)
      fail({ key: 'tooManyDiceInTerm', count, max: DICE_LIMITS.maxDicePerTerm }, at);
    const sidesAt = this.p;
    const sidesText = this.digits();
    if (sidesText === '') fail({ key: 'expectedNumber' }, sidesAt);
    const sides = Number(sidesText);
    if (sides < DICE_LIMITS.minSides || sides > DICE_LIMITS.maxSides) {
      fail({ key: 'sidesOutOfRange', sides, min: DICE_LIMITS.minSides, max: DICE_LIMITS.maxSides }, sidesAt);
    }
    if (kind === 'b') {
      const pool = { count, sides, at };
      this.pools.push(pool);
      return { node: { k: 'pool', pool }, lo: 0, hi: 0, poolAt: at, poolChain: true };
    }
    const keep = this.parseKeep(count);
    const kept = keep === null ? count : keep.mode === 'kh' || keep.mode === 'kl' ? keep.count : count - keep.count;
    this.terms.push({ count, sides, keep, at });
    return {
      node: { k: 'dice', term: this.terms.length - 1 },
      lo: kept,
      hi: kept * sides,
      poolAt: -1,
      poolChain: false,
    };
  }

  /** Optional keep/drop after a dice term of `dice` dice. */
  private parseKeep(dice: number): DiceKeep | null {
    const at = this.p;
    const c = this.lower();
    if (c !== 'k' && c !== 'd') return null;
    this.p++;
    const next = this.lower();
    let mode: DiceKeep['mode'];
    if (next === 'h' || next === 'l') {
      mode = `${c}${next}` as DiceKeep['mode'];
      this.p++;
    } else if (c === 'k') mode = 'kh';
    else {
      this.p = at;
      this.unexpected();
    }
    const countAt = this.p;
    const countText = this.digits();
    if (countText === '') fail({ key: 'expectedNumber' }, countAt);
    const count = Number(countText);
    if (count > dice) fail({ key: 'keepTooMany', count, dice }, at);
    return { mode, count };
  }
}

/** Build `l op r`, refusing pools in arithmetic, a divisor that may be zero and values out of the exact range. */
function combine(op: '+' | '-' | '*' | '/', l: Parsed, r: Parsed, at: number): Parsed {
  const poolAt = l.poolAt >= 0 ? l.poolAt : r.poolAt;
  if (poolAt >= 0 && !(op === '+' && l.poolChain && r.poolChain)) fail({ key: 'poolMixed' }, at);
  let lo: number;
  let hi: number;
  if (op === '+') [lo, hi] = [l.lo + r.lo, l.hi + r.hi];
  else if (op === '-') [lo, hi] = [l.lo - r.hi, l.hi - r.lo];
  else {
    if (op === '/' && r.lo <= 0 && r.hi >= 0) fail({ key: 'divisionByZero' }, at);
    const f = op === '*' ? (a: number, b: number) => a * b : (a: number, b: number) => Math.floor(a / b);
    const corners = [f(l.lo, r.lo), f(l.lo, r.hi), f(l.hi, r.lo), f(l.hi, r.hi)];
    [lo, hi] = [Math.min(...corners), Math.max(...corners)];
  }
  if (Math.max(Math.abs(lo), Math.abs(hi)) > DICE_LIMITS.maxMagnitude)
    fail({ key: 'resultTooLarge', max: DICE_LIMITS.maxMagnitude }, at);
  return {
    node: { k: 'bin', op, l: l.node, r: r.node },
    lo: noNegZero(lo),
    hi: noNegZero(hi),
    poolAt,
    poolChain: poolAt >= 0,
  };
}

/** The public tree of a pool-free expression. */
export function toDiceNode(a: Ast): DiceNode {
  switch (a.k) {
    case 'num':
    case 'dice':
      return a;
    case 'pool':
      return { k: 'num', value: 0 }; // unreachable: pools never reach a sum body
    case 'neg':
    case 'paren':
      return { k: a.k, e: toDiceNode(a.e) };
    case 'bin':
      return { k: 'bin', op: a.op, l: toDiceNode(a.l), r: toDiceNode(a.r) };
  }
}

/** The pools of a pool chain, in reading order. */
export function poolsOf(a: Ast): PoolSpec[] {
  if (a.k === 'pool') return [a.pool];
  if (a.k === 'bin') return [...poolsOf(a.l), ...poolsOf(a.r)];
  return [];
}

/** Canonical text of a dice term, e.g. `4D6kh3`, `1D20`. */
export function termText(t: { count: number; sides: number; keep: DiceKeep | null }): string {
  return `${t.count}D${t.sides}${t.keep ? `${t.keep.mode}${t.keep.count}` : ''}`;
}

/** The canonical text of an expression as parts (dice terms marked, adjacent text merged). */
export function shapeOf(a: Ast): DiceShapePart[] {
  const out: DiceShapePart[] = [];
  const text = (s: string): void => {
    const last = out[out.length - 1];
    if (last && 'text' in last) last.text += s;
    else out.push({ text: s });
  };
  const walk = (n: Ast): void => {
    switch (n.k) {
      case 'num':
        return text(String(n.value));
      case 'dice':
        out.push({ term: n.term });
        return;
      case 'pool':
        return text(`${n.pool.count}B${n.pool.sides}`);
      case 'neg':
        text('-');
        return walk(n.e);
      case 'paren':
        text('(');
        walk(n.e);
        return text(')');
      case 'bin':
        walk(n.l);
        text(n.op);
        return walk(n.r);
    }
  };
  walk(a);
  return out;
}
