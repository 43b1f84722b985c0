/**
 * A uniform-grid index of a scene's wall segments (issue 32), so that a line query looks only at the walls in the
 * buckets the line passes (Amanatides–Woo traversal) and stays fast with thousands of segments. Built once per
 * walls array (the scene's walls are frozen: a cache keyed by the array is never stale) and queried with no
 * allocation: the walls are in typed arrays, a query stamps the walls it tested, touches go to scratch arrays.
 */
import { blocksEffect, blocksMovement, blocksSight, type Wall } from '../walls';
import { ON_LINE, side } from './segments';

/** What a query asks about: a mask of these bits. */
export const SIGHT = 1;
export const EFFECT = 2;
export const MOVEMENT = 4;

/** The mask of what a wall blocks. */
export function blockMask(w: Wall): number {
  return (blocksSight(w) ? SIGHT : 0) | (blocksEffect(w) ? EFFECT : 0) | (blocksMovement(w) ? MOVEMENT : 0);
}

/** Walls registered a hair beyond their box, so a line through a bucket's corner finds walls ending there. */
const MARGIN = 1e-6;
/** Most touches (a line through wall ends) one query keeps; more are ignored (not blocked). */
const MAX_TOUCH = 64;
const touchX = new Float64Array(MAX_TOUCH);
const touchY = new Float64Array(MAX_TOUCH);
const touchS = new Int8Array(MAX_TOUCH);

/** The index of one walls array. */
export class WallIndex {
  /** Number of walls. */
  readonly n: number;
  /** x1, y1, x2, y2 of each wall. */
  private readonly xy: Float64Array;
  private readonly mask: Uint8Array;
  private readonly x0: number;
  private readonly y0: number;
  private readonly cell: number;
  private readonly cols: number;
  private readonly rows: number;
  /** Bucket b's walls are items[start[b] … start[b+1]). */
  private readonly start: Int32Array;
  private readonly items: Int32Array;
  private readonly stamp: Uint32Array;
  private tick = 0;

  constructor(walls: readonly Wall[]) {
    const n = walls.length;
    this.n = n;
    this.xy = new Float64Array(n * 4);
    this.mask = new Uint8Array(n);
    this.stamp = new Uint32Array(n);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      const w = walls[i] as Wall;
      this.xy[i * 4] = w.x1;
      this.xy[i * 4 + 1] = w.y1;
      this.xy[i * 4 + 2] = w.x2;
      this.xy[i * 4 + 3] = w.y2;
      this.mask[i] = blockMask(w);
      minX = Math.min(minX, w.x1, w.x2);
      minY = Math.min(minY, w.y1, w.y2);
      maxX = Math.max(maxX, w.x1, w.x2);
      maxY = Math.max(maxY, w.y1, w.y2);
    }
    if (n === 0) minX = minY = maxX = maxY = 0;
    const spanX = maxX - minX + 2 * MARGIN;
    const spanY = maxY - minY + 2 * MARGIN;
    // About two walls per bucket, buckets of at least one square.
    this.cell = Math.max(1, Math.sqrt((spanX * spanY) / Math.max(1, n / 2)));
    this.x0 = minX - MARGIN;
    this.y0 = minY - MARGIN;
    this.cols = Math.max(1, Math.ceil(spanX / this.cell));
    this.rows = Math.max(1, Math.ceil(spanY / this.cell));
    const buckets = this.cols * this.rows;
    const count = new Int32Array(buckets + 1);
    const each = (i: number, f: (b: number) => void) => {
      const o = i * 4;
      const c0 = this.col(Math.min(this.xy[o] as number, this.xy[o + 2] as number) - MARGIN);
      const c1 = this.col(Math.max(this.xy[o] as number, this.xy[o + 2] as number) + MARGIN);
      const r0 = this.row(Math.min(this.xy[o + 1] as number, this.xy[o + 3] as number) - MARGIN);
      const r1 = this.row(Math.max(this.xy[o + 1] as number, this.xy[o + 3] as number) + MARGIN);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) f(r * this.cols + c);
    };
    for (let i = 0; i < n; i++) each(i, (b) => (count[b + 1] = (count[b + 1] as number) + 1));
    for (let b = 0; b < buckets; b++) count[b + 1] = (count[b + 1] as number) + (count[b] as number);
    this.start = count.slice();
    this.items = new Int32Array(count[buckets] as number);
    const fill = count.slice();
    for (let i = 0; i < n; i++)
      each(i, (b) => {
        this.items[fill[b] as number] = i;
        fill[b] = (fill[b] as number) + 1;
      });
  }

  private col(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.x0) / this.cell)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.y0) / this.cell)));
  }

  /** Does a wall that blocks any of `mask` touch or pass through the point? */
  touches(px: number, py: number, mask: number): boolean {
    if (this.n === 0) return false;
    const b = this.row(py) * this.cols + this.col(px);
    const end = this.start[b + 1] as number;
    const xy = this.xy;
    for (let k = this.start[b] as number; k < end; k++) {
      const i = this.items[k] as number;
      if (((this.mask[i] as number) & mask) === 0) continue;
      const o = i * 4;
      const cx = xy[o] as number;
      const cy = xy[o + 1] as number;
      const ex = xy[o + 2] as number;
      const ey = xy[o + 3] as number;
      if (side(cx, cy, ex, ey, px, py) !== 0) continue;
      const u = ((px - cx) * (ex - cx) + (py - cy) * (ey - cy)) / ((ex - cx) ** 2 + (ey - cy) ** 2 || 1);
      if (u >= -ON_LINE && u <= 1 + ON_LINE) return true;
    }
    return false;
  }

  /**
   * Is the line a–b blocked by a wall that blocks any of `mask` (RULING MC-R26: crossing a wall, or passing a
   * joint with wall on both sides; along a wall or touching a free end is not blocked)?
   */
  blocked(ax: number, ay: number, bx: number, by: number, mask: number): boolean {
    if (this.n === 0) return false;
    const tick = ++this.tick;
    if (tick === 0xffffffff) {
      this.stamp.fill(0);
      this.tick = 1;
    }
    const t = this.tick;
    let touches = 0;
    // The line in bucket units, clipped to the index's box.
    const cs = this.cell;
    const px0 = (ax - this.x0) / cs;
    const py0 = (ay - this.y0) / cs;
    const px1 = (bx - this.x0) / cs;
    const py1 = (by - this.y0) / cs;
    const dx = px1 - px0;
    const dy = py1 - py0;
    let t0 = 0;
    let t1 = 1;
    if (dx === 0) {
      if (px0 < 0 || px0 > this.cols) return false;
    } else {
      const ta = (0 - px0) / dx;
      const tb = (this.cols - px0) / dx;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    if (dy === 0) {
      if (py0 < 0 || py0 > this.rows) return false;
    } else {
      const ta = (0 - py0) / dy;
      const tb = (this.rows - py0) / dy;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    if (t0 > t1) return false;
    const sx = px0 + dx * t0;
    const sy = py0 + dy * t0;
    let c = Math.min(this.cols - 1, Math.max(0, Math.floor(sx)));
    let r = Math.min(this.rows - 1, Math.max(0, Math.floor(sy)));
    const ec = Math.min(this.cols - 1, Math.max(0, Math.floor(px0 + dx * t1)));
    const er = Math.min(this.rows - 1, Math.max(0, Math.floor(py0 + dy * t1)));
    const stepC = dx > 0 ? 1 : dx < 0 ? -1 : 0;
    const stepR = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    let tMaxC = stepC === 0 ? Infinity : (c + (stepC > 0 ? 1 : 0) - px0) / dx;
    let tMaxR = stepR === 0 ? Infinity : (r + (stepR > 0 ? 1 : 0) - py0) / dy;
    const tDC = stepC === 0 ? Infinity : Math.abs(1 / dx);
    const tDR = stepR === 0 ? Infinity : Math.abs(1 / dy);
    const abx = bx - ax;
    const aby = by - ay;
    const len2 = abx * abx + aby * aby;
    const xy = this.xy;
    for (let guard = this.cols + this.rows + 2; guard > 0; guard--) {
      const b = r * this.cols + c;
      const end = this.start[b + 1] as number;
      for (let k = this.start[b] as number; k < end; k++) {
        const i = this.items[k] as number;
        if (this.stamp[i] === t) continue;
        this.stamp[i] = t;
        if (((this.mask[i] as number) & mask) === 0) continue;
        const o = i * 4;
        const cx = xy[o] as number;
        const cy = xy[o + 1] as number;
        const ex = xy[o + 2] as number;
        const ey = xy[o + 3] as number;
        const s1 = side(ax, ay, bx, by, cx, cy);
        const s2 = side(ax, ay, bx, by, ex, ey);
        if (s1 * s2 > 0 || (s1 === 0 && s2 === 0)) continue;
        if (s1 !== 0 && s2 !== 0) {
          // The wall's ends are on both sides of the line: blocked if the line's ends are on both sides of the wall.
          if (side(cx, cy, ex, ey, ax, ay) * side(cx, cy, ex, ey, bx, by) < 0) return true;
          continue;
        }
        // One end of the wall on the line: a touch, if strictly between a and b.
        const px = s1 === 0 ? cx : ex;
        const py = s1 === 0 ? cy : ey;
        const u = ((px - ax) * abx + (py - ay) * aby) / len2;
        const tol = ON_LINE / Math.sqrt(len2);
        if (u <= tol || u >= 1 - tol || touches >= MAX_TOUCH) continue;
        touchX[touches] = px;
        touchY[touches] = py;
        touchS[touches] = s1 === 0 ? s2 : s1;
        touches++;
      }
      if ((c === ec && r === er) || t0 > t1) break;
      if (tMaxC < tMaxR) {
        if (tMaxC > t1) break;
        c += stepC;
        tMaxC += tDC;
      } else {
        if (tMaxR > t1) break;
        r += stepR;
        tMaxR += tDR;
      }
      if (c < 0 || r < 0 || c >= this.cols || r >= this.rows) break;
    }
    // A joint: walls ending at one point of the line, on both of its sides.
    for (let i = 0; i < touches; i++)
      for (let j = i + 1; j < touches; j++)
        if (
          (touchS[i] as number) * (touchS[j] as number) < 0 &&
          Math.abs((touchX[i] as number) - (touchX[j] as number)) <= ON_LINE &&
          Math.abs((touchY[i] as number) - (touchY[j] as number)) <= ON_LINE
        )
          return true;
    return false;
  }
}

const indexes = new WeakMap<readonly Wall[], WallIndex>();

/** The index of a walls array (built once per array: a scene's walls are frozen). */
export function wallIndex(walls: readonly Wall[]): WallIndex {
  let ix = indexes.get(walls);
  if (!ix) {
    ix = new WallIndex(walls);
    indexes.set(walls, ix);
  }
  return ix;
}
