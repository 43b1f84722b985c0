/**
 * dropProne: a minor action (B-4); a rider is dismounted prone beside its mount (MC-PRONE-4).
 */
import { reject, samePoint, tx, type Creature, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { DropProneCommand } from '../commands';
import { unseat } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { knockDownStanding } from '../proneEffects';
import { legalDismountSquares } from '../relations';
import { need, needPoint } from './common';
import { creatureOf } from '../../core/creatures';

/** dropProne: minor action (B-4); a rider is dismounted prone beside its mount (MC-PRONE-4). */
export function dropProne(d: Encounter, cmd: DropProneCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId) {
    if (c.conditions.includes('prone')) reject(tx(`${c.name} is already prone.`, `${c.name}はすでに伏せ状態だ。`), 'B-4');
    spend(d, c.id, 'minor', 'drop prone');
    knockDownStanding(d, ctx, c);
    runJobs(d, ctx);
    return;
  }
  const m = creatureOf(d, c.mountId) as Creature;
  const legal = legalDismountSquares(d, c.id);
  if (legal.length === 0) reject(tx(`No free square beside ${m.name} for ${c.name} to drop into.`, `${c.name}が伏せる${m.name}の隣接マスに空きがない。`), 'MC-PRONE-4');
  if (cmd.to !== undefined) {
    const to = needPoint(cmd.to);
    if (!legal.some((p) => samePoint(p, to))) reject(tx(`(${to.x}, ${to.y}) is not a free square adjacent to ${m.name}.`, `(${to.x}, ${to.y})は${m.name}に隣接する空きマスではない。`), 'MC-PRONE-4');
  }
  spend(d, c.id, 'minor', 'drop prone');
  if (cmd.to !== undefined) unseat(d, ctx, c, cmd.to, { prone: true, cause: 'dropProne', rule: 'MC-PRONE-4', altitude: m.elevation });
  else queueJobs(d, { kind: 'land', id: c.id, mountId: m.id, area: 'adjacent', prone: true, cause: 'dropProne', rule: 'MC-PRONE-4', altitude: m.elevation });
  runJobs(d, ctx);
}
