/**
 * The kernel's command table: handlers and shape checks of every kernel command. A rule system spreads them into
 * its definition and overrides what it does differently (`{ ...kernelHandlers, moveCreature: myMove }`).
 */
import type { CoreCommand } from './commands';
import type { Handler } from './engine';
import type { Encounter } from './model';
import { addCreature, changeHp, editCreature, removeCreature, setCondition } from './handlers/creatures';
import { rollDiceLine, setPalette } from './handlers/dice';
import { reseedDice } from './handlers/reseed';
import { cancelDecision, decide, renameEncounter } from './handlers/misc';
import { revealUnseen } from './handlers/unseen';
import { setFog, setScene } from './handlers/scene';
import { addWalls, removeWalls, setDoor, setVision } from './handlers/walls';
import { moveCreature, paintTerrain, placeCreature } from './handlers/move';
import { nextTurn, previousTurn, rollInitiative, rollInitiativePrecheck, setInitiative } from './handlers/turns';
import type { Precheck } from './system';
import { arr, bool, nullable, num, obj, oneOf, opt, point, record, str, type Shape } from './shape';

/**
 * Cheap availability checks of the kernel's whole-encounter commands (issue 33), for a system whose handler of
 * the command refuses exactly as the kernel's does (4e's, Sudukuri's).
 */
export const kernelPrechecks: {
  readonly rollInitiative: Precheck<Encounter, Extract<CoreCommand, { type: 'rollInitiative' }>>;
} = {
  rollInitiative: rollInitiativePrecheck,
};

/** Handlers of the kernel commands; the compiler checks that every command type has one. */
export const kernelHandlers: {
  readonly [K in CoreCommand['type']]: Handler<Encounter, Extract<CoreCommand, { type: K }>>;
} = {
  addCreature,
  editCreature,
  removeCreature,
  moveCreature,
  placeCreature,
  paintTerrain,
  rollInitiative,
  setInitiative,
  nextTurn,
  previousTurn,
  setCondition,
  changeHp,
  renameEncounter,
  cancelDecision,
  decide,
  rollDice: rollDiceLine,
  setPalette,
  setScene,
  setFog,
  addWalls,
  removeWalls,
  setDoor,
  setVision,
  revealUnseen,
  reseedDice,
};

const id = str(200);
const wallInput = obj({
  kind: oneOf(['wall', 'door', 'window', 'terrain']),
  x1: num,
  y1: num,
  x2: num,
  y2: num,
  open: opt(bool),
});

/** Shape checks of the kernel commands. */
export const kernelShapes: { readonly [K in CoreCommand['type']]: Shape } = {
  addCreature: obj({ creature: record }),
  editCreature: obj({ id, patch: record }),
  removeCreature: obj({ id }),
  moveCreature: obj({ id, to: point, path: opt(arr(point, 2000)), gm: opt(bool), elevation: opt(num) }),
  placeCreature: obj({ id, to: point, elevation: opt(num) }),
  paintTerrain: obj({ squares: arr(point, 200_000), terrain: opt(num), elevation: opt(num) }),
  rollInitiative: obj({ ids: opt(arr(id, 10_000)), all: opt(bool) }),
  setInitiative: obj({ id, value: nullable(num) }),
  nextTurn: obj({}),
  previousTurn: obj({}),
  setCondition: obj({ id, condition: str(40), on: bool }),
  changeHp: obj({ id, amount: num }),
  renameEncounter: obj({ name: str(1000) }),
  cancelDecision: obj({}),
  decide: obj({ optionId: str(200), with: opt(record) }),
  rollDice: obj({ expr: str(400), by: opt(nullable(str(200))), syntax: opt(oneOf(['bcdice'])) }),
  setPalette: obj({ owner: nullable(str(200)), lines: arr(str(1000), 200) }),
  setScene: obj({
    map: opt(nullable(obj({ asset: str(200), width: num, height: num, cell: num, offsetX: num, offsetY: num }))),
    gridLines: opt(oneOf(['drawn', 'faint', 'hidden'])),
    walls: opt(arr(wallInput, 10_000)),
  }),
  addWalls: obj({ walls: arr(wallInput, 10_000) }),
  removeWalls: obj({ ids: arr(str(40), 10_000) }),
  setDoor: obj({ id: str(40), open: bool }),
  setVision: obj({ on: bool }),
  revealUnseen: obj({ id, command: nullable(record), reveal: arr(id, 200), squares: arr(point, 2000) }),
  setFog: obj({
    hide: bool,
    rect: opt(obj({ x: num, y: num, width: num, height: num })),
    squares: opt(arr(point, 200_000)),
    all: opt(bool),
    off: opt(bool),
  }),
  reseedDice: obj({ key: str(43) }),
};
