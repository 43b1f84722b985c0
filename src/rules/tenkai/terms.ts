/**
 * Tenkai (舵天照) vocabulary: the keys the engine uses (seed 002). Their names in each language are in the i18n
 * layer (`src/i18n/systems/tenkai/terms.ts`), which takes the Japanese from the source.
 */

/** Numeric statistics of a Tenkai character (生命 is the kernel's `hp`/`hpMax`; 練力/気力 are pools). */
export type TkStatKey =
  'attack' | 'defence' | 'guard' | 'accuracy' | 'evasion' | 'perception' | 'resistance' | 'agility' | 'ap';

/** Stat keys in sheet order. */
export const TK_STAT_KEYS: readonly TkStatKey[] = [
  'attack',
  'defence',
  'guard',
  'accuracy',
  'evasion',
  'perception',
  'resistance',
  'agility',
  'ap',
];

/** Attributes (TK-DMG-8). */
export type TkAttribute = '無' | '心' | '技' | '体';
export const TK_ATTRIBUTES: readonly TkAttribute[] = ['無', '心', '技', '体'];

/** Altitude bands, bottom to top (TK-ALT-1). */
export type TkBand = 'underwater' | 'ground' | 'low' | 'middle' | 'high';
export const TK_BANDS: readonly TkBand[] = ['underwater', 'ground', 'low', 'middle', 'high'];

/** The five results of the rating table, best first (TK-RATE-3): 貫通 直撃 軽傷 微傷 失敗 (成功 … 失敗 for checks). */
export type TkResult = 'penetrate' | 'direct' | 'light' | 'graze' | 'miss';
export const TK_RESULTS: readonly TkResult[] = ['penetrate', 'direct', 'light', 'graze', 'miss'];

/** Rank of a result: 0 = best (貫通 / 成功) … 4 = worst (失敗). */
export function resultRank(r: TkResult): number {
  return TK_RESULTS.indexOf(r);
}

/** Is `a` at least as good as `b` (for the side that rolled)? */
export function atLeast(a: TkResult, b: TkResult): boolean {
  return resultRank(a) <= resultRank(b);
}

/** Defence choices (TK-TURN-2 step 5): 回避 or 受防. */
export type TkDefence = 'evade' | 'guard';
export const TK_DEFENCES: readonly TkDefence[] = ['evade', 'guard'];

/** Kinds of attack (TK-HIT-4, TK-HIT-5): 近接, 射撃, 知覚攻撃. */
export type TkAttackKind = 'melee' | 'shooting' | 'perception';
export const TK_ATTACK_KINDS: readonly TkAttackKind[] = ['melee', 'shooting', 'perception'];
