/** Test fixtures for the 巣作りドラゴン engine: scripted dice, battle builders, a captured log. Used only by tests. */
import type { Text } from '../core/text';
import { makeBattle, type BattleSetup, type CharacterInput, type SdBattle } from './model';
import { runtime, type BattleLog, type D6, type Rt } from './runtime';
import type { SkillKey } from './skills';

/** Scripted d6 values, used in order; running out is an error (a test must say every roll). */
export interface Script extends D6 {
  readonly used: number;
  readonly left: number;
  readonly purposes: string[];
}

/** Dice that return `values` in order. */
export function scripted(values: number[]): Script {
  const queue = [...values];
  const purposes: string[] = [];
  let used = 0;
  return {
    d6(purpose: string): number {
      const v = queue.shift();
      if (v === undefined) throw new Error(`scripted dice ran out (roll ${used + 1}, ${purpose})`);
      used++;
      purposes.push(purpose);
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

/** Two d6 faces for each 2d6 total given (2 → 1+1, 7 → 3+4, 12 → 6+6 …). */
export function rolls(...totals: number[]): number[] {
  return totals.flatMap((t) => {
    if (t < 2 || t > 12) throw new Error(`no 2d6 total ${t}`);
    const a = Math.min(6, t - 1);
    return [a, t - a];
  });
}

/** A character input. */
export function ch(name: string, maxHp: number, atk: number, def: number, skills: Partial<Record<SkillKey, number>> = {}, more: Partial<CharacterInput> = {}): CharacterInput {
  return { name, maxHp, atk, def, skills, ...more };
}

/** A battle from a setup (throws on a bad setup). */
export function battle(setup: BattleSetup): SdBattle {
  const b = makeBattle(setup);
  if (!('cursor' in b)) throw new Error(b.text.en);
  return b;
}

/** A 1 v 1 battle. */
export function duel(pc: CharacterInput, opp: CharacterInput): SdBattle {
  return battle({ pc: [pc], opp: [opp] });
}

/** One captured log line. */
export interface Line {
  type: string;
  rules: string[];
  text: Text;
  data?: Record<string, unknown>;
}

/** A log that keeps its lines. */
export function capture(): BattleLog & { lines: Line[] } {
  const lines: Line[] = [];
  return {
    lines,
    line(type, rules, text, data) {
      lines.push({ type, rules, text, ...(data ? { data } : {}) });
    },
  };
}

/** A runtime over a battle with scripted dice and a captured log. */
export function rig(b: SdBattle, dice: number[]): { rt: Rt; dice: Script; log: ReturnType<typeof capture> } {
  const d = scripted(dice);
  const log = capture();
  return { rt: runtime(b, d, log), dice: d, log };
}

/** Put the cursor of a battle at the start of the attack steps (step 5) with a given first side. */
export function atStep5(b: SdBattle, first: 'pc' | 'opp' = 'pc'): SdBattle {
  b.cursor = { ...b.cursor, step: 5, phase: 0, actor: 0, target: -1, first };
  return b;
}
