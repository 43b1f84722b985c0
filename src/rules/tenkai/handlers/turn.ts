/**
 * Handlers of the turn flow: tkStartTurn, tkEndRound, tkPostpone, and the kernel commands Tenkai runs its own way
 * (nextTurn, rollInitiative, previousTurn, setInitiative, removeCreature). The kernel's `turns` is the one turn
 * order: `order` = this ターン's resolution order, `current` = the round being resolved (−1 between turns),
 * `round` = the ターン number.
 */
import {
  carriedIds,
  creatureOf,
  kernelHandlers,
  need,
  ref,
  type CreatureId,
  type Ref,
  type RemoveCreature,
} from '../../core';
import { reject } from '../messages';
import type { TkActivity, TkEncounter, TkInitiative } from '../model';
import { phaseOf } from '../queries';
import { apMax } from '../stats';
import { editTk, type TkCtx, type TkWork } from '../work';
import { completeActivity } from './gear';
import { expireDurations, participants, persistenceChecks, rollInitiativeOf, roundEnd, roundStart } from './turn-flow';

const refsOf = (enc: TkEncounter, ids: readonly CreatureId[]): Ref[] =>
  ids.flatMap((id) => {
    const c = creatureOf(enc, id);
    return c ? [ref(c)] : [];
  });

/** tkStartTurn: TK-TURN-2 steps 1–3. */
export function tkStartTurn(w: TkWork, _cmd: unknown, ctx: TkCtx): void {
  if (phaseOf(w.s) === 'rounds') reject({ m: 'turnInProgress', turn: w.s.turns.round }, 'TK-TURN-2');
  if (participants(w.s).length === 0) reject({ m: 'nobodyToAct' }, 'TK-TURN-2');
  const turn = w.s.turns.round + 1;
  w.set('turns', { order: w.s.turns.order, current: -1, round: turn });
  // A new turn's tally: AP carried over are spent already (TK-TURN-5); last turn's damage is remembered (TK-ST-CONFUSE).
  for (const id of w.s.creatureOrder) {
    const t = creatureOf(w.s, id)?.sys.tally;
    if (!t || (t.apSpent === t.apCarry && t.apCarry === 0 && t.damageThisTurn === 0 && t.damageLastTurn === 0))
      continue;
    w.editSys(id).tally = { apSpent: t.apCarry, apCarry: 0, damageThisTurn: 0, damageLastTurn: t.damageThisTurn };
  }
  if (w.s.sys.started.length > 0) editTk(w).started = [];
  ctx.emit({ type: 'turnStarted', turn, rules: ['TK-TURN-1', 'TK-TURN-2'] });
  // Step 1: persistence checks, then multi-turn activities.
  persistenceChecks(w, ctx);
  for (const a of w.s.sys.activities) {
    if (a.turnsLeft <= 0) completeActivity(w, ctx, a);
    else continueActivity(w, ctx, a);
  }
  // Step 2: initiative.
  const live = participants(w.s);
  const initiative: Record<CreatureId, TkInitiative> = {};
  const roundMembers: Record<CreatureId, CreatureId[]> = {};
  for (const id of live) {
    initiative[id] = rollInitiativeOf(w.s, ctx, id);
    roundMembers[id] = carriedIds(w.s, id);
  }
  const rank = new Map(w.s.creatureOrder.map((id, i) => [id, i]));
  const order = [...live].sort((a, b) => {
    const ia = initiative[a] as TkInitiative;
    const ib = initiative[b] as TkInitiative;
    return ib.total - ia.total || (ib.die ?? 0) - (ia.die ?? 0) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  });
  const s = editTk(w);
  s.initiative = initiative;
  s.roundMembers = roundMembers;
  for (const id of order) {
    const i = initiative[id] as TkInitiative;
    const c = creatureOf(w.s, id);
    if (c)
      ctx.emit({
        type: 'initiativeRolled',
        who: ref(c),
        total: i.total,
        die: i.die,
        basis: i.basis,
        rules: i.basis === 'partnerEvasion' ? ['TK-TURN-3', 'TK-MNT-1', 'TK-R2'] : ['TK-TURN-3'],
        ids: [id],
      });
  }
  ctx.emit({ type: 'orderDecided', order: refsOf(w.s, order), rules: ['TK-TURN-3'] });
  // The kernel's initiative field shows this turn's value (null for those without a round of their own).
  for (const id of w.s.creatureOrder) {
    const c = creatureOf(w.s, id);
    const i = initiative[id];
    const value = i ? Math.max(-100, Math.min(200, i.total)) : null;
    if (c && c.initiative !== value) w.edit(id).initiative = value;
  }
  // Creatures without a round of their own (riders are handled with their partner) still see durations expire.
  for (const id of w.s.creatureOrder) {
    const c = creatureOf(w.s, id);
    if (c && !initiative[id] && !(c.mountId && initiative[c.mountId])) expireDurations(w, ctx, id);
  }
  // Step 3: the first round starts.
  const first = order[0];
  if (first === undefined) {
    w.set('turns', { order, current: -1, round: turn });
    ctx.emit({ type: 'turnEnded', turn, rules: ['TK-TURN-2'] });
    return;
  }
  w.set('turns', { order, current: 0, round: turn });
  roundStart(w, ctx, first);
}

/** A turn spent on a multi-turn activity (TK-TURN-5): all its AP. */
function continueActivity(w: TkWork, ctx: TkCtx, a: TkActivity): void {
  const s = editTk(w);
  const next: TkActivity = { ...a, turnsLeft: a.turnsLeft - 1 };
  s.activities = s.activities.map((x) => (x === a ? next : x));
  const c = creatureOf(w.s, a.id);
  const target = creatureOf(w.s, a.targetId);
  if (!c || !target) return;
  w.editSys(a.id).tally.apSpent = apMax(w.s, a.id);
  ctx.emit({
    type: 'activityContinued',
    who: ref(c),
    activity: a.kind,
    target: ref(target),
    turnsLeft: next.turnsLeft,
    rules: ['TK-TURN-5'],
    ids: [a.id],
  });
}

/** Advance to the next round, or end the turn (step 6). */
function advance(w: TkWork, ctx: TkCtx): void {
  const { order, current, round } = w.s.turns;
  const next = current + 1;
  const id = order[next];
  if (id === undefined) {
    w.set('turns', { order, current: -1, round });
    ctx.emit({ type: 'turnEnded', turn: round, rules: ['TK-TURN-2'] });
    return;
  }
  w.set('turns', { order, current: next, round });
  // A postponed round was started already: it is not started again (TK-TURN-4).
  if (!w.s.sys.started.includes(id)) roundStart(w, ctx, id);
  else {
    const c = creatureOf(w.s, id);
    if (c) ctx.emit({ type: 'roundResumed', who: ref(c), rules: ['TK-TURN-4'], ids: [id] });
  }
}

/** tkEndRound: the current round ends (unspent AP are lost, TK-TURN-4). */
export function tkEndRound(w: TkWork, _cmd: unknown, ctx: TkCtx): void {
  if (phaseOf(w.s) !== 'rounds') reject({ m: 'noRoundResolving' }, 'TK-TURN-2');
  roundEnd(w, ctx, w.s.turns.order[w.s.turns.current] as CreatureId);
  advance(w, ctx);
}

/** tkPostpone: 後回し after the round has started (TK-TURN-4). */
export function tkPostpone(w: TkWork, cmd: { readonly after?: CreatureId }, ctx: TkCtx): void {
  if (phaseOf(w.s) !== 'rounds') reject({ m: 'noRoundResolving' }, 'TK-TURN-4');
  const { order, current, round } = w.s.turns;
  const id = order[current] as CreatureId;
  const rest = order.slice(current + 1);
  if (rest.length === 0) reject({ m: 'nobodyLeft' }, 'TK-TURN-4');
  let insertAt = rest.length;
  if (cmd.after !== undefined) {
    const i = rest.indexOf(cmd.after);
    if (i < 0) reject({ m: 'postponeTarget' }, 'TK-TURN-4');
    insertAt = i + 1;
  }
  rest.splice(insertAt, 0, id);
  const next = [...order.slice(0, current), ...rest];
  w.set('turns', { order: next, current: current - 1, round });
  const c = need(w, id);
  ctx.emit({ type: 'roundPostponed', who: ref(c), order: refsOf(w.s, next), rules: ['TK-TURN-4'], ids: [id] });
  advance(w, ctx);
}

/** nextTurn (kernel command): end the current round, or start the next turn when none is running. */
export function nextTurn(w: TkWork, cmd: unknown, ctx: TkCtx): void {
  if (phaseOf(w.s) === 'rounds') tkEndRound(w, cmd, ctx);
  else tkStartTurn(w, cmd, ctx);
}

/** rollInitiative (kernel command): initiative is rolled as step 2 of a turn (TK-TURN-3). */
export function rollInitiative(w: TkWork, cmd: unknown, ctx: TkCtx): void {
  tkStartTurn(w, cmd, ctx);
}

/** previousTurn (kernel command): refused; use undo (turns roll dice and expire effects). */
export function previousTurn(): void {
  reject({ m: 'noStepBack' }, 'TK-TURN-2');
}

/** setInitiative (kernel command): refused; initiative comes from 俊敏/10 + 1D20 each turn (type the die in instead). */
export function setInitiative(): void {
  reject({ m: 'initiativeEachTurn' }, 'TK-TURN-3');
}

/** removeCreature (kernel command): as the kernel, then the turn order, initiative and activities forget it. */
export function removeCreature(w: TkWork, cmd: RemoveCreature, ctx: TkCtx): void {
  need(w, cmd.id);
  const rounds = phaseOf(w.s) === 'rounds';
  const { order, current, round } = w.s.turns;
  const wasCurrent = rounds && order[current] === cmd.id;
  kernelHandlers.removeCreature(w, cmd, ctx);
  const idx = order.indexOf(cmd.id);
  const next = idx >= 0 ? order.filter((x) => x !== cmd.id) : [...order];
  let cur = idx >= 0 && idx < current ? current - 1 : current;
  const sys = w.s.sys;
  const s = editTk(w);
  const { [cmd.id]: _i, ...initiative } = sys.initiative;
  const { [cmd.id]: _l, ...zeroApLocks } = sys.zeroApLocks;
  const { [cmd.id]: _r, ...members } = sys.roundMembers;
  const roundMembers: Record<CreatureId, readonly CreatureId[]> = {};
  for (const k of Object.keys(members)) roundMembers[k] = (members[k] ?? []).filter((x) => x !== cmd.id);
  s.initiative = initiative;
  s.zeroApLocks = zeroApLocks;
  s.roundMembers = roundMembers;
  s.started = sys.started.filter((x) => x !== cmd.id);
  s.effects = sys.effects.filter((e) => e.ownerId !== cmd.id);
  s.activities = sys.activities.filter((a) => a.id !== cmd.id && a.targetId !== cmd.id);
  if (!rounds) {
    w.set('turns', { order: next, current: -1, round });
    return;
  }
  if (wasCurrent) cur -= 1;
  else if (cur >= next.length) cur = next.length - 1;
  else {
    w.set('turns', { order: next, current: cur, round });
    return;
  }
  w.set('turns', { order: next, current: cur, round });
  advance(w, ctx);
}
