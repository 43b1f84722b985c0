/**
 * Status effects (TK-ST-*): check modifiers (each with its source and rule id), dormancy, the confusion behaviour
 * table, and the status list query for the board. Sign convention: + favours the caster (the side trying to
 * afflict), like rank modifiers in hit checks (TK-HIT-2).
 */
import { creatureOf, type CreatureId } from '../core';
import type { TkMsg } from './messages';
import {
  TK_STATUS_INFO,
  type TkCreature,
  type TkCreatureData,
  type TkEncounter,
  type TkStatus,
  type TkStatusFlag,
  type TkStatusKind,
} from './model';
import { modSource, type TkModKey, type TkModifier } from './mods';
import { isFullyPetrified, miasmaStagesInEffect, statusStage } from './stats';

/** Which check (TK-ST-1): 開始判定, 効果判定, 回復判定. */
export type CheckStage = 'start' | 'effect' | 'recovery';

/** Inputs of {@link statusCheckModifiers}. */
export interface StatusCheckInput {
  readonly kind: TkStatusKind;
  readonly stage: CheckStage;
  readonly resister: TkCreature;
  readonly caster: TkCreature | null;
  readonly flags: readonly TkStatusFlag[];
  /** Either side spends 10 気力 for ±1R (TK-ST-1). */
  readonly casterSpendsWill?: boolean;
  readonly resisterSpendsWill?: boolean;
  /** The status being checked (effect/recovery checks). */
  readonly status?: TkStatus;
  /** Outside combat (sleep +1). */
  readonly outsideCombat?: boolean;
  /** Sleep recovery caused by an attack, and its damage (TK-ST-SLEEP). */
  readonly damageTaken?: number;
  /** Charm: a check whether it obeys an order (−2). */
  readonly order?: boolean;
  /** Damage the resister took last turn (confusion −1 at ≥ 10% of max HP). */
  readonly damageLastTurn?: number;
  readonly turn: number;
}

const pctOf = (v: number, max: number, p: number): boolean => max > 0 && v * 100 <= max * p;

/** All rank modifiers of a status check, with sources and rule ids (TK-ST-1, TK-ST-* and RULING TK-R3). */
export function statusCheckModifiers(i: StatusCheckInput): TkModifier[] {
  const out: TkModifier[] = [];
  const add = (ruleId: string, value: number, key: TkModKey, n?: number): void => {
    if (value !== 0) out.push({ value, source: modSource(key, n), ruleId });
  };
  const r = i.resister.sys;
  const c = i.caster?.sys;
  const has = (f: TkStatusFlag): boolean => i.flags.includes(f);
  const count = (k: TkStatusKind): number => r.statuses.filter((s) => s.kind === k).length;
  // TK-ST-1 common modifiers (start and effect checks)
  if (i.casterSpendsWill) add('TK-ST-1', 1, 'casterWill');
  if (i.resisterSpendsWill) add('TK-ST-1', -1, 'resisterWill');
  if (r.will <= 10) add('TK-ST-1', 2, 'will10');
  else if (r.will <= 30) add('TK-ST-1', 1, 'will30');
  if (i.stage === 'recovery' && i.status?.startResult === 'penetrate') add('TK-ST-1', 1, 'startSucceeded');
  // RULING TK-R3 (curse): afflicting a cursed character +strength; a cursed caster −strength.
  if (i.kind !== 'curse' || i.stage !== 'start') {
    const rc = hasActive(r, 'curse') ? statusStage(r, 'curse') : 0;
    if (rc > 0) add('TK-R3', rc, 'resisterCursed', rc);
    const cc = c && hasActive(c, 'curse') ? statusStage(c, 'curse') : 0;
    if (cc > 0) add('TK-R3', -cc, 'casterCursed', cc);
  }
  // TK-ST-MIASMA: −1 per stage to the infected's own resistance checks (a penalty to it: + for the caster).
  const m = miasmaStagesInEffect(r, i.turn);
  if (m > 0 && i.kind !== 'miasma') add('TK-ST-MIASMA', m, 'resisterMiasma', m);
  const willHalf = pctOf(r.will, r.willMax, 50);
  const hpRatio = (p: number): boolean => pctOf(i.resister.hp, i.resister.hpMax, p);
  switch (i.kind) {
    case 'poison':
      if (i.stage === 'start') add('TK-ST-POISON', -2 * count('poison'), 'poisoned');
      break;
    case 'confuse':
      if (willHalf) add('TK-ST-CONFUSE', 1, 'willHalf');
      if (has('dazed')) add('TK-ST-CONFUSE', 1, 'dazed');
      add('TK-ST-CONFUSE', count('berserk') + count('fear') + count('charm'), 'otherStatuses');
      if (i.stage === 'recovery' && (i.damageLastTurn ?? 0) * 10 >= i.resister.hpMax)
        add('TK-ST-CONFUSE', -1, 'hurtLastTurn');
      break;
    case 'berserk':
      if (i.stage === 'start' && willHalf) add('TK-ST-BERSERK', 1, 'willHalf');
      if (i.stage === 'start' && count('berserk') > 0) add('TK-ST-BERSERK', 1, 'alreadyBerserk');
      break;
    case 'fear':
      if (i.stage === 'start') {
        if (willHalf) add('TK-ST-FEAR', 1, 'willHalf');
        if (hpRatio(50)) add('TK-ST-FEAR', 1, 'hpHalf');
        if (hpRatio(10)) add('TK-ST-FEAR', 2, 'hpTenth');
      }
      break;
    case 'charm':
      if (has('notEnemy')) add('TK-ST-CHARM', 1, 'notEnemy');
      if (i.order) add('TK-ST-CHARM', -2, 'order');
      break;
    case 'curse':
      if (i.caster && pctOf(i.caster.hp, i.caster.hpMax, 20)) add('TK-ST-CURSE', 1, 'curserWeak');
      break;
    case 'sleep': {
      if (has('naturallyAsleep')) add('TK-ST-SLEEP', 2, 'naturallyAsleep');
      if (has('awake24h')) add('TK-ST-SLEEP', 1, 'awake24h');
      if (i.outsideCombat) add('TK-ST-SLEEP', 1, 'outsideCombat');
      if (i.stage !== 'start' && i.status) {
        if (i.status.repeats > 1) add('TK-ST-SLEEP', 1, 'repeatedSleep');
        if (i.damageTaken !== undefined) {
          add('TK-ST-SLEEP', -1, 'attacked');
          if (i.damageTaken * 10 >= i.resister.hpMax * 3) add('TK-ST-SLEEP', -1, 'heavyDamage');
        }
        const past = i.status.duration === null ? 0 : i.turn - (i.status.appliedTurn + i.status.duration);
        if (past > 0) add('TK-ST-SLEEP', -past, 'pastDuration', past);
      }
      break;
    }
    case 'miasma':
      if (i.stage === 'start') {
        if (count('miasma') > 0) add('TK-ST-MIASMA', 1, 'alreadyInfected');
        if (has('taintedPlace')) add('TK-ST-MIASMA', 2, 'taintedPlace');
        if (has('shrine')) add('TK-ST-MIASMA', -2, 'shrine');
        if (r.onmyoji) add('TK-ST-MIASMA', -2, 'onmyoji');
      }
      break;
    case 'petrify':
      break;
  }
  return out;
}

/** Why a status is dormant (TK-ST-2). */
export type TkDormancy = 'petrified' | 'coexists' | 'asleep' | 'strongerCurse';

/** Does this status take effect now, or is it dormant under another (TK-ST-2)? Null when it takes effect. */
export function statusDormancy(t: TkCreatureData, s: TkStatus): TkDormancy | null {
  if (s.kind !== 'petrify' && isFullyPetrified(t)) return 'petrified';
  if ((s.kind === 'curse' || s.kind === 'miasma') && t.statuses.some((x) => x.kind === 'petrify')) return 'coexists';
  if ((s.kind === 'berserk' || s.kind === 'confuse' || s.kind === 'fear') && t.statuses.some((x) => x.kind === 'sleep'))
    return 'asleep';
  if (s.kind === 'curse') {
    const strongest = statusStage(t, 'curse');
    const first = t.statuses.find((x) => x.kind === 'curse' && x.stage === strongest);
    if (first && first.id !== s.id) return 'strongerCurse';
  }
  return null;
}

function hasActive(t: TkCreatureData, kind: TkStatusKind): boolean {
  return t.statuses.some((s) => s.kind === kind && !statusDormancy(t, s));
}

/** A status as the board shows it. */
export interface StatusView {
  readonly id: string;
  readonly kind: TkStatusKind;
  readonly icon: string;
  readonly rule: string;
  readonly stage: number;
  /** Turns left (null = until cured). */
  readonly turnsLeft: number | null;
  readonly active: boolean;
  /** Why it is dormant (a message), or null. */
  readonly dormantBecause: TkMsg | null;
  /** Confusion: this turn's behaviour (a message), or null. */
  readonly behaviour: TkMsg | null;
}

/** The statuses on a creature with icon names, stages, turns left and dormancy (for tokens and panels). */
export function statusList(enc: TkEncounter, id: CreatureId): StatusView[] {
  const t = creatureOf(enc, id)?.sys;
  if (!t) return [];
  const turn = enc.turns.round;
  return t.statuses.map((s) => {
    const dormant = statusDormancy(t, s);
    const span = s.duration === null ? null : (s.kind === 'sleep' ? 2 : 1) * s.duration;
    return {
      id: s.id,
      kind: s.kind,
      icon: TK_STATUS_INFO[s.kind].icon,
      rule: TK_STATUS_INFO[s.kind].rule,
      stage: s.stage,
      turnsLeft: span === null ? null : Math.max(0, s.appliedTurn + span - turn),
      active: dormant === null,
      dormantBecause: dormant === null ? null : { m: 'dormant', why: dormant },
      behaviour: s.behaviour === null ? null : confusionBehaviour(s.behaviour),
    };
  });
}

/** The confusion behaviour of a 1D20 (TK-ST-CONFUSE) as a message. */
export function confusionBehaviour(die: number): TkMsg {
  return { m: 'confusionBehaviour', die: Math.max(1, Math.min(20, Math.trunc(die))) };
}

/** Does a confused creature act normally this turn (no behaviour, or 1–2)? */
export function actsNormally(t: TkCreatureData): boolean {
  return t.statuses.every(
    (s) => s.kind !== 'confuse' || s.behaviour === null || s.behaviour <= 2 || statusDormancy(t, s) !== null,
  );
}
