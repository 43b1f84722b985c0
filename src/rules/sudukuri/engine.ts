/**
 * The turn machine: runs the 13 steps (SD-STEP-01..13) one unit at a time, one turn, or to the end.
 * Pure: it mutates only the battle object it is given (a plain copy in commands and in the simulator).
 */
import { step5, step6, step7, step8, step9 } from './attacks';
import { step1, step2, step3, step4 } from './turnStart';
import type { Granularity, SdBattle } from './model';
import type { Rt } from './runtime';
import { step10, step11, step12, step13 } from './turnEnd';

function unit(rt: Rt): boolean {
  switch (rt.b.cursor.step) {
    case 1:
      return step1(rt);
    case 2:
      return step2(rt);
    case 3:
      return step3(rt);
    case 4:
      return step4(rt);
    case 5:
      return step5(rt);
    case 6:
      return step6(rt);
    case 7:
      return step7(rt);
    case 8:
      return step8(rt);
    case 9:
      return step9(rt);
    case 10:
      return step10(rt);
    case 11:
      return step11(rt);
    case 12:
      return step12(rt);
    case 13:
      return step13(rt);
    // A checked battle never gets here (checkSys refuses such a file): a programming error, reported as a bug.
    default:
      throw new Error(`Sudukuri battle cursor at unknown step ${rt.b.cursor.step}`);
  }
}

/** Is the battle waiting (ended, or for a target choice)? */
function halted(b: SdBattle): boolean {
  return b.result !== null || b.pending !== null;
}

/** Run one visible unit of work (one step for one actor / one attack). */
export function runStep(rt: Rt): void {
  while (!halted(rt.b)) if (unit(rt)) return;
}

/** Run to the end of the current turn (or until the battle ends or waits for a choice). */
export function runTurn(rt: Rt): void {
  const turn = rt.b.cursor.turn;
  while (!halted(rt.b) && rt.b.cursor.turn === turn) unit(rt);
}

/** Run until the battle ends (the turn cap guarantees it does) or waits for a choice. */
export function runToEnd(rt: Rt): void {
  while (!halted(rt.b)) unit(rt);
}

/** Run with a granularity; a pending choice created on the way remembers it so the answer can resume. */
export function run(rt: Rt, g: Granularity, turn?: number): void {
  if (g === 'step') runStep(rt);
  else if (g === 'end') runToEnd(rt);
  else {
    const t = turn ?? rt.b.cursor.turn;
    while (!halted(rt.b) && rt.b.cursor.turn === t) unit(rt);
  }
  if (rt.b.pending) rt.b.pending.context.resume = g;
}
