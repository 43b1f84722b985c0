/**
 * Rule chains that wait for people. A command collects follow-up steps (jobs) in a local queue; each job
 * either resolves at once (one legal option) or becomes the encounter's pending decision, and the rest of the
 * queue travels in the decision's context until `decide` resumes it (see decisions.ts). Nothing is queued in
 * the encounter between commands: a pending decision holds everything its chain still has to do.
 */
import type { CreatureId, PendingDecision, Point } from '../core';
import type { AttackInput } from './commands';

/** Where an unseated creature may land. */
export type LandingArea = 'adjacent' | 'formerSpace' | 'footprint';

/** Why a creature leaves its mount (MC-OPT-FALL applies to all but 'dismount' and 'teleport'). */
export type UnseatCause = 'dismount' | 'teleport' | 'forced' | 'prone' | 'dropProne' | 'mountTeleported' | 'mountProne';

/** Push, pull or slide (B-2). */
export type ForcedKind = 'push' | 'pull' | 'slide';
/** The kinds of forced movement. */
export const FORCED_KINDS: readonly ForcedKind[] = ['push', 'pull', 'slide'];

/** An unseated creature chooses where it lands. */
export interface LandJob {
  readonly kind: 'land';
  readonly id: CreatureId;
  readonly mountId: CreatureId;
  readonly area: LandingArea;
  /** Candidate top-left squares for 'formerSpace' / 'footprint'. */
  readonly squares?: readonly Point[];
  readonly prone: boolean;
  readonly cause: UnseatCause;
  readonly rule: string;
  /** Altitude the creature falls from, in squares (a flying mount's elevation). */
  readonly altitude: number;
}

/** A forced movement waiting for a rider's choice (MC-FM-2, MC-PASS-4). */
export interface ForcedContext {
  readonly kind: ForcedKind;
  readonly mountId: CreatureId;
  /** Creatures hit by the forced movement. */
  readonly movedIds: readonly CreatureId[];
  /** Footprint path (top-left squares of the mount-sized space). */
  readonly path: readonly Point[];
}

/** The rider decides whether to save (MC-FM-2 / MC-PASS-4 / MC-PRONE-3). */
export interface SaveJob {
  readonly kind: 'save';
  readonly rule: 'MC-FM-2' | 'MC-PRONE-3';
  /** Who rolls (the rider; for MC-PRONE-3 the creature knocked prone). */
  readonly saverId: CreatureId;
  /** The creature the rule is about (the moved passenger for MC-PASS-4). */
  readonly subjectId: CreatureId;
  readonly forced?: ForcedContext;
}

/** The rider picks one of several moved passengers (MC-PASS-4). */
export interface PickPassengerJob {
  readonly kind: 'pickPassenger';
  readonly riderId: CreatureId;
  readonly forced: ForcedContext;
}

/** The attacker picks rider or mount (MC-TGT-1). */
export interface TargetJob {
  readonly kind: 'target';
  readonly attack: AttackInput;
  readonly ids: readonly CreatureId[];
}

/** A provoked creature may make an opportunity attack (B-11, MC-OA-1). */
export interface OpportunityJob {
  readonly kind: 'opportunity';
  readonly attackerId: CreatureId;
  readonly targets: readonly CreatureId[];
  readonly cause: 'move' | 'ranged';
  readonly provokerId: CreatureId;
  readonly turnKey: string;
  /** Where the moving group was when it provoked (the attack is judged there: reach, MC-TGT-2). */
  readonly at?: Point;
}

/**
 * A mount teleports away from its riders (MC-TP-2, RULING MC-R3): each carried creature picks a square of the
 * former space first; then the mount leaves and they all land prone at once (so nobody overlaps meanwhile).
 */
export interface TeleportLandJob {
  readonly kind: 'tpLand';
  readonly mountId: CreatureId;
  readonly to: Point;
  readonly ids: readonly CreatureId[];
  /** Squares chosen so far, by creature (null = no room there: nearest free square, MC-R5). */
  readonly chosen: Readonly<Record<CreatureId, Point | null>>;
}

/** B-3: the saving throw against a "save ends" effect at the end of its creature's turn (the creature rolls). */
export interface EffectSaveJob {
  readonly kind: 'effectSave';
  readonly effectId: string;
  /** The turn whose end it belongs to (one save per effect and turn). */
  readonly turnKey: string;
}

/**
 * The turn order moves on once the ending turn's saves are made (B-14, B-16): `next` begins the next turn,
 * `open` opens the current creature's turn (after its lost delayed turn), `resume` lets the delayed `id` take
 * its turn now.
 */
export interface TurnJob {
  readonly kind: 'turnOn';
  readonly step: 'next' | 'open' | 'resume';
  readonly id?: CreatureId;
}

/** A follow-up step of a rule chain. */
export type Job =
  LandJob | SaveJob | PickPassengerJob | TargetJob | OpportunityJob | TeleportLandJob | EffectSaveJob | TurnJob;

/** The kinds of pending decisions this system creates (the resumers' keys). */
export type DecisionKind =
  'mc.land' | 'mc.save' | 'mc.pickPassenger' | 'mc.target' | 'mc.opportunity' | 'mc.effectSave';

/** What a pending decision of this system carries: the job it asks about and the rest of its chain. */
export interface ChainContext {
  readonly job: Job;
  /** Steps still to do after this decision. */
  readonly rest: readonly Job[];
  /** MC-TP-2: whose square the decision picks. */
  readonly current?: CreatureId;
}

/** The queue of one command's rule chain. */
export interface Chain {
  readonly queue: Job[];
}

/** A new, empty chain. */
export function newChain(jobs: readonly Job[] = []): Chain {
  return { queue: [...jobs] };
}

/**
 * The chain context of one of this system's pending decisions. The kernel types a decision's context as
 * unknown; every decision of this system is made by `runJobs` with a {@link ChainContext}, and files are
 * checked by `checkSys` before they load, so this is the one place that names the type.
 */
export function chainOf(p: PendingDecision): ChainContext {
  return p.context as ChainContext;
}
