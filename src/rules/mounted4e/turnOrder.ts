/**
 * Turn order helpers for the mounted rules: shared initiative (MC-INIT-1), folding a mount into its
 * adventurer's turn (MC-TURN-1/2), starting turns with fresh action sets (B-7).
 */
import { announceTurn, sortTurnOrder, tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../core';
import { startTurn } from './actions';
import { riderOf } from './relations';
import { m4 } from './state';
import { creatureOf } from '../core/creatures';

/** Sort the order, then put each mount linked by MC-INIT-1 right after its rider. */
export function orderTurns(d: Encounter): void {
  const s = m4(d);
  const currentId = d.turns.current >= 0 ? d.turns.order[d.turns.current] : undefined;
  sortTurnOrder(d);
  for (const [mountId, riderId] of Object.entries(s.initLinks)) {
    const order = d.turns.order;
    if (!order.includes(mountId) || !order.includes(riderId)) continue;
    order.splice(order.indexOf(mountId), 1);
    order.splice(order.indexOf(riderId) + 1, 0, mountId);
  }
  if (currentId !== undefined) {
    const i = d.turns.order.indexOf(currentId);
    if (i >= 0) d.turns.current = i;
  }
}

/** Copy a rider's initiative to its linked mount (MC-INIT-1). Returns true if it changed. */
export function syncInitiative(d: Encounter, ctx: Ctx, mountId: CreatureId): boolean {
  const riderId = m4(d).initLinks[mountId];
  const m = creatureOf(d, mountId);
  const r = riderId ? creatureOf(d, riderId) : undefined;
  if (!m || !r || r.initiative === null || m.initiative === r.initiative) return false;
  m.initiative = r.initiative;
  ctx.emit({
    type: 'initiativeShared',
    text: tx(`${m.name} acts on ${r.name}'s initiative (${r.initiative}) (MC-INIT-1).`, `${m.name}は${r.name}のイニシアチブ（${r.initiative}）で行動する（MC-INIT-1）。`),
    rules: ['MC-INIT-1'],
    ids: [m.id, r.id],
  });
  return true;
}

/**
 * Does this creature's turn fold into someone else's? A mount ridden by an adventurer acts in the rider's turn
 * (MC-TURN-1), and a mount that shared an adventurer's turn this round does not get another (MC-TURN-2).
 */
export function turnFolded(d: Encounter, id: CreatureId, step: 1 | -1 = 1): { host: CreatureId; already: boolean } | null {
  const r = riderOf(d, id);
  if (r && r.kind === 'adventurer' && d.turns.order.includes(r.id)) return { host: r.id, already: false };
  const s = m4(d);
  if (s.sharedRound[id] === d.turns.round) return { host: s.initLinks[id] ?? id, already: false };
  // Moved behind its rider (MC-INIT-1) after it had its turn this round: it does not act twice.
  if (step === 1 && s.acted[id] === d.turns.round) return { host: id, already: true };
  return null;
}

/** Log the start of the current turn (the core's line). */
export const announce = announceTurn;

/** Begin the current creature's turn (skipping folded mounts), with a fresh action set. */
export function beginCurrent(d: Encounter, ctx: Ctx, step: 1 | -1): void {
  for (let guard = 0; guard < d.turns.order.length; guard++) {
    const id = d.turns.order[d.turns.current] as CreatureId;
    const fold = turnFolded(d, id, step);
    if (!fold) break;
    const c = creatureOf(d, id) as Creature;
    const hostName = creatureOf(d, fold.host)?.name ?? fold.host;
    ctx.emit({
      type: 'turnFolded',
      text: fold.already
        ? tx(`${c.name} already had its turn this round; now it acts on its rider's initiative (MC-INIT-1).`, `${c.name}はこのラウンドすでに手番を終えた。以後は乗り手のイニシアチブで行動する（MC-INIT-1）。`)
        : tx(`${c.name} has no turn of its own: it acts in ${hostName}'s turn (MC-TURN-1).`, `${c.name}は自分の手番を持たず、${hostName}の手番に行動する（MC-TURN-1）。`),
      rules: fold.already ? ['MC-INIT-1'] : ['MC-TURN-1', 'MC-TURN-2'],
      ids: [id, fold.host],
    });
    advance(d, step);
  }
  announce(d, ctx);
  const cur = d.turns.order[d.turns.current];
  if (cur) startTurn(d, ctx, cur);
}

/** Step the turn pointer forward or back, wrapping rounds. */
export function advance(d: Encounter, step: 1 | -1): void {
  d.turns.current += step;
  if (d.turns.current >= d.turns.order.length) {
    d.turns.current = 0;
    d.turns.round += 1;
  } else if (d.turns.current < 0) {
    d.turns.current = d.turns.order.length - 1;
    d.turns.round -= 1;
  }
}
