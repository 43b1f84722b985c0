/**
 * Dice at the table: a command is sent with the seeded generator ("Roll") or with the die a person typed in
 * ("I rolled…" → `dice: [n]`; the engine refuses a value the die cannot show).
 */
import type { Command } from '../rules';

/** Parse a typed die value; null when the box is empty (use the seeded dice). NaN stays NaN so the engine refuses it. */
export function typedDie(raw: string): number | null {
  const v = raw.trim();
  if (v === '') return null;
  return Number(v);
}

/** Attach a typed die to a command (or leave it to the seeded dice). */
export function withDie<C extends Command>(c: C, die: number | null): C {
  return die === null ? c : ({ ...c, dice: [die] } as C);
}

/** A typed die the die cannot show (the field is marked `aria-invalid`; the engine refuses it with its reason if sent). */
export function badDie(v: string, sides = 20): boolean {
  const n = Number(v);
  return v.trim() !== '' && !(Number.isInteger(n) && n >= 1 && n <= sides);
}

/** Faces typed as "3 5" or "3,5" (or full-width, or 、); null when empty. NaN stays NaN so the engine refuses it. */
export function parseFaces(raw: string): number[] | null {
  const v = raw.normalize('NFKC').trim();
  if (v === '') return null;
  return v.split(/[\s,、]+/).map(Number);
}
