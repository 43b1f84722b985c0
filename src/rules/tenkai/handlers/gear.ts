/** Handlers: tkGliderMode, tkArmourMode, tkBoardArmour, and the completion of multi-turn activities (TK-TURN-5). */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../../core';
import type { TkBoardArmour, TkChangeArmourMode as ArmourModeCmd, TkChangeGliderMode as GliderModeCmd } from '../commands';
import { tkOf, type TkCreatureData } from '../data';
import { apLeft, apMax } from '../stats';
import { tkDraftState, type TkActivity } from '../state';
import { needTk, requireCanAct, spendAllAp } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

/** Start a whole-turn activity: needs the turn's AP untouched, takes them all (TK-TURN-5). */
function startActivity(d: Encounter, ctx: Ctx, id: string, action: string, turns: number, rule: string): void {
  const s = tkDraftState(d);
  const c = creatureOf(d, id) as Creature;
  if (s.phase === 'rounds' && apLeft(d, id) < apMax(d, id)) {
    reject(tx(`${action} takes a whole turn; ${c.name} has already spent AP this turn.`, `${action}には1ターン全てが必要ですが、${c.name}はこのターンに行動力を消費済みです。`), rule);
  }
  spendAllAp(d, id);
  s.activities = s.activities.filter((a) => a.id !== id);
  s.activities.push({ id, action, turnsLeft: turns - 1 });
  ctx.emit({ type: 'activityStarted', text: tx(`${c.name} starts: ${action} (${turns} turn(s)).`, `${c.name}が開始：${action}（${turns}ターン）。`), rules: [rule, 'TK-TURN-5'], ids: [id], data: { action, turns } });
}

/** Finish an activity at the start of the turn after its last turn. */
export function completeActivity(d: Encounter, ctx: Ctx, a: TkActivity): void {
  const s = tkDraftState(d);
  s.activities = s.activities.filter((x) => x !== a && !(x.id === a.id && x.action === a.action));
  const c = creatureOf(d, a.id);
  const t = tkOf(c);
  if (!c || !t) return;
  if (a.action.startsWith('warm-up:')) {
    const g = tkOf(creatureOf(d, a.action.slice(8)))?.glider;
    if (g) g.mode = 'combat';
  } else if (a.action.startsWith('orb:')) {
    const ar = tkOf(creatureOf(d, a.action.slice(4)))?.armour;
    if (ar) ar.mode = 'combat';
  } else if (a.action.startsWith('board:')) {
    const armour = creatureOf(d, a.action.slice(6));
    if (armour) {
      c.mountId = armour.id;
      c.isRider = true;
      c.pos = { ...armour.pos };
    }
  }
  ctx.emit({ type: 'activityCompleted', text: tx(`${c.name} completes ${a.action}.`, `${c.name}の${a.action}が完了した。`), rules: ['TK-TURN-5'], ids: [a.id], data: { action: a.action } });
}

/** Who operates a machine: its rider / pilot, else the GM acting for it. */
function operatorOf(d: Encounter, id: string): string {
  return carriedIds(d, id)[0] ?? id;
}

/** tkGliderMode (TK-GLD-2..4): combat ⇄ cruise ⇄ stopped ⇄ gliding; back to combat needs a 1-turn warm-up. */
export function tkGliderMode(d: Encounter, cmd: GliderModeCmd, ctx: Ctx): void {
  const { c, t } = needTk(d, cmd.id);
  const g = t.glider;
  if (!g) reject(tx(`${c.name} is not a glider.`, `${c.name}はグライダーではありません。`), 'TK-GLD-2');
  if (!['combat', 'cruise', 'stopped', 'gliding'].includes(cmd.mode)) reject(tx('Unknown flight mode.', '不明な飛行状態です。'), 'TK-GLD-2');
  if (g.mode === cmd.mode) reject(tx(`${c.name} is already in that mode.`, `${c.name}はすでにその状態です。`), 'TK-GLD-2');
  if ((cmd.mode === 'combat' || cmd.mode === 'cruise') && t.ki <= 0) reject(tx(`${c.name} has no 練力: it has lost power.`, `${c.name}は練力が0で動力を失っています。`), 'TK-GLD-2');
  const from = g.mode;
  if (cmd.mode === 'combat') {
    const op = operatorOf(d, c.id);
    if (tkDraftState(d).phase === 'rounds') requireCanAct(d, op);
    startActivity(d, ctx, op, `warm-up:${c.id}`, 1, 'TK-GLD-3');
    g.clock = 0;
    ctx.emit({ type: 'gliderModeChanging', text: tx(`${c.name} warms up for combat flight (1 turn).`, `${c.name}は戦闘飛行のために暖気する（1ターン）。`), rules: ['TK-GLD-3'], ids: [c.id] });
    return;
  }
  g.mode = cmd.mode;
  g.clock = 0;
  const labels: Record<string, [string, string]> = { cruise: ['cruising: 回避 and 命中 halved', '巡航飛行：回避・命中が半分'], stopped: ['stopped', '停止状態'], gliding: ['gliding: normal movement and free fall only; the rider cannot attack', '滑空飛行：通常移動と自由落下のみ、騎手は攻撃不可'] };
  const [en, ja] = labels[cmd.mode] as [string, string];
  ctx.emit({ type: 'gliderModeChanged', text: tx(`${c.name}: ${en}.`, `${c.name}：${ja}。`), rules: [cmd.mode === 'cruise' ? 'TK-GLD-3' : cmd.mode === 'gliding' ? 'TK-GLD-4' : 'TK-GLD-2'], ids: [c.id], data: { from, to: cmd.mode } });
}

/** tkArmourMode (TK-ARM-3): combat needs the orb started (1 turn); standby / stopped at once. */
export function tkArmourMode(d: Encounter, cmd: ArmourModeCmd, ctx: Ctx): void {
  const { c, t } = needTk(d, cmd.id);
  const a = t.armour;
  if (!a) reject(tx(`${c.name} is not an armour.`, `${c.name}はアーマーではありません。`), 'TK-ARM-3');
  if (a.destroyed) reject(tx(`${c.name} is destroyed: workshop repair only.`, `${c.name}は撃破されています（工房での修理のみ）。`), 'TK-ARM-4');
  if (!['combat', 'standby', 'stopped'].includes(cmd.mode) || a.mode === cmd.mode) reject(tx('Choose another power mode.', '別の状態を選んでください。'), 'TK-ARM-3');
  if (cmd.mode === 'combat') {
    if (t.ki <= 0) reject(tx(`${c.name} has no 練力.`, `${c.name}は練力が0です。`), 'TK-ARM-3');
    const pilot = operatorOf(d, c.id);
    if (pilot === c.id) reject(tx(`${c.name} needs a pilot aboard to start its orb.`, `宝珠の起動には搭乗者が必要です。`), 'TK-ARM-5');
    startActivity(d, ctx, pilot, `orb:${c.id}`, 1, 'TK-ARM-5');
    return;
  }
  a.mode = cmd.mode;
  a.clock = 0;
  ctx.emit({ type: 'armourModeChanged', text: tx(`${c.name} is now ${cmd.mode === 'standby' ? 'on standby' : 'stopped'}.`, `${c.name}は${cmd.mode === 'standby' ? '待機（暖気）状態' : '停止状態'}になった。`), rules: ['TK-ARM-3'], ids: [c.id], data: { to: cmd.mode } });
}

/** tkBoardArmour: the whole boarding procedure takes 6 turns (TK-TURN-5, TK-ARM-5). */
export function tkBoardArmour(d: Encounter, cmd: TkBoardArmour, ctx: Ctx): void {
  const { c: pilot, t: pt } = needTk(d, cmd.pilotId);
  const { c: armour, t: at } = needTk(d, cmd.armourId);
  if (at.role !== 'armour' || !at.armour) reject(tx(`${armour.name} is not an armour.`, `${armour.name}はアーマーではありません。`), 'TK-ARM-5');
  if (pt.role !== 'character') reject(tx('Only a character can pilot an armour.', 'アーマーに搭乗できるのはキャラクターだけです。'), 'TK-ARM-5');
  if (pilot.mountId) reject(tx(`${pilot.name} is riding already.`, `${pilot.name}はすでに騎乗しています。`), 'TK-ARM-5');
  if (carriedIds(d, armour.id).length > 0) reject(tx(`${armour.name} has a pilot already.`, `${armour.name}にはすでに搭乗者がいます。`), 'TK-ARM-5');
  if (pilot.pos.x !== armour.pos.x || pilot.pos.y !== armour.pos.y) reject(tx(`${pilot.name} must be in ${armour.name}'s square.`, `${pilot.name}は${armour.name}と同じスクエアにいる必要があります。`), 'TK-ARM-5');
  if (cmd.instant) {
    pilot.mountId = armour.id;
    pilot.isRider = true;
    ctx.emit({ type: 'armourBoarded', text: tx(`${pilot.name} is aboard ${armour.name} (GM set-up).`, `${pilot.name}は${armour.name}に搭乗している（GM設定）。`), rules: ['TK-ARM-1'], ids: [pilot.id, armour.id] });
    return;
  }
  if (tkDraftState(d).phase === 'rounds') requireCanAct(d, pilot.id);
  startActivity(d, ctx, pilot.id, `board:${armour.id}`, 6, 'TK-ARM-5');
}

/** Is this creature data an armour that has been destroyed (no healing, TK-ARM-4)? */
export function isDestroyedArmour(t: TkCreatureData): boolean {
  return !!t.armour?.destroyed;
}
