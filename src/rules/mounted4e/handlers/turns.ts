/**
 * Turn handlers overriding the core's: shared initiative (MC-INIT-1), the adventurer's single turn with its
 * mount (MC-TURN-1/2), fresh action sets at each turn start (B-7).
 */
import {
  coreHandlers, reject, sortTurnOrder, tx, type Creature, type CreatureId, type Ctx, type Encounter, type NextTurn,
  type PreviousTurn, type RollInitiative, type SetInitiative,
} from '../../core';
import { startTurn } from '../actions';
import { riderOf } from '../relations';
import { m4 } from '../state';

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
  const m = d.creatures[mountId];
  const r = riderId ? d.creatures[riderId] : undefined;
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

function announce(d: Encounter, ctx: Ctx): void {
  const id = d.turns.order[d.turns.current];
  const c = id ? d.creatures[id] : undefined;
  if (!c) return;
  ctx.emit({
    type: 'turnStarted',
    text: tx(`Round ${d.turns.round}: ${c.name}'s turn.`, `ラウンド${d.turns.round}：${c.name}の手番。`),
    rules: [],
    ids: [c.id],
    data: { round: d.turns.round },
  });
}

/** Begin the current creature's turn (skipping folded mounts), with a fresh action set. */
function beginCurrent(d: Encounter, ctx: Ctx, step: 1 | -1): void {
  for (let guard = 0; guard < d.turns.order.length; guard++) {
    const id = d.turns.order[d.turns.current] as CreatureId;
    const fold = turnFolded(d, id, step);
    if (!fold) break;
    const c = d.creatures[id] as Creature;
    const hostName = d.creatures[fold.host]?.name ?? fold.host;
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

function advance(d: Encounter, step: 1 | -1): void {
  d.turns.current += step;
  if (d.turns.current >= d.turns.order.length) {
    d.turns.current = 0;
    d.turns.round += 1;
  } else if (d.turns.current < 0) {
    d.turns.current = d.turns.order.length - 1;
    d.turns.round -= 1;
  }
}

/** rollInitiative: a mount linked to its rider takes the rider's initiative instead of rolling (MC-INIT-1). */
export function rollInitiative(d: Encounter, cmd: RollInitiative, ctx: Ctx): void {
  const s = m4(d);
  const wasIdle = d.turns.current < 0;
  const ids = cmd.ids ?? d.creatureOrder.filter((id) => cmd.all || d.creatures[id]?.initiative === null);
  if (!Array.isArray(ids) || ids.length === 0) reject(tx('Everyone already has an initiative.', '全員にイニシアチブがあります。'));
  const linked = ids.filter((id) => {
    const r = s.initLinks[id];
    return r !== undefined && (ids.includes(r) || d.creatures[r]?.initiative !== null);
  });
  const roll = ids.filter((id) => !linked.includes(id));
  if (roll.length > 0) coreHandlers.rollInitiative(d, { type: 'rollInitiative', ids: roll }, ctx);
  for (const id of linked) syncInitiative(d, ctx, id);
  orderTurns(d);
  if (d.turns.current < 0 && d.turns.order.length > 0) {
    d.turns.current = 0;
    d.turns.round = Math.max(1, d.turns.round);
  }
  if (wasIdle && d.turns.current >= 0) beginCurrent(d, ctx, 1);
}

/** setInitiative: a rider's value carries its linked mounts along; a mount still ridden cannot differ (MC-INIT-1). */
export function setInitiative(d: Encounter, cmd: SetInitiative, ctx: Ctx): void {
  const s = m4(d);
  const wasIdle = d.turns.current < 0;
  const link = s.initLinks[cmd.id];
  const c = d.creatures[cmd.id];
  if (link && c?.mountId === link) {
    reject(tx(`${c.name} acts on its rider's initiative; set the rider's instead.`, `${c.name}は乗り手のイニシアチブで行動する。乗り手の値を設定してください。`), 'MC-INIT-1');
  }
  if (link && riderOf(d, cmd.id)?.id === link) {
    reject(tx(`${c?.name ?? cmd.id} acts on its rider's initiative; set the rider's instead.`, `${c?.name ?? cmd.id}は乗り手のイニシアチブで行動する。乗り手の値を設定してください。`), 'MC-INIT-1');
  }
  if (link) delete s.initLinks[cmd.id]; // a GM separates a former mount from its rider's count
  coreHandlers.setInitiative(d, cmd, ctx);
  for (const [mountId, riderId] of Object.entries(s.initLinks)) if (riderId === cmd.id) syncInitiative(d, ctx, mountId);
  orderTurns(d);
  if (wasIdle && d.turns.current >= 0) beginCurrent(d, ctx, 1);
}

/** nextTurn: advance, folding mounts into their adventurer's turn (MC-TURN-1/2), and reset the action set. */
export function nextTurn(d: Encounter, _cmd: NextTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0) reject(tx('Nobody has an initiative yet; roll or enter initiative first.', 'イニシアチブがまだありません。先に決めてください。'));
  advance(d, 1);
  beginCurrent(d, ctx, 1);
}

/** previousTurn: a GM correction; the turn restarts with a fresh set. */
export function previousTurn(d: Encounter, _cmd: PreviousTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0 || (d.turns.round <= 1 && d.turns.current <= 0)) reject(tx('This is the first turn.', '最初の手番です。'));
  advance(d, -1);
  if (d.turns.round < 1) reject(tx('This is the first turn.', '最初の手番です。'));
  beginCurrent(d, ctx, -1);
}
