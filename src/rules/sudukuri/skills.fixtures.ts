// Shared setup of the skill tests (skills.*.test.ts).
import { runStep } from './engine';
import type { BattleW, CharacterInput } from './model';
import { atStep5, duel, rig } from './testkit';

/** Run the PC attacker's whole sequence (steps 5–9) against the defender; stops when the opposing side's turn begins. */
export function attack(
  a: CharacterInput,
  d: CharacterInput,
  dice: number[],
): { b: BattleW; used: number; left: number; types: string[] } {
  const b = atStep5(duel(a, d));
  const r = rig(b, dice);
  while (b.cursor.phase === 0 && b.cursor.step < 10 && !b.result) runStep(r.rt);
  return { b, used: r.dice.used, left: r.dice.left, types: r.log.events.map((l) => l.type) };
}
