/**
 * Who may get on what (MC-ELIG-1/2, MC-MOUNT-1, MC-R4), the `mountOptions` query, and what follows when a
 * creature becomes a rider (MC-INIT-1, MC-TURN-1, MC-KEY-1, MC-CARRY-1).
 */
import {
  creatureOf,
  distance,
  isPlan,
  overlaps,
  planMove,
  ref,
  samePoint,
  spaceAt,
  spaceOf,
  type CreatureId,
  type Ctx,
  type MovePlan,
  type Point,
  type Work,
} from '../core';
import { actionProblem, joinSet, type ActionProblem } from './actions';
import type { M4Event } from './events';
import { hasCondition, speedOf } from './effects';
import { grid, type M4CreatureRecord, type M4Encounter } from './model';
import type { M4Msg } from './msgs';
import { carriedBy, creature, largeEnough, passengersOf, riderOf } from './relations';
import { extraMovement, passengerCapacity, spaceHeight } from './tables';
import { orderTurns, syncInitiative } from './turnOrder';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Why `id` cannot get on `mountId` at all (relations, size, consent, room), or null. */
export function mountProblem(
  enc: M4Encounter,
  id: CreatureId,
  mountId: CreatureId,
  asPassenger = false,
): ActionProblem | null {
  const c = creatureOf(enc, id);
  const m = creatureOf(enc, mountId);
  const no = (reason: M4Msg, rule: string): ActionProblem => ({ reason, rule });
  if (!c || !m) return no({ m: 'noSuchCreature' }, 'MC-MOUNT-1');
  if (c.id === m.id) return no({ m: 'cannotRideSelf', who: ref(c) }, 'MC-MOUNT-1');
  if (c.mountId) {
    const cur = creature(enc, c.mountId);
    return no({ m: 'alreadyRides', who: ref(c), mount: cur ? ref(cur) : null }, 'MC-MOUNT-1');
  }
  if (carriedBy(enc, c.id).length > 0) return no({ m: 'carriesOthers', who: ref(c) }, 'MC-MOUNT-1');
  if (m.mountId) return no({ m: 'mountIsRiding', mount: ref(m) }, 'MC-MOUNT-1');
  if (!largeEnough(c, m))
    return no({ m: 'mountTooSmall', mount: ref(m), mountSize: m.size, who: ref(c), whoSize: c.size }, 'MC-ELIG-1');
  if (!m.sys.riding.willingMount) return no({ m: 'unwillingMount', mount: ref(m) }, 'MC-ELIG-2');
  if (asPassenger || riderOf(enc, m.id)) {
    const cap = passengerCapacity(m);
    if (passengersOf(enc, m.id).length >= cap) return no({ m: 'mountFull', mount: ref(m), capacity: cap }, 'MC-R4');
  }
  if (hasCondition(enc, c, 'prone')) return no({ m: 'proneStandFirst', who: ref(c) }, 'B-4');
  if (c.hp <= 0) return no({ m: 'isDown', who: ref(c) }, 'B-7');
  return null;
}

/** One candidate mount for a creature, as the board offers it. */
export interface MountOption {
  readonly mountId: CreatureId;
  readonly legal: boolean;
  readonly reason?: M4Msg;
  readonly ruleId?: string;
  /** Would the creature become a passenger (the mount already has a rider)? */
  readonly asPassenger: boolean;
  readonly adjacent: boolean;
  /** Extra movement to enter the space from an adjacent square (MC-MOUNT-3; 0 when adjacent: MC-MOUNT-1). */
  readonly extraMovement: number;
  /** The mount's space height (MC-MOUNT-3). */
  readonly spaceHeight: number;
  /** Movement to get adjacent plus the extra movement, or null if it cannot be walked this turn. */
  readonly movementNeeded: number | null;
}

/** Cheapest approach: a square adjacent to the mount reachable within `budget` (null if none). */
export function approachPlan(
  enc: M4Encounter,
  c: M4CreatureRecord,
  m: M4CreatureRecord,
  budget: number,
  given?: Point,
): { to: Point; plan: MovePlan } | null {
  const ms = spaceOf(m);
  if (distance(spaceOf(c), ms, 'chebyshev') === 1 && (!given || samePoint(given, c.pos)))
    return { to: c.pos, plan: { path: [], cost: 0 } };
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  const cands: Point[] = [];
  if (given) cands.push(given);
  else
    for (let y = ms.y - side; y <= ms.y + ms.side; y++)
      for (let x = ms.x - side; x <= ms.x + ms.side; x++) cands.push({ x, y });
  let best: { to: Point; plan: MovePlan } | null = null;
  for (const p of cands) {
    const s = spaceAt(p, c.size);
    if (overlaps(s, ms) || distance(s, ms, 'chebyshev') !== 1) continue;
    const plan = planMove(enc, grid, c.id, p, budget);
    if (isPlan(plan) && (!best || plan.cost < best.plan.cost)) best = { to: p, plan };
  }
  return best;
}

/**
 * Every other creature as a possible mount for `creatureId`: legal or not, with the reason and rule id, and the
 * extra movement needed (MC-ELIG-1/2, MC-MOUNT-1/3, MC-R4). Lists every creature (a panel's query).
 */
export function mountOptions(enc: M4Encounter, creatureId: CreatureId): MountOption[] {
  const c = creatureOf(enc, creatureId);
  if (!c) return [];
  const out: MountOption[] = [];
  for (const id of enc.creatureOrder) {
    const m = id === creatureId ? undefined : creatureOf(enc, id);
    if (!m) continue;
    const asPassenger = !!riderOf(enc, m.id);
    const adjacent = !c.mountId && distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
    const p = mountProblem(enc, c.id, m.id);
    const ap =
      c.mountId || adjacent || p ? null : approachPlan(enc, c, m, Math.max(0, speedOf(enc, c) - extraMovement(m.size)));
    const problem = p ?? actionProblem(enc, c.id, 'move');
    out.push({
      mountId: m.id,
      legal: !problem,
      ...(problem ? { reason: problem.reason, ruleId: problem.rule } : {}),
      asPassenger,
      adjacent,
      extraMovement: adjacent ? 0 : extraMovement(m.size),
      spaceHeight: spaceHeight(m.size),
      movementNeeded: adjacent ? 0 : ap ? ap.plan.cost + extraMovement(m.size) : null,
    });
  }
  return out;
}

/**
 * What follows when `riderId` becomes the rider of `mountId`: initiative link (MC-INIT-1), shared set
 * (MC-TURN-1), [Mount] hint (MC-KEY-1). A renewed link keeps its place among the links.
 */
export function takeReinsEffects(w: W, ctx: C, riderId: CreatureId, mountId: CreatureId): void {
  const old = w.creature(mountId)?.sys.initLink ?? null;
  let serial = old?.serial;
  if (serial === undefined) {
    serial = w.s.sys.nextLink;
    w.patch('sys').nextLink = serial + 1;
  }
  w.patchSys(mountId).initLink = { rider: riderId, serial };
  if (syncInitiative(w, ctx, mountId)) orderTurns(w, ctx);
  joinSet(w, riderId, mountId);
  const c = w.creature(riderId);
  const m = w.creature(mountId);
  if (!c || !m) return;
  ctx.emit({
    type: 'mountBenefitsChecked',
    rider: ref(c),
    mount: ref(m),
    active: c.sys.riding.mountedCombatFeat,
    rules: ['MC-KEY-1'],
    ids: [c.id, m.id],
  });
}

/** MC-CARRY-1: riders and their gear are the mount's load. */
function mountLoad(enc: M4Encounter, mountId: CreatureId): { carriedLb: number; capacityLb: number } {
  const carriedLb = carriedBy(enc, mountId).reduce((s, c) => s + c.sys.riding.weightLb, 0);
  return { carriedLb, capacityLb: creatureOf(enc, mountId)?.sys.riding.carryCapacityLb ?? 0 };
}

/** Log a MC-CARRY-1 hint when the riders exceed the mount's normal load. */
export function loadHint(w: W, ctx: C, mountId: CreatureId): void {
  const m = w.creature(mountId);
  const l = mountLoad(w.s, mountId);
  if (!m || l.carriedLb <= l.capacityLb) return;
  ctx.emit({
    type: 'loadExceeded',
    mount: ref(m),
    carriedLb: l.carriedLb,
    capacityLb: l.capacityLb,
    rules: ['MC-CARRY-1'],
    ids: [m.id],
  });
}
