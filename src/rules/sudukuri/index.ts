/**
 * Rule system "sudukuri": the 巣作りドラゴン battle procedure (seed 003, digest SD-*). Its definition for the
 * kernel (commands, the battle in `sys.battle`, each map creature's statistics in its `sys`, checks and file
 * migrations), the pure turn machine, the skill data and the odds simulator. It imports only the kernel.
 */
import { defineSystem, kernelPrechecks, type GridRules } from '../core';
import { paletteSudukuri } from './palette';
import { playersSudukuri } from './players';
import { checkSys } from './check';
import type { SudukuriCommand } from './commands';
import type { SdEvent } from './events';
import { handlers, shapes } from './handlers';
import { migrations } from './migrate';
import type { SdEncounter } from './model';
import { creaturePart } from './part';

/** The grid: diagonals count 1, creatures do not share squares, difficult terrain costs double; 5 ft squares. */
export const grid: GridRules = {
  metric: 'chebyshev',
  stacking: false,
  difficultCostsDouble: true,
  squareSize: 5,
  // Issue 32: no step crosses a wall that blocks movement (RULING SD-R12).
  wallRule: 'SD-R12',
  unit: 'ft',
};

/**
 * Conditions a token may carry (the definition's `conditions`). The battle procedure has none; these are the board's markers as every system had
 * them before (kept so older files load), with no rule effect here.
 */
const CONDITIONS: readonly string[] = ['prone', 'dazed', 'stunned', 'immobilised', 'restrained', 'squeezing', 'hidden'];

/** The definition of the rule system. */
export const sudukuri = defineSystem<SdEncounter, SudukuriCommand, SdEvent>({
  id: 'sudukuri',
  grid,
  conditions: CONDITIONS,
  // No creature rides in 巣作りドラゴン (checkSys refuses riding in a file); the kernel needs a rule id anyway.
  riderMoveRule: 'SD-TERM',
  newSys: () => ({ battle: null }),
  creaturePart,
  checkSys,
  handlers,
  shapes,
  // The battle's target choice (SD-R1) waits inside the battle, answered by `sdChooseTarget`: no kernel decisions.
  decisions: {},
  turns: {},
  migrations,
  players: playersSudukuri,
  palette: paletteSudukuri,
  prechecks: kernelPrechecks,
});

export type {
  SdChooseTarget,
  SdClearBattle,
  SdCommand,
  SdReset,
  SdRunToEnd,
  SdSetBattle,
  SdSetTargetPolicy,
  SdStep,
  SdTurn,
  SudukuriCommand,
} from './commands';
export type {
  CancelRoll,
  HitFormula,
  MagicFormula,
  MagicTerm,
  PhysicalFormula,
  Roll2d6,
  SdEvent,
  SdEvents,
  SdMsg,
  SdMsgs,
  SdStepEvent,
  SkillTag,
  TurnEndChange,
} from './events';
export {
  DEFAULT_MAX_TURNS,
  getBattle,
  makeBattle,
  resetBattle,
  TARGET_POLICIES,
  type BattleSetup,
  type CharacterInput,
  type Granularity,
  type SdBattle,
  type SdCharacter,
  type SdCreature,
  type SdCursor,
  type SdEncounter,
  type SdPart,
  type SdResult,
  type SdSys,
  type SdTargetChoice,
  type SdTargetContext,
  type SetupProblem,
  type SideKey,
  type StepId,
  type TargetPolicy,
} from './model';
export { characterFromCreature } from './part';
export {
  isSkillKey,
  MAX_COPIES,
  SKILL_BY_KEY,
  SKILLS,
  type SkillDef,
  type SkillGroup,
  type SkillKey,
  type SkillSet,
  type Stacking,
} from './skills';
export { describeCursor, STEPS, type StepDef } from './steps';
export {
  oddsResult,
  runOdds,
  simulate,
  startOdds,
  type OddsJob,
  type OddsOptions,
  type OddsResult,
  type OddsTally,
} from './odds';
export { resolveBattle, type ResolveOptions } from './resolve';
