/**
 * Where unseated creatures land: beside the mount (MC-MOUNT-2, MC-PRONE-1/3/4), at the end of a forced
 * movement (MC-FM-2, MC-PASS-4) or in a teleported mount's former space (MC-TP-2, RULING MC-R3).
 */
import {
  overlaps, spaceAt, spaceOf, tx, type Creature, type CreatureId, type Ctx, type Encounter, type Point,
} from '../core';
import { unseat } from './falling';
import { freeSquaresWithin, legalDismountSquares, nearestFreeSquare } from './relations';
import type { LandJob, TeleportLandJob } from './state';
import { ruled, sq } from './text';
import { creatureOf } from '../core/creatures';

/** Option id of a square. */
export const pointId = (p: Point): string => `${p.x},${p.y}`;

/** Legal landing squares of a land job, computed now (earlier landings may have taken squares). */
export function landingSquares(d: Encounter, job: LandJob): Point[] {
  const c = creatureOf(d, job.id);
  const m = creatureOf(d, job.mountId);
  if (!c || !m) return [];
  if (job.area === 'adjacent') return legalDismountSquares(d, c.id);
  const own = new Set([c.id]);
  const out: Point[] = [];
  for (const p of job.squares ?? []) {
    for (const q of freeSquaresWithin(d, c, spaceAt(p, m.size), spaceOf(m), own)) {
      if (!out.some((o) => o.x === q.x && o.y === q.y)) out.push(q);
    }
  }
  return out;
}

/** Unseat the job's creature at the chosen square. */
export function land(d: Encounter, ctx: Ctx, job: LandJob, at: Point): void {
  const c = creatureOf(d, job.id) as Creature;
  unseat(d, ctx, c, at, { prone: job.prone, cause: job.cause, rule: job.rule, altitude: job.altitude });
}

/** Squares of the mount's former space where the next creature of a teleport job may land (MC-R3). */
export function teleportLandingSquares(d: Encounter, job: TeleportLandJob, id: CreatureId): Point[] {
  const m = creatureOf(d, job.mountId);
  const c = creatureOf(d, id);
  if (!m || !c) return [];
  const dest = spaceAt(job.to, m.size);
  const taken = Object.entries(job.chosen)
    .filter((e): e is [CreatureId, Point] => e[1] !== null)
    .map(([cid, p]) => spaceAt(p, (creatureOf(d, cid) as Creature).size));
  return freeSquaresWithin(d, c, spaceOf(m), dest, new Set([c.id, m.id])).filter((p) => !taken.some((t) => overlaps(t, spaceAt(p, c.size))));
}

/** MC-TP-2 / MC-R3: ask each carried creature for a square of the former space, then the mount leaves. */
export function presentTeleport(d: Encounter, ctx: Ctx, job: TeleportLandJob): void {
  const m = creatureOf(d, job.mountId);
  if (!m) return;
  for (;;) {
    const next = job.ids.find((id) => !(id in job.chosen) && creatureOf(d, id)?.mountId === m.id);
    if (!next) break;
    const opts = teleportLandingSquares(d, job, next);
    if (opts.length > 1) {
      const c = creatureOf(d, next) as Creature;
      d.pending = {
        kind: 'mc.land',
        chooserId: c.id,
        prompt: tx(`${m.name} teleports away: where in its former space does ${c.name} fall prone? (MC-TP-2, MC-R3)`, `${m.name}が瞬間移動で去る。${c.name}は元の接敵面のどこで伏せ状態になる？（MC-TP-2、MC-R3）`),
        options: opts.map((p) => ({ id: pointId(p), label: tx(sq(p), sq(p)), square: p })),
        ruleId: 'MC-TP-2',
        playerFacing: true,
        context: { job: { ...job, chosen: { ...job.chosen } }, current: next },
      };
      return;
    }
    job.chosen[next] = opts[0] ?? null;
  }
  m.pos = { ...job.to };
  for (const id of job.ids) {
    const c = creatureOf(d, id);
    if (!c || c.mountId !== m.id) continue;
    let at = job.chosen[id] ?? null;
    if (!at) {
      at = nearestFreeSquare(d, c, spaceOf(m), new Set([c.id]));
      if (!at) {
        c.pos = { ...m.pos };
        continue; // no room anywhere: it stays on (a GM fixes the map)
      }
      ctx.emit({ type: 'noRoomToLand', text: ruled(`No free square of the former space for ${c.name}; it lands in the nearest free square ${sq(at)}`, `元の接敵面に${c.name}の空きマスがない。最も近い空きマス${sq(at)}に着地する`, 'MC-R5'), rules: ['MC-R5', 'MC-TP-2'], ids: [c.id] });
    }
    unseat(d, ctx, c, at, { prone: true, cause: 'mountTeleported', rule: 'MC-TP-2', altitude: m.elevation });
  }
}

