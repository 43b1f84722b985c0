/**
 * nextTurn (override): folds mounts into their adventurer's turn (MC-TURN-1/2) and resets the action set (B-7).
 */
import { reject, tx, type Ctx, type Encounter, type NextTurn } from '../../core';
import { advance, beginCurrent } from '../turnOrder';

/** nextTurn: advance, folding mounts into their adventurer's turn (MC-TURN-1/2), and reset the action set. */
export function nextTurn(d: Encounter, _cmd: NextTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0) reject(tx('Nobody has an initiative yet; roll or enter initiative first.', 'イニシアチブがまだありません。先に決めてください。'));
  advance(d, 1);
  beginCurrent(d, ctx, 1);
}
