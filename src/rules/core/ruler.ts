/**
 * The ruler and area templates of the rule-system contract (issue 17). Both are previews: pure queries on the
 * state, never commands, so nothing enters history. The kernel counts squares along the waypoints with the
 * system's metric (4e: diagonals count 1; Tenkai: |dx| + |dy|, TK-GRID-2) and the height between the ends; a
 * rule system adds what its rules say about that distance (4e: three-dimensional distance, reach, MC-TGT-2;
 * Tenkai: the bands and the range they cost, TK-ALT-3) as notes, and defines its templates.
 */
import { creatureOf } from './creatures';
import { groundAt, groundUnder, inGrid, spaceOf, squareDistance, distance, type Space } from './geometry';
import { heightAboveGround } from './height';
import type { Msg } from './message';
import type { CreatureId, Encounter, Point } from './model';
import type { GridRules } from './gridRules';

/** What the ruler measures: from the first waypoint to the last (Shift-click adds the ones between). */
export interface RulerQuery {
  /** Squares: the start, any waypoints, the end (at least two; at most 64). */
  readonly points: readonly Point[];
  /** The creature the drag started from (its space is the start), if any. */
  readonly fromId?: CreatureId | null;
  /** The creature under the end, if any. */
  readonly toId?: CreatureId | null;
}

/** What the ruler shows. */
export interface RulerReading {
  /** Squares along the legs on the map, by the system's counting. */
  readonly squares: number;
  readonly legs: readonly number[];
  /** Height of the end above the start, in squares (negative: below), feet to feet; ground for a square. */
  readonly rise: number;
  /** The distance the system counts between the ends (4e: the larger of the map and height counts, B-1). */
  readonly distance: number;
  readonly squareSize: number;
  readonly unit: 'ft' | 'm';
  /** What the system's rules say about it (reach, bands, penalties), in order. */
  readonly notes: readonly Msg[];
  /** The rules the reading applies. */
  readonly rules: readonly string[];
}

/** The most waypoints a ruler takes. */
export const MAX_RULER_POINTS = 64;

/** A creature's space, or the square's own one-square space. */
function endSpace(enc: Encounter, p: Point, id: CreatureId | null | undefined): Space {
  const c = id ? creatureOf(enc, id) : undefined;
  const base = c?.mountId ? (creatureOf(enc, c.mountId) ?? c) : c;
  return base ? spaceOf(base) : { x: p.x, y: p.y, side: 1 };
}

/** Height of the feet above the map's zero at an end: a creature's (a rider's above its mount), or the ground. */
function endHeight(enc: Encounter, grid: GridRules, p: Point, id: CreatureId | null | undefined): number {
  const c = id ? creatureOf(enc, id) : undefined;
  if (!c) return inGrid(p, enc.grid) ? groundAt(p, enc.grid) : 0;
  const base = c.mountId ? (creatureOf(enc, c.mountId) ?? c) : c;
  return groundUnder(spaceOf(base), enc.grid) + heightAboveGround(enc, c, grid);
}

/**
 * The kernel's ruler: the squares along the legs (a creature's end counts from the nearest square of its
 * space), the height between the ends. A system's `ruler` hook adds its notes and its own distance.
 */
export function baseRuler(enc: Encounter, grid: GridRules, q: RulerQuery): RulerReading {
  const pts = q.points.slice(0, MAX_RULER_POINTS);
  const legs: number[] = [];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    const first = i === 1 && q.fromId;
    const last = i === pts.length - 1 && q.toId;
    if (first || last) {
      const sa = first ? endSpace(enc, a, q.fromId) : { x: a.x, y: a.y, side: 1 };
      const sb = last ? endSpace(enc, b, q.toId) : { x: b.x, y: b.y, side: 1 };
      legs.push(distance(sa, sb, grid.metric));
    } else legs.push(squareDistance(a, b, grid.metric));
  }
  const squares = legs.reduce((s, n) => s + n, 0);
  const start = pts[0] ?? { x: 0, y: 0 };
  const end = pts[pts.length - 1] ?? start;
  const rise = endHeight(enc, grid, end, q.toId) - endHeight(enc, grid, start, q.fromId);
  return { squares, legs, rise, distance: squares, squareSize: grid.squareSize, unit: grid.unit, notes: [], rules: [] };
}

/** An area template as the board and the attack helper use it (a rule system's kinds and sizes). */
export interface TemplateQuery {
  /** One of the system's template kinds (4e: closeBurst, closeBlast, areaBurst; Tenkai: area). */
  readonly kind: string;
  /** N squares. */
  readonly size: number;
  /** Who uses it (a close template's origin; the attacker whose targets it gives). */
  readonly userId: CreatureId | null;
  /** The square it is placed at: a blast's top-left, a burst's centre. */
  readonly at: Point | null;
  /** The rider's origin square in its mount's space (4e MC-SPACE-2). */
  readonly origin?: Point;
  /** An area burst's range ("within R"). */
  readonly range?: number;
}

/** What a template covers, or why it cannot be placed there. */
export type TemplateReading =
  | {
      readonly ok: true;
      readonly squares: readonly Point[];
      /** Every creature it includes (rider, mount and passengers each on their own). */
      readonly included: readonly CreatureId[];
      /** Those its power affects (the attack helper's targets). */
      readonly targets: readonly CreatureId[];
      readonly rules: readonly string[];
      /** Creatures under its squares but out of its heights, by squares (+ above, − below): said, not silently left out. */
      readonly outOfHeight?: readonly { readonly id: CreatureId; readonly by: number }[];
    }
  | { readonly ok: false; readonly reason: Msg; readonly rule: string };

/** The templates a rule system offers. */
export interface TemplateRules<E extends Encounter = Encounter> {
  /** Kinds with their largest size, in menu order. */
  readonly kinds: readonly {
    readonly kind: string;
    readonly maxSize: number;
    readonly needsUser: boolean;
    readonly needsSquare: boolean;
  }[];
  of(enc: E, q: TemplateQuery): TemplateReading;
}
