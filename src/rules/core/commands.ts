/** The kernel's commands (named by intent). Every rule system accepts these; a system adds its own union. */
import type { CommandBase } from './commandBase';
import type { Creature, CreatureId, MapLayer, Point, Terrain } from './model';
import type { WallKind } from './walls';

/** The fields of a creature a person may give or edit (relations change only through the riding rules). */
export type CreatureFields<P = unknown> = Omit<Creature<P>, 'id' | 'mountId' | 'isRider' | 'sys'>;

/** A new creature: a name and any fields (the rest get defaults); `sys` is the rule system's part as given. */
export type CreatureInput = Partial<CreatureFields> & { readonly name: string; readonly sys?: unknown };
/** Fields to change; `sys` is a partial of the rule system's part (its definition merges and checks it). */
export type CreaturePatch = Partial<CreatureFields> & { readonly sys?: unknown };

/** Add a creature to the encounter. */
export interface AddCreature extends CommandBase {
  readonly type: 'addCreature';
  readonly creature: CreatureInput;
}
/** Change fields of a creature. */
export interface EditCreature extends CommandBase {
  readonly type: 'editCreature';
  readonly id: CreatureId;
  readonly patch: CreaturePatch;
}
/** Remove a creature (what it carries is left standing where it was). */
export interface RemoveCreature extends CommandBase {
  readonly type: 'removeCreature';
  readonly id: CreatureId;
}
/**
 * Move a creature (and whatever it carries) to `to` (top-left of its space). With `path`, that path is checked
 * square by square; without, the cheapest legal path is used. `gm` places it anywhere legal ignoring speed.
 * `elevation` changes a flier's height.
 */
export interface MoveCreature extends CommandBase {
  readonly type: 'moveCreature';
  readonly id: CreatureId;
  readonly to: Point;
  readonly path?: readonly Point[];
  readonly gm?: boolean;
  readonly elevation?: number;
}
/**
 * The GM's hand (issue 15): place a creature (and what it carries) on any legal space out of turn — no path, no
 * speed, no actions; only the space itself is checked (on the map, no blocking terrain, not on another creature
 * where creatures do not stack). Logged and undoable like every command.
 */
export interface PlaceCreature extends CommandBase {
  readonly type: 'placeCreature';
  readonly id: CreatureId;
  readonly to: Point;
  readonly elevation?: number;
}
/** Paint terrain and/or ground elevation on squares. */
export interface PaintTerrain extends CommandBase {
  readonly type: 'paintTerrain';
  readonly squares: readonly Point[];
  readonly terrain?: Terrain;
  readonly elevation?: number;
}
/** Roll initiative (d20 + bonus) for the listed creatures, or for all who have none yet. */
export interface RollInitiative extends CommandBase {
  readonly type: 'rollInitiative';
  readonly ids?: readonly CreatureId[];
  readonly all?: boolean;
}
/** Type an initiative value in (null clears it). */
export interface SetInitiative extends CommandBase {
  readonly type: 'setInitiative';
  readonly id: CreatureId;
  readonly value: number | null;
}
/** End the current turn; the next creature in order acts. */
export interface NextTurn extends CommandBase {
  readonly type: 'nextTurn';
}
/** Go back to the previous turn (a GM correction). */
export interface PreviousTurn extends CommandBase {
  readonly type: 'previousTurn';
}
/** Put a condition on or take it off (a GM ruling; the rules' own chains use their own commands). */
export interface SetCondition extends CommandBase {
  readonly type: 'setCondition';
  readonly id: CreatureId;
  readonly condition: string;
  readonly on: boolean;
}
/** Deal damage (negative) or heal (positive) by hand. */
export interface ChangeHp extends CommandBase {
  readonly type: 'changeHp';
  readonly id: CreatureId;
  readonly amount: number;
}
/** Rename the encounter. */
export interface RenameEncounter extends CommandBase {
  readonly type: 'renameEncounter';
  readonly name: string;
}
/** The GM cancels a pending decision (override). */
export interface CancelDecision extends CommandBase {
  readonly type: 'cancelDecision';
}
/**
 * Answer the pending decision with one of its options. `with` carries what the answer needs besides the
 * option (e.g. the numbers of a 4e opportunity attack); the rule system's resumer checks it.
 */
export interface Decide extends CommandBase {
  readonly type: 'decide';
  readonly optionId: string;
  readonly with?: Readonly<Record<string, unknown>>;
}

/**
 * Roll a dice line (issues 18 and 30): a BCDice 3 command (`2D6>=7`, `4D6KH3`, `D66`, `3B6>=4`, `2R6>=5`,
 * `4U6[6]`, `C(1+2)`, `choice[…]`, `x3 1D20`, a label after a space, `S` first for a secret roll shown to the GM
 * only), with the seeded dice or the faces a person typed in (`dice`: one value per physical die, in rolling
 * order). `by` names the creature whose palette it came from (or null for the GM).
 */
export interface RollDice extends CommandBase {
  readonly type: 'rollDice';
  readonly expr: string;
  readonly by?: CreatureId | null;
  /**
   * `bcdice`: the line is read as BCDice 3 reads it (issue 30). Without it the line is read as issue 18's dice
   * line read it (a term of 66 sides is one 66-sided die, a line without dice rolls none, a choice may have one
   * item), so that files and journals written before replay the same dice. Every new command carries it
   * ({@link rollDiceCommand}).
   */
  readonly syntax?: 'bcdice';
}

/** A dice-line command as the app sends it today (BCDice 3's reading). */
export function rollDiceCommand(expr: string, by: CreatureId | null, dice?: readonly number[] | null): RollDice {
  return { type: 'rollDice', expr, by, syntax: 'bcdice', ...(dice && dice.length > 0 ? { dice: [...dice] } : {}) };
}
/** Replace a palette of saved dice lines: a creature's, or the GM's (`owner` null). */
export interface SetPalette extends CommandBase {
  readonly type: 'setPalette';
  readonly owner: CreatureId | null;
  readonly lines: readonly string[];
}

/**
 * Change the scene (issue 17): put a battle-map picture under the grid (an image asset of the encounter) or take
 * it away (`map: null`), align it, choose how the grid lines are drawn over it.
 */
export interface SetScene extends CommandBase {
  readonly type: 'setScene';
  readonly map?: MapLayer | null;
  readonly gridLines?: 'drawn' | 'faint' | 'hidden';
  /**
   * Issue 32: replace every wall of the scene with these (a Universal VTT map's walls and doors come with its
   * picture, in one command and one undo step).
   */
  readonly walls?: readonly WallInput[];
}

/** A wall as a command gives it (issue 32): the engine gives it its id. `open` only for a door (default closed). */
export interface WallInput {
  readonly kind: WallKind;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly open?: boolean;
}
/** Add walls (issue 32): one, or the segments of a polyline drawn with the wall tool. */
export interface AddWalls extends CommandBase {
  readonly type: 'addWalls';
  readonly walls: readonly WallInput[];
}
/** Remove walls by id (issue 32). */
export interface RemoveWalls extends CommandBase {
  readonly type: 'removeWalls';
  readonly ids: readonly string[];
}
/** Open or close a door (issue 32). */
export interface SetDoor extends CommandBase {
  readonly type: 'setDoor';
  readonly id: string;
  readonly open: boolean;
}
/** Turn the vision fog on or off (issue 32): the players see only what the party can see. */
export interface SetVision extends CommandBase {
  readonly type: 'setVision';
  readonly on: boolean;
}
/**
 * Fog of war (issue 17): hide (`hide: true`) or reveal squares — a rectangle, a list of squares (a brush stroke),
 * or `all`; `off` removes the fog altogether (everything visible, nothing to paint).
 */
export interface SetFog extends CommandBase {
  readonly type: 'setFog';
  readonly hide: boolean;
  readonly rect?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly squares?: readonly Point[];
  readonly all?: boolean;
  readonly off?: boolean;
}

/**
 * Issue 26's table ruling, applied by the GM's request desk (never asked for by a player): a player's move was
 * judged in the players' world (what they can see) and ran into a creature or ground they could not see. `command`
 * is the move cut short before the first such square (null: the mover stays where it is); `reveal` are the
 * creatures it ran into (no longer hidden); `squares` the fogged squares it bumped into (the fog lifts there).
 */
export interface RevealUnseen extends CommandBase {
  readonly type: 'revealUnseen';
  readonly id: CreatureId;
  readonly command: CommandBase | null;
  readonly reveal: readonly CreatureId[];
  readonly squares: readonly Point[];
}

/**
 * Give the dice a new secret key (issue 26): the GM's app sends it, with a key it made with the Web Crypto API,
 * when it opens an encounter whose dice are still the legacy generator of an old file, or a file from elsewhere
 * (whoever has a file knows its key). Recorded like any command, so a replay rolls exactly the same dice.
 * GM-only: players may never ask for it, and its event is never shown to them.
 */
export interface ReseedDice extends CommandBase {
  readonly type: 'reseedDice';
  /** 32 bytes, base64url without padding (43 characters). */
  readonly key: string;
}

/** Every kernel command. */
export type CoreCommand =
  | RevealUnseen
  | AddCreature
  | EditCreature
  | RemoveCreature
  | MoveCreature
  | PlaceCreature
  | PaintTerrain
  | RollInitiative
  | SetInitiative
  | NextTurn
  | PreviousTurn
  | SetCondition
  | ChangeHp
  | RenameEncounter
  | CancelDecision
  | Decide
  | RollDice
  | SetPalette
  | SetScene
  | SetFog
  | AddWalls
  | RemoveWalls
  | SetDoor
  | SetVision
  | ReseedDice;

/** A status command's HP change (issue 30's palette: `:HP-5`), as the kernel's `changeHp`. */
export function changeHpCommand(id: CreatureId, amount: number): { readonly ok: true; readonly command: ChangeHp } {
  return { ok: true, command: { type: 'changeHp', id, amount } };
}
