/**
 * Rule system "tenkai" (舵天照, seed 002; digest tenkai.md, rule ids TK-*): commands, handlers and the pure queries
 * the board UI needs. Handlers run on immer drafts through the core's `apply`; queries take a plain encounter.
 */
import type { CommandBase, CoreCommand, Handler } from '../core';
import type { TenkaiCommand } from './commands';
import { tkAddEffect, tkSpendAp, tkUseSkill } from './handlers/actions';
import { decide, tkAttack } from './handlers/attack';
import { tkArmourMode, tkBoardArmour, tkGliderMode } from './handlers/gear';
import { tkHeal } from './handlers/heal';
import { tkDismountPartner, tkMountPartner, tkSpiritLinkEnd } from './handlers/mount';
import { moveCreature, tkChangeBand, tkMove } from './handlers/move';
import { addCreature, editCreature, tkEditData, tkSetOptions, tkSetRatingCell, tkSetRatingTable } from './handlers/setup';
import { tkApplyStatus, tkCharmOrder, tkCureStatus, tkMiasmaProgress, tkRerollConfusion, tkSuppressMiasma } from './handlers/status';
import { nextTurn, previousTurn, removeCreature, rollInitiative, setInitiative, tkEndRound, tkPostpone, tkStartTurn } from './handlers/turn';

export type { TenkaiCommand } from './commands';
export * from './commands';
export * from './terms';
export * from './events';
export * from './data';
export * from './status-types';
export * from './state';
export * from './rating';
export * from './altitude';
export * from './ap';
export * from './damage';
export * from './hit';
export * from './stats';
export { statusCheckModifiers, statusList, statusDormancy, confusionBehaviour, actsNormally, type StatusView, type CheckModifier, type StatusCheckInput, type CheckStage } from './status';
export { participants } from './handlers/turn-flow';
export { tokenInfo, creaturesInBand, ratingTableInUse, apMenu, turnOrder, type TkTokenInfo, type TkApMenuRow, type TkOrderRow } from './queries';

type Overridden = Extract<CoreCommand, { type: 'rollInitiative' | 'nextTurn' | 'previousTurn' | 'setInitiative' | 'moveCreature' | 'addCreature' | 'editCreature' | 'removeCreature' }>;

/** Tenkai handlers (the compiler checks every command has one) plus core overrides: rollInitiative, nextTurn, previousTurn, setInitiative, moveCreature, addCreature, editCreature, removeCreature. */
const table: { [K in TenkaiCommand['type']]: Handler<Extract<TenkaiCommand, { type: K }>> } & { [K in Overridden['type']]: Handler<Extract<Overridden, { type: K }>> } = {
  tkStartTurn,
  tkEndRound,
  tkPostpone,
  tkSpendAp,
  tkUseSkill,
  tkMove,
  tkChangeBand,
  tkAttack,
  decide,
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
  rollInitiative,
  nextTurn,
  previousTurn,
  setInitiative,
  moveCreature,
  addCreature,
  editCreature,
  removeCreature,
};

/** Handlers of this rule system; they override core handlers of the same name. */
export const tenkaiHandlers: Record<string, Handler<never> | undefined> = table as unknown as Record<string, Handler<never> | undefined>;

/** Is this a command of this system (including its overrides of core commands)? */
export function isTenkaiCommand(c: CommandBase): boolean {
  return c.type in tenkaiHandlers;
}
