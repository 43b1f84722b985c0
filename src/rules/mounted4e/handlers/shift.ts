/**
 * shift: one square, a move action, provokes nothing (B-11); a mount carries its riders (MC-MOVE-1).
 */
import {
  carriedGroup, endSpaceProblem, neighbours, reject, samePoint, spaceAt, tx, type Creature, type Ctx, type Encounter,
} from '../../core';
import { spend } from '../actions';
import type { ShiftCommand } from '../commands';
import { carriedBy } from '../relations';
import { need, needAble, needPoint } from './common';
import { notProne } from './notProne';
import { creatureOf } from '../../core/creatures';

/** shift: one square, a move action, provokes nothing (B-11). */
export function shift(d: Encounter, cmd: ShiftCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  const to = needPoint(cmd.to);
  if (c.mountId) reject(tx(`${c.name} moves only with its mount; dismount first.`, `${c.name}は乗騎と共にしか動けない。先に降りること。`), 'MC-MOVE-1');
  needAble(c);
  notProne(c);
  if (!neighbours(c.pos, 'chebyshev').some((p) => samePoint(p, to))) reject(tx('A shift is one square.', 'シフトは1マスです。'), 'B-11');
  const problem = endSpaceProblem(d, c, spaceAt(to, c.size), carriedGroup(d, c.id));
  if (problem) reject(problem);
  spend(d, c.id, 'move', 'shift');
  for (const id of carriedGroup(d, c.id)) (creatureOf(d, id) as Creature).pos = { ...to };
  const carried = carriedBy(d, c.id);
  ctx.emit({
    type: 'shifted',
    text: tx(
      `${c.name}${carried.length ? ` carrying ${carried.map((x) => x.name).join(', ')}` : ''} shifts to (${to.x}, ${to.y}); a shift provokes no opportunity attacks (B-11${carried.length ? ', MC-MOVE-1' : ''}).`,
      `${c.name}${carried.length ? `（${carried.map((x) => x.name).join('、')}を乗せて）` : ''}は(${to.x}, ${to.y})へシフトした。機会攻撃は誘発しない（B-11${carried.length ? '、MC-MOVE-1' : ''}）。`,
    ),
    rules: carried.length ? ['B-11', 'MC-MOVE-1'] : ['B-11'],
    ids: [c.id, ...carried.map((x) => x.id)],
    data: { to },
  });
}
