/** The attack tests' scene: a knight on a warhorse beside an orc, their weapons, and modifiers as [rule, value]. */
import { anEncounter, knight, orc, warhorse } from './testing';

export const sword = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };
export const bow = { ...sword, range: 20 };

/** Knight on a warhorse at (3,2)-(4,3); an orc adjacent on the right at (5,2). */
export function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 5, y: 2 } }));
}
export const values = (m: { readonly modifiers: readonly { value: number; ruleId: string }[] }) =>
  m.modifiers.map((x) => [x.ruleId, x.value]);
