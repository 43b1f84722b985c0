/**
 * Close and area attacks with a size and an origin (B-17, MC-SPACE-2, MC-TGT-1, RULING MC-R14): close burst N
 * around the origin square the rider picks in its mount's space, close blast N adjacent to it, area burst N
 * centred on a square within range. The query gives the squares of the template and the creatures it
 * includes — rider, mount and passengers each on their own (they share the mount's block, MC-SPACE-1) — so
 * the attack command refuses targets outside it and the board draws the same template (issue 17).
 */
import {
  clearBetween,
  creatureOf,
  EFFECT,
  sceneWalls,
  wallIndex,
  creaturesNear,
  distance,
  groundAt,
  overlaps,
  type CreatureId,
  type Point,
  type Space,
} from '../core';
import type { M4CreatureRecord, M4Encounter } from './model';
import type { M4Msg } from './msgs';
import { blockOf, measure, originSpace, type Body } from './reach';
import { alliedRecords, originSquares } from './relations';

/** Whom an area power affects. */
export type AreaAffects = 'creatures' | 'enemies' | 'allies';

/** The template of a close or area power (B-17). */
export interface AreaTemplate {
  /** Close: burst or blast; area: burst. */
  readonly shape: 'burst' | 'blast';
  /** N: the burst's radius, the blast's side, in squares (1 … 20). */
  readonly size: number;
  /** A blast: the top-left square of its N × N squares; an area burst: its centre square. */
  readonly at?: Point;
  /** An area burst: "within R" squares of the origin (unchecked if absent). */
  readonly range?: number;
  /** An area burst in the air: its centre square's height above the ground there (default 0). */
  readonly height?: number;
  /** Whom it affects: every creature in it (default), enemies only, or allies only (MC-SPACE-2, MC-ELIG-2). */
  readonly affects?: AreaAffects;
}

/** A proposed close or area power. */
export interface AreaQuery {
  readonly attackerId: CreatureId;
  readonly kind: 'close' | 'area';
  readonly template: AreaTemplate;
  /** MC-SPACE-2: the rider's origin square (top-left of its own size) in the mount's space. */
  readonly origin?: Point;
}

/** What a template covers. */
export interface AreaOf {
  readonly ok: true;
  /** The template's squares on the map, in reading order. */
  readonly squares: readonly Point[];
  /** The template as a block: its space and its heights [bottom, top). */
  readonly space: Space;
  readonly bottom: number;
  readonly top: number;
  /** The origin space used (MC-SPACE-2). */
  readonly origin: Space;
  /** Every creature the template includes (rider, mount and passengers each), in creature order. */
  readonly included: readonly CreatureId[];
  /** Those it affects: without the user of a close power, filtered by `affects`. */
  readonly targets: readonly CreatureId[];
  /**
   * Creatures under its squares on the map but above or below its heights (B-1, RULING MC-R13): a template in the
   * air misses the knight on the ground under it, and says so (issue 29). `by`: squares out (+ above, − below).
   */
  readonly outOfHeight: readonly { readonly id: CreatureId; readonly by: number }[];
}

/** Why a template cannot be used. */
export interface AreaProblem {
  readonly ok: false;
  readonly reason: M4Msg;
  readonly rule: string;
}

const isInt = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const isPoint = (v: unknown): v is Point =>
  typeof v === 'object' && v !== null && isInt((v as Point).x, -1000, 100000) && isInt((v as Point).y, -1000, 100000);

/** The first problem with a template's fields, or null. */
export function templateProblem(t: unknown, kind: 'close' | 'area'): M4Msg | null {
  if (typeof t !== 'object' || t === null || Array.isArray(t)) return { m: 'badTemplate' };
  const o = t as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!['shape', 'size', 'at', 'range', 'height', 'affects'].includes(k)) return { m: 'badTemplate' };
  if (o.shape !== 'burst' && o.shape !== 'blast') return { m: 'badTemplate' };
  if (kind === 'area' && o.shape !== 'burst') return { m: 'badTemplate' };
  if (!isInt(o.size, 1, 20)) return { m: 'badTemplate' };
  if (o.at !== undefined && !isPoint(o.at)) return { m: 'badTemplate' };
  if (o.range !== undefined && !isInt(o.range, 0, 1000)) return { m: 'badTemplate' };
  if (o.height !== undefined && !isInt(o.height, 0, 1000)) return { m: 'badTemplate' };
  if (o.affects !== undefined && !['creatures', 'enemies', 'allies'].includes(o.affects as string))
    return { m: 'badTemplate' };
  if ((o.shape === 'blast' || kind === 'area') && o.at === undefined)
    return { m: 'templateNeedsSquare', shape: o.shape };
  return null;
}

/** Does the template affect `c` (B-17: "each creature", "each enemy", "each ally"; MC-ELIG-2 decides allies)? */
function affects(enc: M4Encounter, user: M4CreatureRecord, c: M4CreatureRecord, who: AreaAffects): boolean {
  if (who === 'creatures') return true;
  // The records already read (issue 33): `isAlly` of the two ids, without looking them up again.
  const ally = c.id === user.id || alliedRecords(enc, user, c);
  return who === 'allies' ? ally && c.id !== user.id : !ally;
}

/**
 * The template of a close or area power: its squares and heights and the creatures it includes (pure; the
 * attack command and the board's templates use it). A close burst does not include its user; an area burst
 * does if it stands in it; a rider's close burst includes its own mount (MC-SPACE-2).
 */
export function areaOf(enc: M4Encounter, q: AreaQuery): AreaOf | AreaProblem {
  const a = creatureOf(enc, q.attackerId);
  const problem = templateProblem(q.template, q.kind);
  if (problem) return { ok: false, reason: problem, rule: 'B-17' };
  if (!a) return { ok: false, reason: { m: 'noSuchCreature' }, rule: 'B-17' };
  const t = q.template;
  if (q.origin && !originSquares(enc, a.id).some((p) => p.x === q.origin?.x && p.y === q.origin?.y))
    return { ok: false, reason: { m: 'originNotInSpace', mounted: !!a.mountId }, rule: 'MC-SPACE-2' };
  const toward: Space | null = t.at ? { x: t.at.x, y: t.at.y, side: 1 } : null;
  const origin = originSpace(enc, a, toward, q.origin);
  const ob: Body = blockOf(enc, a, origin);
  const n = t.size;
  let space: Space;
  let bottom: number;
  let top: number;
  if (q.kind === 'close' && t.shape === 'burst') {
    space = { x: origin.x - n, y: origin.y - n, side: origin.side + 2 * n };
    bottom = ob.bottom - n;
    top = ob.bottom + ob.height + n;
  } else if (t.shape === 'blast') {
    const at = t.at as Point;
    space = { x: at.x, y: at.y, side: n };
    // B-17: the blast is next to the origin square, never in it (MC-SPACE-2: next to the rider's square).
    if (overlaps(space, origin) || distance(space, origin, 'chebyshev') !== 1)
      return {
        ok: false,
        reason: { m: 'blastNotAdjacent', at: { x: at.x, y: at.y }, size: n },
        rule: a.mountId ? 'MC-SPACE-2' : 'B-17',
      };
    bottom = ob.bottom;
    top = ob.bottom + Math.max(n, ob.height);
  } else {
    const at = t.at as Point;
    const centre: Body = {
      space: { x: at.x, y: at.y, side: 1 },
      bottom: groundAt(at, enc.grid) + (t.height ?? 0),
      height: 1,
    };
    const d = measure(ob, centre).distance;
    if (t.range !== undefined && d > t.range)
      return {
        ok: false,
        reason: { m: 'burstOutOfRange', at: { x: at.x, y: at.y }, distance: d, range: t.range },
        rule: 'B-17',
      };
    space = { x: at.x - n, y: at.y - n, side: 2 * n + 1 };
    bottom = centre.bottom - n;
    top = centre.bottom + 1 + n;
  }
  // B-10 (issue 32): the template covers only squares in line of effect of its origin square (an area burst's
  // centre, which itself needs line of effect from the attacker); walls block, creatures do not.
  const walls = sceneWalls(enc);
  const ix = walls.length ? wallIndex(walls) : null;
  const from: Space = q.kind === 'area' && t.at ? { x: t.at.x, y: t.at.y, side: 1 } : origin;
  if (ix && q.kind === 'area' && t.at && !clearBetween(ix, origin, from, EFFECT))
    return { ok: false, reason: { m: 'burstNoLineOfEffect', at: { x: t.at.x, y: t.at.y } }, rule: 'B-10' };
  const inEffect = new Uint8Array(space.side * space.side);
  const squares: Point[] = [];
  for (let y = Math.max(0, space.y); y < Math.min(enc.grid.height, space.y + space.side); y++)
    for (let x = Math.max(0, space.x); x < Math.min(enc.grid.width, space.x + space.side); x++) {
      if (ix && !clearBetween(ix, from, { x, y, side: 1 }, EFFECT)) continue;
      inEffect[(y - space.y) * space.side + (x - space.x)] = 1;
      squares.push({ x, y });
    }
  /** Does a creature's space have a square of the template in line of effect? */
  const reached = (s: Space): boolean => {
    for (let y = Math.max(s.y, space.y); y < Math.min(s.y + s.side, space.y + space.side); y++)
      for (let x = Math.max(s.x, space.x); x < Math.min(s.x + s.side, space.x + space.side); x++)
        if (inEffect[(y - space.y) * space.side + (x - space.x)]) return true;
    return false;
  };
  const included: CreatureId[] = [];
  const targets: CreatureId[] = [];
  const outOfHeight: { id: CreatureId; by: number }[] = [];
  const who = t.affects ?? 'creatures';
  for (const id of creaturesNear(enc, [space], 0)) {
    const c = creatureOf(enc, id);
    if (!c) continue;
    const b = blockOf(enc, c); // `bodyOf` of the record already read (issue 33)
    if (!overlaps(b.space, space) || (ix && !(q.kind === 'close' && id === a.id) && !reached(b.space))) continue;
    if (b.bottom >= top || b.bottom + b.height <= bottom) {
      if (!(q.kind === 'close' && id === a.id))
        outOfHeight.push({ id, by: b.bottom >= top ? b.bottom - top + 1 : -(bottom - (b.bottom + b.height) + 1) });
      continue;
    }
    included.push(id);
    if (q.kind === 'close' && id === a.id) continue;
    if (affects(enc, a, c, who)) targets.push(id);
  }
  return { ok: true, squares, space, bottom, top, origin, included, targets, outOfHeight };
}
