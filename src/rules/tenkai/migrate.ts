/**
 * File migration of Tenkai encounters from version 1 (docs/encounter-format.md): the creature's `ext.tenkai`
 * becomes its part `sys` (with this turn's AP and damage, which version 1 kept in per-creature maps), the 4e fields
 * a version-1 creature carried (`defences`, `riding`) and 4e conditions are dropped, `sys.tenkai` becomes the
 * encounter's part, and the turn order comes from Tenkai's resolution order (version 1 mirrored it into `turns`).
 * Runs on untrusted data before any check: it never throws, and leaves what it does not understand for the checks.
 */
import type { Migration } from '../core';
import { newTkSys } from './model';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The conditions a Tenkai creature may have (the kernel's `hidden`; statuses are Tenkai's own, TK-ST-*). */
export const TENKAI_CONDITIONS: readonly string[] = ['hidden'];

/** Version 1 activities named their machine in a string ("warm-up:c2", "orb:c7", "board:c7"). */
const ACTIVITY_PREFIX: readonly [string, 'warmUp' | 'orb' | 'board'][] = [
  ['warm-up:', 'warmUp'],
  ['orb:', 'orb'],
  ['board:', 'board'],
];

function migrateActivity(a: unknown): unknown[] {
  if (!isObj(a) || typeof a.action !== 'string') return [];
  const action = a.action;
  const hit = ACTIVITY_PREFIX.find(([p]) => action.startsWith(p));
  return hit ? [{ id: a.id, kind: hit[1], targetId: action.slice(hit[0].length), turnsLeft: a.turnsLeft }] : [];
}

/** A version-1 creature record (or creature input / patch) with its Tenkai data moved into `sys`. */
function migrateCreatureFields(c: Record<string, unknown>, tally?: Record<string, number>): void {
  const ext = isObj(c.ext) ? c.ext : undefined;
  const part = ext && isObj(ext.tenkai) ? { ...ext.tenkai } : undefined;
  if (part || tally) c.sys = { ...(part ?? {}), ...(tally ? { tally } : {}) };
  delete c.ext;
  delete c.defences;
  delete c.riding;
  if (Array.isArray(c.conditions))
    c.conditions = c.conditions.filter((x) => typeof x === 'string' && TENKAI_CONDITIONS.includes(x));
}

/** Version 1 → 2. */
export const fromVersion1: Migration = {
  from: 1,
  encounter(raw) {
    const old = isObj(raw.sys) && isObj(raw.sys.tenkai) ? raw.sys.tenkai : undefined;
    const creatures = isObj(raw.creatures) ? raw.creatures : {};
    const exists = (id: unknown): id is string =>
      typeof id === 'string' && Object.prototype.hasOwnProperty.call(creatures, id);
    const perCreature = (m: unknown, id: string): number => (isObj(m) && typeof m[id] === 'number' ? m[id] : 0);
    for (const [id, c] of Object.entries(creatures)) {
      if (!isObj(c)) continue;
      const tally = old
        ? {
            apSpent: perCreature(old.apSpent, id),
            apCarry: perCreature(old.apCarry, id),
            damageThisTurn: perCreature(old.damageThisTurn, id),
            damageLastTurn: perCreature(old.damageLastTurn, id),
          }
        : undefined;
      migrateCreatureFields(c, tally);
      if (c.sys === undefined) c.sys = {};
    }
    const fresh = newTkSys();
    if (!old) {
      raw.sys = fresh;
      return;
    }
    const keep = <T>(v: unknown, fallback: T, ok: (x: unknown) => boolean): unknown => (ok(v) ? v : fallback);
    const onlyExisting = (m: unknown): unknown =>
      isObj(m) ? Object.fromEntries(Object.entries(m).filter(([k]) => exists(k))) : m;
    raw.sys = {
      initiative: onlyExisting(keep(old.initiative, fresh.initiative, isObj)),
      started: Array.isArray(old.started) ? old.started.filter(exists) : fresh.started,
      roundMembers: onlyExisting(keep(old.roundMembers, fresh.roundMembers, isObj)),
      zeroApLocks: onlyExisting(keep(old.zeroApLocks, fresh.zeroApLocks, isObj)),
      effects: keep(old.effects, fresh.effects, Array.isArray),
      activities: Array.isArray(old.activities) ? old.activities.flatMap(migrateActivity) : fresh.activities,
      ratingTable: old.ratingTable === undefined ? null : old.ratingTable,
      options: keep(old.options, fresh.options, isObj),
      nextId: keep(old.nextId, fresh.nextId, (x) => typeof x === 'number'),
    };
    // The resolution order was the turn order (version 1 mirrored it into `turns`).
    if (Array.isArray(old.resolution) && typeof old.turn === 'number') {
      raw.turns = {
        order: old.resolution,
        current: old.phase === 'rounds' && typeof old.current === 'number' ? old.current : -1,
        round: old.turn,
      };
    }
  },
  command(raw) {
    if (raw.type === 'addCreature' && isObj(raw.creature)) migrateCreatureFields(raw.creature);
    if (raw.type === 'editCreature' && isObj(raw.patch)) migrateCreatureFields(raw.patch);
  },
};
