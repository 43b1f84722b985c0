/**
 * mount: adjacent (MC-MOUNT-1), from a distance with extra movement (MC-MOUNT-3), by a jump (MC-MOUNT-4,
 * B-6) or a teleport (MC-MOUNT-5, RULING MC-R2); as rider or passenger (MC-PASS-*, RULING MC-R4).
 */
import { distance, need, ref, spaceOf, type Point } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { MountCommand } from '../commands';
import type { MountNote } from '../events';
import { runJobs } from '../jobs';
import { pointOf } from '../model';
import { approachPlan, loadHint, mountProblem, takeReinsEffects } from '../mountRules';
import { m4msg, reject } from '../msgs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { hasCondition, speedOf } from '../effects';
import { riderOf } from '../relations';
import { extraMovement, jumpReachFt, spaceHeight } from '../tables';
import { needPoint } from './checks';
import type { C, W } from './types';

const VIA = ['adjacent', 'move', 'jump', 'teleport'] as const;
const ACTIONS = ['move', 'standard', 'none'] as const;

/** mount: check eligibility, move and enter the space, link initiative (MC-INIT-1), share the turn (MC-TURN-1). */
export function mount(w: W, cmd: MountCommand, ctx: C): void {
  const c = need(w, cmd.id);
  const m = need(w, cmd.mountId);
  const p = mountProblem(w.s, c.id, m.id, cmd.asPassenger === true);
  if (p) reject(p.reason, p.rule);
  const asPassenger = cmd.asPassenger === true || !!riderOf(w.s, m.id);
  const adjacent = distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
  const via = cmd.via ?? (adjacent ? 'adjacent' : 'move');
  if (!VIA.includes(via)) reject({ m: 'badMountVia' });
  if (via !== 'teleport' && m.elevation !== c.elevation)
    reject({ m: 'otherHeight', who: ref(c), mount: ref(m) }, 'MC-MOUNT-1');
  const action = cmd.action ?? 'move';
  if (!ACTIONS.includes(action)) reject({ m: 'badMountAction' }, 'MC-MOUNT-1');
  const sh = spaceHeight(m.size);
  let path: readonly Point[] = [];
  let to = c.pos;
  let enter = true;
  const notes: MountNote[] = [];
  const rules: string[] = [];
  if (via === 'adjacent') {
    if (!adjacent) reject({ m: 'notAdjacentToMount', who: ref(c), mount: ref(m) }, 'MC-MOUNT-1');
    rules.push('MC-MOUNT-1');
  } else if (via === 'teleport') {
    const dist = cmd.teleportDistance;
    if (typeof dist !== 'number' || !Number.isInteger(dist) || dist < 0)
      reject({ m: 'teleportDistanceNeeded' }, 'MC-MOUNT-5');
    if (dist < sh) reject({ m: 'teleportTooShort', distance: dist, mount: ref(m), height: sh }, 'MC-R2');
    const gap = distance(spaceOf(c), spaceOf(m), 'chebyshev');
    if (gap > dist) reject({ m: 'mountOutOfTeleport', mount: ref(m), gap, distance: dist }, 'B-13');
    rules.push('MC-MOUNT-5');
    notes.push({ kind: 'teleport', distance: dist, height: sh });
  } else {
    const given = cmd.approach !== undefined ? needPoint(cmd.approach) : undefined;
    if (hasCondition(w.s, c, 'immobilised') || hasCondition(w.s, c, 'restrained'))
      reject({ m: 'cannotMove', who: ref(c) }, 'MC-MOUNT-3');
    const speed = speedOf(w.s, c); // B-18: slowed
    const ap = approachPlan(w.s, c, m, speed, given);
    if (!ap) reject({ m: 'cannotReachMount', who: ref(c), mount: ref(m) }, 'MC-MOUNT-3');
    path = ap.plan.path;
    to = ap.to;
    let extra = extraMovement(m.size);
    if (via === 'jump') {
      const running = path.length >= 2;
      const die = ctx.roller.die(20, m4msg({ m: 'jumpRoll', rule: 'MC-MOUNT-4' }));
      const bonus = c.sys.riding.athleticsBonus;
      const check = die + bonus;
      const { jumpFt, reachedFt } = jumpReachFt(c, check, running);
      const needFt = sh * w.s.grid.squareSize;
      const before = extra;
      extra = reachedFt >= needFt ? 0 : Math.max(0, extra - 2 * Math.floor(reachedFt / 5));
      rules.push('MC-MOUNT-4', 'B-6');
      notes.push({ kind: 'jump', die, bonus, check, running, jumpFt, reachedFt, needFt, before, after: extra });
    } else {
      rules.push('MC-MOUNT-3');
      notes.push({ kind: 'walk', cost: ap.plan.cost, extra });
    }
    const total = ap.plan.cost + extra;
    if (total > speed) {
      if (via === 'move')
        reject(
          { m: 'mountNeedsMovement', mount: ref(m), total, cost: ap.plan.cost, extra, who: ref(c), speed },
          'MC-MOUNT-3',
        );
      enter = false;
    }
  }
  const provoked = via === 'teleport' ? [] : provokersOfMove(w.s, c.id, path);
  spend(w, c.id, action, { kind: 'mount' });
  const from = pointOf(c.pos);
  if (path.length) {
    w.edit(c.id).pos = pointOf(to);
    ctx.emit({
      type: 'approachedMount',
      who: ref(c),
      mount: ref(m),
      from,
      to: pointOf(to),
      path: path.map(pointOf),
      rules: [rules[0] as string],
      ids: [c.id],
    });
  }
  if (!enter) {
    ctx.emit({ type: 'mountFailed', who: ref(c), mount: ref(m), notes, rules, ids: [c.id, m.id] });
  } else {
    const e = w.edit(c.id);
    e.mountId = m.id;
    e.isRider = !asPassenger;
    e.pos = pointOf(m.pos);
    e.elevation = 0;
    if (asPassenger) rules.push('MC-PASS-1');
    ctx.emit({
      type: 'mounted',
      who: ref(c),
      mount: ref(m),
      asPassenger,
      via,
      notes,
      rules: [...rules, 'MC-ELIG-2'],
      ids: [c.id, m.id],
    });
    if (!asPassenger) takeReinsEffects(w, ctx, c.id, m.id);
    loadHint(w, ctx, m.id);
  }
  runJobs(w, ctx, newChain(opportunityJobs(w.s, provoked, c.id)));
}
