/**
 * Movement with the action economy: moveCreature (override: a move action, opportunity attacks B-11 /
 * MC-OA-1), shift, commandMount (MC-SEP-1), takeAction (B-7 bookkeeping), setBasicAttack.
 */
import {
  carriedGroup, coreHandlers, endSpaceProblem, neighbours, reject, samePoint, spaceAt, tx, type Creature, type Ctx, type Encounter,
  type MoveCreature, type Point,
} from '../../core';
import { jaAction, spend } from '../actions';
import type { CommandMountCommand, SetBasicAttackCommand, ShiftCommand, TakeActionCommand } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { carriedBy } from '../relations';
import { m4, turnKey } from '../state';
import { checkSpec } from './attack';
import { need, needAble, needPoint } from './common';

/** B-4: a prone creature only crawls; the app asks it to stand first. */
function notProne(c: Creature): void {
  if (c.conditions.includes('prone')) reject(tx(`${c.name} is prone; stand up first (a move action).`, `${c.name}は伏せ状態だ。先に立ち上がること（移動アクション）。`), 'B-4');
  if (c.conditions.includes('immobilised') || c.conditions.includes('restrained')) reject(tx(`${c.name} cannot move.`, `${c.name}は移動できない。`), 'B-7');
}

/**
 * moveCreature: a GM placement stays free; otherwise it is a move action (the mount's, shared with an
 * adventurer rider, MC-TURN-1), a rider cannot move on its own (MC-MOVE-1), and leaving squares next to enemies
 * provokes (B-11, MC-OA-1: the attacker picks rider or mount).
 */
export function moveCreature(d: Encounter, cmd: MoveCreature, ctx: Ctx): void {
  if (cmd.gm) return coreHandlers.moveCreature(d, cmd, ctx);
  const c = need(d, cmd.id);
  if (c.mountId) return coreHandlers.moveCreature(d, cmd, ctx); // rejects: MC-MOVE-1
  needAble(c);
  notProne(c);
  spend(d, c.id, 'move', 'walk');
  const from = c.pos;
  const before = ctx.events.length;
  coreHandlers.moveCreature(d, cmd, ctx);
  const moved = ctx.events.slice(before).find((e) => e.type === 'creatureMoved');
  const path = (moved?.data?.path as Point[] | undefined) ?? [];
  queueJobs(d, ...opportunityJobs(d, provokersOfMove(d, c.id, path, from), c.id));
  runJobs(d, ctx);
}

/** shift: one square, a move action, provokes nothing (B-11). */
export function shift(d: Encounter, cmd: ShiftCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  const to = needPoint(cmd.to);
  if (c.mountId) reject(tx(`${c.name} moves only with its mount; dismount first.`, `${c.name}は乗騎と共にしか動けない。先に降りること。`), 'MC-MOVE-1');
  needAble(c);
  notProne(c);
  if (!neighbours(c.pos, 'chebyshev').some((p) => samePoint(p, to))) reject(tx('A shift is one square.', 'シフトは1マスです。'), 'B-11');
  const problem = endSpaceProblem(d, c, spaceAt(to, c.size), carriedGroup(d, c.id));
  if (problem) reject(problem);
  spend(d, c.id, 'move', 'shift');
  for (const id of carriedGroup(d, c.id)) (d.creatures[id] as Creature).pos = { ...to };
  const carried = carriedBy(d, c.id);
  ctx.emit({
    type: 'shifted',
    text: tx(
      `${c.name}${carried.length ? ` carrying ${carried.map((x) => x.name).join(', ')}` : ''} shifts to (${to.x}, ${to.y}); a shift provokes no opportunity attacks (B-11${carried.length ? ', MC-MOVE-1' : ''}).`,
      `${c.name}${carried.length ? `（${carried.map((x) => x.name).join('、')}を乗せて）` : ''}は(${to.x}, ${to.y})へシフトした。機会攻撃は誘発しない（B-11${carried.length ? '、MC-MOVE-1' : ''}）。`,
    ),
    rules: carried.length ? ['B-11', 'MC-MOVE-1'] : ['B-11'],
    ids: [c.id, ...carried.map((x) => x.id)],
    data: { to },
  });
}

/** commandMount (MC-SEP-1): a monster rider spends a move action; its mount may take a move action now as a free action. */
export function commandMount(d: Encounter, cmd: CommandMountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId || !c.isRider) reject(tx(`${c.name} is not riding a mount.`, `${c.name}は乗騎に乗っていない。`), 'MC-SEP-1');
  const m = d.creatures[c.mountId] as Creature;
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

/** takeAction: spend an action on something the engine does not model (B-7 bookkeeping). */
export function takeAction(d: Encounter, cmd: TakeActionCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!['standard', 'move', 'minor', 'free', 'immediate', 'opportunity'].includes(cmd.action)) reject(tx('Unknown action.', '不明なアクションです。'), 'B-7');
  const note = typeof cmd.note === 'string' ? cmd.note.slice(0, 80) : '';
  const pip = spend(d, c.id, cmd.action, note || cmd.action);
  const paid = pip && pip !== cmd.action ? ` (paid with the ${pip} action)` : '';
  const paidJa = pip && pip !== cmd.action ? `（${jaAction(pip)}アクションで代用）` : '';
  ctx.emit({
    type: 'actionTaken',
    text: tx(`${c.name} takes a ${cmd.action} action${note ? `: ${note}` : ''}${paid} (B-7).`, `${c.name}は${jaAction(cmd.action)}アクションを行った${note ? `：${note}` : ''}${paidJa}（B-7）。`),
    rules: ['B-7'],
    ids: [c.id],
    data: { action: cmd.action, paidWith: pip },
  });
}

/** setBasicAttack: remember the numbers of a creature's basic melee attack (used for its opportunity attacks). */
export function setBasicAttack(d: Encounter, cmd: SetBasicAttackCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  checkSpec(cmd.attack);
  m4(d).basicAttacks[c.id] = structuredClone(cmd.attack);
  const a = cmd.attack;
  ctx.emit({
    type: 'basicAttackSet',
    text: tx(`${c.name}'s basic attack: +${a.bonus} vs ${a.vs.toUpperCase()}, ${a.damage.count}d${a.damage.sides}+${a.damage.plus}.`, `${c.name}の基礎攻撃：+${a.bonus} 対 ${a.vs.toUpperCase()}、${a.damage.count}d${a.damage.sides}+${a.damage.plus}。`),
    rules: ['B-11'],
    ids: [c.id],
  });
}
