/**
 * teleport (B-13): the other does not go along (MC-TP-1); a mount teleported alone leaves its rider and
 * passengers dismounted and prone in squares of its former space (MC-TP-2, RULING MC-R3).
 */
import { distance, endSpaceProblem, need, ref, spaceAt } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { TeleportCommand } from '../commands';
import { unseat } from '../falling';
import { runJobs } from '../jobs';
import { grid, pointOf } from '../model';
import { reject } from '../msgs';
import { carriedBy, effectiveSpace } from '../relations';
import { needPoint } from './checks';
import type { C, W } from './types';

/** teleport: B-13 checks, then MC-TP-1 / MC-TP-2. */
export function teleport(w: W, cmd: TeleportCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const to = needPoint(cmd.to);
  const dest = spaceAt(to, c.size);
  const problem = endSpaceProblem(w.s, grid, dest, new Set([c.id]));
  if (problem) reject(problem, 'B-13');
  if (cmd.distance !== undefined) {
    if (!Number.isInteger(cmd.distance) || cmd.distance < 0) reject({ m: 'badTeleportDistance' }, 'B-13');
    const gap = distance(effectiveSpace(w.s, c.id), dest, 'chebyshev');
    if (gap > cmd.distance) reject({ m: 'teleportTooFar', gap, distance: cmd.distance }, 'B-13');
  }
  spend(w, c.id, cmd.action ?? 'move', { kind: 'teleport' });
  if (c.mountId) {
    // MC-TP-1: the rider (or passenger) goes alone; leaving by teleport is no fall (MC-OPT-FALL).
    unseat(w, ctx, c.id, to, { prone: false, cause: 'teleport', rule: 'MC-TP-1', altitude: 0 });
    return;
  }
  const carried = carriedBy(w.s, c.id);
  ctx.emit({
    type: 'teleported',
    who: ref(c),
    left: carried.map(ref),
    from: pointOf(c.pos),
    to,
    rules: carried.length ? ['B-13', 'MC-TP-1'] : ['B-13'],
    ids: [c.id, ...carried.map((x) => x.id)],
  });
  if (carried.length === 0) {
    w.edit(c.id).pos = to;
    return;
  }
  // MC-TP-2 / MC-R3: each carried creature picks a square of the former space before the mount leaves.
  runJobs(w, ctx, newChain([{ kind: 'tpLand', mountId: c.id, to, ids: carried.map((x) => x.id), chosen: {} }]));
}
