/**
 * The attack-modifier query: every modifier of a proposed attack with its source and rule id, so the board,
 * the log and the resolution all show the same numbers (MC-ATK-1, MC-TGT-2, MC-TGT-3, MC-SQUEEZE-1, B-4, B-8,
 * B-9, B-10).
 */
import { creatureOf, distance, spaceAt, type CreatureId, type Point, type Space } from '../core';
import type { Bonus, BonusSource } from './events';
import { LONG_WEAPONS, type AttackKind, type M4CreatureRecord, type M4Encounter, type WeaponGroup } from './model';
import { creature, effectiveSpace, originSquares, riderHeight } from './relations';

/** A proposed attack. */
export interface AttackQuery {
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly kind: AttackKind;
  readonly weapon?: WeaponGroup | undefined;
  readonly reach?: number | undefined;
  /** MC-SPACE-2: the rider's chosen origin square (top-left of its own size); default: the best one. */
  readonly origin?: Point | undefined;
  readonly charge?: boolean | undefined;
  readonly combatAdvantage?: boolean | undefined;
  readonly cover?: 'none' | 'partial' | 'superior' | undefined;
}

/** Result of {@link attackModifiers}. */
export interface AttackModifiers {
  readonly modifiers: readonly Bonus[];
  readonly total: number;
  /** Horizontal distance in squares from the attack's origin to the target's space. */
  readonly distance: number;
  /** The reach used for melee. */
  readonly reach: number;
  /** The origin space actually used (MC-SPACE-2). */
  readonly origin: Space;
}

/** Is the creature squeezing, counting its mount's squeeze (MC-SQUEEZE-1)? */
function squeezing(enc: M4Encounter, c: M4CreatureRecord): { yes: boolean; rule: string } {
  if (c.conditions.includes('squeezing')) return { yes: true, rule: 'B-9' };
  if (creature(enc, c.mountId)?.conditions.includes('squeezing')) return { yes: true, rule: 'MC-SQUEEZE-1' };
  return { yes: false, rule: '' };
}

/**
 * The origin space of an attack (MC-SPACE-2): a rider picks one rider-size space inside its mount's space
 * (the given one if legal, else the one nearest the target); anyone else attacks from its own space.
 */
function attackOrigin(enc: M4Encounter, attacker: M4CreatureRecord, target: Space, origin?: Point): Space {
  if (!attacker.mountId) return spaceAt(attacker.pos, attacker.size);
  const opts = originSquares(enc, attacker.id).map((p) => spaceAt(p, attacker.size));
  if (origin) {
    const hit = opts.find((s) => s.x === origin.x && s.y === origin.y);
    if (hit) return hit;
  }
  let best = opts[0] as Space;
  for (const s of opts) if (distance(s, target, 'chebyshev') < distance(best, target, 'chebyshev')) best = s;
  return best;
}

/**
 * Every modifier of a proposed attack with its source and rule id. Pure; the UI shows it before the roll and
 * the `attack` command uses the same list.
 */
export function attackModifiers(enc: M4Encounter, q: AttackQuery): AttackModifiers {
  const a = creatureOf(enc, q.attackerId);
  const t = creatureOf(enc, q.targetId);
  const mods: Bonus[] = [];
  if (!a || !t) return { modifiers: [], total: 0, distance: 0, reach: 0, origin: { x: 0, y: 0, side: 1 } };
  const tSpace = effectiveSpace(enc, t.id);
  const origin = attackOrigin(enc, a, tSpace, q.origin);
  const dist = distance(origin, tSpace, 'chebyshev');
  const reach = q.reach ?? a.reach;
  const add = (value: number, source: BonusSource, ruleId: string, extra: Partial<Bonus> = {}): void => {
    mods.push({ value, source, ruleId, ...extra });
  };
  // MC-ATK-1 (and MC-R11: passengers follow the rider rules).
  if (a.mountId) add(-2, a.isRider ? 'rider' : 'passenger', 'MC-ATK-1');
  if (a.conditions.includes('prone')) add(-2, 'attackerProne', 'B-4');
  const sq = squeezing(enc, a);
  if (sq.yes) add(-5, sq.rule === 'MC-SQUEEZE-1' ? 'squeezingWithMount' : 'squeezing', sq.rule);
  if (q.charge) add(1, 'charge', 'B-8');
  // Combat advantage (+2) from one source.
  const tsq = squeezing(enc, t);
  if (q.combatAdvantage) add(2, 'combatAdvantage', 'B-7');
  else if (t.conditions.includes('stunned')) add(2, 'targetStunned', 'B-7');
  else if (t.conditions.includes('dazed')) add(2, 'targetDazed', 'B-7');
  else if (tsq.yes) add(2, 'targetSqueezing', tsq.rule);
  else if (t.conditions.includes('prone') && q.kind === 'melee') add(2, 'targetProne', 'B-4');
  if (t.conditions.includes('prone') && q.kind === 'ranged' && dist > 1) add(-2, 'targetProneAfar', 'B-4');
  if (q.kind === 'ranged') {
    const terrain = q.cover ?? 'none';
    if (terrain === 'superior') add(-5, 'superiorCover', 'B-10');
    else if (t.mountId) add(-2, 'mountInLineOfFire', 'MC-TGT-3');
    else if (terrain === 'partial') add(-2, 'partialCover', 'B-10');
  }
  if (q.kind === 'melee' && t.mountId) {
    const diff = riderHeight(enc, t.id) - riderHeight(enc, a.id);
    if (dist <= reach && diff >= 1 && dist + diff > reach) {
      if (q.weapon && (LONG_WEAPONS as readonly string[]).includes(q.weapon))
        add(0, 'longWeaponReaches', 'MC-TGT-2', { height: diff, weapon: q.weapon });
      else add(-2, 'riderHigher', 'MC-TGT-2', { height: diff });
    }
  }
  return { modifiers: mods, total: mods.reduce((s, m) => s + m.value, 0), distance: dist, reach, origin };
}
