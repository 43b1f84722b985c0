/** Commands of the 巣作りドラゴン battle (named by intent; all carry optional typed-in `dice`, d6 values in order). */
import type { CommandBase } from '../core/engine';
import type { BattleSetup, TargetPolicy } from './model';

/** Set up (or replace) the battle: both sides, their characters and skills, the target policy and turn cap. */
export interface SdSetBattle extends CommandBase {
  type: 'sdSetBattle';
  battle: BattleSetup;
}

/** Change the target policy of RULING SD-R1 (also clears a pending manual choice if the new policy is automatic). */
export interface SdSetTargetPolicy extends CommandBase {
  type: 'sdSetTargetPolicy';
  policy: TargetPolicy;
}

/** Resolve one unit of the procedure: one step for one character (one physical attack in steps 6–8). */
export interface SdStep extends CommandBase {
  type: 'sdStep';
}

/** Resolve the rest of the current turn. */
export interface SdTurn extends CommandBase {
  type: 'sdTurn';
}

/** Resolve until the battle ends (a win, a loss or a draw at the turn cap). */
export interface SdRunToEnd extends CommandBase {
  type: 'sdRunToEnd';
}

/** Answer a pending target choice (policy `manual`, SD-R1) with the chosen character's id; resolution resumes. */
export interface SdChooseTarget extends CommandBase {
  type: 'sdChooseTarget';
  targetId: string;
}

/** Put the battle back to its set-up start (HP, revivals, turn 1). The dice generator is not rewound. */
export interface SdReset extends CommandBase {
  type: 'sdReset';
}

/** Remove the battle from the encounter. */
export interface SdClearBattle extends CommandBase {
  type: 'sdClearBattle';
}

/** Every command of the 巣作りドラゴン rule system. */
export type SudukuriCommand = SdSetBattle | SdSetTargetPolicy | SdStep | SdTurn | SdRunToEnd | SdChooseTarget | SdReset | SdClearBattle;
