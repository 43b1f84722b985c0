/** dismount: a move action into a free square adjacent to the mount's space (MC-MOUNT-2). */
import { need, ref, samePoint } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { DismountCommand } from '../commands';
import { unseat } from '../falling';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { creature, legalDismountSquares } from '../relations';
import { needAble, needPoint } from './checks';
import type { C, W } from './types';

/** dismount: move action into a free square adjacent to the mount's space (MC-MOUNT-2); asks when no square is given. */
export function dismount(w: W, cmd: DismountCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const m = creature(w.s, c.mountId);
  if (!m) reject({ m: 'notRiding', who: ref(c) }, 'MC-MOUNT-2');
  needAble(c);
  const legal = legalDismountSquares(w.s, c.id);
  if (legal.length === 0) reject({ m: 'noDismountSquare', who: ref(c), mount: ref(m) }, 'MC-MOUNT-2');
  const given = cmd.to !== undefined ? needPoint(cmd.to) : undefined;
  if (given && !legal.some((p) => samePoint(p, given)))
    reject({ m: 'notFreeAdjacent', at: given, mount: ref(m) }, 'MC-MOUNT-2');
  spend(w, c.id, 'move', { kind: 'dismount' });
  const to = given ?? (legal.length === 1 ? legal[0] : undefined);
  const chain = newChain();
  if (to) unseat(w, ctx, c.id, to, { prone: false, cause: 'dismount', rule: 'MC-MOUNT-2', altitude: m.elevation });
  else
    chain.queue.push({
      kind: 'land',
      id: c.id,
      mountId: m.id,
      area: 'adjacent',
      prone: false,
      cause: 'dismount',
      rule: 'MC-MOUNT-2',
      altitude: m.elevation,
    });
  runJobs(w, ctx, chain);
}
