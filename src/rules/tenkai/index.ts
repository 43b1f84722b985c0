/**
 * Rule system "tenkai" (舵天照, seed 002; digest tenkai.md, rule ids TK-*): the definition the registry holds, its
 * types, and the pure queries the board and the panels use. Handlers run in the kernel's transactions; queries take
 * a plain encounter.
 */
import { defineSystem, kernelHandlers, newEncounterOf, type NewEncounterOptions } from '../core';
import { paletteTenkai } from './palette';
import { playersTenkai } from './players';
import type { TenkaiCommand } from './commands';
import type { TkEvent } from './events';
import { grid } from './grid';
import { tkAddEffect, tkSpendAp, tkUseSkill } from './handlers/actions';
import { decide, resumeDefence, tkAttack } from './handlers/attack';
import { tkArmourMode, tkBoardArmour, tkGliderMode } from './handlers/gear';
import { tkHeal } from './handlers/heal';
import { tkDismountPartner, tkMountPartner, tkSpiritLinkEnd } from './handlers/mount';
import { moveCreature, tkChangeBand, tkMove } from './handlers/move';
import { tkEditData, tkSetOptions, tkSetRatingCell, tkSetRatingTable } from './handlers/setup';
import {
  tkApplyStatus,
  tkCharmOrder,
  tkCureStatus,
  tkMiasmaProgress,
  tkRerollConfusion,
  tkSuppressMiasma,
} from './handlers/status';
import {
  nextTurn,
  previousTurn,
  removeCreature,
  rollInitiative,
  setInitiative,
  tkEndRound,
  tkPostpone,
  tkStartTurn,
} from './handlers/turn';
import { fromVersion1, TENKAI_CONDITIONS } from './migrate';
import { DEFENCE_KIND, newTkSys, type TkEncounter } from './model';
import { checkSys, creaturePart } from './part';
import { rulerTenkai, templatesTenkai } from './ruler';
import { shapes } from './shapes';
import type { TkHandler } from './work';

/** Every Tenkai command's handler; the kernel's, with Tenkai's own turn flow, moves, removal and `decide`. */
const handlers: { readonly [K in TenkaiCommand['type']]: TkHandler<Extract<TenkaiCommand, { type: K }>> } = {
  ...kernelHandlers,
  decide,
  rollInitiative,
  setInitiative,
  nextTurn,
  previousTurn,
  moveCreature,
  removeCreature,
  tkStartTurn,
  tkEndRound,
  tkPostpone,
  tkSpendAp,
  tkUseSkill,
  tkMove,
  tkChangeBand,
  tkAttack,
  tkHeal,
  tkMountPartner,
  tkDismountPartner,
  tkSpiritLinkEnd,
  tkGliderMode,
  tkArmourMode,
  tkBoardArmour,
  tkApplyStatus,
  tkCharmOrder,
  tkMiasmaProgress,
  tkSuppressMiasma,
  tkCureStatus,
  tkRerollConfusion,
  tkAddEffect,
  tkSetRatingTable,
  tkSetRatingCell,
  tkSetOptions,
  tkEditData,
};

/** The 舵天照 rule system. */
export const tenkai = defineSystem<TkEncounter, TenkaiCommand, TkEvent>({
  id: 'tenkai',
  grid,
  conditions: TENKAI_CONDITIONS,
  riderMoveRule: 'TK-MNT-3',
  newSys: newTkSys,
  creaturePart,
  checkSys,
  handlers,
  shapes,
  decisions: { [DEFENCE_KIND]: resumeDefence },
  // The turn order is Tenkai's own (tkStartTurn sorts it, TK-TURN-3); the kernel's turn commands are overridden.
  turns: {},
  migrations: [fromVersion1],
  ruler: rulerTenkai,
  templates: templatesTenkai,
  players: playersTenkai,
  palette: paletteTenkai,
});

export * from './commands';
export type { TkEvent, TkEvents, TkHealCalc, TkKiCause, TkStackNote, TkEndReason } from './events';
export type { TkMsg, TkMsgs, TkDoing, TkDoings, TkExpect, TkNumberField, TkPartField, TkSysProblem } from './messages';
export * from './model';
export * from './terms';
export { grid } from './grid';
export { rulerTenkai, templatesTenkai } from './ruler';
export {
  TK_AP_ACTIONS,
  TK_AP_TABLE,
  footMoveCost,
  standUpCost,
  turnToFaceCost,
  type TkApAction,
  type TkApCost,
  type TkApRow,
} from './ap';
export { bandChangeMeans, bandEngagement, bandIndex, type BandEngagement } from './altitude';
export {
  applyAttribute,
  attackAttribute,
  baseDamage,
  fixedAttack,
  healAmount,
  healRank,
  type DamageInput,
  type DamageResult,
  type HealSituation,
  type TkDamageTable,
} from './damage';
export {
  attackPreview,
  defenceStatsHolder,
  distanceRanks,
  forcedDefence,
  guardBlocked,
  pairOf,
  previewHit,
  type HitPreview,
  type TkAttackSpec,
  type TkSkillUse,
} from './hit';
export { modSource, type TkHitModifier, type TkModifier, type TkModKey, type TkModSource } from './mods';
export { tenkaiDataProblem } from './part';
export {
  COLUMN_RATIO_ONE,
  RATING_COLUMNS,
  RATING_ROWS,
  RATIO_COLUMNS_X10,
  RATIO_COLUMN_LABELS,
  defaultRatingTable,
  formatRatingTable,
  parseRatingTable,
  ratingRow,
  ratioColumn,
  readTable,
  shiftColumn,
  validateRatingTable,
  type RatingTable,
  type TableIssue,
  type TableValidation,
} from './rating';
export {
  apLeft,
  apMax,
  armourOf,
  bandOf,
  cannotAct,
  effectiveStats,
  fleeSpeed,
  hasStatus,
  isAsleep,
  isFullyPetrified,
  isStoppedArmour,
  miasmaStagesInEffect,
  poolMaxes,
  roundOwnerOf,
  statusStage,
  turnToFace,
  type EffectiveStats,
  type StatNote,
} from './stats';
export {
  actsNormally,
  confusionBehaviour,
  statusCheckModifiers,
  statusDormancy,
  statusList,
  type CheckStage,
  type StatusCheckInput,
  type StatusView,
  type TkDormancy,
} from './status';
export {
  apMenu,
  creaturesInBand,
  currentRoundOwner,
  phaseOf,
  ratingTableInUse,
  spiritLinkFlight,
  tokenInfo,
  turnOrder,
  type TkApMenuRow,
  type TkOrderRow,
  type TkPhase,
  type TkTokenInfo,
} from './queries';
export { participants } from './handlers/turn-flow';

/** A new, empty Tenkai encounter (10 m squares). */
export function newTenkaiEncounter(opts: NewEncounterOptions): TkEncounter {
  return newEncounterOf<TkEncounter>(tenkai, opts);
}
