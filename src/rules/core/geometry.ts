/**
 * Grid geometry, pure. Two counting rules:
 * - `chebyshev` (4e: diagonals count 1; distance to a creature = squares to the nearest square of its space);
 * - `manhattan` (Tenkai TK-GRID-2: no diagonals, |dx| + |dy|).
 */
import type { Creature, Grid, Point, Size } from './model';
import { spaceSide } from './model';

/** How distance is counted on the grid. */
export type Metric = 'chebyshev' | 'manhattan';

/** An axis-aligned block of squares: top-left corner and side length. */
export interface Space {
  x: number;
  y: number;
  side: number;
}

/** The space a creature of `size` occupies with its top-left square at `pos`. */
export function spaceAt(pos: Point, size: Size): Space {
  return { x: pos.x, y: pos.y, side: spaceSide(size) };
}

/** The space a creature occupies. */
export function spaceOf(c: Pick<Creature, 'pos' | 'size'>): Space {
  return spaceAt(c.pos, c.size);
}

/** Every square of a space. */
export function squaresOf(s: Space): Point[] {
  const out: Point[] = [];
  for (let dy = 0; dy < s.side; dy++) for (let dx = 0; dx < s.side; dx++) out.push({ x: s.x + dx, y: s.y + dy });
  return out;
}

/** Gap between two 1-D intervals [a0, a0+la) and [b0, b0+lb), 0 when they overlap or touch. */
function gap(a0: number, la: number, b0: number, lb: number): number {
  if (a0 + la <= b0) return b0 - (a0 + la) + 1;
  if (b0 + lb <= a0) return a0 - (b0 + lb) + 1;
  return 0;
}

/**
 * Distance in squares between two spaces: the number of squares from a square of one to the nearest square
 * of the other (0 when they overlap, 1 when adjacent).
 */
export function distance(a: Space, b: Space, metric: Metric): number {
  const dx = gap(a.x, a.side, b.x, b.side);
  const dy = gap(a.y, a.side, b.y, b.side);
  return metric === 'chebyshev' ? Math.max(dx, dy) : dx + dy;
}

/** Distance between two squares. */
export function squareDistance(a: Point, b: Point, metric: Metric): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return metric === 'chebyshev' ? Math.max(dx, dy) : dx + dy;
}

/** Do two spaces share at least one square? */
export function overlaps(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/** Are two spaces adjacent (touching, including diagonally for chebyshev; edge-sharing for manhattan)? */
export function adjacent(a: Space, b: Space, metric: Metric): boolean {
  return !overlaps(a, b) && distance(a, b, metric) === 1;
}

/** Squares adjacent to a space (outside it), clipped to the grid. Order: clockwise from top-left. */
export function squaresAdjacentTo(s: Space, grid: Pick<Grid, 'width' | 'height'>, metric: Metric): Point[] {
  const out: Point[] = [];
  for (let y = s.y - 1; y <= s.y + s.side; y++) {
    for (let x = s.x - 1; x <= s.x + s.side; x++) {
      const inside = x >= s.x && x < s.x + s.side && y >= s.y && y < s.y + s.side;
      if (inside || !inGrid({ x, y }, grid)) continue;
      if (metric === 'manhattan') {
        const cornerX = x < s.x || x >= s.x + s.side;
        const cornerY = y < s.y || y >= s.y + s.side;
        if (cornerX && cornerY) continue;
      }
      out.push({ x, y });
    }
  }
  return out;
}

/** Is the square on the grid? */
export function inGrid(p: Point, grid: Pick<Grid, 'width' | 'height'>): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < grid.width && p.y < grid.height;
}

/** Row-major index of a square. */
export function cellIndex(p: Point, grid: Pick<Grid, 'width'>): number {
  return p.y * grid.width + p.x;
}

/** Ground elevation (in squares) under a square; 0 outside the grid. */
export function groundAt(p: Point, grid: Grid): number {
  return inGrid(p, grid) ? (grid.elevation[cellIndex(p, grid)] ?? 0) : 0;
}

/** Highest ground under a space (a creature stands on the highest square it covers). */
export function groundUnder(s: Space, grid: Grid): number {
  let h = -Infinity;
  for (const p of squaresOf(s)) h = Math.max(h, groundAt(p, grid));
  return h === -Infinity ? 0 : h;
}

/** Neighbouring squares one step away under a metric. */
export function neighbours(p: Point, metric: Metric): Point[] {
  const out: Point[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      if (metric === 'manhattan' && dx !== 0 && dy !== 0) continue;
      out.push({ x: p.x + dx, y: p.y + dy });
    }
  }
  return out;
}

/** Same square? */
export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}
