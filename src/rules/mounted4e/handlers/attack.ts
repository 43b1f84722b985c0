/**
 * attack: one target, several (close / area, MC-TGT-1, MC-SPACE-2) or a square whose occupants the attacker
 * chooses from (rider or mount, MC-TGT-1); ranged/area attacks provoke (B-11, MC-OA-1); MC-MATK-1 hint.
 */
import { reject, spatialIndex, standersIn, tx, type CreatureId, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { AttackCommand } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { opportunityJobs, provokersOfRanged } from '../opportunity';
import { carriedBy, originSquares, riderOf } from '../relations';
import { checkDistance, checkSpec, resolveAttack } from '../resolveAttack';
import { need } from './common';

/** Creatures in the space containing a square: the standing creature there and everyone it carries (MC-TGT-1). */
export function creaturesAt(d: Encounter, p: { x: number; y: number }): CreatureId[] {
  const st = standersIn(spatialIndex(d), { x: p.x, y: p.y, side: 1 }, new Set())[0];
  return st ? [st.c.id, ...carriedBy(d, st.c.id).map((x) => x.id)] : [];
}

/** attack: one target (or several for close/area), or a square whose occupants the attacker chooses from. */
export function attack(d: Encounter, cmd: AttackCommand, ctx: Ctx): void {
  const a = need(d, cmd.attackerId);
  if (!['melee', 'ranged', 'close', 'area'].includes(cmd.kind)) reject(tx('The attack is melee, ranged, close or area.', '攻撃は近接・遠隔・近接範囲・遠隔範囲のいずれかです。'));
  checkSpec(cmd.attack);
  if (cmd.origin !== undefined) {
    const ok = originSquares(d, a.id).some((p) => p.x === cmd.origin?.x && p.y === cmd.origin?.y);
    if (!ok) reject(tx(`The origin square must be a square of ${a.mountId ? "the mount's" : "the attacker's own"} space.`, `起点マスは${a.mountId ? '乗騎の' : '自分の'}接敵面内のマスです。`), 'MC-SPACE-2');
  }
  let ids: CreatureId[] = [];
  let choose: CreatureId[] = [];
  if (cmd.targetIds !== undefined) {
    if (cmd.kind !== 'close' && cmd.kind !== 'area') reject(tx('Only close and area attacks have several targets.', '複数の目標を取れるのは範囲攻撃だけです。'), 'MC-TGT-1');
    if (!Array.isArray(cmd.targetIds) || cmd.targetIds.length === 0) reject(tx('Name at least one target.', '目標を1体以上指定してください。'));
    ids = [...new Set(cmd.targetIds)];
    for (const id of ids) need(d, id);
  } else if (cmd.targetId !== undefined) {
    need(d, cmd.targetId);
    ids = [cmd.targetId];
  } else if (cmd.targetSquare) {
    choose = creaturesAt(d, cmd.targetSquare).filter((id) => id !== a.id);
    if (choose.length === 0) reject(tx('Nobody is in that square.', 'そのマスには誰もいない。'));
    if (choose.length === 1) ids = choose;
  } else reject(tx('Name a target.', '目標を指定してください。'));
  if (cmd.kind !== 'close' && cmd.kind !== 'area' && ids.includes(a.id)) reject(tx(`${a.name} cannot target itself.`, `${a.name}は自分を目標にできない。`));
  if (ids.length === 1 && (cmd.kind === 'melee' || cmd.kind === 'ranged')) checkDistance(d, cmd, ids[0] as CreatureId);
  if (choose.length > 1) for (const id of choose) if (cmd.kind === 'melee') checkDistance(d, cmd, id);
  spend(d, a.id, cmd.action ?? 'standard', `${cmd.kind} attack`);
  // MC-MATK-1: a hint, never a block.
  if (a.riding.willingMount && !a.riding.combatTrained && !riderOf(d, a.id) && !a.mountId) {
    ctx.emit({
      type: 'typicalMountHinted',
      text: tx(`${a.name} is a typical mount, not trained for battle: left to itself it avoids fights (MC-MATK-1).`, `${a.name}は戦闘訓練を受けていない典型的な乗騎で、自主性に任されると戦闘を避ける（MC-MATK-1）。`),
      rules: ['MC-MATK-1'],
      ids: [a.id],
    });
  }
  if (choose.length > 1) queueJobs(d, { kind: 'target', attack: { ...cmd, targetSquare: undefined }, ids: choose });
  else resolveAttack(d, ctx, { ...cmd, targetId: ids.length === 1 ? ids[0] : undefined, targetIds: cmd.targetIds ? ids : undefined });
  // B-11 / MC-OA-1: a ranged or area attack provokes adjacent enemies, who must target the attacker.
  if (cmd.kind === 'ranged' || cmd.kind === 'area') queueJobs(d, ...opportunityJobs(d, provokersOfRanged(d, a.id), a.id));
  runJobs(d, ctx);
}
