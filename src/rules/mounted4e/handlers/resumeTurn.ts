/**
 * resumeTurn (B-16): the current turn ends (its end-of-turn effects and saves, B-14, B-3), then the delayed
 * creature takes its turn — right after that creature in the order, from now on.
 */
import { need, ref } from '../../core';
import { inCombat } from '../actions';
import type { ResumeTurnCommand } from '../commands';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { endCurrent } from '../turnOrder';
import type { C, W } from './types';

/** resumeTurn: end this turn, then the delayed `id` acts. */
export function resumeTurn(w: W, cmd: ResumeTurnCommand, ctx: C): void {
  const c = need(w, cmd.id);
  if (!(w.s.sys.delayed ?? []).some((d) => d.id === c.id)) reject({ m: 'notDelayed', who: ref(c) }, 'B-16');
  if (!inCombat(w.s) || w.s.turns.order[w.s.turns.current] === c.id)
    reject({ m: 'delayedNotNow', who: ref(c) }, 'B-16');
  runJobs(w, ctx, endCurrent(w, ctx, { kind: 'turnOn', step: 'resume', id: c.id }));
}
