/**
 * A map creature's 巣作りドラゴン part `{ atk, def, skills }` (SD-TERM: attack, defence and a skill multiset; its HP
 * are the creature's own `hp` / `hpMax`), checked wherever it comes from — a person, a command's patch or a file —
 * and turned into a battle character.
 */
import type { CoreMsg } from '../core';
import type { SdMsg } from './events';
import { isProblem, MAX_STAT, skillSetOf, type CharacterInput, type SdCreature, type SdPart } from './model';

/** A new creature's part. */
export const NO_STATS: SdPart = Object.freeze({ atk: 0, def: 0, skills: Object.freeze({}) });

const PART_KEYS = ['atk', 'def', 'skills'];

/**
 * A creature's part from what was given (`given` may be undefined or partial; missing fields keep `existing`'s or
 * the defaults; a given `skills` replaces the whole skill set). Every field is checked; an unknown field, a number
 * out of range, an unknown skill or impossible copies are refused with the field named.
 */
export function creaturePart(
  given: unknown,
  existing: SdPart | undefined,
): { ok: true; part: SdPart } | { ok: false; reason: SdMsg | CoreMsg } {
  const base = existing ?? NO_STATS;
  if (given === undefined) return { ok: true, part: base };
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    return { ok: false, reason: { m: 'badCreatureField', field: 'sys', expect: { kind: 'object' } } };
  const g = given as Record<string, unknown>;
  for (const k of Object.keys(g))
    if (!PART_KEYS.includes(k)) return { ok: false, reason: { m: 'unknownField', field: `sys.${k.slice(0, 40)}` } };
  const num = (k: 'atk' | 'def'): number | CoreMsg => {
    if (!Object.prototype.hasOwnProperty.call(g, k) || g[k] === undefined) return base[k];
    const v = g[k];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_STAT
      ? v
      : { m: 'badCreatureField', field: k, expect: { kind: 'int', min: 0, max: MAX_STAT } };
  };
  const atk = num('atk');
  if (typeof atk !== 'number') return { ok: false, reason: atk };
  const def = num('def');
  if (typeof def !== 'number') return { ok: false, reason: def };
  let skills = base.skills;
  if (Object.prototype.hasOwnProperty.call(g, 'skills') && g.skills !== undefined) {
    const s = skillSetOf(g.skills, null);
    if (isProblem(s)) return { ok: false, reason: s.reason };
    skills = s;
  }
  return { ok: true, part: { atk, def, skills } };
}

/** A battle character for a map creature (same id, so the battle can point back at the token). */
export function characterFromCreature(c: SdCreature): CharacterInput {
  const maxHp = Math.max(1, c.hpMax);
  return {
    id: c.id,
    name: c.name,
    maxHp,
    hp: Math.min(maxHp, Math.max(0, c.hp)),
    atk: c.sys.atk,
    def: c.sys.def,
    skills: { ...c.sys.skills },
    creatureId: c.id,
  };
}
