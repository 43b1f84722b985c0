/**
 * previousTurn (override): a GM correction; the turn restarts with a fresh set.
 */
import { reject, tx, type Ctx, type Encounter, type PreviousTurn } from '../../core';
import { advance, beginCurrent } from '../turnOrder';

/** previousTurn: a GM correction; the turn restarts with a fresh set. */
export function previousTurn(d: Encounter, _cmd: PreviousTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0 || (d.turns.round <= 1 && d.turns.current <= 0)) reject(tx('This is the first turn.', '最初の手番です。'));
  advance(d, -1);
  if (d.turns.round < 1) reject(tx('This is the first turn.', '最初の手番です。'));
  beginCurrent(d, ctx, -1);
}
