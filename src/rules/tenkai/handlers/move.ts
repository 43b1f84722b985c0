/** Handlers: tkMove and the kernel's moveCreature (TK-GRID-*, TK-MNT-2/3, TK-ARM-5), tkChangeBand (TK-ALT-2). */
import {
  carriedGroup,
  carriedIds,
  creatureOf,
  isPlan,
  kernelHandlers,
  need,
  planMove,
  ref,
  type MoveCreature,
  type MovePlan,
  type Point,
} from '../../core';
import { bandChangeMeans } from '../altitude';
import { footMoveCost } from '../ap';
import type { TkChangeBand, TkMove, TkMoveMode } from '../commands';
import { grid } from '../grid';
import { reject } from '../messages';
import { currentRoundOwner, phaseOf } from '../queries';
import { apLeft, apMax, armourOf, bandOf, fleeSpeed } from '../stats';
import { TK_BANDS } from '../terms';
import type { TkCreature } from '../model';
import type { TkCtx, TkWork } from '../work';
import { AIR_BANDS } from './harm';
import { spiritLinkEnds } from './mount';
import { noteActed, requireCanAct, requireNotConfused, spendAllAp, spendAp } from './util';

function isPoint(p: unknown): p is Point {
  const q = p as Point;
  return !!q && Number.isInteger(q.x) && Number.isInteger(q.y);
}

/** Squares a move of this mode can pay for with `left` AP (TK-GRID-3: walk 1 per AP, dashes 3 per 2 AP; TK-MNT-2: 移動 per AP). */
function apReach(mode: TkMoveMode, left: number, speed: number): number {
  if (mode === 'walk') return left;
  if (mode === 'partner') return speed * left;
  return Math.floor(left / 2) * 3 + (left % 2);
}

/** tkMove: pay AP by mode, then move the creature with everything it carries. */
export function tkMove(w: TkWork, cmd: TkMove, ctx: TkCtx): void {
  const who = need(w, cmd.id);
  if (!isPoint(cmd.to)) reject({ m: 'destinationNotSquare' });
  // A rider does not move on its own; an armour's pilot moves the armour (TK-MNT-3, TK-ARM-5).
  const armour = armourOf(w.s, who);
  const mount = who.mountId ? creatureOf(w.s, who.mountId) : undefined;
  if (mount?.sys.fleeing) reject({ m: 'fleeingIgnores', who: ref(mount) }, 'TK-MNT-7');
  if (who.mountId && !armour) reject({ m: 'riderMoves', who: ref(who) }, 'TK-MNT-3');
  const body = armour ?? who;
  const bodyT = body.sys;
  if (bodyT.fleeing) return flee(w, cmd, ctx, body);
  const payer = armour ? who.id : body.id;
  requireCanAct(w.s, payer, cmd.gm);
  requireNotConfused(w.s, payer, cmd.gm);
  const riders = carriedIds(w.s, body.id);
  const g = bodyT.glider;
  if (g?.mode === 'stopped') reject({ m: 'gliderStopped', who: ref(body) }, 'TK-GLD-2');
  const move = bodyT.move;
  let mode: TkMoveMode = cmd.mode ?? 'auto';
  if (mode === 'auto' && move !== null && move > 0) mode = 'partner';
  const anywhere = w.s.grid.width * w.s.grid.height;
  const reach = cmd.gm
    ? anywhere
    : mode === 'fullMove'
      ? 3 * (move ?? 0)
      : mode === 'dash'
        ? 3
        : mode === 'longJump'
          ? 1
          : anywhere;
  // Search first as far as the AP left can pay (a drag preview stays cheap on a big map); only a path beyond that
  // is searched on the whole map, to tell "no path" (TK-GRID-2) from "too little AP" (TK-TURN-5).
  const speed = move ?? 0;
  const affordable =
    reach === anywhere && !cmd.gm ? Math.min(anywhere, apReach(mode, apLeft(w.s, payer), speed)) : reach;
  let plan = planMove(w.s, grid, body.id, cmd.to, affordable);
  if (!isPlan(plan) && affordable < reach) plan = planMove(w.s, grid, body.id, cmd.to, reach);
  if (!isPlan(plan)) return reject(plan.reason, plan.rule ?? 'TK-GRID-2'); // TK-R9: walls in the way
  const squares = plan.cost;
  if (squares === 0) reject({ m: 'alreadyThere', who: ref(body) });
  const rules: string[] = ['TK-GRID-2', 'TK-GRID-3'];
  const isArmour = !!armour || bodyT.role === 'armour';
  if (!cmd.gm) {
    if (mode === 'walk') spendAp(w, payer, squares, ctx, 'TK-GRID-3', { m: 'doMove', mode, squares, speed: 1 });
    else if (mode === 'dash') spendAp(w, payer, 2, ctx, 'TK-GRID-3', { m: 'doMove', mode, squares, speed: 3 });
    else if (mode === 'longJump') spendAp(w, payer, 2, ctx, 'TK-GRID-3', { m: 'doLongJump' });
    else if (mode === 'auto')
      spendAp(w, payer, footMoveCost(squares), ctx, 'TK-GRID-3', { m: 'doMove', mode, squares, speed: 1 });
    else if (mode === 'partner') {
      if (move === null || move <= 0) return reject({ m: 'noMoveStat', who: ref(body) }, 'TK-MNT-2');
      spendAp(w, payer, Math.ceil(squares / speed), ctx, isArmour ? 'TK-ARM-5' : 'TK-MNT-2', {
        m: 'doMove',
        mode,
        squares,
        speed,
      });
      rules.push(isArmour ? 'TK-ARM-5' : 'TK-MNT-3');
    } else {
      if (isArmour) reject({ m: 'armourNoFullMove' }, 'TK-ARM-5');
      if (move === null || move <= 0) return reject({ m: 'noMoveStat', who: ref(body) }, 'TK-MNT-2');
      if (g?.mode === 'cruise' || g?.mode === 'gliding')
        reject({ m: 'noTopSpeed', who: ref(body), mode: g.mode }, g.mode === 'cruise' ? 'TK-GLD-3' : 'TK-GLD-4');
      if (apLeft(w.s, body.id) < apMax(w.s, body.id) || apMax(w.s, body.id) === 0)
        reject({ m: 'fullMoveSpent', who: ref(body) }, 'TK-MNT-2');
      for (const r of riders) if (apLeft(w.s, r) < 1) reject({ m: 'riderNeedsAp', who: ref(need(w, r)) }, 'TK-MNT-3');
      const all = spendAllAp(w, body.id);
      ctx.emit({
        type: 'apSpent',
        who: ref(body),
        ap: all,
        left: 0,
        max: apMax(w.s, body.id),
        carried: 0,
        for: { m: 'doFullMove', distance: 3 * move },
        rules: ['TK-MNT-2', 'TK-MNT-3'],
        ids: [body.id],
      });
      for (const r of riders) spendAp(w, r, 1, ctx, 'TK-MNT-3', { m: 'doFullMoveRider' });
      rules.push('TK-MNT-2', 'TK-MNT-3');
    }
    if (g?.mode === 'gliding' && mode !== 'walk' && mode !== 'partner') reject({ m: 'glidingNormalOnly' }, 'TK-GLD-4');
  }
  noteActed(w, payer);
  moveGroup(w, ctx, body, cmd.to, plan, mode, cmd.gm === true, rules);
}

/** Move a creature and everything it carries along a planned path, with the event (TK-MNT-3: riders move with it). */
function moveGroup(
  w: TkWork,
  ctx: TkCtx,
  body: TkCreature,
  to: Point,
  plan: MovePlan,
  mode: TkMoveMode,
  gm: boolean,
  rules: readonly string[],
): void {
  const from = body.pos;
  const group = [...carriedGroup(w.s, body.id)];
  for (const id of group) w.edit(id).pos = { x: to.x, y: to.y };
  ctx.emit({
    type: 'creatureMoved',
    who: ref(body),
    carried: carriedIds(w.s, body.id).map((r) => ref(need(w, r))),
    from,
    to: { x: to.x, y: to.y },
    path: plan.path,
    cost: plan.cost,
    gm,
    mode,
    metres: plan.cost * w.s.grid.squareSize,
    rules,
    ids: group,
  });
}

/**
 * The spirit-link flight (TK-MNT-7, RULING TK-R8): the fleeing partner ignores its rider's orders, so only the GM
 * moves it (`gm`), at 「通常の３倍の速度」: 3 × 移動 squares per AP (3 per AP without a 移動 stat), paid from its
 * own AP, the rider paying nothing. More than its AP can pay this turn is refused (the GM may still place it by hand).
 */
function flee(w: TkWork, cmd: TkMove, ctx: TkCtx, body: TkCreature): void {
  if (!cmd.gm) reject({ m: 'fleeingIgnores', who: ref(body) }, 'TK-MNT-7');
  requireCanAct(w.s, body.id, true, true);
  const speed = fleeSpeed(body.sys);
  const anywhere = w.s.grid.width * w.s.grid.height;
  let plan = planMove(w.s, grid, body.id, cmd.to, Math.min(anywhere, speed * apLeft(w.s, body.id)));
  if (!isPlan(plan)) plan = planMove(w.s, grid, body.id, cmd.to, anywhere);
  if (!isPlan(plan)) return reject(plan.reason, plan.rule ?? 'TK-GRID-2'); // TK-R9: walls in the way
  if (plan.cost === 0) reject({ m: 'alreadyThere', who: ref(body) });
  const left = apLeft(w.s, body.id);
  if (plan.cost > speed * left)
    reject({ m: 'fleeBeyondAp', who: ref(body), squares: plan.cost, reach: speed * left, speed, left }, 'TK-R8');
  spendAp(w, body.id, Math.ceil(plan.cost / speed), ctx, ['TK-MNT-7', 'TK-R8'], {
    m: 'doFlee',
    squares: plan.cost,
    speed,
  });
  noteActed(w, body.id);
  moveGroup(w, ctx, body, cmd.to, plan, 'partner', true, ['TK-GRID-2', 'TK-MNT-7', 'TK-R8']);
}

/** moveCreature (kernel command): during a round, a drag on the board is a move paying AP; otherwise (or `gm`) free placement. */
export function moveCreature(w: TkWork, cmd: MoveCreature, ctx: TkCtx): void {
  if (!cmd.gm && w.creature(cmd.id) && currentRoundOwner(w.s) !== null)
    return tkMove(w, { type: 'tkMove', id: cmd.id, to: cmd.to }, ctx);
  kernelHandlers.moveCreature(w, { ...cmd, gm: cmd.gm ?? true }, ctx);
}

/** tkChangeBand: one band per whole turn, with a means of movement (TK-ALT-2); a fleeing partner only by the GM, dying on landing (TK-MNT-7). */
export function tkChangeBand(w: TkWork, cmd: TkChangeBand, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  if (c.mountId) reject({ m: 'carriedBand', who: ref(c) }, 'TK-ALT-2');
  const t = c.sys;
  if (t.fleeing && !cmd.gm) reject({ m: 'fleeingIgnores', who: ref(c) }, 'TK-MNT-7');
  const from = bandOf(w.s, c.id);
  const means = bandChangeMeans(from, cmd.to);
  if (from === cmd.to) reject({ m: 'alreadyInBand', who: ref(c), band: from }, 'TK-ALT-2');
  if (!means) return reject({ m: 'oneBandAtATime', from, to: cmd.to }, 'TK-ALT-2');
  if (!cmd.gm) {
    if ((means === 'fly' && !t.canFly) || (means === 'swim' && !t.canSwim))
      reject({ m: 'noMeans', who: ref(c), means }, 'TK-ALT-2');
    if (t.glider && t.glider.mode === 'gliding' && TK_BANDS.indexOf(cmd.to) > TK_BANDS.indexOf(from))
      reject({ m: 'glidingNoClimb' }, 'TK-GLD-4');
    requireCanAct(w.s, c.id);
    requireNotConfused(w.s, c.id);
    if (phaseOf(w.s) === 'rounds' && (apLeft(w.s, c.id) < apMax(w.s, c.id) || apMax(w.s, c.id) === 0))
      reject({ m: 'bandTakesTurn', who: ref(c) }, 'TK-ALT-2');
    spendAllAp(w, c.id);
    noteActed(w, c.id);
  }
  w.editSys(c.id).band = cmd.to;
  ctx.emit({
    type: 'bandChanged',
    who: ref(c),
    from,
    to: cmd.to,
    rules: ['TK-ALT-2'],
    ids: [...carriedGroup(w.s, c.id)],
  });
  // TK-MNT-7: the fleeing partner (moved by the GM, RULING TK-R8) dies when it lands.
  if (t.fleeing && !(AIR_BANDS as readonly string[]).includes(cmd.to)) spiritLinkEnds(w, ctx, c.id);
}
