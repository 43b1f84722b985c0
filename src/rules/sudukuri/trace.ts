/**
 * The events of the turn machine, built here and only when a log listens (commands, tests; never the simulator).
 * Keeping them out of the step functions keeps those small, so the engine inlines the hot path of the quiet
 * simulator as before (the object literals of a dozen fields would otherwise weigh on every step).
 */
import type { Profile } from './calc';
import { hitFormula, magicFormula, physicalFormula } from './calc';
import type { CancelRoll, TurnEndChange } from './events';
import type { CreatureId } from '../core';
import { charRef, type CharW, type StepId } from './model';
import type { BattleLog } from './runtime';

/** The map creatures behind some characters (an event's `ids`). */
export function creatureIds(...cs: readonly { readonly creatureId: CreatureId | null }[]): CreatureId[] {
  const out: CreatureId[] = [];
  for (const c of cs) if (c.creatureId !== null && !out.includes(c.creatureId)) out.push(c.creatureId);
  return out;
}

const DEADLY = { 12: 'deadlyThrow', 11: 'deadlyThrust', 10: 'deadlySlash' } as const;
const DEADLY_RULE = { 12: 'SD-SK-14', 11: 'SD-SK-15', 10: 'SD-SK-16' } as const;

/** SD-STEP-01: one 魔眼の矢 / 疾風迅雷 roll (SD-SK-01 / SD-SK-02). */
export function traceSpecial(
  log: BattleLog,
  actor: CharW,
  foe: CharW,
  eye: boolean,
  faces: readonly number[],
  total: number,
  dmg: number,
  hit: boolean,
): void {
  const before = foe.hp;
  log.emit({
    type: 'sdSpecialRolled',
    step: 'SD-STEP-01',
    attacker: charRef(actor),
    target: charRef(foe),
    skill: eye ? 'evilEyeArrow' : 'galeThunder',
    dice: [faces[0] as number, faces[1] as number],
    total,
    need: 11,
    hit,
    damage: hit ? dmg : 0,
    hpBefore: before,
    hp: hit ? Math.max(0, before - dmg) : before,
    rules: ['SD-STEP-01', eye ? 'SD-SK-01' : 'SD-SK-02'],
    ids: creatureIds(actor, foe),
  });
}

const CANCELLERS = { 11: 'tactician', 10: 'scholar', 9: 'sage' } as const;

/** SD-STEP-05: one 策士 (11+) / 知者 (10+) / 賢者 (9+) roll as the event records it. */
export function cancelRoll(need: 11 | 10 | 9, faces: readonly number[], total: number, success: boolean): CancelRoll {
  return { skill: CANCELLERS[need], dice: [faces[0] as number, faces[1] as number], total, need, success };
}

/** SD-STEP-05: the attacker's target and the 策士/知者/賢者 rolls. */
export function traceCancel(
  log: BattleLog,
  actor: CharW,
  foe: CharW,
  rolls: readonly CancelRoll[],
  cancelled: boolean,
): void {
  log.emit({
    type: cancelled ? 'sdAttackCancelled' : 'sdAttackDeclared',
    step: 'SD-STEP-05',
    attacker: charRef(actor),
    target: charRef(foe),
    rolls,
    rules: ['SD-STEP-05', 'SD-R1', 'SD-SK-06', 'SD-SK-07', 'SD-SK-08'],
    ids: creatureIds(actor, foe),
  });
}

/** SD-STEP-06: a physical success roll (SD-R4 on a natural 12). */
export function traceHit(
  log: BattleLog,
  a: CharW,
  ap: Profile,
  d: CharW,
  dp: Profile,
  attack: number,
  faces: readonly number[],
  total: number,
  tn: number,
  hit: 0 | 1 | 2,
): void {
  log.emit({
    type: 'sdHitRolled',
    step: 'SD-STEP-06',
    attacker: charRef(a),
    target: charRef(d),
    attack: attack + 1,
    attacks: ap.attacks,
    dice: [faces[0] as number, faces[1] as number],
    total,
    targetNumber: tn,
    formula: ap.tnDown || dp.tnUp ? hitFormula(a.skills, d.skills) : null,
    hit,
    rules: hit === 2 ? ['SD-STEP-06', 'SD-R4'] : ['SD-STEP-06'],
    ids: creatureIds(a, d),
  });
}

/** SD-STEP-07 skipped against 必殺無効 (SD-STEP-04, SD-SK-05). */
export function traceDeadlySkipped(log: BattleLog, a: CharW, d: CharW): void {
  log.emit({
    type: 'sdDeadlySkipped',
    step: 'SD-STEP-07',
    attacker: charRef(a),
    target: charRef(d),
    rules: ['SD-STEP-07', 'SD-STEP-04', 'SD-SK-05'],
    ids: creatureIds(a, d),
  });
}

/** SD-STEP-07: one 必殺 roll. */
export function traceDeadly(
  log: BattleLog,
  a: CharW,
  d: CharW,
  need: 12 | 11 | 10,
  faces: readonly number[],
  total: number,
  ok: boolean,
): void {
  log.emit({
    type: 'sdDeadlyRolled',
    step: 'SD-STEP-07',
    attacker: charRef(a),
    target: charRef(d),
    skill: DEADLY[need],
    dice: [faces[0] as number, faces[1] as number],
    total,
    need,
    success: ok,
    hp: ok ? 0 : d.hp,
    rules: ['SD-STEP-07', DEADLY_RULE[need]],
    ids: creatureIds(a, d),
  });
}

/** SD-STEP-08: physical damage with its arithmetic (after the damage was applied). */
export function tracePhysical(
  log: BattleLog,
  a: CharW,
  d: CharW,
  critical: boolean,
  dmg: number,
  before: number,
): void {
  const formula = physicalFormula(a.atk, d.def, a.skills, d.skills, critical);
  log.emit({
    type: 'sdPhysicalDamageDealt',
    step: 'SD-STEP-08',
    attacker: charRef(a),
    target: charRef(d),
    formula,
    damage: dmg,
    hpBefore: before,
    hp: d.hp,
    maxHp: d.maxHp,
    rules: ['SD-STEP-08'],
    ids: creatureIds(a, d),
  });
}

/** SD-STEP-09: magic damage, 魔法障壁 (SD-SK-29) and 究極魔法 recoil (after both were applied). */
export function traceMagic(
  log: BattleLog,
  a: CharW,
  d: CharW,
  barrier: boolean,
  dealt: number,
  self: number,
  before: number,
  selfBefore: number,
): void {
  log.emit({
    type: 'sdMagicDamageDealt',
    step: 'SD-STEP-09',
    attacker: charRef(a),
    target: charRef(d),
    formula: magicFormula(selfBefore, a.skills),
    barrier,
    damage: dealt,
    hpBefore: before,
    hp: d.hp,
    maxHp: d.maxHp,
    selfDamage: self,
    selfBefore,
    selfHp: a.hp,
    selfMaxHp: a.maxHp,
    rules: barrier ? ['SD-STEP-09', 'SD-SK-29'] : ['SD-STEP-09'],
    ids: creatureIds(a, d),
  });
}

/** A manual target choice is awaited (SD-R1). */
export function traceTargetRequested(log: BattleLog, step: 'SD-STEP-01' | 'SD-STEP-05', attacker: CharW): void {
  log.emit({
    type: 'sdTargetRequested',
    step,
    attacker: charRef(attacker),
    rules: [step, 'SD-R1'],
    ids: creatureIds(attacker),
  });
}

/** Someone dropped to 0 in steps 1–9: on at step 10. */
export function traceJump(log: BattleLog, from: StepId, who: CharW): void {
  log.emit({
    type: 'sdJumpedToStep10',
    step: from,
    who: charRef(who),
    rules: [from, 'SD-STEP-10'],
    ids: creatureIds(who),
  });
}

/** SD-STEP-10: the simultaneous sums (SD-SK-40..44, SD-SK-48). */
export function traceTurnEnd(log: BattleLog, changes: readonly TurnEndChange[], all: readonly CharW[]): void {
  log.emit({
    type: 'sdTurnEndApplied',
    step: 'SD-STEP-10',
    changes,
    rules: ['SD-STEP-10', 'SD-SK-40', 'SD-SK-41', 'SD-SK-42', 'SD-SK-43', 'SD-SK-44', 'SD-SK-48'],
    ids: creatureIds(...all),
  });
}

/** SD-STEP-11: a revival (SD-SK-45, SD-SK-48). */
export function traceRevived(log: BattleLog, ch: CharW, revivals: number): void {
  log.emit({
    type: 'sdRevived',
    step: 'SD-STEP-11',
    who: charRef(ch),
    used: ch.revivalsUsed,
    of: revivals,
    maxHp: ch.maxHp,
    hp: ch.hp,
    rules: ['SD-STEP-11', 'SD-SK-45', 'SD-SK-48'],
    ids: creatureIds(ch),
  });
}

/** SD-STEP-11: confirmed at 0, out (SD-R2). */
export function traceDefeated(log: BattleLog, ch: CharW): void {
  log.emit({
    type: 'sdDefeated',
    step: 'SD-STEP-11',
    who: charRef(ch),
    rules: ['SD-STEP-11', 'SD-R2'],
    ids: creatureIds(ch),
  });
}

/** SD-STEP-12: a last strike (SD-SK-46, SD-SK-47, SD-R5), after it was applied. */
export function traceLastStrike(log: BattleLog, ch: CharW, f: CharW, p: Profile, before: number): void {
  log.emit({
    type: 'sdLastStrikeDealt',
    step: 'SD-STEP-12',
    striker: charRef(ch),
    target: charRef(f),
    spirit: p.spirit,
    allOrNothing: p.allOrNothing,
    hpBefore: before,
    hp: f.hp,
    rules: ['SD-STEP-12', 'SD-SK-46', 'SD-SK-47', 'SD-R5'],
    ids: creatureIds(ch, f),
  });
}

/** SD-STEP-12: a last strike with nobody standing to hit (SD-R5). */
export function traceLastStrikeMissed(log: BattleLog, ch: CharW): void {
  log.emit({
    type: 'sdLastStrikeMissed',
    step: 'SD-STEP-12',
    striker: charRef(ch),
    rules: ['SD-STEP-12', 'SD-R5'],
    ids: creatureIds(ch),
  });
}
