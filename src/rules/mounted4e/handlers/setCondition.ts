/**
 * setCondition (override): the core's GM ruling on a condition, plus B-12: a stunned flier aloft falls unless it
 * can hover (`ext.hover: true` on the creature); its riders stay on unless it lands prone (MC-PRONE-2).
 */
import { coreHandlers, type Ctx, type Encounter, type SetCondition } from '../../core';
import { runJobs } from '../jobs';
import { knockDownStanding } from '../proneEffects';
import { creatureOf } from '../../core/creatures';

/** setCondition: apply the condition; a stunned flier that cannot hover falls (B-12). */
export function setCondition(d: Encounter, cmd: SetCondition, ctx: Ctx): void {
  coreHandlers.setCondition(d, cmd, ctx);
  const c = creatureOf(d, cmd.id);
  if (!c || !cmd.on || cmd.condition !== 'stunned' || c.mountId || !c.flying || c.elevation <= 0 || c.ext?.hover === true) return;
  knockDownStanding(d, ctx, c, 'stunned');
  runJobs(d, ctx);
}
