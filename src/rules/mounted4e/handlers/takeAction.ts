/** takeAction: spend an action on something the engine does not model (B-7 bookkeeping). */
import { need, ref } from '../../core';
import { spend } from '../actions';
import type { TakeActionCommand } from '../commands';
import type { ActionName } from '../model';
import { reject } from '../msgs';
import type { C, W } from './types';

const ACTIONS: readonly ActionName[] = ['standard', 'move', 'minor', 'free', 'immediate', 'opportunity'];

/** takeAction: spend an action on something the engine does not model (B-7 bookkeeping). */
export function takeAction(w: W, cmd: TakeActionCommand, ctx: C): void {
  const c = need(w, cmd.id);
  if (!ACTIONS.includes(cmd.action)) reject({ m: 'unknownAction' }, 'B-7');
  const note = typeof cmd.note === 'string' ? cmd.note.slice(0, 80) : '';
  const pip = spend(w, c.id, cmd.action, { kind: 'action', action: cmd.action, note });
  ctx.emit({ type: 'actionTaken', who: ref(c), action: cmd.action, note, paidWith: pip, rules: ['B-7'], ids: [c.id] });
}
