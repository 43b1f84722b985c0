/**
 * takeAction: spend an action on something the engine does not model (B-7 bookkeeping).
 */
import { reject, tx, type Ctx, type Encounter } from '../../core';
import { jaAction, spend } from '../actions';
import type { TakeActionCommand } from '../commands';
import { need } from './common';

/** takeAction: spend an action on something the engine does not model (B-7 bookkeeping). */
export function takeAction(d: Encounter, cmd: TakeActionCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!['standard', 'move', 'minor', 'free', 'immediate', 'opportunity'].includes(cmd.action)) reject(tx('Unknown action.', '不明なアクションです。'), 'B-7');
  const note = typeof cmd.note === 'string' ? cmd.note.slice(0, 80) : '';
  const pip = spend(d, c.id, cmd.action, note || cmd.action);
  const paid = pip && pip !== cmd.action ? ` (paid with the ${pip} action)` : '';
  const paidJa = pip && pip !== cmd.action ? `（${jaAction(pip)}アクションで代用）` : '';
  ctx.emit({
    type: 'actionTaken',
    text: tx(`${c.name} takes a ${cmd.action} action${note ? `: ${note}` : ''}${paid} (B-7).`, `${c.name}は${jaAction(cmd.action)}アクションを行った${note ? `：${note}` : ''}${paidJa}（B-7）。`),
    rules: ['B-7'],
    ids: [c.id],
    data: { action: cmd.action, paidWith: pip },
  });
}
