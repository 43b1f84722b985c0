/**
 * takeReins: a passenger becomes the rider of a mount without one (RULING MC-R4).
 */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { TakeReinsCommand } from '../commands';
import { takeReinsEffects } from '../mountRules';
import { riderOf } from '../relations';
import { need } from './common';
import { creatureOf } from '../../core/creatures';

/** takeReins: a passenger becomes the rider of a mount that has none (RULING MC-R4, move action). */
export function takeReins(d: Encounter, cmd: TakeReinsCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId || c.isRider) reject(tx(`${c.name} is not a passenger.`, `${c.name}は同乗者ではない。`), 'MC-R4');
  const m = creatureOf(d, c.mountId) as Creature;
  const r = riderOf(d, m.id);
  if (r) reject(tx(`${m.name} already has a rider, ${r.name}.`, `${m.name}にはすでに乗り手${r.name}がいる。`), 'MC-R4');
  spend(d, c.id, 'move', 'take the reins');
  c.isRider = true;
  ctx.emit({ type: 'tookReins', text: tx(`${c.name} takes the reins of ${m.name} and is now its rider (MC-R4).`, `${c.name}は${m.name}の手綱を取り、乗り手になった（MC-R4）。`), rules: ['MC-R4'], ids: [c.id, m.id] });
  takeReinsEffects(d, ctx, c, m);
}
