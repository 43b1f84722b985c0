/**
 * B-18 (Rules Compendium, marked): a mark ends at once when the creature that marked falls unconscious or dies (at 0
 * hit points or fewer) or leaves the encounter (issue 29: a mark used to outlast its marker). Run after every
 * command of the system, so a mark ends whatever brought its marker down — an attack, ongoing damage, a fall, the
 * GM's damage — in the same command, logged with its rule.
 */
import { creatureOf } from '../core';
import { effectsOf, endEffects } from './effects';
import type { C, W } from './handlers/types';

/** The marks whose marker is down or gone. */
function orphanedMarks(w: W): string[] {
  const out: string[] = [];
  for (const e of effectsOf(w.s)) {
    if (e.what.kind !== 'condition' || e.what.condition !== 'marked' || !e.source) continue;
    const by = creatureOf(w.s, e.source);
    if (!by || by.hp <= 0) out.push(e.id);
  }
  return out;
}

/** End the marks whose marker is down (B-18). */
export function endOrphanedMarks(w: W, ctx: C): void {
  const ids = orphanedMarks(w);
  if (ids.length) endEffects(w, ctx, ids, 'markerDown', ['B-18']);
}
