/**
 * delayTurn (B-16, PHB / Rules Compendium "Delay"): the creature whose turn it is, before it acts, puts its turn off
 * until later in the round. Only a creature that can take actions may delay (not a stunned one, nor one at 0 hit
 * points or fewer). The start of its turn has happened. At the moment it delays, the effects that last until the
 * end of its turn and are beneficial to it or its allies end — a bonus on its side, and a harm it put on an enemy
 * (its stun "until the end of its next turn" ends now): no delaying to prolong them. The effects harmful to it and
 * its saving throws wait for the end of the turn it takes later (no delaying to shed them). An adventurer rider
 * delays with its mount (one shared turn, MC-TURN-1, RULING MC-R18). (A sustained power would end too; the app
 * has no sustained durations.)
 */
import { need, ref } from '../../core';
import { inCombat } from '../actions';
import { newChain } from '../chain';
import type { DelayTurnCommand } from '../commands';
import type { Effect } from '../effectModel';
import { effectIndex } from '../effectIndex';
import { endEffects, hasCondition } from '../effects';
import { isAlly } from '../relations';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { advance, beginCurrent } from '../turnOrder';
import type { C, W } from './types';

/**
 * Does an effect help the delaying creature's side? On one of its side (itself or an ally): a bonus. On anyone
 * else: a harm — a condition, ongoing damage, a penalty, combat advantage granted.
 */
function helpsSide(e: Effect, onOwnSide: boolean): boolean {
  const w = e.what;
  const good = (w.kind === 'attack' || w.kind === 'defence') && w.value > 0;
  return onOwnSide ? good : !good;
}

/** delayTurn: check it is this creature's untouched turn, then move on to the next creature (B-16). */
export function delayTurn(w: W, cmd: DelayTurnCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const set = w.s.sys.set;
  if (!inCombat(w.s) || w.s.turns.order[w.s.turns.current] !== c.id || !set || set.owner !== c.id)
    reject({ m: 'notYourTurnToDelay', who: ref(c) }, 'B-16');
  if (set.spent.length > 0 || set.charged) reject({ m: 'delayBeforeActing', who: ref(c) }, 'B-16');
  // B-16: a creature that cannot take actions cannot delay.
  if (c.hp <= 0 || hasCondition(w.s, c, 'stunned')) reject({ m: 'cannotActToDelay', who: ref(c) }, 'B-16');
  const members = [...set.members];
  // B-16: "effects that last until the end of your turn and are beneficial to you or your allies" end now.
  const mine = (id: string) => members.some((m) => m === id || isAlly(w.s, m, id));
  const bonuses = effectIndex(w.s)
    .ownedBy(members)
    .filter((e) => {
      if (!e.armed || e.duration.kind === 'startOfNext') return false;
      return helpsSide(e, mine(e.target));
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
