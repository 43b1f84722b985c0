/**
 * rollInitiative (override): a mount linked to its rider takes the rider's initiative (MC-INIT-1).
 */
import { coreHandlers, reject, tx, type Ctx, type Encounter, type RollInitiative } from '../../core';
import { m4 } from '../state';
import { beginCurrent, orderTurns, syncInitiative } from '../turnOrder';
import { creatureOf } from '../../core/creatures';

/** rollInitiative: a mount linked to its rider takes the rider's initiative instead of rolling (MC-INIT-1). */
export function rollInitiative(d: Encounter, cmd: RollInitiative, ctx: Ctx): void {
  const s = m4(d);
  const wasIdle = d.turns.current < 0;
  const ids = cmd.ids ?? d.creatureOrder.filter((id) => cmd.all || creatureOf(d, id)?.initiative === null);
  if (!Array.isArray(ids) || ids.length === 0) reject(tx('Everyone already has an initiative.', '全員にイニシアチブがあります。'));
  const linked = ids.filter((id) => {
    const r = s.initLinks[id];
    return r !== undefined && (ids.includes(r) || creatureOf(d, r)?.initiative !== null);
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
