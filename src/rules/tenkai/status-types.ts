/** Status effect records (TK-ST-*), stored on the bearer in `ext.tenkai.statuses`. */
import { tx, type CreatureId, type Text } from '../core';
import type { TkResult } from './terms';

/** The status effects of the source. */
export type TkStatusKind = 'poison' | 'confuse' | 'berserk' | 'fear' | 'charm' | 'curse' | 'sleep' | 'miasma' | 'petrify';
export const TK_STATUS_KINDS: readonly TkStatusKind[] = ['poison', 'confuse', 'berserk', 'fear', 'charm', 'curse', 'sleep', 'miasma', 'petrify'];

/** Labels (source terms) and the icon names the board uses for each status. */
export const TK_STATUS_INFO: Record<TkStatusKind, { label: Text; icon: string; rule: string }> = {
  poison: { label: tx('poison', '毒'), icon: 'tk-poison', rule: 'TK-ST-POISON' },
  confuse: { label: tx('confusion', '混乱'), icon: 'tk-confuse', rule: 'TK-ST-CONFUSE' },
  berserk: { label: tx('berserk', '暴走'), icon: 'tk-berserk', rule: 'TK-ST-BERSERK' },
  fear: { label: tx('fear', '恐慌'), icon: 'tk-fear', rule: 'TK-ST-FEAR' },
  charm: { label: tx('charm', '魅了'), icon: 'tk-charm', rule: 'TK-ST-CHARM' },
  curse: { label: tx('curse', '呪詛'), icon: 'tk-curse', rule: 'TK-ST-CURSE' },
  sleep: { label: tx('sleep', '睡眠'), icon: 'tk-sleep', rule: 'TK-ST-SLEEP' },
  miasma: { label: tx('miasma infection', '瘴気感染'), icon: 'tk-miasma', rule: 'TK-ST-MIASMA' },
  petrify: { label: tx('petrification', '石化'), icon: 'tk-petrify', rule: 'TK-ST-PETRIFY' },
};

/** One status on a creature. */
export interface TkStatus {
  /** Unique within the encounter (e.g. "st7"). */
  id: string;
  kind: TkStatusKind;
  /** Who caused it (null: a trap, an item, the GM). */
  sourceId: CreatureId | null;
  /** The caster's power for its effect/recovery checks (default: 知覚 when it was applied, TK-ST-1). */
  power: number;
  /** Result of the start check (成功 … 失敗 reading). */
  startResult: TkResult;
  /** Turn in which it was applied. */
  appliedTurn: number;
  /** Duration in turns; null = until cured (miasma, petrification, curse without duration). */
  duration: number | null;
  /** Curse strength 1–5, miasma stage 1–10, petrification stage 0–5; 0 otherwise. */
  stage: number;
  /** Poison: damage at each turn start, after the start-result scaling. */
  damage: number;
  /** Charm: the charmer; fear: what it fears. */
  towardsId: CreatureId | null;
  /** Confusion: this turn's 1D20 behaviour (null = acts normally). */
  behaviour: number | null;
  /** Sleep: how many sleep effects in a row (for the +1 of repeated sleep effects). */
  repeats: number;
  /** Miasma: two stages suppressed until this turn (10 気力, 6 turns); null = none. */
  suppressedUntil: number | null;
  /** Situation flags that keep mattering for its checks (see {@link TkStatusFlag}). */
  flags: TkStatusFlag[];
}

/**
 * Situation flags for status checks (TK-ST-*): dazed (酩酊など, confusion +1), notEnemy (does not see the
 * charmer as an enemy, charm +1), naturallyAsleep (sleep +2), awake24h (sleep +1), taintedPlace (miasma +2),
 * shrine (miasma −2).
 */
export type TkStatusFlag = 'dazed' | 'notEnemy' | 'naturallyAsleep' | 'awake24h' | 'taintedPlace' | 'shrine';
export const TK_STATUS_FLAGS: readonly TkStatusFlag[] = ['dazed', 'notEnemy', 'naturallyAsleep', 'awake24h', 'taintedPlace', 'shrine'];
