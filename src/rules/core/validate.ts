/**
 * Validation of creature data, shared by the add/edit commands and by file import: bad input gets a clear
 * message and changes nothing.
 */
import { CONDITIONS, SIZES, type Creature } from './model';
import { tx, type Text } from './text';

const SIDES = ['party', 'enemy', 'neutral'];
const KINDS = ['adventurer', 'monster'];
/** Largest magnitude accepted for any number field (keeps files and arithmetic sane). */
export const MAX_NUMBER = 100000;
/** Longest name / notes accepted. */
export const MAX_NAME = 80;
export const MAX_NOTES = 4000;

function isInt(v: unknown, min = -MAX_NUMBER, max = MAX_NUMBER): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** Returns the first problem with a creature's fields, or null if it is valid. */
export function creatureProblem(c: Creature): Text | null {
  const bad = (field: string, en: string, ja: string): Text => tx(`${field}: ${en}`, `${field}：${ja}`);
  if (typeof c.name !== 'string' || c.name.trim() === '') return tx('A creature needs a name.', '名前が必要です。');
  if (c.name.length > MAX_NAME) return bad('name', `at most ${MAX_NAME} characters.`, `${MAX_NAME}文字以内にしてください。`);
  if (!SIDES.includes(c.side)) return bad('side', 'must be party, enemy or neutral.', '味方・敵・中立のいずれかです。');
  if (!KINDS.includes(c.kind)) return bad('kind', 'must be adventurer or monster.', '冒険者かモンスターです。');
  if (!SIZES.includes(c.size)) return bad('size', 'unknown size.', '不明なサイズです。');
  if (!c.pos || !isInt(c.pos.x, 0) || !isInt(c.pos.y, 0)) return bad('position', 'must be a square on the map.', '地図上のマスを指定してください。');
  if (!isInt(c.elevation, -1000, 1000)) return bad('elevation', 'a whole number of squares (−1000…1000).', '−1000〜1000の整数マスです。');
  if (typeof c.flying !== 'boolean') return bad('flying', 'yes or no.', 'はい/いいえです。');
  for (const [k, v, min, max] of [
    ['speed', c.speed, 0, 100],
    ['fly speed', c.flySpeed, 0, 100],
    ['reach', c.reach, 0, 20],
    ['HP max', c.hpMax, 1, MAX_NUMBER],
    ['HP', c.hp, -MAX_NUMBER, MAX_NUMBER],
    ['temporary HP', c.tempHp, 0, MAX_NUMBER],
    ['initiative bonus', c.initBonus, -100, 100],
  ] as const) {
    if (!isInt(v, min, max)) return bad(k, `a whole number from ${min} to ${max}.`, `${min}〜${max}の整数です。`);
  }
  if (c.hp > c.hpMax) return bad('HP', 'cannot exceed HP max.', '最大HPを超えられません。');
  if (c.initiative !== null && !isInt(c.initiative, -100, 200)) return bad('initiative', 'a whole number or empty.', '整数か空欄です。');
  if (!c.defences) return bad('defences', 'missing.', 'ありません。');
  for (const k of ['ac', 'fort', 'ref', 'will'] as const) {
    if (!isInt(c.defences[k], 0, 100)) return bad(k.toUpperCase(), 'a whole number from 0 to 100.', '0〜100の整数です。');
  }
  if (!Array.isArray(c.conditions) || c.conditions.some((x) => !(CONDITIONS as readonly string[]).includes(x))) {
    return bad('conditions', 'unknown condition.', '不明な状態です。');
  }
  if (typeof c.notes !== 'string' || c.notes.length > MAX_NOTES) return bad('notes', `text up to ${MAX_NOTES} characters.`, `${MAX_NOTES}文字以内の文字列です。`);
  if (typeof c.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(c.color)) return bad('colour', 'a colour like #3366cc.', '#3366ccのような色です。');
  if (typeof c.glyph !== 'string' || c.glyph.length > 3) return bad('label', 'up to 3 characters.', '3文字以内です。');
  const r = c.riding;
  if (!r) return bad('riding', 'missing.', 'ありません。');
  for (const k of ['willingMount', 'militarySaddle', 'mountedCombatFeat', 'combatTrained', 'acrobaticsTrained'] as const) {
    if (typeof r[k] !== 'boolean') return bad(k, 'yes or no.', 'はい/いいえです。');
  }
  for (const [k, v, min, max] of [
    ['Acrobatics bonus', r.acrobaticsBonus, -50, 100],
    ['Athletics bonus', r.athleticsBonus, -50, 100],
    ['weight', r.weightLb, 0, MAX_NUMBER],
    ['carrying capacity', r.carryCapacityLb, 0, MAX_NUMBER],
  ] as const) {
    if (!isInt(v, min, max)) return bad(k, `a whole number from ${min} to ${max}.`, `${min}〜${max}の整数です。`);
  }
  if (r.passengerCapacity !== undefined && !isInt(r.passengerCapacity, 0, 64)) {
    return bad('passenger capacity', 'a whole number from 0 to 64.', '0〜64の整数です。');
  }
  if (c.mountId !== null && typeof c.mountId !== 'string') return bad('mount', 'an id or none.', 'IDかなしです。');
  if (typeof c.isRider !== 'boolean') return bad('rider', 'yes or no.', 'はい/いいえです。');
  return null;
}
