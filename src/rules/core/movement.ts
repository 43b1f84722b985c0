/**
 * Movement planning on the grid, pure. Used by the move command and by the board's live path preview (as a
 * dry run of the same command), so the preview and the rule never disagree.
 */
import { msg, type CoreMsg } from './events';
import { inGrid, spaceAt, type Space } from './geometry';
import { ref } from './message';
import type { Creature, CreatureId, Encounter, Point } from './model';
import { spaceSide, TERRAIN_BLOCKING, TERRAIN_DIFFICULT } from './model';
import { spatialIndex } from './spatial';
import { standersIn } from './spatialQueries';
import type { GridRules } from './gridRules';
import { creatureOf } from './creatures';
import { runSearch, type MovePlan, type SearchState } from './pathSearch';
import { spaceCutByWall, spaceStepBlocked, wallSteps, type WallSteps } from './walls';

export type { MovePlan } from './pathSearch';

/** Why a destination cannot be reached (`rule`: the ruling that refuses it, when walls are why). */
export interface MoveRefusal {
  readonly reason: CoreMsg;
  readonly rule?: string;
}

/**
 * The steps the scene's walls block (issue 32), computed once per wall list and grid size (see `wallSteps`): path
 * searches ask it for every step they try.
 */
export function wallStepsOf(enc: Pick<Encounter, 'grid' | 'scene'>): WallSteps {
  return wallSteps(enc.scene.walls, enc.grid.width, enc.grid.height);
}

/** The rule a refused step cites: the system's wall ruling for a wall in the way, else none. */
export function stepRule(reason: CoreMsg, rules: GridRules): string | undefined {
  return reason.m === 'wallInWay' || reason.m === 'walledOff' ? rules.wallRule : undefined;
}

/** The group that moves together: a creature and everything it carries (riders, passengers), in creature order. */
export function carriedGroup(enc: Pick<Encounter, 'creatures' | 'creatureOrder'>, id: CreatureId): Set<CreatureId> {
  const idx = spatialIndex(enc);
  const carried = idx.carried;
  if (!carried.has(id)) return new Set<CreatureId>([id]);
  const found: CreatureId[] = [];
  const queue: CreatureId[] = [id];
  const seen = new Set<CreatureId>([id]);
  while (queue.length) {
    for (const cid of carried.get(queue.shift() as CreatureId) ?? []) {
      if (seen.has(cid)) continue;
      seen.add(cid);
      found.push(cid);
      queue.push(cid);
    }
  }
  if (found.length > 1) found.sort((a, b) => idx.rankOf(a) - idx.rankOf(b));
  return new Set<CreatureId>([id, ...found]);
}

/**
 * The terrain of a grid as bytes, derived once per terrain array (a painted map gets a new array, hence a new
 * copy): searches read it thousands of times per second, and a 400×400 map of bytes stays in the CPU cache where
 * an array of numbers eight times larger does not.
 */
const terrainBytes = new WeakMap<readonly number[], Uint8Array>();
function bytesOf(terrain: readonly number[]): Uint8Array {
  let b = terrainBytes.get(terrain);
  if (!b) {
    b = Uint8Array.from(terrain);
    terrainBytes.set(terrain, b);
  }
  return b;
}

/** Is the space inside the grid, free of blocking terrain and not cut in two by a wall (issue 32)? */
export function spaceOpen(enc: Pick<Encounter, 'grid' | 'scene'>, s: Space): boolean {
  const g = enc.grid;
  if (s.x < 0 || s.y < 0 || s.x + s.side > g.width || s.y + s.side > g.height) return false;
  const t = bytesOf(g.terrain);
  for (let dy = 0; dy < s.side; dy++) {
    for (let dx = 0; dx < s.side; dx++) if (t[(s.y + dy) * g.width + s.x + dx] === TERRAIN_BLOCKING) return false;
  }
  return s.side < 2 || !spaceCutByWall(wallStepsOf(enc), s.x, s.y, s.side);
}

/** Creatures (standing on their own) whose space overlaps `s`, other than those in `except` (none where stacking is allowed). */
export function occupantsOf(enc: Encounter, rules: GridRules, s: Space, except: ReadonlySet<CreatureId>): Creature[] {
  if (rules.stacking) return [];
  return standersIn(spatialIndex(enc), s, except).map((o) => o.c);
}

/** Can a creature end its move in this space? Returns null if yes, else the reason. */
export function endSpaceProblem(
  enc: Encounter,
  rules: GridRules,
  s: Space,
  group: ReadonlySet<CreatureId>,
): CoreMsg | null {
  if (s.x < 0 || s.y < 0 || s.x + s.side > enc.grid.width || s.y + s.side > enc.grid.height) return msg('offMap', {});
  if (s.side > 1 && spaceCutByWall(wallStepsOf(enc), s.x, s.y, s.side)) return msg('wallThroughSpace', {});
  if (!spaceOpen(enc, s)) return msg('blocked', {});
  const occ = occupantsOf(enc, rules, s, group);
  if (occ.length > 0) return msg('occupied', { by: occ.map(ref) });
  return null;
}

/**
 * Cheapest path for `moverId` (and what it carries) from `from` (default: its position) to `to` (top-left),
 * at most `maxCost` squares. Allies' spaces can be passed through but not ended in; enemies' spaces block
 * where creatures do not stack; diagonal steps may not cut the corner of blocking terrain; no step crosses a wall
 * that blocks movement (issue 32, the system's `wallRule`: when walls are why there is no path, the refusal says
 * so and cites it).
 *
 * The search is a bucket-queue Dijkstra over a window of the grid around the start (the squares reachable
 * within `maxCost`), in typed arrays: no allocation per square (issue 12). It reads only squares that may lie on
 * a path within a bound (cost so far plus distance left), first the straight distance, then `maxCost` (issue 33):
 * the same path as the unbounded search, at a fraction of the squares.
 */
export function planMove(
  enc: Encounter,
  rules: GridRules,
  moverId: CreatureId,
  to: Point,
  maxCost: number,
  from?: Point,
): MovePlan | MoveRefusal {
  const ws = wallStepsOf(enc);
  const r = search(enc, rules, moverId, to, maxCost, from, ws);
  // No path, and walls turned steps away: when there would be one without them, the walls are why.
  if (!isPlan(r) && r.reason.m === 'noPath' && ws.any && isPlan(search(enc, rules, moverId, to, maxCost, from, null)))
    return { reason: msg('walledOff', { max: maxCost }), ...(rules.wallRule ? { rule: rules.wallRule } : {}) };
  return r;
}

/** Bits of a cell's memo in a search (valid while its stamp is the search's generation). */
function search(
  enc: Encounter,
  rules: GridRules,
  moverId: CreatureId,
  to: Point,
  maxCost: number,
  from: Point | undefined,
  ws: WallSteps | null,
): MovePlan | MoveRefusal {
  const mover = creatureOf(enc, moverId);
  if (!mover) return { reason: msg('noCreature', { id: moverId }) };
  const start = from ?? mover.pos;
  const group = carriedGroup(enc, moverId);
  const endProblem = endSpaceProblem(enc, rules, spaceAt(to, mover.size), group);
  if (endProblem) return { reason: endProblem };
  if (to.x === start.x && to.y === start.y) return { path: [], cost: 0 };

  const g = enc.grid;
  // The window: squares within maxCost steps of the start (each step costs at least 1), clipped to the grid.
  const reachR = Math.min(maxCost, g.width + g.height);
  const x0 = Math.max(0, start.x - reachR);
  const y0 = Math.max(0, start.y - reachR);
  const x1 = Math.min(g.width - 1, start.x + reachR);
  const y1 = Math.min(g.height - 1, start.y + reachR);
  if (to.x < x0 || to.x > x1 || to.y < y0 || to.y > y1) return { reason: msg('noPath', { max: maxCost }) };
  const diagonal = rules.metric === 'chebyshev';
  // Every step costs at least 1 and brings the mover at most one square nearer (by the metric's distance): the
  // distance left is a lower bound of the cost left, and a consistent one.
  const h0 = diagonal
    ? Math.max(Math.abs(to.x - start.x), Math.abs(to.y - start.y))
    : Math.abs(to.x - start.x) + Math.abs(to.y - start.y);
  if (h0 > maxCost) return { reason: msg('noPath', { max: maxCost }) };
  const s: SearchState = {
    enc,
    rules,
    mover,
    group,
    ws: ws && ws.any ? ws : null,
    idx: rules.stacking ? null : spatialIndex(enc),
    terrain: bytesOf(g.terrain),
    gw: g.width,
    gh: g.height,
    side: spaceSide(mover.size),
    x0,
    y0,
    x1,
    y1,
    ww: x1 - x0 + 1,
    diagonal,
  };
  // First only the squares whose cost from the start plus distance to the goal stays within the straight
  // distance (an open field's whole answer); when that finds no path, the full search. Leaving out squares that
  // cannot lie on a path of cost ≤ bound changes neither the cost nor the order in which the others are taken
  // (each square's predecessor is the first one taken among its cheapest neighbours, all of which lie within the
  // bound too), so the path found is the one the full search finds.
  const r = h0 < maxCost ? runSearch(s, start, to, h0) : null;
  return r ?? runSearch(s, start, to, maxCost) ?? { reason: msg('noPath', { max: maxCost }) };
}

/** Type guard for a successful plan. */
export function isPlan(p: MovePlan | MoveRefusal): p is MovePlan {
  return 'path' in p;
}

/** The free space nearest to `near` (spiral search) for a creature of `size` (ignoring `except`), or null if the map is full. */
export function findFreeSpace(
  enc: Encounter,
  rules: GridRules,
  size: Creature['size'],
  near: Point,
  except: ReadonlySet<CreatureId> = new Set(),
): Point | null {
  const none = except;
  const maxR = Math.max(enc.grid.width, enc.grid.height);
  for (let r = 0; r <= maxR; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const p = { x: near.x + dx, y: near.y + dy };
        if (!inGrid(p, enc.grid)) continue;
        if (!endSpaceProblem(enc, rules, spaceAt(p, size), none)) return p;
      }
    }
  }
  return null;
}

/**
 * One step of a given path for `mover` (and its group) from `from` to the neighbouring square `to`: its cost,
 * or why it cannot be taken (a wall in the way: `wallInWay`, whose rule {@link stepRule} gives). The step may pass
 * through allies (only the end of a move must be free).
 */
export function stepCost(
  enc: Encounter,
  rules: GridRules,
  mover: Creature,
  group: ReadonlySet<CreatureId>,
  from: Point,
  to: Point,
): number | CoreMsg {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const diagonalStep = dx !== 0 && dy !== 0;
  if (
    (dx === 0 && dy === 0) ||
    Math.abs(dx) > 1 ||
    Math.abs(dy) > 1 ||
    (diagonalStep && rules.metric !== 'chebyshev')
  ) {
    return msg('notOneStep', { step: to, from });
  }
  const side = spaceSide(mover.size);
  const space = { x: to.x, y: to.y, side };
  if (space.x < 0 || space.y < 0 || space.x + side > enc.grid.width || space.y + side > enc.grid.height)
    return msg('offMap', {});
  // Issue 32: no step across a wall that blocks movement (the system's `wallRule`; cite it with `stepRule`).
  if (spaceStepBlocked(wallStepsOf(enc), from.x, from.y, side, dx, dy))
    return msg('wallInWay', { from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y } });
  if (!spaceOpen(enc, space)) return msg('blocked', {});
  if (diagonalStep && (!spaceOpen(enc, { x: to.x, y: from.y, side }) || !spaceOpen(enc, { x: from.x, y: to.y, side })))
    return msg('blocked', {});
  if (!rules.stacking) {
    const blockers = standersIn(spatialIndex(enc), space, group).filter(
      (st) => !(rules.allies ? rules.allies(enc, mover, st.c) : st.c.side === mover.side),
    );
    if (blockers.length > 0) return msg('occupied', { by: blockers.map((st) => ref(st.c)) });
  }
  if (rules.difficultCostsDouble) {
    for (let y = to.y; y < to.y + side; y++) {
      for (let x = to.x; x < to.x + side; x++)
        if (enc.grid.terrain[y * enc.grid.width + x] === TERRAIN_DIFFICULT) return 2;
    }
  }
  return 1;
}
