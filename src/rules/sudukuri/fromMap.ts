/**
 * Build battle characters from creatures on the map. A creature's 巣作りドラゴン statistics live in
 * `creature.ext.sudukuri` ({ atk, def, skills }); its HP comes from `hp` / `hpMax`.
 */
import type { Creature } from '../core/model';
import type { CharacterInput } from './model';
import { isSkillKey, type SkillSet } from './skills';

/** The 巣作りドラゴン statistics kept on a map creature. */
export interface SudukuriStats {
  atk: number;
  def: number;
  skills: SkillSet;
}

/** Read a creature's statistics (defaults: 0 / 0 / no skills; unknown skill keys are dropped). */
export function statsOf(c: Creature): SudukuriStats {
  const raw = (c.ext?.sudukuri ?? {}) as Partial<Record<keyof SudukuriStats, unknown>>;
  const num = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
  const skills: SkillSet = {};
  if (raw.skills && typeof raw.skills === 'object') {
    for (const [k, n] of Object.entries(raw.skills as Record<string, unknown>)) if (isSkillKey(k) && num(n) > 0) skills[k] = num(n);
  }
  return { atk: num(raw.atk), def: num(raw.def), skills };
}

/** A battle character for a map creature (same id, so the battle can point back at the token). */
export function characterFromCreature(c: Creature): CharacterInput {
  const s = statsOf(c);
  const maxHp = Math.max(1, c.hpMax);
  return { id: c.id, name: c.name, maxHp, hp: Math.min(maxHp, Math.max(0, c.hp)), atk: s.atk, def: s.def, skills: s.skills, creatureId: c.id };
}
