/** Shared checks for the mounted4e handlers. */
import { need as coreNeed, reject, tx, type Creature, type Encounter, type Point } from '../../core';

/** Find a creature or reject. */
export function need(d: Encounter, id: unknown): Creature {
  return coreNeed(d, id);
}

/** Reject unless `p` is a square (integer x, y). */
export function needPoint(p: unknown, what = 'square'): Point {
  const q = p as Point;
  if (!q || typeof q !== 'object' || !Number.isInteger(q.x) || !Number.isInteger(q.y)) reject(tx(`The ${what} must be a square.`, `${what === 'square' ? 'マス' : what}をマスで指定してください。`));
  return q;
}

/** Reject a command on a creature that is down (0 HP or less) when it must act. */
export function needAble(c: Creature, rule = 'B-7'): void {
  if (c.hp <= 0) reject(tx(`${c.name} is down (0 HP) and cannot act.`, `${c.name}はHP0以下で行動できない。`), rule);
}
