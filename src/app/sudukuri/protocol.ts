/** Messages between the odds client (main thread) and the odds worker. Plain data only (structured clone). */
import type { OddsResult, SdBattle } from '../../rules/sudukuri';

/** Main thread → worker: start a simulation. */
export interface OddsStart {
  type: 'start';
  id: number;
  battle: SdBattle;
  runs: number;
  seed: number;
  /** Battles per chunk between progress messages (default 250). */
  chunk?: number;
}

/** Main thread → worker: stop the simulation `id` (no further messages for it). */
export interface OddsCancel {
  type: 'cancel';
  id: number;
}

/** Messages the worker accepts. */
export type OddsInbound = OddsStart | OddsCancel;

/** Worker → main thread: progress after a chunk, with the result so far (for a live chart). */
export interface OddsProgress {
  type: 'progress';
  id: number;
  done: number;
  total: number;
  partial: OddsResult;
}

/** Worker → main thread: finished. */
export interface OddsDone {
  type: 'done';
  id: number;
  result: OddsResult;
}

/** Worker → main thread: failed. */
export interface OddsFailed {
  type: 'error';
  id: number;
  message: string;
}

/** Messages the worker posts. */
export type OddsOutbound = OddsProgress | OddsDone | OddsFailed;
