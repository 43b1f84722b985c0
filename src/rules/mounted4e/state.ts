/**
 * The mounted4e system state kept in `encounter.sys.mounted4e`: plain serialisable data (action sets,
 * initiative links, follow-up decisions). Read it through {@link m4} (never undefined).
 */
import type { CreatureId, Encounter, Point } from '../core';
import type { AttackSpec, AttackCommand } from './commands';

/** The three actions of a turn (B-7). */
export type ActionKind = 'standard' | 'move' | 'minor';
/** Any action a command may cost; 'none' = part of another, already paid action (or not in combat). */
export type ActionCost = ActionKind | 'free' | 'immediate' | 'opportunity' | 'none';

/** One action spent from a set. */
export interface SpentAction {
  by: CreatureId;
  /** What was asked for. */
  action: ActionKind;
  /** The pip that paid for it (a standard may pay for a move or minor, a move for a minor: B-7). */
  as: ActionKind;
  what: string;
}

/**
 * The actions of one turn (B-7). For an adventurer rider it is shared with its mount (MC-TURN-1) and stays
 * shared for the rest of the turn after a dismount (MC-TURN-2).
 */
export interface ActionSet {
  /** Whose turn created it. */
  owner: CreatureId;
  /** Who may spend it. */
  members: CreatureId[];
  round: number;
  left: Record<ActionKind, number>;
  spent: SpentAction[];
  /** B-8: after a charge, no further actions but free ones. */
  charged: boolean;
}

/** Where an unseated creature may land. */
export type LandingArea = 'adjacent' | 'formerSpace' | 'footprint';

/** Why a creature leaves its mount (MC-OPT-FALL applies to all but 'dismount' and 'teleport'). */
export type UnseatCause = 'dismount' | 'teleport' | 'forced' | 'prone' | 'dropProne' | 'mountTeleported' | 'mountProne';

/** An unseated creature chooses where it lands. */
export interface LandJob {
  kind: 'land';
  id: CreatureId;
  mountId: CreatureId;
  area: LandingArea;
  /** Candidate top-left squares for 'formerSpace' / 'footprint'. */
  squares?: Point[];
  prone: boolean;
  cause: UnseatCause;
  rule: string;
  /** Altitude the creature falls from, in squares (a flying mount's elevation). */
  altitude: number;
}

/** A forced movement waiting for a rider's choice (MC-FM-2, MC-PASS-4). */
export interface ForcedContext {
  kind: 'push' | 'pull' | 'slide';
  mountId: CreatureId;
  /** Creatures hit by the forced movement. */
  movedIds: CreatureId[];
  /** Footprint path (top-left squares of the mount-sized space). */
  path: Point[];
}

/** The rider decides whether to save (MC-FM-2 / MC-PASS-4 / MC-PRONE-3). */
export interface SaveJob {
  kind: 'save';
  rule: 'MC-FM-2' | 'MC-PRONE-3';
  /** Who rolls (the rider; for MC-PRONE-3 the creature knocked prone). */
  saverId: CreatureId;
  /** The creature the rule is about (the moved passenger for MC-PASS-4). */
  subjectId: CreatureId;
  forced?: ForcedContext;
}

/** The rider picks one of several moved passengers (MC-PASS-4). */
export interface PickPassengerJob {
  kind: 'pickPassenger';
  riderId: CreatureId;
  forced: ForcedContext;
}

/** The attacker picks rider or mount (MC-TGT-1). */
export interface TargetJob {
  kind: 'target';
  attack: AttackCommand;
  ids: CreatureId[];
}

/** A provoked creature may make an opportunity attack (B-11, MC-OA-1). */
export interface OpportunityJob {
  kind: 'opportunity';
  attackerId: CreatureId;
  targets: CreatureId[];
  cause: 'move' | 'ranged';
  provokerId: CreatureId;
  turnKey: string;
  /** Where the moving group was when it provoked (the attack is judged there: reach, MC-TGT-2). */
  at?: Point;
}

/**
 * A mount teleports away from its riders (MC-TP-2, RULING MC-R3): each carried creature picks a square of the
 * former space first; then the mount leaves and they all land prone at once (so nobody overlaps meanwhile).
 */
export interface TeleportLandJob {
  kind: 'tpLand';
  mountId: CreatureId;
  to: Point;
  ids: CreatureId[];
  /** Squares chosen so far (null = no room there: nearest free square, MC-R5). */
  chosen: Record<CreatureId, Point | null>;
}

/** A follow-up step of a rule chain. */
export type Job = LandJob | SaveJob | PickPassengerJob | TargetJob | OpportunityJob | TeleportLandJob;

/** Everything mounted4e keeps in the encounter. */
export interface M4State {
  /** The action set of the current turn (null out of combat). */
  set: ActionSet | null;
  /** Round in which each creature used its immediate action (shared for an adventurer and its mount). */
  immediate: Record<CreatureId, number>;
  /** Turn key ("round:index") in which each creature used its opportunity action. */
  opportunity: Record<CreatureId, string>;
  /** MC-INIT-1: mount → rider whose initiative it shares (kept after a dismount). */
  initLinks: Record<CreatureId, CreatureId>;
  /** MC-TURN-1/2: mount → round in which it acted within an adventurer's turn. */
  sharedRound: Record<CreatureId, number>;
  /** Round in which each creature's own turn last began (a creature moved later in the order by MC-INIT-1 does not act twice). */
  acted: Record<CreatureId, number>;
  /** MC-SEP-1: mount → turn key in which its rider granted it a move action. */
  granted: Record<CreatureId, string>;
  /** Steps still to do after the pending decision. */
  jobs: Job[];
  /** Attack specs remembered for opportunity attacks (creature id → its basic melee attack). */
  basicAttacks: Record<CreatureId, AttackSpec>;
}

/** A fresh system state. */
export function emptyM4(): M4State {
  return { set: null, immediate: {}, opportunity: {}, initLinks: {}, sharedRound: {}, acted: {}, granted: {}, jobs: [], basicAttacks: {} };
}

/** The mounted4e state of an encounter (created on first use in a draft). */
export function m4(d: Encounter): M4State {
  const cur = d.sys.mounted4e as Partial<M4State> | undefined;
  if (!cur || typeof cur !== 'object') {
    const fresh = emptyM4();
    d.sys.mounted4e = fresh;
    return d.sys.mounted4e as M4State;
  }
  // Fill in any field missing from an older file.
  const base = emptyM4();
  for (const k of Object.keys(base) as (keyof M4State)[]) {
    if (cur[k] === undefined) (cur as Record<string, unknown>)[k] = base[k];
  }
  return cur as M4State;
}

/** Read-only view for queries on a frozen state (does not create anything). */
export function m4View(enc: Encounter): M4State {
  const cur = enc.sys.mounted4e as Partial<M4State> | undefined;
  return { ...emptyM4(), ...(cur ?? {}) };
}

/** Key of the current turn, for "one opportunity action per turn" (B-7). */
export function turnKey(enc: Encounter): string {
  return enc.turns.current < 0 ? 'out' : `${enc.turns.round}:${enc.turns.current}`;
}
