/**
 * mount (MC-MOUNT-1, -3, -4, -5; MC-ELIG-1/2; passengers MC-PASS-*, RULING MC-R4), dismount (MC-MOUNT-2),
 * takeReins (MC-R4), and the `mountOptions` query the board uses to offer them.
 */
import {
  distance, isPlan, overlaps, planMove, reject, samePoint, spaceAt, spaceOf, tx, type Creature, type CreatureId, type Ctx,
  type Encounter, type MovePlan, type Point, type Text,
} from '../../core';
import { actionProblem, joinSet, spend } from '../actions';
import type { DismountCommand, MountCommand, TakeReinsCommand } from '../commands';
import { unseat } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { carriedBy, largeEnough, legalDismountSquares, passengersOf, riderOf } from '../relations';
import { m4 } from '../state';
import { extraMovement, passengerCapacity, spaceHeight, verticalReachFt } from '../tables';
import { SIZE_JA } from '../text';
import { orderTurns, syncInitiative } from './turns';
import { need, needAble, needPoint } from './common';

/** Why `id` cannot get on `mountId` at all (relations, size, consent, room), or null. */
export function mountProblem(enc: Encounter, id: CreatureId, mountId: CreatureId, asPassenger = false): { text: Text; rule: string } | null {
  const c = enc.creatures[id];
  const m = enc.creatures[mountId];
  if (!c || !m) return { text: tx('No such creature.', 'そのクリーチャーはいません。'), rule: 'MC-MOUNT-1' };
  if (c.id === m.id) return { text: tx(`${c.name} cannot ride itself.`, `${c.name}は自分自身に乗れない。`), rule: 'MC-MOUNT-1' };
  if (c.mountId) return { text: tx(`${c.name} already rides ${enc.creatures[c.mountId]?.name ?? 'a mount'}.`, `${c.name}はすでに${enc.creatures[c.mountId]?.name ?? '乗騎'}に乗っている。`), rule: 'MC-MOUNT-1' };
  if (carriedBy(enc, c.id).length > 0) return { text: tx(`${c.name} carries others and cannot mount.`, `${c.name}は他者を乗せているので騎乗できない。`), rule: 'MC-MOUNT-1' };
  if (m.mountId) return { text: tx(`${m.name} is itself being ridden on another creature.`, `${m.name}自身が他のクリーチャーに乗っている。`), rule: 'MC-MOUNT-1' };
  if (!largeEnough(c, m)) return { text: tx(`${m.name} (${m.size}) must be at least one size larger than ${c.name} (${c.size}).`, `${m.name}（${SIZE_JA[m.size]}）は${c.name}（${SIZE_JA[c.size]}）より1段階以上大きくなければならない。`), rule: 'MC-ELIG-1' };
  if (!m.riding.willingMount) return { text: tx(`${m.name} is not willing to be ridden.`, `${m.name}は乗騎になることに同意していない。`), rule: 'MC-ELIG-2' };
  if (asPassenger || riderOf(enc, m.id)) {
    const cap = passengerCapacity(m);
    if (passengersOf(enc, m.id).length >= cap) return { text: tx(`${m.name} has room for ${cap} passenger(s) and is full.`, `${m.name}の同乗者は${cap}人までで、満員だ。`), rule: 'MC-R4' };
  }
  if (c.conditions.includes('prone')) return { text: tx(`${c.name} is prone; stand up first.`, `${c.name}は伏せ状態だ。先に立ち上がること。`), rule: 'B-4' };
  if (c.hp <= 0) return { text: tx(`${c.name} is down (0 HP).`, `${c.name}はHP0以下だ。`), rule: 'B-7' };
  return null;
}

/** One candidate mount for a creature, as the board offers it. */
export interface MountOption {
  mountId: CreatureId;
  legal: boolean;
  reason?: Text;
  ruleId?: string;
  /** Would the creature become a passenger (the mount already has a rider)? */
  asPassenger: boolean;
  adjacent: boolean;
  /** Extra movement to enter the space from an adjacent square (MC-MOUNT-3; 0 when adjacent: MC-MOUNT-1). */
  extraMovement: number;
  /** The mount's space height (MC-MOUNT-3). */
  spaceHeight: number;
  /** Movement to get adjacent plus the extra movement, or null if it cannot be walked this turn. */
  movementNeeded: number | null;
}

/** Cheapest approach: a square adjacent to the mount reachable within `budget` (null if none). */
function approachPlan(enc: Encounter, c: Creature, m: Creature, budget: number, given?: Point): { to: Point; plan: MovePlan } | null {
  const ms = spaceOf(m);
  if (distance(spaceOf(c), ms, 'chebyshev') === 1 && (!given || samePoint(given, c.pos))) return { to: c.pos, plan: { path: [], cost: 0 } };
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const cands: Point[] = [];
  if (given) cands.push(given);
  else for (let y = ms.y - side; y <= ms.y + ms.side; y++) for (let x = ms.x - side; x <= ms.x + ms.side; x++) cands.push({ x, y });
  let best: { to: Point; plan: MovePlan } | null = null;
  for (const p of cands) {
    const s = spaceAt(p, c.size);
    if (overlaps(s, ms) || distance(s, ms, 'chebyshev') !== 1) continue;
    const plan = planMove(enc, c.id, p, budget);
    if (isPlan(plan) && (!best || plan.cost < best.plan.cost)) best = { to: p, plan };
  }
  return best;
}

/**
 * Every other creature as a possible mount for `creatureId`: legal or not, with the reason and rule id, and the
 * extra movement needed (MC-ELIG-1/2, MC-MOUNT-1/3, MC-R4).
 */
export function mountOptions(enc: Encounter, creatureId: CreatureId): MountOption[] {
  const c = enc.creatures[creatureId];
  if (!c) return [];
  return enc.creatureOrder
    .filter((id) => id !== creatureId)
    .map((id) => {
      const m = enc.creatures[id] as Creature;
      const asPassenger = !!riderOf(enc, m.id);
      const adjacent = !c.mountId && distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
      const p = mountProblem(enc, c.id, m.id);
      const extra = adjacent ? 0 : extraMovement(m.size);
      const ap = c.mountId ? null : approachPlan(enc, c, m, Math.max(0, c.speed - extraMovement(m.size)));
      const act = actionProblem(enc, c.id, 'move');
      const problem = p ?? (act ? { text: act.text, rule: act.rule } : null);
      return {
        mountId: m.id,
        legal: !problem,
        ...(problem ? { reason: problem.text, ruleId: problem.rule } : {}),
        asPassenger,
        adjacent,
        extraMovement: extra,
        spaceHeight: spaceHeight(m.size),
        movementNeeded: adjacent ? 0 : ap ? ap.plan.cost + extraMovement(m.size) : null,
      };
    });
}

/** mount: check eligibility, move and enter the space, link initiative (MC-INIT-1), share the turn (MC-TURN-1). */
export function mount(d: Encounter, cmd: MountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  const m = need(d, cmd.mountId);
  const p = mountProblem(d, c.id, m.id, cmd.asPassenger === true);
  if (p) reject(p.text, p.rule);
  const asPassenger = cmd.asPassenger === true || !!riderOf(d, m.id);
  const adjacent = distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
  const via = cmd.via ?? (adjacent ? 'adjacent' : 'move');
  if (!['adjacent', 'move', 'jump', 'teleport'].includes(via)) reject(tx('Mount by: adjacent, move, jump or teleport.', '乗り方は隣接・移動・跳躍・瞬間移動のいずれかです。'));
  if (via !== 'teleport' && m.elevation !== c.elevation) {
    reject(tx(`${m.name} is at another height; ${c.name} cannot reach it.`, `${m.name}は別の高度にいて、${c.name}は届かない。`), 'MC-MOUNT-1');
  }
  const action = cmd.action ?? 'move';
  if (!['move', 'standard', 'none'].includes(action)) reject(tx('Mounting costs a move action (or is part of another action).', '騎乗は移動アクションです（または他のアクションの一部）。'), 'MC-MOUNT-1');
  const sh = spaceHeight(m.size);
  let path: Point[] = [];
  let to = c.pos;
  let enter = true;
  const notes: { en: string; ja: string }[] = [];
  const rules: string[] = [];
  if (via === 'adjacent') {
    if (!adjacent) reject(tx(`${c.name} is not adjacent to ${m.name}; mount with a move (extra movement) instead.`, `${c.name}は${m.name}に隣接していない。移動して乗る（追加の移動）こと。`), 'MC-MOUNT-1');
    rules.push('MC-MOUNT-1');
  } else if (via === 'teleport') {
    const dist = cmd.teleportDistance;
    if (typeof dist !== 'number' || !Number.isInteger(dist) || dist < 0) reject(tx('Give the teleport distance.', '瞬間移動の距離を指定してください。'), 'MC-MOUNT-5');
    if (dist < sh) reject(tx(`A teleport of ${dist} is shorter than ${m.name}'s space height ${sh} and cannot be used to mount.`, `瞬間移動${dist}マスは${m.name}の接敵面の高さ${sh}より短く、騎乗には使えない。`), 'MC-R2');
    const gap = distance(spaceOf(c), spaceOf(m), 'chebyshev');
    if (gap > dist) reject(tx(`${m.name} is ${gap} squares away, beyond the teleport's ${dist}.`, `${m.name}は${gap}マス先で、瞬間移動${dist}マスでは届かない。`), 'B-13');
    rules.push('MC-MOUNT-5');
    notes.push({ en: `teleport ${dist} ≥ space height ${sh}: no extra movement`, ja: `瞬間移動${dist} ≥ 接敵面の高さ${sh}：追加の移動なし` });
  } else {
    const given = cmd.approach !== undefined ? needPoint(cmd.approach) : undefined;
    if (c.conditions.includes('immobilised') || c.conditions.includes('restrained')) reject(tx(`${c.name} cannot move.`, `${c.name}は移動できない。`), 'MC-MOUNT-3');
    const ap = approachPlan(d, c, m, c.speed, given);
    if (!ap) reject(tx(`${c.name} cannot reach a square adjacent to ${m.name} this move.`, `${c.name}はこの移動で${m.name}に隣接するマスへ行けない。`), 'MC-MOUNT-3');
    path = ap.plan.path;
    to = ap.to;
    let extra = extraMovement(m.size);
    if (via === 'jump') {
      const running = path.length >= 2;
      const d20 = ctx.roller.die(20, tx('Athletics high jump (B-6, MC-MOUNT-4)', '〈運動〉による高跳び（B-6、MC-MOUNT-4）'));
      const check = d20 + c.riding.athleticsBonus;
      const jumpFt = check / (running ? 5 : 10);
      const reached = verticalReachFt(c.size) + jumpFt;
      const needFt = sh * d.grid.squareSize;
      const before = extra;
      extra = reached >= needFt ? 0 : Math.max(0, extra - 2 * Math.floor(reached / 5));
      rules.push('MC-MOUNT-4', 'B-6');
      notes.push({
        en: `Athletics ${d20} + ${c.riding.athleticsBonus} = ${check}${running ? ' with a running start' : ''}: jumps ${jumpFt.toFixed(1)} ft, reaches ${reached.toFixed(1)} ft vs space height ${needFt} ft: extra movement ${before} → ${extra}`,
        ja: `〈運動〉${d20} + ${c.riding.athleticsBonus} = ${check}${running ? '（助走あり）' : ''}：跳躍${jumpFt.toFixed(1)}フィート、手が届く高さ${reached.toFixed(1)}フィート 対 接敵面の高さ${needFt}フィート：追加の移動${before} → ${extra}`,
      });
    } else {
      rules.push('MC-MOUNT-3');
      notes.push({ en: `${ap.plan.cost} to get adjacent + ${extra} extra movement`, ja: `隣接まで${ap.plan.cost} + 追加の移動${extra}` });
    }
    const total = ap.plan.cost + extra;
    if (total > c.speed) {
      if (via === 'move') reject(tx(`Mounting ${m.name} needs ${total} squares of movement (${ap.plan.cost} + ${extra} extra); ${c.name}'s speed is ${c.speed}.`, `${m.name}への騎乗には移動${total}マス（${ap.plan.cost} + 追加${extra}）が必要だが、${c.name}の移動速度は${c.speed}。`), 'MC-MOUNT-3');
      enter = false;
    }
  }
  const provoked = via === 'teleport' ? [] : provokersOfMove(d, c.id, path);
  spend(d, c.id, action, 'mount');
  const from = c.pos;
  if (path.length) {
    c.pos = { ...to };
    ctx.emit({ type: 'creatureMoved', text: tx(`${c.name} moves from (${from.x}, ${from.y}) to (${to.x}, ${to.y}) to mount ${m.name}.`, `${c.name}は${m.name}に乗るため(${from.x}, ${from.y})から(${to.x}, ${to.y})へ移動した。`), rules: [rules[0] as string], ids: [c.id], data: { from, to, path } });
  }
  const noteEn = notes.map((n) => `; ${n.en}`).join('');
  const noteJa = notes.map((n) => `、${n.ja}`).join('');
  if (!enter) {
    ctx.emit({ type: 'mountFailed', text: tx(`${c.name} cannot get onto ${m.name} this move${noteEn} (${rules.join(', ')}).`, `${c.name}はこの移動では${m.name}に乗れない${noteJa}（${rules.join('、')}）。`), rules, ids: [c.id, m.id] });
  } else {
    c.mountId = m.id;
    c.isRider = !asPassenger;
    c.pos = { ...m.pos };
    c.elevation = 0;
    if (asPassenger) rules.push('MC-PASS-1');
    ctx.emit({
      type: 'mounted',
      text: tx(
        `${c.name} mounts ${m.name} as ${asPassenger ? 'a passenger' : 'its rider'}${noteEn}; ${m.name} counts as an ally of ${c.name} and its allies (${[...rules, 'MC-ELIG-2'].join(', ')}).`,
        `${c.name}は${m.name}に${asPassenger ? '同乗者' : '乗り手'}として乗った${noteJa}。${m.name}は${c.name}とその味方にとって味方とみなされる（${[...rules, 'MC-ELIG-2'].join('、')}）。`,
      ),
      rules: [...rules, 'MC-ELIG-2'],
      ids: [c.id, m.id],
      data: { asPassenger, via },
    });
    if (!asPassenger) takeReinsEffects(d, ctx, c, m);
    loadHint(d, ctx, m);
  }
  queueJobs(d, ...opportunityJobs(d, provoked, c.id));
  runJobs(d, ctx);
}

/** What follows when `c` becomes the rider of `m`: initiative link (MC-INIT-1), shared set (MC-TURN-1), [Mount] hint (MC-KEY-1). */
function takeReinsEffects(d: Encounter, ctx: Ctx, c: Creature, m: Creature): void {
  m4(d).initLinks[m.id] = c.id;
  if (syncInitiative(d, ctx, m.id)) orderTurns(d);
  joinSet(d, c.id, m.id);
  ctx.emit({
    type: 'mountBenefitsChecked',
    text: c.riding.mountedCombatFeat
      ? tx(`${c.name} has Mounted Combat: ${m.name}'s [Mount] traits and powers work (MC-KEY-1).`, `${c.name}は《騎乗戦闘》を持つ：${m.name}の［乗騎］の特徴やパワーが機能する（MC-KEY-1）。`)
      : tx(`${c.name} lacks Mounted Combat: ${m.name}'s [Mount] traits and powers give no benefit (MC-KEY-1).`, `${c.name}は《騎乗戦闘》を持たない：${m.name}の［乗騎］の特徴やパワーの利益はない（MC-KEY-1）。`),
    rules: ['MC-KEY-1'],
    ids: [c.id, m.id],
    data: { active: c.riding.mountedCombatFeat },
  });
}

/** MC-CARRY-1: riders and their gear are the mount's load (a hint when it exceeds the normal load). */
export function mountLoad(enc: Encounter, mountId: CreatureId): { carriedLb: number; capacityLb: number; over: boolean } {
  const m = enc.creatures[mountId];
  const carriedLb = carriedBy(enc, mountId).reduce((s, c) => s + c.riding.weightLb, 0);
  const capacityLb = m?.riding.carryCapacityLb ?? 0;
  return { carriedLb, capacityLb, over: carriedLb > capacityLb };
}

/** Does the rider of this mount get its [Mount] benefits (MC-KEY-1)? */
export function mountKeywordActive(enc: Encounter, mountId: CreatureId): boolean {
  return riderOf(enc, mountId)?.riding.mountedCombatFeat === true;
}

function loadHint(d: Encounter, ctx: Ctx, m: Creature): void {
  const l = mountLoad(d, m.id);
  if (!l.over) return;
  ctx.emit({
    type: 'loadExceeded',
    text: tx(`${m.name} carries ${l.carriedLb} lb of riders and gear, over its normal load of ${l.capacityLb} lb (MC-CARRY-1).`, `${m.name}は乗り手と装備で${l.carriedLb}ポンドを運んでおり、通常の運搬量${l.capacityLb}ポンドを超えている（MC-CARRY-1）。`),
    rules: ['MC-CARRY-1'],
    ids: [m.id],
    data: { ...l },
  });
}

/** dismount: move action into a free square adjacent to the mount's space (MC-MOUNT-2). */
export function dismount(d: Encounter, cmd: DismountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId) reject(tx(`${c.name} is not riding.`, `${c.name}は騎乗していない。`), 'MC-MOUNT-2');
  needAble(c);
  const m = d.creatures[c.mountId] as Creature;
  const legal = legalDismountSquares(d, c.id);
  if (legal.length === 0) reject(tx(`No free square adjacent to ${m.name}: ${c.name} cannot dismount.`, `${m.name}に隣接する空きマスがなく、${c.name}は降りられない。`), 'MC-MOUNT-2');
  if (cmd.to !== undefined) {
    const to = needPoint(cmd.to);
    if (!legal.some((p) => samePoint(p, to))) reject(tx(`(${to.x}, ${to.y}) is not a free square adjacent to ${m.name}.`, `(${to.x}, ${to.y})は${m.name}に隣接する空きマスではない。`), 'MC-MOUNT-2');
  }
  spend(d, c.id, 'move', 'dismount');
  const to = cmd.to ?? (legal.length === 1 ? legal[0] : undefined);
  if (to) unseat(d, ctx, c, to, { prone: false, cause: 'dismount', rule: 'MC-MOUNT-2', altitude: m.elevation });
  else queueJobs(d, { kind: 'land', id: c.id, mountId: m.id, area: 'adjacent', prone: false, cause: 'dismount', rule: 'MC-MOUNT-2', altitude: m.elevation });
  runJobs(d, ctx);
}

/** takeReins: a passenger becomes the rider of a mount that has none (RULING MC-R4, move action). */
export function takeReins(d: Encounter, cmd: TakeReinsCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId || c.isRider) reject(tx(`${c.name} is not a passenger.`, `${c.name}は同乗者ではない。`), 'MC-R4');
  const m = d.creatures[c.mountId] as Creature;
  const r = riderOf(d, m.id);
  if (r) reject(tx(`${m.name} already has a rider, ${r.name}.`, `${m.name}にはすでに乗り手${r.name}がいる。`), 'MC-R4');
  spend(d, c.id, 'move', 'take the reins');
  c.isRider = true;
  ctx.emit({ type: 'tookReins', text: tx(`${c.name} takes the reins of ${m.name} and is now its rider (MC-R4).`, `${c.name}は${m.name}の手綱を取り、乗り手になった（MC-R4）。`), rules: ['MC-R4'], ids: [c.id, m.id] });
  takeReinsEffects(d, ctx, c, m);
}
