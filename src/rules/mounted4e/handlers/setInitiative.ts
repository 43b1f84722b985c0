/**
 * setInitiative (override): a rider's value carries its linked mount along (MC-INIT-1).
 */
import { coreHandlers, reject, tx, type Ctx, type Encounter, type SetInitiative } from '../../core';
import { riderOf } from '../relations';
import { m4 } from '../state';
import { beginCurrent, orderTurns, syncInitiative } from '../turnOrder';
import { creatureOf } from '../../core/creatures';

/** setInitiative: a rider's value carries its linked mounts along; a mount still ridden cannot differ (MC-INIT-1). */
export function setInitiative(d: Encounter, cmd: SetInitiative, ctx: Ctx): void {
  const s = m4(d);
  const wasIdle = d.turns.current < 0;
  const link = s.initLinks[cmd.id];
  const c = creatureOf(d, cmd.id);
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
