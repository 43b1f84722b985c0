/** The types every mounted4e handler shares. */
import type { CoreEvent, Ctx, Work } from '../../core';
import type { M4Event } from '../events';
import type { M4Encounter } from '../model';

/** A handler's transaction. */
export type W = Work<M4Encounter>;
/** A handler's context (dice, events, the system). */
export type C = Ctx<M4Event>;

/** The kernel's `creatureMoved` event among a command's events since `from` (its path feeds B-11 and B-8). */
export function movedEvent(ctx: C, from: number): Extract<CoreEvent, { type: 'creatureMoved' }> | undefined {
  for (let i = from; i < ctx.events.length; i++) {
    const e = ctx.events[i];
    if (e && e.type === 'creatureMoved') return e;
  }
  return undefined;
}
