/**
 * B-18 (Rules Compendium, marked): a mark ends at once when the creature that marked falls unconscious or dies (at 0
 * hit points or fewer) or leaves the encounter (issue 29: a mark used to outlast its marker). Run after every
 * command of the system, so a mark ends whatever brought its marker down — an attack, ongoing damage, a fall, the
 * GM's damage — in the same command, logged with its rule.
 */
import { effectIndex } from './effectIndex';
import { endEffects } from './effects';
import type { C, W } from './handlers/types';

/** End the marks whose marker is down (B-18; the index keeps the marks by their marker, issue 33). */
export function endOrphanedMarks(w: W, ctx: C): void {
  const ids = effectIndex(w.s).orphanedMarks(w.s);
  if (ids.length) endEffects(w, ctx, ids, 'markerDown', ['B-18']);
}
