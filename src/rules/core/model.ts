/**
 * The encounter model of the rules kernel, shared by every rule system. Plain serialisable data: records are
 * immutable (frozen once committed), relations are ids, no classes, no Maps. A rule system adds its own typed
 * parts — `Creature.sys` and `Encounter.sys` — declared in its definition (see system.ts); the kernel never
 * looks inside them.
 *
 * Every field is `readonly`: handlers change state only through a {@link import('./work').Work} transaction
 * (`w.edit(id)`, `w.root(key)`), which copies what it changes and records the change as a diff.
 */
import type { DiceState } from './diceStream';
import type { CreatureId } from './ids';
import type { Msg } from './message';
import type { Wall } from './walls';

export type { CreatureId } from './ids';

/** Size categories (4e B-1; Tenkai and Sudukuri draw every creature in one square unless told otherwise). */
export type Size = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';
export const SIZES: readonly Size[] = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];

/** Side of a creature in the fight. */
export type Side = 'party' | 'enemy' | 'neutral';
export const SIDES: readonly Side[] = ['party', 'enemy', 'neutral'];
/** Adventurer (a player character) or monster (a GM character). */
export type Kind = 'adventurer' | 'monster';
export const KINDS: readonly Kind[] = ['adventurer', 'monster'];

/** The one condition every rule system knows: the GM hides the creature from the player view. */
export const HIDDEN = 'hidden';

/** A square on the grid (x right, y down, 0-based). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A creature on the board. `P` is the rule system's own part (4e defences and riding traits, Tenkai
 * statistics, Sudukuri battle stats), typed by the system's definition.
 */
export interface Creature<P = unknown> {
  readonly id: CreatureId;
  readonly name: string;
  readonly side: Side;
  readonly kind: Kind;
  readonly size: Size;
  /** Top-left square of its space. */
  readonly pos: Point;
  /**
   * Height of the bottom of its space above the ground square, in squares. Never meaningful for a carried
   * creature: a rider's height is derived from its mount every time (see height.ts).
   */
  readonly elevation: number;
  readonly flying: boolean;
  readonly flySpeed: number;
  readonly speed: number;
  readonly reach: number;
  readonly hp: number;
  readonly hpMax: number;
  readonly tempHp: number;
  /** Conditions by name; each rule system lists the ones it knows (its definition's `conditions`). */
  readonly conditions: readonly string[];
  /** Initiative bonus (added to a d20 when initiative is rolled). */
  readonly initBonus: number;
  /** Initiative result; null until rolled or set. */
  readonly initiative: number | null;
  readonly notes: string;
  /** Token colour as #rrggbb. */
  readonly color: string;
  /** Short label on the token (1–3 characters). */
  readonly glyph: string;
  /** The creature this one rides (as rider or passenger); relation by id. */
  readonly mountId: CreatureId | null;
  /** True when this creature is the rider (controls the mount), false for a passenger. */
  readonly isRider: boolean;
  /** The rule system's own part of the creature. */
  readonly sys: P;
  /** A picture for the token: the id of an image asset of the encounter (issue 17); the glyph is the fallback. */
  readonly image?: string;
  /** How the picture is clipped: to a circle (default) or to the square of the space. */
  readonly token?: 'round' | 'square';
}

/** Terrain of one square. */
export type Terrain = 0 | 1 | 2;
export const TERRAIN_NORMAL: Terrain = 0;
export const TERRAIN_DIFFICULT: Terrain = 1;
export const TERRAIN_BLOCKING: Terrain = 2;

/** The grid: W×H squares with per-square ground elevation (in squares, may be negative) and terrain. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** Size of a square in the system's unit: 5 (ft) for 4e, 10 (m) for Tenkai. */
  readonly squareSize: number;
  readonly unit: 'ft' | 'm';
  /** Row-major ground elevation, length width×height. */
  readonly elevation: readonly number[];
  /** Row-major terrain codes, length width×height. */
  readonly terrain: readonly Terrain[];
}

/**
 * A battle-map picture under the grid (issue 17): an image asset of the encounter, placed so that `cell` pixels of
 * the picture make one square and the grid's top-left corner is at picture pixel (`offsetX`, `offsetY`).
 */
export interface MapLayer {
  readonly asset: string;
  /** The picture's size in pixels. */
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

/** What is drawn under and over the creatures besides the terrain: the map picture, the grid's lines, the fog. */
export interface Scene {
  readonly map: MapLayer | null;
  /** Grid lines drawn, faint, or hidden (over a picture that has its own). */
  readonly gridLines: 'drawn' | 'faint' | 'hidden';
  /**
   * Fog of war: the squares hidden from the players, one bit per square in row order (base64), or null when the
   * encounter has no fog. Creatures whose whole space is fogged are not sent to the player view.
   */
  readonly fog: string | null;
  /**
   * Walls, doors, windows and terrain walls (issue 32; `walls.ts`): segments in square units. Movement does not
   * cross those that block it (the system's `grid.wallRule`); sight and effect are the geometry's.
   */
  readonly walls: readonly Wall[];
  /** Vision fog (issue 32): the players see only what the party can see (computed from the walls); off by default. */
  readonly vision: boolean;
}

/** A scene with nothing in it. */
export const EMPTY_SCENE: Scene = Object.freeze({
  map: null,
  gridLines: 'drawn',
  fog: null,
  walls: Object.freeze([]) as readonly Wall[],
  vision: false,
});

/** The turn order: who acts, in which order, and whose turn it is. One mechanism for every rule system. */
export interface Turns {
  /** Creatures in the order they act (highest initiative first, or a system's own order). */
  readonly order: readonly CreatureId[];
  /** Index in `order` of the creature whose turn it is; -1 before combat starts. */
  readonly current: number;
  /** Round (4e), ターン (Tenkai); 0 before combat. */
  readonly round: number;
}

/** One option of a pending decision. */
export interface DecisionOption {
  /** Stable id the answering `decide` command names. */
  readonly id: string;
  /** What the option says (a message the i18n layer describes). */
  readonly label: Msg;
  /** A square to highlight on the board for this option, if it is a place. */
  readonly square?: Point;
  /** Disabled options are shown with the reason but cannot be chosen. */
  readonly disabledReason?: Msg;
  /** The rule that disables it (default: the decision's own rule). */
  readonly disabledRule?: string;
}

/**
 * A decision the rules wait for (which square to land in, whether to save, which passenger …). While one is
 * pending, every command but `decide` and the GM's `cancelDecision` is refused. `kind` names the resumer in
 * the rule system's definition (`decisions`), `context` is its typed data.
 */
export interface PendingDecision<K extends string = string, C = unknown> {
  readonly kind: K;
  /** Who decides (a creature's controller); null = the GM. */
  readonly chooserId: CreatureId | null;
  readonly prompt: Msg;
  readonly options: readonly DecisionOption[];
  readonly ruleId: string;
  /** Shown in the player view (a player's choice) or GM-only. */
  readonly playerFacing: boolean;
  /** Serialisable data the resumer needs. */
  readonly context: C;
}

/**
 * A whole encounter: what is saved, exported, replayed. `Id` is the rule system's id, `CP` its creature part,
 * `EP` its encounter part.
 *
 * `creatures` is a plain record of immutable records, the same shape in memory and on disk. Inside a
 * {@link import('./session').Session} the record object itself is the session's working container (changed
 * in place by commits, undo and redo), while every creature record in it is replaced, never changed: compare
 * creatures by identity and follow changes through diffs or the session's revision, not through the identity
 * of the `creatures` object.
 */
export interface Encounter<Id extends string = string, CP = unknown, EP = unknown> {
  readonly id: string;
  readonly name: string;
  readonly system: Id;
  readonly grid: Grid;
  readonly creatures: Readonly<Record<CreatureId, Creature<CP>>>;
  /** Creation order of creatures (drawing order, stable lists). */
  readonly creatureOrder: readonly CreatureId[];
  readonly turns: Turns;
  /**
   * The dice: a secret ChaCha20 key and how much of its stream was used, or the legacy generator of an old file
   * (replays only; see diceStream.ts). Never sent to players.
   */
  readonly rng: DiceState;
  /** Counter for generated ids. */
  readonly nextId: number;
  /** Sequence number of the next command applied. */
  readonly seq: number;
  /** A decision the rules are waiting for, or null. */
  readonly pending: PendingDecision | null;
  /** Saved dice lines (チャットパレット): per creature id, and `gm` for the GM's own. */
  readonly palettes: Readonly<Record<string, readonly string[]>>;
  /** The map picture, the grid lines, the fog (issue 17). */
  readonly scene: Scene;
  /** The rule system's own part of the encounter (its options, action sets, rating table, battle …). */
  readonly sys: EP;
}

/** The fields of an encounter other than its creature container (what the diff tracks as root values). */
export type RootKey = Exclude<keyof Encounter, 'creatures'>;

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

/** Index of a size in {@link SIZES} (for "one step larger" comparisons). */
export function sizeRank(size: Size): number {
  return SIZES.indexOf(size);
}

/** A deeply writable copy type of an immutable record (what `Work.edit` hands a handler). */
export type Mutable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? Mutable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T;
