/**
 * Cover and line of effect by the corner-to-corner rule (B-10; issue 32). The attacker picks a corner of a square
 * it occupies (a rider: of its origin space, MC-SPACE-2) and traces lines to the four corners of one square of
 * the target; it picks the corner and square that give the least cover. A line is blocked by a wall that blocks
 * effect (walls, closed doors, windows — `core/walls.ts`) or, for a ranged attack, by the square of a creature
 * that is not the attacker's ally (B-10: allies never give cover to the attacker's enemies). 1–2 lines blocked:
 * cover (−2); 3–4 blocked by walls with line of effect: superior cover (−5); creatures give cover, never superior. Melee: walls only, cover at most (B-10).
 * Close and area attacks: walls only, from the origin square. Line of effect: at least one line not blocked by
 * a wall (creatures never block effect).
 *
 * RULING MC-R25: a creature in the way gives cover only to a target at its height — its block and the target's
 * own (a rider at its seat, MC-TGT-2) overlap in height; walls block at every height.
 * RULING MC-R26: lines along a wall's edge or through a free end are not blocked, but a line's ends are pulled a
 * hair into their squares, so no corner on a wall lets a line through it.
 */
import {
  creatureOf,
  EFFECT,
  insetToward,
  ref,
  sceneWalls,
  throughBox,
  wallIndex,
  type CreatureId,
  type Point,
  type Ref,
  type Space,
  type WallIndex,
} from '../core';
import type { M4CreatureRecord, M4Encounter } from './model';
import { bodyOf, originSpace, type Body } from './reach';
import { coverBlockers, hullOf, scanBlockers, type Blocker } from './coverBlockers';

export { coverBlockers };

/** How much cover a target has. */
export type CoverLevel = 'none' | 'partial' | 'superior';

/** One traced line, in squares, and what blocked it. */
export interface TracedLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly blocked: 'wall' | 'creature' | null;
}

/** The cover of one attack (B-10). */
export interface CoverReading {
  /** At least one line from some corner is not blocked by a wall. */
  readonly lineOfEffect: boolean;
  readonly cover: CoverLevel;
  /** Lines blocked of the four from the chosen corner (4 when there is no line of effect). */
  readonly blocked: number;
  /** The attacker's corner and the target's square chosen (the least cover), null without line of effect. */
  readonly corner: Point | null;
  readonly square: Point | null;
  /** The four lines from the chosen corner (empty without line of effect). */
  readonly lines: readonly TracedLine[];
  /** The creatures whose squares blocked a line of the chosen four. */
  readonly by: readonly Ref[];
  /** Whether a wall blocked a line of the chosen four. */
  readonly walls: boolean;
  /** The rules applied: B-10, and MC-R25 / MC-R26 where they decided something. */
  readonly rules: readonly string[];
}

/** The kind of attack traced. */
export type CoverKind = 'melee' | 'ranged' | 'close' | 'area';

const CLEAR: CoverReading = Object.freeze({
  lineOfEffect: true,
  cover: 'none',
  blocked: 0,
  corner: null,
  square: null,
  lines: [],
  by: [],
  walls: false,
  rules: [],
}) as CoverReading;

/** Lines blocked from corner (ax, ay) to the corners of the square (sx, sy): walls | creatures << 4. */
function traceFour(
  ix: WallIndex | null,
  ax: number,
  ay: number,
  acx: number,
  acy: number,
  sx: number,
  sy: number,
  bl: readonly Blocker[],
): number {
  let walls = 0;
  let creatures = 0;
  for (let j = 0; j < 4; j++) {
    const bx = sx + (j & 1);
    const by = sy + (j >> 1);
    if (
      ix &&
      ix.blocked(
        insetToward(ax, acx),
        insetToward(ay, acy),
        insetToward(bx, sx + 0.5),
        insetToward(by, sy + 0.5),
        EFFECT,
      )
    ) {
      walls |= 1 << j;
      continue;
    }
    for (const b of bl)
      if (throughBox(ax, ay, bx, by, b.box.x, b.box.y, b.box.x + b.box.side, b.box.y + b.box.side)) {
        creatures |= 1 << j;
        break;
      }
  }
  return walls | (creatures << 4);
}

const bits = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/**
 * The cover of a target against lines from the corners of `from` (the attacker's origin space, or an area's
 * origin square) — pure, the attack helper and the attack command use it.
 */
export function coverBetween(
  enc: M4Encounter,
  from: Space,
  target: Space,
  kind: CoverKind,
  blockers: readonly Blocker[],
): CoverReading {
  const walls = sceneWalls(enc);
  if (walls.length === 0 && (kind !== 'ranged' || blockers.length === 0)) return CLEAR;
  return traced(enc, walls, from, target, kind, blockers);
}

/** The corner-to-corner search of {@link coverBetween} (B-10), past its shortcut. */
function traced(
  enc: M4Encounter,
  walls: ReturnType<typeof sceneWalls>,
  from: Space,
  target: Space,
  kind: CoverKind,
  blockers: readonly Blocker[],
): CoverReading {
  // Nothing can block (no walls, nobody in the way: issue 33): the first corner and square, four clear lines (B-10).
  if (walls.length === 0 && (kind !== 'ranged' || blockers.length === 0)) return clearLines(from, target);
  // No walls: only creatures to test (issue 33).
  const ix = walls.length ? wallIndex(walls) : null;
  const acx = from.x + from.side / 2;
  const acy = from.y + from.side / 2;
  let best = -1;
  let bestScore = 99;
  let bestCorner = 0;
  let bestSquare = 0;
  const n = from.side + 1;
  search: for (let k = 0; k < target.side * target.side; k++) {
    const sx = target.x + (k % target.side);
    const sy = target.y + Math.floor(k / target.side);
    for (let c = 0; c < n * n; c++) {
      const ax = from.x + (c % n);
      const ay = from.y + Math.floor(c / n);
      const m = traceFour(ix, ax, ay, acx, acy, sx, sy, kind === 'ranged' ? blockers : []);
      if ((m & 15) === 15) continue; // no line of effect from this corner to this square
      // The least cover first (B-10: creatures give cover, never superior cover), then the fewest lines blocked.
      const all = bits((m | (m >> 4)) & 15);
      const score = (bits(m & 15) >= 3 ? 20 : all > 0 ? 10 : 0) + all;
      if (score < bestScore) {
        bestScore = score;
        best = m;
        bestCorner = c;
        bestSquare = k;
        if (score === 0) break search;
      }
    }
  }
  if (best < 0)
    return {
      lineOfEffect: false,
      cover: 'none',
      blocked: 4,
      corner: null,
      square: null,
      lines: [],
      by: [],
      walls: true,
      rules: ['B-10', 'MC-R26'],
    };
  const ax = from.x + (bestCorner % n);
  const ay = from.y + Math.floor(bestCorner / n);
  const sx = target.x + (bestSquare % target.side);
  const sy = target.y + Math.floor(bestSquare / target.side);
  const lines: TracedLine[] = [];
  const by = new Set<CreatureId>();
  for (let j = 0; j < 4; j++) {
    const bx = sx + (j & 1);
    const byy = sy + (j >> 1);
    const blocked = best & (1 << j) ? 'wall' : best & (16 << j) ? 'creature' : null;
    lines.push({ x1: ax, y1: ay, x2: bx, y2: byy, blocked });
    if (blocked === 'creature')
      for (const b of blockers)
        if (throughBox(ax, ay, bx, byy, b.box.x, b.box.y, b.box.x + b.box.side, b.box.y + b.box.side)) by.add(b.id);
  }
  const blocked = bits((best | (best >> 4)) & 15);
  let cover: CoverLevel = bestScore >= 20 ? 'superior' : bestScore >= 10 ? 'partial' : 'none';
  // B-10: in melee only special terrain gives superior cover.
  if (kind === 'melee' && cover === 'superior') cover = 'partial';
  const refs = [...by].map((id) => creatureOf(enc, id)).flatMap((c) => (c ? [ref(c)] : []));
  const rules = ['B-10'];
  if (best & 15) rules.push('MC-R26');
  if (refs.length) rules.push('MC-R25');
  return {
    lineOfEffect: true,
    cover,
    blocked,
    corner: { x: ax, y: ay },
    square: { x: sx, y: sy },
    lines,
    by: refs,
    walls: (best & 15) !== 0,
    rules,
  };
}

/**
 * What {@link traced} finds when no line can be blocked: the first corner of `from` and the first square of the
 * target (the search's first pair scores 0), its four lines clear, B-10 the only rule.
 */
function clearLines(from: Space, target: Space): CoverReading {
  const lines: TracedLine[] = [];
  for (let j = 0; j < 4; j++)
    lines.push({ x1: from.x, y1: from.y, x2: target.x + (j & 1), y2: target.y + (j >> 1), blocked: null });
  return {
    lineOfEffect: true,
    cover: 'none',
    blocked: 0,
    corner: { x: from.x, y: from.y },
    square: { x: target.x, y: target.y },
    lines,
    by: [],
    walls: false,
    rules: ['B-10'],
  };
}

/** A proposed attack for {@link coverOf}. */
export interface CoverQuery {
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly kind: CoverKind;
  /** MC-SPACE-2: the rider's origin square (default: the one nearest the target). */
  readonly origin?: Point | undefined;
  /** An area burst: its centre square, the origin of its lines (B-10). */
  readonly areaAt?: Point | undefined;
}

/** The cover of one target of an attack (B-10, MC-SPACE-2, MC-R25, MC-R26). */
export function coverOf(enc: M4Encounter, q: CoverQuery): CoverReading {
  const a = creatureOf(enc, q.attackerId);
  const t = creatureOf(enc, q.targetId);
  if (!a || !t) return CLEAR;
  // B-10: without walls only creatures block, and only a ranged attack's lines (issue 33: nothing to measure).
  if (q.kind !== 'ranged' && sceneWalls(enc).length === 0) return CLEAR;
  const target = bodyOf(enc, t.id).space;
  const from: Space =
    q.kind === 'area' && q.areaAt ? { x: q.areaAt.x, y: q.areaAt.y, side: 1 } : originSpace(enc, a, target, q.origin);
  return coverFrom(enc, a.id, t.id, q.kind, from, target);
}

/**
 * The cover of a target against lines from `from` (B-10): what {@link coverOf} measures once it knows where from —
 * the attack command passes the origin its reach check chose (MC-SPACE-2). `target`: the target's block's space
 * (null: read here, when needed).
 */
export function coverFrom(
  enc: M4Encounter,
  attackerId: CreatureId,
  targetId: CreatureId,
  kind: CoverKind,
  from: Space,
  space: Space | null,
): CoverReading {
  const walls = sceneWalls(enc);
  if (kind !== 'ranged' && walls.length === 0) return CLEAR;
  if (kind !== 'ranged') return traced(enc, walls, from, space ?? bodyOf(enc, targetId).space, kind, []);
  return rangedCover(enc, walls, attackerId, targetId, from, bodyOf(enc, targetId));
}

/**
 * {@link coverFrom} of a target record already read and its block `tb` (the attack's distance check has both:
 * issue 33, one look-up of each creature and one measure of its block for the reach and the cover, B-10).
 */
export function coverOfBlock(
  enc: M4Encounter,
  attackerId: CreatureId,
  t: M4CreatureRecord,
  kind: CoverKind,
  from: Space,
  tb: Body,
): CoverReading {
  const walls = sceneWalls(enc);
  if (kind !== 'ranged' && walls.length === 0) return CLEAR;
  if (kind !== 'ranged') return traced(enc, walls, from, tb.space, kind, []);
  return rangedCover(enc, walls, attackerId, t.id, from, tb, t);
}

/** The cover of a ranged attack's target (B-10, MC-R25): creatures in the way and walls. */
function rangedCover(
  enc: M4Encounter,
  walls: ReturnType<typeof sceneWalls>,
  attackerId: CreatureId,
  targetId: CreatureId,
  from: Space,
  tb: Body,
  t?: M4CreatureRecord,
): CoverReading {
  const target = tb.space;
  // Issue 33: only creatures overlapping the hull of the lines (from `from` to the target) can block one (B-10);
  // without walls, lines are traced as before whenever a creature in the larger box between the two spaces could
  // give cover, so that case is still asked (and only then).
  const within = hullOf(from, target);
  const blockers: Blocker[] = [];
  const outside = scanBlockers(enc, attackerId, targetId, within, blockers, walls.length === 0, tb, t);
  if (walls.length === 0 && blockers.length === 0 && !outside) return CLEAR;
  return traced(enc, walls, from, target, 'ranged', blockers);
}
