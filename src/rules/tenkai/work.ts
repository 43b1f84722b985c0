/** The Tenkai view of the kernel's transaction: typed aliases and the copy-on-write edit of the encounter part. */
import type { CommandBase, Ctx, Editable, Handler, Work } from '../core';
import type { TkEvent } from './events';
import type { TkEncounter, TkSys } from './model';

/** A command's transaction over a Tenkai encounter. */
export type TkWork = Work<TkEncounter>;
/** A Tenkai handler's context (its `emit` takes Tenkai and kernel events). */
export type TkCtx = Ctx<TkEvent>;
/** A Tenkai command handler. */
export type TkHandler<C extends CommandBase> = Handler<TkEncounter, C, TkEvent>;

/**
 * A writable shallow copy of the encounter's Tenkai part, made on the first change in this command: assign its
 * fields and REPLACE nested values (`s.effects = [...s.effects, e]`), never mutate them — they are shared with the
 * states before. Nothing is copied that the command does not change (the rating table stays shared). The kernel's
 * `patch` keeps the copy per command (a session reuses its transaction: issue 33).
 */
export function editTk(w: TkWork): Editable<TkSys> {
  return w.patch('sys');
}
