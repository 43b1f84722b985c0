/** The bonuses to a rider's saving throw, computed once for the prompt and the roll (issue 31). */
import type { SaveJob } from './chain';
import type { Bonus } from './events';
import type { M4Encounter } from './model';
import { creature } from './relations';

/**
 * The bonuses to a rider's save (MC-FM-2 / MC-PRONE-3: +5 if the mount wears a military saddle, 軍用鞍). Computed
 * here only: the decision's prompt (jobs.ts) and the roll (resolveSave) both use it (issue 31: a rule computed once).
 */
export function saveBonuses(e: M4Encounter, job: SaveJob): Bonus[] {
  const saver = creature(e, job.saverId);
  const mount = saver ? creature(e, saver.mountId) : undefined;
  return mount?.sys.riding.militarySaddle ? [{ value: 5, source: 'militarySaddle', ruleId: job.rule }] : [];
}

/** The total of {@link saveBonuses}. */
export function saveBonus(e: M4Encounter, job: SaveJob): number {
  return saveBonuses(e, job).reduce((s, b) => s + b.value, 0);
}
