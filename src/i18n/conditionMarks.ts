/**
 * The short marks of conditions on a token's chip row, in both languages (issue 30: no English on a Japanese
 * board): the 4e players' two-letter codes in English, one character of each condition's Japanese name in
 * Japanese (伏せ状態 → 伏, 幻惑状態 → 幻 …). The board's condition chips and the 4e effect marks ("Dz/SE", "幻/セ")
 * read the same table.
 */
import type { Lang } from './describe';

const MARKS: Readonly<Record<string, { en: string; ja: string }>> = {
  prone: { en: 'P', ja: '伏' },
  dazed: { en: 'Dz', ja: '幻' },
  stunned: { en: 'St', ja: '朦' },
  immobilised: { en: 'Im', ja: '止' },
  restrained: { en: 'Rs', ja: '拘' },
  squeezing: { en: 'Sq', ja: '込' },
  slowed: { en: 'Sl', ja: '減' },
  weakened: { en: 'Wk', ja: '弱' },
  marked: { en: 'Mk', ja: '印' },
  hidden: { en: 'Hd', ja: '隠' },
};

/** A condition's mark, or undefined for a condition without one. */
export function conditionMark(condition: string, lang: Lang): string | undefined {
  return Object.prototype.hasOwnProperty.call(MARKS, condition) ? MARKS[condition]?.[lang] : undefined;
}
