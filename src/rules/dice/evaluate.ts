/**
 * Rolling a parsed dice line. The caller supplies the die (the encounter's `Roller`, or the faces a person typed
 * in), and this module calls it once per physical die, in BCDice's order: repetition by repetition; within one,
 * terms (or groups) left to right as written, each term's dice one after another (`4D6KH3+1D8`: four d6, then
 * the d8); a D66 value is two d6, tens then units; a choice rolls one die per pick over the items left; an R-roll
 * rolls its groups, then each batch of dice to roll again at the end of the queue; a U-roll rolls each die's
 * chain before the next die. Filters look at a term's faces only after all of them are rolled. Never throws for
 * a program {@link parseDice} returned (a die that returns an impossible face is the caller's to refuse).
 */
import { compare, evaluateNode } from './arithValue';
import { noNegZero } from './scanner';
import {
  DICE_LIMITS,
  type DiceBody,
  type DiceOutcome,
  type DiceProgram,
  type DiceResult,
  type DiceTermResult,
  type DiceTermSpec,
  type DieFn,
} from './types';

/** Roll a program with `die` (which must return an integer from 1 to `sides`). */
export function rollDice(program: DiceProgram, die: DieFn): DiceResult {
  let diceRolled = 0;
  const roll: DieFn = (sides) => {
    diceRolled++;
    return die(sides);
  };
  // Dice rolled again stop at the line's limit, leaving room for the dice every later repetition must roll.
  const reps = program.repeat ?? 1;
  const base = program.dice / reps;
  const outcomes: DiceOutcome[] = [];
  for (let i = 0; i < reps; i++) {
    const budget: Budget = (reserve) => DICE_LIMITS.maxDice - diceRolled - base * (reps - i - 1) - reserve;
    outcomes.push(rollBody(program.body, roll, budget));
  }
  return {
    text: program.text,
    bodyText: program.bodyText,
    label: program.label,
    secret: program.secret,
    repeat: program.repeat,
    body: program.body,
    outcomes,
    diceRolled,
  };
}

/**
 * How typed-in faces fit a program ("I rolled…"): `ok`, or how many it needs — exactly `need` when the count
 * does not depend on the faces or the faces settle it, at least `need` (`atLeast`) when they ran out while an
 * R- or U-roll still rolls again. A face outside its die is `bad` (index and sides).
 */
export type FacesFit =
  | { ok: true; used: number }
  | { ok: false; need: number; atLeast: boolean; given: number }
  | { ok: false; bad: { index: number; sides: number; value: number } };

/** Check typed-in faces against a program without rolling anything else (see {@link FacesFit}). */
export function facesFit(program: DiceProgram, faces: readonly number[]): FacesFit {
  if (!program.open) {
    if (faces.length !== program.dice) return { ok: false, need: program.dice, atLeast: false, given: faces.length };
  }
  let i = 0;
  class RanOut {}
  let bad: { index: number; sides: number; value: number } | null = null;
  try {
    rollDice(program, (sides) => {
      if (i >= faces.length) throw new RanOut();
      const v = faces[i] as number;
      if (bad === null && !(Number.isInteger(v) && v >= 1 && v <= sides)) bad = { index: i, sides, value: v };
      i++;
      return Number.isInteger(v) && v >= 1 && v <= sides ? v : 1;
    });
  } catch (e) {
    if (!(e instanceof RanOut)) throw e;
    return bad ? { ok: false, bad } : { ok: false, need: i + 1, atLeast: true, given: faces.length };
  }
  if (bad) return { ok: false, bad };
  if (i !== faces.length) return { ok: false, need: i, atLeast: false, given: faces.length };
  return { ok: true, used: i };
}

/** Dice `program` needs for "I rolled…": the exact number, or the fewest when dice may be rolled again. */
export function diceNeeded(program: DiceProgram): { count: number; atLeast: boolean } {
  return { count: program.dice, atLeast: program.open };
}

/** How many more dice may be rolled again, keeping `reserve` dice that must still be rolled in this repetition. */
type Budget = (reserve: number) => number;

function rollBody(body: DiceBody, roll: DieFn, budget: Budget): DiceOutcome {
  switch (body.kind) {
    case 'sum': {
      const terms = body.terms.map((t) => rollTerm(t, roll));
      const total =
        evaluateNode(
          body.expr,
          terms.map((t) => t.value),
          true,
        ) ?? 0;
      const c = body.comparison;
      const success = c && c.target !== '?' ? compare(total, c.op, c.target) : null;
      return { kind: 'sum', terms, total, success, values: terms.reduce((n, t) => n + t.faces.length, 0) };
    }
    case 'pool': {
      const groups = body.groups.map((g) => Array.from({ length: g.count }, () => roll(g.sides)));
      const c = body.comparison;
      const successes = c ? groups.flat().filter((f) => compare(f, c.op, c.target)).length : null;
      return { kind: 'pool', groups, successes };
    }
    case 'reroll': {
      const queue = body.groups.map((g) => ({ ...g }));
      const batches: { sides: number; faces: number[] }[] = [];
      let truncated = false;
      const t = body.threshold;
      let first = queue.length;
      for (let q = queue.shift(); q; q = queue.shift(), first--) {
        const count = first > 0 ? q.count : Math.min(q.count, budget(0));
        if (count < q.count) truncated = true;
        if (count <= 0) break;
        const faces = Array.from({ length: count }, () => roll(q.sides));
        batches.push({ sides: q.sides, faces });
        const again = faces.filter((f) => compare(f, t.op, t.target)).length;
        if (again > 0) queue.push({ count: again, sides: q.sides });
      }
      const c = body.comparison;
      const successes = c ? batches.flatMap((b) => b.faces).filter((f) => compare(f, c.op, c.target)).length : 0;
      return { kind: 'reroll', batches, successes, truncated };
    }
    case 'upper': {
      const chains: { faces: number[]; sum: number }[] = [];
      let truncated = false;
      let left = body.groups.reduce((n, g) => n + g.count, 0);
      for (const g of body.groups) {
        for (let k = 0; k < g.count; k++) {
          const faces: number[] = [];
          left--;
          for (;;) {
            const f = roll(g.sides);
            faces.push(f);
            if (f < body.threshold) break;
            if (budget(left) <= 0) {
              truncated = true;
              break;
            }
          }
          chains.push({ faces, sum: faces.reduce((a, b) => a + b, 0) });
        }
      }
      const m = body.modifier;
      const c = body.comparison;
      const successes = c ? chains.filter((ch) => compare(ch.sum + m, c.op, c.target)).length : null;
      const max = Math.max(...chains.map((ch) => ch.sum + m));
      const total = chains.reduce((n, ch) => n + ch.sum, 0) + m;
      return { kind: 'upper', chains, successes, max, total, truncated };
    }
    case 'tally': {
      const faces = Array.from({ length: body.count }, () => roll(body.sides));
      const counts = Array.from({ length: body.sides }, (_, v) => faces.filter((f) => f === v + 1).length);
      return { kind: 'tally', faces, counts };
    }
    case 'd66': {
      const a = roll(6);
      const b = roll(6);
      return { kind: 'd66', faces: [a, b], value: d66Value(a, b, body.suffix) };
    }
    case 'calc':
      return { kind: 'calc', value: body.value };
    case 'choice': {
      const left = [...body.items];
      const picks: { face: number; item: string }[] = [];
      for (let k = 0; k < body.takes && left.length > 0; k++) {
        const face = roll(left.length);
        const index = Math.min(Math.max(face - 1, 0), left.length - 1);
        picks.push({ face, item: left.splice(index, 1)[0] ?? '' });
      }
      return { kind: 'choice', picks };
    }
  }
}

/** Two d6 as a D66 value: as rolled (`''`, `N`), smaller first (`A`, `S`), larger first (`D`). */
function d66Value(a: number, b: number, sort: '' | 'A' | 'S' | 'D' | 'N'): number {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (sort === 'A' || sort === 'S') return lo * 10 + hi;
  if (sort === 'D') return hi * 10 + lo;
  return a * 10 + b;
}

/**
 * Roll one term and mark the kept faces. A D66 term rolls two d6 per value (as rolled, BCDice's default). Ties are
 * broken by rolling order: among equal faces the earlier die is kept first by `KH`/`KL` and dropped first by
 * `DH`/`DL` (BCDice sums sorted values, so only the marks depend on it, never the total).
 */
function rollTerm(t: DiceTermSpec, roll: DieFn): DiceTermResult {
  // Loops, not `Array.from({ length })` with a closure (issue 33: its generic array-like path on every roll).
  const faces: number[] = [];
  for (let i = 0; i < t.count; i++) faces.push(t.d66 ? d66Value(roll(6), roll(6), '') : roll(t.sides));
  const kept: boolean[] = [];
  for (let i = 0; i < faces.length; i++) kept.push(true);
  const f = t.filter;
  if (f) {
    const high = f.mode === 'KH' || f.mode === 'DH';
    const order = faces.map((_, i) => i).sort((a, b) => ((faces[a] ?? 0) - (faces[b] ?? 0)) * (high ? -1 : 1) || a - b);
    const keeping = f.mode[0] === 'K';
    order.forEach((i, rank) => {
      kept[i] = rank < f.count ? keeping : !keeping;
    });
  }
  const value = noNegZero(faces.reduce((sum, face, i) => (kept[i] ? sum + face : sum), 0));
  return { faces, kept, value };
}
