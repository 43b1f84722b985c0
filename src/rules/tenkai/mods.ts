/**
 * Modifiers as data (TK-HIT-2, TK-ST-1, TK-HEAL-1): every rank or dice modifier a check applies, with its value,
 * its source (a key the i18n layer names) and its rule id — so the log, the attack panel and a roll card read the
 * same list instead of recomputing a rule.
 */

/** What a modifier comes from. */
export type TkModKey =
  // hit checks (TK-HIT-*, TK-ALT-3, TK-MNT-*, TK-ST-PETRIFY, RULING TK-R7)
  | 'guardVsShooting'
  | 'shield'
  | 'distance'
  | 'bandUp'
  | 'riderAttacks'
  | 'awkwardAccuracy'
  | 'awkwardDefence'
  | 'riderGuards'
  | 'petrified'
  | 'petrifiedDefender'
  | 'situation'
  | 'skill'
  | 'dice'
  // status checks (TK-ST-*, RULING TK-R3)
  | 'casterWill'
  | 'resisterWill'
  | 'will10'
  | 'will30'
  | 'startSucceeded'
  | 'resisterCursed'
  | 'casterCursed'
  | 'resisterMiasma'
  | 'poisoned'
  | 'willHalf'
  | 'dazed'
  | 'otherStatuses'
  | 'hurtLastTurn'
  | 'alreadyBerserk'
  | 'hpHalf'
  | 'hpTenth'
  | 'notEnemy'
  | 'order'
  | 'curserWeak'
  | 'naturallyAsleep'
  | 'awake24h'
  | 'outsideCombat'
  | 'repeatedSleep'
  | 'attacked'
  | 'heavyDamage'
  | 'pastDuration'
  | 'alreadyInfected'
  | 'taintedPlace'
  | 'shrine'
  | 'onmyoji'
  // healing (TK-HEAL-1)
  | 'healerWill'
  | 'medical'
  | 'medicalSkilled'
  | 'safe'
  | 'heavyMelee'
  | 'demonForest'
  | 'targetMiasma'
  | 'targetRefuses'
  | 'healerNearDeath'
  | 'attackedPreparing';

/** The source of a modifier as a message (`n`: the number it names — squares, a stage, a strength, turns). */
export interface TkModSource {
  readonly m: 'mod';
  readonly key: TkModKey;
  readonly n?: number;
}

/** A rank modifier (+ favours the attacker or caster, TK-HIT-2). */
export interface TkModifier {
  readonly value: number;
  readonly source: TkModSource;
  readonly ruleId: string;
}

/** A hit-check modifier: ranks (move along the columns) or dice (added to the die). */
export interface TkHitModifier extends TkModifier {
  readonly kind: 'ranks' | 'dice';
}

/** A modifier's source. */
export function modSource(key: TkModKey, n?: number): TkModSource {
  return n === undefined ? { m: 'mod', key } : { m: 'mod', key, n };
}

/** Sum of the values. */
export function total(mods: readonly TkModifier[]): number {
  let s = 0;
  for (const m of mods) s += m.value;
  return s;
}

/** The distinct rule ids of a list of modifiers, in order. */
export function modRules(mods: readonly TkModifier[]): string[] {
  const out: string[] = [];
  for (const m of mods) if (!out.includes(m.ruleId)) out.push(m.ruleId);
  return out;
}
