/**
 * B-4: a prone creature only crawls (the app asks it to stand first); immobilised creatures do not move.
 */
import { reject, tx, type Creature } from '../../core';

/** B-4: a prone creature only crawls; the app asks it to stand first. */
export function notProne(c: Creature): void {
  if (c.conditions.includes('prone')) reject(tx(`${c.name} is prone; stand up first (a move action).`, `${c.name}は伏せ状態だ。先に立ち上がること（移動アクション）。`), 'B-4');
  if (c.conditions.includes('immobilised') || c.conditions.includes('restrained')) reject(tx(`${c.name} cannot move.`, `${c.name}は移動できない。`), 'B-7');
}
