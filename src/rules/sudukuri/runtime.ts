/**
 * What the turn machine works with while it runs: the battle (a writable plain copy), the derived profiles,
 * the dice and an optional log. The simulator passes `log: null`: the quiet fast path builds no events.
 */
import type { Mutable } from '../core';
import { profileOf, type Profile } from './calc';
import type { SdEvent, SdMsg, SdRollPurpose } from './events';
import { traceJump, traceTargetRequested } from './trace';
import {
  charRef,
  type BattleW,
  type CharW,
  type SdTargetChoice,
  type SideKey,
  type StepId,
  type TargetPolicy,
} from './model';

/** The steps that roll dice (a roll's purpose: the kernel's `Roller` turns it into a message, see {@link rollPurpose}). */
export type RollingStep = 'SD-STEP-01' | 'SD-STEP-05' | 'SD-STEP-06' | 'SD-STEP-07';

/** A source of d6 results (the kernel's `Roller` in commands, a bare generator in the simulator, a script in tests). */
export interface D6 {
  d6(step: RollingStep): number;
}

/** Receives the events of the procedure (one per unit of work). */
export interface BattleLog {
  emit(e: SdEvent): void;
}

/** The attacker and target of steps 6–9 with their profiles (a reusable scratch object). */
export interface Pair {
  a: CharW;
  ap: Profile;
  d: CharW;
  dp: Profile;
}

/** Runtime context of the machine. */
export interface Rt {
  b: BattleW;
  /** Profiles of the PC side and the opposing side, in list order. */
  pcProf: Profile[];
  oppProf: Profile[];
  dice: D6;
  log: BattleLog | null;
  /** Target policy in effect (the simulator replaces `manual` by `lowest-hp`). */
  policy: TargetPolicy;
  /** Scratch for steps 6–9. */
  pair: Pair;
}

/** Build a runtime for a battle. */
export function runtime(b: BattleW, dice: D6, log: BattleLog | null, profiles?: { pc: Profile[]; opp: Profile[] }): Rt {
  const pcProf = profiles?.pc ?? b.pc.map((c) => profileOf(c.skills));
  const oppProf = profiles?.opp ?? b.opp.map((c) => profileOf(c.skills));
  return {
    b,
    pcProf,
    oppProf,
    dice,
    log,
    policy: b.policy,
    pair: { a: b.pc[0] as CharW, ap: pcProf[0] as Profile, d: b.opp[0] as CharW, dp: oppProf[0] as Profile },
  };
}

/** The other side. */
export function other(s: SideKey): SideKey {
  return s === 'pc' ? 'opp' : 'pc';
}

/** Characters of a side. */
export function list(rt: Rt, s: SideKey): CharW[] {
  return s === 'pc' ? rt.b.pc : rt.b.opp;
}

/** Profiles of a side. */
export function profiles(rt: Rt, s: SideKey): Profile[] {
  return s === 'pc' ? rt.pcProf : rt.oppProf;
}

const purpose = (rule: RollingStep): SdRollPurpose => Object.freeze({ m: 'sdRoll', rule });
const PURPOSES: Readonly<Record<RollingStep, SdRollPurpose>> = {
  'SD-STEP-01': purpose('SD-STEP-01'),
  'SD-STEP-05': purpose('SD-STEP-05'),
  'SD-STEP-06': purpose('SD-STEP-06'),
  'SD-STEP-07': purpose('SD-STEP-07'),
};

/** The purpose of a step's roll as a message (the engine adds its rule, the step id, to the `dieRolled` event). */
export function rollPurpose(step: RollingStep): SdRollPurpose {
  return PURPOSES[step];
}

/** Roll 2d6; returns the total, and the faces through `faces` when a log wants them. */
export function roll2d6(rt: Rt, step: RollingStep, faces: [number, number] | null): number {
  const a = rt.dice.d6(step);
  const b = rt.dice.d6(step);
  if (faces) {
    faces[0] = a;
    faces[1] = b;
  }
  return a + b;
}

/** Lower a character's HP (never below 0); records who took it to 0 (SD-R5). Returns true if it dropped to 0. */
export function hurt(target: CharW, amount: number, by: CharW | null): boolean {
  if (target.hp <= 0 || amount <= 0) return false;
  target.hp = Math.max(0, target.hp - amount);
  if (target.hp === 0) {
    target.finishedBy = by ? by.id : null;
    return true;
  }
  return false;
}

/** {@link pickTarget}: nobody on the other side stands. */
export const NO_TARGET = -2;

/**
 * The target choice of RULING SD-R1 for `attacker` at `step`: every living opponent is an option. Also used to
 * rebuild (and check) a stored choice.
 */
export function targetChoice(
  foes: readonly { readonly id: string; readonly name: string; readonly hp: number; readonly maxHp: number }[],
  attacker: { readonly id: string; readonly name: string; readonly side: SideKey; readonly creatureId: string | null },
  step: 'SD-STEP-01' | 'SD-STEP-05',
  turn: number,
  resume: SdTargetChoice['context']['resume'],
): Mutable<SdTargetChoice> {
  const prompt: SdMsg = {
    m: 'sdTargetPrompt',
    attacker: charRef(attacker),
    what: step === 'SD-STEP-01' ? 'specials' : 'attacks',
    rule: 'SD-R1',
  };
  const label = (f: (typeof foes)[number]): SdMsg => ({
    m: 'sdTargetOption',
    who: charRef(f),
    hp: f.hp,
    maxHp: f.maxHp,
  });
  return {
    kind: 'sd.target',
    chooserId: attacker.side === 'pc' ? attacker.creatureId : null,
    prompt,
    options: foes.filter((f) => f.hp > 0).map((f) => ({ id: f.id, label: label(f) })),
    ruleId: 'SD-R1',
    playerFacing: attacker.side === 'pc',
    context: { step, attackerId: attacker.id, turn, resume },
  };
}

/**
 * SD-R1: pick the target among the living opponents. Returns its index, -1 when the policy is `manual`
 * and a person must choose (a pending choice is recorded in the battle), or {@link NO_TARGET}. SD-R6: the
 * target picked stays the attacker's target for the turn (the cursor keeps it).
 */
export function pickTarget(rt: Rt, attacker: CharW, step: 'SD-STEP-01' | 'SD-STEP-05'): number {
  const c = rt.b.cursor;
  const foes = list(rt, other(attacker.side));
  const preset = c.target >= 0 ? foes[c.target] : undefined;
  if (preset && preset.hp > 0) return c.target;
  let living = 0;
  let first = -1;
  let lowest = -1;
  for (let i = 0; i < foes.length; i++) {
    const f = foes[i] as CharW;
    if (f.hp <= 0) continue;
    living++;
    if (first < 0) first = i;
    if (lowest < 0 || f.hp < (foes[lowest] as CharW).hp) lowest = i;
  }
  if (living === 0) return NO_TARGET;
  if (living === 1 || rt.policy === 'first') return first;
  if (rt.policy === 'lowest-hp') return lowest;
  rt.b.pending = targetChoice(foes, attacker, step, c.turn, 'step');
  if (rt.log) traceTargetRequested(rt.log, step, attacker);
  return -1;
}

/** Jump to step 10 because someone dropped to 0 (the rule stated in SD-STEP-03/06..09). */
export function jumpTo10(rt: Rt, from: StepId, who: CharW): void {
  const c = rt.b.cursor;
  c.step = 10;
  c.target = -1;
  if (rt.log) traceJump(rt.log, from, who);
}

/** Nobody stands on the other side (only possible for a battle set up with a side already at 0): go to step 10. */
export function noTarget(rt: Rt): boolean {
  rt.b.cursor.step = 10;
  rt.b.cursor.target = -1;
  return false;
}
