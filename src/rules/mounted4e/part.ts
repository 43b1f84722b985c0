/**
 * The mounted4e parts of the model, checked: a creature's part from what a person, a command patch or a file
 * gave (partial → defaults or the existing part; every field checked, the refusal naming the field), the
 * encounter part's defaults, and the read of a creature's part for the panels.
 */
import { MAX_NUMBER, type CoreMsg, type FieldExpectation, type Msg } from '../core';
import { CA_TO, DAMAGE_TYPES, DURATION_KINDS, type Effect } from './effectModel';
import { CONDITIONS, DEFENCES } from './model';
import type { AttackSpec, Defences, InitLink, M4Creature, M4Sys, RidingTraits, TurnMarks } from './model';
import { specCopy, specProblem } from './spec';
import { powersOf } from './powers';

const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (field: string, expect: FieldExpectation): CoreMsg => ({ m: 'badCreatureField', field, expect });
const unknown = (field: string): CoreMsg => ({ m: 'unknownField', field: field.slice(0, 60) });

/** Default riding traits of a new creature (not a mount, no feat, 150 lb). */
export const DEFAULT_RIDING: RidingTraits = Object.freeze({
  willingMount: false,
  militarySaddle: false,
  mountedCombatFeat: false,
  combatTrained: false,
  acrobaticsTrained: false,
  acrobaticsBonus: 0,
  athleticsBonus: 0,
  weightLb: 150,
  carryCapacityLb: 200,
});
const DEFAULT_DEFENCES: Defences = Object.freeze({ ac: 10, fort: 10, ref: 10, will: 10 });
const NO_MARKS: TurnMarks = Object.freeze({ acted: null, shared: null, immediate: null, opportunity: null });

/** The part of a creature nobody said anything about. */
export const DEFAULT_PART: M4Creature = Object.freeze({
  defences: DEFAULT_DEFENCES,
  riding: DEFAULT_RIDING,
  hover: false,
  basicAttack: null,
  initLink: null,
  marks: NO_MARKS,
  heightFt: null,
});

const PART_KEYS = ['defences', 'riding', 'hover', 'basicAttack', 'initLink', 'marks', 'heightFt', 'powers', 'effects'];
/** A creature's height in feet (B-6): 1 … 300; null = the vertical reach of its size. */
export const HEIGHT_FT = { min: 1, max: 300 } as const;
const DEFENCE_KEYS = ['ac', 'fort', 'ref', 'will'] as const;
const FLAGS = ['willingMount', 'militarySaddle', 'mountedCombatFeat', 'combatTrained', 'acrobaticsTrained'] as const;
const NUMBERS = [
  ['acrobaticsBonus', -50, 100],
  ['athleticsBonus', -50, 100],
  ['weightLb', 0, MAX_NUMBER],
  ['carryCapacityLb', 0, MAX_NUMBER],
] as const;
const RIDING_KEYS: readonly string[] = [...FLAGS, ...NUMBERS.map((n) => n[0]), 'passengerCapacity'];

class PartProblem extends Error {
  constructor(readonly reason: Msg) {
    super('part');
  }
}
function fail(reason: Msg): never {
  throw new PartProblem(reason);
}
function onlyKeys(o: Record<string, unknown>, keys: readonly string[], prefix: string): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) fail(unknown(`${prefix}${k}`));
}

function defencesOf(given: unknown, base: Defences): Defences {
  if (given === undefined) return base;
  if (!isObj(given)) fail(bad('defences', { kind: 'object' }));
  onlyKeys(given, DEFENCE_KEYS, 'defences.');
  const out = { ...base };
  for (const k of DEFENCE_KEYS) {
    if (!hasOwn.call(given, k)) continue;
    const v = given[k];
    if (!isInt(v, 0, 100)) fail(bad(k, { kind: 'int', min: 0, max: 100 }));
    out[k] = v;
  }
  return out;
}

function ridingOf(given: unknown, base: RidingTraits): RidingTraits {
  if (given === undefined) return base;
  if (!isObj(given)) fail(bad('riding', { kind: 'object' }));
  onlyKeys(given, RIDING_KEYS, 'riding.');
  const out: { -readonly [K in keyof RidingTraits]: RidingTraits[K] } = { ...base };
  for (const k of FLAGS) {
    if (!hasOwn.call(given, k)) continue;
    const v = given[k];
    if (typeof v !== 'boolean') fail(bad(k, { kind: 'bool' }));
    out[k] = v;
  }
  for (const [k, min, max] of NUMBERS) {
    if (!hasOwn.call(given, k)) continue;
    const v = given[k];
    if (!isInt(v, min, max)) fail(bad(k, { kind: 'int', min, max }));
    out[k] = v;
  }
  if (hasOwn.call(given, 'passengerCapacity')) {
    const v = given.passengerCapacity;
    // null (or absent in a file) = the default capacity (RULING MC-R4).
    if (v === null || v === undefined) delete out.passengerCapacity;
    else if (!isInt(v, 0, 64)) fail(bad('passengerCapacity', { kind: 'int', min: 0, max: 64 }));
    else out.passengerCapacity = v;
  }
  return out;
}

function basicAttackOf(given: unknown, base: AttackSpec | null): AttackSpec | null {
  if (given === undefined) return base;
  if (given === null) return null;
  const p = specProblem(given);
  if (p) fail(p);
  return specCopy(given as AttackSpec);
}

function initLinkOf(given: unknown, base: InitLink | null): InitLink | null {
  if (given === undefined) return base;
  if (given === null) return null;
  if (!isObj(given)) fail(bad('initLink', { kind: 'object' }));
  onlyKeys(given, ['rider', 'serial'], 'initLink.');
  if (typeof given.rider !== 'string' || given.rider.length === 0 || given.rider.length > 200)
    fail(bad('initLink', { kind: 'id' }));
  if (!isInt(given.serial, 0, 1e9)) fail(bad('initLink', { kind: 'int', min: 0, max: 1e9 }));
  return { rider: given.rider, serial: given.serial };
}

function heightOf(given: unknown, base: number | null): number | null {
  if (given === undefined) return base;
  if (given === null) return null;
  if (!isInt(given, HEIGHT_FT.min, HEIGHT_FT.max)) fail(bad('heightFt', { kind: 'int', ...HEIGHT_FT }));
  return given;
}

function marksOf(given: unknown, base: TurnMarks): TurnMarks {
  if (given === undefined) return base;
  if (!isObj(given)) fail(bad('marks', { kind: 'object' }));
  onlyKeys(given, ['acted', 'shared', 'immediate', 'opportunity'], 'marks.');
  const round = (k: 'acted' | 'shared' | 'immediate'): number | null => {
    if (!hasOwn.call(given, k)) return base[k];
    const v = given[k];
    if (v !== null && !isInt(v, 0, 1e6)) fail(bad('marks', { kind: 'int', min: 0, max: 1e6 }));
    return v as number | null;
  };
  let opportunity = base.opportunity;
  if (hasOwn.call(given, 'opportunity')) {
    const v = given.opportunity;
    if (v !== null && (typeof v !== 'string' || v.length > 40)) fail(bad('marks', { kind: 'text', max: 40 }));
    opportunity = v as string | null;
  }
  return { acted: round('acted'), shared: round('shared'), immediate: round('immediate'), opportunity };
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const EFFECT_KEYS = ['id', 'target', 'source', 'what', 'duration', 'label', 'whileRiding', 'armed', 'savedIn'];

/**
 * One effect's shape (B-14): known kinds and values, ids where creatures are named (that they exist, and that the
 * target is the creature holding it, is the encounter's check: check.ts).
 */
export function effectShapeOk(e: unknown): e is Effect {
  if (!isObj(e) || Object.keys(e).some((k) => !EFFECT_KEYS.includes(k))) return false;
  if (typeof e.id !== 'string' || !/^e\d{1,9}$/.test(e.id) || !isId(e.target)) return false;
  if (e.source !== null && !isId(e.source)) return false;
  if (typeof e.label !== 'string' || e.label.length > 80 || typeof e.armed !== 'boolean') return false;
  if (e.savedIn !== null && (typeof e.savedIn !== 'string' || e.savedIn.length > 40)) return false;
  const w = e.what;
  if (!isObj(w)) return false;
  const whatOk =
    (w.kind === 'condition' &&
      (CONDITIONS as readonly unknown[]).includes(w.condition) &&
      w.condition !== 'prone' &&
      w.condition !== 'hidden') ||
    (w.kind === 'attack' && isInt(w.value, -20, 20)) ||
    (w.kind === 'defence' &&
      isInt(w.value, -20, 20) &&
      (w.defence === 'all' || (DEFENCES as readonly unknown[]).includes(w.defence))) ||
    (w.kind === 'ongoing' && isInt(w.amount, 1, 1000) && (DAMAGE_TYPES as readonly unknown[]).includes(w.damageType)) ||
    (w.kind === 'combatAdvantage' && (CA_TO as readonly unknown[]).includes(w.to));
  if (!whatOk) return false;
  const d = e.duration;
  if (!isObj(d) || !(DURATION_KINDS as readonly unknown[]).includes(d.kind)) return false;
  if (d.kind === 'startOfNext' && !isId(d.of)) return false;
  if (d.kind === 'endOfSourceNext' && e.source === null) return false;
  const r = e.whileRiding;
  return r === null || (isObj(r) && isId(r.with) && typeof r.mountKeyword === 'boolean');
}

/** The effects of a part as given (a file's): each one's shape, no id twice; absent or empty = none. */
function effectsOf(given: unknown, base: readonly Effect[] | undefined): readonly Effect[] | undefined {
  if (given === undefined) return base;
  if (!Array.isArray(given) || given.length > 10000 || !given.every(effectShapeOk))
    fail(bad('effects', { kind: 'object' }));
  if (new Set(given.map((e) => e.id)).size !== given.length) fail(bad('effects', { kind: 'object' }));
  return given.length ? given : undefined;
}

/**
 * A creature's 4e part from what was given (undefined or partial: the existing part, else the defaults, fills
 * in the rest; `riding: { militarySaddle: true }` changes one trait). Every field is checked.
 */
export function creaturePart(
  given: unknown,
  existing: M4Creature | undefined,
): { ok: true; part: M4Creature } | { ok: false; reason: Msg } {
  const base = existing ?? DEFAULT_PART;
  if (given === undefined) return { ok: true, part: base };
  try {
    if (!isObj(given)) fail(bad('sys', { kind: 'object' }));
    onlyKeys(given, PART_KEYS, '');
    const powers = powersOf(given.powers, base.powers ?? []);
    if (!powers.ok) fail(powers.reason);
    let hover = base.hover;
    if (hasOwn.call(given, 'hover')) {
      if (typeof given.hover !== 'boolean') fail(bad('hover', { kind: 'bool' }));
      hover = given.hover;
    }
    const effects = effectsOf(given.effects, base.effects);
    return {
      ok: true,
      part: {
        defences: defencesOf(given.defences, base.defences),
        riding: ridingOf(given.riding, base.riding),
        hover,
        basicAttack: basicAttackOf(given.basicAttack, base.basicAttack),
        initLink: initLinkOf(given.initLink, base.initLink),
        marks: marksOf(given.marks, base.marks),
        // Parts written before heights were a stat have none: the size's vertical reach (B-6).
        heightFt: heightOf(given.heightFt, base.heightFt ?? null),
        // Parts written before powers existed have none (issue 29); a part without any writes none.
        ...(powers.powers.length ? { powers: powers.powers } : {}),
        ...(effects ? { effects } : {}),
      },
    };
  } catch (e) {
    if (e instanceof PartProblem) return { ok: false, reason: e.reason };
    throw e;
  }
}

const read = new WeakMap<object, M4Creature>();

/**
 * The 4e part of any creature record, checked (the panels hold creatures of the registry's union): its own
 * part when it is one, else the defaults.
 */
export function m4Part(c: { readonly sys: unknown }): M4Creature {
  const s = c.sys;
  if (!isObj(s)) return DEFAULT_PART;
  const hit = read.get(s);
  if (hit) return hit;
  const r = creaturePart(s, undefined);
  const part = r.ok ? r.part : DEFAULT_PART;
  read.set(s, part);
  return part;
}

/** A new encounter's 4e part: MC-OPT-FALL off, out of combat. */
export function newSys(): M4Sys {
  return { options: { optionalFallRule: false }, set: null, granted: [], nextLink: 1 };
}
