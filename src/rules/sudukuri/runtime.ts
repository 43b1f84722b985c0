/**
 * What the turn machine works with while it runs: the battle (mutable plain data), the derived profiles,
 * the dice and an optional log. The simulator passes `log: null` (the quiet fast path builds no text).
 */
import type { PendingDecision } from '../core/model';
import { tx, type Text } from '../core/text';
import { profileOf, type Profile } from './calc';
import type { SdBattle, SdCharacter, SideKey, TargetPolicy } from './model';

/** A source of d6 results (the core `Roller` in commands, a bare generator in the simulator, a script in tests). */
export interface D6 {
  d6(purpose: string): number;
}

/** Receives the log lines of the procedure (one per unit of work, both languages, with rule ids). */
export interface BattleLog {
  line(type: string, rules: string[], text: Text, data?: Record<string, unknown>): void;
}

/** The attacker and target of steps 6–9 with their profiles (a reusable scratch object). */
export interface Pair {
  a: SdCharacter;
  ap: Profile;
  d: SdCharacter;
  dp: Profile;
}

/** Runtime context of the machine. */
export interface Rt {
  b: SdBattle;
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
export function runtime(b: SdBattle, dice: D6, log: BattleLog | null, profiles?: { pc: Profile[]; opp: Profile[] }): Rt {
  const pcProf = profiles?.pc ?? b.pc.map((c) => profileOf(c.skills));
  const oppProf = profiles?.opp ?? b.opp.map((c) => profileOf(c.skills));
  return { b, pcProf, oppProf, dice, log, policy: b.policy, pair: { a: b.pc[0] as SdCharacter, ap: pcProf[0] as Profile, d: b.opp[0] as SdCharacter, dp: oppProf[0] as Profile } };
}

/** The other side. */
export function other(s: SideKey): SideKey {
  return s === 'pc' ? 'opp' : 'pc';
}

/** Characters of a side. */
export function list(rt: Rt, s: SideKey): SdCharacter[] {
  return s === 'pc' ? rt.b.pc : rt.b.opp;
}

/** Profiles of a side. */
export function profiles(rt: Rt, s: SideKey): Profile[] {
  return s === 'pc' ? rt.pcProf : rt.oppProf;
}

/** Side name in both languages. */
export function sideName(s: SideKey): Text {
  return s === 'pc' ? tx('PC side', 'ＰＣ側') : tx('opposing side', '相手側');
}

/** Roll 2d6; returns the total, and the faces through `faces` when a log wants them. */
export function roll2d6(rt: Rt, purpose: string, faces: number[] | null): number {
  const a = rt.dice.d6(purpose);
  const b = rt.dice.d6(purpose);
  if (faces) {
    faces[0] = a;
    faces[1] = b;
  }
  return a + b;
}

/** Emit one log line, prefixed with its step id. */
export function say(rt: Rt, type: string, step: string, rules: string[], en: string, ja: string, data?: Record<string, unknown>): void {
  rt.log?.line(type, [step, ...rules], tx(`[${step}] ${en}`, `[${step}] ${ja}`), data);
}

/** Lower a character's HP (never below 0); records who took it to 0 (SD-R5). Returns true if it dropped to 0. */
export function hurt(target: SdCharacter, amount: number, by: SdCharacter | null): boolean {
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
 * SD-R1: pick the target among the living opponents. Returns its index, -1 when the policy is `manual`
 * and a person must choose (a pending decision is recorded in the battle), or {@link NO_TARGET}.
 */
export function pickTarget(rt: Rt, attacker: SdCharacter, step: string, what: Text): number {
  const c = rt.b.cursor;
  const foes = list(rt, other(attacker.side));
  const preset = c.target >= 0 ? foes[c.target] : undefined;
  if (preset && preset.hp > 0) return c.target;
  let living = 0;
  let first = -1;
  let lowest = -1;
  for (let i = 0; i < foes.length; i++) {
    const f = foes[i] as SdCharacter;
    if (f.hp <= 0) continue;
    living++;
    if (first < 0) first = i;
    if (lowest < 0 || f.hp < (foes[lowest] as SdCharacter).hp) lowest = i;
  }
  if (living === 0) return NO_TARGET;
  if (living === 1 || rt.policy === 'first') return first;
  if (rt.policy === 'lowest-hp') return lowest;
  const pending: PendingDecision = {
    kind: 'sd.target',
    chooserId: attacker.side === 'pc' ? attacker.creatureId : null,
    prompt: tx(`Choose the target of ${attacker.name}'s ${what.en} (SD-R1).`, `${attacker.name}の${what.ja}の対象を選んでください（SD-R1）。`),
    options: foes
      .filter((f) => f.hp > 0)
      .map((f) => ({ id: f.id, label: tx(`${f.name} (HP ${f.hp}/${f.maxHp})`, `${f.name}（体力${f.hp}/${f.maxHp}）`) })),
    ruleId: 'SD-R1',
    playerFacing: attacker.side === 'pc',
    context: { step, attackerId: attacker.id, turn: c.turn },
  };
  rt.b.pending = pending;
  say(rt, 'sdTargetRequested', step, ['SD-R1'], `Waiting for a target for ${attacker.name}.`, `${attacker.name}の対象の選択を待っています。`, {
    attackerId: attacker.id,
  });
  return -1;
}

/** Jump to step 10 because someone dropped to 0 (the rule stated in SD-STEP-03/06..09). */
export function jumpTo10(rt: Rt, from: string, who: SdCharacter): void {
  const c = rt.b.cursor;
  c.step = 10;
  c.target = -1;
  if (rt.log) say(rt, 'sdJumpedToStep10', from, ['SD-STEP-10'], `${who.name} is at 0 HP: the rest of the turn's attacks are skipped → SD-STEP-10.`,
    `${who.name}の体力が0点：このターンの残りの攻撃は省略 → SD-STEP-10へ。`, { id: who.id });
}

/** Nobody stands on the other side (only possible for a battle set up with a side already at 0): go to step 10. */
export function noTarget(rt: Rt): boolean {
  rt.b.cursor.step = 10;
  rt.b.cursor.target = -1;
  return false;
}

export function hpText(c: SdCharacter): string {
  return `${c.hp}/${c.maxHp}`;
}
