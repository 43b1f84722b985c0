/**
 * Rule system "sudukuri": the 巣作りドラゴン battle procedure (seed 003, digest SD-*).
 * Commands and handlers for the shared envelope, the pure turn machine, the skill data and the odds simulator.
 */
import type { CommandBase, Handler } from '../core';
import type { SudukuriCommand as Commands } from './commands';
import { sudukuriCommandHandlers } from './handlers';

/** Commands of this rule system. */
export type SudukuriCommand = Commands;

/** Handlers of this rule system; they override core handlers of the same name. */
export const sudukuriHandlers: Record<string, Handler<never> | undefined> = sudukuriCommandHandlers as unknown as Record<string, Handler<never>>;

/** Is this a command of this system? */
export function isSudukuriCommand(c: CommandBase): c is SudukuriCommand {
  return Object.prototype.hasOwnProperty.call(sudukuriHandlers, c.type);
}

export * from './commands';
export { sudukuriCommandHandlers } from './handlers';
export * from './skills';
export * from './model';
export {
  ceilDiv, hitFormula, hitResult, hitTarget, magicDamage, magicFormula, physicalDamage, physicalFormula, profileOf, type Profile,
} from './calc';
export { run, runStep, runToEnd, runTurn, halted, type Granularity } from './engine';
export { runtime, type BattleLog, type D6, type Rt } from './runtime';
export { FastDice, engineRun } from './quiet';
export * from './odds';
export { RULINGS, type Ruling } from './rulings';
export { SD_EVENT_TYPES, type SdEventType } from './events';
export { characterFromCreature, statsOf, type SudukuriStats } from './fromMap';
export { STEPS, describeCursor, type StepDef } from './steps';
export { resolveBattle, type LogLine, type ResolveOptions } from './resolve';
export { battleProblem } from './validate';
