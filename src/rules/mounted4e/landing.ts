/**
 * Where unseated creatures land: beside the mount (MC-MOUNT-2, MC-PRONE-1/3/4), at the end of a forced
 * movement (MC-FM-2, MC-PASS-4) or in a teleported mount's former space (MC-TP-2, RULING MC-R3).
 */
import {
  overlaps,
  ref,
  spaceAt,
  spaceOf,
  type CreatureId,
  type Ctx,
  type PendingDecision,
  type Point,
  type Space,
  type Work,
} from '../core';
import type { Job, LandJob, TeleportLandJob } from './chain';
import type { M4Event } from './events';
import { unseat } from './falling';
import { pointOf, type M4Encounter } from './model';
import { m4msg } from './msgs';
import { creature, freeSquaresWithin, legalDismountSquares, nearestFreeSquare } from './relations';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;
const hasOwn = Object.prototype.hasOwnProperty;

/** Option id of a square. */
export const pointId = (p: Point): string => `${p.x},${p.y}`;

/** The square an option of a landing decision names (its square; a version-1 file may only have the id). */
export function optionSquare(o: { readonly id: string; readonly square?: Point }): Point | null {
  if (o.square) return pointOf(o.square);
  const m = /^(-?\d+),(-?\d+)$/.exec(o.id);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** Is space `a` wholly inside space `b`? */
const within = (a: Space, b: Space): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.side <= b.x + b.side && a.y + a.side <= b.y + b.side;

/**
 * Legal landing squares of a land job, computed now (earlier landings may have taken squares). At the end
 * point of a forced movement (MC-FM-2, MC-PASS-4): the free squares of the end space outside the mount; when
 * the mount itself now fills the end space (the rider's save took it there, leaving unpicked passengers
 * behind: RULING MC-R15), the free squares adjacent to the mount's space, of the creature's choice.
 */
export function landingSquares(enc: M4Encounter, job: LandJob): Point[] {
  const c = creature(enc, job.id);
  const m = creature(enc, job.mountId);
  if (!c || !m) return [];
  if (job.area === 'adjacent') return legalDismountSquares(enc, c.id);
  const own = new Set([c.id]);
  const out: Point[] = [];
  const ms = spaceOf(m);
  let filled = job.area === 'footprint';
  for (const p of job.squares ?? []) {
    const end = spaceAt(p, m.size);
    if (!within(end, ms)) filled = false;
    for (const q of freeSquaresWithin(enc, c, end, ms, own)) {
      if (!out.some((o) => o.x === q.x && o.y === q.y)) out.push(q);
    }
  }
  if (out.length === 0 && filled && (job.squares ?? []).length > 0) return legalDismountSquares(enc, c.id);
  return out;
}

/** RULING MC-R15: the mount fills the end space of the job's forced movement (its creature lands beside it). */
export function filledEnd(enc: M4Encounter, job: LandJob): boolean {
  const c = creature(enc, job.id);
  const m = creature(enc, job.mountId);
  if (!c || !m || job.area !== 'footprint' || !(job.squares ?? []).length) return false;
  const ms = spaceOf(m);
  return (job.squares ?? []).every((p) => within(spaceAt(p, m.size), ms));
}

/** Unseat the job's creature at the chosen square. */
export function land(w: W, ctx: C, job: LandJob, at: Point): void {
  unseat(w, ctx, job.id, at, { prone: job.prone, cause: job.cause, rule: job.rule, altitude: job.altitude });
}

/** Squares of the mount's former space where `id` may land, given the squares others chose (MC-R3). */
function teleportLandingSquares(
  enc: M4Encounter,
  job: TeleportLandJob,
  chosen: Readonly<Record<CreatureId, Point | null>>,
  id: CreatureId,
): Point[] {
  const m = creature(enc, job.mountId);
  const c = creature(enc, id);
  if (!m || !c) return [];
  const dest = spaceAt(job.to, m.size);
  const taken: ReturnType<typeof spaceAt>[] = [];
  for (const cid in chosen) {
    const p = chosen[cid];
    const o = creature(enc, cid);
    if (p && o) taken.push(spaceAt(p, o.size));
  }
  return freeSquaresWithin(enc, c, spaceOf(m), dest, new Set([c.id, m.id])).filter(
    (p) => !taken.some((t) => overlaps(t, spaceAt(p, c.size))),
  );
}

/** A question of the chain: the decision without its chain context, the job it asks about and whose square. */
export interface Ask {
  readonly decision: Omit<PendingDecision, 'context'>;
  readonly job: Job;
  readonly current?: CreatureId;
}

/**
 * MC-TP-2 / MC-R3: ask each carried creature for a square of the former space; once all have chosen (or had
 * one square only) the mount leaves and they all land prone at once.
 */
export function presentTeleport(w: W, ctx: C, job: TeleportLandJob): Ask | null {
  const m = creature(w.s, job.mountId);
  if (!m) return null;
  const chosen: Record<CreatureId, Point | null> = { ...job.chosen };
  for (;;) {
    const next = job.ids.find((id) => !hasOwn.call(chosen, id) && creature(w.s, id)?.mountId === m.id);
    if (!next) break;
    const opts = teleportLandingSquares(w.s, job, chosen, next);
    if (opts.length > 1) {
      const c = creature(w.s, next);
      if (!c) break;
      return {
        decision: {
          kind: 'mc.land',
          chooserId: c.id,
          prompt: m4msg({ m: 'landFormerSpace', mount: ref(m), who: ref(c) }),
          options: opts.map((p) => ({ id: pointId(p), label: m4msg({ m: 'square', at: p }), square: p })),
          ruleId: 'MC-TP-2',
          playerFacing: true,
        },
        job: { ...job, chosen },
        current: next,
      };
    }
    chosen[next] = opts[0] ?? null;
  }
  w.edit(m.id).pos = pointOf(job.to);
  const moved = creature(w.s, m.id) ?? m;
  for (const id of job.ids) {
    const c = creature(w.s, id);
    if (!c || c.mountId !== m.id) continue;
    let at = hasOwn.call(chosen, id) ? (chosen[id] ?? null) : null;
    if (!at) {
      at = nearestFreeSquare(w.s, c, spaceOf(moved), new Set([c.id]));
      if (!at) {
        w.edit(id).pos = pointOf(moved.pos);
        continue; // no room anywhere: it stays on (a GM fixes the map)
      }
      ctx.emit({
        type: 'noRoomToLand',
        who: ref(c),
        at,
        rule: 'MC-TP-2',
        formerSpace: true,
        rules: ['MC-R5', 'MC-TP-2'],
        ids: [c.id],
      });
    }
    unseat(w, ctx, id, at, { prone: true, cause: 'mountTeleported', rule: 'MC-TP-2', altitude: m.elevation });
  }
  return null;
}
