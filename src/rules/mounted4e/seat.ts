/**
 * Seating a rider directly, as a saved encounter would have it (scenario set-up, samples, fixtures): the rider
 * takes the mount's space and, as its rider, links its initiative (MC-INIT-1) — what a `mount` command would
 * leave, without the move, the action or the log.
 */
import { Work, type CreatureId } from '../core';
import type { M4Encounter } from './model';

/** A new state with `riderId` seated on `mountId` (as its rider, or a passenger if it has one or `asPassenger`). */
export function seated(enc: M4Encounter, riderId: CreatureId, mountId: CreatureId, asPassenger = false): M4Encounter {
  const live: M4Encounter = { ...enc, creatures: { ...enc.creatures } };
  const w = new Work(live);
  const m = w.creature(mountId);
  if (!m || !w.creature(riderId) || riderId === mountId)
    throw new Error(`seated: no creature ${riderId} or ${mountId}`);
  const hasRider = live.creatureOrder.some(
    (x) => x !== riderId && w.creature(x)?.mountId === mountId && w.creature(x)?.isRider,
  );
  const c = w.edit(riderId);
  c.mountId = mountId;
  c.isRider = !asPassenger && !hasRider;
  c.pos = { x: m.pos.x, y: m.pos.y };
  c.elevation = 0;
  if (c.isRider) {
    const serial = m.sys.initLink?.serial ?? live.sys.nextLink;
    w.editSys(mountId).initLink = { rider: riderId, serial };
    if (serial === live.sys.nextLink) w.set('sys', { ...live.sys, nextLink: serial + 1 });
  }
  w.commit();
  return Object.freeze(live);
}
