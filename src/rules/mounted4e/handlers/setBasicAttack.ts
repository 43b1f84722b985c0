/** setBasicAttack: remember a creature's basic melee attack (used for its opportunity attacks, B-11). */
import { need, ref } from '../../core';
import type { SetBasicAttackCommand } from '../commands';
import { checkSpec } from '../resolveAttack';
import { specCopy } from '../spec';
import type { C, W } from './types';

/** setBasicAttack: remember the numbers of a creature's basic melee attack (used for its opportunity attacks). */
export function setBasicAttack(w: W, cmd: SetBasicAttackCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const given: unknown = cmd.attack;
  checkSpec(given);
  const attack = specCopy(given);
  w.patchSys(c.id).basicAttack = attack;
  ctx.emit({ type: 'basicAttackSet', who: ref(c), attack: specCopy(attack), rules: ['B-11'], ids: [c.id] });
}
