/**
 * Geometry of the label layout (pure): boxes, overlap, a collision index, and the spots a label may take around
 * its token (in order of preference, by the token's role).
 */
import { CELL } from './constants';
import type { TokenPlacement } from './layout';

/** An axis-aligned box in world units (top-left corner and size). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Gap between a label and what it hugs (world units). */
export const GAP = 1;
/** Tolerance of the overlap tests: touching is not overlapping. */
export const EPS = 0.01;

/** Do two boxes overlap (touching is not overlapping)? */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;
}

/** The inner square of a disc, the part a label must never cover on a carried token. */
export function coreOf(p: TokenPlacement): Rect {
  const k = p.radius * 0.7;
  return { x: p.cx - k, y: p.cy - k, w: 2 * k, h: 2 * k };
}

/** A token's role and its disc, as the spot generators read them. */
interface Seat {
  p: TokenPlacement;
  mountId: string | null;
  fanned: boolean;
}

/**
 * Boxes placed so far, bucketed by the square they cover (boxes lie inside the map) for quick collision queries:
 * a linked list per square in typed arrays (a layout of a thousand tokens allocates a few arrays, not thousands).
 */
export class Placed {
  private readonly head: Int32Array;
  private next: Int32Array = new Int32Array(256);
  private item: Int32Array = new Int32Array(256);
  private links = 0;
  private box: Float64Array = new Float64Array(1024);
  private owner: Int32Array = new Int32Array(256);
  private count = 0;

  constructor(
    private readonly W: number,
    private readonly H: number,
  ) {
    this.head = new Int32Array(Math.max(0, W * H)).fill(-1);
  }

  /** Index a box (returns its handle, for {@link remove}). */
  add(r: Rect, owner: number): number {
    const i = this.count++;
    if (i >= this.owner.length) {
      this.owner = growInt(this.owner, this.owner.length * 2);
      this.box = growFloat(this.box, this.box.length * 2);
    }
    this.owner[i] = owner;
    this.box[i * 4] = r.x;
    this.box[i * 4 + 1] = r.y;
    this.box[i * 4 + 2] = r.x + r.w;
    this.box[i * 4 + 3] = r.y + r.h;
    const W = this.W;
    const x0 = clampTo(Math.floor(r.x / CELL), W);
    const x1 = clampTo(Math.floor((r.x + r.w - EPS) / CELL), W);
    const y0 = clampTo(Math.floor(r.y / CELL), this.H);
    const y1 = clampTo(Math.floor((r.y + r.h - EPS) / CELL), this.H);
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const l = this.links++;
        if (l >= this.next.length) {
          this.next = growInt(this.next, this.next.length * 2);
          this.item = growInt(this.item, this.item.length * 2);
        }
        const k = y * W + x;
        this.item[l] = i;
        this.next[l] = this.head[k] as number;
        this.head[k] = l;
      }
    return i;
  }

  /** Forget a box (it stays in the lists, marked dead). */
  remove(handle: number): void {
    if (handle >= 0 && handle < this.count) this.owner[handle] = DEAD;
  }

  /** Boxes indexed, dead ones included (the owner compacts when most are dead). */
  get size(): number {
    return this.count;
  }

  /** Owners of the live boxes listed in the squares `r` covers (square-granular, as {@link add} lists them). */
  ownersIn(r: Rect, out: Set<number>): void {
    const W = this.W;
    const x0 = clampTo(Math.floor(r.x / CELL), W);
    const x1 = clampTo(Math.floor((r.x + r.w - EPS) / CELL), W);
    const y0 = clampTo(Math.floor(r.y / CELL), this.H);
    const y1 = clampTo(Math.floor((r.y + r.h - EPS) / CELL), this.H);
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++)
        for (let l = this.head[y * W + x] as number; l >= 0; l = this.next[l] as number) {
          const o = this.owner[this.item[l] as number] as number;
          if (o !== DEAD) out.add(o);
        }
  }

  /** Does `r` overlap a box (of anyone but `except`, if given)? */
  hits(r: Rect, except = -1): boolean {
    const W = this.W;
    const x0 = clampTo(Math.floor(r.x / CELL), W);
    const x1 = clampTo(Math.floor((r.x + r.w - EPS) / CELL), W);
    const y0 = clampTo(Math.floor(r.y / CELL), this.H);
    const y1 = clampTo(Math.floor((r.y + r.h - EPS) / CELL), this.H);
    const rx2 = r.x + r.w - EPS;
    const ry2 = r.y + r.h - EPS;
    const b = this.box;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        for (let l = this.head[y * W + x] as number; l >= 0; l = this.next[l] as number) {
          const i = this.item[l] as number;
          const o = this.owner[i];
          if (o === except || o === DEAD) continue;
          const j = i * 4;
          if (
            r.x < (b[j + 2] as number) - EPS &&
            (b[j] as number) < rx2 &&
            r.y < (b[j + 3] as number) - EPS &&
            (b[j + 1] as number) < ry2
          )
            return true;
        }
      }
    return false;
  }
}

function clampTo(v: number, n: number): number {
  return v < 0 ? 0 : v >= n ? n - 1 : v;
}

function growInt(a: Int32Array, n: number): Int32Array {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}

function growFloat(a: Float64Array, n: number): Float64Array {
  const b = new Float64Array(n);
  b.set(a);
  return b;
}

const DEAD = -2;

/**
 * Spots of a badge or chip: beside a carried token's own disc (inside its mount's space first), the corners
 * inside the space, then hugging the space from outside. Chips take the mirror spots of badges (left before
 * right), so that both fit when there is room. Yields one reused box (the caller copies the one it keeps).
 */
export function* chipSpots(t: Seat, S: Rect, D: Rect, w: number, h: number, left: boolean): Generator<Rect> {
  const g = GAP;
  const r: Rect = { x: 0, y: 0, w, h };
  const cy = D.y + D.h / 2;
  // Pairs (right, left) of x and y, in order of preference.
  const own =
    t.mountId || t.fanned
      ? [
          D.x + D.w + g,
          cy - h / 2,
          D.x - w - g,
          cy - h / 2,
          D.x + D.w - w * 0.4,
          D.y - h * 0.6,
          D.x - w * 0.6,
          D.y - h * 0.6,
          D.x + D.w / 2 - w / 2,
          D.y - h - g,
          D.x + D.w / 2 - w / 2,
          D.y - h - g,
        ]
      : [];
  const inside = [
    S.x + S.w - w - g,
    S.y + g,
    S.x + g,
    S.y + g,
    S.x + S.w - w - g,
    S.y + S.h - h - g,
    S.x + g,
    S.y + S.h - h - g,
  ];
  const outside = [
    S.x + S.w - w,
    S.y - h - g,
    S.x,
    S.y - h - g,
    S.x + S.w + g,
    S.y,
    S.x - w - g,
    S.y,
    S.x + S.w + g,
    S.y + S.h - h,
    S.x - w - g,
    S.y + S.h - h,
  ];
  const within = (x: number, y: number) => x >= S.x && y >= S.y && x + w <= S.x + S.w && y + h <= S.y + S.h;
  // Each list holds pairs of spots (right first); chips swap each pair.
  function* walk(list: number[], keep: (x: number, y: number) => boolean): Generator<Rect> {
    for (let k = 0; k < list.length; k += 4) {
      for (const q of left ? [k + 2, k] : [k, k + 2]) {
        const x = list[q];
        const y = list[q + 1];
        if (x === undefined || y === undefined || !keep(x, y)) continue;
        r.x = x;
        r.y = y;
        yield r;
      }
    }
  }
  const any = () => true;
  yield* walk(own, within);
  yield* walk(inside, any);
  yield* walk(own, (x, y) => !within(x, y));
  yield* walk(outside, any);
}

/** Where rows and columns of name spots go, in order of preference, by role (see {@link nameSpots}). */
type Run = 'below0' | 'below1' | 'above0' | 'above1' | 'right' | 'left' | 'inBottom' | 'inTop';
const NAME_RUNS: Readonly<Record<TokenPlacementRole, readonly Run[]>> = {
  rider: ['above0', 'right', 'left', 'below0', 'above1', 'below1', 'inTop', 'inBottom'],
  passenger: ['below0', 'below1', 'right', 'left', 'above0', 'above1', 'inBottom', 'inTop'],
  standing: ['below0', 'above0', 'below1', 'right', 'left', 'above1', 'inBottom', 'inTop'],
};
type TokenPlacementRole = TokenPlacement['role'];

/**
 * Spots of a name around the space `S`: rows below and above it (centred, then flush with either edge), its
 * sides, then inside; a rider's above its mount, a passenger's under the mount's. Yields one reused box
 * (the caller copies the one it keeps), so a name that fits at once costs no allocation.
 */
export function* nameSpots(t: Seat, S: Rect, w: number, h: number): Generator<Rect> {
  const g = GAP;
  const r: Rect = { x: 0, y: 0, w, h };
  const xs = [S.x + S.w / 2 - w / 2, S.x, S.x + S.w - w];
  const ys = [S.y + S.h / 2 - h / 2, S.y, S.y + S.h - h];
  for (const run of NAME_RUNS[t.p.role]) {
    if (run === 'right' || run === 'left') {
      r.x = run === 'right' ? S.x + S.w + g : S.x - w - g;
      for (const y of ys) {
        r.y = y;
        yield r;
      }
      continue;
    }
    r.y =
      run === 'below0'
        ? S.y + S.h + g
        : run === 'below1'
          ? S.y + S.h + g + h + g
          : run === 'above0'
            ? S.y - g - h
            : run === 'above1'
              ? S.y - 2 * (g + h)
              : run === 'inBottom'
                ? S.y + S.h - g - h
                : S.y + g;
    for (const x of xs) {
      r.x = x;
      yield r;
    }
  }
}
