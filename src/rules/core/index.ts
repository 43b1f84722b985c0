/** The shared core: model, geometry, dice, the command/event envelope and the core command handlers. */
import type { CoreCommand } from './commands';
import type { Handler } from './engine';
import { addCreature, changeHp, editCreature, removeCreature, setCondition } from './handlers/creatures';
import { cancelDecision, renameEncounter, setOption } from './handlers/misc';
import { moveCreature, paintTerrain } from './handlers/move';
import { nextTurn, previousTurn, rollInitiative, setInitiative } from './handlers/turns';

export * from './commands';
export * from './creatures';
export * from './dice';
export * from './engine';
export * from './factory';
export * from './geometry';
export * from './model';
export * from './movement';
export * from './spatial';
export * from './systems';
export * from './text';
export * from './validate';
export { need, applyHpChange } from './handlers/creatures';
export { announce as announceTurn, sortTurnOrder } from './handlers/turns';

/** Handlers of the core commands; the compiler checks that every command type has one. */
export const coreHandlers: { [K in CoreCommand['type']]: Handler<Extract<CoreCommand, { type: K }>> } = {
  addCreature,
  editCreature,
  removeCreature,
  moveCreature,
  paintTerrain,
  rollInitiative,
  setInitiative,
  nextTurn,
  previousTurn,
  setCondition,
  changeHp,
  setOption,
  renameEncounter,
  cancelDecision,
};
export * from './history';
export * from './file';
export * from './height';
