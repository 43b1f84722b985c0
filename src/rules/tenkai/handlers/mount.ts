/** Handlers: tkMountPartner, tkDismountPartner (TK-MNT-3, TK-MNT-6), tkSpiritLinkEnd (TK-MNT-7). */
import { distance, gridRules, reject, spaceOf, tx, type Ctx, type Encounter } from '../../core';
import type { TkDismountPartner, TkMountPartner, TkSpiritLinkEnd } from '../commands';
import { bandOf } from '../stats';
import { tkDraftState } from '../state';
import { needTk, noteActed, requireCanAct, spendAp } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

/** tkMountPartner: 1 AP for the rider and 1 for the partner (TK-MNT-3); some partners cannot be ridden (TK-MNT-6). */
export function tkMountPartner(d: Encounter, cmd: TkMountPartner, ctx: Ctx): void {
  const { c: rider, t: rt } = needTk(d, cmd.riderId);
  const { c: partner, t: pt } = needTk(d, cmd.partnerId);
  if (rider.id === partner.id) reject(tx('A creature cannot ride itself.', '自分自身には騎乗できません。'), 'TK-MNT-3');
  if (pt.role !== 'partner' && pt.role !== 'glider') reject(tx(`${partner.name} is not a partner or glider.`, `${partner.name}は相棒（騎乗系）でもグライダーでもありません。`), 'TK-MNT-6');
  if (pt.ridable === 'no') reject(tx(`${partner.name} cannot be ridden.`, `${partner.name}には騎乗できません。`), 'TK-MNT-6');
  if (rt.role !== 'character') reject(tx('Only a character rides a partner.', '相棒に騎乗できるのはキャラクターだけです。'), 'TK-MNT-3');
  if (rider.mountId) reject(tx(`${rider.name} is riding already.`, `${rider.name}はすでに騎乗しています。`), 'TK-MNT-3');
  if (partner.mountId) reject(tx(`${partner.name} is carried itself.`, `${partner.name}自身が騎乗されています。`), 'TK-MNT-3');
  if (carriedIds(d, partner.id).some((x) => creatureOf(d, x)?.isRider)) reject(tx(`${partner.name} has a rider already.`, `${partner.name}にはすでに騎手がいます。`), 'TK-MNT-3');
  if (distance(spaceOf(rider), spaceOf(partner), gridRules(d.system).metric) > 0) reject(tx(`${rider.name} must be in ${partner.name}'s square to mount.`, `騎乗するには${partner.name}と同じスクエアにいる必要があります。`), 'TK-MNT-3');
  if (bandOf(d, rider.id) !== bandOf(d, partner.id)) reject(tx('Rider and partner must be in the same band.', '騎手と相棒は同じ高度にいる必要があります。'), 'TK-ALT-1');
  if (!cmd.gm) {
    requireCanAct(d, rider.id, tkDraftState(d).phase !== 'rounds');
    if (tkDraftState(d).phase === 'rounds') {
      spendAp(d, rider.id, 1, ctx, 'TK-MNT-3', { en: `mount ${partner.name}`, ja: `${partner.name}に騎乗` });
      spendAp(d, partner.id, 1, ctx, 'TK-MNT-3', { en: `${rider.name} mounts`, ja: `${rider.name}の騎乗` });
    }
  }
  rider.mountId = partner.id;
  rider.isRider = true;
  rider.pos = { ...partner.pos };
  noteActed(d, rider.id);
  ctx.emit({
    type: 'mounted',
    text: tx(`${rider.name} mounts ${partner.name}; from now on they act together on the partner's initiative${pt.ridable === 'awkward' ? `, both at −${pt.ridingPenalty}R to evasion and accuracy (not a riding partner)` : ''}.`, `${rider.name}は${partner.name}に騎乗した。以後、相棒のイニシアティブで同時に行動する${pt.ridable === 'awkward' ? `（非騎乗系相棒：両者とも回避・命中に−${pt.ridingPenalty}R）` : ''}。`),
    rules: ['TK-MNT-3', 'TK-MNT-1', ...(pt.ridable === 'awkward' ? ['TK-MNT-6'] : [])],
    ids: [rider.id, partner.id],
  });
}

/** tkDismountPartner: 1 AP each (TK-MNT-3); the rider stays in the square (TK-GRID-1 stacking). */
export function tkDismountPartner(d: Encounter, cmd: TkDismountPartner, ctx: Ctx): void {
  const { c: rider } = needTk(d, cmd.riderId);
  if (!rider.mountId) reject(tx(`${rider.name} is not riding.`, `${rider.name}は騎乗していません。`), 'TK-MNT-3');
  const partner = creatureOf(d, rider.mountId);
  if (!partner) reject(tx('The mount is gone.', '乗騎がいません。'));
  const pt = needTk(d, partner.id).t;
  if (pt.fleeing && !cmd.gm) reject(tx(`${partner.name} is fleeing on the spirit link.`, `${partner.name}はスピリットリンクで離脱中です。`), 'TK-MNT-7');
  if (!cmd.gm && tkDraftState(d).phase === 'rounds') {
    requireCanAct(d, rider.id);
    spendAp(d, rider.id, 1, ctx, 'TK-MNT-3', { en: `dismount ${partner.name}`, ja: `${partner.name}から降りる` });
    if (pt.role !== 'armour') spendAp(d, partner.id, 1, ctx, 'TK-MNT-3', { en: `${rider.name} dismounts`, ja: `${rider.name}の降車` });
  }
  rider.mountId = null;
  rider.isRider = false;
  rider.pos = { ...partner.pos };
  const rt = needTk(d, rider.id).t;
  rt.band = pt.band;
  noteActed(d, rider.id);
  ctx.emit({ type: 'dismounted', text: tx(`${rider.name} gets off ${partner.name}.`, `${rider.name}は${partner.name}から降りた。`), rules: ['TK-MNT-3'], ids: [rider.id, partner.id] });
}

/** tkSpiritLinkEnd: the fleeing partner lands (or reaches safe altitude) and dies; the rider is set down (TK-MNT-7). */
export function tkSpiritLinkEnd(d: Encounter, cmd: TkSpiritLinkEnd, ctx: Ctx): void {
  const { c: partner, t } = needTk(d, cmd.partnerId);
  if (!t.fleeing) reject(tx(`${partner.name} is not fleeing on the spirit link.`, `${partner.name}はスピリットリンクで離脱していません。`), 'TK-MNT-7');
  t.fleeing = false;
  t.dead = true;
  const riders = carriedIds(d, partner.id);
  for (const r of riders) {
    const rc = creatureOf(d, r);
    const rt = rc ? needTk(d, r).t : undefined;
    if (!rc || !rt) continue;
    rc.mountId = null;
    rc.isRider = false;
    rt.band = t.band;
  }
  ctx.emit({ type: 'partnerDied', text: tx(`${partner.name} has carried its rider to safety and dies.`, `${partner.name}は騎手を安全な場所まで運び、力尽きて死亡した。`), rules: ['TK-MNT-7'], ids: [partner.id, ...riders] });
}
