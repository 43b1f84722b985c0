/** Handler: tkHeal (TK-HEAL-1). */
import { reject, tx, type Ctx, type Encounter } from '../../core';
import type { TkHeal } from '../commands';
import { healAmount, healRank } from '../damage';
import { hasStatus, poolMaxes } from '../stats';
import { tkDraftState } from '../state';
import { useSkillCosts } from './actions';
import { needInt, needTk, requireCanAct } from './util';

/** tkHeal: base = effect value / 10, × rank (5 in combat, 1..10), truncated. A destroyed armour cannot be healed (TK-ARM-4). */
export function tkHeal(d: Encounter, cmd: TkHeal, ctx: Ctx): void {
  const { c: target, t } = needTk(d, cmd.targetId);
  if (t.armour?.destroyed) reject(tx(`${target.name} is destroyed: healing cannot restore it (workshop repair only).`, `${target.name}は撃破されており、回復スキルでは機能を回復できません（工房での修理が必要）。`), 'TK-ARM-4');
  const source = needInt(cmd.source, 0, 100000, 'Source value', '基準値', 'TK-HEAL-1');
  const percent = needInt(cmd.percent, 1, 1000, 'Percent', '割合', 'TK-HEAL-1');
  const situation = { ...(cmd.situation ?? {}) };
  if (hasStatus(t, 'miasma')) situation.targetMiasma = true;
  if (!tkDraftState(d).options.inCombat && situation.safeOutsideCombat === undefined) situation.safeOutsideCombat = true;
  if (cmd.healerId) {
    const { c: healer, t: ht } = needTk(d, cmd.healerId);
    if (tkDraftState(d).phase === 'rounds') requireCanAct(d, healer.id);
    if (situation.spendWill) {
      if (ht.will < 10) reject(tx(`${healer.name} needs 10 気力.`, `${healer.name}には気力10が必要です。`), 'TK-HEAL-1');
      ht.will -= 10;
    }
    if (tkDraftState(d).phase === 'rounds' || (cmd.ki ?? 0) > 0) useSkillCosts(d, ctx, healer.id, 'heal', cmd.ap ?? 1, cmd.ki ?? 0);
  }
  const { rank, modifiers } = healRank(situation);
  const amount = healAmount(source, percent, rank);
  const before = target.hp;
  target.hp = Math.max(before, Math.min(poolMaxes(d, target.id).hp, target.hp + amount)); // miasma lowers max 生命
  ctx.emit({
    type: 'healed',
    text: tx(`${target.name} is healed: ${source} × ${percent}% / 10 × rank ${rank} = ${amount} (生命 ${before} → ${target.hp}).`, `${target.name}の回復：${source}×${percent}％÷10×${rank}R = ${amount}（生命 ${before} → ${target.hp}）。`),
    rules: ['TK-HEAL-1'],
    ids: [target.id],
    data: { amount, rank, modifiers },
  });
}
