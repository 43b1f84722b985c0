/**
 * commandMount: a monster rider spends a move action so its mount takes a move action as a free action (MC-SEP-1).
 */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { CommandMountCommand } from '../commands';
import { m4, turnKey } from '../state';
import { need } from './common';
import { creatureOf } from '../../core/creatures';

/** commandMount (MC-SEP-1): a monster rider spends a move action; its mount may take a move action now as a free action. */
export function commandMount(d: Encounter, cmd: CommandMountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId || !c.isRider) reject(tx(`${c.name} is not riding a mount.`, `${c.name}は乗騎に乗っていない。`), 'MC-SEP-1');
  const m = creatureOf(d, c.mountId) as Creature;
  if (c.kind === 'adventurer') reject(tx(`${c.name} shares one turn with ${m.name}; no command is needed.`, `${c.name}は${m.name}とターンを共有しているので命令は不要。`), 'MC-TURN-1');
  spend(d, c.id, 'move', `command ${m.name}`);
  m4(d).granted[m.id] = turnKey(d);
  ctx.emit({
    type: 'mountCommanded',
    text: tx(`${c.name} spends a move action: ${m.name} may take a move action as a free action (MC-SEP-1).`, `${c.name}は移動アクションを消費し、${m.name}はフリー・アクションとして移動アクションを1回行える（MC-SEP-1）。`),
    rules: ['MC-SEP-1'],
    ids: [c.id, m.id],
  });
}
