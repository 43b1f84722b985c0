/**
 * charge (B-8): move up to speed, each square closer to the target, ending at least 2 squares from the
 * start, then a melee basic attack at +1; no further actions but free ones. A rider's charge moves its mount
 * up to the mount's speed and then the rider attacks (MC-CHARGE-1); a passenger cannot charge (MC-PASS-3).
 */
import {
  coreHandlers, distance, reject, spaceAt, squareDistance, tx, type Creature, type Ctx, type Encounter, type Point,
} from '../../core';
import { spend } from '../actions';
import type { AttackCommand, ChargeCommand } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { carriedGroup } from '../../core';
import { effectiveSpace } from '../relations';
import { m4 } from '../state';
import { checkDistance, checkSpec, resolveAttack } from '../resolveAttack';
import { need, needAble, needPoint } from './common';
import { creatureOf } from '../../core/creatures';

/** charge: move (the mount's move for a rider), then the +1 melee attack. */
export function charge(d: Encounter, cmd: ChargeCommand, ctx: Ctx): void {
  const a = need(d, cmd.attackerId);
  const t = need(d, cmd.targetId);
  needPoint(cmd.to);
  checkSpec(cmd.attack);
  needAble(a);
  if (a.mountId && !a.isRider) reject(tx(`${a.name} is a passenger and cannot charge without dismounting.`, `同乗者${a.name}は降りなければ突撃できない。`), 'MC-PASS-3');
  const mover = a.mountId ? (creatureOf(d, a.mountId) as Creature) : a;
  if (carriedGroup(d, mover.id).has(t.id)) reject(tx(`${a.name} cannot charge ${t.name}, who rides with it.`, `${a.name}は同じ乗騎の${t.name}に突撃できない。`), 'B-8');
  if (mover.conditions.includes('prone')) reject(tx(`${mover.name} is prone and cannot charge.`, `${mover.name}は伏せ状態で突撃できない。`), 'B-4');
  spend(d, a.id, 'standard', 'charge');
  const from = mover.pos;
  const tSpace = effectiveSpace(d, t.id);
  const before = ctx.events.length;
  // The mount moves up to its own speed (MC-CHARGE-1); the core move checks the path square by square.
  coreHandlers.moveCreature(d, { type: 'moveCreature', id: mover.id, to: cmd.to, ...(cmd.path ? { path: cmd.path } : {}) }, ctx);
  const moved = ctx.events.slice(before).find((e) => e.type === 'creatureMoved');
  const path = (moved?.data?.path as Point[] | undefined) ?? [];
  let prev = distance(spaceAt(from, mover.size), tSpace, 'chebyshev');
  for (const p of path) {
    const dd = distance(spaceAt(p, mover.size), tSpace, 'chebyshev');
    if (dd >= prev) reject(tx(`Each square of a charge must bring ${mover.name} closer to ${t.name}; (${p.x}, ${p.y}) does not.`, `突撃では1マスごとに${t.name}へ近づかねばならないが、(${p.x}, ${p.y})は近づかない。`), 'B-8');
    prev = dd;
  }
  if (squareDistance(from, cmd.to, 'chebyshev') < 2) reject(tx('A charge must end at least 2 squares from where it started.', '突撃は開始位置から2マス以上離れた場所で終わらねばならない。'), 'B-8');
  const atk: AttackCommand = { type: 'attack', attackerId: a.id, targetId: t.id, kind: 'melee', attack: cmd.attack, action: 'none', origin: cmd.origin, combatAdvantage: cmd.combatAdvantage };
  checkDistance(d, atk, t.id, true);
  ctx.emit({
    type: 'charged',
    text: a.mountId
      ? tx(`${a.name} charges: ${mover.name} carries them ${path.length} squares, then ${a.name} attacks ${t.name} at +1 (MC-CHARGE-1, B-8).`, `${a.name}の突撃：${mover.name}が${path.length}マス運び、${a.name}が${t.name}に+1で攻撃する（MC-CHARGE-1、B-8）。`)
      : tx(`${a.name} charges ${path.length} squares and attacks ${t.name} at +1 (B-8).`, `${a.name}は${path.length}マス突撃し、${t.name}に+1で攻撃する（B-8）。`),
    rules: a.mountId ? ['MC-CHARGE-1', 'B-8'] : ['B-8'],
    ids: [a.id, mover.id, t.id],
  });
  resolveAttack(d, ctx, atk, { charge: true });
  const set = m4(d).set;
  if (set && set.members.includes(a.id)) set.charged = true;
  queueJobs(d, ...opportunityJobs(d, provokersOfMove(d, mover.id, path, from), mover.id));
  runJobs(d, ctx);
}
