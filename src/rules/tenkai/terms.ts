/**
 * Tenkai (舵天照) vocabulary: the keys the engine uses and the source's own Japanese terms (seed 002).
 * Every label the UI shows for a Tenkai concept comes from here, so the Japanese stays exactly the source's.
 */
import { tx, type Text } from '../core';

/** Numeric statistics of a Tenkai character (生命 is the core `hp`/`hpMax`; 練力/気力 are pools). */
export type TkStatKey = 'attack' | 'defence' | 'guard' | 'accuracy' | 'evasion' | 'perception' | 'resistance' | 'agility' | 'ap';

/** Stat keys in sheet order. */
export const TK_STAT_KEYS: readonly TkStatKey[] = ['attack', 'defence', 'guard', 'accuracy', 'evasion', 'perception', 'resistance', 'agility', 'ap'];

/** Labels of the statistics (source terms). */
export const TK_STAT_LABELS: Record<TkStatKey | 'hp' | 'ki' | 'will' | 'move', Text> = {
  hp: tx('HP', '生命'),
  ki: tx('Ki', '練力'),
  will: tx('Willpower', '気力'),
  attack: tx('Attack', '攻撃'),
  defence: tx('Defence', '防御'),
  guard: tx('Guard', '受防'),
  accuracy: tx('Accuracy', '命中'),
  evasion: tx('Evasion', '回避'),
  perception: tx('Perception', '知覚'),
  resistance: tx('Resistance', '抵抗'),
  agility: tx('Agility', '俊敏'),
  ap: tx('Action points', '行動'),
  move: tx('Move', '移動'),
};

/** Attributes (TK-DMG-8). */
export type TkAttribute = '無' | '心' | '技' | '体';
export const TK_ATTRIBUTES: readonly TkAttribute[] = ['無', '心', '技', '体'];
export const TK_ATTRIBUTE_LABELS: Record<TkAttribute, Text> = {
  無: tx('none', '無'),
  心: tx('Heart', '心'),
  技: tx('Skill', '技'),
  体: tx('Body', '体'),
};

/** Altitude bands, bottom to top (TK-ALT-1). */
export type TkBand = 'underwater' | 'ground' | 'low' | 'middle' | 'high';
export const TK_BANDS: readonly TkBand[] = ['underwater', 'ground', 'low', 'middle', 'high'];
export const TK_BAND_LABELS: Record<TkBand, Text> = {
  underwater: tx('underwater', '水中'),
  ground: tx('ground', '地上'),
  low: tx('low air', '低空'),
  middle: tx('middle air', '中空'),
  high: tx('high air', '高空'),
};

/** The five results of the rating table, best first (TK-RATE-3). */
export type TkResult = 'penetrate' | 'direct' | 'light' | 'graze' | 'miss';
export const TK_RESULTS: readonly TkResult[] = ['penetrate', 'direct', 'light', 'graze', 'miss'];
/** Hit-check reading of the five results. */
export const TK_RESULT_LABELS: Record<TkResult, Text> = {
  penetrate: tx('penetrating', '貫通'),
  direct: tx('direct', '直撃'),
  light: tx('light', '軽傷'),
  graze: tx('graze', '微傷'),
  miss: tx('miss', '失敗'),
};
/** Opposed-check (status effect) reading of the same five bands (TK-RATE-3). */
export const TK_CHECK_LABELS: Record<TkResult, Text> = {
  penetrate: tx('success', '成功'),
  direct: tx('light success', '軽成功'),
  light: tx('normal', '普通'),
  graze: tx('light failure', '軽失敗'),
  miss: tx('failure', '失敗'),
};

/** Rank of a result: 0 = best (貫通 / 成功) … 4 = worst (失敗). */
export function resultRank(r: TkResult): number {
  return TK_RESULTS.indexOf(r);
}

/** Is `a` at least as good as `b` (for the side that rolled)? */
export function atLeast(a: TkResult, b: TkResult): boolean {
  return resultRank(a) <= resultRank(b);
}

/** Defence choices (TK-TURN-2 step 5). */
export type TkDefence = 'evade' | 'guard';
export const TK_DEFENCE_LABELS: Record<TkDefence, Text> = { evade: tx('evade', '回避'), guard: tx('guard', '受防') };

/** Kinds of attack (TK-HIT-4, TK-HIT-5). */
export type TkAttackKind = 'melee' | 'shooting' | 'perception';
export const TK_ATTACK_KIND_LABELS: Record<TkAttackKind, Text> = {
  melee: tx('melee', '近接'),
  shooting: tx('shooting', '射撃'),
  perception: tx('perception attack', '知覚攻撃'),
};
