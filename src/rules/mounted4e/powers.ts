/**
 * Powers on a creature (issue 29): what a GM used to type into the attack helper every turn, kept on the creature —
 * its name, action and usage, the attack (bonus vs defence, damage, weapon group for MC-TGT-2, reach or range),
 * the template of a close or area power (B-17) and the effects a hit puts on (B-14 durations). Rider and mount each
 * have their own. A power is part of the creature's 4e part (`sys.powers`), so it travels in files (older files
 * without it load with none) and, being outside the players' allow-list of fields, never reaches the players for a
 * creature that is not theirs. The attack command names the power it uses (`power`): the engine starts its effects
 * on every target hit; the numbers rolled are the command's own (the GM sees and may change them in the helper).
 */
import type { CoreMsg, FieldExpectation } from '../core';
import type { M4Msg } from './msgs';

type Msg = CoreMsg | M4Msg;
import { CA_TO, DAMAGE_TYPES, type EffectWhat } from './effectModel';
import {
  ATTACK_KINDS,
  CONDITIONS,
  DEFENCES,
  type ActionName,
  type AttackKind,
  type AttackSpec,
  type M4Creature,
} from './model';
import { specCopy, specProblem } from './spec';
import type { AreaAffects } from './areas';

/** How often a power can be used (the GM keeps count: the app only shows it). */
export type PowerUsage = 'atWill' | 'encounter' | 'daily' | 'recharge';
/** The usages, in menu order. */
export const POWER_USAGES: readonly PowerUsage[] = ['atWill', 'encounter', 'daily', 'recharge'];
/** The actions a power takes (B-7). */
export const POWER_ACTIONS: readonly ActionName[] = ['standard', 'move', 'minor', 'free', 'immediate', 'opportunity'];

/** How long an effect of a power lasts (B-14): "you" is the power's user. */
export type PowerDuration = 'saveEnds' | 'endOfSourceNext' | 'endOfTargetNext' | 'startOfSourceNext' | 'encounter';
/** The durations, in menu order. */
export const POWER_DURATIONS: readonly PowerDuration[] = [
  'saveEnds',
  'endOfSourceNext',
  'endOfTargetNext',
  'startOfSourceNext',
  'encounter',
];

/** An effect a power puts on each target it hits (B-14). */
export interface PowerEffect {
  readonly what: EffectWhat;
  readonly duration: PowerDuration;
}

/** The template of a close or area power (B-17): burst or blast N; whom it affects. */
export interface PowerArea {
  readonly shape: 'burst' | 'blast';
  readonly size: number;
  readonly affects: AreaAffects;
}

/** A power of a creature. */
export interface Power {
  /** Stable within the creature ("p1", "p2" …). */
  readonly id: string;
  readonly name: string;
  readonly action: ActionName;
  readonly usage: PowerUsage;
  /** Melee, ranged, close or area (B-10, B-11, B-17). */
  readonly kind: AttackKind;
  /** Bonus vs defence, damage, weapon group (MC-TGT-2), reach (melee) or range (ranged, area "within R"). */
  readonly attack: AttackSpec;
  /** Close and area powers: the template (B-17); null for melee and ranged. */
  readonly area: PowerArea | null;
  /** Keywords as the stat block prints them (weapon, fire, [Mount] …), for the GM to read. */
  readonly keywords: readonly string[];
  /** Effects put on each target hit. */
  readonly onHit: readonly PowerEffect[];
}

/** At most this many powers per creature, effects per power, keywords per power. */
export const POWER_LIMITS = { powers: 24, effects: 4, keywords: 8, name: 80, keyword: 30 } as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (field: string, expect: FieldExpectation): Msg => ({ m: 'badCreatureField', field, expect });
const unknownField = (field: string): Msg => ({ m: 'unknownField', field: field.slice(0, 60) });

/** The first problem of one effect of a power (its `what` as `addEffect` takes it), or null. */
function effectProblem(v: unknown, at: string): Msg | null {
  if (!isObj(v)) return bad(at, { kind: 'object' });
  for (const k of Object.keys(v)) if (k !== 'what' && k !== 'duration') return unknownField(`${at}.${k}`);
  if (!(POWER_DURATIONS as readonly unknown[]).includes(v.duration))
    return bad(`${at}.duration`, { kind: 'oneOf', values: POWER_DURATIONS });
  const w = v.what;
  if (!isObj(w)) return bad(`${at}.what`, { kind: 'object' });
  const keys = Object.keys(w);
  const ok =
    (w.kind === 'condition' &&
      keys.length === 2 &&
      (CONDITIONS as readonly unknown[]).includes(w.condition) &&
      w.condition !== 'prone' &&
      w.condition !== 'hidden') ||
    ((w.kind === 'attack' || w.kind === 'defence') &&
      isInt(w.value, -20, 20) &&
      w.value !== 0 &&
      (w.kind === 'attack'
        ? keys.length === 2
        : keys.length === 3 && (w.defence === 'all' || (DEFENCES as readonly unknown[]).includes(w.defence)))) ||
    (w.kind === 'ongoing' &&
      keys.length === 3 &&
      isInt(w.amount, 1, 1000) &&
      (DAMAGE_TYPES as readonly unknown[]).includes(w.damageType)) ||
    (w.kind === 'combatAdvantage' && keys.length === 2 && (CA_TO as readonly unknown[]).includes(w.to));
  return ok ? null : bad(`${at}.what`, { kind: 'object' });
}

/** The first problem of a power, or null. `at` names it in the refusal ("powers.2"). */
export function powerProblem(v: unknown, at: string): Msg | null {
  if (!isObj(v)) return bad(at, { kind: 'object' });
  const keys = ['id', 'name', 'action', 'usage', 'kind', 'attack', 'area', 'keywords', 'onHit'];
  for (const k of Object.keys(v)) if (!keys.includes(k)) return unknownField(`${at}.${k}`);
  if (typeof v.id !== 'string' || !/^p\d{1,6}$/.test(v.id)) return bad(`${at}.id`, { kind: 'id' });
  if (typeof v.name !== 'string' || v.name.trim() === '' || v.name.length > POWER_LIMITS.name)
    return bad(`${at}.name`, { kind: 'text', max: POWER_LIMITS.name });
  if (!(POWER_ACTIONS as readonly unknown[]).includes(v.action))
    return bad(`${at}.action`, { kind: 'oneOf', values: POWER_ACTIONS });
  if (!(POWER_USAGES as readonly unknown[]).includes(v.usage))
    return bad(`${at}.usage`, { kind: 'oneOf', values: POWER_USAGES });
  if (!(ATTACK_KINDS as readonly unknown[]).includes(v.kind))
    return bad(`${at}.kind`, { kind: 'oneOf', values: ATTACK_KINDS });
  const spec = specProblem(v.attack);
  if (spec) return spec;
  const closeOrArea = v.kind === 'close' || v.kind === 'area';
  if (closeOrArea) {
    const a = v.area;
    if (!isObj(a)) return bad(`${at}.area`, { kind: 'object' });
    for (const k of Object.keys(a))
      if (!['shape', 'size', 'affects'].includes(k)) return unknownField(`${at}.area.${k}`);
    if (a.shape !== 'burst' && a.shape !== 'blast')
      return bad(`${at}.area.shape`, { kind: 'oneOf', values: ['burst', 'blast'] });
    if (v.kind === 'area' && a.shape !== 'burst') return bad(`${at}.area.shape`, { kind: 'oneOf', values: ['burst'] });
    if (!isInt(a.size, 1, 20)) return bad(`${at}.area.size`, { kind: 'int', min: 1, max: 20 });
    if (!['creatures', 'enemies', 'allies'].includes(a.affects as string))
      return bad(`${at}.area.affects`, { kind: 'oneOf', values: ['creatures', 'enemies', 'allies'] });
  } else if (v.area !== null) return bad(`${at}.area`, { kind: 'object' });
  if (
    !Array.isArray(v.keywords) ||
    v.keywords.length > POWER_LIMITS.keywords ||
    !v.keywords.every((k) => typeof k === 'string' && k.trim() !== '' && k.length <= POWER_LIMITS.keyword)
  )
    return bad(`${at}.keywords`, { kind: 'text', max: POWER_LIMITS.keyword });
  if (!Array.isArray(v.onHit) || v.onHit.length > POWER_LIMITS.effects) return bad(`${at}.onHit`, { kind: 'object' });
  for (let i = 0; i < v.onHit.length; i++) {
    const p = effectProblem(v.onHit[i], `${at}.onHit.${i}`);
    if (p) return p;
  }
  return null;
}

/** A clean copy of a checked power (nothing shared with what was given). */
function powerCopy(v: Power): Power {
  return {
    id: v.id,
    name: v.name.trim(),
    action: v.action,
    usage: v.usage,
    kind: v.kind,
    attack: specCopy(v.attack),
    area: v.area ? { shape: v.area.shape, size: v.area.size, affects: v.area.affects } : null,
    keywords: v.keywords.map((k) => k.trim()),
    onHit: v.onHit.map((e) => ({ what: { ...e.what } as EffectWhat, duration: e.duration })),
  };
}

/** A creature's powers from what was given (undefined: the existing ones), checked; or the first problem. */
export function powersOf(
  given: unknown,
  base: readonly Power[],
): { ok: true; powers: readonly Power[] } | { ok: false; reason: Msg } {
  if (given === undefined) return { ok: true, powers: base };
  if (!Array.isArray(given) || given.length > POWER_LIMITS.powers)
    return { ok: false, reason: bad('powers', { kind: 'object' }) };
  for (let i = 0; i < given.length; i++) {
    const p = powerProblem(given[i], `powers.${i}`);
    if (p) return { ok: false, reason: p };
  }
  const ids = given.map((p: Power) => p.id);
  if (new Set(ids).size !== ids.length) return { ok: false, reason: bad('powers', { kind: 'id' }) };
  return { ok: true, powers: given.map((p: Power) => powerCopy(p)) };
}

/** A creature's powers (none in parts written before powers existed). */
export function powersOfPart(part: Pick<M4Creature, 'powers'> | undefined): readonly Power[] {
  return part?.powers ?? [];
}

/** A new power's id for a creature that has `powers`. */
export function nextPowerId(powers: readonly Power[]): string {
  let n = 1;
  for (const p of powers) n = Math.max(n, Number(p.id.slice(1)) + 1);
  return `p${n}`;
}

/** A plain new power (a melee basic attack: +5 vs AC, 1d8 + 3), the editor's start. */
export function newPower(id: string, name: string): Power {
  return {
    id,
    name,
    action: 'standard',
    usage: 'atWill',
    kind: 'melee',
    attack: { bonus: 5, vs: 'ac', damage: { count: 1, sides: 8, plus: 3 }, weapon: 'other' },
    area: null,
    keywords: [],
    onHit: [],
  };
}
