/**
 * moveCreature (override): a move action; riders cannot move alone (MC-MOVE-1); leaving enemies provokes
 * (B-11, MC-OA-1).
 */
import { kernelHandlers, need, type MoveCreature } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import { runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { needAble, notProne } from './checks';
import { movedEvent, type C, type W } from './types';

/**
 * moveCreature: a GM placement stays free; otherwise it is a move action (the mount's, shared with an
 * adventurer rider, MC-TURN-1), a rider cannot move on its own (MC-MOVE-1), and leaving squares next to enemies
 * provokes (B-11, MC-OA-1: the attacker picks rider or mount).
 */
export function moveCreature(w: W, cmd: MoveCreature, ctx: C): void {
  if (cmd.gm) return kernelHandlers.moveCreature(w, cmd, ctx);
  const c = need(w, cmd.id);
  if (c.mountId) return kernelHandlers.moveCreature(w, cmd, ctx); // refuses: MC-MOVE-1
  needAble(c);
  notProne(c);
  spend(w, c.id, 'move', { kind: 'walk' });
  const from = c.pos;
  const before = ctx.events.length;
  kernelHandlers.moveCreature(w, cmd, ctx);
  const path = movedEvent(ctx, before)?.path ?? [];
  runJobs(w, ctx, newChain(opportunityJobs(w.s, provokersOfMove(w.s, c.id, path, from), c.id)));
}
