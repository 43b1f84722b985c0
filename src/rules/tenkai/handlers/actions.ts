/** Handlers: tkSpendAp (the cost table, TK-TURN-5), tkUseSkill (TK-TURN-6), tkAddEffect (TK-TURN-2 step 3). */
import { reject, tx, type Ctx, type Encounter } from '../../core';
import { TK_AP_TABLE, standUpCost, turnToFaceCost, type TkApAction } from '../ap';
import type { TkAddEffect, TkSpendAp, TkUseSkill } from '../commands';
import { tkOf } from '../data';
import { armourOf } from '../stats';
import { tkDraftState } from '../state';
import { needInt, needTk, noteActed, requireCanAct, requireNotConfused, spendAp } from './util';
import { creatureOf } from '../../core/creatures';

/** tkSpendAp: an action of the cost table. Whole-turn actions go through their own commands. */
export function tkSpendAp(d: Encounter, cmd: TkSpendAp, ctx: Ctx): void {
  const { c } = needTk(d, cmd.id);
  const row = TK_AP_TABLE[cmd.action as TkApAction];
  if (!row) reject(tx(`Unknown action "${String(cmd.action)}".`, `不明な行動「${String(cmd.action)}」です。`), 'TK-TURN-5');
  if ('turns' in row.cost) {
    const how = cmd.action === 'boardArmour' ? ['tkBoardArmour', 'tkBoardArmour'] : cmd.action === 'startOrb' ? ['tkArmourMode (combat)', 'tkArmourMode（combat）'] : ['tkGliderMode (combat)', 'tkGliderMode（combat）'];
    reject(tx(`${row.label.en} takes ${row.cost.turns} turn(s); use ${how[0]}.`, `${row.label.ja}は${row.cost.turns}ターンかかります。${how[1]}を使ってください。`), 'TK-TURN-5');
  }
  const times = cmd.times === undefined ? 1 : needInt(cmd.times, 1, 20, 'Times', '回数');
  requireCanAct(d, c.id);
  if (row.cost.ap > 0 || cmd.action === 'turn' || cmd.action === 'standUp') requireNotConfused(d, c.id, cmd.gm);
  const mount = c.mountId ? creatureOf(d, c.mountId) : undefined;
  const ridingPartner = tkOf(mount)?.role === 'partner' || tkOf(mount)?.role === 'glider';
  const inArmour = !!armourOf(d, c) || tkOf(c)?.role === 'armour';
  let each = row.cost.ap;
  if (cmd.action === 'turn') each = turnToFaceCost(ridingPartner, inArmour);
  if (cmd.action === 'standUp') each = standUpCost(inArmour);
  if (cmd.action === 'evade' || cmd.action === 'block') {
    reject(tx('Evading and blocking are answers to an attack (0 AP), not actions.', '回避・受けは攻撃への防御選択（行動力0）です。'), 'TK-TURN-2');
  }
  const total = each * times;
  if (total === 0) {
    ctx.emit({ type: 'actionTaken', text: tx(`${c.name}: ${row.label.en} (0 AP).`, `${c.name}：${row.label.ja}（行動力0）。`), rules: ['TK-TURN-5'], ids: [c.id], data: { action: cmd.action, ap: 0 } });
  } else {
    spendAp(d, c.id, total, ctx, 'TK-TURN-5', { en: `${row.label.en}${times > 1 ? ` ×${times}` : ''}`, ja: `${row.label.ja}${times > 1 ? `×${times}` : ''}` }, cmd.gm);
  }
  noteActed(d, c.id);
}

/** tkUseSkill: 練力 and AP costs (TK-HIT-1); a 0-AP skill cannot be reused until 1 AP is spent or someone else acts (TK-TURN-6). */
export function tkUseSkill(d: Encounter, cmd: TkUseSkill, ctx: Ctx): void {
  const { c } = needTk(d, cmd.id);
  if (typeof cmd.name !== 'string' || cmd.name.trim() === '' || cmd.name.length > 60) reject(tx('The skill needs a name.', 'スキル名が必要です。'));
  const ap = needInt(cmd.ap, 0, 20, 'AP', '行動力');
  const ki = cmd.ki === undefined ? 0 : needInt(cmd.ki, 0, 10000, '練力 cost', '練力消費');
  requireCanAct(d, c.id);
  requireNotConfused(d, c.id, cmd.gm);
  useSkillCosts(d, ctx, c.id, cmd.name.trim(), ap, ki, cmd.gm);
  ctx.emit({ type: 'skillUsed', text: tx(`${c.name} uses ${cmd.name.trim()}.`, `${c.name}は${cmd.name.trim()}を使用した。`), rules: ['TK-HIT-1'], ids: [c.id], data: { skill: cmd.name.trim(), ap, ki } });
}

/** The costs of a skill in the order of TK-HIT-1 (練力, then AP) with the TK-TURN-6 reuse lock. */
export function useSkillCosts(d: Encounter, ctx: Ctx, id: string, name: string, ap: number, ki: number, gm = false): void {
  const c = creatureOf(d, id);
  const t = tkOf(c);
  if (!c || !t) return;
  const s = tkDraftState(d);
  if (ap === 0 && (s.zeroApLocks[id] ?? []).includes(name)) {
    reject(tx(`${name} costs 0 AP: ${c.name} must spend 1 AP, or someone else must act, before using it again.`, `${name}は行動力0のスキルです。${c.name}が行動力1を消費するか、他者の行動を挟むまで再使用できません。`), 'TK-TURN-6');
  }
  if (ki > t.ki) reject(tx(`${c.name} has ${t.ki} 練力; ${name} needs ${ki}.`, `${c.name}の練力は${t.ki}、${name}には${ki}必要です。`), 'TK-HIT-1');
  t.ki -= ki;
  if (ap > 0) spendAp(d, id, ap, ctx, 'TK-HIT-1', { en: name, ja: name }, gm);
  noteActed(d, id);
  if (ap === 0) s.zeroApLocks[id] = [...(s.zeroApLocks[id] ?? []), name];
}

/** tkAddEffect: a timed effect ending at its owner's round start `duration` turns later (TK-TURN-2 step 3). */
export function tkAddEffect(d: Encounter, cmd: TkAddEffect, ctx: Ctx): void {
  const { c } = needTk(d, cmd.ownerId);
  const duration = needInt(cmd.duration, 1, 1000, 'Duration', '効果時間');
  if (typeof cmd.name !== 'string' || cmd.name.trim() === '') reject(tx('The effect needs a name.', '効果名が必要です。'));
  const s = tkDraftState(d);
  const id = `ef${s.nextId++}`;
  s.effects.push({ id, ownerId: c.id, name: cmd.name.trim(), endsAtTurn: s.turn + duration });
  ctx.emit({ type: 'effectAdded', text: tx(`${c.name}: ${cmd.name.trim()} for ${duration} turn(s) (checked at its round start).`, `${c.name}：${cmd.name.trim()}（効果時間${duration}T、ラウンド開始時に確認）。`), rules: ['TK-TURN-2'], ids: [c.id], data: { effectId: id, endsAtTurn: s.turn + duration } });
}
