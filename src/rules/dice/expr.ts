/**
 * The dice line's language (issues 18 and 30): BCDice 3's common commands. Parse a line once, roll it with any die.
 *
 * ```ts
 * const parsed = parseDice('2d6>=7 登攀');
 * if (parsed.ok) rollDice(parsed.program, (sides) => roller.die(sides, purpose));
 * ```
 *
 * Pure: no DOM, no clock, no randomness of its own; every die comes from the caller (the encounter's `Roller`,
 * which takes typed-in faces first). The pipeline a chat or a palette uses is the same: expand the palette
 * line's variables into plain text first, then {@link recognizeDice} (is this message a command?) or
 * {@link parseDice} (this line must be one), then {@link rollDice}. Texts for people come from `src/i18n/dice.ts`.
 */
export { parseDice } from './parse';
export { rollDice, diceNeeded, facesFit, type FacesFit } from './evaluate';
export { compare, exprText, printNode } from './arithValue';
export { modifierText } from './commands';
export { normalizeDiceInput, type NormalizedInput } from './normalize';
export { recognizeDice, diceLinesOf } from './recognize';
export * from './types';
