/**
 * forceMove: push / pull / slide (B-2); the mount moved (MC-FM-1), the rider moved alone (MC-FM-2),
 * passengers (MC-PASS-4).
 */
import {
  carriedGroup,
  need,
  occupantsOf,
  ref,
  sceneWalls,
  spaceAt,
  spaceSide,
  stepBlocked,
  wallIndex,
  type Point,
} from '../../core';
import { FORCED_KINDS, newChain, type ForcedContext, type Job } from '../chain';
import type { ForceMoveCommand } from '../commands';
import { footprintOwner, forcedFrame, isForcedNextSquare, moveGroupAlong, type ForcedFrame } from '../forcedPath';
import { runJobs } from '../jobs';
import { grid, pointOf } from '../model';
import { reject } from '../msgs';
import { carriedBy, riderOf } from '../relations';
import { needPoint } from './checks';
import type { C, W } from './types';

/** forceMove: check the path square by square, then apply the rule for who was moved. */
export function forceMove(w: W, cmd: ForceMoveCommand, ctx: C): void {
  const t = need(w, cmd.targetId);
  if (!FORCED_KINDS.includes(cmd.kind)) reject({ m: 'badForcedKind' }, 'B-2');
  if (!Number.isInteger(cmd.distance) || cmd.distance < 0 || cmd.distance > 50)
    reject({ m: 'badForcedDistance' }, 'B-2');
  const path: Point[] = cmd.path.map((p) => needPoint(p));
  if (path.length > cmd.distance) reject({ m: 'pathTooLong', length: path.length, distance: cmd.distance }, 'B-2');
  if (cmd.kind !== 'slide') {
    if (!cmd.sourceId) reject({ m: 'needSource' }, 'B-2');
    need(w, cmd.sourceId);
  }
  const owner = footprintOwner(w.s, t.id) ?? t;
  const ids = [...new Set([t.id, ...(cmd.alsoIds ?? [])])];
  for (const id of ids) {
    const c = need(w, id);
    if (id !== t.id && footprintOwner(w.s, id)?.id !== owner.id)
      reject({ m: 'notSameMount', who: ref(c), target: ref(t) }, 'MC-PASS-4');
  }
  const frame = forcedFrame(w.s, t.id, cmd.sourceId ?? null) as ForcedFrame;
  let from = owner.pos;
  for (const step of path) {
    if (!isForcedNextSquare(w.s, frame, cmd.kind, from, step)) {
      // RULING MC-R27 (issue 32): say so when it is a wall that stops it.
      const walls = sceneWalls(w.s);
      if (walls.length && stepBlocked(wallIndex(walls), from, step, spaceSide(owner.size)))
        reject({ m: 'wallInTheWay', at: step }, 'MC-R27');
      reject({ m: 'notNextSquare', at: step, kind: cmd.kind }, 'B-2');
    }
    from = step;
  }
  const end = path[path.length - 1];
  if (end && occupantsOf(w.s, grid, spaceAt(end, owner.size), carriedGroup(w.s, owner.id)).length > 0)
    reject({ m: 'forcedEndOccupied' }, 'B-2');
  if (!end) {
    const at = pointOf(t.pos);
    ctx.emit({
      type: 'forcedMoved',
      who: ref(t),
      carried: [],
      kind: cmd.kind,
      from: at,
      to: at,
      path: [],
      squares: 0,
      none: true,
      rules: ['B-2'],
      ids: [t.id],
    });
    return;
  }
  const chain = newChain();
  if (owner.id === t.id || ids.includes(owner.id)) {
    const carried = carriedBy(w.s, owner.id);
    const rules = carried.length
      ? ['B-2', 'MC-FM-1', ...(carried.some((c) => !c.isRider) ? ['MC-PASS-4'] : [])]
      : ['B-2'];
    moveGroupAlong(w, ctx, chain, owner.id, path, cmd.kind, rules);
    runJobs(w, ctx, chain);
    return;
  }
  const rider = riderOf(w.s, owner.id);
  const forced: ForcedContext = { kind: cmd.kind, mountId: owner.id, movedIds: ids, path };
  const jobs: Job[] = [];
  if (rider && ids.includes(rider.id))
    jobs.push({ kind: 'save', rule: 'MC-FM-2', saverId: rider.id, subjectId: rider.id, forced });
  else if (rider && ids.length > 1) jobs.push({ kind: 'pickPassenger', riderId: rider.id, forced });
  else if (rider) jobs.push({ kind: 'save', rule: 'MC-FM-2', saverId: rider.id, subjectId: t.id, forced });
  else {
    // MC-PASS-4 with nobody to save: every moved passenger is dismounted at the end point.
    for (const id of ids)
      jobs.push({
        kind: 'land',
        id,
        mountId: owner.id,
        area: 'footprint',
        squares: [end],
        prone: true,
        cause: 'forced',
        rule: 'MC-PASS-4',
        altitude: owner.elevation,
      });
  }
  const moved = ids.map((x) => ref(w.creature(x) ?? { id: x, name: x }));
  ctx.emit({
    type: 'forcedMoveStarted',
    moved,
    mount: ref(owner),
    rider: rider ? ref(rider) : null,
    kind: cmd.kind,
    squares: path.length,
    path,
    rule: rider && ids.includes(rider.id) ? 'MC-FM-2' : 'MC-PASS-4',
    rules: [rider && ids.includes(rider.id) ? 'MC-FM-2' : 'MC-PASS-4'],
    ids: [...ids, owner.id],
  });
  chain.queue.push(...jobs);
  runJobs(w, ctx, chain);
}
