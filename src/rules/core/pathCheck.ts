/**
 * The check of a path given with a move (issue 13; issue 31: one function for the kernel's `moveCreature` and 4e's
 * walk, so a path is judged the same way whichever system's move it is). Each step may pass allies and is checked
 * as a step (terrain, creatures that do not let it pass, walls: the system's `grid.wallRule`); only the last square
 * must be a free space for the mover and what it carries; the whole path may cost at most `maxCost`.
 */
import { reject } from './engine';
import { msg } from './events';
import { samePoint, spaceAt } from './geometry';
import { ref } from './message';
import type { Creature, Encounter, Point } from './model';
import { carriedGroup, endSpaceProblem, stepCost, stepRule } from './movement';
import type { GridRules } from './system';

/** A square: integer x and y. */
export function isSquare(p: unknown): p is Point {
  const q = p as Point;
  return !!q && Number.isInteger(q.x) && Number.isInteger(q.y);
}

/** A path given with a move, checked step by step; its cost, or a refusal (a `RuleViolation`) naming the step. */
export function checkGivenPath(
  enc: Encounter,
  rules: GridRules,
  mover: Creature,
  move: { readonly to: Point; readonly path?: readonly Point[] },
  maxCost: number,
): { path: readonly Point[]; cost: number } {
  const path = move.path as readonly Point[];
  if (!Array.isArray(path) || !path.every(isSquare)) reject(msg('pathNotSquares', {}));
  const last = path[path.length - 1];
  if (!last || !samePoint(last, move.to)) reject(msg('pathNotToEnd', {}));
  const group = carriedGroup(enc, mover.id);
  let cost = 0;
  let at = mover.pos;
  for (const step of path) {
    const c = stepCost(enc, rules, mover, group, at, step);
    if (typeof c !== 'number') reject(c, stepRule(c, rules)); // a wall in the way cites grid.wallRule
    cost += c;
    at = step;
  }
  // The end of the move must be a free space (allies may be passed through, not ended on).
  const end = endSpaceProblem(enc, rules, spaceAt(move.to, mover.size), group);
  if (end) reject(end);
  if (cost > maxCost) reject(msg('pathTooCostly', { who: ref(mover), cost, max: maxCost }));
  return { path, cost };
}
