/** Tenkai commands, named by intent (house style). Each has a handler in `handlers/` and a shape in `shapes.ts`. */
import type { CommandBase, CoreCommand, CreatureId, Point } from '../core';
import type { TkApAction } from './ap';
import type { HealSituation } from './damage';
import type { TkAttackSpec } from './hit';
import type { TkArmourMode, TkGliderMode, TkSheetInput, TkStatusFlag, TkStatusKind } from './model';
import type { RatingTable } from './rating';
import type { TkBand, TkDefence, TkResult } from './terms';

/** Start a turn (TK-TURN-2 steps 1–3): persistence checks, initiative (TK-TURN-3), the first round's start. */
export interface TkStartTurn extends CommandBase {
  type: 'tkStartTurn';
}
/** End the current round (TK-TURN-4: AP may be left unspent); the next round starts, or the turn ends (step 6). */
export interface TkEndRound extends CommandBase {
  type: 'tkEndRound';
}
/** Postpone resolving the current round (後回し, TK-TURN-4): to the end of the order, or right after `after`. */
export interface TkPostpone extends CommandBase {
  type: 'tkPostpone';
  after?: CreatureId;
}
/** Spend AP on an action of the cost table (TK-TURN-5). `times` repeats it; `gm` allows it beyond the AP left, the excess carried into the next turn. */
export interface TkSpendAp extends CommandBase {
  type: 'tkSpendAp';
  id: CreatureId;
  action: TkApAction;
  times?: number;
  gm?: boolean;
}
/** Use a (non-attack) skill costing `ap` AP and `ki` 練力 (TK-HIT-1, TK-TURN-6). */
export interface TkUseSkill extends CommandBase {
  type: 'tkUseSkill';
  id: CreatureId;
  name: string;
  ap: number;
  ki?: number;
  gm?: boolean;
}
/** How a move pays (TK-GRID-3, TK-MNT-2). */
export type TkMoveMode = 'auto' | 'walk' | 'dash' | 'longJump' | 'partner' | 'fullMove';
export const TK_MOVE_MODES: readonly TkMoveMode[] = ['auto', 'walk', 'dash', 'longJump', 'partner', 'fullMove'];
/**
 * Move (TK-GRID-*, TK-MNT-2/3, TK-ARM-5). Modes: `walk` 1 AP per square, `dash` 2 AP for up to 3, `auto` the
 * cheapest mix on foot, `longJump` (走り幅跳び) 2 AP for exactly 1 square, `partner` 移動 squares per AP, `fullMove` all the partner's AP for 3× 移動 (rider 1 AP).
 */
export interface TkMove extends CommandBase {
  type: 'tkMove';
  id: CreatureId;
  to: Point;
  mode?: TkMoveMode;
  gm?: boolean;
}
/** Change to an adjacent altitude band: a whole turn and a means of movement (TK-ALT-2). */
export interface TkChangeBand extends CommandBase {
  type: 'tkChangeBand';
  id: CreatureId;
  to: TkBand;
  gm?: boolean;
}
/** Declare an attack (TK-HIT-1). Without `defence`, the defender's choice becomes a pending decision. */
export interface TkAttack extends CommandBase, TkAttackSpec {
  type: 'tkAttack';
  /** The defender's answer given up front (else a pending decision asks for it). */
  defence?: TkDefence;
  /** The GM resolves a confused creature's behaviour (an attack on the nearest creature, TK-ST-CONFUSE). */
  gm?: boolean;
}
/** Heal (TK-HEAL-1): effect value = source × percent / 100 (a "知覚 −80%" skill is percent 20). */
export interface TkHeal extends CommandBase {
  type: 'tkHeal';
  healerId?: CreatureId;
  targetId: CreatureId;
  source: number;
  percent: number;
  situation?: HealSituation;
  ap?: number;
  ki?: number;
}
/** Mount a riding partner (TK-MNT-3: 1 AP each). */
export interface TkMountPartner extends CommandBase {
  type: 'tkMountPartner';
  riderId: CreatureId;
  partnerId: CreatureId;
  gm?: boolean;
}
/** Dismount (TK-MNT-3: 1 AP each). */
export interface TkDismountPartner extends CommandBase {
  type: 'tkDismountPartner';
  riderId: CreatureId;
  gm?: boolean;
}
/** The fleeing partner reaches ground or safe altitude and dies; the rider is set down (TK-MNT-7). */
export interface TkSpiritLinkEnd extends CommandBase {
  type: 'tkSpiritLinkEnd';
  partnerId: CreatureId;
}
/** Change a glider's flight mode (TK-GLD-2..4); back to combat flight takes a 1-turn warm-up. */
export interface TkChangeGliderMode extends CommandBase {
  type: 'tkGliderMode';
  id: CreatureId;
  mode: TkGliderMode;
}
/** Change an armour's power mode (TK-ARM-3); starting the orb (to combat) takes 1 turn. */
export interface TkChangeArmourMode extends CommandBase {
  type: 'tkArmourMode';
  id: CreatureId;
  mode: TkArmourMode;
}
/** Board an armour: the whole procedure takes 6 turns (TK-ARM-5); `instant` for a GM set-up. */
export interface TkBoardArmour extends CommandBase {
  type: 'tkBoardArmour';
  pilotId: CreatureId;
  armourId: CreatureId;
  instant?: boolean;
}
/** Apply a status effect with its start check (TK-ST-1). */
export interface TkApplyStatus extends CommandBase {
  type: 'tkApplyStatus';
  targetId: CreatureId;
  kind: TkStatusKind;
  sourceId?: CreatureId | null;
  /** Caster's power (default: the source's 知覚). */
  power?: number;
  /** Duration in turns (not for miasma / petrification). */
  duration?: number;
  /** Poison: base damage per turn. */
  damage?: number;
  /** Curse: strength 1–5. */
  strength?: number;
  /** Charm: the charmer (default the source); fear: what it fears. */
  towardsId?: CreatureId;
  flags?: TkStatusFlag[];
  casterSpendsWill?: boolean;
  resisterSpendsWill?: boolean;
  /** The skill has no start check: it takes hold as 普通. */
  noCheck?: boolean;
}
/** The charmer gives an order (TK-ST-CHARM effect check −2). */
export interface TkCharmOrder extends CommandBase {
  type: 'tkCharmOrder';
  id: CreatureId;
}
/** Miasma progression check (twice a day, TK-ST-MIASMA). */
export interface TkMiasmaProgress extends CommandBase {
  type: 'tkMiasmaProgress';
  id: CreatureId;
}
/** Spend 10 気力 to suppress two miasma stages for 6 turns (TK-ST-MIASMA). */
export interface TkSuppressMiasma extends CommandBase {
  type: 'tkSuppressMiasma';
  id: CreatureId;
}
/** Cure a status by a skill or item (TK-ST-*: recovery means other than checks). */
export interface TkCureStatus extends CommandBase {
  type: 'tkCureStatus';
  id: CreatureId;
  statusId: string;
}
/** Re-roll this turn's confusion behaviour when it is impossible (TK-ST-CONFUSE). */
export interface TkRerollConfusion extends CommandBase {
  type: 'tkRerollConfusion';
  id: CreatureId;
}
/** Add a timed skill effect, checked at its owner's round start (TK-TURN-2 step 3). */
export interface TkAddEffect extends CommandBase {
  type: 'tkAddEffect';
  ownerId: CreatureId;
  name: string;
  duration: number;
}
/** Replace the rating table (TK-RATE-4, RULING TK-R1): a table, pasted text, or `reset` to the default. */
export interface TkSetRatingTable extends CommandBase {
  type: 'tkSetRatingTable';
  table?: RatingTable;
  text?: string;
  reset?: boolean;
}
/** Edit one cell of the rating table (row 1–22, column 0–24). */
export interface TkSetRatingCell extends CommandBase {
  type: 'tkSetRatingCell';
  row: number;
  column: number;
  result: TkResult;
}
/** Encounter switches: over the cloud sea (TK-MNT-7), in combat (TK-HEAL-1, TK-ST-SLEEP). */
export interface TkSetOptions extends CommandBase {
  type: 'tkSetOptions';
  cloudSea?: boolean;
  inCombat?: boolean;
}
/** Change part of a creature's Tenkai sheet (merged with what it has, then validated as a whole). */
export interface TkEditData extends CommandBase {
  type: 'tkEditData';
  id: CreatureId;
  patch: TkSheetInput;
}

/** The commands of this rule system (the kernel's evade/guard answer is the kernel's `decide`). */
export type TkOwnCommand =
  | TkStartTurn
  | TkEndRound
  | TkPostpone
  | TkSpendAp
  | TkUseSkill
  | TkMove
  | TkChangeBand
  | TkAttack
  | TkHeal
  | TkMountPartner
  | TkDismountPartner
  | TkSpiritLinkEnd
  | TkChangeGliderMode
  | TkChangeArmourMode
  | TkBoardArmour
  | TkApplyStatus
  | TkCharmOrder
  | TkMiasmaProgress
  | TkSuppressMiasma
  | TkCureStatus
  | TkRerollConfusion
  | TkAddEffect
  | TkSetRatingTable
  | TkSetRatingCell
  | TkSetOptions
  | TkEditData;

/** Every command a Tenkai encounter accepts: its own and the kernel's (some overridden: turns, moves, removal). */
export type TenkaiCommand = TkOwnCommand | CoreCommand;
