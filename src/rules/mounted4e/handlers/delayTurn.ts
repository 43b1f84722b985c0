/**
 * delayTurn (B-16): the creature whose turn it is, before it acts, puts its turn off until later in the round.
 * Its start-of-turn effects have happened; its end-of-turn effects and saves wait for the end of the turn it
 * takes later — except a bonus that would last until the end of its turn, which ends now (no delaying to keep
 * a bonus). An adventurer rider delays with its mount (one shared turn, MC-TURN-1, RULING MC-R18).
 */
import { need, ref } from '../../core';
import { inCombat } from '../actions';
import { newChain } from '../chain';
import type { DelayTurnCommand } from '../commands';
import { effectIndex } from '../effectIndex';
import { endEffects } from '../effects';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { advance, beginCurrent } from '../turnOrder';
import type { C, W } from './types';

/** delayTurn: check it is this creature's untouched turn, then move on to the next creature (B-16). */
export function delayTurn(w: W, cmd: DelayTurnCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const set = w.s.sys.set;
  if (!inCombat(w.s) || w.s.turns.order[w.s.turns.current] !== c.id || !set || set.owner !== c.id)
    reject({ m: 'notYourTurnToDelay', who: ref(c) }, 'B-16');
  if (set.spent.length > 0 || set.charged) reject({ m: 'delayBeforeActing', who: ref(c) }, 'B-16');
  const members = [...set.members];
  const bonuses = effectIndex(w.s)
    .ownedBy(members)
    .filter((e) => {
      const bonus = (e.what.kind === 'attack' || e.what.kind === 'defence') && e.what.value > 0;
      return bonus && e.armed && e.duration.kind !== 'startOfNext';
    })
    .map((e) => e.id);
  endEffects(w, ctx, bonuses, 'delayed', ['B-16']);
  const sys = w.patch('sys');
  sys.delayed = [...(sys.delayed ?? []).filter((d) => d.id !== c.id), { id: c.id, members, round: w.s.turns.round }];
  const refs = members
    .map((id) => w.creature(id))
    .filter((x) => !!x)
    .map((x) => ref(x as NonNullable<typeof x>));
  ctx.emit({ type: 'turnDelayed', who: ref(c), members: refs, rules: ['B-16'], ids: members });
  const chain = newChain();
  advance(w, 1);
  beginCurrent(w, ctx, 1, chain);
  runJobs(w, ctx, chain);
}
