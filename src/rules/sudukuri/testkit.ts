/**
 * Test fixtures for the 巣作りドラゴン engine: scripted dice, battle builders, a captured event log, and encounters
 * built through the kernel (a `Session` over the rule system's definition). Used only by tests.
 */
import { applyTo, newEncounterOf, Session, type Outcome } from '../core';
import { withTestDice, type TestEncounterOptions } from '../core/testing';
import type { SudukuriCommand } from './commands';
import type { SdEvent, SdRollPurpose } from './events';
import {
  cloneBattle,
  isProblem,
  makeBattle,
  type BattleSetup,
  type BattleW,
  type CharacterInput,
  type SdBattle,
  type SdEncounter,
} from './model';
import { rollPurpose, runtime, type BattleLog, type D6, type RollingStep, type Rt } from './runtime';
import { sudukuri } from './index';
import type { SkillKey } from './skills';

/** Scripted d6 values, used in order; running out is an error (a test must say every roll). */
export interface Script extends D6 {
  readonly used: number;
  readonly left: number;
  readonly purposes: SdRollPurpose[];
}

/** Dice that return `values` in order. */
export function scripted(values: number[]): Script {
  const queue = [...values];
  const purposes: SdRollPurpose[] = [];
  let used = 0;
  return {
    d6(step: RollingStep): number {
      const v = queue.shift();
      if (v === undefined) throw new Error(`scripted dice ran out (roll ${used + 1}, ${step})`);
      used++;
      purposes.push(rollPurpose(step));
      return v;
    },
    get used() {
      return used;
    },
    get left() {
      return queue.length;
    },
    purposes,
  };
}

/** Two d6 faces for each 2d6 total given (2 → 1+1, 7 → 6+1, 12 → 6+6 …). */
export function rolls(...totals: number[]): number[] {
  return totals.flatMap((t) => {
    if (t < 2 || t > 12) throw new Error(`no 2d6 total ${t}`);
    const a = Math.min(6, t - 1);
    return [a, t - a];
  });
}

/** A character input. */
export function ch(
  name: string,
  maxHp: number,
  atk: number,
  def: number,
  skills: Partial<Record<SkillKey, number>> = {},
  more: Partial<CharacterInput> = {},
): CharacterInput {
  return { name, maxHp, atk, def, skills, ...more };
}

/** A writable battle from a setup (throws on a bad setup), for running the machine directly. */
export function battle(setup: BattleSetup): BattleW {
  const b = makeBattle(setup);
  if (isProblem(b)) throw new Error(b.reason.m);
  return cloneBattle(b);
}

/** A 1 v 1 battle. */
export function duel(pc: CharacterInput, opp: CharacterInput): BattleW {
  return battle({ pc: [pc], opp: [opp] });
}

/** A log that keeps its events. */
export function capture(): BattleLog & { events: SdEvent[] } {
  const events: SdEvent[] = [];
  return { events, emit: (e) => void events.push(e) };
}

/** A runtime over a battle with scripted dice and a captured log. */
export function rig(b: BattleW, dice: number[]): { rt: Rt; dice: Script; log: ReturnType<typeof capture> } {
  const d = scripted(dice);
  const log = capture();
  return { rt: runtime(b, d, log), dice: d, log };
}

/** Put the cursor of a battle at the start of the attack steps (step 5) with a given first side. */
export function atStep5(b: BattleW, first: 'pc' | 'opp' = 'pc'): BattleW {
  b.cursor = { ...b.cursor, step: 5, phase: 0, actor: 0, target: -1, first };
  return b;
}

/** A new, empty encounter of this rule system (through the kernel's factory). */
export function encounter(opts: TestEncounterOptions = {}): SdEncounter {
  return newEncounterOf(sudukuri, withTestDice(opts)) as SdEncounter;
}

/** Apply one command to an encounter value (the kernel's pure façade). */
export function apply(s: SdEncounter, c: SudukuriCommand | { readonly type: string }): Outcome<SdEncounter, SdEvent> {
  return applyTo<SdEncounter, SdEvent>(sudukuri, s, c);
}

/** Apply commands in order; throws on a refusal or a bug. */
export function run(s: SdEncounter, ...cs: SudukuriCommand[]): SdEncounter {
  for (const c of cs) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.kind === 'refused' ? r.reason.m : r.error}`);
    s = r.state;
  }
  return s;
}

/** A session of this rule system over an encounter. */
export function session(initial: SdEncounter = encounter()): Session<SdEncounter, SudukuriCommand> {
  return new Session<SdEncounter, SudukuriCommand>(sudukuri, initial);
}

/** The battle of an encounter (throws when there is none). */
export function battleOf(s: SdEncounter): SdBattle {
  const b = s.sys.battle;
  if (!b) throw new Error('no battle');
  return b;
}
