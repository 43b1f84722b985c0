/**
 * forceMove: push / pull / slide checked square by square (B-2), the mount moved with everyone on it (MC-FM-1),
 * the rider moved alone with the save (MC-FM-2), passengers (MC-PASS-4), precipices (B-2 "catch yourself").
 */
import {
  carriedGroup, distance, groundUnder, inGrid, neighbours, occupantsOf, reject, samePoint, spaceAt, spaceOpen, tx,
  type Creature, type CreatureId, type Ctx, type Encounter, type Point, type Space,
} from '../../core';
import type { ForceMoveCommand } from '../commands';
import { fall } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { carriedBy, creature, effectiveSpace, riderOf } from '../relations';
import type { ForcedContext, Job } from '../state';
import { need, needPoint } from './common';
import { proneWithRiders } from './prone';

/** The creature whose space a forced movement of `id` moves: its mount if it is carried (MC-FM-2, MC-PASS-4). */
function footprintOwner(enc: Encounter, id: CreatureId): Creature {
  const c = enc.creatures[id] as Creature;
  return creature(enc, c.mountId) ?? c;
}

/**
 * Squares (top-left of the moved space) the next step of a forced movement may enter (B-2): on the map, no
 * blocking terrain, no creature outside the moved group; a push gets farther from the source, a pull closer,
 * a slide goes anywhere. For a rider or passenger the moved space is its mount's (app ruling MC-R7).
 */
export function forcedMoveNextSquares(enc: Encounter, targetId: CreatureId, kind: 'push' | 'pull' | 'slide', sourceId: CreatureId | null, pathSoFar: Point[]): Point[] {
  const t = enc.creatures[targetId];
  if (!t) return [];
  const owner = footprintOwner(enc, targetId);
  const group = carriedGroup(enc, owner.id);
  const last = pathSoFar.length ? (pathSoFar[pathSoFar.length - 1] as Point) : owner.pos;
  const src: Space | null = sourceId && enc.creatures[sourceId] ? effectiveSpace(enc, sourceId) : null;
  const here = spaceAt(last, owner.size);
  const out: Point[] = [];
  for (const n of neighbours(last, 'chebyshev')) {
    if (!inGrid(n, enc.grid)) continue;
    const s = spaceAt(n, owner.size);
    if (!spaceOpen(enc, s) || occupantsOf(enc, s, group).length > 0) continue;
    if (kind !== 'slide') {
      if (!src) continue;
      const before = distance(src, here, 'chebyshev');
      const after = distance(src, s, 'chebyshev');
      if (kind === 'push' ? after <= before : after >= before) continue;
    }
    out.push(n);
  }
  return out;
}

/**
 * Move `mover` and everyone it carries along a checked forced path (MC-FM-1). A creature that is not flying
 * and is forced over a drop may save to stop prone at the edge (B-2); otherwise it falls at the end (B-5).
 */
export function moveGroupAlong(d: Encounter, ctx: Ctx, mover: Creature, path: Point[], kind: 'push' | 'pull' | 'slide', rules: string[]): void {
  let at = mover.pos;
  let drop = 0;
  let caught = false;
  let saveFailed = false;
  let moved = 0;
  for (const step of path) {
    const gNow = groundUnder(spaceAt(at, mover.size), d.grid);
    const gNext = groundUnder(spaceAt(step, mover.size), d.grid);
    if (!mover.flying && gNext < gNow) {
      if (!saveFailed) {
        const d20 = ctx.roller.die(20, tx('save to catch yourself at the edge (B-2)', '縁で踏みとどまるセーヴ（B-2）'));
        const ok = d20 >= 10;
        ctx.emit({
          type: 'savingThrowRolled',
          text: ok
            ? tx(`${mover.name} is forced over an edge; save ${d20} ≥ 10: it catches itself and falls prone at the edge (B-2).`, `${mover.name}は崖へ押し出された。セーヴ${d20} ≥ 10：踏みとどまり、縁で伏せ状態になる（B-2）。`)
            : tx(`${mover.name} is forced over an edge; save ${d20} < 10: it goes over (B-2).`, `${mover.name}は崖へ押し出された。セーヴ${d20} < 10：転落する（B-2）。`),
          rules: ['B-2'],
          ids: [mover.id],
          data: { d20, success: ok },
        });
        if (ok) {
          caught = true;
          break;
        }
        saveFailed = true;
      }
      drop += gNow - gNext;
    }
    at = step;
    moved += 1;
  }
  const from = mover.pos;
  for (const id of carriedGroup(d, mover.id)) (d.creatures[id] as Creature).pos = { ...at };
  const carried = carriedBy(d, mover.id);
  const verb = { push: 'pushed', pull: 'pulled', slide: 'slid' }[kind];
  const verbJa = { push: '押しやられた', pull: '引き寄せられた', slide: '横滑りさせられた' }[kind];
  const withEn = carried.length ? ` with ${carried.map((c) => c.name).join(', ')}` : '';
  const withJa = carried.length ? `（${carried.map((c) => c.name).join('、')}も一緒に）` : '';
  ctx.emit({
    type: 'forcedMoved',
    text: tx(`${mover.name}${withEn} is ${verb} ${moved} square${moved === 1 ? '' : 's'} to (${at.x}, ${at.y}) (${rules.join(', ')}).`, `${mover.name}${withJa}は${moved}マス${verbJa}：(${at.x}, ${at.y})（${rules.join('、')}）。`),
    rules,
    ids: [mover.id, ...carried.map((c) => c.id)],
    data: { kind, from, to: at, squares: moved },
  });
  if (caught) proneWithRiders(d, ctx, mover, 'B-2');
  else if (drop > 0) {
    const r = fall(mover, drop * d.grid.squareSize, ctx, ['B-2']);
    if (!r.standing) proneWithRiders(d, ctx, mover, 'B-5');
  }
}

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
  const names = ids.map((x) => d.creatures[x]?.name ?? x);
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
