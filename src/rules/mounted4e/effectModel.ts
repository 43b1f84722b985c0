/**
 * Effects that last (issue 19, B-14, B-15, B-3): a condition or a modifier put on one creature by a power, with a
 * source and a 4e duration. Effects live in the encounter part (`sys.effects`), each naming its target by id,
 * so an effect follows its creature wherever it goes — onto a mount, off it, through a teleport — and is never
 * left on the other creature of a stack. Plain, immutable data.
 */
import type { CreatureId } from '../core';
import type { Defence } from './model';

/** The 4e damage types (B-15: ongoing damage of one type; `untyped` for plain "ongoing 5 damage"). */
export const DAMAGE_TYPES = [
  'untyped',
  'acid',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'poison',
  'psychic',
  'radiant',
  'thunder',
] as const;
/** A 4e damage type. */
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** What an effect does (B-14). */
export type EffectWhat =
  /** A condition of the system's list (dazed, stunned, immobilised …; prone has no duration in 4e: B-4). */
  | { readonly kind: 'condition'; readonly condition: string }
  /** A modifier to the creature's attack rolls (−2 from a power; +1 from a [Mount] trait …). */
  | { readonly kind: 'attack'; readonly value: number }
  /** A modifier to one defence, or to all four. */
  | { readonly kind: 'defence'; readonly defence: Defence | 'all'; readonly value: number }
  /** Ongoing damage of a type, taken at the start of the creature's turn (B-15). */
  | { readonly kind: 'ongoing'; readonly amount: number; readonly damageType: DamageType }
  /**
   * The creature grants combat advantage (B-7, +2 to the attack roll) to `to`: every attacker, the effect's
   * source only ("grants combat advantage to you"), or the source and its allies (issue 29).
   */
  | { readonly kind: 'combatAdvantage'; readonly to: CombatAdvantageTo };

/** Whom a creature grants combat advantage under a {@link EffectWhat} `combatAdvantage`. */
export type CombatAdvantageTo = 'all' | 'source' | 'sourceAllies';
/** The choices of {@link CombatAdvantageTo}. */
export const CA_TO: readonly CombatAdvantageTo[] = ['all', 'source', 'sourceAllies'];

/** The kinds of {@link EffectWhat}. */
export const EFFECT_KINDS = ['condition', 'attack', 'defence', 'ongoing', 'combatAdvantage'] as const;

/** How long an effect lasts: the 4e durations (B-14, B-3). */
export type EffectDuration =
  /** Save ends: a saving throw at the end of each of the target's turns, 10+ ends it (B-3). */
  | { readonly kind: 'saveEnds' }
  /** Until the end of your (the source's) next turn. */
  | { readonly kind: 'endOfSourceNext' }
  /** Until the end of the target's next turn. */
  | { readonly kind: 'endOfTargetNext' }
  /** Until the start of `of`'s next turn (usually the source: "until the start of your next turn"). */
  | { readonly kind: 'startOfNext'; readonly of: CreatureId }
  /** Until the end of the encounter. */
  | { readonly kind: 'encounter' };

/** The kinds of {@link EffectDuration}. */
export const DURATION_KINDS = ['saveEnds', 'endOfSourceNext', 'endOfTargetNext', 'startOfNext', 'encounter'] as const;

/**
 * An effect that lasts only while its target and `with` ride together (one is the other's mount): a [Mount]
 * benefit (MC-KEY-1: it works only if the rider has the Mounted Combat feat) or any "while mounted" effect. It
 * ends when they part — a dismount, a fall, a teleport (MC-MOUNT-2, MC-TP-1/2, MC-PRONE-*, MC-FM-2).
 */
export interface WhileRiding {
  readonly with: CreatureId;
  /** A [Mount] keyword benefit (MC-KEY-1). */
  readonly mountKeyword: boolean;
}

/** One effect on one creature. */
export interface Effect {
  /** Stable id ("e1", "e2" …), unique in the encounter. */
  readonly id: string;
  readonly target: CreatureId;
  /** The creature whose power it is (null: unknown, or the source left the encounter). */
  readonly source: CreatureId | null;
  readonly what: EffectWhat;
  readonly duration: EffectDuration;
  /** The power's name as the GM typed it ('' = none). */
  readonly label: string;
  readonly whileRiding: WhileRiding | null;
  /**
   * For "until the end of … next turn": the turn of the creature the duration names has begun since the effect
   * started, so the effect ends when that turn ends (an effect put on during that creature's turn waits for its
   * next one).
   */
  readonly armed: boolean;
  /** Turn key ("round:index") of the turn at whose end its saving throw was last rolled (one save per turn, B-3). */
  readonly savedIn: string | null;
}

/** A creature that delayed its turn (B-16): it takes the rest of it later in the round, or loses it. */
export interface Delayed {
  readonly id: CreatureId;
  /** The creatures whose turn it was (an adventurer rider and its mount share one, MC-TURN-1). */
  readonly members: readonly CreatureId[];
  /** Round in which it delayed. */
  readonly round: number;
}

/** A place in the order taken by a delayed turn (B-16): `id` acts right after `after` from now on. */
export interface Placement {
  readonly id: CreatureId;
  readonly after: CreatureId;
}
