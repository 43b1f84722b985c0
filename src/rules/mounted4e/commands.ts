/**
 * Commands of the mounted combat rules (named by intent). Each has one handler in `handlers/`.
 */
import type { CommandBase, CreatureId, Point } from '../core';
import type { WeaponGroup } from './tables';
import type { ActionCost } from './state';

/** Which defence an attack targets. */
export type Defence = 'ac' | 'fort' | 'ref' | 'will';
/** Kind of attack (B-10, B-11, MC-SPACE-2). */
export type AttackKind = 'melee' | 'ranged' | 'close' | 'area';

/** Damage dice: count × d(sides) + plus. */
export interface DamageSpec {
  count: number;
  sides: number;
  plus: number;
}

/** The numbers of an attack power, as the attacker states them. */
export interface AttackSpec {
  /** Attack bonus before modifiers. */
  bonus: number;
  vs: Defence;
  damage: DamageSpec;
  /** Weapon group (spears, polearms and nodachi ignore MC-TGT-2). */
  weapon?: WeaponGroup;
  /** Melee reach for this attack (default: the creature's reach). */
  reach?: number;
  /** Range in squares for a ranged attack (unchecked if absent). */
  range?: number;
}

/** Situational inputs the engine cannot see on the map. */
export interface AttackSituation {
  /** Combat advantage from a source the engine does not track (flanking …). */
  combatAdvantage?: boolean;
  /** Cover from terrain (B-10); the MC-TGT-3 cover is added by the engine. */
  cover?: 'none' | 'partial' | 'superior';
  /** MC-SPACE-2: the square of the mount's space the rider attacks from (top-left of the rider-size space). */
  origin?: Point;
}

/**
 * Mount a creature: adjacent (MC-MOUNT-1), after a move with extra movement (MC-MOUNT-3), by a jump
 * (MC-MOUNT-4, B-6) or by a teleport (MC-MOUNT-5). The creature becomes the rider, or a passenger when the
 * mount already has a rider or `asPassenger` is set (MC-PASS-*).
 */
export interface MountCommand extends CommandBase {
  type: 'mount';
  id: CreatureId;
  mountId: CreatureId;
  via?: 'adjacent' | 'move' | 'jump' | 'teleport';
  /** Square (top-left) adjacent to the mount to approach before entering (move / jump). */
  approach?: Point;
  /** The teleport's distance in squares (MC-MOUNT-5). */
  teleportDistance?: number;
  asPassenger?: boolean;
  /** Action paid (default move; 'standard' when the move is part of another action). */
  action?: 'move' | 'standard' | 'none';
}

/** Dismount (MC-MOUNT-2, move action) into a free square adjacent to the mount's space; asks if `to` is absent. */
export interface DismountCommand extends CommandBase {
  type: 'dismount';
  id: CreatureId;
  to?: Point;
}

/** A passenger takes the rider's place on a mount without a rider (RULING MC-R4, move action). */
export interface TakeReinsCommand extends CommandBase {
  type: 'takeReins';
  id: CreatureId;
}

/** Shift one square (move action, provokes nothing, B-11). A mount carries its rider (MC-MOVE-1). */
export interface ShiftCommand extends CommandBase {
  type: 'shift';
  id: CreatureId;
  to: Point;
}

/** Spend an action on something the engine does not model (a power, a skill): B-7 bookkeeping. */
export interface TakeActionCommand extends CommandBase {
  type: 'takeAction';
  id: CreatureId;
  action: 'standard' | 'move' | 'minor' | 'free' | 'immediate' | 'opportunity';
  note?: string;
}

/** MC-SEP-1: a rider with separate turns spends a move action to let its mount take a move action as a free action. */
export interface CommandMountCommand extends CommandBase {
  type: 'commandMount';
  id: CreatureId;
}

/**
 * Attack (B-7 action, default standard). `targetId` names one creature; `targetSquare` asks which creature in
 * that space (rider or mount, MC-TGT-1); `targetIds` hits several (close / area, MC-TGT-1, MC-SPACE-2).
 */
export interface AttackCommand extends CommandBase, AttackSituation {
  type: 'attack';
  attackerId: CreatureId;
  targetId?: CreatureId;
  targetIds?: CreatureId[];
  targetSquare?: Point;
  kind: AttackKind;
  attack: AttackSpec;
  action?: ActionCost;
}

/**
 * Charge (B-8, standard action). A rider's charge moves its mount up to the mount's speed, then the rider
 * attacks (MC-CHARGE-1). Passengers cannot charge (MC-PASS-3).
 */
export interface ChargeCommand extends CommandBase, AttackSituation {
  type: 'charge';
  attackerId: CreatureId;
  targetId: CreatureId;
  /** Where the charging creature (or the rider's mount) ends (top-left). */
  to: Point;
  path?: Point[];
  attack: AttackSpec;
}

/**
 * Push, pull or slide (B-2) along `path` (top-left squares of the moved space, checked square by square).
 * For a rider or passenger the moved space is the mount's space (MC-FM-2, MC-PASS-4). `alsoIds` are other
 * creatures on the same mount moved by the same effect (MC-PASS-4: several passengers).
 */
export interface ForceMoveCommand extends CommandBase {
  type: 'forceMove';
  targetId: CreatureId;
  alsoIds?: CreatureId[];
  kind: 'push' | 'pull' | 'slide';
  sourceId?: CreatureId;
  distance: number;
  path: Point[];
}

/** Teleport (B-13, MC-TP-1/2). `distance` is the power's teleport distance (unchecked if absent). */
export interface TeleportCommand extends CommandBase {
  type: 'teleport';
  id: CreatureId;
  to: Point;
  distance?: number;
  action?: ActionCost;
}

/** An effect knocks a creature prone (B-4, B-12, MC-PRONE-1..3). */
export interface KnockProneCommand extends CommandBase {
  type: 'knockProne';
  id: CreatureId;
}

/** Drop prone (minor action, B-4); a rider is dismounted (MC-PRONE-4). */
export interface DropProneCommand extends CommandBase {
  type: 'dropProne';
  id: CreatureId;
  to?: Point;
}

/** Stand up (move action, B-4). */
export interface StandUpCommand extends CommandBase {
  type: 'standUp';
  id: CreatureId;
}

/** Answer the pending decision. `attack` gives the numbers of an opportunity attack (else the basic attack). */
export interface DecideCommand extends CommandBase {
  type: 'decide';
  optionId: string;
  attack?: AttackSpec;
}

/** Remember a creature's basic melee attack (used for its opportunity attacks, B-11). */
export interface SetBasicAttackCommand extends CommandBase {
  type: 'setBasicAttack';
  id: CreatureId;
  attack: AttackSpec;
}

/** Every command of the mounted4e system (its own; core commands are shared). */
export type Mounted4eOwnCommand =
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
  | DecideCommand
  | SetBasicAttackCommand;
