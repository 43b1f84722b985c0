/** The shared core's commands (named by intent). Rule systems add their own unions on top. */
import type { Condition, Creature, CreatureId, Point, Terrain } from './model';
import type { CommandBase } from './engine';

/** Fields a person may give for a new creature (the id is assigned by the command). */
export type CreatureInput = Partial<Omit<Creature, 'id' | 'mountId' | 'isRider'>> & { name: string };
/** Fields that may be edited (relations change only through the mounting rules). */
export type CreaturePatch = Partial<Omit<Creature, 'id' | 'mountId' | 'isRider'>>;

/** Add a creature to the encounter. */
export interface AddCreature extends CommandBase { type: 'addCreature'; creature: CreatureInput }
/** Change fields of a creature. */
export interface EditCreature extends CommandBase { type: 'editCreature'; id: CreatureId; patch: CreaturePatch }
/** Remove a creature (its riders stay where they are, on foot). */
export interface RemoveCreature extends CommandBase { type: 'removeCreature'; id: CreatureId }
/**
 * Move a creature (and whatever it carries) to `to` (top-left of its space). With `path`, that path is checked
 * square by square; without, the cheapest legal path is used. `gm` places it anywhere legal ignoring speed.
 * `elevation` changes a flier's height.
 */
export interface MoveCreature extends CommandBase {
  type: 'moveCreature';
  id: CreatureId;
  to: Point;
  path?: Point[];
  gm?: boolean;
  elevation?: number;
}
/** Paint terrain and/or ground elevation on squares. */
export interface PaintTerrain extends CommandBase { type: 'paintTerrain'; squares: Point[]; terrain?: Terrain; elevation?: number }
/** Roll initiative (d20 + bonus) for the listed creatures, or for all who have none yet. */
export interface RollInitiative extends CommandBase { type: 'rollInitiative'; ids?: CreatureId[]; all?: boolean }
/** Type an initiative value in (null clears it). */
export interface SetInitiative extends CommandBase { type: 'setInitiative'; id: CreatureId; value: number | null }
/** End the current turn; the next creature in order acts. */
export interface NextTurn extends CommandBase { type: 'nextTurn' }
/** Go back to the previous turn (a GM correction). */
export interface PreviousTurn extends CommandBase { type: 'previousTurn' }
/** Put a condition on or take it off (a GM ruling; the rules' own chains use their own commands). */
export interface SetCondition extends CommandBase { type: 'setCondition'; id: CreatureId; condition: Condition; on: boolean }
/** Deal damage (negative) or heal (positive) by hand. */
export interface ChangeHp extends CommandBase { type: 'changeHp'; id: CreatureId; amount: number }
/** Switch an optional rule. */
export interface SetOption extends CommandBase { type: 'setOption'; optionalFallRule: boolean }
/** Rename the encounter. */
export interface RenameEncounter extends CommandBase { type: 'renameEncounter'; name: string }
/** The GM cancels a pending decision (override). */
export interface CancelDecision extends CommandBase { type: 'cancelDecision' }

/** Every command of the shared core. */
export type CoreCommand =
  | AddCreature
  | EditCreature
  | RemoveCreature
  | MoveCreature
  | PaintTerrain
  | RollInitiative
  | SetInitiative
  | NextTurn
  | PreviousTurn
  | SetCondition
  | ChangeHp
  | SetOption
  | RenameEncounter
  | CancelDecision;
