/** The numbers of an attack power: checks and a clean copy (commands, a creature's basic attack, files). */
import { DEFENCES, type AttackSpec, type Defence } from './model';
import type { M4Msg } from './msgs';

const int = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first problem with an attack's numbers, or null. */
export function specProblem(spec: unknown): M4Msg | null {
  if (!isObj(spec)) return { m: 'needAttackNumbers' };
  if (!int(spec.bonus, -50, 100)) return { m: 'badAttackBonus' };
  if (!DEFENCES.includes(spec.vs as Defence)) return { m: 'badDefence' };
  const dmg = spec.damage;
  if (!isObj(dmg) || !int(dmg.count, 0, 50) || !int(dmg.sides, 1, 100) || !int(dmg.plus, -100, 1000))
    return { m: 'badDamage' };
  if (spec.reach !== undefined && !int(spec.reach, 0, 20)) return { m: 'badReach' };
  if (spec.range !== undefined && !int(spec.range, 0, 1000)) return { m: 'badRange' };
  if (spec.weapon !== undefined && (typeof spec.weapon !== 'string' || spec.weapon.length > 40))
    return { m: 'needAttackNumbers' };
  return null;
}

/** A clean copy of checked attack numbers (known fields only). */
export function specCopy(s: AttackSpec): AttackSpec {
  return {
    bonus: s.bonus,
    vs: s.vs,
    damage: { count: s.damage.count, sides: s.damage.sides, plus: s.damage.plus },
    ...(s.weapon !== undefined ? { weapon: s.weapon } : {}),
    ...(s.reach !== undefined ? { reach: s.reach } : {}),
    ...(s.range !== undefined ? { range: s.range } : {}),
  };
}

/** The basic attack used for an opportunity attack when none is set: +0 vs AC, 1d4. */
export const DEFAULT_BASIC_ATTACK: AttackSpec = Object.freeze({
  bonus: 0,
  vs: 'ac',
  damage: Object.freeze({ count: 1, sides: 4, plus: 0 }),
});
