/** Handlers: rollInitiative, setInitiative, nextTurn, previousTurn. */
import type { NextTurn, PreviousTurn, RollInitiative, SetInitiative } from '../commands';
import { reject, type Ctx } from '../engine';
import type { Creature, Encounter } from '../model';
import { tx } from '../text';
import { need } from './creatures';
import { creatureOf } from '../creatures';

/** Sort everyone with an initiative: highest first, ties by bonus, then creation order. */
export function sortTurnOrder(d: Encounter): void {
  const current = d.turns.current >= 0 ? d.turns.order[d.turns.current] : undefined;
  const rank = new Map(d.creatureOrder.map((id, i) => [id, i]));
  d.turns.order = d.creatureOrder
    .filter((id) => creatureOf(d, id)?.initiative !== null)
    .sort((a, b) => {
      const ca = creatureOf(d, a) as Creature;
      const cb = creatureOf(d, b) as Creature;
      return (cb.initiative as number) - (ca.initiative as number) || cb.initBonus - ca.initBonus || (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
    });
  if (current !== undefined) {
    const i = d.turns.order.indexOf(current);
    d.turns.current = i >= 0 ? i : Math.min(d.turns.current, d.turns.order.length - 1);
  }
  if (d.turns.order.length === 0) d.turns.current = -1;
}

/** rollInitiative: d20 + initiative bonus for each listed creature (or all without one, or everyone with `all`). */
export function rollInitiative(d: Encounter, cmd: RollInitiative, ctx: Ctx): void {
  const ids = cmd.ids ?? d.creatureOrder.filter((id) => cmd.all || creatureOf(d, id)?.initiative === null);
  if (!Array.isArray(ids) || ids.length === 0) reject(tx('Everyone already has an initiative.', '全員にイニシアチブがあります。'));
  for (const id of ids) {
    const c = need(d, id);
    const die = ctx.roller.die(20, tx(`initiative: ${c.name}`, `イニシアチブ：${c.name}`));
    c.initiative = die + c.initBonus;
    ctx.emit({
      type: 'initiativeRolled',
      text: tx(`${c.name} rolls initiative: ${die} + ${c.initBonus} = ${c.initiative}.`, `${c.name}のイニシアチブ：${die} + ${c.initBonus} = ${c.initiative}。`),
      rules: [],
      ids: [c.id],
    });
  }
  sortTurnOrder(d);
  if (d.turns.current < 0 && d.turns.order.length > 0) {
    d.turns.current = 0;
    d.turns.round = 1;
  }
}

/** setInitiative: a value typed in (or cleared). */
export function setInitiative(d: Encounter, cmd: SetInitiative, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (cmd.value !== null && (!Number.isInteger(cmd.value) || cmd.value < -100 || cmd.value > 200)) {
    reject(tx('Initiative must be a whole number (−100…200).', 'イニシアチブは−100〜200の整数です。'));
  }
  c.initiative = cmd.value;
  sortTurnOrder(d);
  if (d.turns.current < 0 && d.turns.order.length > 0) {
    d.turns.current = 0;
    d.turns.round = Math.max(1, d.turns.round);
  }
  ctx.emit({
    type: 'initiativeSet',
    text: cmd.value === null ? tx(`${c.name} leaves the initiative order.`, `${c.name}をイニシアチブ順から外した。`) : tx(`${c.name}'s initiative is set to ${cmd.value}.`, `${c.name}のイニシアチブを${cmd.value}にした。`),
    rules: [],
    ids: [c.id],
  });
}

/** Log the start of the current turn (shared by the systems that override nextTurn). */
export function announce(d: Encounter, ctx: Ctx): void {
  const id = d.turns.order[d.turns.current];
  const c = id ? creatureOf(d, id) : undefined;
  if (!c) return;
  ctx.emit({
    type: 'turnStarted',
    text: tx(`Round ${d.turns.round}: ${c.name}'s turn.`, `ラウンド${d.turns.round}：${c.name}の手番。`),
    rules: [],
    ids: [c.id],
    data: { round: d.turns.round },
  });
}

/** nextTurn: advance; after the last creature a new round starts. */
export function nextTurn(d: Encounter, _cmd: NextTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0) reject(tx('Nobody has an initiative yet; roll or enter initiative first.', 'イニシアチブがまだありません。先に決めてください。'));
  d.turns.current += 1;
  if (d.turns.current >= d.turns.order.length) {
    d.turns.current = 0;
    d.turns.round += 1;
  }
  announce(d, ctx);
}

/** previousTurn: step back one turn (a correction). */
export function previousTurn(d: Encounter, _cmd: PreviousTurn, ctx: Ctx): void {
  if (d.turns.order.length === 0 || (d.turns.round <= 1 && d.turns.current <= 0)) reject(tx('This is the first turn.', '最初の手番です。'));
  d.turns.current -= 1;
  if (d.turns.current < 0) {
    d.turns.current = d.turns.order.length - 1;
    d.turns.round -= 1;
  }
  announce(d, ctx);
}
