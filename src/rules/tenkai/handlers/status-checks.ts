/** Status checks during play: effect/recovery checks (TK-ST-1) and what each result does. */
import { tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../../core';
import { tkOf, type TkCreatureData } from '../data';
import { effectiveStats } from '../stats';
import { tkDraftState } from '../state';
import { confusionBehaviour, statusCheckModifiers, statusDormancy, type CheckStage } from '../status';
import { TK_STATUS_INFO, type TkStatus } from '../status-types';
import { atLeast } from '../terms';
import { checkLabel, rollCheck, type CheckRoll } from './util';
import { creatureOf } from '../../core/creatures';

/** Options of a status check in play. */
export interface PlayCheckOpts {
  damageTaken?: number;
  order?: boolean;
}

/** Roll an effect/recovery check for a status on `bearerId` (caster power vs bearer's 抵抗). */
export function statusCheck(d: Encounter, ctx: Ctx, bearerId: CreatureId, st: TkStatus, stage: CheckStage, opts: PlayCheckOpts = {}): CheckRoll {
  const bearer = creatureOf(d, bearerId) as Creature;
  const s = tkDraftState(d);
  const caster = st.sourceId ? (creatureOf(d, st.sourceId) ?? null) : null;
  const mods = statusCheckModifiers({
    kind: st.kind,
    stage,
    resister: bearer,
    caster,
    flags: st.flags,
    status: st,
    outsideCombat: !s.options.inCombat,
    ...(opts.damageTaken !== undefined ? { damageTaken: opts.damageTaken } : {}),
    ...(opts.order ? { order: true } : {}),
    damageLastTurn: s.damageLastTurn[bearerId] ?? 0,
    turn: s.turn,
  });
  const ranks = mods.reduce((a, m) => a + m.ranks, 0);
  const info = TK_STATUS_INFO[st.kind];
  const roll = rollCheck(d, ctx, st.power, effectiveStats(d, bearerId).stats.resistance, ranks, 0, `${stage} check: ${info.label.en} on ${bearer.name} (${info.rule})`);
  const res = checkLabel(roll.result);
  ctx.emit({
    type: 'statusChecked',
    text: tx(
      `${info.label.en} on ${bearer.name}: ${stage} check ${st.power}/${effectiveStats(d, bearerId).stats.resistance}, ${ranks >= 0 ? '+' : ''}${ranks}R, d20 ${roll.die} → ${res.en}.`,
      `${bearer.name}の${info.label.ja}：${stage === 'start' ? '開始' : stage === 'effect' ? '効果' : '回復'}判定 ${st.power}/${effectiveStats(d, bearerId).stats.resistance}、${ranks >= 0 ? '+' : ''}${ranks}R、出目${roll.die} → ${res.ja}。`,
    ),
    rules: [info.rule, 'TK-ST-1', ...mods.map((m) => m.rule).filter((r, i, a) => a.indexOf(r) === i && r !== 'TK-ST-1' && r !== info.rule)],
    ids: [bearerId],
    data: { statusId: st.id, stage, result: roll.result, die: roll.die, column: roll.column, modifiers: mods.map((m) => ({ rule: m.rule, ranks: m.ranks })) },
  });
  return roll;
}

/** Remove a status from its bearer, with an event. */
export function endStatus(d: Encounter, ctx: Ctx, bearerId: CreatureId, st: TkStatus, why: { en: string; ja: string }, rule: string): void {
  const bearer = creatureOf(d, bearerId) as Creature;
  const t = tkOf(bearer) as TkCreatureData;
  t.statuses = t.statuses.filter((x) => x.id !== st.id);
  const info = TK_STATUS_INFO[st.kind];
  ctx.emit({ type: 'statusEnded', text: tx(`${bearer.name} is no longer under ${info.label.en}: ${why.en}.`, `${bearer.name}の${info.label.ja}が終了した：${why.ja}。`), rules: [rule], ids: [bearerId], data: { statusId: st.id, kind: st.kind } });
}

/** Sleep recovery check (turn start, or after an attack dealt 1+ damage: one check per attack) (TK-ST-SLEEP). */
export function sleepRecovery(d: Encounter, ctx: Ctx, bearerId: CreatureId, damageTaken?: number): void {
  const t = tkOf(creatureOf(d, bearerId));
  const st = t?.statuses.find((x) => x.kind === 'sleep');
  if (!t || !st || statusDormancy(t, st)) return;
  const roll = statusCheck(d, ctx, bearerId, st, 'recovery', damageTaken !== undefined ? { damageTaken } : {});
  if (roll.result === 'miss') endStatus(d, ctx, bearerId, st, { en: 'it wakes (失敗 on the recovery check)', ja: '回復判定で失敗以下となり目覚めた' }, 'TK-ST-SLEEP');
}

/** Confusion at turn start: recovery check, then this turn's behaviour (TK-ST-CONFUSE). */
export function confusionTurnStart(d: Encounter, ctx: Ctx, bearerId: CreatureId, st: TkStatus): void {
  const roll = statusCheck(d, ctx, bearerId, st, 'recovery');
  if (roll.result === 'miss') {
    endStatus(d, ctx, bearerId, st, { en: 'recovered (失敗 on the recovery check)', ja: '回復判定で失敗以下となり回復した' }, 'TK-ST-CONFUSE');
    return;
  }
  if (roll.result === 'graze') {
    st.behaviour = null;
    ctx.emit({ type: 'confusionBehaviourSet', text: tx(`${(creatureOf(d, bearerId) as Creature).name} stays confused but acts normally this turn (軽失敗).`, `${(creatureOf(d, bearerId) as Creature).name}は混乱したままだが、このターンは通常通り行動できる（軽失敗）。`), rules: ['TK-ST-CONFUSE'], ids: [bearerId], data: { behaviour: null } });
    return;
  }
  rollBehaviour(d, ctx, bearerId, st);
}

/** Roll the confusion behaviour (1D20) for this turn. */
export function rollBehaviour(d: Encounter, ctx: Ctx, bearerId: CreatureId, st: TkStatus): void {
  const c = creatureOf(d, bearerId) as Creature;
  const die = ctx.roller.die(20, `confusion behaviour: ${c.name} (TK-ST-CONFUSE)`);
  st.behaviour = die;
  const b = confusionBehaviour(die);
  ctx.emit({ type: 'confusionBehaviourSet', text: tx(`${c.name} is confused (1D20 ${die}): ${b.en}; all its AP go to it.`, `${c.name}は混乱中（1D20：${die}）：${b.ja}。行動力は全てこれに費やされる。`), rules: ['TK-ST-CONFUSE'], ids: [bearerId], data: { behaviour: die } });
}

/** Petrification progression (every 3 turns at turn start, TK-ST-PETRIFY): 成功 +2, 軽成功–普通 +1. */
export function petrifyProgress(d: Encounter, ctx: Ctx, bearerId: CreatureId, st: TkStatus): void {
  const roll = statusCheck(d, ctx, bearerId, st, 'effect');
  const step = roll.result === 'penetrate' ? 2 : atLeast(roll.result, 'light') ? 1 : 0;
  const before = st.stage;
  st.stage = Math.min(5, st.stage + step);
  const c = creatureOf(d, bearerId) as Creature;
  ctx.emit({
    type: 'petrificationProgressed',
    text: tx(`${c.name}'s petrification: stage ${before} → ${st.stage}${st.stage >= 5 ? ' (fully petrified: no actions, immune to other statuses, still conscious)' : ''}.`, `${c.name}の石化：${before}段階 → ${st.stage}段階${st.stage >= 5 ? '（完全に石化：行動不能・他の状態異常を受け付けない・意識はある）' : ''}。`),
    rules: ['TK-ST-PETRIFY'],
    ids: [bearerId],
    data: { from: before, to: st.stage },
  });
}
