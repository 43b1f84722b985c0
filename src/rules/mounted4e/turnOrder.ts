/**
 * Turn order of the mounted rules: shared initiative (MC-INIT-1: a linked mount acts right after its rider),
 * folding a mount into its adventurer's turn (MC-TURN-1/2), a mount that already acted not acting twice, and
 * starting turns with fresh action sets (B-7). The kernel's `sortTurnOrder` calls {@link sortWithLinks} (the
 * definition's `turns.sort`).
 */
import {
  announceTurn,
  creatureOf,
  defaultTurnOrder,
  ref,
  sortTurnOrder,
  type CreatureId,
  type Ctx,
  type Work,
} from '../core';
import { startTurn } from './actions';
import type { Chain, EffectSaveJob, TurnJob } from './chain';
import { endOfTurn, startOfTurn, turnMembers } from './effectTurns';
import type { M4Event } from './events';
import type { Delayed } from './effectModel';
import type { M4Encounter } from './model';
import { creature, riderOf } from './relations';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/**
 * The rule lists of the turn events, made once and frozen (MC-INIT-1, MC-TURN-1/2): the kernel keeps a frozen list
 * as it is instead of looking it up in its table of shared lists (issue 33).
 */
const INIT_1: readonly string[] = Object.freeze(['MC-INIT-1']);
const TURN_1_2: readonly string[] = Object.freeze(['MC-TURN-1', 'MC-TURN-2']);

/** No saving throw at the end of a turn (read only, shared). */
const NO_SAVES: readonly EffectSaveJob[] = Object.freeze([]);

/**
 * Highest initiative first (the kernel's order), then each mount linked by MC-INIT-1 right after its rider,
 * then each creature that took a delayed turn right after the creature it acted after (B-16), with its linked
 * mounts.
 */
export function sortWithLinks(enc: M4Encounter, ids: readonly CreatureId[]): CreatureId[] {
  const order = linkedOrder(enc, ids);
  for (const p of enc.sys.placed ?? []) {
    const at = order.indexOf(p.id);
    if (at < 0 || order.indexOf(p.after) < 0) continue;
    let n = 1;
    while (at + n < order.length && creatureOf(enc, order[at + n] as CreatureId)?.sys.initLink?.rider === p.id) n++;
    // Its linked mounts go along, unless it took its turn after one of them (a monster rider after its mount).
    if (order.slice(at, at + n).includes(p.after)) n = 1;
    const block = order.splice(at, n);
    order.splice(order.indexOf(p.after) + 1, 0, ...block);
  }
  return order;
}

/**
 * The kernel's order with each MC-INIT-1 mount right after its rider: the links in the order they were made,
 * each moving its mount right behind its rider (so a newer link's mount comes first). A linked list keeps each
 * move O(1) (issue 33: moving by `indexOf` and `splice` cost O(creatures) per link, ~10 ms on 1,000 creatures).
 */
function linkedOrder(enc: M4Encounter, ids: readonly CreatureId[]): CreatureId[] {
  const order = defaultTurnOrder(enc, ids);
  const links: { mount: CreatureId; rider: CreatureId; serial: number }[] = [];
  for (const id of order) {
    const l = creatureOf(enc, id)?.sys.initLink;
    if (l) links.push({ mount: id, rider: l.rider, serial: l.serial });
  }
  if (links.length === 0) return order;
  links.sort((a, b) => a.serial - b.serial);
  const HEAD = '';
  const next = new Map<CreatureId, CreatureId | null>();
  const prev = new Map<CreatureId, CreatureId>();
  let last = HEAD;
  next.set(HEAD, null);
  for (const id of order) {
    next.set(last, id);
    prev.set(id, last);
    next.set(id, null);
    last = id;
  }
  for (const l of links) {
    if (!prev.has(l.rider)) continue;
    // Take the mount out…
    const p = prev.get(l.mount) as CreatureId;
    const n = next.get(l.mount) ?? null;
    next.set(p, n);
    if (n !== null) prev.set(n, p);
    // …and put it right after its rider (a creature linked to itself, which no command makes, goes first).
    const at = l.rider === l.mount ? HEAD : l.rider;
    const after = next.get(at) ?? null;
    next.set(at, l.mount);
    prev.set(l.mount, at);
    next.set(l.mount, after);
    if (after !== null) prev.set(after, l.mount);
  }
  const out: CreatureId[] = [];
  for (let id = next.get(HEAD) ?? null; id !== null; id = next.get(id) ?? null) out.push(id);
  return out;
}

/** Re-sort the order (keeping whose turn it is) with the MC-INIT-1 links. */
export function orderTurns(w: W, ctx: C): void {
  sortTurnOrder(w, ctx.system.turns);
}

/** Copy a rider's initiative to its linked mount (MC-INIT-1). Returns true if it changed. */
export function syncInitiative(w: W, ctx: C, mountId: CreatureId): boolean {
  const m = w.creature(mountId);
  const r = creature(w.s, m?.sys.initLink?.rider);
  if (!m || !r || r.initiative === null || m.initiative === r.initiative) return false;
  w.edit(m.id).initiative = r.initiative;
  ctx.emit({
    type: 'initiativeShared',
    mount: ref(m),
    rider: ref(r),
    initiative: r.initiative,
    rules: INIT_1,
    ids: [m.id, r.id],
  });
  return true;
}

/** Mounts linked to a rider (MC-INIT-1), oldest link first. Scans the creatures: turn-order commands only. */
export function mountsLinkedTo(enc: M4Encounter, riderId: CreatureId): CreatureId[] {
  const found: { id: CreatureId; serial: number }[] = [];
  for (const id of enc.creatureOrder) {
    const l = creatureOf(enc, id)?.sys.initLink;
    if (l && l.rider === riderId) found.push({ id, serial: l.serial });
  }
  return found.sort((a, b) => a.serial - b.serial).map((f) => f.id);
}

/** The last turn order asked about, as a set (the order changes only when it is sorted; issue 33). */
let orderSeen: readonly CreatureId[] | null = null;
let orderSet: ReadonlySet<CreatureId> = new Set();

/** Is `id` in the turn order? One set per order, not a scan of the order per question. */
function inOrder(order: readonly CreatureId[], id: CreatureId): boolean {
  if (order !== orderSeen) {
    orderSet = new Set(order);
    orderSeen = order;
  }
  return orderSet.has(id);
}

/**
 * Does this creature's turn fold into someone else's? A mount ridden by an adventurer acts in the rider's turn
 * (MC-TURN-1), a mount that shared an adventurer's turn this round does not get another (MC-TURN-2), and a
 * creature moved behind its rider after it had its turn this round does not act twice (MC-INIT-1).
 */
export function turnFolded(
  enc: M4Encounter,
  id: CreatureId,
  step: 1 | -1,
): { host: CreatureId; already: boolean } | null {
  const r = riderOf(enc, id);
  if (r && r.kind === 'adventurer' && inOrder(enc.turns.order, r.id)) return { host: r.id, already: false };
  const c = creatureOf(enc, id);
  const marks = c?.sys.marks;
  if (marks?.shared === enc.turns.round) return { host: c?.sys.initLink?.rider ?? id, already: false };
  if (step === 1 && marks?.acted === enc.turns.round) return { host: id, already: true };
  return null;
}

/** Step the turn pointer forward or back, wrapping rounds. */
export function advance(w: W, step: 1 | -1): void {
  const t = w.s.turns;
  let current = t.current + step;
  let round = t.round;
  if (current >= t.order.length) {
    current = 0;
    round += 1;
  } else if (current < 0) {
    current = t.order.length - 1;
    round -= 1;
  }
  w.set('turns', { order: t.order, current, round });
}

/**
 * Begin the current creature's turn (passing over folded mounts), with a fresh action set. With a `chain` the
 * turn is a real one, not a correction: its start-of-turn effects happen (B-14, B-15), and a creature that
 * delayed and never took its turn loses it now (B-16: its end-of-turn effects and saves first, then its turn).
 */
export function beginCurrent(w: W, ctx: C, step: 1 | -1, chain?: Chain): void {
  for (let guard = 0; guard < w.s.turns.order.length; guard++) {
    const id = w.s.turns.order[w.s.turns.current] as CreatureId;
    const fold = turnFolded(w.s, id, step);
    if (!fold) break;
    const c = w.creature(id);
    const host = creature(w.s, fold.host);
    if (c) {
      ctx.emit({
        type: 'turnFolded',
        who: ref(c),
        host: host ? ref(host) : { id: fold.host, name: fold.host },
        already: fold.already,
        rules: fold.already ? INIT_1 : TURN_1_2,
        ids: [id, fold.host],
      });
    }
    advance(w, step);
  }
  const cur = w.s.turns.order[w.s.turns.current];
  const delayed = chain && cur ? delayedEntry(w.s, cur) : undefined;
  if (chain && cur && delayed) {
    const c = w.creature(cur);
    const sys = w.patch('sys');
    sys.delayed = (sys.delayed ?? []).filter((d) => d.id !== cur);
    if (c) ctx.emit({ type: 'delayedTurnLost', who: ref(c), rules: ['B-16'], ids: [cur] });
    const open: TurnJob = { kind: 'turnOn', step: 'open' };
    chain.queue.unshift(
      ...endOfTurn(
        w,
        ctx,
        cur,
        delayed.members.filter((id) => !!w.creature(id)),
        true,
      ),
      open,
    );
    return;
  }
  openTurn(w, ctx, !!chain);
}

/** The B-16 entry of a creature that delayed this round, or undefined (no list made when nobody delayed: issue 33). */
function delayedEntry(enc: M4Encounter, id: CreatureId): Delayed | undefined {
  const list = enc.sys.delayed;
  if (list === undefined) return undefined;
  for (let i = 0; i < list.length; i++) if ((list[i] as Delayed).id === id) return list[i];
  return undefined;
}

/** Open the current creature's turn: announce it, a fresh action set (B-7, MC-TURN-1), its start-of-turn effects. */
function openTurn(w: W, ctx: C, effects: boolean): void {
  announceTurn(w, ctx);
  const cur = w.s.turns.order[w.s.turns.current];
  if (!cur) return;
  startTurn(w, ctx, cur);
  if (effects) startOfTurn(w, ctx, turnMembers(w.s));
}

/**
 * End the current turn (B-14): its end-of-turn effects now; returns the chain that follows — its saves as jobs,
 * then `then` — made at its size (most turns end with no save: one job, issue 33).
 */
export function endCurrent(w: W, ctx: C, then: TurnJob): Chain {
  const cur = w.s.turns.order[w.s.turns.current];
  // A delayed creature whose turn a GM correction brought back has now had it (B-16).
  if (cur !== undefined && delayedEntry(w.s, cur)) {
    const sys = w.patch('sys');
    sys.delayed = (sys.delayed ?? []).filter((d) => d.id !== cur);
  }
  const saves = cur !== undefined ? endOfTurn(w, ctx, cur, turnMembers(w.s), false) : NO_SAVES;
  return { queue: saves.length === 0 ? [then] : [...saves, then] };
}

/** A turn job of the chain (chain.ts): the next turn, the current one opened, or a delayed turn taken (B-16). */
export function turnOn(w: W, ctx: C, job: TurnJob, chain: Chain): void {
  if (w.s.turns.order.length === 0) return;
  if (job.step === 'next') {
    advance(w, 1);
    beginCurrent(w, ctx, 1, chain);
  } else if (job.step === 'open') openTurn(w, ctx, true);
  else if (job.id !== undefined) takeDelayedTurn(w, ctx, job.id);
}

/**
 * B-16: the delayed creature takes its turn now, right after the creature whose turn just ended, and keeps
 * that place (its initiative becomes that creature's; MC-INIT-1 mounts follow it). Its start-of-turn effects
 * happened when it delayed; it gets its set of actions now.
 */
function takeDelayedTurn(w: W, ctx: C, id: CreatureId): void {
  const c = w.creature(id);
  const d = (w.s.sys.delayed ?? []).find((x) => x.id === id);
  if (!c || !d) return;
  const afterId = w.s.turns.order[w.s.turns.current];
  const after = afterId !== undefined ? w.creature(afterId) : undefined;
  const sys = w.patch('sys');
  sys.delayed = (sys.delayed ?? []).filter((x) => x.id !== id);
  if (after) {
    sys.placed = [...(sys.placed ?? []).filter((p) => p.id !== id), { id, after: after.id }];
    if (after.initiative !== null) w.edit(id).initiative = after.initiative;
    for (const m of mountsLinkedTo(w.s, id)) syncInitiative(w, ctx, m);
  }
  orderTurns(w, ctx);
  const at = w.s.turns.order.indexOf(id);
  if (at >= 0) w.set('turns', { ...w.s.turns, current: at });
  ctx.emit({
    type: 'delayedTurnTaken',
    who: ref(c),
    after: after ? ref(after) : null,
    initiative: w.creature(id)?.initiative ?? null,
    rules: ['B-16'],
    ids: [id],
  });
  startTurn(w, ctx, id);
}
