/** Commands of the 巣作りドラゴン battle (named by intent; all carry optional typed-in `dice`, d6 values in order). */
import type { CommandBase, CoreCommand } from '../core';
import type { BattleSetup, TargetPolicy } from './model';

/** Set up (or replace) the battle: both sides, their characters and skills, the target policy and turn cap. */
export interface SdSetBattle extends CommandBase {
  readonly type: 'sdSetBattle';
  readonly battle: BattleSetup;
}

/** Change the target policy of RULING SD-R1 (also clears a pending manual choice if the new policy is automatic). */
export interface SdSetTargetPolicy extends CommandBase {
  readonly type: 'sdSetTargetPolicy';
  readonly policy: TargetPolicy;
}

/** Resolve one unit of the procedure: one step for one character (one physical attack in steps 6–8). */
export interface SdStep extends CommandBase {
  readonly type: 'sdStep';
}

/** Resolve the rest of the current turn. */
export interface SdTurn extends CommandBase {
  readonly type: 'sdTurn';
}

/** Resolve until the battle ends (a win, a loss or a draw at the turn cap). */
export interface SdRunToEnd extends CommandBase {
  readonly type: 'sdRunToEnd';
}

/** Answer a pending target choice (policy `manual`, SD-R1) with the chosen character's id; resolution resumes. */
export interface SdChooseTarget extends CommandBase {
  readonly type: 'sdChooseTarget';
  readonly targetId: string;
}

/** Put the battle back to its set-up start (HP, revivals, turn 1). The dice generator is not rewound. */
export interface SdReset extends CommandBase {
  readonly type: 'sdReset';
}

/** Remove the battle from the encounter. */
export interface SdClearBattle extends CommandBase {
  readonly type: 'sdClearBattle';
}

/** The battle commands of the 巣作りドラゴン rule system. */
export type SdCommand =
  SdSetBattle | SdSetTargetPolicy | SdStep | SdTurn | SdRunToEnd | SdChooseTarget | SdReset | SdClearBattle;

/** Every command of this rule system: its own and the kernel's. */
export type SudukuriCommand = SdCommand | CoreCommand;
