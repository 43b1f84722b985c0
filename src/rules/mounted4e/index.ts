/**
 * Rule system "mounted4e": D&D 4e mounted combat with the table's house rulings (seed 000, rule ids MC-*),
 * and the 4e core rules it relies on (B-*). Pure: commands in, events out (see `../core/engine.ts`).
 */
import type { CommandBase, CoreCommand, Handler } from '../core';
import type { Mounted4eOwnCommand } from './commands';
import { attack } from './handlers/attack';
import { cancelDecision } from './handlers/cancelDecision';
import { charge } from './handlers/charge';
import { commandMount } from './handlers/commandMount';
import { decide } from './handlers/decide';
import { dismount } from './handlers/dismount';
import { dropProne } from './handlers/dropProne';
import { forceMove } from './handlers/forceMove';
import { knockProne } from './handlers/knockProne';
import { mount } from './handlers/mount';
import { moveCreature } from './handlers/moveCreature';
import { nextTurn } from './handlers/nextTurn';
import { previousTurn } from './handlers/previousTurn';
import { rollInitiative } from './handlers/rollInitiative';
import { setBasicAttack } from './handlers/setBasicAttack';
import { setCondition } from './handlers/setCondition';
import { setInitiative } from './handlers/setInitiative';
import { shift } from './handlers/shift';
import { standUp } from './handlers/standUp';
import { takeAction } from './handlers/takeAction';
import { takeReins } from './handlers/takeReins';
import { teleport } from './handlers/teleport';

/** Commands of this rule system (its own; the core's are shared). */
export type Mounted4eCommand = Mounted4eOwnCommand;

/** Core commands whose handlers this system replaces. */
type Overridden = Extract<CoreCommand, { type: 'moveCreature' | 'rollInitiative' | 'setInitiative' | 'nextTurn' | 'previousTurn' | 'cancelDecision' | 'setCondition' }>;
type Table = { [K in (Mounted4eOwnCommand | Overridden)['type']]: Handler<Extract<Mounted4eOwnCommand | Overridden, { type: K }>> };

/** Every handler, typed so the compiler catches a missing one. */
const table: Table = {
  mount,
  dismount,
  takeReins,
  shift,
  takeAction,
  commandMount,
  attack,
  charge,
  forceMove,
  teleport,
  knockProne,
  dropProne,
  standUp,
  decide,
  setBasicAttack,
  moveCreature,
  rollInitiative,
  setInitiative,
  nextTurn,
  previousTurn,
  cancelDecision,
  setCondition,
};

/** Handlers of this rule system; they override core handlers of the same name. */
export const mounted4eHandlers: Record<string, Handler<never> | undefined> = table as unknown as Record<string, Handler<never> | undefined>;

/** Is this a command of this system? */
export function isMounted4eCommand(c: CommandBase): boolean {
  return c.type in mounted4eHandlers;
}

export type * from './commands';
export type { ActionCost, ActionKind, ActionSet, M4State, Job } from './state';
export { m4View as mounted4eState } from './state';
export { actionSetOf, actionProblem, type ActionSetView } from './actions';
export { attackModifiers, type AttackModifiers, type AttackQuery, type Modifier } from './modifiers';
export { forcedMoveNextSquares } from './forcedPath';
export { mountOptions, mountLoad, mountKeywordActive, type MountOption } from './mountRules';
export { provokersOfMove, provokersOfMove as provokers, provokersOfRanged, type Provoked } from './opportunity';
export { legalDismountSquares, originSquares, riderHeight, riderOf, passengersOf, effectiveSpace, isAlly } from './relations';
export { spaceHeight, extraMovement, passengerCapacity, optionalFallFt, verticalReachFt } from './tables';
export type { WeaponGroup } from './tables';
