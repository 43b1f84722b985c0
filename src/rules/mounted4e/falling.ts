/**
 * Falling (B-5, B-12) and leaving a mount (MC-MOUNT-2, MC-OPT-FALL): the one place where a creature stops
 * being carried, so every rule that unseats someone shares the same bookkeeping and events.
 */
import { applyHpChange, ref, type CreatureId, type Ctx, type Point, type Work } from '../core';
import type { UnseatCause } from './chain';
import type { M4Event } from './events';
import { pointOf, type M4Encounter } from './model';
import { m4msg } from './msgs';
import { partEffects } from './effects';
import { passengersOf } from './relations';
import { optionalFallFt } from './tables';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Result of a fall. */
export interface FallResult {
  readonly damage: number;
  /** B-5: a creature that takes no damage lands standing. */
  readonly standing: boolean;
}

/**
 * A creature falls `feet` (B-5): 1d10 per 10 ft (max 50d10); a creature trained in Acrobatics reduces the
 * damage by half its check (free action, rolled automatically because it can only help, MC-R10); 0 damage →
 * standing.
 */
export function fall(w: W, ctx: C, id: CreatureId, feet: number, rules: readonly string[]): FallResult {
  const c = w.creature(id);
  if (!c) return { damage: 0, standing: true };
  const dice = Math.min(50, Math.floor(feet / 10));
  if (dice <= 0) {
    ctx.emit({
      type: 'fell',
      who: ref(c),
      feet,
      dice: 0,
      rolled: 0,
      acrobatics: null,
      damage: 0,
      standing: true,
      hp: c.hp,
      hpMax: c.hpMax,
      rules: ['B-5', ...rules],
      ids: [c.id],
    });
    return { damage: 0, standing: true };
  }
  const roll = ctx.roller.sum(dice, 10, m4msg({ m: 'fallDamageRoll', dice, rule: 'B-5' }));
  let damage = roll.total;
  let acrobatics: { die: number; bonus: number; check: number; cut: number } | null = null;
  if (c.sys.riding.acrobaticsTrained) {
    const die = ctx.roller.die(20, m4msg({ m: 'acrobaticsRoll', rule: 'B-5' }));
    const bonus = c.sys.riding.acrobaticsBonus;
    const check = die + bonus;
    const cut = Math.floor(check / 2);
    damage = Math.max(0, damage - cut);
    acrobatics = { die, bonus, check, cut };
  }
  let hp = c.hp;
  if (damage > 0) {
    const e = w.edit(id);
    applyHpChange(e, -damage);
    hp = e.hp;
  }
  const standing = damage === 0;
  ctx.emit({
    type: 'fell',
    who: ref(c),
    feet,
    dice,
    rolled: roll.total,
    acrobatics,
    damage,
    standing,
    hp,
    hpMax: c.hpMax,
    rules: ['B-5', ...rules],
    ids: [c.id],
  });
  return { damage, standing };
}

/** Add the prone condition (B-4) if missing. */
export function makeProne(w: W, id: CreatureId): void {
  const c = w.creature(id);
  if (c && !c.conditions.includes('prone')) w.edit(id).conditions = [...c.conditions, 'prone'];
}

/** Options of {@link unseat}. */
export interface UnseatOptions {
  readonly prone: boolean;
  readonly cause: UnseatCause;
  readonly rule: string;
  /** Height (squares) of the mount's bottom above the ground: a dismounted non-flier falls that far (B-5, MC-R9). */
  readonly altitude: number;
}

/**
 * Take a creature off its mount and put it at `at` (top-left). Applies MC-OPT-FALL when switched on (not for
 * the dismount action or a teleport), a fall from a flying mount's altitude (B-5, MC-R9), prone as the rule
 * says, ends the effects that last only while the two ride together (MC-KEY-1; every other effect stays on its
 * own creature, B-14), and leaves the remaining passengers as passengers (RULING MC-R4).
 */
export function unseat(w: W, ctx: C, id: CreatureId, at: Point, o: UnseatOptions): void {
  const c = w.creature(id);
  if (!c) return;
  const mount = c.mountId ? w.creature(c.mountId) : undefined;
  const wasRider = c.isRider;
  const e = w.edit(id);
  e.mountId = null;
  e.isRider = false;
  e.pos = pointOf(at);
  e.elevation = 0;
  const voluntary = o.cause === 'dismount' || o.cause === 'teleport';
  const optional = w.s.sys.options.optionalFallRule && !voluntary && !!mount;
  let feet = 0;
  const rules = [o.rule];
  if (o.altitude > 0 && o.cause !== 'teleport') {
    if (c.flySpeed > 0 && voluntary) {
      e.flying = true;
      e.elevation = o.altitude; // a flier hovers where it left its mount (MC-R9)
    } else {
      feet += o.altitude * w.s.grid.squareSize;
    }
  }
  if (optional && mount) {
    feet += optionalFallFt(mount.size);
    rules.push('MC-OPT-FALL');
  }
  ctx.emit({
    type: voluntary ? 'dismounted' : 'dismountedByForce',
    who: ref(c),
    mount: mount ? ref(mount) : null,
    to: pointOf(at),
    prone: o.prone,
    cause: o.cause,
    rules,
    ids: [c.id, ...(mount ? [mount.id] : [])],
  });
  // MC-KEY-1: effects that last only while the two ride together end now, on both of them.
  if (mount) partEffects(w, ctx, c.id, mount.id, o.rule);
  let prone = o.prone;
  if (feet > 0) {
    const r = fall(w, ctx, id, feet, rules);
    // B-5: a fall that deals damage leaves the creature prone; with MC-OPT-FALL a nimble creature that takes
    // no damage lands on its feet even when the rule would otherwise leave it prone.
    if (r.damage > 0) prone = true;
    else if (optional) prone = false;
  }
  if (prone) makeProne(w, id);
  if (wasRider && mount) {
    const left = passengersOf(w.s, mount.id);
    if (left.length > 0)
      ctx.emit({
        type: 'passengersRemain',
        mount: ref(mount),
        passengers: left.map(ref),
        rules: ['MC-R4'],
        ids: left.map((p) => p.id),
      });
  }
}
