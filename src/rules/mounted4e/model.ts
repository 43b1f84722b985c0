/**
 * The mounted4e parts of the model: what a 4e creature carries (`Creature.sys`: defences, riding traits, the
 * per-creature turn marks) and what a 4e encounter carries (`Encounter.sys`: the option MC-OPT-FALL, the
 * current turn's action set, the mounts granted a move). Plain, immutable data; the kernel never looks inside.
 */
import {
  carriedIds,
  creatureOf,
  type Creature,
  type CreatureId,
  type Encounter,
  type GridRules,
  type Point,
  type Ref,
} from '../core';
import { heightAboveGround4e } from './heights';
import type { Delayed, Effect, Placement } from './effectModel';
import type { Power } from './powers';

/** 4e on the grid: diagonals count 1, no stacking, difficult terrain costs double, 5-ft squares. */
export const grid: GridRules = {
  metric: 'chebyshev',
  stacking: false,
  difficultCostsDouble: true,
  squareSize: 5,
  // Issue 32: no step crosses a wall that blocks movement (RULING MC-R20).
  wallRule: 'MC-R20',
  unit: 'ft',
  // MC-TGT-2: a rider's feet are above its mount by the mount's space height − 1 (the ruler and token labels).
  heightAboveGround: heightAboveGround4e,
  // MC-ELIG-2 (RULING MC-R12): a creature passes its allies' spaces — and a mount counts as an ally of its
  // rider's (and passengers') allies, so each side of a stack is taken into account.
  allies: (enc, mover, other) => {
    const sides = sidesOf(enc, mover);
    if (sides.has(other.side)) return true;
    for (const id of carriedIds(enc, other.id)) if (sides.has(creatureOf(enc, id)?.side ?? '')) return true;
    return false;
  },
};

/** The sides a creature stands for: its own and those of everything it carries (MC-ELIG-2). */
function sidesOf(enc: Encounter, c: Creature): Set<string> {
  const sides = new Set<string>([c.side]);
  for (const id of carriedIds(enc, c.id)) {
    const r = creatureOf(enc, id);
    if (r) sides.add(r.side);
  }
  return sides;
}

/** The conditions a 4e creature may have (the kernel's `hidden` included). */
export const CONDITIONS = [
  'prone',
  'dazed',
  'stunned',
  'immobilised',
  'restrained',
  'squeezing',
  'slowed',
  'weakened',
  'marked',
  'hidden',
] as const;

/** Defences (4e). */
export interface Defences {
  readonly ac: number;
  readonly fort: number;
  readonly ref: number;
  readonly will: number;
}
/** Which defence an attack targets. */
export type Defence = keyof Defences;
/** The four defences, in the order the sheet lists them. */
export const DEFENCES: readonly Defence[] = ['ac', 'fort', 'ref', 'will'];

/** What a mount and a rider need to know about a creature. */
export interface RidingTraits {
  /** Willing to be ridden (MC-ELIG-2). */
  readonly willingMount: boolean;
  /** Wears a military saddle (軍用鞍): +5 to the MC-FM-2 / MC-PRONE-3 saves. */
  readonly militarySaddle: boolean;
  /** Has the Mounted Combat feat (MC-KEY-1). */
  readonly mountedCombatFeat: boolean;
  /** Trained for battle (MC-MATK-1: a hint, never a block). */
  readonly combatTrained: boolean;
  /** Trained in Acrobatics (B-5 fall reduction). */
  readonly acrobaticsTrained: boolean;
  /** Acrobatics check bonus. */
  readonly acrobaticsBonus: number;
  /** Athletics check bonus (B-6 high jump). */
  readonly athleticsBonus: number;
  /** Weight in pounds (MC-CARRY-1). */
  readonly weightLb: number;
  /** Normal load in pounds (MC-CARRY-1). */
  readonly carryCapacityLb: number;
  /** Passenger capacity (RULING MC-R4); absent = default (squares in the space − 1). */
  readonly passengerCapacity?: number;
}

/** Damage dice: count × d(sides) + plus. */
export interface DamageSpec {
  readonly count: number;
  readonly sides: number;
  readonly plus: number;
}

/** Weapons that ignore the MC-TGT-2 height penalty (spears, polearms, nodachi). */
export const LONG_WEAPONS = ['spear', 'polearm', 'nodachi'] as const;
/** A weapon group relevant to the rules (everything else is "other"). */
export type WeaponGroup = (typeof LONG_WEAPONS)[number] | 'other';

/** The numbers of an attack power, as the attacker states them. */
export interface AttackSpec {
  /** Attack bonus before modifiers. */
  readonly bonus: number;
  readonly vs: Defence;
  readonly damage: DamageSpec;
  /** Weapon group (spears, polearms and nodachi ignore MC-TGT-2). */
  readonly weapon?: WeaponGroup;
  /** Melee reach for this attack (default: the creature's reach). */
  readonly reach?: number;
  /** Range in squares for a ranged attack (unchecked if absent). */
  readonly range?: number;
}

/** MC-INIT-1 on a mount: the rider whose initiative it shares (kept after a dismount). */
export interface InitLink {
  readonly rider: CreatureId;
  /**
   * Order in which links were made: mounts are put behind their riders in this order (an older link keeps
   * its place when it is renewed), so the turn order does not depend on creature order.
   */
  readonly serial: number;
}

/**
 * What the rules remember about a creature's turns. Each is the round (or turn key) in which it happened, so
 * a new round or turn makes it stale without touching every creature.
 */
export interface TurnMarks {
  /** Round in which its own turn last began (a creature moved later in the order by MC-INIT-1 does not act twice). */
  readonly acted: number | null;
  /** MC-TURN-1/2, on a mount: round in which it acted within an adventurer's turn. */
  readonly shared: number | null;
  /** Round in which it used its immediate action (an adventurer's mount counts under the rider, MC-TURN-1). */
  readonly immediate: number | null;
  /** Turn key ("round:index") in which it used its opportunity action (shared like `immediate`). */
  readonly opportunity: string | null;
}

/** The mounted4e part of a creature (`Creature.sys`). */
export interface M4Creature {
  readonly defences: Defences;
  readonly riding: RidingTraits;
  /** A flier that can hover: a stunned flier falls unless it can (B-12). */
  readonly hover: boolean;
  /** Its basic melee attack, used for its opportunity attacks (B-11); null = +0 vs AC, 1d4. */
  readonly basicAttack: AttackSpec | null;
  /** On a mount: the rider whose initiative it shares (MC-INIT-1). */
  readonly initLink: InitLink | null;
  readonly marks: TurnMarks;
  /**
   * Its height in feet (B-6: a jumper reaches its height + a third of it + the jump); null = the vertical reach
   * of its size from the B-6 table.
   */
  readonly heightFt: number | null;
  /**
   * Its powers (issue 29): attacks with their numbers, template and on-hit effects, one click in the token menu and
   * the attack helper. Absent in parts written before powers existed (= none).
   */
  readonly powers?: readonly Power[];
  /**
   * The effects that last on this creature (B-14), in the order they began; absent when it has none. They live on
   * their target's record (issue 33): a change copies one record and the diff names the creature; the effects
   * of the whole encounter are found through the effect index (effectIndex.ts), and they are started and ended
   * only by the rules (addEffect, saves, durations), never by a creature edit.
   */
  readonly effects?: readonly Effect[];
}

/** A 4e creature record. */
export type M4CreatureRecord = Creature<M4Creature>;

/** The three actions of a turn (B-7). */
export type ActionKind = 'standard' | 'move' | 'minor';
/** The actions a creature may take (B-7). */
export type ActionName = ActionKind | 'free' | 'immediate' | 'opportunity';
/** Any action a command may cost; 'none' = part of another, already paid action (or not in combat). */
export type ActionCost = ActionName | 'none';

/** Kind of attack (B-10, B-11, MC-SPACE-2). */
export type AttackKind = 'melee' | 'ranged' | 'close' | 'area';
/** The attack kinds. */
export const ATTACK_KINDS: readonly AttackKind[] = ['melee', 'ranged', 'close', 'area'];

/** What an action was spent on (the turn pips name it; `describeMsg(…, { m: 'spentOn', what })`). */
export type SpentOn =
  | {
      readonly kind:
        'walk' | 'fly' | 'shift' | 'mount' | 'dismount' | 'dropProne' | 'standUp' | 'takeReins' | 'teleport' | 'charge';
    }
  | { readonly kind: 'attack'; readonly attack: AttackKind }
  | { readonly kind: 'command'; readonly mount: Ref }
  /** takeAction: something the engine does not model, with the player's note (may be empty). */
  | { readonly kind: 'action'; readonly action: ActionName; readonly note: string };

/** One action spent from a set. */
export interface SpentAction {
  readonly by: CreatureId;
  /** What was asked for. */
  readonly action: ActionKind;
  /** The pip that paid for it (a standard may pay for a move or minor, a move for a minor: B-7). */
  readonly as: ActionKind;
  readonly what: SpentOn;
}

/**
 * The actions of one turn (B-7). For an adventurer rider it is shared with its mount (MC-TURN-1) and stays
 * shared for the rest of the turn after a dismount (MC-TURN-2).
 */
export interface ActionSet {
  /** Whose turn created it. */
  readonly owner: CreatureId;
  /** Who may spend it. */
  readonly members: readonly CreatureId[];
  readonly round: number;
  readonly left: Readonly<Record<ActionKind, number>>;
  readonly spent: readonly SpentAction[];
  /** B-8: after a charge, no further actions but free ones. */
  readonly charged: boolean;
}

/** MC-SEP-1: a mount its rider let take a move action as a free action, in the turn with this key. */
export interface Grant {
  readonly mount: CreatureId;
  readonly key: string;
}

/** The per-encounter options (optional rules). */
export interface M4Options {
  /** MC-OPT-FALL: leaving a mount other than by the dismount action or a teleport counts as falling. Off by default. */
  readonly optionalFallRule: boolean;
}

/**
 * The mounted4e part of an encounter (`Encounter.sys`). The effect counter and the delayed turns are absent until
 * the first effect or delayed turn (so a state without them reads as it did before effects existed, and older
 * files load). The effects themselves are on their targets (`M4Creature.effects`); files written before issue 33
 * kept them here (`effects`), and load through the migration that moves them (migrate.ts).
 */
export interface M4Sys {
  readonly options: M4Options;
  /** The action set of the current turn (null out of combat). */
  readonly set: ActionSet | null;
  /** MC-SEP-1 grants of the current turn (cleared when a turn starts). */
  readonly granted: readonly Grant[];
  /** The serial the next MC-INIT-1 link gets. */
  readonly nextLink: number;
  /** The number the next effect's id gets. */
  readonly nextEffect?: number;
  /** Creatures that delayed their turn this round (B-16). */
  readonly delayed?: readonly Delayed[];
  /** Places in the order taken by delayed turns (B-16); the turn order's sort keeps them. */
  readonly placed?: readonly Placement[];
}

/** A 4e encounter. */
export type M4Encounter = Encounter<'mounted4e', M4Creature, M4Sys>;

/** A square with its coordinates only (copied out of records, so events never share a working value). */
export function pointOf(p: Point): Point {
  return { x: p.x, y: p.y };
}
