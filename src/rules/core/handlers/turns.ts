/**
 * Kernel handlers of the turn order: rollInitiative, setInitiative, nextTurn, previousTurn. One mechanism for
 * every rule system; a system shapes it through its `turns` hooks (sort, skip, turn started / ending).
 */
import type { NextTurn, PreviousTurn, RollInitiative, SetInitiative } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { ref, type Msg } from '../message';
import { creatureOf } from '../creatures';
import type { Creature, CreatureId, Encounter } from '../model';
import type { TurnRules } from '../system';
import type { Work } from '../work';
import { need } from './creatures';

/** The default order: highest initiative first, ties by bonus, then creation order. */
export function defaultTurnOrder(enc: Encounter, ids: readonly CreatureId[]): CreatureId[] {
  const rank = new Map<CreatureId, number>();
  enc.creatureOrder.forEach((id, i) => rank.set(id, i));
  // The keys read once per creature, not twice per comparison (issue 33: a roll for everyone sorts 1,000).
  const keyed = ids.map((id) => {
    const c = enc.creatures[id] as Creature;
    return { id, init: c.initiative as number, bonus: c.initBonus, rank: rank.get(id) ?? 0 };
  });
  keyed.sort((a, b) => b.init - a.init || b.bonus - a.bonus || a.rank - b.rank);
  return keyed.map((k) => k.id);
}

/** Re-sort everyone with an initiative (keeping whose turn it is), through the system's `sort` hook. */
export function sortTurnOrder(w: Work, turns: TurnRules): void {
  const before = w.s.turns;
  const currentId = before.current >= 0 ? before.order[before.current] : undefined;
  const ids = w.s.creatureOrder.filter((id) => (w.creature(id)?.initiative ?? null) !== null);
  const order = (turns.sort ?? defaultTurnOrder)(w.s, ids);
  let current = before.current;
  if (currentId !== undefined) {
    const i = order.indexOf(currentId);
    current = i >= 0 ? i : Math.min(before.current, order.length - 1);
  }
  if (order.length === 0) current = -1;
  w.set('turns', { order, current, round: before.round });
}

/** Start combat at the first creature once someone has an initiative. */
function startIfNeeded(w: Work, ctx: Ctx, round: number): void {
  const t = w.s.turns;
  if (t.current < 0 && t.order.length > 0) {
    w.set('turns', { ...t, current: 0, round });
    const id = t.order[0] as CreatureId;
    ctx.system.turns.started?.(w, id, ctx);
  }
}

/**
 * rollInitiative's refusals without rolling (the system's `prechecks`, issue 33): nobody to roll for, or a listed
 * creature that does not exist. The rolls themselves never refuse (no dice typed in).
 */
export function rollInitiativePrecheck(enc: Encounter, cmd: RollInitiative): { reason: Msg } | null {
  const ids = cmd.ids ?? enc.creatureOrder.filter((id) => cmd.all || creatureOf(enc, id)?.initiative === null);
  if (ids.length === 0) return { reason: msg('everyoneHasInitiative', {}) };
  for (const id of ids) if (!creatureOf(enc, id)) return { reason: msg('noCreature', { id: String(id).slice(0, 60) }) };
  return null;
}

/** rollInitiative: d20 + initiative bonus for each listed creature (or all without one, or everyone with `all`). */
export function rollInitiative(w: Work, cmd: RollInitiative, ctx: Ctx): void {
  const ids = cmd.ids ?? w.s.creatureOrder.filter((id) => cmd.all || w.creature(id)?.initiative === null);
  if (ids.length === 0) reject(msg('everyoneHasInitiative', {}));
  for (const id of ids) {
    const c = need(w, id);
    const die = ctx.roller.die(20, msg('initiativeRoll', { who: ref(c) }));
    const total = die + c.initBonus;
    w.edit(c.id).initiative = total;
    ctx.emit({ type: 'initiativeRolled', who: ref(c), die, bonus: c.initBonus, total, rules: [], ids: [c.id] });
  }
  sortTurnOrder(w, ctx.system.turns);
  startIfNeeded(w, ctx, 1);
}

/** setInitiative: a value typed in (or cleared). */
export function setInitiative(w: Work, cmd: SetInitiative, ctx: Ctx): void {
  const c = need(w, cmd.id);
  if (cmd.value !== null && (!Number.isInteger(cmd.value) || cmd.value < -100 || cmd.value > 200))
    reject(msg('badInitiative', {}));
  w.edit(c.id).initiative = cmd.value;
  sortTurnOrder(w, ctx.system.turns);
  ctx.emit({ type: 'initiativeSet', who: ref(c), value: cmd.value, rules: [], ids: [c.id] });
  startIfNeeded(w, ctx, Math.max(1, w.s.turns.round));
}

/** Log the start of the current turn. */
export function announceTurn(w: Work, ctx: Ctx): void {
  const id = w.s.turns.order[w.s.turns.current];
  const c = id ? w.creature(id) : undefined;
  if (c) ctx.emit({ type: 'turnStarted', who: ref(c), round: w.s.turns.round, rules: [], ids: [c.id] });
}

/** nextTurn: advance (passing creatures the system skips); after the last creature a new round starts. */
export function nextTurn(w: Work, _cmd: NextTurn, ctx: Ctx): void {
  const hooks = ctx.system.turns;
  const t0 = w.s.turns;
  if (t0.order.length === 0) reject(msg('noInitiativeYet', {}));
  const leaving = t0.order[t0.current];
  if (leaving !== undefined) hooks.ending?.(w, leaving, ctx);
  let { current, round } = w.s.turns;
  const order = w.s.turns.order;
  for (let guard = 0; guard <= order.length; guard++) {
    current += 1;
    if (current >= order.length) {
      current = 0;
      round += 1;
    }
    if (!hooks.skips?.(w.s as Encounter, order[current] as CreatureId)) break;
  }
  w.set('turns', { order, current, round });
  hooks.started?.(w, order[current] as CreatureId, ctx);
  announceTurn(w, ctx);
}

/** previousTurn: step back one turn (a correction). */
export function previousTurn(w: Work, _cmd: PreviousTurn, ctx: Ctx): void {
  const t = w.s.turns;
  if (t.order.length === 0 || (t.round <= 1 && t.current <= 0)) reject(msg('firstTurn', {}));
  let { current, round } = t;
  current -= 1;
  if (current < 0) {
    current = t.order.length - 1;
    round -= 1;
  }
  w.set('turns', { order: t.order, current, round });
  announceTurn(w, ctx);
}
