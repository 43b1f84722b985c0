/**
 * Who may get on what (MC-ELIG-1/2, MC-MOUNT-1, MC-R4), the `mountOptions` query, and what follows when a
 * creature becomes a rider (MC-INIT-1, MC-TURN-1, MC-KEY-1, MC-CARRY-1).
 */
import {
  distance, isPlan, overlaps, planMove, samePoint, spaceAt, spaceOf, tx, type Creature, type CreatureId, type Ctx,
  type Encounter, type MovePlan, type Point, type Text,
} from '../core';
import { actionProblem, joinSet } from './actions';
import { carriedBy, largeEnough, passengersOf, riderOf } from './relations';
import { m4 } from './state';
import { extraMovement, passengerCapacity, spaceHeight } from './tables';
import { SIZE_JA } from './text';
import { orderTurns, syncInitiative } from './turnOrder';
import { creatureOf } from '../core/creatures';

/** Why `id` cannot get on `mountId` at all (relations, size, consent, room), or null. */
export function mountProblem(enc: Encounter, id: CreatureId, mountId: CreatureId, asPassenger = false): { text: Text; rule: string } | null {
  const c = creatureOf(enc, id);
  const m = creatureOf(enc, mountId);
  if (!c || !m) return { text: tx('No such creature.', 'そのクリーチャーはいません。'), rule: 'MC-MOUNT-1' };
  if (c.id === m.id) return { text: tx(`${c.name} cannot ride itself.`, `${c.name}は自分自身に乗れない。`), rule: 'MC-MOUNT-1' };
  if (c.mountId) return { text: tx(`${c.name} already rides ${creatureOf(enc, c.mountId)?.name ?? 'a mount'}.`, `${c.name}はすでに${creatureOf(enc, c.mountId)?.name ?? '乗騎'}に乗っている。`), rule: 'MC-MOUNT-1' };
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
export function approachPlan(enc: Encounter, c: Creature, m: Creature, budget: number, given?: Point): { to: Point; plan: MovePlan } | null {
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
  const c = creatureOf(enc, creatureId);
  if (!c) return [];
  return enc.creatureOrder
    .filter((id) => id !== creatureId)
    .map((id) => {
      const m = creatureOf(enc, id) as Creature;
      const asPassenger = !!riderOf(enc, m.id);
      const adjacent = !c.mountId && distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
      const p = mountProblem(enc, c.id, m.id);
      const extra = adjacent ? 0 : extraMovement(m.size);
      const ap = c.mountId || adjacent || p ? null : approachPlan(enc, c, m, Math.max(0, c.speed - extraMovement(m.size)));
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

/** What follows when `c` becomes the rider of `m`: initiative link (MC-INIT-1), shared set (MC-TURN-1), [Mount] hint (MC-KEY-1). */
export function takeReinsEffects(d: Encounter, ctx: Ctx, c: Creature, m: Creature): void {
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
  const m = creatureOf(enc, mountId);
  const carriedLb = carriedBy(enc, mountId).reduce((s, c) => s + c.riding.weightLb, 0);
  const capacityLb = m?.riding.carryCapacityLb ?? 0;
  return { carriedLb, capacityLb, over: carriedLb > capacityLb };
}

/** Does the rider of this mount get its [Mount] benefits (MC-KEY-1)? */
export function mountKeywordActive(enc: Encounter, mountId: CreatureId): boolean {
  return riderOf(enc, mountId)?.riding.mountedCombatFeat === true;
}

/** Log a MC-CARRY-1 hint when the riders exceed the mount's normal load. */
export function loadHint(d: Encounter, ctx: Ctx, m: Creature): void {
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
