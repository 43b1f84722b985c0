/** dropProne: a minor action (B-4); a rider is dismounted prone beside its mount (MC-PRONE-4). */
import { need, ref, samePoint } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { DropProneCommand } from '../commands';
import { unseat } from '../falling';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { hasCondition } from '../effects';
import { knockDownStanding } from '../proneEffects';
import { creature, legalDismountSquares } from '../relations';
import { needPoint } from './checks';
import type { C, W } from './types';

/** dropProne: minor action (B-4); a rider is dismounted prone beside its mount (MC-PRONE-4). */
export function dropProne(w: W, cmd: DropProneCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const chain = newChain();
  const m = creature(w.s, c.mountId);
  if (!m) {
    if (hasCondition(w.s, c, 'prone')) reject({ m: 'alreadyProne', who: ref(c) }, 'B-4');
    spend(w, c.id, 'minor', { kind: 'dropProne' });
    knockDownStanding(w, ctx, chain, c.id);
    runJobs(w, ctx, chain);
    return;
  }
  const legal = legalDismountSquares(w.s, c.id);
  if (legal.length === 0) reject({ m: 'noDropSquare', who: ref(c), mount: ref(m) }, 'MC-PRONE-4');
  const given = cmd.to !== undefined ? needPoint(cmd.to) : undefined;
  if (given && !legal.some((p) => samePoint(p, given)))
    reject({ m: 'notFreeAdjacent', at: given, mount: ref(m) }, 'MC-PRONE-4');
  spend(w, c.id, 'minor', { kind: 'dropProne' });
  if (given)
    unseat(w, ctx, c.id, given, { prone: true, cause: 'dropProne', rule: 'MC-PRONE-4', altitude: m.elevation });
  else
    chain.queue.push({
      kind: 'land',
      id: c.id,
      mountId: m.id,
      area: 'adjacent',
      prone: true,
      cause: 'dropProne',
      rule: 'MC-PRONE-4',
      altitude: m.elevation,
    });
  runJobs(w, ctx, chain);
}
