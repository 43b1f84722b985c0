/** The steps of a turn (TK-TURN-2): persistence checks, initiative, round start and end. */
import { carriedIds, creatureOf, ref, type CreatureId } from '../../core';
import type { TkKiCause } from '../events';
import { tkMsg } from '../messages';
import type { TkCreature, TkEncounter, TkInitiative } from '../model';
import { apMax, effectiveStats, isStoppedArmour } from '../stats';
import { statusDormancy } from '../status';
import { editTk, type TkCtx, type TkWork } from '../work';
import { spiritLink } from './harm';
import { confusionTurnStart, endStatus, petrifyProgress, sleepRecovery } from './status-checks';
import { dealHp } from './util';

/** Creatures that take a round of their own: not carried, alive; machines only when manned (TK-MNT-1). */
export function participants(enc: TkEncounter): CreatureId[] {
  return enc.creatureOrder.filter((id) => {
    const c = creatureOf(enc, id);
    if (!c || c.sys.dead) return false;
    if (c.mountId && creatureOf(enc, c.mountId)) return false;
    if ((c.sys.role === 'armour' || c.sys.role === 'glider') && carriedIds(enc, id).length === 0) return false;
    return true;
  });
}

/** Initiative of one participant (TK-TURN-3, TK-MNT-1, RULING TK-R2, TK-ARM-1). */
export function rollInitiativeOf(enc: TkEncounter, ctx: TkCtx, id: CreatureId): TkInitiative {
  const c = creatureOf(enc, id) as TkCreature;
  const riders = carriedIds(enc, id);
  if ((c.sys.role === 'partner' || c.sys.role === 'glider') && riders.length > 0) {
    return { total: effectiveStats(enc, id).stats.evasion, die: null, basis: 'partnerEvasion' };
  }
  const actor = c.sys.role === 'armour' && riders[0] ? riders[0] : id;
  const st = effectiveStats(enc, actor).stats;
  if (st.agility === null) return { total: st.evasion, die: null, basis: 'evasion' };
  const die = ctx.roller.die(20, tkMsg({ m: 'initiativeDie', who: ref(c), rule: 'TK-TURN-3' }));
  return { total: Math.floor(st.agility / 10) + die, die, basis: 'agility' };
}

/** Step 1: persistence checks for ongoing statuses and the glider/armour 練力 clocks. */
export function persistenceChecks(w: TkWork, ctx: TkCtx): void {
  const turn = w.s.turns.round;
  for (const id of [...w.s.creatureOrder]) {
    const c = creatureOf(w.s, id);
    if (!c) continue;
    for (const st of c.sys.statuses) {
      // Re-read: an earlier check this turn may have ended or changed statuses.
      const now = creatureOf(w.s, id)?.sys;
      const cur = now?.statuses.find((x) => x.id === st.id);
      if (!now || !cur) continue;
      if (statusDormancy(now, cur) && cur.kind !== 'sleep') continue;
      const end = cur.duration === null ? Infinity : cur.appliedTurn + cur.duration;
      if (cur.kind === 'poison' && turn > cur.appliedTurn && turn <= end && cur.damage > 0) {
        dealHp(w, id, cur.damage);
        const after = creatureOf(w.s, id) as TkCreature;
        ctx.emit({
          type: 'poisonDamaged',
          who: ref(after),
          damage: cur.damage,
          hp: after.hp,
          hpMax: after.hpMax,
          rules: ['TK-ST-POISON', 'TK-TURN-2'],
          ids: [id],
        });
        spiritLink(w, ctx, id); // TK-MNT-7: any damage that drops a partner in the air to 0 生命
      }
      if (cur.kind === 'confuse' && turn > cur.appliedTurn) confusionTurnStart(w, ctx, id, cur);
      if (cur.kind === 'sleep' && turn > cur.appliedTurn) sleepRecovery(w, ctx, id);
      if (cur.kind === 'petrify' && cur.stage < 5 && turn > cur.appliedTurn && (turn - cur.appliedTurn) % 3 === 0)
        petrifyProgress(w, ctx, id, cur);
    }
    gearClock(w, ctx, id);
  }
}

/** 練力 by flight/power mode (TK-GLD-2, TK-ARM-3 standby/stopped), one tick per turn. */
function gearClock(w: TkWork, ctx: TkCtx, id: CreatureId): void {
  const c = creatureOf(w.s, id);
  if (!c) return;
  const g0 = c.sys.glider;
  const a0 = c.sys.armour;
  const armourTicks = !!a0 && !a0.destroyed && a0.mode !== 'combat';
  if (!g0 && !armourTicks) return;
  const t = w.editSys(id);
  const change = (delta: number, rule: string, cause: TkKiCause): void => {
    const before = t.ki;
    t.ki = Math.max(0, Math.min(t.kiMax, t.ki + delta));
    if (t.ki !== before)
      ctx.emit({ type: 'kiChanged', who: ref(c), from: before, to: t.ki, cause, drain: 0, rules: [rule], ids: [id] });
  };
  const g = t.glider;
  if (g) {
    g.clock += 1;
    const period = g.mode === 'cruise' ? 30 : 6;
    if (g.clock >= period) {
      g.clock = 0;
      if (g.mode === 'combat') change(-1, 'TK-GLD-2', 'combatFlight');
      else if (g.mode === 'cruise') change(-1, 'TK-GLD-2', 'cruising');
      else change(1, 'TK-GLD-2', g.mode === 'stopped' ? 'gliderStopped' : 'gliding');
    }
    if (t.ki <= 0 && (g.mode === 'combat' || g.mode === 'cruise')) {
      g.mode = 'gliding';
      ctx.emit({ type: 'gliderPowerLost', glider: ref(c), rules: ['TK-GLD-2', 'TK-GLD-4'], ids: [id] });
    }
  }
  const a = t.armour;
  if (a && armourTicks) {
    a.clock += 1;
    if (a.clock >= 6) {
      a.clock = 0;
      if (a.mode === 'standby') change(-1, 'TK-ARM-3', 'standby');
      else change(1, 'TK-ARM-3', 'armourStopped');
    }
  }
}

/** Step 3: round start — effects and statuses with durations are checked; expired ones end (TK-TURN-2, TK-TURN-4). */
export function roundStart(w: TkWork, ctx: TkCtx, ownerId: CreatureId): void {
  const owner = creatureOf(w.s, ownerId);
  if (!owner) return;
  if (!w.s.sys.started.includes(ownerId)) {
    const s = editTk(w);
    s.started = [...s.started, ownerId];
  }
  ctx.emit({ type: 'roundStarted', who: ref(owner), turn: w.s.turns.round, rules: ['TK-TURN-2'], ids: [ownerId] });
  const group = [ownerId, ...carriedIds(w.s, ownerId)];
  for (const id of group) expireDurations(w, ctx, id);
  // TK-GLD-4: a gliding glider's rider spends all AP on control.
  if (owner.sys.glider?.mode === 'gliding') {
    for (const id of group.slice(1)) {
      const rider = creatureOf(w.s, id);
      if (!rider) continue;
      const max = apMax(w.s, id);
      const ap = Math.max(0, max - rider.sys.tally.apSpent);
      w.editSys(id).tally.apSpent = max;
      ctx.emit({
        type: 'apSpent',
        who: ref(rider),
        ap,
        left: 0,
        max,
        carried: 0,
        for: { m: 'doGlidingControl', glider: ref(owner) },
        rules: ['TK-GLD-4'],
        ids: [id],
      });
    }
  }
}

/** End statuses and effects whose duration has run out (at the bearer's round start). */
export function expireDurations(w: TkWork, ctx: TkCtx, id: CreatureId): void {
  const c = creatureOf(w.s, id);
  if (!c) return;
  const turn = w.s.turns.round;
  for (const st of c.sys.statuses) {
    if (st.duration === null) continue;
    const span = st.kind === 'sleep' ? 2 * st.duration : st.duration;
    if (turn >= st.appliedTurn + span)
      endStatus(
        w,
        ctx,
        id,
        st,
        st.kind === 'sleep' ? 'sleptTwice' : 'expired',
        st.kind === 'sleep' ? 'TK-ST-SLEEP' : 'TK-TURN-2',
      );
  }
  const ending = w.s.sys.effects.filter((x) => x.ownerId === id && turn >= x.endsAtTurn);
  if (ending.length === 0) return;
  const s = editTk(w);
  s.effects = s.effects.filter((x) => !ending.includes(x));
  for (const e of ending)
    ctx.emit({ type: 'effectEnded', who: ref(c), effect: e.name, effectId: e.id, rules: ['TK-TURN-2'], ids: [id] });
}

/** End of a round: an armour in combat uses 3 練力 (6 if the pilot is not a knight) (TK-ARM-3). */
export function roundEnd(w: TkWork, ctx: TkCtx, ownerId: CreatureId): void {
  const owner = creatureOf(w.s, ownerId);
  if (!owner) return;
  const a = owner.sys.armour;
  if (a && a.mode === 'combat' && !isStoppedArmour(owner)) {
    const pilot = creatureOf(w.s, carriedIds(w.s, ownerId)[0]);
    const drain = pilot?.sys.knight ? 3 : 6;
    const before = owner.sys.ki;
    const after = Math.max(0, before - drain);
    w.editSys(ownerId).ki = after;
    ctx.emit({
      type: 'kiChanged',
      who: ref(owner),
      from: before,
      to: after,
      cause: 'armourRound',
      drain,
      rules: ['TK-ARM-3', ...(after === 0 ? ['TK-ARM-2'] : [])],
      ids: [ownerId],
    });
  }
  ctx.emit({ type: 'roundEnded', who: ref(owner), rules: ['TK-TURN-2'], ids: [ownerId] });
}
