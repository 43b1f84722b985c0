/**
 * The kernel's own events and messages (every rule system has these; a system adds its own unions).
 * Text for each comes from the i18n layer (`src/i18n/core.ts`); the compiler checks every key has a describer.
 */
import type { DieRoll } from './dice';
import type { FileProblemKind } from './fileProblems';
import type { DiceExprError, DiceResult } from '../dice';
import type { EventOf, Msg, MsgOf, Ref } from './message';
import type { CreatureId, Point } from './model';

/** Events of the kernel's commands, by type. */
export interface CoreEvents {
  /** One die was rolled (or typed in); `roll.purpose` says what for. */
  dieRolled: { roll: DieRoll };
  creatureAdded: { who: Ref; at: Point };
  /** Fields of a creature were changed by hand (`fields` are field keys; the i18n layer names them). */
  creatureEdited: { who: Ref; fields: readonly string[] };
  creatureRemoved: { who: Ref; dropped: readonly Ref[] };
  /** A creature (and what it carries) moved along `path` for `cost` squares of movement. */
  creatureMoved: {
    who: Ref;
    carried: readonly Ref[];
    from: Point;
    to: Point;
    path: readonly Point[];
    cost: number;
    gm: boolean;
    /** The mover flew (B-12, TK-ALT-*): the log says "flies" (issue 29). Absent in older logs: a walk. */
    fly?: boolean;
  };
  /** The GM placed a creature (and what it carries) out of turn (issue 15). */
  creaturePlaced: { who: Ref; carried: readonly Ref[]; from: Point; to: Point };
  terrainPainted: { count: number };
  initiativeRolled: { who: Ref; die: number; bonus: number; total: number };
  initiativeSet: { who: Ref; value: number | null };
  turnStarted: { who: Ref; round: number };
  conditionGained: { who: Ref; condition: string };
  conditionLost: { who: Ref; condition: string };
  /** `hp` / `hpMax` are null in a copy for readers who may not know them (players, of creatures outside the party). */
  damaged: { who: Ref; amount: number; hp: number | null; hpMax: number | null };
  healed: { who: Ref; amount: number; hp: number | null; hpMax: number | null };
  encounterRenamed: { name: string };
  /** The GM cancelled a pending decision (`chooser`: whose it was; null: the GM's). */
  decisionCancelled: { prompt: Msg; chooser?: Ref | null };
  /** A pending decision was answered (`chooser`: whose it was; null: the GM's). */
  decided: { prompt: Msg; option: Msg; optionId: string; chooser?: Ref | null };
  /**
   * A dice line was rolled (issue 18): the whole result; a `secret` roll is seen by the GM and by the player who
   * asked for it (`player`: that player's name, issue 26; null: the GM rolled).
   */
  diceRolled: { by: Ref | null; result: DiceResult; secret: boolean; manual: boolean; player?: string | null };
  /** What the other players read of a secret roll (issue 26): who rolled, not what. */
  diceRolledSecretly: { by: Ref | null; player: string | null };
  /**
   * Issue 26's table ruling (the system's `unseenRule`): a player's move ran into a creature or ground the players
   * could not see; it stopped at `at` (where it was, when it could not move at all) and what stopped it is revealed.
   */
  unseenBlocked: { who: Ref; at: Point; revealed: readonly Ref[]; squares: number; rule: string };
  /** The scene changed: a map picture placed, aligned or removed, the grid lines' look (issue 17). */
  sceneChanged: {
    map: 'placed' | 'aligned' | 'removed' | 'same';
    gridLines: 'drawn' | 'faint' | 'hidden';
    /** Issue 32: the walls were replaced (a map imported with its walls): how many walls and doors it has now. */
    walls?: { walls: number; doors: number };
  };
  /** Walls were added (issue 32): how many of each kind. */
  wallsAdded: { walls: number; doors: number; windows: number; terrain: number };
  /** Walls were removed (issue 32). */
  wallsRemoved: { count: number };
  /** A door was opened or closed (issue 32). */
  doorChanged: { open: boolean; at: Point };
  /** The vision fog was turned on or off (issue 32). */
  visionChanged: { on: boolean };
  /** Fog hidden or revealed over `count` squares (or all; or taken away). */
  fogChanged: { hide: boolean; count: number; all: boolean; off: boolean };
  /** A palette of saved dice lines changed. */
  paletteChanged: { owner: Ref | null; count: number };
  /**
   * The dice got a new secret key (issue 26): `from` the legacy generator of an old file (upgraded to ChaCha20),
   * or a key someone else may know (a file from elsewhere). GM-only; the key itself is never in an event.
   */
  diceReseeded: { from: 'mulberry32' | 'chacha20' };
}

/** One kernel event. */
export type CoreEvent = EventOf<CoreEvents>;

/** The kernel's messages (refusals, roll purposes, labels), by key. */
export interface CoreMsgs {
  notACommand: object;
  /** Issue 26, the players' permissions: not one of the player's creatures (`creature` null: not named back). */
  notYours: { creature: Ref | null };
  notYourDecision: object;
  /** Not on the turn of one of the player's creatures (not `notYourTurn`: 4e has its own key of that name, naming who). */
  onlyOnOwnTurn: object;
  unknownCommand: { type: string };
  /** A command's field has the wrong type (the shape check before its handler). */
  badField: { field: string; expected: string };
  decisionPending: { prompt: Msg };
  badDiceList: object;
  unusedDice: { count: number };
  badDie: { sides: number; value: unknown; purpose: Msg };
  noCreature: { id: string };
  unknownField: { field: string };
  /** A creature field is out of range or of the wrong kind; `field` is a field key, `rule` an expectation. */
  badCreatureField: { field: string; expect: FieldExpectation };
  needsName: object;
  noCreatureGiven: object;
  nothingToChange: object;
  carriedCannotBeMoved: { who: Ref };
  offMap: object;
  blocked: object;
  occupied: { by: readonly Ref[] };
  noPath: { max: number };
  notOneStep: { step: Point; from: Point };
  pathNotToEnd: object;
  pathStandsStill: object;
  pathNotSquares: object;
  pathTooCostly: { who: Ref; cost: number; max: number };
  destinationNotSquare: object;
  ridesMount: { who: Ref; mount: Ref | null };
  cannotFly: { who: Ref };
  badHeight: object;
  alreadyThere: { who: Ref };
  chooseSquares: object;
  nothingToPaint: object;
  unknownTerrain: object;
  badGroundElevation: object;
  squareOffMap: { at: Point };
  everyoneHasInitiative: object;
  badInitiative: object;
  noInitiativeYet: object;
  firstTurn: object;
  unknownCondition: { condition: string };
  alreadyCondition: { who: Ref; condition: string };
  notCondition: { who: Ref; condition: string };
  badHpChange: object;
  badEncounterName: object;
  noDecision: object;
  notAnOption: { id: string };
  unknownDecision: { kind: string };
  /** A file or autosave was refused (see file.ts). */
  file: {
    problem: FileProblemKind;
    where?: string;
    field?: string;
    creature?: string;
    detail?: Msg;
    n?: number;
    max?: number;
  };
  /** Text a version-1 file stored in a pending decision (kept as it was written). */
  legacyText: { en: string; ja: string };
  /** A programming error stopped a command (shown as a bug, never as a ruling). */
  bugReport: { error: string };
  /** A dice line that does not parse (the message points at the position). */
  diceSyntax: { error: DiceExprError };
  /** Typed-in faces for a dice line: the line needs exactly `need` dice (at least `need` when dice are rolled again). */
  diceCount: { need: number; given: number; atLeast?: boolean };
  /** A palette line is too long or there are too many. */
  badPalette: { maxLines: number; maxLength: number };
  /** A map picture that does not fit (size, cell, offset) — `field` names what. */
  badMap: { field: string };
  /** The fog needs a rectangle, squares, `all` or `off`. */
  fogWhere: object;
  /** Issue 32: a wall that does not fit (`field`: the first field out of range; `count`: too many walls). */
  badWall: { field: string; max: number };
  /** Issue 32: no wall (or no door) of that id. */
  noWall: { id: string; door: boolean };
  /** Issue 32: the door is already open or closed. */
  doorAlready: { open: boolean };
  /** Issue 32: a step between two squares crosses a wall that blocks movement (the system's `grid.wallRule`). */
  wallInWay: { from: Point; to: Point };
  /** Issue 32: a wall runs between the squares of a space a creature of several squares would stand in. */
  wallThroughSpace: object;
  /** Issue 32: no path within `max` squares because walls are in the way (there would be one without them). */
  walledOff: { max: number };
  /** Roll purpose: a die of a dice line. */
  diceLineRoll: object;
  /** Roll purpose: a creature's initiative. */
  initiativeRoll: { who: Ref };
  /** `reseedDice` without a valid key (43 base64url characters), or with the public all-zero key. */
  badDiceKey: object;
  /** `reseedDice` with the key the dice have now (its stream would start again: faces already shown). */
  sameDiceKey: object;
}

/** What a creature field must be (for {@link CoreMsgs.badCreatureField}). */
export type FieldExpectation =
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' }
  | { kind: 'text'; max: number }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'colour' }
  | { kind: 'square' }
  | { kind: 'id' }
  | { kind: 'notAbove'; other: string }
  | { kind: 'object' };

/** One kernel message. */
export type CoreMsg = MsgOf<CoreMsgs>;

/** A kernel message (typed constructor, so a key typo does not compile). */
export function msg<K extends keyof CoreMsgs>(m: K, params: CoreMsgs[K]): CoreMsg {
  return { m, ...params } as CoreMsg;
}

/** Ids mentioned by refs, for an event's `ids`. */
export function idsOf(...refs: (Ref | readonly Ref[] | null | undefined)[]): CreatureId[] {
  const out: CreatureId[] = [];
  for (const r of refs) {
    if (!r) continue;
    if (Array.isArray(r)) for (const x of r as readonly Ref[]) out.push(x.id);
    else out.push((r as Ref).id);
  }
  return out;
}
