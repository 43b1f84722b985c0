/** Damage (TK-DMG-*) and healing (TK-HEAL-1), pure arithmetic. Fractions are truncated at the end. */
import { modSource, total, type TkModKey, type TkModifier } from './mods';
import type { TkAttribute, TkDefence, TkResult } from './terms';

/**
 * Fixed attack F (TK-DMG-6, TK-DMG-7): floor(攻撃 or 知覚 / 100) clamped to 2..5; two-handed +1 after the
 * clamp; a dual-use weapon in one hand has F = 0 unless a skill cancels the penalty.
 */
export function fixedAttack(
  value: number,
  opts: { twoHanded?: boolean; dualUseOneHand?: boolean; cancelsDualUsePenalty?: boolean } = {},
): number {
  if (opts.dualUseOneHand && !opts.cancelsDualUsePenalty) return 0;
  const f = Math.max(2, Math.min(5, Math.floor(value / 100)));
  return f + (opts.twoHanded ? 1 : 0);
}

/** Inputs of a damage calculation. */
export interface DamageInput {
  result: TkResult;
  defence: TkDefence;
  /** Perception attack (TK-DMG-4/5). */
  perception: boolean;
  autoHit: boolean;
  /** Attacker 攻撃 (or 知覚 for perception attacks). */
  attack: number;
  /** Defender 防御 (physical) or 抵抗 (perception). */
  defenceValue: number;
  /** Defender 受防 (guard). */
  guard: number;
  fixed: number;
}

/**
 * Which damage table a result was read from (TK-DMG-2 evasion, TK-DMG-3 guard, TK-DMG-4 perception, TK-DMG-5
 * auto-hit perception); with the result it names the formula the log shows.
 */
export type TkDamageTable = 'evade' | 'guard' | 'perception' | 'autoHit';

/** A damage value with the table and result whose formula was used (for the log). */
export interface DamageResult {
  /** Damage before attributes; 0 = none. */
  readonly damage: number;
  readonly minimum: number;
  readonly table: TkDamageTable;
  readonly result: TkResult;
  readonly rule: string;
}

function calc(raw: number, minimum: number, table: TkDamageTable, result: TkResult, rule: string): DamageResult {
  // TK-DMG-1: final value truncated; below the minimum becomes the minimum; never negative.
  return { damage: Math.max(minimum, Math.trunc(raw), 0), minimum, table, result, rule };
}

/** Damage by the tables TK-DMG-2..5 (before attribute modifiers). */
export function baseDamage(i: DamageInput): DamageResult {
  const { attack: a, defenceValue: d, guard: g, fixed: F } = i;
  if (i.perception) {
    const p = a;
    const r = d;
    if (i.autoHit) {
      // TK-DMG-5
      if (i.result === 'penetrate') return calc(p / 10 + 2 * F - r / 20, 2 * F, 'autoHit', 'penetrate', 'TK-DMG-5');
      return calc(p / 10 + 2 * F - r / 10, F, 'autoHit', i.result, 'TK-DMG-5');
    }
    switch (i.result) {
      case 'penetrate':
        return calc(p / 10 + 2 * F - r / 40, 2 * F, 'perception', 'penetrate', 'TK-DMG-4');
      case 'direct':
        return calc(p / 10 + 2 * F - r / 10, 2 * F, 'perception', 'direct', 'TK-DMG-4');
      case 'light':
        return calc(p / 10 + F - r / 10, F, 'perception', 'light', 'TK-DMG-4');
      case 'graze':
        return calc(p / 20 - r / 20, F, 'perception', 'graze', 'TK-DMG-4');
      case 'miss':
        return { damage: 0, minimum: 0, table: 'perception', result: 'miss', rule: 'TK-DMG-4' };
    }
  }
  if (i.defence === 'guard') {
    switch (i.result) {
      case 'penetrate':
        return calc(a / 10 + 2 * F - Math.min(d, g) / 20, 2 * F, 'guard', 'penetrate', 'TK-DMG-3');
      case 'direct':
        return calc(a / 10 + 2 * F - g / 10, F, 'guard', 'direct', 'TK-DMG-3');
      case 'light':
        return calc(a / 20 + 2 * F - g / 20, F, 'guard', 'light', 'TK-DMG-3');
      case 'graze':
        return calc(a / 20 + F - g / 20, F, 'guard', 'graze', 'TK-DMG-3');
      case 'miss':
        return calc(a / 20 - g / 20, F, 'guard', 'miss', 'TK-DMG-3');
    }
  }
  switch (i.result) {
    case 'penetrate':
      return calc(a / 10 + 2 * F - d / 20, 2 * F, 'evade', 'penetrate', 'TK-DMG-2');
    case 'direct':
      return calc(a / 10 + 2 * F - d / 10, F, 'evade', 'direct', 'TK-DMG-2');
    case 'light':
      return calc(a / 20 + F - d / 20, F, 'evade', 'light', 'TK-DMG-2');
    case 'graze':
      return calc(F, F, 'evade', 'graze', 'TK-DMG-2');
    case 'miss':
      return { damage: 0, minimum: 0, table: 'evade', result: 'miss', rule: 'TK-DMG-2' };
  }
}

/** 心 beats 技, 技 beats 体, 体 beats 心 (TK-DMG-8). */
const BEATS: Record<TkAttribute, TkAttribute | null> = { 心: '技', 技: '体', 体: '心', 無: null };

/** The attack's attribute: the skill's when it has one, else the weapon's (TK-DMG-8). */
export function attackAttribute(
  weapon: TkAttribute = '無',
  skill: TkAttribute = '無',
): { attribute: TkAttribute; tripled: boolean } {
  if (skill !== '無') return { attribute: skill, tripled: weapon === skill };
  return { attribute: weapon, tripled: false };
}

/**
 * Attribute modifier on final damage (TK-DMG-8): superior vs inferior +10% rounded up, same attribute −10% rounded
 * down; ×3 (±30%) when weapon and skill share the attribute. Returns the new damage and the percentage applied.
 */
export function applyAttribute(
  damage: number,
  attack: { attribute: TkAttribute; tripled: boolean },
  defender: TkAttribute,
): { damage: number; percent: number } {
  if (damage <= 0 || attack.attribute === '無' || defender === '無') return { damage, percent: 0 };
  const step = attack.tripled ? 30 : 10;
  if (BEATS[attack.attribute] === defender)
    return { damage: Math.ceil((damage * (100 + step)) / 100 - 1e-9), percent: step };
  if (attack.attribute === defender)
    return { damage: Math.floor((damage * (100 - step)) / 100 + 1e-9), percent: -step };
  return { damage, percent: 0 };
}

/** Healing situation flags (TK-HEAL-1). */
export interface HealSituation {
  /** Healer spends 10 気力: +1R. */
  readonly spendWill?: boolean;
  /** Medical support: +1R; skilled: +2R. */
  readonly medical?: 'none' | 'basic' | 'skilled';
  /** Out of combat, in safety: +3R. */
  readonly safeOutsideCombat?: boolean;
  readonly heavyMelee?: boolean;
  readonly demonForest?: boolean;
  readonly targetMiasma?: boolean;
  readonly targetRefuses?: boolean;
  readonly healerNearDeath?: boolean;
  readonly attackedWhilePreparing?: boolean;
}

/** The situation flags a heal command may set, with their rank modifier and source (TK-HEAL-1). */
const HEAL_FACTORS: readonly [number, TkModKey, (s: HealSituation) => boolean | undefined][] = [
  [1, 'healerWill', (s) => s.spendWill],
  [1, 'medical', (s) => s.medical === 'basic'],
  [2, 'medicalSkilled', (s) => s.medical === 'skilled'],
  [3, 'safe', (s) => s.safeOutsideCombat],
  [-1, 'heavyMelee', (s) => s.heavyMelee],
  [-2, 'demonForest', (s) => s.demonForest],
  [-2, 'targetMiasma', (s) => s.targetMiasma],
  [-2, 'targetRefuses', (s) => s.targetRefuses],
  [-3, 'healerNearDeath', (s) => s.healerNearDeath],
  [-5, 'attackedPreparing', (s) => s.attackedWhilePreparing],
];

/** The rank of a heal with its modifiers listed (TK-HEAL-1): base 5 in combat, 1..10. */
export function healRank(s: HealSituation): { rank: number; modifiers: TkModifier[] } {
  const modifiers: TkModifier[] = [];
  for (const [value, key, on] of HEAL_FACTORS)
    if (on(s)) modifiers.push({ value, source: modSource(key), ruleId: 'TK-HEAL-1' });
  const rank = Math.max(1, Math.min(10, 5 + total(modifiers)));
  return { rank, modifiers };
}

/**
 * Healing amount (TK-HEAL-1): base = effect value / 10 where the effect value is `source × percent / 100`
 * (a skill "知覚 −80%" keeps 20%; an item's stat with percent 100); heal = base × rank, truncated. Integer
 * arithmetic, so 105 × 20% / 10 × 5 = 10.5 → 10 exactly.
 */
export function healAmount(source: number, percent: number, rank: number): number {
  return Math.floor((source * percent * rank) / 1000);
}
