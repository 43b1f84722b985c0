/**
 * addCreature (override): the kernel's, except that a new creature brings no effects in its part — effects are
 * started by `addEffect` only (B-14: an id, a source, a duration, a logged start).
 */
import { kernelHandlers, type AddCreature } from '../../core';
import { refuseEffectsInPart } from './editCreature';
import type { C, W } from './types';

/** addCreature: refuse a part with effects, then the kernel's checks and placement. */
export function addCreature(w: W, cmd: AddCreature, ctx: C): void {
  refuseEffectsInPart(cmd.creature?.sys);
  kernelHandlers.addCreature(w, cmd, ctx);
}
