/** The steps of a turn (TK-TURN-2): persistence checks, initiative, round start and end, turn end. */
import { tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../../core';
import { tkOf, type TkCreatureData } from '../data';
import { apMax, effectiveStats, isStoppedArmour } from '../stats';
import { tkDraftState, type TkInitiative } from '../state';
import { statusDormancy } from '../status';
import { confusionTurnStart, endStatus, petrifyProgress, sleepRecovery } from './status-checks';
import { dealHp } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

/** Creatures that take a round of their own: Tenkai creatures not carried by a Tenkai mount, alive (TK-MNT-1). */
export function participants(d: Encounter): CreatureId[] {
  return d.creatureOrder.filter((id) => {
    const c = creatureOf(d, id) as Creature;
    const t = tkOf(c);
    if (!t || t.dead) return false;
    if (c.mountId && tkOf(creatureOf(d, c.mountId))) return false;
    const riders = carriedIds(d, id);
    if ((t.role === 'armour' || t.role === 'glider') && riders.length === 0) return false; // machines act only when manned
    return true;
  });
}

/** Initiative of one participant (TK-TURN-3, TK-MNT-1, RULING TK-R2, TK-ARM-1). */
export function initiativeOf(d: Encounter, ctx: Ctx, id: CreatureId): TkInitiative {
  const c = creatureOf(d, id) as Creature;
  const t = tkOf(c) as TkCreatureData;
  const riders = carriedIds(d, id);
  if ((t.role === 'partner' || t.role === 'glider') && riders.length > 0) {
    return { total: effectiveStats(d, id).stats.evasion, die: null, basis: 'partnerEvasion' };
  }
  const actor = t.role === 'armour' && riders[0] ? riders[0] : id;
  const st = effectiveStats(d, actor).stats;
  if (st.agility === null) return { total: st.evasion, die: null, basis: 'evasion' };
  const die = ctx.roller.die(20, `initiative: ${c.name} (TK-TURN-3)`);
  return { total: Math.floor(st.agility / 10) + die, die, basis: 'agility' };
}

/** Step 1: persistence checks for ongoing statuses, multi-turn activities, glider/armour 練力 clocks. */
export function persistenceChecks(d: Encounter, ctx: Ctx): void {
  const s = tkDraftState(d);
  for (const id of [...d.creatureOrder]) {
    const c = creatureOf(d, id);
    const t = tkOf(c);
    if (!c || !t) continue;
    for (const st of [...t.statuses]) {
      if (statusDormancy(t, st) && st.kind !== 'sleep') continue;
      const end = st.duration === null ? Infinity : st.appliedTurn + st.duration;
      if (st.kind === 'poison' && s.turn > st.appliedTurn && s.turn <= end && st.damage > 0) {
        dealHp(d, id, st.damage);
        ctx.emit({ type: 'poisonDamaged', text: tx(`Poison: ${c.name} takes ${st.damage} damage (生命 ${c.hp}/${c.hpMax}).`, `毒：${c.name}は${st.damage}ダメージを受けた（生命 ${c.hp}/${c.hpMax}）。`), rules: ['TK-ST-POISON', 'TK-TURN-2'], ids: [id], data: { damage: st.damage } });
      }
      if (st.kind === 'confuse' && s.turn > st.appliedTurn) confusionTurnStart(d, ctx, id, st);
      if (st.kind === 'sleep' && s.turn > st.appliedTurn) sleepRecovery(d, ctx, id);
      if (st.kind === 'petrify' && st.stage < 5 && s.turn > st.appliedTurn && (s.turn - st.appliedTurn) % 3 === 0) petrifyProgress(d, ctx, id, st);
    }
    gearClock(d, ctx, c, t);
  }
}

/** 練力 by flight/power mode (TK-GLD-2, TK-ARM-3 standby/stopped), one tick per turn. */
function gearClock(d: Encounter, ctx: Ctx, c: Creature, t: TkCreatureData): void {
  const change = (delta: number, rule: string, why: string, whyJa: string): void => {
    const before = t.ki;
    t.ki = Math.max(0, Math.min(t.kiMax, t.ki + delta));
    if (t.ki === before) return;
    ctx.emit({ type: 'kiChanged', text: tx(`${c.name}: 練力 ${before} → ${t.ki} (${why}).`, `${c.name}：練力 ${before} → ${t.ki}（${whyJa}）。`), rules: [rule], ids: [c.id], data: { from: before, to: t.ki } });
  };
  if (t.glider) {
    const g = t.glider;
    g.clock += 1;
    const period = g.mode === 'cruise' ? 30 : 6;
    if (g.clock >= period) {
      g.clock = 0;
      if (g.mode === 'combat') change(-1, 'TK-GLD-2', 'combat flight, 1 per 6 turns', '戦闘飛行 −1／6ターン');
      else if (g.mode === 'cruise') change(-1, 'TK-GLD-2', 'cruising, 1 per 30 turns', '巡航飛行 −1／30ターン');
      else change(1, 'TK-GLD-2', g.mode === 'stopped' ? 'stopped, +1 per 6 turns' : 'gliding, +1 per 6 turns', g.mode === 'stopped' ? '停止状態 +1／6ターン' : '滑空飛行 +1／6ターン');
    }
    if (t.ki <= 0 && (g.mode === 'combat' || g.mode === 'cruise')) {
      g.mode = 'gliding';
      ctx.emit({ type: 'gliderPowerLost', text: tx(`${c.name} has no 練力 left and loses power: it can only glide.`, `${c.name}は練力が0になり動力を失った：滑空のみ可能。`), rules: ['TK-GLD-2', 'TK-GLD-4'], ids: [c.id] });
    }
  }
  if (t.armour && !t.armour.destroyed && t.armour.mode !== 'combat') {
    const a = t.armour;
    a.clock += 1;
    if (a.clock >= 6) {
      a.clock = 0;
      if (a.mode === 'standby') change(-1, 'TK-ARM-3', 'standby, 1 per 6 turns', '待機（暖気）状態 −1／6ターン');
      else change(1, 'TK-ARM-3', 'stopped, +1 per 6 turns', '停止状態 +1／6ターン');
    }
  }
}

/** Step 3: round start — effects and statuses with durations are checked; expired ones end (TK-TURN-2, TK-TURN-4). */
export function roundStart(d: Encounter, ctx: Ctx, ownerId: CreatureId): void {
  const s = tkDraftState(d);
  const owner = creatureOf(d, ownerId) as Creature;
  if (!s.started.includes(ownerId)) s.started.push(ownerId);
  ctx.emit({ type: 'roundStarted', text: tx(`Turn ${s.turn}: ${owner.name}'s round starts.`, `${s.turn}ターン目：${owner.name}のラウンド開始。`), rules: ['TK-TURN-2'], ids: [ownerId] });
  const group = [ownerId, ...carriedIds(d, ownerId)];
  for (const id of group) expireDurations(d, ctx, id);
  // TK-GLD-4: a gliding glider's rider spends all AP on control.
  const ot = tkOf(owner);
  if (ot?.glider?.mode === 'gliding') {
    for (const id of group.slice(1)) {
      s.apSpent[id] = apMax(d, id);
      ctx.emit({ type: 'apSpent', text: tx(`${creatureOf(d, id)?.name}'s AP all go to controlling the gliding ${owner.name}.`, `${creatureOf(d, id)?.name}は滑空する${owner.name}の操縦に全行動力を費やす。`), rules: ['TK-GLD-4'], ids: [id] });
    }
  }
}

/** End statuses and effects whose duration has run out (at the bearer's round start). */
export function expireDurations(d: Encounter, ctx: Ctx, id: CreatureId): void {
  const s = tkDraftState(d);
  const c = creatureOf(d, id);
  const t = tkOf(c);
  if (!c || !t) return;
  for (const st of [...t.statuses]) {
    if (st.duration === null) continue;
    const span = st.kind === 'sleep' ? 2 * st.duration : st.duration;
    if (s.turn >= st.appliedTurn + span) {
      endStatus(d, ctx, id, st, st.kind === 'sleep' ? { en: 'twice its duration has passed', ja: '効果時間の2倍が経過した' } : { en: 'its duration has run out', ja: '効果時間が経過した' }, st.kind === 'sleep' ? 'TK-ST-SLEEP' : 'TK-TURN-2');
    }
  }
  for (const e of s.effects.filter((x) => x.ownerId === id && s.turn >= x.endsAtTurn)) {
    s.effects = s.effects.filter((x) => x.id !== e.id);
    ctx.emit({ type: 'effectEnded', text: tx(`${c.name}'s ${e.name} ends (its duration has passed).`, `${c.name}の${e.name}の効果時間が経過し、終了した。`), rules: ['TK-TURN-2'], ids: [id], data: { effectId: e.id } });
  }
}

/** End of a round: an armour in combat uses 3 練力 (6 if the pilot is not a knight) (TK-ARM-3). */
export function roundEnd(d: Encounter, ctx: Ctx, ownerId: CreatureId): void {
  const owner = creatureOf(d, ownerId) as Creature;
  const t = tkOf(owner);
  if (t?.armour && t.armour.mode === 'combat' && !isStoppedArmour(owner)) {
    const pilot = creatureOf(d, carriedIds(d, ownerId)[0]);
    const drain = pilot && tkOf(pilot)?.knight ? 3 : 6;
    const before = t.ki;
    t.ki = Math.max(0, t.ki - drain);
    ctx.emit({ type: 'kiChanged', text: tx(`${owner.name} uses ${drain} 練力 at the end of its round (${before} → ${t.ki})${t.ki === 0 ? ': it stops' : ''}.`, `${owner.name}はラウンド終了時に練力${drain}を消費（${before} → ${t.ki}）${t.ki === 0 ? '：機能停止' : ''}。`), rules: ['TK-ARM-3', ...(t.ki === 0 ? ['TK-ARM-2'] : [])], ids: [ownerId], data: { from: before, to: t.ki } });
  }
  ctx.emit({ type: 'roundEnded', text: tx(`${owner.name}'s round ends.`, `${owner.name}のラウンド終了。`), rules: ['TK-TURN-2'], ids: [ownerId] });
}
