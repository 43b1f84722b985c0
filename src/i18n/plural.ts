/** One plural-aware formatter for counted units ("1 square", "2 squares"; Japanese has no plural: "2マス"). */
import type { Lang } from './describe';

/** Units the app counts, with their English singular and plural and the Japanese counter. */
const UNITS = {
  square: { one: 'square', many: 'squares', ja: 'マス' },
  action: { one: 'action', many: 'actions', ja: 'アクション' },
  creature: { one: 'creature', many: 'creatures', ja: '体' },
  command: { one: 'command', many: 'commands', ja: '件のコマンド' },
  round: { one: 'round', many: 'rounds', ja: 'ラウンド' },
  turn: { one: 'turn', many: 'turns', ja: 'ターン' },
  die: { one: 'die', many: 'dice', ja: '個のダイス' },
} as const;

/** A unit {@link count} knows. */
export type Unit = keyof typeof UNITS;

/** "1 square" / "3 squares" / "3マス". */
export function count(n: number, unit: Unit, lang: Lang): string {
  const u = UNITS[unit];
  if (lang === 'ja') return `${n}${u.ja}`;
  return `${n} ${n === 1 || n === -1 ? u.one : u.many}`;
}

/** Squares, the most common count. */
export function squares(n: number, lang: Lang): string {
  return count(n, 'square', lang);
}
