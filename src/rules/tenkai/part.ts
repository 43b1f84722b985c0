/**
 * The checks of the Tenkai parts: a creature's part from what a person, a command or a file gave (partial input is
 * merged with what the creature has, or with the defaults, then every field is checked), and the encounter's part
 * of a file (its shape, and ids that must name existing creatures). Bad input is refused with a message naming the
 * field and changes nothing (issue 14: garbage Tenkai data).
 */
import { cloneDeep, creatureOf, msg, type CoreMsg } from '../core';
import type { TkExpect, TkMsg, TkPartField, TkSysProblem } from './messages';
import {
  DEFAULT_ARMOUR,
  DEFAULT_GLIDER,
  DEFENCE_KIND,
  TK_ACTIVITY_KINDS,
  TK_ARMOUR_MODES,
  TK_GLIDER_MODES,
  TK_RIDABLE,
  TK_ROLES,
  TK_STATUS_FLAGS,
  TK_STATUS_KINDS,
  tenkaiData,
  type TkCreatureData,
  type TkEncounter,
} from './model';
import { validateRatingTable } from './rating';
import { attackSpecProblem } from './shapes';
import { TK_ATTACK_KINDS, TK_ATTRIBUTES, TK_BANDS, TK_RESULTS, TK_STAT_KEYS } from './terms';

const MAX = 100000;
const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (field: TkPartField, expect: TkExpect): TkMsg => ({ m: 'badPartField', field, expect });
const only = (o: Record<string, unknown>, keys: readonly string[], where: string): CoreMsg | null => {
  for (const k of Object.keys(o))
    if (!keys.includes(k)) return msg('unknownField', { field: `${where}.${k}`.slice(0, 60) });
  return null;
};

/** The fields of the creature part, in sheet order. */
const PART_KEYS: readonly (keyof TkCreatureData)[] = [
  'role',
  'stats',
  'baseStats',
  'ki',
  'kiMax',
  'will',
  'willMax',
  'attribute',
  'band',
  'move',
  'canFly',
  'canSwim',
  'shield',
  'knight',
  'onmyoji',
  'ayakashi',
  'ridable',
  'ridingPenalty',
  'glider',
  'armour',
  'statuses',
  'fleeing',
  'dead',
  'tally',
  'attacks',
];
const FLAGS = ['canFly', 'canSwim', 'shield', 'knight', 'onmyoji', 'ayakashi', 'fleeing', 'dead'] as const;
const STATUS_KEYS = [
  'id',
  'kind',
  'sourceId',
  'power',
  'startResult',
  'appliedTurn',
  'duration',
  'stage',
  'damage',
  'towardsId',
  'behaviour',
  'repeats',
  'suppressedUntil',
  'flags',
];
const TALLY_KEYS = ['apSpent', 'apCarry', 'damageThisTurn', 'damageLastTurn'];

function statsProblem(s: unknown, field: 'stats' | 'baseStats'): TkMsg | CoreMsg | null {
  if (!isObj(s)) return bad(field, { kind: 'object' });
  const extra = only(s, TK_STAT_KEYS, `sys.${field}`);
  if (extra) return extra;
  for (const k of TK_STAT_KEYS) {
    const v = s[k];
    if (k === 'agility' && v === null) continue;
    const max = k === 'ap' ? 99 : MAX;
    if (!int(v, 0, max))
      return bad(k, k === 'agility' ? { kind: 'intOrNone', min: 0, max } : { kind: 'int', min: 0, max });
  }
  return null;
}

function statusProblem(st: unknown): TkMsg | CoreMsg | null {
  if (!isObj(st)) return bad('statuses', { kind: 'status' });
  const extra = only(st, STATUS_KEYS, 'sys.statuses');
  if (extra) return extra;
  const kind = st.kind;
  if (typeof kind !== 'string' || !(TK_STATUS_KINDS as readonly string[]).includes(kind))
    return bad('statuses', { kind: 'status' });
  const max = kind === 'miasma' ? 10 : kind === 'curse' || kind === 'petrify' ? 5 : 0;
  const min = kind === 'curse' || kind === 'miasma' ? 1 : 0;
  const idOrNull = (v: unknown): boolean => v === null || (typeof v === 'string' && v.length <= 200);
  const intOrNull = (v: unknown, lo: number, hi: number): boolean => v === null || int(v, lo, hi);
  const ok =
    typeof st.id === 'string' &&
    st.id.length > 0 &&
    st.id.length <= 200 &&
    idOrNull(st.sourceId) &&
    idOrNull(st.towardsId) &&
    int(st.power, 0, MAX) &&
    (TK_RESULTS as readonly unknown[]).includes(st.startResult) &&
    int(st.appliedTurn, 0, MAX) &&
    intOrNull(st.duration, 1, MAX) &&
    int(st.stage, min, max) &&
    int(st.damage, 0, MAX) &&
    intOrNull(st.behaviour, 1, 20) &&
    int(st.repeats, 1, MAX) &&
    intOrNull(st.suppressedUntil, 0, MAX) &&
    Array.isArray(st.flags) &&
    st.flags.length <= 20 &&
    st.flags.every((f) => (TK_STATUS_FLAGS as readonly unknown[]).includes(f));
  return ok ? null : bad('statuses', { kind: 'status' });
}

/** The first problem with a whole Tenkai part, or null if it is valid (for add/edit, the sheet editor and files). */
export function tenkaiDataProblem(v: unknown): TkMsg | CoreMsg | null {
  if (!isObj(v)) return bad('sys', { kind: 'object' });
  const extra = only(v, PART_KEYS, 'sys');
  if (extra) return extra;
  if (!(TK_ROLES as readonly unknown[]).includes(v.role)) return bad('role', { kind: 'role' });
  const stats = statsProblem(v.stats, 'stats');
  if (stats) return stats;
  if (v.baseStats !== null) {
    const base = statsProblem(v.baseStats, 'baseStats');
    if (base) return base;
  }
  if (!int(v.kiMax, 0, MAX)) return bad('kiMax', { kind: 'int', min: 0, max: MAX });
  if (!int(v.ki, 0, v.kiMax)) return bad('ki', { kind: 'pool' });
  if (!int(v.willMax, 0, MAX)) return bad('willMax', { kind: 'int', min: 0, max: MAX });
  if (!int(v.will, 0, v.willMax)) return bad('will', { kind: 'pool' });
  if (!(TK_ATTRIBUTES as readonly unknown[]).includes(v.attribute)) return bad('attribute', { kind: 'attribute' });
  if (!(TK_BANDS as readonly unknown[]).includes(v.band)) return bad('band', { kind: 'band' });
  if (v.move !== null && !int(v.move, 0, 100)) return bad('move', { kind: 'intOrNone', min: 0, max: 100 });
  for (const k of FLAGS) if (typeof v[k] !== 'boolean') return bad(k, { kind: 'bool' });
  if (!(TK_RIDABLE as readonly unknown[]).includes(v.ridable)) return bad('ridable', { kind: 'ridable' });
  if (!int(v.ridingPenalty, 0, 5)) return bad('ridingPenalty', { kind: 'int', min: 0, max: 5 });
  if (v.glider !== null) {
    const g = v.glider;
    if (
      !isObj(g) ||
      only(g, ['armed', 'mode', 'readyFromTurn', 'clock'], 'sys.glider') ||
      typeof g.armed !== 'boolean' ||
      !(TK_GLIDER_MODES as readonly unknown[]).includes(g.mode) ||
      !(g.readyFromTurn === null || int(g.readyFromTurn, 0, MAX)) ||
      !int(g.clock, 0, MAX)
    ) {
      return bad('glider', { kind: 'glider' });
    }
  }
  if (v.armour !== null) {
    const a = v.armour;
    if (
      !isObj(a) ||
      only(a, ['mode', 'destroyed', 'clock'], 'sys.armour') ||
      typeof a.destroyed !== 'boolean' ||
      !(TK_ARMOUR_MODES as readonly unknown[]).includes(a.mode) ||
      !int(a.clock, 0, MAX)
    ) {
      return bad('armour', { kind: 'armour' });
    }
  }
  if (!Array.isArray(v.statuses) || v.statuses.length > 100) return bad('statuses', { kind: 'status' });
  const ids = new Set<string>();
  for (const st of v.statuses) {
    const p = statusProblem(st);
    if (p) return p;
    const sid = (st as { id: string }).id;
    if (ids.has(sid)) return bad('statuses', { kind: 'status' });
    ids.add(sid);
  }
  const t = v.tally;
  if (!isObj(t) || only(t, TALLY_KEYS, 'sys.tally') || !TALLY_KEYS.every((k) => int(t[k], 0, MAX)))
    return bad('tally', { kind: 'tally' });
  if (v.attacks !== undefined && !attacksOk(v.attacks)) return bad('attacks', { kind: 'attack' });
  return null;
}

/** Saved attacks (issue 29): at most 24, each with a unique id, a name, a kind, a range and its modifiers. */
function attacksOk(v: unknown): boolean {
  if (!Array.isArray(v) || v.length > 24) return false;
  const ids = new Set<string>();
  for (const a of v) {
    if (!isObj(a) || only(a, ATTACK_KEYS, 'sys.attacks')) return false;
    if (typeof a.id !== 'string' || !/^a\d{1,6}$/.test(a.id) || ids.has(a.id)) return false;
    ids.add(a.id);
    if (typeof a.name !== 'string' || a.name.trim() === '' || a.name.length > 80) return false;
    if (!(TK_ATTACK_KINDS as readonly unknown[]).includes(a.kind) || !int(a.range, 0, 100)) return false;
    if (a.skillRanks !== undefined && !int(a.skillRanks, -10, 10)) return false;
    if (a.diceMod !== undefined && !int(a.diceMod, -20, 20)) return false;
    for (const f of ['autoHit', 'twoHanded', 'area'] as const)
      if (a[f] !== undefined && typeof a[f] !== 'boolean') return false;
  }
  return true;
}
const ATTACK_KEYS = ['id', 'name', 'kind', 'range', 'skillRanks', 'diceMod', 'autoHit', 'twoHanded', 'area'];

/** Is this a valid whole part? */
function isPart(v: unknown): v is TkCreatureData {
  return tenkaiDataProblem(v) === null;
}

/** `given` over `base` for a nested record (a non-object `given` is kept as it is, for the check to refuse). */
function over<T extends object>(base: T, given: unknown): unknown {
  return isObj(given) ? { ...base, ...given } : given;
}

/**
 * A creature's part from what was given: undefined → what it has (or the defaults); a partial object is merged with
 * it (stats, base stats, glider and armour field by field; everything else replaced), then checked. The tally (this
 * turn's AP and damage) comes from a file or a new creature only; an edit keeps the creature's own.
 */
export function creaturePart(
  given: unknown,
  existing: TkCreatureData | undefined,
): { ok: true; part: TkCreatureData } | { ok: false; reason: TkMsg | CoreMsg } {
  const base = existing ?? tenkaiData();
  if (given === undefined) return { ok: true, part: base };
  if (!isObj(given)) return { ok: false, reason: bad('sys', { kind: 'object' }) };
  const g = cloneDeep(given) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base, ...g };
  if (hasOwn.call(g, 'stats')) merged.stats = over(base.stats, g.stats);
  if (hasOwn.call(g, 'baseStats') && g.baseStats !== null)
    merged.baseStats = over(base.baseStats ?? base.stats, g.baseStats);
  if (hasOwn.call(g, 'glider') && g.glider !== null) merged.glider = over(base.glider ?? DEFAULT_GLIDER, g.glider);
  if (hasOwn.call(g, 'armour') && g.armour !== null) merged.armour = over(base.armour ?? DEFAULT_ARMOUR, g.armour);
  // A creature made or turned a glider (or an armour) in the UI gets its record, so its modes (戦闘飛行 / 巡航 /
  // 滑空, TK-GLD-2..4; TK-ARM-3) are there; one that stops being one loses it. A given record is kept as given.
  if (hasOwn.call(g, 'role')) {
    if (!hasOwn.call(g, 'glider'))
      merged.glider =
        g.role === 'glider' ? (base.glider ?? DEFAULT_GLIDER) : base.role === 'glider' ? null : base.glider;
    if (!hasOwn.call(g, 'armour'))
      merged.armour =
        g.role === 'armour' ? (base.armour ?? DEFAULT_ARMOUR) : base.role === 'armour' ? null : base.armour;
  }
  // The tally is the rules' own bookkeeping of this turn: an edit of the sheet keeps it (version 1 kept it apart).
  merged.tally = existing ? existing.tally : hasOwn.call(g, 'tally') ? over(base.tally, g.tally) : base.tally;
  if (!isPart(merged)) return { ok: false, reason: tenkaiDataProblem(merged) ?? bad('sys', { kind: 'object' }) };
  return { ok: true, part: merged };
}

/** Problems with the encounter's Tenkai part of a file or an autosave (its shape and the ids it names), or null. */
export function checkSys(enc: TkEncounter): TkMsg | null {
  const problem = sysProblem(enc);
  return problem ? { m: 'badSys', problem } : null;
}

function sysProblem(enc: TkEncounter): TkSysProblem | null {
  const s: unknown = enc.sys;
  if (!isObj(s)) return 'shape';
  if (
    only(
      s,
      [
        'initiative',
        'started',
        'roundMembers',
        'zeroApLocks',
        'effects',
        'activities',
        'ratingTable',
        'options',
        'nextId',
      ],
      'sys',
    )
  )
    return 'shape';
  const exists = (id: unknown): boolean => typeof id === 'string' && creatureOf(enc, id) !== undefined;
  const idList = (v: unknown): boolean => Array.isArray(v) && v.every(exists) && new Set(v).size === v.length;
  const byCreature = (v: unknown, value: (x: unknown) => boolean): boolean =>
    isObj(v) && Object.keys(v).every((k) => exists(k) && value(v[k]));
  if (
    !byCreature(
      s.initiative,
      (i) =>
        isObj(i) &&
        !only(i, ['total', 'die', 'basis'], 'i') &&
        int(i.total, -MAX, MAX) &&
        (i.die === null || int(i.die, 1, 20)) &&
        ['agility', 'evasion', 'partnerEvasion'].includes(i.basis as string),
    )
  )
    return 'initiative';
  if (!idList(s.started)) return 'started';
  if (!byCreature(s.roundMembers, idList)) return 'roundMembers';
  if (
    !byCreature(
      s.zeroApLocks,
      (l) => Array.isArray(l) && l.length <= 100 && l.every((x) => typeof x === 'string' && x.length <= 200),
    )
  )
    return 'zeroApLocks';
  const effectOk = (e: unknown): boolean =>
    isObj(e) &&
    !only(e, ['id', 'ownerId', 'name', 'endsAtTurn'], 'e') &&
    typeof e.id === 'string' &&
    exists(e.ownerId) &&
    typeof e.name === 'string' &&
    e.name.length <= 1000 &&
    int(e.endsAtTurn, 0, MAX);
  if (!Array.isArray(s.effects) || s.effects.length > 1000 || !s.effects.every(effectOk)) return 'effects';
  const activityOk = (a: unknown): boolean =>
    isObj(a) &&
    !only(a, ['id', 'kind', 'targetId', 'turnsLeft'], 'a') &&
    exists(a.id) &&
    exists(a.targetId) &&
    (TK_ACTIVITY_KINDS as readonly unknown[]).includes(a.kind) &&
    int(a.turnsLeft, 0, 100);
  if (!Array.isArray(s.activities) || s.activities.length > 1000 || !s.activities.every(activityOk))
    return 'activities';
  if (
    s.ratingTable !== null &&
    (!isObj(s.ratingTable) ||
      only(s.ratingTable, ['rows'], 'r') ||
      validateRatingTable(s.ratingTable).errors.length > 0)
  )
    return 'ratingTable';
  const o = s.options;
  if (
    !isObj(o) ||
    only(o, ['cloudSea', 'inCombat'], 'o') ||
    typeof o.cloudSea !== 'boolean' ||
    typeof o.inCombat !== 'boolean'
  )
    return 'options';
  if (!int(s.nextId, 1, 1e9)) return 'nextId';
  const p = enc.pending;
  if (p && p.kind === DEFENCE_KIND) {
    const spec = isObj(p.context) ? p.context.spec : undefined;
    if (
      attackSpecProblem(spec) ||
      !exists((spec as { attackerId: unknown }).attackerId) ||
      !exists((spec as { targetId: unknown }).targetId)
    )
      return 'pending';
  }
  return null;
}
