/** Handlers: tkMountPartner, tkDismountPartner (TK-MNT-3, TK-MNT-6), tkSpiritLinkEnd (TK-MNT-7). */
import { carriedIds, creatureOf, distance, need, ref, spaceOf, type CreatureId } from '../../core';
import type { TkDismountPartner, TkMountPartner, TkSpiritLinkEnd } from '../commands';
import { grid } from '../grid';
import { reject } from '../messages';
import { phaseOf } from '../queries';
import { bandOf } from '../stats';
import type { TkCtx, TkWork } from '../work';
import { AIR_BANDS } from './harm';
import { noteActed, requireCanAct, spendAp } from './util';

/** tkMountPartner: 1 AP for the rider and 1 for the partner (TK-MNT-3); some partners cannot be ridden (TK-MNT-6). */
export function tkMountPartner(w: TkWork, cmd: TkMountPartner, ctx: TkCtx): void {
  const rider = need(w, cmd.riderId);
  const partner = need(w, cmd.partnerId);
  const pt = partner.sys;
  if (rider.id === partner.id) reject({ m: 'selfMount' }, 'TK-MNT-3');
  if (pt.role !== 'partner' && pt.role !== 'glider') reject({ m: 'notRidable', who: ref(partner) }, 'TK-MNT-6');
  if (pt.ridable === 'no') reject({ m: 'cannotBeRidden', who: ref(partner) }, 'TK-MNT-6');
  if (rider.sys.role !== 'character') reject({ m: 'onlyCharactersRide' }, 'TK-MNT-3');
  if (rider.mountId) reject({ m: 'alreadyRiding', who: ref(rider) }, 'TK-MNT-3');
  if (partner.mountId) reject({ m: 'carriedItself', who: ref(partner) }, 'TK-MNT-3');
  if (carriedIds(w.s, partner.id).some((x) => creatureOf(w.s, x)?.isRider))
    reject({ m: 'hasRider', who: ref(partner) }, 'TK-MNT-3');
  if (distance(spaceOf(rider), spaceOf(partner), grid.metric) > 0)
    reject({ m: 'notSameSquare', rider: ref(rider), partner: ref(partner) }, 'TK-MNT-3');
  if (bandOf(w.s, rider.id) !== bandOf(w.s, partner.id)) reject({ m: 'notSameBand' }, 'TK-ALT-1');
  if (!cmd.gm) {
    const rounds = phaseOf(w.s) === 'rounds';
    requireCanAct(w.s, rider.id, !rounds);
    if (rounds) {
      spendAp(w, rider.id, 1, ctx, 'TK-MNT-3', { m: 'doMount', partner: ref(partner) });
      spendAp(w, partner.id, 1, ctx, 'TK-MNT-3', { m: 'doMountedBy', rider: ref(rider) });
    }
  }
  const r = w.edit(rider.id);
  r.mountId = partner.id;
  r.isRider = true;
  r.pos = { ...partner.pos };
  noteActed(w, rider.id);
  const awkward = pt.ridable === 'awkward';
  ctx.emit({
    type: 'mounted',
    rider: ref(rider),
    partner: ref(partner),
    awkwardPenalty: awkward ? pt.ridingPenalty : null,
    rules: ['TK-MNT-3', 'TK-MNT-1', ...(awkward ? ['TK-MNT-6'] : [])],
    ids: [rider.id, partner.id],
  });
}

/** tkDismountPartner: 1 AP each (TK-MNT-3); the rider stays in the square (TK-GRID-1 stacking). */
export function tkDismountPartner(w: TkWork, cmd: TkDismountPartner, ctx: TkCtx): void {
  const rider = need(w, cmd.riderId);
  if (!rider.mountId) return reject({ m: 'notRiding', who: ref(rider) }, 'TK-MNT-3');
  const partner = creatureOf(w.s, rider.mountId);
  if (!partner) return reject({ m: 'mountGone' });
  const pt = partner.sys;
  if (pt.fleeing && !cmd.gm) reject({ m: 'partnerFleeing', who: ref(partner) }, 'TK-MNT-7');
  if (!cmd.gm && phaseOf(w.s) === 'rounds') {
    requireCanAct(w.s, rider.id);
    spendAp(w, rider.id, 1, ctx, 'TK-MNT-3', { m: 'doDismount', partner: ref(partner) });
    if (pt.role !== 'armour') spendAp(w, partner.id, 1, ctx, 'TK-MNT-3', { m: 'doDismountedBy', rider: ref(rider) });
  }
  const r = w.edit(rider.id);
  r.mountId = null;
  r.isRider = false;
  r.pos = { ...partner.pos };
  w.editSys(rider.id).band = pt.band;
  noteActed(w, rider.id);
  ctx.emit({
    type: 'dismounted',
    rider: ref(rider),
    partner: ref(partner),
    rules: ['TK-MNT-3'],
    ids: [rider.id, partner.id],
  });
}

/** tkSpiritLinkEnd: the fleeing partner reaches a safe altitude (or lands) and dies; the rider is set down (TK-MNT-7). */
export function tkSpiritLinkEnd(w: TkWork, cmd: TkSpiritLinkEnd, ctx: TkCtx): void {
  const partner = need(w, cmd.partnerId);
  if (!partner.sys.fleeing) reject({ m: 'notFleeing', who: ref(partner) }, 'TK-MNT-7');
  spiritLinkEnds(w, ctx, partner.id);
}

/**
 * TK-MNT-7: 「着地、あるいは落下しても大丈夫な空域まで離脱した時点で力尽き、死亡します」 — the fleeing partner dies,
 * its riders are set down in its square and band. Landing is a change of band to the ground or the water (RULING
 * TK-R8); a safe altitude is the GM's call (tkSpiritLinkEnd).
 */
export function spiritLinkEnds(w: TkWork, ctx: TkCtx, partnerId: CreatureId): void {
  const partner = need(w, partnerId);
  const p = w.editSys(partner.id);
  p.fleeing = false;
  p.dead = true;
  const riders = carriedIds(w.s, partner.id);
  for (const id of riders) {
    const r = w.edit(id);
    r.mountId = null;
    r.isRider = false;
    w.editSys(id).band = partner.sys.band;
  }
  const refs = riders.map((id) => ref(need(w, id)));
  const landed = !(AIR_BANDS as readonly string[]).includes(partner.sys.band);
  ctx.emit({
    type: 'partnerDied',
    partner: ref(partner),
    riders: refs,
    landed,
    rules: ['TK-MNT-7', ...(landed ? ['TK-R8'] : [])],
    ids: [partner.id, ...riders],
  });
}
