/**
 * moveCreature (override): a move action; riders cannot move alone (MC-MOVE-1); leaving enemies provokes
 * (B-11, MC-OA-1); allies — and mounts carrying them, MC-ELIG-2 — may be passed through.
 */
import { kernelHandlers, need, type MoveCreature } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import { runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { needAble, notProne } from './checks';
import { movedEvent, type C, type W } from './types';
import { walk } from './walk';

/**
 * moveCreature: a GM placement stays free; otherwise it is a move action (the mount's, shared with an
 * adventurer rider, MC-TURN-1), a rider cannot move on its own (MC-MOVE-1), and leaving squares next to enemies
 * provokes (B-11, MC-OA-1: the attacker picks rider or mount).
 */
export function moveCreature(w: W, cmd: MoveCreature, ctx: C): void {
  const c = need(w, cmd.id);
  if (c.mountId) return kernelHandlers.moveCreature(w, cmd, ctx); // refuses: MC-MOVE-1
  if (cmd.gm) return walk(w, cmd, ctx);
  needAble(c);
  notProne(w.s, c);
  // A flier's move is a flight (B-12), and its pip and log say so (issue 29).
  spend(w, c.id, 'move', { kind: c.flying ? 'fly' : 'walk' });
  const from = c.pos;
  const before = ctx.events.length;
  walk(w, cmd, ctx);
  const path = movedEvent(ctx, before)?.path ?? [];
  runJobs(w, ctx, newChain(opportunityJobs(w.s, provokersOfMove(w.s, c.id, path, from), c.id)));
}
