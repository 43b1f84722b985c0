/**
 * Validation of the kernel's creature fields, shared by the add/edit commands and by the file loader: bad input
 * gets a clear message naming the field and changes nothing. A rule system checks its own part (`sys`).
 */
import { msg, type CoreMsg, type FieldExpectation } from './events';
import { KINDS, SIDES, SIZES, type Creature } from './model';

/** Largest magnitude accepted for any number field (keeps files and arithmetic sane). */
export const MAX_NUMBER = 100000;
/** Longest name / notes accepted. */
export const MAX_NAME = 80;
export const MAX_NOTES = 4000;

function isInt(v: unknown, min = -MAX_NUMBER, max = MAX_NUMBER): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

const bad = (field: string, expect: FieldExpectation): CoreMsg => msg('badCreatureField', { field, expect });
const range = (field: string, min: number, max: number): CoreMsg => bad(field, { kind: 'int', min, max });

/** Bidirectional controls and zero-width characters that could disguise a name (checked by the loader too). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u001f\u007f]/;

/** An asset id (a map picture, a token picture): what the asset store and the file's `assets` use as keys. */
export const ASSET_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The longest encounter name (Rename, New encounter and the loader agree: issue 31). */
export const MAX_ENCOUNTER_NAME = 80;

/** Is this text usable as a name (non-empty, not only invisible characters, no bidi overrides)? */
export function nameProblem(name: unknown, field = 'name'): CoreMsg | null {
  if (typeof name !== 'string' || name.trim() === '') return msg('needsName', {});
  if (name.length > MAX_NAME) return bad(field, { kind: 'text', max: MAX_NAME });
  if (INVISIBLE.test(name)) return bad(field, { kind: 'text', max: MAX_NAME });
  return null;
}

/** The first problem with a creature's kernel fields, or null if they are valid (`conditions`: the system's list). */
export function creatureProblem(c: Creature, conditions: readonly string[]): CoreMsg | null {
  const n = nameProblem(c.name);
  if (n) return n;
  if (!SIDES.includes(c.side)) return bad('side', { kind: 'oneOf', values: SIDES });
  if (!KINDS.includes(c.kind)) return bad('kind', { kind: 'oneOf', values: KINDS });
  if (!SIZES.includes(c.size)) return bad('size', { kind: 'oneOf', values: SIZES });
  if (!c.pos || typeof c.pos !== 'object' || !isInt(c.pos.x, 0) || !isInt(c.pos.y, 0))
    return bad('pos', { kind: 'square' });
  if (!isInt(c.elevation, -1000, 1000)) return range('elevation', -1000, 1000);
  if (typeof c.flying !== 'boolean') return bad('flying', { kind: 'bool' });
  for (const [k, v, min, max] of [
    ['speed', c.speed, 0, 100],
    ['flySpeed', c.flySpeed, 0, 100],
    ['reach', c.reach, 0, 20],
    ['hpMax', c.hpMax, 1, MAX_NUMBER],
    ['hp', c.hp, -MAX_NUMBER, MAX_NUMBER],
    ['tempHp', c.tempHp, 0, MAX_NUMBER],
    ['initBonus', c.initBonus, -100, 100],
  ] as const) {
    if (!isInt(v, min, max)) return range(k, min, max);
  }
  if (c.hp > c.hpMax) return bad('hp', { kind: 'notAbove', other: 'hpMax' });
  if (c.initiative !== null && !isInt(c.initiative, -100, 200)) return range('initiative', -100, 200);
  if (
    !Array.isArray(c.conditions) ||
    c.conditions.some((x) => !conditions.includes(x)) ||
    new Set(c.conditions).size !== c.conditions.length
  ) {
    return bad('conditions', { kind: 'oneOf', values: conditions });
  }
  if (typeof c.notes !== 'string' || c.notes.length > MAX_NOTES) return bad('notes', { kind: 'text', max: MAX_NOTES });
  if (typeof c.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(c.color)) return bad('color', { kind: 'colour' });
  if (typeof c.glyph !== 'string' || c.glyph.length > 3 || INVISIBLE.test(c.glyph))
    return bad('glyph', { kind: 'text', max: 3 });
  if (c.mountId !== null && typeof c.mountId !== 'string') return bad('mountId', { kind: 'id' });
  if (typeof c.isRider !== 'boolean') return bad('isRider', { kind: 'bool' });
  if (c.image !== undefined && (typeof c.image !== 'string' || !ASSET_ID.test(c.image)))
    return bad('image', { kind: 'id' });
  if (c.token !== undefined && c.token !== 'round' && c.token !== 'square')
    return bad('token', { kind: 'oneOf', values: ['round', 'square'] });
  return null;
}
