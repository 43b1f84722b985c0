/** Handlers: tkSpendAp (the cost table, TK-TURN-5; turning while riding, RULING TK-R4), tkUseSkill (TK-TURN-6), tkAddEffect (TK-TURN-2 step 3). */
import { need, ref, type CreatureId } from '../../core';
import { TK_AP_TABLE, standUpCost, type TkApAction } from '../ap';
import type { TkAddEffect, TkSpendAp, TkUseSkill } from '../commands';
import { reject, type TkDoing } from '../messages';
import { armourOf, turnToFace } from '../stats';
import { editTk, type TkCtx, type TkWork } from '../work';
import { needInt, noteActed, requireCanAct, requireNotConfused, spendAp } from './util';

/** tkSpendAp: an action of the cost table. Whole-turn actions go through their own commands. */
export function tkSpendAp(w: TkWork, cmd: TkSpendAp, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const action: TkApAction = cmd.action;
  const row = TK_AP_TABLE[action];
  if ('turns' in row.cost) reject({ m: 'wholeTurnAction', action, turns: row.cost.turns }, 'TK-TURN-5');
  const times = cmd.times === undefined ? 1 : needInt(cmd.times, 1, 20, 'times');
  requireCanAct(w.s, c.id);
  if (row.cost.ap > 0 || action === 'turn' || action === 'standUp') requireNotConfused(w.s, c.id, cmd.gm);
  if (action === 'evade' || action === 'block') reject({ m: 'defenceNotAction' }, 'TK-TURN-2');
  if (action === 'turn') return turnPair(w, cmd, c.id, times, ctx);
  const inArmour = !!armourOf(w.s, c) || c.sys.role === 'armour';
  const each = action === 'standUp' ? standUpCost(inArmour) : row.cost.ap;
  const spent = each * times;
  if (spent === 0) ctx.emit({ type: 'actionTaken', who: ref(c), action, rules: ['TK-TURN-5'], ids: [c.id] });
  else spendAp(w, c.id, spent, ctx, 'TK-TURN-5', { m: 'doAction', action, times }, cmd.gm);
  noteActed(w, c.id);
}

/**
 * Turning to face (TK-TURN-5): a rider and its partner turn together and the partner pays the 1 AP of
 * 方向転換（相棒騎乗時）, the rider nothing (TK-MNT-3: 「相棒の移動、攻撃、方向転換に際して、騎手は行動力を消費しません」),
 * whichever of the two is told to turn (RULING TK-R4).
 */
function turnPair(w: TkWork, cmd: TkSpendAp, id: CreatureId, times: number, ctx: TkCtx): void {
  const c = need(w, id);
  const { payerId, ap, ridden } = turnToFace(w.s, c);
  const payer = need(w, payerId);
  if (payerId !== id) {
    requireCanAct(w.s, payerId);
    requireNotConfused(w.s, payerId, cmd.gm);
  }
  const spent = ap * times;
  if (spent === 0)
    ctx.emit({ type: 'actionTaken', who: ref(payer), action: 'turn', rules: ['TK-TURN-5'], ids: [payerId] });
  else if (ridden)
    spendAp(w, payerId, spent, ctx, ['TK-TURN-5', 'TK-MNT-3', 'TK-R4'], { m: 'doTurnRidden', times }, cmd.gm);
  else spendAp(w, payerId, spent, ctx, 'TK-TURN-5', { m: 'doAction', action: 'turn', times }, cmd.gm);
  noteActed(w, payerId);
}

/** tkUseSkill: 練力 and AP costs (TK-HIT-1); a 0-AP skill cannot be reused until 1 AP is spent or someone else acts (TK-TURN-6). */
export function tkUseSkill(w: TkWork, cmd: TkUseSkill, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const name = cmd.name.trim();
  if (name === '' || name.length > 60) reject({ m: 'skillNeedsName' });
  const ap = needInt(cmd.ap, 0, 20, 'ap');
  const ki = cmd.ki === undefined ? 0 : needInt(cmd.ki, 0, 10000, 'kiCost');
  requireCanAct(w.s, c.id);
  requireNotConfused(w.s, c.id, cmd.gm);
  useSkillCosts(w, ctx, c.id, name, ap, ki, cmd.gm);
  ctx.emit({ type: 'skillUsed', who: ref(c), skill: name, ap, ki, rules: ['TK-HIT-1'], ids: [c.id] });
}

/** The costs of a skill in the order of TK-HIT-1 (練力, then AP) with the TK-TURN-6 reuse lock. */
export function useSkillCosts(
  w: TkWork,
  ctx: TkCtx,
  id: CreatureId,
  name: string,
  ap: number,
  ki: number,
  gm = false,
  doing: TkDoing = { m: 'doSkill', skill: name },
): void {
  const c = need(w, id);
  if (ap === 0 && (w.s.sys.zeroApLocks[id] ?? []).includes(name))
    reject({ m: 'zeroApLocked', skill: name, who: ref(c) }, 'TK-TURN-6');
  if (ki > c.sys.ki) reject({ m: 'notEnoughKi', who: ref(c), ki: c.sys.ki, needed: ki, skill: name }, 'TK-HIT-1');
  if (ki > 0) w.editSys(id).ki -= ki;
  if (ap > 0) spendAp(w, id, ap, ctx, 'TK-HIT-1', doing, gm);
  noteActed(w, id);
  if (ap === 0) {
    const s = editTk(w);
    s.zeroApLocks = { ...s.zeroApLocks, [id]: [...(s.zeroApLocks[id] ?? []), name] };
  }
}

/** tkAddEffect: a timed effect ending at its owner's round start `duration` turns later (TK-TURN-2 step 3). */
export function tkAddEffect(w: TkWork, cmd: TkAddEffect, ctx: TkCtx): void {
  const c = need(w, cmd.ownerId);
  const duration = needInt(cmd.duration, 1, 1000, 'duration');
  const name = cmd.name.trim();
  if (name === '') reject({ m: 'effectNeedsName' });
  const s = editTk(w);
  const id = `ef${s.nextId}`;
  const endsAtTurn = w.s.turns.round + duration;
  s.nextId += 1;
  s.effects = [...s.effects, { id, ownerId: c.id, name, endsAtTurn }];
  ctx.emit({
    type: 'effectAdded',
    who: ref(c),
    effect: name,
    effectId: id,
    duration,
    endsAtTurn,
    rules: ['TK-TURN-2'],
    ids: [c.id],
  });
}
