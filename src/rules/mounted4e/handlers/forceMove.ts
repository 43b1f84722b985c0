/**
 * forceMove: push / pull / slide (B-2); the mount moved (MC-FM-1), the rider moved alone (MC-FM-2),
 * passengers (MC-PASS-4).
 */
import {
  carriedGroup, occupantsOf, reject, samePoint, spaceAt, tx, type Ctx, type Encounter, type Point,
} from '../../core';
import type { ForceMoveCommand } from '../commands';
import { footprintOwner, forcedMoveNextSquares, moveGroupAlong } from '../forcedPath';
import { queueJobs, runJobs } from '../jobs';
import { carriedBy, riderOf } from '../relations';
import type { ForcedContext, Job } from '../state';
import { need, needPoint } from './common';
import { creatureOf } from '../../core/creatures';

/** forceMove: validate the path, then apply the rule for who was moved. */
export function forceMove(d: Encounter, cmd: ForceMoveCommand, ctx: Ctx): void {
  const t = need(d, cmd.targetId);
  if (!['push', 'pull', 'slide'].includes(cmd.kind)) reject(tx('Forced movement is push, pull or slide.', '強制移動は押しやり・引き寄せ・横滑りのいずれかです。'), 'B-2');
  if (!Number.isInteger(cmd.distance) || cmd.distance < 0 || cmd.distance > 50) reject(tx('Distance: 0–50 squares.', '距離は0〜50マスです。'), 'B-2');
  if (!Array.isArray(cmd.path)) reject(tx('The path must be a list of squares.', '経路はマスの並びにしてください。'), 'B-2');
  cmd.path.forEach((p) => needPoint(p));
  if (cmd.path.length > cmd.distance) reject(tx(`The path is ${cmd.path.length} squares; the effect moves at most ${cmd.distance}.`, `経路が${cmd.path.length}マスあるが、効果の最大は${cmd.distance}マス。`), 'B-2');
  if (cmd.kind !== 'slide') {
    if (!cmd.sourceId) reject(tx('A push or pull needs its source.', '押しやり・引き寄せには起点が必要です。'), 'B-2');
    need(d, cmd.sourceId);
  }
  const owner = footprintOwner(d, t.id);
  const ids = [...new Set([t.id, ...(cmd.alsoIds ?? [])])];
  for (const id of ids) {
    const c = need(d, id);
    if (id !== t.id && footprintOwner(d, id).id !== owner.id) reject(tx(`${c.name} is not on the same mount as ${t.name}.`, `${c.name}は${t.name}と同じ乗騎に乗っていない。`), 'MC-PASS-4');
  }
  const prefix: Point[] = [];
  for (const step of cmd.path) {
    const legal = forcedMoveNextSquares(d, t.id, cmd.kind, cmd.sourceId ?? null, prefix);
    if (!legal.some((p) => samePoint(p, step))) {
      reject(
        tx(
          `(${step.x}, ${step.y}) is not a legal next square of this ${cmd.kind} (${cmd.kind === 'push' ? 'each square farther from the source' : cmd.kind === 'pull' ? 'each square closer to the source' : 'one square at a time'}, no blocking terrain or creatures).`,
          `(${step.x}, ${step.y})はこの強制移動の次のマスにできない（押しやりは起点から遠ざかる、引き寄せは近づく、横滑りは1マスずつ。障害物やクリーチャーは通れない）。`,
        ),
        'B-2',
      );
    }
    prefix.push(step);
  }
  const end = cmd.path[cmd.path.length - 1];
  if (end && occupantsOf(d, spaceAt(end, owner.size), carriedGroup(d, owner.id)).length > 0) reject(tx('The forced movement must end in a free space.', '強制移動は空いている場所で終わらねばならない。'), 'B-2');
  if (!end) {
    ctx.emit({ type: 'forcedMoved', text: tx(`${t.name} is not moved (fewer squares are allowed) (B-2).`, `${t.name}は移動しない（少ないマス数でもよい）（B-2）。`), rules: ['B-2'], ids: [t.id], data: { squares: 0 } });
    return;
  }
  const isGroup = owner.id === t.id || ids.includes(owner.id);
  if (isGroup) {
    const rules = carriedBy(d, owner.id).length ? ['B-2', 'MC-FM-1', ...(carriedBy(d, owner.id).some((c) => !c.isRider) ? ['MC-PASS-4'] : [])] : ['B-2'];
    moveGroupAlong(d, ctx, owner, cmd.path, cmd.kind, rules);
    runJobs(d, ctx);
    return;
  }
  const rider = riderOf(d, owner.id);
  const forced: ForcedContext = { kind: cmd.kind, mountId: owner.id, movedIds: ids, path: cmd.path };
  const jobs: Job[] = [];
  if (rider && ids.includes(rider.id)) {
    jobs.push({ kind: 'save', rule: 'MC-FM-2', saverId: rider.id, subjectId: rider.id, forced });
  } else if (rider && ids.length > 1) {
    jobs.push({ kind: 'pickPassenger', riderId: rider.id, forced });
  } else if (rider) {
    jobs.push({ kind: 'save', rule: 'MC-FM-2', saverId: rider.id, subjectId: t.id, forced });
  } else {
    // MC-PASS-4 with nobody to save: every moved passenger is dismounted at the end point.
    for (const id of ids) jobs.push({ kind: 'land', id, mountId: owner.id, area: 'footprint', squares: [end], prone: true, cause: 'forced', rule: 'MC-PASS-4', altitude: owner.elevation });
  }
  const verb = { push: 'pushed', pull: 'pulled', slide: 'slid' }[cmd.kind];
  const verbJa = { push: '押しやられる', pull: '引き寄せられる', slide: '横滑りさせられる' }[cmd.kind];
  const names = ids.map((x) => creatureOf(d, x)?.name ?? x);
  const rule = rider && ids.includes(rider.id) ? 'MC-FM-2' : 'MC-PASS-4';
  ctx.emit({
    type: 'forcedMoveStarted',
    text: tx(
      `${names.join(', ')} ${ids.length === 1 ? 'is' : 'are'} ${verb} ${cmd.path.length} square(s) but ${owner.name} is not: ${rider ? `${rider.name} may save to keep the mount with them` : 'nobody can hold the mount'} (${rule}).`,
      `${names.join('、')}は${cmd.path.length}マス${verbJa}が、${owner.name}はそうではない：${rider ? `${rider.name}はセーヴで乗騎を一緒に移動させられる` : '乗騎を操る乗り手がいない'}（${rule}）。`,
    ),
    rules: [rule],
    ids: [...ids, owner.id],
    data: { kind: cmd.kind, path: cmd.path },
  });
  queueJobs(d, ...jobs);
  runJobs(d, ctx);
}
