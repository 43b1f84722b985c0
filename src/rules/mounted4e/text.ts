/** Small helpers for the bilingual log lines of the mounted rules. */
import { tx, type Creature, type Point, type Size, type Text } from '../core';

/** "(x, y)". */
export function sq(p: Point): string {
  return `(${p.x}, ${p.y})`;
}

/** Text with the same sentence in both languages plus a rule id. */
export function ruled(en: string, ja: string, rule: string): Text {
  return tx(`${en} (${rule})`, `${ja}（${rule}）`);
}

/** Size names as the seed writes them (中型, 大型, 超大型, 巨大 …). */
export const SIZE_JA: Record<Size, string> = { tiny: '超小型', small: '小型', medium: '中型', large: '大型', huge: '超大型', gargantuan: '巨大' };

/** A creature's name. */
export function nm(c: Creature | undefined): string {
  return c?.name ?? '?';
}
