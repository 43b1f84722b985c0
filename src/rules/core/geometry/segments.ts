/**
 * Segment geometry for walls (issue 32), pure and allocation-free. Coordinates are in squares (the grid's top-left
 * corner is (0, 0); square (x, y) spans [x, x+1] × [y, y+1]).
 *
 * What "blocked" means here (4e B-10: "a line that runs parallel to and along the edge of an obstacle is not
 * blocked"; RULING MC-R26):
 * - a line is blocked by a wall when it passes from one side of the wall to the other: it crosses the wall's
 *   inside, or it passes through a point where walls meet with wall on both of its sides (a joint of a straight
 *   wall, the corner of a room entered diagonally);
 * - a line along a wall, or touching a wall's free end or the outside of a corner, is not blocked.
 */

/** Perpendicular distance below which a point counts as on a line (squares). */
export const ON_LINE = 1e-9;

/** Sign of the turn a → b → p: +1 left, −1 right, 0 on the line (within {@link ON_LINE} of it). */
export function side(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const o = dx * (py - ay) - dy * (px - ax);
  const tol = ON_LINE * (Math.abs(dx) + Math.abs(dy));
  return o > tol ? 1 : o < -tol ? -1 : 0;
}

/**
 * Does segment a–b cross segment c–d properly (each has the other's ends strictly on opposite sides)? Touching
 * an end and running along the other are not crossings.
 */
export function crosses(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const s1 = side(ax, ay, bx, by, cx, cy);
  const s2 = side(ax, ay, bx, by, dx, dy);
  if (s1 * s2 >= 0) return false;
  const s3 = side(cx, cy, dx, dy, ax, ay);
  const s4 = side(cx, cy, dx, dy, bx, by);
  return s3 * s4 < 0;
}

/**
 * Does segment a–b pass through the inside of the open box (x0, x1) × (y0, y1)? A line along the box's edge or
 * touching one of its corners does not (4e: a line along the edge of an enemy's square is not blocked).
 */
export function throughBox(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  // Liang–Barsky clipping against the four sides; an interval of positive length means the inside is crossed.
  if (dx === 0) {
    if (ax <= x0 || ax >= x1) return false;
  } else {
    let ta = (x0 - ax) / dx;
    let tb = (x1 - ax) / dx;
    if (ta > tb) [ta, tb] = [tb, ta];
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
  }
  if (dy === 0) {
    if (ay <= y0 || ay >= y1) return false;
  } else {
    let ta = (y0 - ay) / dy;
    let tb = (y1 - ay) / dy;
    if (ta > tb) [ta, tb] = [tb, ta];
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
  }
  const len = Math.abs(dx) + Math.abs(dy);
  return (t1 - t0) * len > ON_LINE;
}

/** How far line ends are pulled into their squares before a wall test (RULING MC-R26), in squares. */
export const INSET = 1e-4;

/**
 * A corner pulled a hair toward a point inside its square or space (RULING MC-R26): a line from a corner on a wall
 * starts on the creature's side of it, so a creature next to a wall cannot shoot through it by choosing a corner
 * on the wall, and a line along the wall stays on one side.
 */
export function insetToward(corner: number, centre: number): number {
  return corner < centre ? corner + INSET : corner > centre ? corner - INSET : corner;
}
