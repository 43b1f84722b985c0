/**
 * charge (B-8): move up to speed, each square closer to the target, ending at least 2 squares from the
 * start, then a melee basic attack at +1; no further actions but free ones. A rider's charge moves its mount
 * up to the mount's speed and then the rider attacks (MC-CHARGE-1); a passenger cannot charge (MC-PASS-3).
 */
import { carriedGroup, distance, need, ref, samePoint, spaceAt, squareDistance, type Point } from '../../core';
import { chargePath } from '../chargePath';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { AttackInput, ChargeCommand } from '../commands';
import { runJobs } from '../jobs';
import { pointOf } from '../model';
import { reject } from '../msgs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { hasCondition } from '../effects';
import { creature, effectiveSpace } from '../relations';
import { checkDistance, checkSpec, resolveAttack } from '../resolveAttack';
import { needAble, needPoint } from './checks';
import { movedEvent, type C, type W } from './types';
import { moveSpeed, walk } from './walk';

/** charge: move (the mount's move for a rider), then the +1 melee attack. */
export function charge(w: W, cmd: ChargeCommand, ctx: C): void {
  const a = need(w, cmd.attackerId);
  const t = need(w, cmd.targetId);
  const to = needPoint(cmd.to);
  checkSpec(cmd.attack);
  needAble(a);
  if (a.mountId && !a.isRider) reject({ m: 'passengerCannotCharge', who: ref(a) }, 'MC-PASS-3');
  const mover = creature(w.s, a.mountId) ?? a;
  if (carriedGroup(w.s, mover.id).has(t.id)) reject({ m: 'chargeOwnGroup', who: ref(a), target: ref(t) }, 'B-8');
  if (hasCondition(w.s, mover, 'prone')) reject({ m: 'proneCannotCharge', who: ref(mover) }, 'B-4');
  spend(w, a.id, 'standard', { kind: 'charge' });
  const from = pointOf(mover.pos);
  const tSpace = effectiveSpace(w.s, t.id);
  if (squareDistance(from, to, 'chebyshev') < 2) reject({ m: 'chargeTooShort' }, 'B-8');
  const before = ctx.events.length;
  // The mount moves up to its own speed (MC-CHARGE-1), the path checked square by square (allies passed, MC-ELIG-2).
  // Without a drawn path, the cheapest on which every square is closer to the target (B-8, issue 29) — the
  // shortest path of an ordinary move may step sideways round an obstacle.
  let given = cmd.path;
  if (given === undefined && !samePoint(from, to)) {
    const planned = chargePath(w.s, mover, tSpace, to, moveSpeed(w, mover));
    if ('reason' in planned) reject(planned.reason, 'B-8');
    given = planned.path;
  }
  walk(w, { type: 'moveCreature', id: mover.id, to, ...(given ? { path: given } : {}) }, ctx);
  const path: readonly Point[] = movedEvent(ctx, before)?.path ?? [];
  let prev = distance(spaceAt(from, mover.size), tSpace, 'chebyshev');
  for (const p of path) {
    const dd = distance(spaceAt(p, mover.size), tSpace, 'chebyshev');
    if (dd >= prev) reject({ m: 'chargeNotCloser', mover: ref(mover), target: ref(t), at: pointOf(p) }, 'B-8');
    prev = dd;
  }
  const atk: AttackInput = {
    attackerId: a.id,
    targetId: t.id,
    kind: 'melee',
    attack: cmd.attack,
    ...(cmd.origin !== undefined ? { origin: pointOf(cmd.origin) } : {}),
    ...(cmd.combatAdvantage !== undefined ? { combatAdvantage: cmd.combatAdvantage } : {}),
  };
  // Issue 33: what the check measured (reach, cover) is the resolution's too — the event below moves no one.
  const measured = checkDistance(w.s, atk, t.id);
  ctx.emit({
    type: 'charged',
    attacker: ref(a),
    mount: a.mountId ? ref(mover) : null,
    target: ref(t),
    squares: path.length,
    path: path.map(pointOf),
    rules: a.mountId ? ['MC-CHARGE-1', 'B-8'] : ['B-8'],
    ids: [a.id, mover.id, t.id],
  });
  resolveAttack(w, ctx, atk, { charge: true, measured });
  const set = w.s.sys.set;
  if (set && set.members.includes(a.id)) {
    const sys = w.patch('sys');
    if (sys.set) sys.set = { ...sys.set, charged: true };
  }
  runJobs(w, ctx, newChain(opportunityJobs(w.s, provokersOfMove(w.s, mover.id, path, from), mover.id)));
}
