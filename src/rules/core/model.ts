/**
 * The encounter model shared by every rule system. Plain serialisable data: no classes, no Maps,
 * relations as ids. Rule-system-specific data hangs off optional fields (`mount`, `tenkai`, …) so the core
 * carries no 4e-only assumptions.
 */
import type { CreatureTable } from './creatures';
import type { Text } from './text';

/** Identifier of a creature (stable across the encounter's life). */
export type CreatureId = string;

/** The rule systems Saddlegrid supports. */
export type RuleSystem = 'mounted4e' | 'tenkai' | 'sudukuri';

/** Size categories (4e B-1). */
export type Size = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';
export const SIZES: readonly Size[] = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];

/** Side of a creature in the fight. */
export type Side = 'party' | 'enemy' | 'neutral';
/** Adventurer (a player character: shares a turn with its mount, MC-TURN-1) or monster (MC-TURN-3). */
export type Kind = 'adventurer' | 'monster';

/** Conditions the board shows; rule systems may add their own names. */
export type Condition = 'prone' | 'dazed' | 'stunned' | 'immobilised' | 'restrained' | 'squeezing' | 'hidden';
export const CONDITIONS: readonly Condition[] = ['prone', 'dazed', 'stunned', 'immobilised', 'restrained', 'squeezing', 'hidden'];

/** A square on the grid (x right, y down, 0-based). */
export interface Point {
  x: number;
  y: number;
}

/** Defences (4e). */
export interface Defences {
  ac: number;
  fort: number;
  ref: number;
  will: number;
}

/** Fields a mount and rider need (mounted rules live in rules/mounted4e; the data is part of the model). */
export interface RidingTraits {
  /** Willing to be ridden (MC-ELIG-2). */
  willingMount: boolean;
  /** Wears a military saddle (軍用鞍): +5 to the MC-FM-2 / MC-PRONE-3 saves. */
  militarySaddle: boolean;
  /** Has the Mounted Combat feat (MC-KEY-1). */
  mountedCombatFeat: boolean;
  /** Trained for battle (MC-MATK-1: a hint, never a block). */
  combatTrained: boolean;
  /** Trained in Acrobatics (B-5 fall reduction). */
  acrobaticsTrained: boolean;
  /** Acrobatics check bonus. */
  acrobaticsBonus: number;
  /** Athletics check bonus (B-6 high jump). */
  athleticsBonus: number;
  /** Weight in pounds (MC-CARRY-1). */
  weightLb: number;
  /** Normal load in pounds (MC-CARRY-1). */
  carryCapacityLb: number;
  /** Passenger capacity (RULING MC-R4); undefined = default (squares in the space − 1). */
  passengerCapacity?: number;
}

/** A creature on the board. */
export interface Creature {
  id: CreatureId;
  name: string;
  side: Side;
  kind: Kind;
  size: Size;
  /** Top-left square of its space. */
  pos: Point;
  /**
   * Height of the bottom of its space above the ground square, in squares (4e). Never stored for a rider:
   * a rider's height is derived from its mount (see rules/mounted4e).
   */
  elevation: number;
  flying: boolean;
  flySpeed: number;
  speed: number;
  reach: number;
  hp: number;
  hpMax: number;
  tempHp: number;
  defences: Defences;
  conditions: Condition[];
  /** Initiative bonus (added to a d20 when initiative is rolled). */
  initBonus: number;
  /** Initiative result; null until rolled or set. */
  initiative: number | null;
  notes: string;
  /** Token colour as #rrggbb. */
  color: string;
  /** Short label on the token (1–3 characters). */
  glyph: string;
  riding: RidingTraits;
  /** The creature this one rides (as rider or passenger); relation by id (MC-SPACE-1). */
  mountId: CreatureId | null;
  /** True when this creature is the rider (controls the mount), false for a passenger (MC-PASS-*). */
  isRider: boolean;
  /** Rule-system-specific data (Tenkai statistics, etc.). */
  ext?: Record<string, unknown>;
}

/** Terrain of one square. */
export type Terrain = 0 | 1 | 2;
export const TERRAIN_NORMAL: Terrain = 0;
export const TERRAIN_DIFFICULT: Terrain = 1;
export const TERRAIN_BLOCKING: Terrain = 2;

/** The grid: W×H squares with per-square ground elevation (in squares, may be negative) and terrain. */
export interface Grid {
  width: number;
  height: number;
  /** Size of a square in the system's unit: 5 (ft) for 4e, 10 (m) for Tenkai. */
  squareSize: number;
  unit: 'ft' | 'm';
  /** Row-major ground elevation, length width×height. */
  elevation: number[];
  /** Row-major terrain codes, length width×height. */
  terrain: Terrain[];
}

/** The initiative tracker. */
export interface Turns {
  /** Creatures in turn order (highest initiative first). */
  order: CreatureId[];
  /** Index in `order` of the creature whose turn it is; -1 before combat starts. */
  current: number;
  round: number;
}

/** One option of a pending decision. */
export interface DecisionOption {
  /** Stable id the answering command names. */
  id: string;
  label: Text;
  /** A square to highlight on the board for this option, if it is a place. */
  square?: Point;
  /** Disabled options are shown with the reason but cannot be chosen. */
  disabledReason?: Text;
}

/**
 * A decision the rules wait for (which square to land in, whether to save, which passenger …).
 * While one is pending, every command but `decide` (and the GM's `cancelDecision`) is rejected.
 */
export interface PendingDecision {
  /** What the system resumes with, e.g. "mc.fallSquare". */
  kind: string;
  /** Who decides (a creature's controller); null = the GM. */
  chooserId: CreatureId | null;
  prompt: Text;
  options: DecisionOption[];
  ruleId: string;
  /** Shown in the player view (a player's choice) or GM-only. */
  playerFacing: boolean;
  /** Serializable data the resuming handler needs. */
  context: Record<string, unknown>;
}

/** Per-encounter switches (optional rules). */
export interface Settings {
  /** MC-OPT-FALL: leaving a mount other than by dismount/teleport counts as falling. Off by default. */
  optionalFallRule: boolean;
}

/** A whole encounter: what is saved, exported, replayed. */
export interface Encounter {
  id: string;
  name: string;
  system: RuleSystem;
  grid: Grid;
  /** Creatures by id, sharded (see creatures.ts); read and write them with `creatureOf` / `putCreature`. */
  creatures: CreatureTable;
  /** Creation order of creatures (drawing order, stable lists). */
  creatureOrder: CreatureId[];
  turns: Turns;
  /** Seeded dice state (see dice.ts). */
  rng: number;
  /** Counter for generated ids. */
  nextId: number;
  /** Sequence number of the next command applied. */
  seq: number;
  settings: Settings;
  /** A decision the rules are waiting for, or null. */
  pending: PendingDecision | null;
  /** Rule-system-specific state (action sets, pending decisions, Tenkai rating table, Sudukuri battle …). */
  sys: Record<string, unknown>;
}

/** Side length of a creature's space in squares (B-1; Tiny is drawn in one square). */
export function spaceSide(size: Size): number {
  switch (size) {
    case 'tiny':
    case 'small':
    case 'medium':
      return 1;
    case 'large':
      return 2;
    case 'huge':
      return 3;
    case 'gargantuan':
      return 4;
  }
}

/** Index of a size in {@link SIZES} (for "one step larger" comparisons, MC-ELIG-1). */
export function sizeRank(size: Size): number {
  return SIZES.indexOf(size);
}

/** Default riding traits for a new creature. */
export function defaultRiding(): RidingTraits {
  return {
    willingMount: false,
    militarySaddle: false,
    mountedCombatFeat: false,
    combatTrained: false,
    acrobaticsTrained: false,
    acrobaticsBonus: 0,
    athleticsBonus: 0,
    weightLb: 150,
    carryCapacityLb: 200,
  };
}
