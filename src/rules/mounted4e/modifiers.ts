/**
 * The attack-modifier query: every modifier of a proposed attack with its source and rule id, so the board,
 * the log and the resolution all show the same numbers (MC-ATK-1, MC-TGT-2, MC-TGT-3, MC-SQUEEZE-1, B-4, B-8,
 * B-9, B-10).
 */
import {
  distance, spaceAt, tx, type Creature, type CreatureId, type Encounter, type Point, type Space, type Text,
} from '../core';
import type { AttackKind } from './commands';
import { creature, effectiveSpace, originSquares, riderHeight } from './relations';
import { LONG_WEAPONS, type WeaponGroup } from './tables';
import { creatureOf } from '../core/creatures';

/** One modifier to an attack roll. */
export interface Modifier {
  value: number;
  source: Text;
  ruleId: string;
}

/** A proposed attack. */
export interface AttackQuery {
  attackerId: CreatureId;
  targetId: CreatureId;
  kind: AttackKind;
  weapon?: WeaponGroup;
  reach?: number;
  /** MC-SPACE-2: the rider's chosen origin square (top-left of its own size); default: the best one. */
  origin?: Point;
  charge?: boolean;
  combatAdvantage?: boolean;
  cover?: 'none' | 'partial' | 'superior';
}

/** Result of {@link attackModifiers}. */
export interface AttackModifiers {
  modifiers: Modifier[];
  total: number;
  /** Horizontal distance in squares from the attack's origin to the target's space. */
  distance: number;
  /** The reach used for melee. */
  reach: number;
  /** The origin space actually used (MC-SPACE-2). */
  origin: Space;
}

/** Is the creature squeezing, counting its mount's squeeze (MC-SQUEEZE-1)? */
export function isSqueezing(enc: Encounter, c: Creature): { yes: boolean; rule: string } {
  if (c.conditions.includes('squeezing')) return { yes: true, rule: 'B-9' };
  const m = creature(enc, c.mountId);
  if (m?.conditions.includes('squeezing')) return { yes: true, rule: 'MC-SQUEEZE-1' };
  return { yes: false, rule: '' };
}

/**
 * The origin space of an attack (MC-SPACE-2): a rider picks one rider-size space inside its mount's space
 * (the given one if legal, else the one nearest the target); anyone else attacks from its own space.
 */
export function attackOrigin(enc: Encounter, attacker: Creature, target: Space, origin?: Point): Space {
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
export function attackModifiers(enc: Encounter, q: AttackQuery): AttackModifiers {
  const a = creatureOf(enc, q.attackerId);
  const t = creatureOf(enc, q.targetId);
  const mods: Modifier[] = [];
  if (!a || !t) return { modifiers: [], total: 0, distance: 0, reach: 0, origin: { x: 0, y: 0, side: 1 } };
  const tSpace = effectiveSpace(enc, t.id);
  const origin = attackOrigin(enc, a, tSpace, q.origin);
  const dist = distance(origin, tSpace, 'chebyshev');
  const reach = q.reach ?? a.reach;
  const add = (value: number, en: string, ja: string, ruleId: string): void => {
    mods.push({ value, source: tx(en, ja), ruleId });
  };
  if (a.mountId) {
    add(-2, a.isRider ? 'rider' : 'passenger (follows the rider rules)', a.isRider ? '乗り手' : '同乗者（乗り手のルールに従う）', 'MC-ATK-1');
  }
  if (a.conditions.includes('prone')) add(-2, 'attacker prone', '攻撃者が伏せ状態', 'B-4');
  const sq = isSqueezing(enc, a);
  if (sq.yes) add(-5, sq.rule === 'MC-SQUEEZE-1' ? 'squeezing with its mount' : 'squeezing', sq.rule === 'MC-SQUEEZE-1' ? '乗騎と共に無理矢理入り込んでいる' : '無理矢理入り込んでいる', sq.rule);
  if (q.charge) add(1, 'charge', '突撃', 'B-8');
  // Combat advantage (+2) from one source.
  const tsq = isSqueezing(enc, t);
  if (q.combatAdvantage) add(2, 'combat advantage', '戦術的優位', 'B-7');
  else if (t.conditions.includes('stunned') || t.conditions.includes('dazed')) add(2, `combat advantage: target ${t.conditions.includes('stunned') ? 'stunned' : 'dazed'}`, '戦術的優位：目標が幻惑／朦朧', 'B-7');
  else if (tsq.yes) add(2, 'combat advantage: target squeezing', '戦術的優位：目標が無理矢理入り込んでいる', tsq.rule);
  else if (t.conditions.includes('prone') && q.kind === 'melee') add(2, 'combat advantage: target prone', '戦術的優位：目標が伏せ状態', 'B-4');
  if (t.conditions.includes('prone') && q.kind === 'ranged' && dist > 1) add(-2, 'target prone (+2 defences vs ranged from afar)', '目標が伏せ状態（離れた遠隔攻撃に対し防御+2）', 'B-4');
  if (q.kind === 'ranged') {
    const riderCover = !!t.mountId;
    const terrain = q.cover ?? 'none';
    if (terrain === 'superior') add(-5, 'superior cover', '完全遮蔽', 'B-10');
    else if (riderCover) add(-2, 'partial cover: the mount is in the line of fire', '部分遮蔽：乗騎が射線上にいる', 'MC-TGT-3');
    else if (terrain === 'partial') add(-2, 'partial cover', '部分遮蔽', 'B-10');
  }
  if (q.kind === 'melee' && t.mountId) {
    const diff = riderHeight(enc, t.id) - riderHeight(enc, a.id);
    if (dist <= reach && diff >= 1 && dist + diff > reach) {
      if (q.weapon && (LONG_WEAPONS as readonly string[]).includes(q.weapon)) {
        add(0, `rider ${diff} higher, but a ${q.weapon} reaches`, `乗り手が${diff}高いが、${q.weapon === 'nodachi' ? 'ノダチ' : q.weapon === 'spear' ? 'スピア' : '長柄武器'}なので届く`, 'MC-TGT-2');
      } else {
        add(-2, `rider ${diff} square(s) higher, out of easy reach`, `乗り手が${diff}マス高く、間合いの外`, 'MC-TGT-2');
      }
    }
  }
  return { modifiers: mods, total: mods.reduce((s, m) => s + m.value, 0), distance: dist, reach, origin };
}
