/**
 * revealUnseen (issue 26): the table ruling for a player's move that runs into what the players could not see.
 * The GM's request desk judges a player's move in the players' world (as if hidden creatures and the ground under
 * the fog were as the players were shown them); when the real state refuses it, the desk sends this command: the
 * move cut short before the first unseen square (or none), and what stopped it revealed — as at a real table, where
 * the GM says "you bump into something: the assassin steps out of the shadows". One command, so one undo.
 */
import type { CommandBase } from '../engine';
import type { RevealUnseen } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { ref } from '../message';
import { HIDDEN } from '../model';
import type { Work } from '../work';
import { need } from './creatures';
import { setFog } from './scene';

const hasOwn = Object.prototype.hasOwnProperty;

/** Run the cut-short move (shape check and handler of the system, as the envelope would), then reveal. */
export function revealUnseen(w: Work, cmd: RevealUnseen, ctx: Ctx): void {
  need(w, cmd.id);
  const inner = cmd.command as (CommandBase & Record<string, unknown>) | null;
  if (inner) {
    if (inner.type === 'revealUnseen' || typeof inner.type !== 'string') reject(msg('notACommand', {}));
    const handler = hasOwn.call(ctx.system.handlers, inner.type) ? ctx.system.handlers[inner.type] : undefined;
    if (typeof handler !== 'function') reject(msg('unknownCommand', { type: inner.type.slice(0, 60) }));
    const shape = hasOwn.call(ctx.system.shapes, inner.type) ? ctx.system.shapes[inner.type] : undefined;
    const problem = shape ? shape(inner, '') : null;
    if (problem) reject(problem);
    handler(w, inner, ctx);
  }
  const revealed = [];
  for (const id of cmd.reveal) {
    const c = need(w, id);
    if (c.conditions.includes(HIDDEN)) w.edit(c.id).conditions = c.conditions.filter((k) => k !== HIDDEN);
    revealed.push(ref(c));
  }
  if (cmd.squares.length > 0) setFog(w, { type: 'setFog', hide: false, squares: cmd.squares }, ctx);
  const who = need(w, cmd.id);
  ctx.emit({
    type: 'unseenBlocked',
    who: ref(who),
    at: { x: who.pos.x, y: who.pos.y },
    revealed,
    squares: cmd.squares.length,
    rule: ctx.system.players?.unseenRule ?? '',
    rules: ctx.system.players?.unseenRule ? [ctx.system.players.unseenRule] : [],
    ids: [who.id, ...revealed.map((r) => r.id)],
  });
}
