/**
 * The value and the text of a parsed dice-line expression (`arith.ts` parses it): comparison, BCDice's rounded
 * division (exact, BigInt), evaluation with each dice term's value, and the expression written out as BCDice
 * prints it.
 */
import type { DiceCompareOp, DiceNode, DiceRounding, DiceTermSpec } from './types';
import { noNegZero } from './scanner';

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
