/** standUp: a move action (B-4). */
import { need, ref } from '../../core';
import { spend } from '../actions';
import type { StandUpCommand } from '../commands';
import { reject } from '../msgs';
import { hasCondition } from '../effects';
import type { C, W } from './types';

/** standUp: move action (B-4). */
export function standUp(w: W, cmd: StandUpCommand, ctx: C): void {
  const c = need(w, cmd.id);
  if (!hasCondition(w.s, c, 'prone')) reject({ m: 'notProne', who: ref(c) }, 'B-4');
  spend(w, c.id, 'move', { kind: 'standUp' });
  w.edit(c.id).conditions = c.conditions.filter((x) => x !== 'prone');
  ctx.emit({ type: 'stoodUp', who: ref(c), rules: ['B-4'], ids: [c.id] });
}
