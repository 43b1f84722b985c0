/**
 * Commands of the mounted combat rules (named by intent), each with one handler in `handlers/`, and the
 * union with the kernel's commands the registry sees.
 */
import type { CommandBase, CoreCommand, CreatureId, Point } from '../core';
import type { ForcedKind } from './chain';
import type { AreaTemplate } from './areas';
import type { EffectDuration, EffectWhat } from './effectModel';
import type { ActionCost, ActionName, AttackKind, AttackSpec } from './model';

/** Situational inputs the engine cannot see on the map. */
export interface AttackSituation {
  /** Combat advantage from a source the engine does not track (flanking …). */
  readonly combatAdvantage?: boolean;
  /** Cover from terrain (B-10); the MC-TGT-3 cover is added by the engine. */
  readonly cover?: 'none' | 'partial' | 'superior';
  /** MC-SPACE-2: the square of the mount's space the rider attacks from (top-left of the rider-size space). */
  readonly origin?: Point;
}

/** An attack as the resolution sees it (a command's fields, or a chain's remembered attack). */
export interface AttackInput extends AttackSituation {
  readonly attackerId: CreatureId;
  readonly targetId?: CreatureId;
  readonly targetIds?: readonly CreatureId[];
  readonly kind: AttackKind;
  readonly attack: AttackSpec;
}

/**
 * Mount a creature: adjacent (MC-MOUNT-1), after a move with extra movement (MC-MOUNT-3), by a jump
 * (MC-MOUNT-4, B-6) or by a teleport (MC-MOUNT-5). The creature becomes the rider, or a passenger when the
 * mount already has a rider or `asPassenger` is set (MC-PASS-*).
 */
export interface MountCommand extends CommandBase {
  readonly type: 'mount';
  readonly id: CreatureId;
  readonly mountId: CreatureId;
  readonly via?: 'adjacent' | 'move' | 'jump' | 'teleport';
  /** Square (top-left) adjacent to the mount to approach before entering (move / jump). */
  readonly approach?: Point;
  /** The teleport's distance in squares (MC-MOUNT-5). */
  readonly teleportDistance?: number;
  readonly asPassenger?: boolean;
  /** Action paid (default move; 'standard' when the move is part of another action). */
  readonly action?: 'move' | 'standard' | 'none';
}

/** Dismount (MC-MOUNT-2, move action) into a free square adjacent to the mount's space; asks if `to` is absent. */
export interface DismountCommand extends CommandBase {
  readonly type: 'dismount';
  readonly id: CreatureId;
  readonly to?: Point;
}

/** A passenger takes the rider's place on a mount without a rider (RULING MC-R4, move action). */
export interface TakeReinsCommand extends CommandBase {
  readonly type: 'takeReins';
  readonly id: CreatureId;
}

/** Shift one square (move action, provokes nothing, B-11). A mount carries its rider (MC-MOVE-1). */
export interface ShiftCommand extends CommandBase {
  readonly type: 'shift';
  readonly id: CreatureId;
  readonly to: Point;
}

/** Spend an action on something the engine does not model (a power, a skill): B-7 bookkeeping. */
export interface TakeActionCommand extends CommandBase {
  readonly type: 'takeAction';
  readonly id: CreatureId;
  readonly action: ActionName;
  readonly note?: string;
}

/** MC-SEP-1: a rider with separate turns spends a move action to let its mount take a move action as a free action. */
export interface CommandMountCommand extends CommandBase {
  readonly type: 'commandMount';
  readonly id: CreatureId;
}

/**
 * Attack (B-7 action, default standard). `targetId` names one creature; `targetSquare` asks which creature in
 * that space (rider or mount, MC-TGT-1); `targetIds` hits several (close / area, MC-TGT-1, MC-SPACE-2).
 * `area` gives a close or area power its template (B-17, MC-R14): close burst N from the origin square, close
 * blast N adjacent to it, area burst N within range; targets outside it are refused, and without `targetIds`
 * it hits every creature it affects.
 */
export interface AttackCommand extends CommandBase, AttackSituation {
  readonly type: 'attack';
  readonly attackerId: CreatureId;
  readonly targetId?: CreatureId;
  readonly targetIds?: readonly CreatureId[];
  readonly targetSquare?: Point;
  readonly kind: AttackKind;
  readonly attack: AttackSpec;
  readonly action?: ActionCost;
  readonly area?: AreaTemplate;
  /**
   * The attacker's power used (its id, issue 29): each target hit gets the power's on-hit effects (B-14), with the
   * attacker as their source and the power's name as their label. The numbers rolled are `attack`'s.
   */
  readonly power?: string;
}

/**
 * Charge (B-8, standard action). A rider's charge moves its mount up to the mount's speed, then the rider
 * attacks (MC-CHARGE-1). Passengers cannot charge (MC-PASS-3).
 */
export interface ChargeCommand extends CommandBase, AttackSituation {
  readonly type: 'charge';
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  /** Where the charging creature (or the rider's mount) ends (top-left). */
  readonly to: Point;
  readonly path?: readonly Point[];
  readonly attack: AttackSpec;
}

/**
 * Push, pull or slide (B-2) along `path` (top-left squares of the moved space, checked square by square).
 * For a rider or passenger the moved space is the mount's space (MC-FM-2, MC-PASS-4). `alsoIds` are other
 * creatures on the same mount moved by the same effect (MC-PASS-4: several passengers).
 */
export interface ForceMoveCommand extends CommandBase {
  readonly type: 'forceMove';
  readonly targetId: CreatureId;
  readonly alsoIds?: readonly CreatureId[];
  readonly kind: ForcedKind;
  readonly sourceId?: CreatureId;
  readonly distance: number;
  readonly path: readonly Point[];
}

/** Teleport (B-13, MC-TP-1/2). `distance` is the power's teleport distance (unchecked if absent). */
export interface TeleportCommand extends CommandBase {
  readonly type: 'teleport';
  readonly id: CreatureId;
  readonly to: Point;
  readonly distance?: number;
  readonly action?: ActionCost;
}

/** An effect knocks a creature prone (B-4, B-12, MC-PRONE-1..3). */
export interface KnockProneCommand extends CommandBase {
  readonly type: 'knockProne';
  readonly id: CreatureId;
}

/** Drop prone (minor action, B-4); a rider is dismounted (MC-PRONE-4). */
export interface DropProneCommand extends CommandBase {
  readonly type: 'dropProne';
  readonly id: CreatureId;
  readonly to?: Point;
}

/** Stand up (move action, B-4). */
export interface StandUpCommand extends CommandBase {
  readonly type: 'standUp';
  readonly id: CreatureId;
}

/** Remember a creature's basic melee attack (used for its opportunity attacks, B-11). */
export interface SetBasicAttackCommand extends CommandBase {
  readonly type: 'setBasicAttack';
  readonly id: CreatureId;
  readonly attack: AttackSpec;
}

/** Switch the optional rule MC-OPT-FALL on or off for this encounter. */
export interface SetOptionCommand extends CommandBase {
  readonly type: 'setOption';
  readonly optionalFallRule: boolean;
}

/**
 * Put an effect that lasts on a creature (a GM command, B-14): a condition or a modifier, whose power it is,
 * and a 4e duration. `whileRiding` ties it to riding with `with` (a [Mount] benefit: MC-KEY-1).
 */
export interface AddEffectCommand extends CommandBase {
  readonly type: 'addEffect';
  readonly targetId: CreatureId;
  readonly sourceId?: CreatureId | null;
  readonly what: EffectWhat;
  readonly duration: EffectDuration;
  /** The power's name (at most 80 characters). */
  readonly label?: string;
  readonly whileRiding?: { readonly with: CreatureId; readonly mountKeyword?: boolean };
}

/** Take an effect off (a GM command, B-14). */
export interface RemoveEffectCommand extends CommandBase {
  readonly type: 'removeEffect';
  readonly effectId: string;
}

/** Delay the current turn before acting (B-16): the creature takes the rest of its turn later this round. */
export interface DelayTurnCommand extends CommandBase {
  readonly type: 'delayTurn';
  readonly id: CreatureId;
}

/**
 * End the current turn, and the delayed creature `id` takes its turn now (B-16); it acts at this place in the
 * order from now on.
 */
export interface ResumeTurnCommand extends CommandBase {
  readonly type: 'resumeTurn';
  readonly id: CreatureId;
}

/** The encounter is over (B-14): every effect ends, delayed turns are dropped. */
export interface EndEncounterCommand extends CommandBase {
  readonly type: 'endEncounter';
}

/** Every command of its own the mounted4e system has. */
export type M4OwnCommand =
  | MountCommand
  | DismountCommand
  | TakeReinsCommand
  | ShiftCommand
  | TakeActionCommand
  | CommandMountCommand
  | AttackCommand
  | ChargeCommand
  | ForceMoveCommand
  | TeleportCommand
  | KnockProneCommand
  | DropProneCommand
  | StandUpCommand
  | SetBasicAttackCommand
  | SetOptionCommand
  | AddEffectCommand
  | RemoveEffectCommand
  | DelayTurnCommand
  | ResumeTurnCommand
  | EndEncounterCommand;

/** Every command a 4e encounter accepts: its own and the kernel's (`decide` answers with `with: { attack }`). */
export type M4Command = M4OwnCommand | CoreCommand;
