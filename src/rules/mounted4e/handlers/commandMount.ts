/** commandMount: a monster rider spends a move action so its mount takes a move action as a free action (MC-SEP-1). */
import { need, ref } from '../../core';
import { spend, turnKey } from '../actions';
import type { CommandMountCommand } from '../commands';
import { reject } from '../msgs';
import { creature } from '../relations';
import type { C, W } from './types';

/** commandMount (MC-SEP-1): a monster rider spends a move action; its mount may take a move action now as a free action. */
export function commandMount(w: W, cmd: CommandMountCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const m = creature(w.s, c.mountId);
  if (!m || !c.isRider) reject({ m: 'notRidingMount', who: ref(c) }, 'MC-SEP-1');
  if (c.kind === 'adventurer') reject({ m: 'sharedTurnNoCommand', who: ref(c), mount: ref(m) }, 'MC-TURN-1');
  spend(w, c.id, 'move', { kind: 'command', mount: ref(m) });
  const sys = w.patch('sys');
  sys.granted = [...sys.granted.filter((g) => g.mount !== m.id), { mount: m.id, key: turnKey(w.s) }];
  ctx.emit({ type: 'mountCommanded', rider: ref(c), mount: ref(m), rules: ['MC-SEP-1'], ids: [c.id, m.id] });
}
