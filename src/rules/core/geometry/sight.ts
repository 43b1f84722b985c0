/**
 * Line of sight and line of effect between squares, steps blocked by walls, and the squares a creature sees
 * (issue 32). Built on the wall index; no allocation per line.
 */
import type { Point } from '../model';
import { EFFECT, MOVEMENT, SIGHT, type WallIndex } from './wallIndex';
import { INSET, insetToward } from './segments';

export { EFFECT, MOVEMENT, SIGHT };

/** A block of squares: top-left square and side. */
export interface Block {
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/**
 * Is there a clear line (for `mask`: {@link SIGHT} or {@link EFFECT}) from a corner of block `a` to a corner of
 * block `b`, or between their centres (the corners pulled into their blocks, RULING MC-R26)?
 */
export function clearBetween(ix: WallIndex, a: Block, b: Block, mask: number): boolean {
  const acx = a.x + a.side / 2;
  const acy = a.y + a.side / 2;
  const bcx = b.x + b.side / 2;
  const bcy = b.y + b.side / 2;
  if (!ix.blocked(acx, acy, bcx, bcy, mask)) return true;
  for (let i = 0; i < 4; i++) {
    const ax = insetToward(a.x + (i & 1) * a.side, acx);
    const ay = insetToward(a.y + (i >> 1) * a.side, acy);
    for (let j = 0; j < 4; j++) {
      const bx = insetToward(b.x + (j & 1) * b.side, bcx);
      const by = insetToward(b.y + (j >> 1) * b.side, bcy);
      if (!ix.blocked(ax, ay, bx, by, mask)) return true;
    }
  }
  return false;
}

/**
 * Is a one-square step of a space of `side` squares from `from` to the adjacent `to` blocked by a wall that
 * blocks movement (B-2 forced movement, RULING MC-R27)? Each square's centre-to-centre line is checked; a
 * diagonal step may not cut a wall's corner (4e: no diagonal move across the corner of a wall).
 */
export function stepBlocked(ix: WallIndex, from: Point, to: Point, side: number): boolean {
  if (ix.n === 0) return false;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  for (let j = 0; j < side; j++)
    for (let i = 0; i < side; i++) {
      const x = from.x + i + 0.5;
      const y = from.y + j + 0.5;
      if (ix.blocked(x, y, x + dx, y + dy, MOVEMENT)) return true;
      if (dx !== 0 && dy !== 0 && ix.touches(x + dx / 2, y + dy / 2, MOVEMENT)) return true;
    }
  return false;
}

/**
 * The squares a creature occupying `eye` sees through walls that block sight, within a `width` × `height` map:
 * `out[y * width + x]` set to 1 for each seen square (others left as they were). A square is seen when the line
 * from the centre of the creature's space to the square's centre is clear, or — for a square next to one seen that
 * way (the edge of what is seen) — the line to one of its corners, pulled in (RULING MC-R26). Deep in a shadow
 * only the centre line is traced: one line per square there.
 */
export function markSeen(ix: WallIndex, eye: Block, width: number, height: number, out: Uint8Array): void {
  const ex = eye.x + eye.side / 2;
  const ey = eye.y + eye.side / 2;
  const centre = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (!ix.blocked(ex, ey, x + 0.5, y + 0.5, SIGHT)) centre[y * width + x] = 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const k = y * width + x;
      if (centre[k]) {
        out[k] = 1;
        continue;
      }
      if (out[k]) continue;
      let edge = false;
      for (let dy = -1; dy <= 1 && !edge; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && centre[ny * width + nx]) {
            edge = true;
            break;
          }
        }
      if (
        edge &&
        (!ix.blocked(ex, ey, x + INSET, y + INSET, SIGHT) ||
          !ix.blocked(ex, ey, x + 1 - INSET, y + INSET, SIGHT) ||
          !ix.blocked(ex, ey, x + INSET, y + 1 - INSET, SIGHT) ||
          !ix.blocked(ex, ey, x + 1 - INSET, y + 1 - INSET, SIGHT))
      )
        out[k] = 1;
    }
}
