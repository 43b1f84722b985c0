/**
 * The dice-expression language of the log's dice line (issue 18): parse a line once, roll it with any die.
 *
 * ```ts
 * const parsed = parseDice('2d6>=7 登攀');
 * if (parsed.ok) rollDice(parsed.program, (sides) => roller.die(sides, '登攀'));
 * ```
 * Pure: no DOM, no clock, no randomness of its own. Texts for people come from `src/i18n/dice.ts`.
 */
export { parseDice } from './parse';
export { rollDice, diceNeeded, compare } from './evaluate';
export { normalizeDiceInput, type NormalizedInput } from './normalize';
export * from './types';
