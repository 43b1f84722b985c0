/** takeReins: a passenger becomes the rider of a mount without one (RULING MC-R4). */
import { need, ref } from '../../core';
import { spend } from '../actions';
import type { TakeReinsCommand } from '../commands';
import { takeReinsEffects } from '../mountRules';
import { reject } from '../msgs';
import { creature, riderOf } from '../relations';
import type { C, W } from './types';

/** takeReins: a passenger becomes the rider of a mount that has none (RULING MC-R4, move action). */
export function takeReins(w: W, cmd: TakeReinsCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const m = creature(w.s, c.mountId);
  if (!m || c.isRider) reject({ m: 'notPassenger', who: ref(c) }, 'MC-R4');
  const r = riderOf(w.s, m.id);
  if (r) reject({ m: 'hasRider', mount: ref(m), rider: ref(r) }, 'MC-R4');
  spend(w, c.id, 'move', { kind: 'takeReins' });
  w.edit(c.id).isRider = true;
  ctx.emit({ type: 'tookReins', who: ref(c), mount: ref(m), rules: ['MC-R4'], ids: [c.id, m.id] });
  takeReinsEffects(w, ctx, c.id, m.id);
}
