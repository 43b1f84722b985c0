/**
 * The mounted4e messages: refusals, decision prompts and option labels, roll purposes (each purpose names its
 * rule in `rule`, which the engine adds to the `dieRolled` event). Keys and parameters only; the catalogue in
 * src/i18n/systems/mounted4e describes each in English and Japanese.
 */
import { rejecter, type CoreMsg, type MsgOf, type Point, type Ref, type Size } from '../core';
import type { ForcedKind } from './chain';
import type { Bonus } from './events';
import type { ActionName, DamageSpec, SpentOn } from './model';
import type { DurationFacts, EffectFacts } from './events';
import type { EffectWhat } from './effectModel';

/** The messages of the mounted4e system, by key. */
export interface M4Msgs {
  // Actions (B-7, MC-TURN-*, MC-SEP-1, MC-PASS-2).
  noSuchCreature: object;
  stunned: { who: Ref };
  dazedNoReactions: { who: Ref };
  notOnOwnTurn: { who: Ref; action: 'immediate' | 'opportunity' };
  immediateUsed: { who: Ref };
  opportunityUsed: { who: Ref };
  passengerActsAlone: { who: Ref };
  hasOwnTurn: { who: Ref; rider: Ref };
  notYourTurn: { who: Ref };
  chargedFreeOnly: object;
  dazedOneAction: { who: Ref };
  /** `who`: the members of the set (rider and mount share one, MC-TURN-1). */
  noActionLeft: { who: readonly Ref[]; action: ActionName };
  unknownAction: object;
  downCannotAct: { who: Ref };
  proneStandUpFirst: { who: Ref };
  cannotMove: { who: Ref };
  notASquare: object;
  // Mounting (MC-ELIG-*, MC-MOUNT-*, MC-R2, MC-R4).
  cannotRideSelf: { who: Ref };
  alreadyRides: { who: Ref; mount: Ref | null };
  carriesOthers: { who: Ref };
  mountIsRiding: { mount: Ref };
  mountTooSmall: { mount: Ref; mountSize: Size; who: Ref; whoSize: Size };
  unwillingMount: { mount: Ref };
  mountFull: { mount: Ref; capacity: number };
  proneStandFirst: { who: Ref };
  isDown: { who: Ref };
  badMountVia: object;
  otherHeight: { who: Ref; mount: Ref };
  badMountAction: object;
  notAdjacentToMount: { who: Ref; mount: Ref };
  teleportDistanceNeeded: object;
  teleportTooShort: { distance: number; mount: Ref; height: number };
  mountOutOfTeleport: { mount: Ref; gap: number; distance: number };
  cannotReachMount: { who: Ref; mount: Ref };
  mountNeedsMovement: { mount: Ref; total: number; cost: number; extra: number; who: Ref; speed: number };
  notPassenger: { who: Ref };
  hasRider: { mount: Ref; rider: Ref };
  notRiding: { who: Ref };
  noDismountSquare: { who: Ref; mount: Ref };
  notFreeAdjacent: { at: Point; mount: Ref };
  noDropSquare: { who: Ref; mount: Ref };
  notRidingMount: { who: Ref };
  sharedTurnNoCommand: { who: Ref; mount: Ref };
  followsRiderInit: { who: Ref };
  movesWithMount: { who: Ref };
  shiftOneSquare: object;
  // Attacks (B-1, MC-TGT-1, MC-SPACE-2, B-8, MC-PASS-3).
  badAttackKind: object;
  originNotInSpace: { mounted: boolean };
  severalTargetsAreaOnly: object;
  nameOneTarget: object;
  nobodyThere: object;
  nameTarget: object;
  cannotTargetSelf: { who: Ref };
  needAttackNumbers: object;
  badAttackBonus: object;
  badDefence: object;
  badDamage: object;
  badReach: object;
  badRange: object;
  outOfReach: { target: Ref; distance: number; attacker: Ref; reach: number };
  outOfRange: { target: Ref; distance: number; range: number };
  passengerCannotCharge: { who: Ref };
  chargeOwnGroup: { who: Ref; target: Ref };
  proneCannotCharge: { who: Ref };
  chargeNotCloser: { mover: Ref; target: Ref; at: Point };
  chargeTooShort: object;
  chargeNoPath: { mover: Ref; to: Point; speed: number };
  noSuchPower: { who: Ref; power: string };
  // Forced movement, prone, teleport (B-2, B-4, B-13, MC-PASS-4).
  badForcedKind: object;
  badForcedDistance: object;
  pathTooLong: { length: number; distance: number };
  needSource: object;
  notSameMount: { who: Ref; target: Ref };
  notNextSquare: { at: Point; kind: ForcedKind };
  forcedEndOccupied: object;
  alreadyProne: { who: Ref };
  notProne: { who: Ref };
  badTeleportDistance: object;
  teleportTooFar: { gap: number; distance: number };
  // Decisions: prompts and option labels.
  landWhere: { who: Ref; rule: string };
  landFormerSpace: { mount: Ref; who: Ref };
  square: { at: Point };
  savePrompt: { saver: Ref; rule: string; bonus: number; goal: 'keepMount' | 'stayMounted' };
  rollSave: { bonus: number };
  noSave: object;
  pickPassenger: { rider: Ref };
  creature: { who: Ref };
  pickTarget: { attacker: Ref | null };
  opportunityPrompt: { attacker: Ref };
  opportunityRangedPrompt: { attacker: Ref; provoker: Ref | null };
  attackTarget: { target: Ref };
  noAttack: object;
  // Roll purposes.
  saveRoll: { rule: string };
  edgeSaveRoll: { rule: 'B-2' };
  fallDamageRoll: { dice: number; rule: 'B-5' };
  acrobaticsRoll: { rule: 'B-5' };
  attackRoll: { attacker: Ref; target: Ref };
  damageRoll: { damage: DamageSpec };
  jumpRoll: { rule: 'MC-MOUNT-4' };
  /** A file's 4e state is not acceptable (`part` names where). */
  badState: { part: 'options' | 'set' | 'granted' | 'nextLink' | 'links' | 'pending' | 'effects' | 'delayed' };
  // Reach in three dimensions (B-1, MC-R13) and area templates (MC-SPACE-2, MC-TGT-1, MC-R14).
  outOfReach3d: { target: Ref; horizontal: number; vertical: number; attacker: Ref; reach: number };
  outOfRange3d: { target: Ref; horizontal: number; vertical: number; range: number };
  badTemplate: object;
  templateNeedsSquare: { shape: 'blast' | 'burst' };
  blastNotAdjacent: { at: Point; size: number };
  burstOutOfRange: { at: Point; distance: number; range: number };
  notInArea: { target: Ref; shape: 'burst' | 'blast'; size: number };
  areaExcludes: { target: Ref; affects: 'enemies' | 'allies' };
  // Walls (issue 32): line of effect (B-10), forced movement against a wall (B-2, MC-R27).
  noLineOfEffect: { target: Ref };
  burstNoLineOfEffect: { at: Point };
  wallInTheWay: { at: Point };
  areaEmpty: object;
  // The ruler (issue 17): notes on a measured distance (B-1, MC-R13, MC-TGT-2).
  rulerHeight: { horizontal: number; vertical: number; distance: number };
  rulerReach: { who: Ref; target: Ref; reach: number; distance: number; inReach: boolean };
  rulerRiderAbove: { target: Ref; height: number; penalty: number };
  // Effects (B-14, B-15, B-3, B-16, MC-KEY-1).
  badEffect: object;
  noDurationCondition: { condition: string };
  effectNeedsSource: object;
  noSuchEffect: { id: string };
  notRidingTogether: { who: Ref; with: Ref };
  notYourTurnToDelay: { who: Ref };
  delayBeforeActing: { who: Ref };
  cannotActToDelay: { who: Ref };
  notDelayed: { who: Ref };
  delayedNotNow: { who: Ref };
  typeTheDie: object;
  /** MC-KEY-1: a [Mount] benefit does nothing while its rider lacks the Mounted Combat feat. */
  mountKeywordInactive: { rider: Ref };
  // Effects: prompts, options, roll purposes and the words the panels show.
  effectSavePrompt: { saver: Ref; effect: EffectFacts };
  effectSaveRoll: { rule: 'B-3' };
  rollEffectSave: object;
  typedEffectSave: object;
  /** What an effect does ("dazed", "−2 to attack rolls", "ongoing 5 fire damage"). */
  effectWhat: { what: EffectWhat };
  /** How long it lasts ("save ends", "until the end of Sir Aldric's next turn"). */
  effectDuration: { duration: DurationFacts };
  /** A whole effect in one line (its name, what it does, how long, whose power). */
  effectLine: { effect: EffectFacts };
  // Names the UI shows.
  /** What an action of the turn was spent on (the turn pips). */
  spentOn: { what: SpentOn };
  /** One modifier of a roll (the attack helper, the roll card). */
  bonus: Bonus;
}

/** One mounted4e message. */
export type M4Msg = MsgOf<M4Msgs>;

/** Refuse the command with a mounted4e (or kernel) message and the rule id that forbids it. */
export const reject: (reason: M4Msg | CoreMsg, ruleId?: string) => never = rejecter<M4Msg>();

/** A mounted4e message, checked against its key (for prompts and labels, which the kernel types as any `Msg`). */
export function m4msg(m: M4Msg): M4Msg {
  return m;
}
