/**
 * The rules kernel: model, geometry, seeded dice, the command envelope, transactions and diffs, sessions with
 * undo/redo, the rule-system contract, the file format and the kernel's own commands. It imports no rule system.
 */
export * from './chat';
export * from './chatFile';
export * from './commands';
export * from './creatures';
export * from './dice';
export * from './diceStream';
export * from './engine';
export * from './events';
export * from './factory';
export * from './fog';
export * from './ruler';
export * from './file';
export * from './geometry';
export * from './geometry/scene';
export * from './geometry/segments';
export * from './geometry/sight';
export * from './geometry/vision';
export { blockMask, wallIndex, WallIndex } from './geometry/wallIndex';
export * from './walls';
export * from './height';
export * from './kernel';
export * from './message';
export * from './model';
export * from './movement';
export { checkGivenPath, isSquare } from './pathCheck';
export * from './players';
export * from './session';
export * from './shape';
export * from './spatial';
export * from './spatialQueries';
export * from './system';
export * from './validate';
export * from './walls';
export * from './work';
export { need, applyHpChange } from './handlers/creatures';
export { announceTurn, defaultTurnOrder, sortTurnOrder } from './handlers/turns';
export { mapProblem, MAX_MAP_SIDE } from './handlers/scene';
export { nextWallId } from './handlers/walls';
