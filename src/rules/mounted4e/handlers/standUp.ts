/**
 * standUp: a move action (B-4).
 */
import { reject, tx, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { StandUpCommand } from '../commands';
import { need } from './common';

/** standUp: move action (B-4). */
export function standUp(d: Encounter, cmd: StandUpCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.conditions.includes('prone')) reject(tx(`${c.name} is not prone.`, `${c.name}は伏せ状態ではない。`), 'B-4');
  spend(d, c.id, 'move', 'stand up');
  c.conditions = c.conditions.filter((x) => x !== 'prone');
  ctx.emit({ type: 'stoodUp', text: tx(`${c.name} stands up (move action, B-4).`, `${c.name}は立ち上がった（移動アクション、B-4）。`), rules: ['B-4'], ids: [c.id] });
}
