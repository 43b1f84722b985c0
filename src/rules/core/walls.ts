/**
 * Walls, doors and windows of a scene (issue 32). Coordinates are in squares: the grid's top-left corner is
 * (0, 0), square (x, y) spans [x, x+1] × [y, y+1]; a wall on a square edge has integer ends, a free line may have
 * fractional ones. What each kind blocks:
 *
 * | kind      | movement | sight | effect (line of effect) |
 * |-----------|----------|-------|-------------------------|
 * | `wall`    | yes      | yes   | yes                     |
 * | `door`    | when closed | when closed | when closed  |
 * | `window`  | yes      | no    | yes                     |
 * | `terrain` | yes      | no    | no                      |
 */
export type WallKind = 'wall' | 'door' | 'window' | 'terrain';

export interface Wall {
  readonly id: string;
  readonly kind: WallKind;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Doors only: open (blocks nothing) or closed. Always false for the other kinds. */
  readonly open: boolean;
}

/** Whether a wall blocks movement. */
export function blocksMovement(w: Wall): boolean {
  return w.kind === 'door' ? !w.open : true;
}

/** Whether a wall blocks sight (line of sight, vision fog). */
export function blocksSight(w: Wall): boolean {
  return w.kind === 'wall' || (w.kind === 'door' && !w.open);
}

/** Whether a wall blocks line of effect (attacks, areas). */
export function blocksEffect(w: Wall): boolean {
  return w.kind === 'wall' || w.kind === 'window' || (w.kind === 'door' && !w.open);
}

/** The kinds, in the order the wall tool offers them. */
export const WALL_KINDS: readonly WallKind[] = ['wall', 'door', 'window', 'terrain'];
/** Most walls a scene may hold (a Dungeondraft export of a large dungeon holds a few thousand segments). */
export const MAX_WALLS = 10_000;
/** A wall's id: short, plain characters (made by the engine as `w<n>`; an imported file's are replaced). */
export const WALL_ID = /^[A-Za-z0-9_-]{1,40}$/;

const WALL_KEYS = new Set(['id', 'kind', 'x1', 'y1', 'x2', 'y2', 'open']);

/**
 * The first problem of one wall on a grid of `width`×`height` squares, or null: the field that does not fit.
 * Ends are finite numbers within the grid's bounds (0…width, 0…height), the two ends differ, only a door may be
 * open.
 */
export function wallProblem(w: unknown, width: number, height: number): string | null {
  if (typeof w !== 'object' || w === null || Array.isArray(w)) return 'wall';
  const o = w as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!WALL_KEYS.has(k)) return k.slice(0, 40);
  if (typeof o.id !== 'string' || !WALL_ID.test(o.id)) return 'id';
  if (typeof o.kind !== 'string' || !(WALL_KINDS as readonly string[]).includes(o.kind)) return 'kind';
  for (const [k, max] of [
    ['x1', width],
    ['y1', height],
    ['x2', width],
    ['y2', height],
  ] as const) {
    const v = o[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) return k;
  }
  if (o.x1 === o.x2 && o.y1 === o.y2) return 'length';
  if (typeof o.open !== 'boolean' || (o.open && o.kind !== 'door')) return 'open';
  return null;
}

/** The first problem of a scene's wall list (count, each wall, unique ids), or null. */
export function wallsProblem(walls: unknown, width: number, height: number): string | null {
  if (!Array.isArray(walls)) return 'walls';
  if (walls.length > MAX_WALLS) return 'count';
  const ids = new Set<string>();
  for (const w of walls) {
    const bad = wallProblem(w, width, height);
    if (bad) return bad;
    const id = (w as Wall).id;
    if (ids.has(id)) return 'id';
    ids.add(id);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Movement across walls: which steps between neighbouring squares a wall blocks, precomputed once per wall list.

/** Bit of each of the 8 step directions, indexed by (dy + 1) * 3 + (dx + 1) (the centre, 4, is unused). */
const DIR_BIT = [1, 2, 4, 8, 0, 16, 32, 64, 128];
/** The four directions computed per square; the opposite bit is set on the neighbour. */
const FORWARD: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];
const EPS = 1e-9;

/**
 * The steps a list of walls blocks on a grid: for each square, one bit per direction (8 neighbours). A step is
 * blocked when the straight line from the centre of the square left to the centre of the square entered touches
 * a wall that blocks movement (the kernel's wall ruling: an orthogonal step crosses the shared edge; a diagonal
 * step passes through the shared corner, so a wall touching that corner — ending there, passing through it, or two
 * walls meeting there — blocks it, as 4e's rule for cutting the corner of an obstacle).
 */
export interface WallSteps {
  readonly width: number;
  readonly height: number;
  /** Row-major, one byte per square; empty when no wall blocks movement. */
  readonly bits: Uint8Array;
  /** Whether any step is blocked (a fast exit for maps without walls). */
  readonly any: boolean;
}

const NO_STEPS: WallSteps = { width: 0, height: 0, bits: new Uint8Array(0), any: false };
const stepMemo = new WeakMap<readonly Wall[], WallSteps>();

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number => {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > EPS ? 1 : v < -EPS ? -1 : 0;
};
const within = (a: number, b: number, c: number): boolean => c >= Math.min(a, b) - EPS && c <= Math.max(a, b) + EPS;

/** Do the closed segments p1p2 and q1q2 touch or cross? */
export function segmentsTouch(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const o1 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const o2 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  const o3 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const o4 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && within(p1x, p2x, q1x) && within(p1y, p2y, q1y)) return true;
  if (o2 === 0 && within(p1x, p2x, q2x) && within(p1y, p2y, q2y)) return true;
  if (o3 === 0 && within(q1x, q2x, p1x) && within(q1y, q2y, p1y)) return true;
  if (o4 === 0 && within(q1x, q2x, p2x) && within(q1y, q2y, p2y)) return true;
  return false;
}

/**
 * The blocked steps of `walls` on a `width`×`height` grid, computed once per wall list (a scene's list is replaced
 * by every wall command, so this is a cache per walls revision). Each wall is cut into pieces at most one square
 * long and each piece is tested against the steps of the squares around it only: cost grows with the walls'
 * length, never with the map's area.
 */
export function wallSteps(walls: readonly Wall[], width: number, height: number): WallSteps {
  if (walls.length === 0) return NO_STEPS;
  const memo = stepMemo.get(walls);
  if (memo && memo.width === width && memo.height === height) return memo;
  const bits = new Uint8Array(width * height);
  let any = false;
  for (const w of walls) {
    if (!blocksMovement(w)) continue;
    const len = Math.hypot(w.x2 - w.x1, w.y2 - w.y1);
    const pieces = Math.max(1, Math.ceil(len));
    for (let i = 0; i < pieces; i++) {
      const ax = w.x1 + ((w.x2 - w.x1) * i) / pieces;
      const ay = w.y1 + ((w.y2 - w.y1) * i) / pieces;
      const bx = w.x1 + ((w.x2 - w.x1) * (i + 1)) / pieces;
      const by = w.y1 + ((w.y2 - w.y1) * (i + 1)) / pieces;
      // A step's centre line from square (x, y) lies within [x - 0.5, x + 1.5]: only these squares can meet the piece.
      const sx0 = Math.max(0, Math.ceil(Math.min(ax, bx) - 1.5 - EPS));
      const sx1 = Math.min(width - 1, Math.floor(Math.max(ax, bx) + 0.5 + EPS));
      const sy0 = Math.max(0, Math.ceil(Math.min(ay, by) - 1.5 - EPS));
      const sy1 = Math.min(height - 1, Math.floor(Math.max(ay, by) + 0.5 + EPS));
      for (let y = sy0; y <= sy1; y++) {
        for (let x = sx0; x <= sx1; x++) {
          for (const [dx, dy] of FORWARD) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || nx >= width || ny >= height) continue;
            if (!segmentsTouch(ax, ay, bx, by, x + 0.5, y + 0.5, nx + 0.5, ny + 0.5)) continue;
            bits[y * width + x] = (bits[y * width + x] as number) | (DIR_BIT[(dy + 1) * 3 + dx + 1] as number);
            bits[ny * width + nx] = (bits[ny * width + nx] as number) | (DIR_BIT[(1 - dy) * 3 + 1 - dx] as number);
            any = true;
          }
        }
      }
    }
  }
  const out: WallSteps = { width, height, bits, any };
  stepMemo.set(walls, out);
  return out;
}

/** Does a wall block the step of one square from (x, y) by (dx, dy) (each −1, 0 or 1)? Off-grid squares: no. */
export function squareStepBlocked(ws: WallSteps, x: number, y: number, dx: number, dy: number): boolean {
  if (!ws.any || x < 0 || y < 0 || x >= ws.width || y >= ws.height) return false;
  return ((ws.bits[y * ws.width + x] as number) & (DIR_BIT[(dy + 1) * 3 + dx + 1] as number)) !== 0;
}

/**
 * Does a wall block the step of a space of `side`×`side` squares whose top-left is (x, y) by (dx, dy)? Every square
 * of the space makes the step (a Large creature's whole body moves), so each is checked.
 */
export function spaceStepBlocked(ws: WallSteps, x: number, y: number, side: number, dx: number, dy: number): boolean {
  if (!ws.any) return false;
  for (let j = 0; j < side; j++)
    for (let i = 0; i < side; i++) if (squareStepBlocked(ws, x + i, y + j, dx, dy)) return true;
  return false;
}

/** Does a wall cut a space of `side`×`side` squares (between two of its own squares)? A 1-square space: never. */
export function spaceCutByWall(ws: WallSteps, x: number, y: number, side: number): boolean {
  if (!ws.any || side < 2) return false;
  for (let j = 0; j < side; j++) {
    for (let i = 0; i < side; i++) {
      if (i + 1 < side && squareStepBlocked(ws, x + i, y + j, 1, 0)) return true;
      if (j + 1 < side && squareStepBlocked(ws, x + i, y + j, 0, 1)) return true;
    }
  }
  return false;
}
