/**
 * cancelDecision (override): the GM drops the pending decision and the rest of its chain.
 */
import { reject, tx, type Ctx, type Encounter } from '../../core';
import { m4 } from '../state';

/** cancelDecision (GM override): drop the pending decision and the rest of its chain. */
export function cancelDecision(d: Encounter, _cmd: { type: 'cancelDecision' }, ctx: Ctx): void {
  if (!d.pending) reject(tx('No decision is pending.', '決定待ちはありません。'));
  const p = d.pending;
  d.pending = null;
  const dropped = m4(d).jobs.length;
  m4(d).jobs = [];
  ctx.emit({
    type: 'decisionCancelled',
    text: tx(`The GM cancels the pending decision: ${p.prompt.en}${dropped ? ` (and ${dropped} follow-up step(s))` : ''}`, `GMが決定待ちを取り消した：${p.prompt.ja}${dropped ? `（後続${dropped}件も）` : ''}`),
    rules: [p.ruleId],
  });
}
