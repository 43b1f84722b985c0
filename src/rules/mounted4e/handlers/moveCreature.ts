/**
 * moveCreature (override): a move action; riders cannot move alone (MC-MOVE-1); leaving enemies provokes
 * (B-11, MC-OA-1).
 */
import { coreHandlers, type Ctx, type Encounter, type MoveCreature, type Point } from '../../core';
import { spend } from '../actions';
import { queueJobs, runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { need, needAble } from './common';
import { notProne } from './notProne';

/**
 * moveCreature: a GM placement stays free; otherwise it is a move action (the mount's, shared with an
 * adventurer rider, MC-TURN-1), a rider cannot move on its own (MC-MOVE-1), and leaving squares next to enemies
 * provokes (B-11, MC-OA-1: the attacker picks rider or mount).
 */
export function moveCreature(d: Encounter, cmd: MoveCreature, ctx: Ctx): void {
  if (cmd.gm) return coreHandlers.moveCreature(d, cmd, ctx);
  const c = need(d, cmd.id);
  if (c.mountId) return coreHandlers.moveCreature(d, cmd, ctx); // rejects: MC-MOVE-1
  needAble(c);
  notProne(c);
  spend(d, c.id, 'move', 'walk');
  const from = c.pos;
  const before = ctx.events.length;
  coreHandlers.moveCreature(d, cmd, ctx);
  const moved = ctx.events.slice(before).find((e) => e.type === 'creatureMoved');
  const path = (moved?.data?.path as Point[] | undefined) ?? [];
  queueJobs(d, ...opportunityJobs(d, provokersOfMove(d, c.id, path, from), c.id));
  runJobs(d, ctx);
}
