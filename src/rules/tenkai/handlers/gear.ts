/** Handlers: tkGliderMode, tkArmourMode, tkBoardArmour, and the completion of multi-turn activities (TK-TURN-5). */
import { carriedIds, creatureOf, need, ref, type CreatureId } from '../../core';
import type { TkBoardArmour, TkChangeArmourMode, TkChangeGliderMode } from '../commands';
import { reject } from '../messages';
import type { TkActivity, TkActivityKind } from '../model';
import { phaseOf } from '../queries';
import { apLeft, apMax } from '../stats';
import { editTk, type TkCtx, type TkWork } from '../work';
import { requireCanAct, spendAllAp } from './util';

/** Start a whole-turn activity: needs the turn's AP untouched, takes them all (TK-TURN-5). */
function startActivity(
  w: TkWork,
  ctx: TkCtx,
  id: CreatureId,
  kind: TkActivityKind,
  targetId: CreatureId,
  turns: number,
  rule: string,
): void {
  const c = need(w, id);
  const target = need(w, targetId);
  if (phaseOf(w.s) === 'rounds' && apLeft(w.s, id) < apMax(w.s, id))
    reject({ m: 'wholeTurnSpent', who: ref(c), activity: kind }, rule);
  spendAllAp(w, id);
  const s = editTk(w);
  s.activities = [...s.activities.filter((a) => a.id !== id), { id, kind, targetId, turnsLeft: turns - 1 }];
  ctx.emit({
    type: 'activityStarted',
    who: ref(c),
    activity: kind,
    target: ref(target),
    turns,
    rules: [rule, 'TK-TURN-5'],
    ids: [id],
  });
}

/** Finish an activity at the start of the turn after its last turn. */
export function completeActivity(w: TkWork, ctx: TkCtx, a: TkActivity): void {
  const s = editTk(w);
  s.activities = s.activities.filter((x) => x !== a && !(x.id === a.id && x.kind === a.kind));
  const c = creatureOf(w.s, a.id);
  const target = creatureOf(w.s, a.targetId);
  if (!c || !target) return;
  if (a.kind === 'warmUp') {
    const g = target.sys.glider ? w.editSys(target.id).glider : null;
    if (g) g.mode = 'combat';
  } else if (a.kind === 'orb') {
    const ar = target.sys.armour ? w.editSys(target.id).armour : null;
    if (ar) ar.mode = 'combat';
  } else {
    // Someone else got aboard (or the pilot rides) meanwhile: the boarding lapses.
    if (c.mountId !== null || target.mountId !== null || carriedIds(w.s, target.id).length > 0) return;
    const pilot = w.edit(c.id);
    pilot.mountId = target.id;
    pilot.isRider = true;
    pilot.pos = { ...target.pos };
  }
  ctx.emit({
    type: 'activityCompleted',
    who: ref(c),
    activity: a.kind,
    target: ref(target),
    rules: ['TK-TURN-5'],
    ids: [a.id],
  });
}

/** Who operates a machine: its rider / pilot, else the GM acting for it. */
function operatorOf(w: TkWork, id: CreatureId): CreatureId {
  return carriedIds(w.s, id)[0] ?? id;
}

/** tkGliderMode (TK-GLD-2..4): combat ⇄ cruise ⇄ stopped ⇄ gliding; back to combat needs a 1-turn warm-up. */
export function tkGliderMode(w: TkWork, cmd: TkChangeGliderMode, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const g = c.sys.glider;
  if (!g) return reject({ m: 'notGlider', who: ref(c) }, 'TK-GLD-2');
  if (g.mode === cmd.mode) reject({ m: 'alreadyMode', who: ref(c) }, 'TK-GLD-2');
  if ((cmd.mode === 'combat' || cmd.mode === 'cruise') && c.sys.ki <= 0)
    reject({ m: 'noKiPower', who: ref(c) }, 'TK-GLD-2');
  const from = g.mode;
  if (cmd.mode === 'combat') {
    const op = operatorOf(w, c.id);
    if (phaseOf(w.s) === 'rounds') requireCanAct(w.s, op);
    startActivity(w, ctx, op, 'warmUp', c.id, 1, 'TK-GLD-3');
    const wg = w.editSys(c.id).glider;
    if (wg) wg.clock = 0;
    ctx.emit({ type: 'gliderModeChanging', glider: ref(c), rules: ['TK-GLD-3'], ids: [c.id] });
    return;
  }
  const wg = w.editSys(c.id).glider;
  if (wg) {
    wg.mode = cmd.mode;
    wg.clock = 0;
  }
  ctx.emit({
    type: 'gliderModeChanged',
    glider: ref(c),
    from,
    to: cmd.mode,
    rules: [cmd.mode === 'cruise' ? 'TK-GLD-3' : cmd.mode === 'gliding' ? 'TK-GLD-4' : 'TK-GLD-2'],
    ids: [c.id],
  });
}

/** tkArmourMode (TK-ARM-3): combat needs the orb started (1 turn); standby / stopped at once. */
export function tkArmourMode(w: TkWork, cmd: TkChangeArmourMode, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const a = c.sys.armour;
  if (!a) return reject({ m: 'notArmour', who: ref(c) }, 'TK-ARM-3');
  if (a.destroyed) reject({ m: 'destroyedArmour', who: ref(c) }, 'TK-ARM-4');
  if (a.mode === cmd.mode) reject({ m: 'otherPowerMode' }, 'TK-ARM-3');
  if (cmd.mode === 'combat') {
    if (c.sys.ki <= 0) reject({ m: 'noKi', who: ref(c) }, 'TK-ARM-3');
    const pilot = operatorOf(w, c.id);
    if (pilot === c.id) reject({ m: 'needsPilot', who: ref(c) }, 'TK-ARM-5');
    startActivity(w, ctx, pilot, 'orb', c.id, 1, 'TK-ARM-5');
    return;
  }
  const wa = w.editSys(c.id).armour;
  if (wa) {
    wa.mode = cmd.mode;
    wa.clock = 0;
  }
  ctx.emit({ type: 'armourModeChanged', armour: ref(c), to: cmd.mode, rules: ['TK-ARM-3'], ids: [c.id] });
}

/** tkBoardArmour: the whole boarding procedure takes 6 turns (TK-TURN-5, TK-ARM-5). */
export function tkBoardArmour(w: TkWork, cmd: TkBoardArmour, ctx: TkCtx): void {
  const pilot = need(w, cmd.pilotId);
  const armour = need(w, cmd.armourId);
  if (armour.sys.role !== 'armour' || !armour.sys.armour) reject({ m: 'notArmour', who: ref(armour) }, 'TK-ARM-5');
  if (pilot.sys.role !== 'character') reject({ m: 'onlyCharactersPilot' }, 'TK-ARM-5');
  if (pilot.mountId) reject({ m: 'alreadyRiding', who: ref(pilot) }, 'TK-ARM-5');
  if (carriedIds(w.s, armour.id).length > 0) reject({ m: 'hasPilot', who: ref(armour) }, 'TK-ARM-5');
  if (pilot.pos.x !== armour.pos.x || pilot.pos.y !== armour.pos.y)
    reject({ m: 'pilotNotInSquare', pilot: ref(pilot), armour: ref(armour) }, 'TK-ARM-5');
  if (cmd.instant) {
    const p = w.edit(pilot.id);
    p.mountId = armour.id;
    p.isRider = true;
    ctx.emit({
      type: 'armourBoarded',
      pilot: ref(pilot),
      armour: ref(armour),
      rules: ['TK-ARM-1'],
      ids: [pilot.id, armour.id],
    });
    return;
  }
  if (phaseOf(w.s) === 'rounds') requireCanAct(w.s, pilot.id);
  startActivity(w, ctx, pilot.id, 'board', armour.id, 6, 'TK-ARM-5');
}
