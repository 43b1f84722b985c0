/**
 * Rolling a parsed dice line. The caller supplies the die (the encounter's seeded roller, or the faces a person
 * typed in), and this module calls it exactly once per physical die, in reading order:
 * repetition by repetition; within one, dice terms (or pools) left to right as written, each term's dice one
 * after another (`4d6kh3+1d8`: four d6, then the d8); a choice rolls one die with as many sides as items.
 * Keep/drop looks at a term's faces only after all of them are rolled. The number of calls is
 * {@link diceNeeded}. Never throws for a program {@link parseDice} returned.
 */
import { noNegZero } from './arith';
import type {
  DiceBody,
  DiceCompareOp,
  DiceNode,
  DiceOutcome,
  DiceProgram,
  DiceResult,
  DiceTermResult,
  DiceTermSpec,
  DieFn,
} from './types';

/** Roll a program with `die` (which must return an integer from 1 to `sides`). */
export function rollDice(program: DiceProgram, die: DieFn): DiceResult {
  let diceRolled = 0;
  const roll: DieFn = (sides) => {
    diceRolled++;
    return die(sides);
  };
  const outcomes: DiceOutcome[] = [];
  for (let i = 0; i < (program.repeat ?? 1); i++) outcomes.push(rollBody(program.body, roll));
  return {
    text: program.text,
    label: program.label,
    secret: program.secret,
    repeat: program.repeat,
    outcomes,
    diceRolled,
  };
}

/**
 * The exact number of `die` calls {@link rollDice} makes for `program` (for "I rolled…": how many faces to type),
 * or null if it depended on the faces (no syntax of this subset does that yet, e.g. exploding dice).
 */
export function diceNeeded(program: DiceProgram): number | null {
  return program.dice;
}

/** Whether `value op target` holds. */
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

function rollBody(body: DiceBody, roll: DieFn): DiceOutcome {
  switch (body.kind) {
    case 'sum': {
      const terms = body.terms.map((t) => rollTerm(t, roll));
      const total = evaluate(body.expr, terms);
      const comparison = body.comparison && {
        ...body.comparison,
        success: compare(total, body.comparison.op, body.comparison.target),
      };
      return { kind: 'sum', terms, parts: body.parts, total, comparison };
    }
    case 'pool': {
      const cmp = body.comparison;
      const groups = body.groups.map(({ count, sides }) => {
        const faces = Array.from({ length: count }, () => roll(sides));
        return { count, sides, faces, hits: cmp && faces.map((f) => compare(f, cmp.op, cmp.target)) };
      });
      const successes = cmp && groups.reduce((n, g) => n + (g.hits ?? []).filter(Boolean).length, 0);
      return { kind: 'pool', groups, faces: groups.flatMap((g) => g.faces), comparison: cmp, successes };
    }
    case 'choice': {
      const face = roll(body.items.length);
      const index = Math.min(Math.max(face - 1, 0), body.items.length - 1);
      return { kind: 'choice', items: body.items, face, index, item: body.items[index] ?? '' };
    }
  }
}

/**
 * Roll one term and mark the kept faces. Ties are broken by rolling order: among equal faces the earlier die
 * is kept first by `kh`/`kl` and dropped first by `dh`/`dl`.
 */
function rollTerm(t: DiceTermSpec, roll: DieFn): DiceTermResult {
  const faces = Array.from({ length: t.count }, () => roll(t.sides));
  const kept = faces.map(() => true);
  if (t.keep) {
    const high = t.keep.mode === 'kh' || t.keep.mode === 'dh';
    const order = faces.map((_, i) => i).sort((a, b) => ((faces[a] ?? 0) - (faces[b] ?? 0)) * (high ? -1 : 1) || a - b);
    const keeping = t.keep.mode[0] === 'k';
    order.forEach((i, rank) => {
      kept[i] = rank < (t.keep?.count ?? 0) ? keeping : !keeping;
    });
  }
  const value = faces.reduce((sum, f, i) => (kept[i] ? sum + f : sum), 0);
  return { count: t.count, sides: t.sides, keep: t.keep, faces, kept, value };
}

function evaluate(n: DiceNode, terms: readonly DiceTermResult[]): number {
  switch (n.k) {
    case 'num':
      return n.value;
    case 'dice':
      return terms[n.term]?.value ?? 0;
    case 'neg':
      return noNegZero(-evaluate(n.e, terms));
    case 'paren':
      return evaluate(n.e, terms);
    case 'bin': {
      const l = evaluate(n.l, terms);
      const r = evaluate(n.r, terms);
      if (n.op === '+') return l + r;
      if (n.op === '-') return l - r;
      if (n.op === '*') return noNegZero(l * r);
      return noNegZero(Math.floor(l / r));
    }
  }
}
