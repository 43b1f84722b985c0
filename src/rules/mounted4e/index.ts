/**
 * Rule system "mounted4e": D&D 4e mounted combat with the table's house rulings (seed 000, rule ids MC-*),
 * and the 4e core rules it relies on (B-*). One definition (the kernel's contract), its types and the queries
 * the panels and the board use. Text: src/i18n/systems/mounted4e.
 */
import { defineSystem, kernelHandlers, kernelPrechecks, type Handler } from '../core';
import { partCopies } from './partCopy';
import { palette4e } from './palette';
import { players4e } from './players';
import { checkSys } from './check';
import type { M4Command } from './commands';
import { decisions } from './decisions';
import type { M4Event } from './events';
import { addCreature } from './handlers/addCreature';
import { addEffect } from './handlers/addEffect';
import { attack } from './handlers/attack';
import { cancelDecision } from './handlers/cancelDecision';
import { charge } from './handlers/charge';
import { commandMount } from './handlers/commandMount';
import { delayTurn } from './handlers/delayTurn';
import { dismount } from './handlers/dismount';
import { dropProne } from './handlers/dropProne';
import { editCreature } from './handlers/editCreature';
import { endEncounter } from './handlers/endEncounter';
import { forceMove } from './handlers/forceMove';
import { knockProne } from './handlers/knockProne';
import { mount } from './handlers/mount';
import { moveCreature } from './handlers/moveCreature';
import { removeCreature } from './handlers/removeCreature';
import { removeEffect } from './handlers/removeEffect';
import { resumeTurn } from './handlers/resumeTurn';
import { setBasicAttack } from './handlers/setBasicAttack';
import { setCondition } from './handlers/setCondition';
import { setOption } from './handlers/setOption';
import { shift } from './handlers/shift';
import { standUp } from './handlers/standUp';
import { takeAction } from './handlers/takeAction';
import { takeReins } from './handlers/takeReins';
import { nextTurn, previousTurn, rollInitiative, setInitiative } from './handlers/turns';
import { teleport } from './handlers/teleport';
import { migrations } from './migrate';
import { CONDITIONS, grid, type M4Encounter } from './model';
import { creaturePart, newSys } from './part';
import { shapes } from './shapes';
import { endOrphanedMarks } from './marks';
import { sortWithLinks } from './turnOrder';
import { ruler4e, templates4e } from './ruler';

/** Every handler, keyed by the command union (the compiler checks each command has one). */
const handlers: { readonly [K in M4Command['type']]: Handler<M4Encounter, Extract<M4Command, { type: K }>, M4Event> } =
  {
    ...kernelHandlers,
    addCreature,
    editCreature,
    moveCreature,
    removeCreature,
    rollInitiative,
    setInitiative,
    nextTurn,
    previousTurn,
    setCondition,
    cancelDecision,
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
    setBasicAttack,
    setOption,
    addEffect,
    removeEffect,
    delayTurn,
    resumeTurn,
    endEncounter,
  };

/**
 * Every handler followed by the checks that hold after any command (B-18: a mark ends when its marker is down),
 * inside the same transaction, so the log and undo see one command.
 */
function withAfterEffects<H extends Record<string, Handler<M4Encounter, never, M4Event>>>(hs: H): H {
  const out: Record<string, Handler<M4Encounter, never, M4Event>> = {};
  for (const [k, h] of Object.entries(hs))
    out[k] = (w, cmd, ctx) => {
      h(w, cmd, ctx);
      endOrphanedMarks(w, ctx);
    };
  return out as H;
}

/** The mounted4e rule system. */
export const mounted4e = defineSystem<M4Encounter, M4Command, M4Event>({
  id: 'mounted4e',
  grid,
  conditions: CONDITIONS,
  riderMoveRule: 'MC-MOVE-1',
  newSys,
  creaturePart,
  checkSys,
  handlers: withAfterEffects(handlers),
  shapes,
  decisions,
  turns: { sort: sortWithLinks },
  migrations,
  // Its rollInitiative refuses as the kernel's does (MC-INIT-1 links only change who rolls).
  prechecks: kernelPrechecks,
  copies: partCopies,
  ruler: ruler4e,
  templates: templates4e,
  players: players4e,
  palette: palette4e,
});

export type * from './commands';
export type {
  Bonus,
  BonusSource,
  AttackRolled,
  DurationFacts,
  EffectEndCause,
  EffectFacts,
  OngoingPart,
  AttackRollKind,
  LeftMount,
  M4Events,
  M4Event,
  MountNote,
} from './events';
export type { M4Msgs, M4Msg } from './msgs';
export type { ChainContext, DecisionKind, EffectSaveJob, ForcedKind, Job, TurnJob, UnseatCause } from './chain';
export type {
  CombatAdvantageTo,
  DamageType,
  Delayed,
  Effect,
  EffectDuration,
  EffectWhat,
  Placement,
  WhileRiding,
} from './effectModel';
export { CA_TO, DAMAGE_TYPES, DURATION_KINDS, EFFECT_KINDS } from './effectModel';
export {
  POWER_ACTIONS,
  POWER_DURATIONS,
  POWER_LIMITS,
  POWER_USAGES,
  newPower,
  nextPowerId,
  powersOfPart,
  type Power,
  type PowerArea,
  type PowerDuration,
  type PowerEffect,
  type PowerUsage,
} from './powers';
export {
  conditionsOf,
  effectActive,
  effectById,
  effectCount,
  effectFacts,
  effectsOf,
  effectsOnCreature,
  hasCondition,
} from './effects';
export { effectsOn, turnEffects, type EffectView, type TurnEffects } from './effectViews';
export { attackModifiers, effectModifiers, type AttackModifiers, type AttackQuery } from './modifiers';
export {
  bodyOf,
  distanceBetween,
  measure,
  reachOf,
  type Body,
  type Measure,
  type ReachQuery,
  type ReachVerdict,
  type RiderAbove,
} from './reach';
export { attackOfTemplate, ruler4e, templates4e } from './ruler';
export {
  coverBetween,
  coverBlockers,
  coverOf,
  type CoverKind,
  type CoverLevel,
  type CoverQuery,
  type CoverReading,
  type TracedLine,
} from './cover';
export { areaOf, type AreaAffects, type AreaOf, type AreaProblem, type AreaQuery, type AreaTemplate } from './areas';
export type {
  ActionCost,
  ActionKind,
  ActionName,
  ActionSet,
  AttackKind,
  AttackSpec,
  DamageSpec,
  Defence,
  Defences,
  Grant,
  InitLink,
  M4Creature,
  M4CreatureRecord,
  M4Encounter,
  M4Options,
  M4Sys,
  RidingTraits,
  SpentAction,
  SpentOn,
  TurnMarks,
  WeaponGroup,
} from './model';
export { ATTACK_KINDS, CONDITIONS, DEFENCES, grid, LONG_WEAPONS } from './model';
export { m4Part, DEFAULT_PART, DEFAULT_RIDING, HEIGHT_FT } from './part';
export { seated } from './seat';
export { actionProblem, actionSetOf, type ActionProblem, type ActionSetView } from './actions';
export { forcedMoveNextSquares } from './forcedPath';
export { mountOptions, type MountOption } from './mountRules';
export { provokersOfMove, provokersOfMove as provokers, provokersOfRanged, type Provoked } from './opportunity';
export {
  legalDismountSquares,
  originSquares,
  riderHeight,
  riderOf,
  passengersOf,
  effectiveSpace,
  isAlly,
} from './relations';
export { spaceHeight, extraMovement, optionalFallFt, passengerCapacity, jumpReachFt, standingReachFt } from './tables';
