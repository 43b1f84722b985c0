/** endEncounter (GM, B-14): the fight is over; every effect ends, and so do delayed turns (B-16). */
import type { EndEncounterCommand } from '../commands';
import { effectsOf, endEffects } from '../effects';
import type { C, W } from './types';

/** endEncounter: end every effect ("until the end of the encounter" and all the shorter ones with it). */
export function endEncounter(w: W, _cmd: EndEncounterCommand, ctx: C): void {
  const ids = effectsOf(w.s).map((e) => e.id);
  endEffects(w, ctx, ids, 'encounterEnded', ['B-14']);
  if ((w.s.sys.delayed ?? []).length > 0) w.patch('sys').delayed = [];
  ctx.emit({ type: 'encounterEnded', effects: ids.length, rules: ['B-14'] });
}
