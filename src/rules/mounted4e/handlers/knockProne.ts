/** knockProne: an effect knocks a creature prone (B-4, B-12, MC-PRONE-1..3). */
import { need } from '../../core';
import { newChain } from '../chain';
import type { KnockProneCommand } from '../commands';
import { runJobs } from '../jobs';
import { knockDownStanding } from '../proneEffects';
import type { C, W } from './types';

/** knockProne: an effect knocks a creature prone; a rider or passenger may save first (MC-PRONE-3). */
export function knockProne(w: W, cmd: KnockProneCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const chain = newChain();
  if (c.mountId) chain.queue.push({ kind: 'save', rule: 'MC-PRONE-3', saverId: c.id, subjectId: c.id });
  else knockDownStanding(w, ctx, chain, c.id);
  runJobs(w, ctx, chain);
}
