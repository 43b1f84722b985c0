/**
 * setCondition (override): the kernel's GM ruling on a condition, plus B-12: a stunned flier aloft falls unless
 * it can hover (`sys.hover`); its riders stay on unless it lands prone (MC-PRONE-2).
 */
import { kernelHandlers, type SetCondition } from '../../core';
import { newChain } from '../chain';
import { runJobs } from '../jobs';
import { knockDownStanding } from '../proneEffects';
import type { C, W } from './types';

/** setCondition: apply the condition; a stunned flier that cannot hover falls (B-12). */
export function setCondition(w: W, cmd: SetCondition, ctx: C): void {
  kernelHandlers.setCondition(w, cmd, ctx);
  const c = w.creature(cmd.id);
  if (!c || !cmd.on || cmd.condition !== 'stunned' || c.mountId || !c.flying || c.elevation <= 0 || c.sys.hover) return;
  const chain = newChain();
  knockDownStanding(w, ctx, chain, c.id, 'stunned');
  runJobs(w, ctx, chain);
}
