/**
 * The mounted4e events: typed past-tense facts carrying what a reader needs (who, every die, each bonus with
 * its value, source and rule id, totals, squares), so the log, the roll card and the board never recompute a
 * rule. Text comes from the catalogue in src/i18n/systems/mounted4e.
 */
import type { EventOf, Msg, Point, Ref } from '../core';
import type { ForcedKind, UnseatCause } from './chain';
import type { ActionKind, ActionName, AttackKind, AttackSpec, DamageSpec, Defence, WeaponGroup } from './model';
import type { DamageType, EffectWhat } from './effectModel';

/** Where a bonus or penalty comes from (the catalogue names each). */
export type BonusSource =
  | 'rider'
  | 'passenger'
  | 'attackerProne'
  | 'squeezing'
  | 'squeezingWithMount'
  | 'charge'
  | 'combatAdvantage'
  | 'targetStunned'
  | 'targetDazed'
  | 'targetSqueezing'
  | 'targetProne'
  | 'targetProneAfar'
  | 'superiorCover'
  | 'mountInLineOfFire'
  | 'partialCover'
  /** B-10 (issue 32): lines from the attacker's corner blocked by walls or creatures' squares. */
  | 'linesCover'
  | 'linesSuperiorCover'
  | 'riderHigher'
  | 'longWeaponReaches'
  | 'militarySaddle'
  | 'effect'
  | 'effectDefence'
  /** B-7 / B-14: the target grants combat advantage to the attacker under an effect (issue 29). */
  | 'effectCombatAdvantage'
  | 'marked';

/** One modifier of a roll: its value, where it comes from and the rule that gives it. */
export interface Bonus {
  readonly value: number;
  readonly source: BonusSource;
  readonly ruleId: string;
  /** MC-TGT-2: how many squares higher the rider is. */
  readonly height?: number;
  /** MC-TGT-2: the weapon that reaches anyway. */
  readonly weapon?: WeaponGroup;
  /** B-14: the effect that gives it (its id, the power's name, whose power). */
  readonly effect?: { readonly id: string; readonly label: string; readonly by: Ref | null };
  /** B-14, `effectDefence`: the defence the effect changes. */
  readonly defence?: Defence;
  /** B-18, `marked`: who marked the attacker. */
  readonly by?: Ref;
  /** B-10, `linesCover` / `linesSuperiorCover`: lines blocked of four, whether by a wall, by whose squares. */
  readonly lines?: { readonly blocked: number; readonly walls: boolean; readonly by: readonly Ref[] };
}

/** An effect's duration with the creatures it names (B-14, B-3), as the log and the panels word it. */
export type DurationFacts =
  | { readonly kind: 'saveEnds' }
  | { readonly kind: 'endOfSourceNext'; readonly whose: Ref }
  | { readonly kind: 'endOfTargetNext'; readonly whose: Ref }
  | { readonly kind: 'startOfNext'; readonly whose: Ref }
  | { readonly kind: 'encounter' };

/** An effect as the log and the panels show it. */
export interface EffectFacts {
  readonly id: string;
  readonly what: EffectWhat;
  readonly duration: DurationFacts;
  /** The power's name ('' = none). */
  readonly label: string;
  /** Whose power it is. */
  readonly by: Ref | null;
  /** MC-KEY-1: it lasts only while its creature rides with `with` (a [Mount] benefit if `mountKeyword`). */
  readonly whileRiding: { readonly with: Ref; readonly mountKeyword: boolean } | null;
}

/**
 * Why an effect ended: its duration ran out (B-14), a save (B-3), the GM, the two of a "while riding" effect
 * parted (MC-KEY-1), the creature it depends on left the encounter, the encounter ended, or a delayed turn ended
 * a bonus that would have lasted to the end of the turn (B-16), or a new mark replaced it (B-18).
 */
export type EffectEndCause =
  | 'expired'
  | 'saved'
  | 'removed'
  | 'parted'
  | 'gone'
  | 'encounterEnded'
  | 'delayed'
  | 'superseded'
  /** B-18: the creature that marked fell unconscious, died or left (issue 29). */
  | 'markerDown';

/** One type of ongoing damage taken at the start of a turn (B-15: only the highest of a type applies). */
export interface OngoingPart {
  readonly damageType: DamageType;
  readonly amount: number;
  /** The effect that dealt it and whose power it is. */
  readonly effect: string;
  readonly by: Ref | null;
  /** Lower ongoing damage of the same type that does not add (B-15). */
  readonly ignored: readonly { readonly effect: string; readonly amount: number }[];
}

/** What an attack roll was (the log names an opportunity attack and a charge as such). */
export type AttackRollKind = AttackKind | 'charge' | 'opportunity';

/** The fields of an attack roll (attackHit / attackMissed). */
export interface AttackRolled {
  readonly attacker: Ref;
  readonly target: Ref;
  readonly kind: AttackRollKind;
  /** The d20. Null: not shown to this reader (players, of an attacker not theirs, issue 26). */
  readonly die: number | null;
  /** The power's attack bonus. Null: not shown to this reader (players, of an attacker not theirs, issue 26). */
  readonly bonus: number | null;
  /**
   * Every modifier (zero-valued ones are notes: MC-TGT-2 with a long weapon). Empty for a reader who may not see
   * the roll (players, of an attacker not theirs, issue 26).
   */
  readonly modifiers: readonly Bonus[];
  /** Null: not shown to this reader (players, of an attacker not theirs, issue 26). */
  readonly total: number | null;
  readonly defence: Defence;
  /**
   * The defence the roll is compared with, after `defenceModifiers`. Null: not shown to this reader (players, of a
   * target not theirs, issue 26; `defenceModifiers` is empty then).
   */
  readonly defenceValue: number | null;
  /** B-14: effects on the target that change that defence (their values are in `defenceValue` already). */
  readonly defenceModifiers: readonly Bonus[];
  readonly hit: boolean;
  readonly crit: boolean;
}

/** How a creature got onto (or failed to get onto) a mount, for the log (MC-MOUNT-3/4/5). */
export type MountNote =
  | { readonly kind: 'walk'; readonly cost: number; readonly extra: number }
  | { readonly kind: 'teleport'; readonly distance: number; readonly height: number }
  | {
      readonly kind: 'jump';
      readonly die: number;
      readonly bonus: number;
      readonly check: number;
      readonly running: boolean;
      /** Height of the jump and the height reached, in feet (B-6). */
      readonly jumpFt: number;
      readonly reachedFt: number;
      /** The mount's space height in feet. */
      readonly needFt: number;
      /** Extra movement before and after the jump (MC-MOUNT-4). */
      readonly before: number;
      readonly after: number;
    };

/** A creature left its mount (dismounted / dismountedByForce). */
export interface LeftMount {
  readonly who: Ref;
  readonly mount: Ref | null;
  readonly to: Point;
  readonly prone: boolean;
  readonly cause: UnseatCause;
}

/** The events of the mounted4e system, by type. */
export interface M4Events {
  /** MC-TURN-1: an adventurer rider and its mount share one set of actions this turn. */
  actionsShared: { rider: Ref; mount: Ref };
  /** A rule chain waits for someone's choice (`chooser` null: the GM). */
  decisionPending: { chooser: Ref | null; prompt: Msg; kind: string; options: readonly string[] };
  /** MC-R5: nowhere free where the rule puts the creature; it lands in the nearest free square. */
  noRoomToLand: { who: Ref; at: Point; rule: string; formerSpace: boolean };
  /**
   * A saving throw: the rider's MC-FM-2 / MC-PASS-4 / MC-PRONE-3 save (or none made) or the B-2 save at an
   * edge. `die` and `total` are null when no save was made (`attempted` false), or — a save made — when they are
   * not shown to this reader (players, of a saver not theirs, issue 26: `bonuses` is empty then).
   */
  savingThrowRolled: {
    saver: Ref;
    subject: Ref;
    mount: Ref | null;
    rule: 'MC-FM-2' | 'MC-PRONE-3' | 'B-2';
    attempted: boolean;
    die: number | null;
    bonuses: readonly Bonus[];
    total: number | null;
    dc: number;
    success: boolean;
    /** The forced movement the save is about (MC-FM-2), or null. */
    forced: { kind: ForcedKind; squares: number } | null;
  };
  /**
   * B-5: a fall (`dice` d10; Acrobatics may cut the damage); `hp` after it. `rolled`, `hp`, `hpMax` and
   * `acrobatics` null: not shown to this reader (players, of a creature not theirs, issue 26); `acrobatics` is null
   * also when no check was made.
   */
  fell: {
    who: Ref;
    feet: number;
    dice: number;
    rolled: number | null;
    acrobatics: { die: number; bonus: number; check: number; cut: number } | null;
    damage: number;
    standing: boolean;
    hp: number | null;
    hpMax: number | null;
  };
  /** Left its mount by the dismount action or a teleport. */
  dismounted: LeftMount;
  /** Thrown off, knocked off or left behind. */
  dismountedByForce: LeftMount;
  /** MC-R4: the rider left; the passengers stay. */
  passengersRemain: { mount: Ref; passengers: readonly Ref[] };
  /** MC-KEY-1: do the mount's [Mount] traits work for this rider? */
  mountBenefitsChecked: { rider: Ref; mount: Ref; active: boolean };
  /** MC-CARRY-1: riders and gear over the mount's normal load. */
  loadExceeded: { mount: Ref; carriedLb: number; capacityLb: number };
  /** A creature fell prone; `thrown` are its riders and passengers (MC-PRONE-1). */
  fellProne: { who: Ref; thrown: readonly Ref[]; rule: string };
  /** B-12 / MC-PRONE-2: a flier knocked prone (or stunned) falls; fly speed shortens the fall. */
  flierFell: {
    who: Ref;
    stunned: boolean;
    feet: number;
    /** Null: not shown to this reader (players, of a flier not theirs, issue 26). */
    flySpeed: number | null;
    reducedFt: number;
    fallFt: number;
    carried: readonly Ref[];
  };
  /** B-12: the fall came to nothing. */
  landedSafely: { who: Ref };
  attackHit: AttackRolled;
  attackMissed: AttackRolled;
  /**
   * Damage of an attack (one roll for every target hit; maximum on a critical hit); `hp` after it. Null: not shown
   * to this reader (players, issue 26) — `damage` (the dice) and `rolled` of an attacker not theirs, `hp` and
   * `hpMax` of a creature not theirs.
   */
  damageDealt: {
    who: Ref;
    attacker: Ref;
    amount: number;
    damage: DamageSpec | null;
    rolled: number | null;
    crit: boolean;
    /** B-18: the attacker is weakened, so the damage was halved (rounded down). */
    weakened: boolean;
    hp: number | null;
    hpMax: number | null;
  };
  /** B-8 / MC-CHARGE-1: the charge's move (`mount` carries a rider), before its attack. */
  charged: { attacker: Ref; mount: Ref | null; target: Ref; squares: number; path: readonly Point[] };
  /** MC-SEP-1. */
  mountCommanded: { rider: Ref; mount: Ref };
  basicAttackSet: { who: Ref; attack: AttackSpec };
  /** B-2 / MC-FM-1: a forced movement; `none` when the effect moved nobody (fewer squares are allowed). */
  forcedMoved: {
    who: Ref;
    carried: readonly Ref[];
    kind: ForcedKind;
    from: Point;
    to: Point;
    path: readonly Point[];
    squares: number;
    none: boolean;
  };
  /** MC-FM-2 / MC-PASS-4: a rider or passenger is moved, the mount is not (yet). */
  forcedMoveStarted: {
    moved: readonly Ref[];
    mount: Ref;
    rider: Ref | null;
    kind: ForcedKind;
    squares: number;
    path: readonly Point[];
    rule: string;
  };
  /** MC-MOUNT-3/4: the walk to a square beside the mount before getting on. */
  approachedMount: { who: Ref; mount: Ref; from: Point; to: Point; path: readonly Point[] };
  mountFailed: { who: Ref; mount: Ref; notes: readonly MountNote[] };
  mounted: {
    who: Ref;
    mount: Ref;
    asPassenger: boolean;
    via: 'adjacent' | 'move' | 'jump' | 'teleport';
    notes: readonly MountNote[];
  };
  /** B-11: a shift (with what the creature carries). */
  shifted: { who: Ref; carried: readonly Ref[]; from: Point; to: Point };
  stoodUp: { who: Ref };
  /** B-7: an action spent on something the engine does not model; `paidWith` the pip that paid for it. */
  actionTaken: { who: Ref; action: ActionName; note: string; paidWith: ActionKind | null };
  tookReins: { who: Ref; mount: Ref };
  /** B-13 / MC-TP-1: `left` are the riders left behind. */
  teleported: { who: Ref; left: readonly Ref[]; from: Point; to: Point };
  optionChanged: { optionalFallRule: boolean };
  /** MC-TURN-1/2, MC-INIT-1: a creature passed over in the order (`already`: it had its turn this round). */
  turnFolded: { who: Ref; host: Ref; already: boolean };
  /** MC-INIT-1. `initiative` null: not shown to this reader (players, of a rider not theirs, issue 26). */
  initiativeShared: { mount: Ref; rider: Ref; initiative: number | null };
  /** MC-MATK-1: a hint, never a block. */
  typicalMountHinted: { who: Ref };
  /** The GM cancelled a pending decision and the `dropped` steps of its chain after it. */
  chainCancelled: { prompt: Msg; dropped: number };
  /**
   * B-14: an effect began. `active` false: a [Mount] benefit whose rider lacks Mounted Combat (MC-KEY-1); null: not
   * shown to this reader (players, of a pair not theirs, issue 26).
   */
  effectStarted: { who: Ref; effect: EffectFacts; active: boolean | null };
  /** B-14: an effect ended, and why. */
  effectEnded: { who: Ref; effect: EffectFacts; cause: EffectEndCause };
  /** B-3: the saving throw against a "save ends" effect at the end of the creature's turn (10+ ends it). */
  effectSaveRolled: {
    saver: Ref;
    effect: EffectFacts;
    /** Null (and `total` too): not shown to this reader (players, of a saver not theirs, issue 26; no `bonuses`). */
    die: number | null;
    bonuses: readonly Bonus[];
    total: number | null;
    dc: number;
    success: boolean;
  };
  /** B-15: ongoing damage at the start of the turn; `hp` after it (null: not shown to this reader, issue 26). */
  ongoingDamageTaken: {
    who: Ref;
    parts: readonly OngoingPart[];
    total: number;
    hp: number | null;
    hpMax: number | null;
  };
  /** B-14: a turn ended (`members`: an adventurer rider and its mount share one, MC-TURN-1; `lost`: a delayed turn never taken, B-16). */
  turnEnded: { who: Ref; members: readonly Ref[]; lost: boolean };
  /** B-16: the creature delays its turn (its start-of-turn effects are done; its end-of-turn ones wait). */
  turnDelayed: { who: Ref; members: readonly Ref[] };
  /** B-16: the delayed creature takes its turn now, after `after`'s turn, and acts there from now on. */
  delayedTurnTaken: { who: Ref; after: Ref | null; initiative: number | null };
  /** B-16: the delayed creature's place came round again: the delayed turn is lost. */
  delayedTurnLost: { who: Ref };
  /** B-14: the encounter is over; every effect ends (`effects` how many; null: not shown to this reader, issue 26). */
  encounterEnded: { effects: number | null };
}

/** One mounted4e event. */
export type M4Event = EventOf<M4Events>;
