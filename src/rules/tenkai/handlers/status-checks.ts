/** Status checks during play: effect/recovery checks (TK-ST-1) and what each result does. */
import { creatureOf, ref, type CreatureId, type Mutable } from '../../core';
import type { TkEndReason } from '../events';
import { tkMsg } from '../messages';
import { TK_STATUS_INFO, type TkStatus } from '../model';
import { modRules, total } from '../mods';
import { effectiveStats } from '../stats';
import { statusCheckModifiers, statusDormancy, type CheckStage } from '../status';
import { atLeast } from '../terms';
import type { TkCtx, TkWork } from '../work';
import { rollCheck, type CheckRoll } from './util';

/** Options of a status check in play. */
export interface PlayCheckOpts {
  readonly damageTaken?: number;
  readonly order?: boolean;
  /** More rule ids for the check's event (a multi-hit attack's one sleep check, RULING TK-R6). */
  readonly rules?: readonly string[];
}

/** The working copy of a status on its bearer (found by id), or undefined. */
export function editStatus(w: TkWork, bearerId: CreatureId, statusId: string): Mutable<TkStatus> | undefined {
  if (!creatureOf(w.s, bearerId)?.sys.statuses.some((x) => x.id === statusId)) return undefined;
  return w.editSys(bearerId).statuses.find((x) => x.id === statusId);
}

/** Roll an effect/recovery check for a status on `bearerId` (caster power vs bearer's 抵抗). */
export function statusCheck(
  w: TkWork,
  ctx: TkCtx,
  bearerId: CreatureId,
  st: TkStatus,
  stage: CheckStage,
  opts: PlayCheckOpts = {},
): CheckRoll {
  const bearer = creatureOf(w.s, bearerId);
  if (!bearer) throw new Error(`statusCheck: no bearer ${bearerId}`);
  const caster = st.sourceId ? (creatureOf(w.s, st.sourceId) ?? null) : null;
  const turn = w.s.turns.round;
  const mods = statusCheckModifiers({
    kind: st.kind,
    stage,
    resister: bearer,
    caster,
    flags: st.flags,
    status: st,
    outsideCombat: !w.s.sys.options.inCombat,
    ...(opts.damageTaken !== undefined ? { damageTaken: opts.damageTaken } : {}),
    ...(opts.order ? { order: true } : {}),
    damageLastTurn: bearer.sys.tally.damageLastTurn,
    turn,
  });
  const ranks = total(mods);
  const info = TK_STATUS_INFO[st.kind];
  const resistance = effectiveStats(w.s, bearerId).stats.resistance;
  const roll = rollCheck(w.s, ctx, st.power, resistance, ranks, 0, {
    m: 'checkDie',
    who: ref(bearer),
    status: st.kind,
    check: stage,
    rule: info.rule,
  });
  ctx.emit({
    type: 'statusChecked',
    who: ref(bearer),
    source: caster ? ref(caster) : null,
    status: st.kind,
    statusId: st.id,
    check: stage,
    power: st.power,
    resistance,
    ranks,
    modifiers: mods,
    die: roll.die,
    baseColumn: roll.baseColumn,
    column: roll.column,
    result: roll.result,
    rules: [
      info.rule,
      'TK-ST-1',
      ...modRules(mods).filter((r) => r !== 'TK-ST-1' && r !== info.rule),
      ...(opts.rules ?? []),
    ],
    ids: [bearerId],
  });
  return roll;
}

/** Remove a status from its bearer, with an event. */
export function endStatus(
  w: TkWork,
  ctx: TkCtx,
  bearerId: CreatureId,
  st: TkStatus,
  why: TkEndReason,
  rule: string,
): void {
  const bearer = creatureOf(w.s, bearerId);
  if (!bearer) return;
  const t = w.editSys(bearerId);
  t.statuses = t.statuses.filter((x) => x.id !== st.id);
  ctx.emit({
    type: 'statusEnded',
    who: ref(bearer),
    status: st.kind,
    statusId: st.id,
    why,
    rules: [rule],
    ids: [bearerId],
  });
}

/**
 * Sleep recovery check (TK-ST-SLEEP): at turn start, or after an attack dealt 1+ damage — one check per attack, also
 * for an attack that hits several times at once, with the attack's whole damage (`hits` > 1: RULING TK-R6).
 */
export function sleepRecovery(w: TkWork, ctx: TkCtx, bearerId: CreatureId, damageTaken?: number, hits = 1): void {
  const t = creatureOf(w.s, bearerId)?.sys;
  const st = t?.statuses.find((x) => x.kind === 'sleep');
  if (!t || !st || statusDormancy(t, st)) return;
  const roll = statusCheck(w, ctx, bearerId, st, 'recovery', {
    ...(damageTaken !== undefined ? { damageTaken } : {}),
    ...(hits > 1 ? { rules: ['TK-R6'] } : {}),
  });
  if (roll.result === 'miss') endStatus(w, ctx, bearerId, st, 'woke', 'TK-ST-SLEEP');
}

/** Confusion at turn start: recovery check, then this turn's behaviour (TK-ST-CONFUSE). */
export function confusionTurnStart(w: TkWork, ctx: TkCtx, bearerId: CreatureId, st: TkStatus): void {
  const roll = statusCheck(w, ctx, bearerId, st, 'recovery');
  if (roll.result === 'miss') {
    endStatus(w, ctx, bearerId, st, 'recovered', 'TK-ST-CONFUSE');
    return;
  }
  const c = creatureOf(w.s, bearerId);
  if (c && roll.result === 'graze') {
    const s = editStatus(w, bearerId, st.id);
    if (s) s.behaviour = null;
    ctx.emit({
      type: 'confusionBehaviourSet',
      who: ref(c),
      behaviour: null,
      rules: ['TK-ST-CONFUSE'],
      ids: [bearerId],
    });
    return;
  }
  rollBehaviour(w, ctx, bearerId, st);
}

/** Roll the confusion behaviour (1D20) for this turn. */
export function rollBehaviour(w: TkWork, ctx: TkCtx, bearerId: CreatureId, st: TkStatus): void {
  const c = creatureOf(w.s, bearerId);
  if (!c) return;
  const die = ctx.roller.die(20, tkMsg({ m: 'behaviourDie', who: ref(c), rule: 'TK-ST-CONFUSE' }));
  const s = editStatus(w, bearerId, st.id);
  if (s) s.behaviour = die;
  ctx.emit({ type: 'confusionBehaviourSet', who: ref(c), behaviour: die, rules: ['TK-ST-CONFUSE'], ids: [bearerId] });
}

/** Petrification progression (every 3 turns at turn start, TK-ST-PETRIFY): 成功 +2, 軽成功–普通 +1. */
export function petrifyProgress(w: TkWork, ctx: TkCtx, bearerId: CreatureId, st: TkStatus): void {
  const roll = statusCheck(w, ctx, bearerId, st, 'effect');
  const step = roll.result === 'penetrate' ? 2 : atLeast(roll.result, 'light') ? 1 : 0;
  const before = st.stage;
  const after = Math.min(5, st.stage + step);
  const s = editStatus(w, bearerId, st.id);
  if (s) s.stage = after;
  const c = creatureOf(w.s, bearerId);
  if (c)
    ctx.emit({
      type: 'petrificationProgressed',
      who: ref(c),
      from: before,
      to: after,
      rules: ['TK-ST-PETRIFY'],
      ids: [bearerId],
    });
}
