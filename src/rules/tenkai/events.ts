/**
 * The events of the Tenkai rules: past-tense facts carrying what a reader needs (who, dice, every modifier with
 * value, source and rule id, totals, squares). The i18n layer writes the log line; the board, the roll card and the
 * attack panel read the fields. Kernel events (`dieRolled`, `creatureAdded`, `decided`, …) appear too; where a
 * Tenkai event shares a kernel event's name (`creatureMoved`, `damaged`, `healed`) it has the kernel's fields and
 * adds its own.
 */
import type { CoreEvents, EventOf, Ref } from '../core';
import type { TkApAction } from './ap';
import type { TkMoveMode } from './commands';
import type { TkDamageTable } from './damage';
import type { TkAttackSpec } from './hit';
import type { TkDoing } from './messages';
import type { TkActivityKind, TkArmourMode, TkGliderMode, TkInitiativeBasis, TkStatusKind } from './model';
import type { TkHitModifier, TkModifier } from './mods';
import type { TableIssue } from './rating';
import type { CheckStage } from './status';
import type { TkAttackKind, TkBand, TkDefence, TkResult } from './terms';

/** Why 練力 changed by itself (TK-GLD-2, TK-ARM-3). */
export type TkKiCause =
  'combatFlight' | 'cruising' | 'gliderStopped' | 'gliding' | 'standby' | 'armourStopped' | 'armourRound';

/** How a repeated status was merged with the one already on (TK-ST-2 and each TK-ST-*). */
export type TkStackNote = 'strongestCurse' | 'miasmaWorse' | 'alreadyPetrifying' | 'longestDuration';

/** Why a status ended. */
export type TkEndReason = 'expired' | 'sleptTwice' | 'charmBroken' | 'cured' | 'woke' | 'recovered';

/** The arithmetic of a heal (TK-HEAL-1): source × percent / 10 × rank. */
export interface TkHealCalc {
  readonly source: number;
  readonly percent: number;
  readonly rank: number;
  readonly modifiers: readonly TkModifier[];
  /** 生命 before (the kernel's `hp` field is after). */
  readonly before: number;
  /** Who heals (null: the GM applied the heal without naming a healer). */
  readonly healer: Ref | null;
}

/** The Tenkai events, by type. */
export interface TkEvents {
  /** A ターン (1T, about 10 seconds) began (TK-TURN-1, TK-TURN-2). */
  turnStarted: { turn: number };
  /** Every round was resolved; the turn ended (TK-TURN-2 step 6). */
  turnEnded: { turn: number };
  /** One initiative value: 俊敏/10 + 1D20, or 回避 with no die (TK-TURN-3, TK-MNT-1, RULING TK-R2). */
  initiativeRolled: { who: Ref; total: number; die: number | null; basis: TkInitiativeBasis };
  /** The resolution order of the turn (TK-TURN-3). */
  orderDecided: { order: readonly Ref[] };
  /** A character's round started; durations were checked (TK-TURN-2 step 3). */
  roundStarted: { who: Ref; turn: number };
  roundEnded: { who: Ref };
  /** The current round was postponed (後回し, TK-TURN-4); `order` is the new resolution order. */
  roundPostponed: { who: Ref; order: readonly Ref[] };
  /** A postponed round is being resolved (not started again, TK-TURN-4). */
  roundResumed: { who: Ref };
  /** AP were spent (TK-TURN-5): `ap` spent, `left` of `max` after, `carried` into the next turn by the GM. */
  apSpent: { who: Ref; ap: number; left: number; max: number; carried: number; for: TkDoing };
  /** A 0-AP action of the cost table (TK-TURN-5). */
  actionTaken: { who: Ref; action: TkApAction };
  /** A skill was used (TK-HIT-1, TK-TURN-6); its costs null: not shown to this reader (players, issue 26). */
  skillUsed: { who: Ref; skill: string; ap: number | null; ki: number | null };
  /** A timed skill effect was added (checked at its owner's round start). */
  effectAdded: { who: Ref; effect: string; effectId: string; duration: number; endsAtTurn: number };
  /** A timed effect ran out at its owner's round start (TK-TURN-2). */
  effectEnded: { who: Ref; effect: string; effectId: string };
  /** A whole-turn activity began (warm-up, orb, boarding; TK-TURN-5). */
  activityStarted: { who: Ref; activity: TkActivityKind; target: Ref; turns: number };
  activityContinued: { who: Ref; activity: TkActivityKind; target: Ref; turnsLeft: number };
  activityCompleted: { who: Ref; activity: TkActivityKind; target: Ref };
  /** A creature and what it carries moved; Tenkai moves add how they paid and the distance in metres. */
  creatureMoved: CoreEvents['creatureMoved'] & { mode?: TkMoveMode; metres?: number };
  /** A creature changed altitude band (TK-ALT-2). */
  bandChanged: { who: Ref; from: TkBand; to: TkBand };
  /** An attack was declared (TK-HIT-1). */
  attackDeclared: { attacker: Ref; target: Ref; kind: TkAttackKind; autoHit: boolean; spec: TkAttackSpec };
  /** The defender (whose stats defend) is asked to evade or guard — a pending decision. */
  defenceAsked: { defender: Ref; target: Ref; attacker: Ref };
  /**
   * The hit check (TK-HIT-3): ratio, columns, every modifier, the die and its row, the result read and used. Null:
   * not shown to this reader (players, issue 26) — the 命中 of an attacker not theirs and its die, dice modifier and
   * row; the 回避/命中 of a defender not theirs; the columns and rank modifiers (`modifiers` empty) unless both
   * sides are theirs.
   */
  hitChecked: {
    attacker: Ref;
    defender: Ref;
    statsHolder: Ref;
    defence: TkDefence;
    attackerValue: number | null;
    defenderValue: number | null;
    baseColumn: number | null;
    column: number | null;
    ranks: number | null;
    diceMod: number | null;
    modifiers: readonly TkHitModifier[];
    die: number | null;
    row: number | null;
    read: TkResult;
    result: TkResult;
    /** Which hit of the attack this is (1-based) and how many it has (「X回攻撃」, RULING TK-R6; 1 of 1 usually). */
    hit: number;
    hits: number;
  };
  /** Rider or partner chosen at random after the check (TK-MNT-5); `die` null: not shown (players, issue 26). */
  pairTargetChosen: { hit: Ref; die: number | null; of: readonly Ref[] };
  /**
   * Damage was computed (TK-DMG-*): the table and result give the formula; every part is here. Null: not shown to
   * this reader (players, issue 26) — the attacker's 攻撃/知覚 and fixed attack when the attacker is not theirs, the
   * victim's 防御/抵抗 and 受防 when the victim is not theirs, the arithmetic (base, minimum, attribute) unless both are.
   */
  damageRolled: {
    victim: Ref;
    /** Whose attack it is. */
    attacker: Ref;
    result: TkResult;
    table: TkDamageTable;
    /** The values the formula uses: 攻撃 or 知覚, 防御 or 抵抗, 受防. */
    attack: number | null;
    defenceValue: number | null;
    guard: number | null;
    fixed: number | null;
    base: number | null;
    minimum: number | null;
    attributePercent: number | null;
    damage: number;
    /**
     * An area attack on a mounted pair: both take this one figure, computed with this partner's statistics and
     * attribute (TK-MNT-5, RULING TK-R5).
     */
    pairFigure?: Ref;
  };
  /** 生命 went down; `pastArmour` when it is the part beyond an armour's 生命 (TK-ARM-4). */
  damaged: CoreEvents['damaged'] & { pastArmour?: boolean };
  /** 生命 went up; `heal` gives the arithmetic of a heal skill (TK-HEAL-1). */
  healed: CoreEvents['healed'] & { heal?: TkHealCalc };
  /** A gliding glider lost altitude defending or being hit (TK-GLD-4). */
  altitudeLost: { who: Ref; cause: 'defence' | 'damage' };
  /** A mortally wounded partner flees with its rider (TK-MNT-7). */
  spiritLinkFled: { partner: Ref; riders: readonly Ref[] };
  /** The fleeing partner landed (`landed`) or reached a safe altitude, and died; its riders are set down (TK-MNT-7, RULING TK-R8). */
  partnerDied: { partner: Ref; riders: readonly Ref[]; landed: boolean };
  /** A rider mounted a partner (TK-MNT-3); `awkwardPenalty` for a partner not meant for riding (TK-MNT-6). */
  mounted: { rider: Ref; partner: Ref; awkwardPenalty: number | null };
  dismounted: { rider: Ref; partner: Ref };
  /** A pilot is aboard an armour (TK-ARM-1). */
  armourBoarded: { pilot: Ref; armour: Ref };
  armourDestroyed: { armour: Ref };
  armourModeChanged: { armour: Ref; to: TkArmourMode };
  gliderModeChanged: { glider: Ref; from: TkGliderMode; to: TkGliderMode };
  /** A glider warms up for combat flight (TK-GLD-3). */
  gliderModeChanging: { glider: Ref };
  /** A glider ran out of 練力 and glides (TK-GLD-2). */
  gliderPowerLost: { glider: Ref };
  /** 練力 changed by a clock or a drain (TK-GLD-2, TK-ARM-3); `drain` for an armour's round end. */
  kiChanged: { who: Ref; from: number; to: number; cause: TkKiCause; drain: number };
  /**
   * A status start / effect / recovery check (TK-ST-1) of `who`'s status from `source` (its caster; null: none).
   * Null: not shown to this reader (players, issue 26) — the caster's power when the caster is not theirs, the
   * resistance when `who` is not theirs, the die (the caster's on a start check, else the bearer's) when its roller is
   * not theirs, the columns and rank modifiers (`modifiers` empty) unless both sides are; `statusId` then too.
   */
  statusChecked: {
    who: Ref;
    source: Ref | null;
    status: TkStatusKind;
    statusId: string | null;
    check: CheckStage;
    power: number | null;
    resistance: number | null;
    ranks: number | null;
    modifiers: readonly TkModifier[];
    die: number | null;
    baseColumn: number | null;
    column: number | null;
    result: TkResult;
  };
  /**
   * A status took hold (or merged with one already on): its stage, duration, poison damage and scale (`damage` and
   * `scale` null: not shown to this reader — players, of a creature not theirs, issue 26).
   */
  statusApplied: {
    who: Ref;
    status: TkStatusKind;
    statusId: string;
    result: TkResult;
    stage: number;
    duration: number | null;
    damage: number | null;
    scale: number | null;
    note: TkStackNote | null;
  };
  statusResisted: { who: Ref; status: TkStatusKind };
  statusEnded: { who: Ref; status: TkStatusKind; statusId: string; why: TkEndReason };
  /** Poison damage at turn start (TK-ST-POISON); `hp` null: not shown (players, of a creature not theirs, issue 26). */
  poisonDamaged: { who: Ref; damage: number; hp: number | null; hpMax: number | null };
  /** This turn's confusion behaviour (TK-ST-CONFUSE): the 1D20, or null when it acts normally (軽失敗). */
  confusionBehaviourSet: { who: Ref; behaviour: number | null };
  /** A charmed character answered an order (TK-ST-CHARM). */
  charmOrderAnswered: { who: Ref; obeys: boolean };
  miasmaProgressed: { who: Ref; stage: number };
  miasmaHeld: { who: Ref; stage: number };
  /** Two miasma stages suppressed until turn `until` (TK-ST-MIASMA). */
  miasmaSuppressed: { who: Ref; until: number };
  diedOfMiasma: { who: Ref };
  petrificationProgressed: { who: Ref; from: number; to: number };
  /** The GM's rating table is in use (TK-RATE-4); non-monotonic cells are listed. */
  ratingTableChanged: { warnings: readonly TableIssue[] };
  ratingCellChanged: { row: number; column: number; result: TkResult; warnings: number };
  /** Back to the default table (RULING TK-R1). */
  ratingTableReset: object;
  /** Battlefield switches (TK-MNT-7, TK-HEAL-1, TK-ST-SLEEP). */
  optionsChanged: { cloudSea: boolean; inCombat: boolean };
}

/** One Tenkai event. */
export type TkEvent = EventOf<TkEvents>;
