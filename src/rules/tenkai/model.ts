/**
 * The typed parts of a 舵天照 (Tenkai) encounter: the creature part (`Creature['sys']`, the character sheet,
 * gear and statuses, and this turn's AP tally) and the encounter part (`Encounter['sys']`, what the kernel's turn
 * order does not hold: initiative details, postponements, timed effects, the rating table, the battlefield).
 *
 * The turn order itself is the kernel's `turns`: `order` is this ターン's resolution order, `current` the round
 * being resolved (−1 between turns), `round` the ターン number (TK-TURN-1). 生命 is the kernel's `hp` / `hpMax`.
 */
import type { Creature, CreatureId, Encounter } from '../core';
import type { RatingTable } from './rating';
import type { TkAttribute, TkBand, TkResult, TkStatKey } from './terms';

/** The numeric sheet (totals including item bonuses; the rules use the totals). 俊敏 may be absent (null). */
export type TkStats = { readonly [K in Exclude<TkStatKey, 'agility'>]: number } & { readonly agility: number | null };

/** What a creature is in Tenkai terms. */
export type TkRole = 'character' | 'partner' | 'glider' | 'armour';
export const TK_ROLES: readonly TkRole[] = ['character', 'partner', 'glider', 'armour'];

/** Whether a partner can be ridden (TK-MNT-6). */
export type TkRidable = 'yes' | 'awkward' | 'no';
export const TK_RIDABLE: readonly TkRidable[] = ['yes', 'awkward', 'no'];

/** Glider flight modes (TK-GLD-2..4). */
export type TkGliderMode = 'combat' | 'cruise' | 'stopped' | 'gliding';
export const TK_GLIDER_MODES: readonly TkGliderMode[] = ['combat', 'cruise', 'stopped', 'gliding'];

/** Armour power modes (TK-ARM-3). */
export type TkArmourMode = 'combat' | 'standby' | 'stopped';
export const TK_ARMOUR_MODES: readonly TkArmourMode[] = ['combat', 'standby', 'stopped'];

/** Glider state (TK-GLD-*). */
export interface TkGlider {
  /** Carries weapons; an unarmed glider cannot attack (TK-GLD-1). */
  readonly armed: boolean;
  readonly mode: TkGliderMode;
  /** Combat flight becomes available from this turn after a warm-up (TK-GLD-3); null = ready. */
  readonly readyFromTurn: number | null;
  /** Turns spent in the current mode since the last 練力 change (TK-GLD-2 clock). */
  readonly clock: number;
}

/** Armour (駆鎧) state (TK-ARM-*). */
export interface TkArmour {
  readonly mode: TkArmourMode;
  /** Destroyed at 生命 0: workshop repair only (TK-ARM-4). */
  readonly destroyed: boolean;
  /** Turns spent in standby/stopped since the last 練力 change (TK-ARM-3 clock). */
  readonly clock: number;
}

/** The status effects of the source (TK-ST-*). */
export type TkStatusKind =
  'poison' | 'confuse' | 'berserk' | 'fear' | 'charm' | 'curse' | 'sleep' | 'miasma' | 'petrify';
export const TK_STATUS_KINDS: readonly TkStatusKind[] = [
  'poison',
  'confuse',
  'berserk',
  'fear',
  'charm',
  'curse',
  'sleep',
  'miasma',
  'petrify',
];

/** The rule id and the board's icon name of each status. */
export const TK_STATUS_INFO: { readonly [K in TkStatusKind]: { readonly icon: string; readonly rule: string } } = {
  poison: { icon: 'tk-poison', rule: 'TK-ST-POISON' },
  confuse: { icon: 'tk-confuse', rule: 'TK-ST-CONFUSE' },
  berserk: { icon: 'tk-berserk', rule: 'TK-ST-BERSERK' },
  fear: { icon: 'tk-fear', rule: 'TK-ST-FEAR' },
  charm: { icon: 'tk-charm', rule: 'TK-ST-CHARM' },
  curse: { icon: 'tk-curse', rule: 'TK-ST-CURSE' },
  sleep: { icon: 'tk-sleep', rule: 'TK-ST-SLEEP' },
  miasma: { icon: 'tk-miasma', rule: 'TK-ST-MIASMA' },
  petrify: { icon: 'tk-petrify', rule: 'TK-ST-PETRIFY' },
};

/**
 * Situation flags for status checks (TK-ST-*): dazed (酩酊など, confusion +1), notEnemy (does not see the
 * charmer as an enemy, charm +1), naturallyAsleep (sleep +2), awake24h (sleep +1), taintedPlace (miasma +2),
 * shrine (miasma −2).
 */
export type TkStatusFlag = 'dazed' | 'notEnemy' | 'naturallyAsleep' | 'awake24h' | 'taintedPlace' | 'shrine';
export const TK_STATUS_FLAGS: readonly TkStatusFlag[] = [
  'dazed',
  'notEnemy',
  'naturallyAsleep',
  'awake24h',
  'taintedPlace',
  'shrine',
];

/** One status on a creature. */
export interface TkStatus {
  /** Unique within the encounter (e.g. "st7"). */
  readonly id: string;
  readonly kind: TkStatusKind;
  /** Who caused it (null: a trap, an item, the GM). It may name a creature removed since. */
  readonly sourceId: CreatureId | null;
  /** The caster's power for its effect/recovery checks (default: 知覚 when it was applied, TK-ST-1). */
  readonly power: number;
  /** Result of the start check (成功 … 失敗 reading). */
  readonly startResult: TkResult;
  /** Turn in which it was applied. */
  readonly appliedTurn: number;
  /** Duration in turns; null = until cured (miasma, petrification, curse without duration). */
  readonly duration: number | null;
  /** Curse strength 1–5, miasma stage 1–10, petrification stage 0–5; 0 otherwise. */
  readonly stage: number;
  /** Poison: damage at each turn start, after the start-result scaling. */
  readonly damage: number;
  /** Charm: the charmer; fear: what it fears. */
  readonly towardsId: CreatureId | null;
  /** Confusion: this turn's 1D20 behaviour (null = acts normally). */
  readonly behaviour: number | null;
  /** Sleep: how many sleep effects in a row (for the +1 of repeated sleep effects). */
  readonly repeats: number;
  /** Miasma: two stages suppressed until this turn (10 気力, 6 turns); null = none. */
  readonly suppressedUntil: number | null;
  /** Situation flags that keep mattering for its checks. */
  readonly flags: readonly TkStatusFlag[];
}

/** This turn's bookkeeping of one creature (TK-TURN-1, TK-TURN-5, TK-ST-CONFUSE); reset at each turn start. */
export interface TkTally {
  /** AP spent this turn. */
  readonly apSpent: number;
  /** AP carried into the next turn (an action continued across turns at the GM's call, TK-TURN-5). */
  readonly apCarry: number;
  /** Damage taken this turn and the turn before (confusion recovery −1, TK-ST-CONFUSE). */
  readonly damageThisTurn: number;
  readonly damageLastTurn: number;
}

/** A creature's Tenkai part (`Creature['sys']`). */
export interface TkCreatureData {
  readonly role: TkRole;
  readonly stats: TkStats;
  /** Stats without equipment, used when piloting an armour (TK-ARM-1); null = same as `stats`. */
  readonly baseStats: TkStats | null;
  /** 練力 (current / max). */
  readonly ki: number;
  readonly kiMax: number;
  /** 気力 (current / max). */
  readonly will: number;
  readonly willMax: number;
  readonly attribute: TkAttribute;
  /** Own altitude band. A carried creature's band is its mount's (derived, never read from here). */
  readonly band: TkBand;
  /** 移動 (partners, armour): squares per 1 AP (TK-MNT-2, TK-ARM-5); null = none. */
  readonly move: number | null;
  /** Means of movement between bands (TK-ALT-2). */
  readonly canFly: boolean;
  readonly canSwim: boolean;
  /** Defends with a shield (−1R to the attacker, TK-HIT-4). */
  readonly shield: boolean;
  /** Is a knight (騎士): armour 練力 drain is 3 instead of 6 (TK-ARM-3). */
  readonly knight: boolean;
  /** Is an onmyōji (陰陽師): miasma modifiers (TK-ST-MIASMA). */
  readonly onmyoji: boolean;
  /** Is a demon (アヤカシ): immune to miasma (TK-ST-MIASMA). */
  readonly ayakashi: boolean;
  /** Partners: can it be ridden (TK-MNT-6). */
  readonly ridable: TkRidable;
  /** Partners that are awkward to ride: −nR to evasion and accuracy for both (GM's call, 1–5; TK-MNT-6). */
  readonly ridingPenalty: number;
  readonly glider: TkGlider | null;
  readonly armour: TkArmour | null;
  readonly statuses: readonly TkStatus[];
  /** Spirit-link flight (TK-MNT-7): flees carrying its rider, ignoring commands. */
  readonly fleeing: boolean;
  /** Dead (spirit link ended, miasma stage 10 …). */
  readonly dead: boolean;
  /** This turn's AP and damage. */
  readonly tally: TkTally;
  /**
   * Its attacks and attack skills as the sheet gives them (issue 29): the attack panel's fields, one click to fill
   * it. Absent in parts written before they existed (= none).
   */
  readonly attacks?: readonly TkAttackPreset[];
}

/** A saved attack or attack skill of a Tenkai creature (TK-HIT-1..8: what the attack panel would be given). */
export interface TkAttackPreset {
  /** Stable within the creature ("a1", "a2" …). */
  readonly id: string;
  /** Its name on the sheet (a weapon or a skill). */
  readonly name: string;
  readonly kind: 'melee' | 'shooting' | 'perception';
  /** Range in squares (TK-HIT-1). */
  readonly range: number;
  /** Rank modifiers the skill or item states (+ favours the attacker). */
  readonly skillRanks?: number;
  /** Dice modifier D+z (TK-HIT-2). */
  readonly diceMod?: number;
  /** 自動命中 (TK-HIT-6). */
  readonly autoHit?: boolean;
  /** Wielded two-handed (TK-DMG-6). */
  readonly twoHanded?: boolean;
  /** Everyone in an area (TK-MNT-5). */
  readonly area?: boolean;
}

/** How an initiative value came about (TK-TURN-3, TK-MNT-1, RULING TK-R2). */
export type TkInitiativeBasis = 'agility' | 'evasion' | 'partnerEvasion';

/** One initiative value of this turn. */
export interface TkInitiative {
  readonly total: number;
  /** The d20, or null when 回避 was used without a roll. */
  readonly die: number | null;
  readonly basis: TkInitiativeBasis;
}

/** A timed skill effect checked at its owner's round start (TK-TURN-2 step 3). */
export interface TkEffect {
  readonly id: string;
  readonly ownerId: CreatureId;
  readonly name: string;
  /** Ends at the owner's round start in this turn. */
  readonly endsAtTurn: number;
}

/** What a whole-turn activity does (TK-TURN-5): warm up a glider, start an armour's orb, board an armour. */
export type TkActivityKind = 'warmUp' | 'orb' | 'board';
export const TK_ACTIVITY_KINDS: readonly TkActivityKind[] = ['warmUp', 'orb', 'board'];

/** A multi-turn activity of `id` on the machine `targetId`. */
export interface TkActivity {
  readonly id: CreatureId;
  readonly kind: TkActivityKind;
  readonly targetId: CreatureId;
  /** Turns still to spend after the current one. */
  readonly turnsLeft: number;
}

/** Switches for this encounter's Tenkai rules. */
export interface TkOptions {
  /** Fighting over the cloud sea: the spirit link applies (TK-MNT-7). */
  readonly cloudSea: boolean;
  /** In combat (rank 5 healing default; sleep +1 outside combat). */
  readonly inCombat: boolean;
}

/** The encounter's Tenkai part (`Encounter['sys']`). */
export interface TkSys {
  /** Initiative results of this turn, by round owner. */
  readonly initiative: Readonly<Record<CreatureId, TkInitiative>>;
  /** Round owners whose round has started this turn (a postponed round does not start again, TK-TURN-4). */
  readonly started: readonly CreatureId[];
  /** Riders of each round owner when the turn started: they act in that round even after dismounting (TK-MNT-1). */
  readonly roundMembers: Readonly<Record<CreatureId, readonly CreatureId[]>>;
  /** Zero-AP skills that may not be reused yet (TK-TURN-6): creature → skill names. */
  readonly zeroApLocks: Readonly<Record<CreatureId, readonly string[]>>;
  /** Timed skill effects (TK-TURN-2 step 3). */
  readonly effects: readonly TkEffect[];
  readonly activities: readonly TkActivity[];
  /** GM-edited rating table, or null for the default (RULING TK-R1). */
  readonly ratingTable: RatingTable | null;
  readonly options: TkOptions;
  /** Counter for status / effect ids. */
  readonly nextId: number;
}

/** A Tenkai creature. */
export type TkCreature = Creature<TkCreatureData>;
/** A Tenkai encounter. */
export type TkEncounter = Encounter<'tenkai', TkCreatureData, TkSys>;

/** Default stats (a plain character of 100 everywhere, 4 AP, no 俊敏 given). */
const DEFAULT_STATS: TkStats = {
  attack: 100,
  defence: 100,
  guard: 100,
  accuracy: 100,
  evasion: 100,
  perception: 100,
  resistance: 100,
  agility: null,
  ap: 4,
};
/** A fresh tally. */
export const NO_TALLY: TkTally = { apSpent: 0, apCarry: 0, damageThisTurn: 0, damageLastTurn: 0 };
/** Default glider / armour records (for a part that gains one). */
export const DEFAULT_GLIDER: TkGlider = { armed: false, mode: 'combat', readyFromTurn: null, clock: 0 };
export const DEFAULT_ARMOUR: TkArmour = { mode: 'combat', destroyed: false, clock: 0 };

/** A sheet input: any fields of the part, stats partial. */
export type TkSheetInput = Partial<Omit<TkCreatureData, 'stats'>> & { readonly stats?: Partial<TkStats> };

/** A full Tenkai part from partial input (defaults for the rest). */
export function tenkaiData(p: TkSheetInput = {}): TkCreatureData {
  return {
    role: 'character',
    baseStats: null,
    ki: 50,
    kiMax: 50,
    will: 50,
    willMax: 50,
    attribute: '無',
    band: 'ground',
    move: null,
    canFly: false,
    canSwim: false,
    shield: false,
    knight: false,
    onmyoji: false,
    ayakashi: false,
    ridable: 'yes',
    ridingPenalty: 0,
    glider: null,
    armour: null,
    statuses: [],
    fleeing: false,
    dead: false,
    tally: NO_TALLY,
    ...p,
    stats: { ...DEFAULT_STATS, ...(p.stats ?? {}) },
  };
}

/** A new encounter's Tenkai part. */
export function newTkSys(): TkSys {
  return {
    initiative: {},
    started: [],
    roundMembers: {},
    zeroApLocks: {},
    effects: [],
    activities: [],
    ratingTable: null,
    options: { cloudSea: false, inCombat: true },
    nextId: 1,
  };
}

/** The pending decision kind of a defender's evade-or-guard choice (TK-TURN-2 step 5). */
export const DEFENCE_KIND = 'tk.defence';
