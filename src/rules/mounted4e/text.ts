/** Small helpers for the bilingual log lines of the mounted rules. */
import { tx, type Creature, type Point, type Text } from '../core';

/** "(x, y)". */
export function sq(p: Point): string {
  return `(${p.x}, ${p.y})`;
}

/** Text with the same sentence in both languages plus a rule id. */
export function ruled(en: string, ja: string, rule: string): Text {
  return tx(`${en} (${rule})`, `${ja}（${rule}）`);
}

/** A creature's name. */
export function nm(c: Creature | undefined): string {
  return c?.name ?? '?';
}
