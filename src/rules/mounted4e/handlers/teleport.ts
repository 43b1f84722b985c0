/**
 * teleport (B-13): the other does not go along (MC-TP-1); a mount teleported alone leaves its rider and
 * passengers dismounted and prone in squares of its former space (MC-TP-2, RULING MC-R3).
 */
import { distance, endSpaceProblem, reject, spaceAt, tx, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { TeleportCommand } from '../commands';
import { unseat } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { carriedBy, effectiveSpace } from '../relations';
import { need, needPoint } from './common';

/** teleport: B-13 checks, then MC-TP-1 / MC-TP-2. */
export function teleport(d: Encounter, cmd: TeleportCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  const to = needPoint(cmd.to);
  const dest = spaceAt(to, c.size);
  const problem = endSpaceProblem(d, c, dest, new Set([c.id]));
  if (problem) reject(problem, 'B-13');
  if (cmd.distance !== undefined) {
    if (!Number.isInteger(cmd.distance) || cmd.distance < 0) reject(tx('Teleport distance: a whole number of squares.', '瞬間移動の距離は整数マスです。'), 'B-13');
    const gap = distance(effectiveSpace(d, c.id), dest, 'chebyshev');
    if (gap > cmd.distance) reject(tx(`That is ${gap} squares away; the teleport reaches ${cmd.distance}.`, `そこは${gap}マス先で、瞬間移動は${cmd.distance}マスまで。`), 'B-13');
  }
  spend(d, c.id, cmd.action ?? 'move', 'teleport');
  if (c.mountId) {
    // MC-TP-1: the rider (or passenger) goes alone; leaving by teleport is no fall (MC-OPT-FALL).
    unseat(d, ctx, c, to, { prone: false, cause: 'teleport', rule: 'MC-TP-1', altitude: 0 });
    return;
  }
  const carried = carriedBy(d, c.id);
  ctx.emit({
    type: 'teleported',
    text: tx(
      `${c.name} teleports to (${to.x}, ${to.y})${carried.length ? `, leaving ${carried.map((x) => x.name).join(', ')} behind (MC-TP-1)` : ' (B-13)'}.`,
      `${c.name}は(${to.x}, ${to.y})へ瞬間移動した${carried.length ? `。${carried.map((x) => x.name).join('、')}は置いていかれる（MC-TP-1）` : '（B-13）'}。`,
    ),
    rules: carried.length ? ['B-13', 'MC-TP-1'] : ['B-13'],
    ids: [c.id, ...carried.map((x) => x.id)],
    data: { from: c.pos, to },
  });
  if (carried.length === 0) {
    c.pos = { ...to };
    return;
  }
  // MC-TP-2 / MC-R3: each carried creature picks a square of the former space before the mount leaves.
  queueJobs(d, { kind: 'tpLand', mountId: c.id, to, ids: carried.map((x) => x.id), chosen: {} });
  runJobs(d, ctx);
}
