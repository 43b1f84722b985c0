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
import type { M4Event } from './events';
import type { M4Encounter } from './model';
import { creature, riderOf } from './relations';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Highest initiative first (the kernel's order), then each mount linked by MC-INIT-1 right after its rider. */
export function sortWithLinks(enc: M4Encounter, ids: readonly CreatureId[]): CreatureId[] {
  const order = defaultTurnOrder(enc, ids);
  const links: { mount: CreatureId; rider: CreatureId; serial: number }[] = [];
  for (const id of order) {
    const l = creatureOf(enc, id)?.sys.initLink;
    if (l) links.push({ mount: id, rider: l.rider, serial: l.serial });
  }
  links.sort((a, b) => a.serial - b.serial);
  for (const l of links) {
    const r = order.indexOf(l.rider);
    if (r < 0) continue;
    order.splice(order.indexOf(l.mount), 1);
    order.splice(order.indexOf(l.rider) + 1, 0, l.mount);
  }
  return order;
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
    rules: ['MC-INIT-1'],
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
  if (r && r.kind === 'adventurer' && enc.turns.order.includes(r.id)) return { host: r.id, already: false };
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

/** Begin the current creature's turn (passing over folded mounts), with a fresh action set. */
export function beginCurrent(w: W, ctx: C, step: 1 | -1): void {
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
        rules: fold.already ? ['MC-INIT-1'] : ['MC-TURN-1', 'MC-TURN-2'],
        ids: [id, fold.host],
      });
    }
    advance(w, step);
  }
  announceTurn(w, ctx);
  const cur = w.s.turns.order[w.s.turns.current];
  if (cur) startTurn(w, ctx, cur);
}
