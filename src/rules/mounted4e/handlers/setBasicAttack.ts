/**
 * setBasicAttack: remember a creature's basic melee attack (used for its opportunity attacks, B-11).
 */
import { tx, type Ctx, type Encounter } from '../../core';
import type { SetBasicAttackCommand } from '../commands';
import { checkSpec } from '../resolveAttack';
import { m4 } from '../state';
import { need } from './common';

/** setBasicAttack: remember the numbers of a creature's basic melee attack (used for its opportunity attacks). */
export function setBasicAttack(d: Encounter, cmd: SetBasicAttackCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  checkSpec(cmd.attack);
  m4(d).basicAttacks[c.id] = structuredClone(cmd.attack);
  const a = cmd.attack;
  ctx.emit({
    type: 'basicAttackSet',
    text: tx(`${c.name}'s basic attack: +${a.bonus} vs ${a.vs.toUpperCase()}, ${a.damage.count}d${a.damage.sides}+${a.damage.plus}.`, `${c.name}の基礎攻撃：+${a.bonus} 対 ${a.vs.toUpperCase()}、${a.damage.count}d${a.damage.sides}+${a.damage.plus}。`),
    rules: ['B-11'],
    ids: [c.id],
  });
}
