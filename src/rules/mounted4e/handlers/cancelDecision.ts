/** cancelDecision (override): the GM drops the pending decision and the rest of its chain. */
import { kernelHandlers, msg, type CancelDecision } from '../../core';
import { chainOf } from '../chain';
import { reject } from '../msgs';
import type { C, W } from './types';

/** cancelDecision (GM override): drop the pending decision and the steps of its chain after it. */
export function cancelDecision(w: W, cmd: CancelDecision, ctx: C): void {
  const p = w.s.pending;
  if (!p) reject(msg('noDecision', {}));
  const dropped = p.kind.startsWith('mc.') ? chainOf(p).rest.length : 0;
  if (dropped === 0) return kernelHandlers.cancelDecision(w, cmd, ctx);
  w.set('pending', null);
  ctx.emit({ type: 'chainCancelled', prompt: p.prompt, dropped, rules: [p.ruleId] });
}
