/**
 * dismount: a move action into a free square adjacent to the mount's space (MC-MOUNT-2).
 */
import { reject, samePoint, tx, type Creature, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { DismountCommand } from '../commands';
import { unseat } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { legalDismountSquares } from '../relations';
import { need, needAble, needPoint } from './common';
import { creatureOf } from '../../core/creatures';

/** dismount: move action into a free square adjacent to the mount's space (MC-MOUNT-2). */
export function dismount(d: Encounter, cmd: DismountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId) reject(tx(`${c.name} is not riding.`, `${c.name}は騎乗していない。`), 'MC-MOUNT-2');
  needAble(c);
  const m = creatureOf(d, c.mountId) as Creature;
  const legal = legalDismountSquares(d, c.id);
  if (legal.length === 0) reject(tx(`No free square adjacent to ${m.name}: ${c.name} cannot dismount.`, `${m.name}に隣接する空きマスがなく、${c.name}は降りられない。`), 'MC-MOUNT-2');
  if (cmd.to !== undefined) {
    const to = needPoint(cmd.to);
    if (!legal.some((p) => samePoint(p, to))) reject(tx(`(${to.x}, ${to.y}) is not a free square adjacent to ${m.name}.`, `(${to.x}, ${to.y})は${m.name}に隣接する空きマスではない。`), 'MC-MOUNT-2');
  }
  spend(d, c.id, 'move', 'dismount');
  const to = cmd.to ?? (legal.length === 1 ? legal[0] : undefined);
  if (to) unseat(d, ctx, c, to, { prone: false, cause: 'dismount', rule: 'MC-MOUNT-2', altitude: m.elevation });
  else queueJobs(d, { kind: 'land', id: c.id, mountId: m.id, area: 'adjacent', prone: false, cause: 'dismount', rule: 'MC-MOUNT-2', altitude: m.elevation });
  runJobs(d, ctx);
}
