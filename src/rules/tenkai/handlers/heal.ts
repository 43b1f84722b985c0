/** Handler: tkHeal (TK-HEAL-1). */
import { need, ref } from '../../core';
import type { TkHeal } from '../commands';
import { healAmount, healRank, type HealSituation } from '../damage';
import { reject } from '../messages';
import { phaseOf } from '../queries';
import { hasStatus, poolMaxes } from '../stats';
import type { TkCtx, TkWork } from '../work';
import { useSkillCosts } from './actions';
import { needInt, requireCanAct } from './util';

/** The name a heal without a named skill is locked under (TK-TURN-6). */
const HEAL_SKILL = 'heal';

/** tkHeal: base = effect value / 10, × rank (5 in combat, 1..10), truncated. A destroyed armour cannot be healed (TK-ARM-4). */
export function tkHeal(w: TkWork, cmd: TkHeal, ctx: TkCtx): void {
  const target = need(w, cmd.targetId);
  if (target.sys.armour?.destroyed) reject({ m: 'destroyedNoHeal', who: ref(target) }, 'TK-ARM-4');
  const source = needInt(cmd.source, 0, 100000, 'source', 'TK-HEAL-1');
  const percent = needInt(cmd.percent, 1, 1000, 'percent', 'TK-HEAL-1');
  const ap = cmd.ap === undefined ? 1 : needInt(cmd.ap, 0, 20, 'ap', 'TK-HEAL-1');
  const ki = cmd.ki === undefined ? 0 : needInt(cmd.ki, 0, 10000, 'kiCost', 'TK-HEAL-1');
  const given = cmd.situation ?? {};
  const situation: HealSituation = {
    ...given,
    ...(hasStatus(target.sys, 'miasma') ? { targetMiasma: true } : {}),
    ...(!w.s.sys.options.inCombat && given.safeOutsideCombat === undefined ? { safeOutsideCombat: true } : {}),
  };
  if (cmd.healerId) {
    const healer = need(w, cmd.healerId);
    const rounds = phaseOf(w.s) === 'rounds';
    if (rounds) requireCanAct(w.s, healer.id);
    if (situation.spendWill) {
      if (healer.sys.will < 10) reject({ m: 'needsWill', who: ref(healer) }, 'TK-HEAL-1');
      w.editSys(healer.id).will -= 10;
    }
    if (rounds || ki > 0) useSkillCosts(w, ctx, healer.id, HEAL_SKILL, ap, ki, false, { m: 'doHeal' });
  }
  const { rank, modifiers } = healRank(situation);
  const amount = healAmount(source, percent, rank);
  const now = need(w, target.id);
  const before = now.hp;
  const hp = Math.max(before, Math.min(poolMaxes(w.s, target.id).hp, before + amount)); // miasma lowers max 生命
  if (hp !== before) w.edit(target.id).hp = hp;
  ctx.emit({
    type: 'healed',
    who: ref(now),
    amount,
    hp,
    hpMax: now.hpMax,
    heal: { source, percent, rank, modifiers, before, healer: cmd.healerId ? ref(need(w, cmd.healerId)) : null },
    rules: ['TK-HEAL-1'],
    ids: [target.id],
  });
}
