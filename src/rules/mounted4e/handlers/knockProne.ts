/**
 * knockProne: an effect knocks a creature prone (B-4, B-12, MC-PRONE-1..3).
 */
import type { Ctx, Encounter } from '../../core';
import type { KnockProneCommand } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { knockDownStanding } from '../proneEffects';
import { need } from './common';

/** knockProne: an effect knocks a creature prone. */
export function knockProne(d: Encounter, cmd: KnockProneCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (c.mountId) {
    // MC-PRONE-3 (passengers follow the rider rules): the creature may save first.
    queueJobs(d, { kind: 'save', rule: 'MC-PRONE-3', saverId: c.id, subjectId: c.id });
  } else knockDownStanding(d, ctx, c);
  runJobs(d, ctx);
}
