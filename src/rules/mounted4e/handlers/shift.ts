/**
 * shift: one square, a move action, provokes nothing (B-11); a mount carries its riders (MC-MOVE-1).
 */
import { carriedGroup, endSpaceProblem, need, neighbours, ref, samePoint, spaceAt } from '../../core';
import { spend } from '../actions';
import type { ShiftCommand } from '../commands';
import { grid, pointOf } from '../model';
import { reject } from '../msgs';
import { carriedBy } from '../relations';
import { needAble, needPoint, notProne } from './checks';
import type { C, W } from './types';

/** shift: one square, a move action, provokes nothing (B-11). */
export function shift(w: W, cmd: ShiftCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const to = needPoint(cmd.to);
  if (c.mountId) reject({ m: 'movesWithMount', who: ref(c) }, 'MC-MOVE-1');
  needAble(c);
  notProne(w.s, c);
  if (!neighbours(c.pos, 'chebyshev').some((p) => samePoint(p, to))) reject({ m: 'shiftOneSquare' }, 'B-11');
  const group = carriedGroup(w.s, c.id);
  const problem = endSpaceProblem(w.s, grid, spaceAt(to, c.size), group);
  if (problem) reject(problem);
  spend(w, c.id, 'move', { kind: 'shift' });
  const from = pointOf(c.pos);
  for (const id of group) w.edit(id).pos = pointOf(to);
  const carried = carriedBy(w.s, c.id);
  ctx.emit({
    type: 'shifted',
    who: ref(c),
    carried: carried.map(ref),
    from,
    to,
    rules: carried.length ? ['B-11', 'MC-MOVE-1'] : ['B-11'],
    ids: [c.id, ...carried.map((x) => x.id)],
  });
}
