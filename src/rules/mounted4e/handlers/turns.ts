/**
 * The turn commands (overrides of the kernel's): shared initiative (MC-INIT-1), mounts folded into their
 * adventurer's turn (MC-TURN-1/2) and fresh action sets (B-7). The kernel's order is used through the
 * definition's `turns.sort`; the pointer moves here because folding depends on the round being entered.
 */
import {
  msg,
  need,
  ref,
  sortTurnOrder,
  type CreatureId,
  type NextTurn,
  type PreviousTurn,
  type RollInitiative,
  type SetInitiative,
} from '../../core';
import { mark } from '../actions';
import { newChain, type TurnJob } from '../chain';
import { runJobs } from '../jobs';
import { reject } from '../msgs';
import { riderOf } from '../relations';
import { advance, beginCurrent, endCurrent, mountsLinkedTo, orderTurns, syncInitiative } from '../turnOrder';
import type { C, W } from './types';

/** A creature given an initiative by hand gives up the place a delayed turn took (B-16). */
function dropPlacements(w: W, ids: readonly CreatureId[]): void {
  const placed = w.s.sys.placed;
  if (placed && placed.some((p) => ids.includes(p.id)))
    w.patch('sys').placed = placed.filter((p) => !ids.includes(p.id));
}

/** Begin the first turn of combat: a real turn, with its start-of-turn effects (B-14, B-15). */
function beginCombat(w: W, ctx: C): void {
  const chain = newChain();
  beginCurrent(w, ctx, 1, chain);
  runJobs(w, ctx, chain);
}

/** Start combat at the first creature once someone has an initiative (round `round`). */
function startIfNeeded(w: W, round: number): void {
  const t = w.s.turns;
  if (t.current < 0 && t.order.length > 0) w.set('turns', { order: t.order, current: 0, round });
}

/** The job that moves the order on (read only: one object for every turn, issue 33). */
const NEXT: TurnJob = Object.freeze({ kind: 'turnOn', step: 'next' });

/**
 * nextTurn: end the turn (its end-of-turn effects, then a saving throw for each "save ends" effect of its
 * members, B-14, B-3), advance, folding mounts into their adventurer's turn (MC-TURN-1/2), and begin the next
 * turn with a fresh action set and its start-of-turn effects (B-15). The saves are asked one at a time; the
 * order moves on once they are made.
 */
export function nextTurn(w: W, _cmd: NextTurn, ctx: C): void {
  if (w.s.turns.order.length === 0) reject(msg('noInitiativeYet', {}));
  runJobs(w, ctx, endCurrent(w, ctx, NEXT));
}

/**
 * previousTurn: a GM correction; the turn restarts with a fresh set. The creature whose turn is taken back has
 * not had it this round after all, so the next `nextTurn` gives it its turn again (issue 15: it used to be
 * passed over as "already had its turn this round").
 */
export function previousTurn(w: W, _cmd: PreviousTurn, ctx: C): void {
  const t = w.s.turns;
  if (t.order.length === 0 || (t.round <= 1 && t.current <= 0)) reject(msg('firstTurn', {}));
  const leaving = t.order[t.current];
  advance(w, -1);
  if (w.s.turns.round < 1) reject(msg('firstTurn', {}));
  const left = leaving !== undefined ? w.creature(leaving) : undefined;
  if (left && left.sys.marks.acted === t.round) mark(w, left.id, { acted: null });
  beginCurrent(w, ctx, -1);
}

/** rollInitiative: a mount linked to its rider takes the rider's initiative instead of rolling (MC-INIT-1). */
export function rollInitiative(w: W, cmd: RollInitiative, ctx: C): void {
  const wasIdle = w.s.turns.current < 0;
  const ids = cmd.ids ?? w.s.creatureOrder.filter((id) => cmd.all || w.creature(id)?.initiative === null);
  if (ids.length === 0) reject(msg('everyoneHasInitiative', {}));
  // Sets, not list scans: a roll for everyone names every creature (issue 33: quadratic at 1,000 creatures).
  const asked = new Set(ids);
  const linked = ids.filter((id) => {
    const r = w.creature(id)?.sys.initLink?.rider;
    return r !== undefined && (asked.has(r) || (w.creature(r)?.initiative ?? null) !== null);
  });
  const isLinked = new Set(linked);
  const roll = ids.filter((id) => !isLinked.has(id));
  for (const id of roll) {
    const c = need(w, id);
    const die = ctx.roller.die(20, msg('initiativeRoll', { who: ref(c) }));
    const total = die + c.initBonus;
    w.edit(c.id).initiative = total;
    ctx.emit({ type: 'initiativeRolled', who: ref(c), die, bonus: c.initBonus, total, rules: [], ids: [c.id] });
  }
  if (roll.length > 0) {
    // The plain order first (as the kernel's roll does), then the MC-INIT-1 links: whose turn it is follows
    // the plain order when the current creature left it.
    sortTurnOrder(w, {});
    startIfNeeded(w, 1);
  }
  for (const id of linked) syncInitiative(w, ctx, id);
  dropPlacements(w, roll);
  orderTurns(w, ctx);
  startIfNeeded(w, Math.max(1, w.s.turns.round));
  if (wasIdle && w.s.turns.current >= 0) beginCombat(w, ctx);
}

/** setInitiative: a rider's value carries its linked mounts along; a mount still ridden cannot differ (MC-INIT-1). */
export function setInitiative(w: W, cmd: SetInitiative, ctx: C): void {
  const wasIdle = w.s.turns.current < 0;
  const c = w.creature(cmd.id);
  const link: CreatureId | undefined = c?.sys.initLink?.rider;
  if (c && link) {
    if (c.mountId === link || riderOf(w.s, c.id)?.id === link)
      reject({ m: 'followsRiderInit', who: ref(c) }, 'MC-INIT-1');
    w.patchSys(c.id).initLink = null; // a GM separates a former mount from its rider's count
  }
  const who = need(w, cmd.id);
  if (cmd.value !== null && (!Number.isInteger(cmd.value) || cmd.value < -100 || cmd.value > 200))
    reject(msg('badInitiative', {}));
  w.edit(who.id).initiative = cmd.value;
  dropPlacements(w, [who.id]);
  sortTurnOrder(w, {});
  startIfNeeded(w, Math.max(1, w.s.turns.round));
  ctx.emit({ type: 'initiativeSet', who: ref(who), value: cmd.value, rules: [], ids: [who.id] });
  for (const mountId of mountsLinkedTo(w.s, who.id)) syncInitiative(w, ctx, mountId);
  orderTurns(w, ctx);
  if (wasIdle && w.s.turns.current >= 0) beginCombat(w, ctx);
}
