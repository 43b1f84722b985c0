/**
 * Is a chat message a dice command? BCDice answers a message only when its start matches one of its commands'
 * prefixes (`Base.command_pattern`: `2D6…`, `D20…`, `(2+3)D6`, `3B6`, `2R6`, `4U6`, `5TY6`, `C(…)`, `choice`,
 * `D66`, `x3 …`, each with an optional `S`); anything else is plain text (`1+2`, `こんにちは`). These helpers let
 * a chat tell the two apart, and find the dice lines of a message of several lines.
 */
import { normalizeDiceInput } from './normalize';
import { parseDice } from './parse';
import type { DiceParse, DiceParseOptions } from './types';

/** BCDice's prefixes of its common commands (`PREFIX_PATTERN`s), after an optional `S`. */
const PREFIX =
  /^S?(?:[+\-(]*(?:\d+|D\d+)|\d+B\d+|\d+T[YZ]\d+|C[+\-(]*\d+|CHOICE|D66|(?:REPEAT|REP|X)\d+|\d+R\d+|\d+U\d+)/i;

/**
 * The parse of `text` when it is meant as a dice command (its start matches a command's prefix), else null
 * (plain text: a chat posts it as it is). Arithmetic without dice (`1+2`) is plain text too, as in BCDice. Any
 * other mistake gives its error (a chat may show it, or post the text as BCDice would).
 */
export function recognizeDice(text: string, options: DiceParseOptions = {}): DiceParse | null {
  const head = normalizeDiceInput(text)
    .text.trimStart()
    .replace(/^\*(?=\d)/, 'x');
  if (!PREFIX.test(head)) return null;
  const parsed = parseDice(text, options);
  return !parsed.ok && parsed.error.key === 'noDice' ? null : parsed;
}

/** Each line of a message that is a dice command, with its index (0-based) and its parse. */
export function diceLinesOf(message: string): { index: number; line: string; parsed: DiceParse }[] {
  const out: { index: number; line: string; parsed: DiceParse }[] = [];
  message.split(/\r?\n/).forEach((line, index) => {
    const parsed = recognizeDice(line);
    if (parsed) out.push({ index, line, parsed });
  });
  return out;
}
