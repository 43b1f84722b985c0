/** Handlers: tkApplyStatus (start checks, stacking), tkCharmOrder, tkMiasmaProgress, tkSuppressMiasma, tkCureStatus, tkRerollConfusion. */
import { creatureOf, need, ref, type CreatureId, type Mutable } from '../../core';
import type {
  TkApplyStatus,
  TkCharmOrder,
  TkCureStatus,
  TkMiasmaProgress,
  TkRerollConfusion,
  TkSuppressMiasma,
} from '../commands';
import type { TkStackNote } from '../events';
import { reject } from '../messages';
import { TK_STATUS_INFO, type TkCreature, type TkStatus, type TkStatusKind } from '../model';
import { modRules, total } from '../mods';
import { effectiveStats, isFullyPetrified } from '../stats';
import { statusCheckModifiers } from '../status';
import { atLeast, type TkResult } from '../terms';
import { editTk, type TkCtx, type TkWork } from '../work';
import { editStatus, endStatus, rollBehaviour, statusCheck } from './status-checks';
import { needInt, rollCheck } from './util';

/** Poison's effect by start result (TK-ST-POISON): 成功 200%, 軽成功 150%, 普通 100%, below 0%. */
const POISON_SCALE: { readonly [K in TkResult]: number } = {
  penetrate: 200,
  direct: 150,
  light: 100,
  graze: 0,
  miss: 0,
};

/** tkApplyStatus: the start check (TK-ST-1), then the status with its stacking rule (TK-ST-2 and each TK-ST-*). */
export function tkApplyStatus(w: TkWork, cmd: TkApplyStatus, ctx: TkCtx): void {
  const target = need(w, cmd.targetId);
  const t = target.sys;
  const kind: TkStatusKind = cmd.kind;
  const info = TK_STATUS_INFO[kind];
  const source = cmd.sourceId ? need(w, cmd.sourceId) : null;
  const flags = cmd.flags ?? [];
  if (isFullyPetrified(t)) reject({ m: 'petrifiedImmune', who: ref(target) }, 'TK-ST-PETRIFY');
  if (kind === 'miasma' && t.ayakashi) reject({ m: 'ayakashiImmune' }, 'TK-ST-MIASMA');
  const timed = kind !== 'miasma' && kind !== 'petrify';
  const duration = cmd.duration === undefined ? null : needInt(cmd.duration, 1, 10000, 'duration');
  if (timed && duration === null && kind !== 'curse') reject({ m: 'needsDuration', status: kind }, info.rule);
  const damage = kind === 'poison' ? needInt(cmd.damage, 1, 100000, 'poisonDamage', 'TK-ST-POISON') : 0;
  const strength = kind === 'curse' ? needInt(cmd.strength ?? 1, 1, 5, 'curseStrength', 'TK-ST-CURSE') : 0;
  const power =
    cmd.power !== undefined
      ? needInt(cmd.power, 0, 100000, 'power')
      : source
        ? effectiveStats(w.s, source.id).stats.perception
        : 100;
  const turn = w.s.turns.round;
  // Spending 気力 for ±1R (TK-ST-1).
  const spenders: [TkCreature | null, boolean | undefined][] = [
    [source, cmd.casterSpendsWill],
    [target, cmd.resisterSpendsWill],
  ];
  for (const [who, on] of spenders) {
    if (!on) continue;
    const now = who ? creatureOf(w.s, who.id) : undefined;
    if (!now || now.sys.will < 10) return reject({ m: 'willToSpend' }, 'TK-ST-1');
    w.editSys(now.id).will -= 10;
  }
  let result: TkResult = 'light';
  if (!cmd.noCheck) {
    const resister = need(w, target.id);
    const mods = statusCheckModifiers({
      kind,
      stage: 'start',
      resister,
      caster: source ? need(w, source.id) : null,
      flags,
      ...(cmd.casterSpendsWill ? { casterSpendsWill: true } : {}),
      ...(cmd.resisterSpendsWill ? { resisterSpendsWill: true } : {}),
      outsideCombat: !w.s.sys.options.inCombat,
      turn,
    });
    const ranks = total(mods);
    const resistance = effectiveStats(w.s, target.id).stats.resistance;
    const roll = rollCheck(w.s, ctx, power, resistance, ranks, 0, {
      m: 'checkDie',
      who: ref(target),
      status: kind,
      check: 'start',
      rule: 'TK-ST-1',
    });
    result = roll.result;
    ctx.emit({
      type: 'statusChecked',
      who: ref(target),
      source: source ? ref(source) : null,
      status: kind,
      statusId: null,
      check: 'start',
      power,
      resistance,
      ranks,
      modifiers: mods,
      die: roll.die,
      baseColumn: roll.baseColumn,
      column: roll.column,
      result,
      rules: ['TK-ST-1', info.rule, ...modRules(mods).filter((r) => r !== 'TK-ST-1' && r !== info.rule)],
      ids: [target.id],
    });
  }
  // Normal (普通) or better takes hold (TK-ST-1); poison at 軽失敗/失敗 has 0% effect (TK-ST-POISON).
  if (!atLeast(result, 'light')) {
    ctx.emit({
      type: 'statusResisted',
      who: ref(target),
      status: kind,
      rules: ['TK-ST-1', info.rule],
      ids: [target.id],
    });
    return;
  }
  const success = result === 'penetrate';
  let dur = duration;
  if (success && dur !== null && (kind === 'berserk' || kind === 'fear')) dur = Math.floor(dur * 1.5); // +50%, truncated
  const sys = editTk(w);
  const st: TkStatus = {
    id: `st${sys.nextId}`,
    kind,
    sourceId: source?.id ?? null,
    power,
    startResult: result,
    appliedTurn: turn,
    duration: timed ? dur : null,
    stage: kind === 'curse' ? Math.min(5, strength + (success ? 1 : 0)) : kind === 'miasma' ? 1 : 0,
    damage: kind === 'poison' ? Math.floor((damage * POISON_SCALE[result]) / 100) : 0,
    towardsId: cmd.towardsId ?? (kind === 'charm' || kind === 'fear' ? (source?.id ?? null) : null),
    behaviour: null,
    repeats: 1,
    suppressedUntil: null,
    flags: [...flags],
  };
  sys.nextId += 1;
  const bearer = w.editSys(target.id);
  const same =
    kind === 'poison'
      ? undefined
      : bearer.statuses.find((x) => x.kind === kind && (kind !== 'charm' || x.towardsId === st.towardsId));
  let note: TkStackNote | null = null;
  if (same) note = mergeStatus(same, st);
  else bearer.statuses.push({ ...st, flags: [...st.flags] });
  const kept = same ?? st;
  ctx.emit({
    type: 'statusApplied',
    who: ref(target),
    status: kind,
    statusId: kept.id,
    result,
    stage: kept.stage,
    duration: kept.duration,
    damage: st.damage,
    scale: kind === 'poison' ? POISON_SCALE[result] : 100,
    note,
    rules: ['TK-ST-2', info.rule],
    ids: [target.id],
  });
}

/** A repeated status on a bearer that has one (TK-ST-2 and each TK-ST-*); poison stacks and never gets here. */
function mergeStatus(same: Mutable<TkStatus>, st: TkStatus): TkStackNote {
  const endOf = (x: Pick<TkStatus, 'duration' | 'appliedTurn'>): number =>
    x.duration === null ? Infinity : x.appliedTurn + x.duration;
  switch (st.kind) {
    case 'curse':
      same.stage = Math.max(same.stage, st.stage); // several curses do not stack: the strongest applies
      if (endOf(st) > endOf(same)) Object.assign(same, { appliedTurn: st.appliedTurn, duration: st.duration });
      return 'strongestCurse';
    case 'miasma':
      same.stage = Math.min(10, same.stage + 1);
      return 'miasmaWorse';
    case 'petrify':
      return 'alreadyPetrifying';
    default:
      if (st.kind === 'sleep') same.repeats += 1;
      if (endOf(st) > endOf(same))
        Object.assign(same, {
          appliedTurn: st.appliedTurn,
          duration: st.duration,
          startResult: st.startResult,
          power: st.power,
        });
      return 'longestDuration';
  }
}

function needStatus(w: TkWork, id: CreatureId, kind: TkStatusKind): { c: TkCreature; st: TkStatus } {
  const c = need(w, id);
  const st = c.sys.statuses.find((x) => x.kind === kind);
  if (!st) return reject({ m: 'notUnder', who: ref(c), status: kind }, TK_STATUS_INFO[kind].rule);
  return { c, st };
}

/** tkCharmOrder: effect check −2: 成功 obeys; 失敗 charm ends; otherwise refuses but stays charmed (TK-ST-CHARM). */
export function tkCharmOrder(w: TkWork, cmd: TkCharmOrder, ctx: TkCtx): void {
  const { c, st } = needStatus(w, cmd.id, 'charm');
  const roll = statusCheck(w, ctx, c.id, st, 'effect', { order: true });
  if (roll.result === 'miss') return endStatus(w, ctx, c.id, st, 'charmBroken', 'TK-ST-CHARM');
  ctx.emit({
    type: 'charmOrderAnswered',
    who: ref(c),
    obeys: roll.result === 'penetrate',
    rules: ['TK-ST-CHARM'],
    ids: [c.id],
  });
}

/** tkMiasmaProgress: progression check; 普通 or better for the miasma → +1 stage; at stage 10 it kills (TK-ST-MIASMA). */
export function tkMiasmaProgress(w: TkWork, cmd: TkMiasmaProgress, ctx: TkCtx): void {
  const { c, st } = needStatus(w, cmd.id, 'miasma');
  const roll = statusCheck(w, ctx, c.id, st, 'effect');
  if (!atLeast(roll.result, 'light')) {
    ctx.emit({ type: 'miasmaHeld', who: ref(c), stage: st.stage, rules: ['TK-ST-MIASMA'], ids: [c.id] });
    return;
  }
  if (st.stage >= 10) {
    w.editSys(c.id).dead = true;
    ctx.emit({ type: 'diedOfMiasma', who: ref(c), rules: ['TK-ST-MIASMA'], ids: [c.id] });
    return;
  }
  const s = editStatus(w, c.id, st.id);
  if (s) s.stage = st.stage + 1;
  ctx.emit({ type: 'miasmaProgressed', who: ref(c), stage: st.stage + 1, rules: ['TK-ST-MIASMA'], ids: [c.id] });
}

/** tkSuppressMiasma: 10 気力 → two stages suppressed for 6 turns (TK-ST-MIASMA). */
export function tkSuppressMiasma(w: TkWork, cmd: TkSuppressMiasma, ctx: TkCtx): void {
  const { c, st } = needStatus(w, cmd.id, 'miasma');
  if (c.sys.will < 10) reject({ m: 'needsWill', who: ref(c) }, 'TK-ST-MIASMA');
  const until = w.s.turns.round + 6;
  w.editSys(c.id).will -= 10;
  const s = editStatus(w, c.id, st.id);
  if (s) s.suppressedUntil = until;
  ctx.emit({ type: 'miasmaSuppressed', who: ref(c), until, rules: ['TK-ST-MIASMA'], ids: [c.id] });
}

/** tkCureStatus: a skill or item cures one status. */
export function tkCureStatus(w: TkWork, cmd: TkCureStatus, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const st = c.sys.statuses.find((x) => x.id === cmd.statusId);
  if (!st) return reject({ m: 'noSuchStatus', who: ref(c) }, 'TK-ST-2');
  endStatus(w, ctx, c.id, st, 'cured', TK_STATUS_INFO[st.kind].rule);
}

/** tkRerollConfusion: the rolled behaviour is impossible → roll again (TK-ST-CONFUSE). */
export function tkRerollConfusion(w: TkWork, cmd: TkRerollConfusion, ctx: TkCtx): void {
  const { c, st } = needStatus(w, cmd.id, 'confuse');
  if (st.behaviour === null) reject({ m: 'actsNormallyNow', who: ref(c) }, 'TK-ST-CONFUSE');
  rollBehaviour(w, ctx, c.id, st);
}
