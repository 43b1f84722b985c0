/**
 * Forced movement paths (B-2) and moving a whole carried group along one (MC-FM-1), with precipices.
 */
import {
  carriedGroup,
  creatureOf,
  distance,
  groundUnder,
  inGrid,
  neighbours,
  occupantsOf,
  ref,
  sceneWalls,
  stepBlocked,
  wallIndex,
  spaceAt,
  spaceOpen,
  spaceSide,
  type CreatureId,
  type Ctx,
  type Point,
  type Space,
  type Work,
} from '../core';
import type { Chain, ForcedKind } from './chain';
import type { M4Event } from './events';
import { fall } from './falling';
import { grid, pointOf, type M4CreatureRecord, type M4Encounter } from './model';
import { m4msg } from './msgs';
import { proneWithRiders } from './proneEffects';
import { carriedBy, creature, effectiveSpace } from './relations';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** The creature whose space a forced movement of `id` moves: its mount if it is carried (MC-FM-2, MC-PASS-4). */
export function footprintOwner(enc: M4Encounter, id: CreatureId): M4CreatureRecord | undefined {
  const c = creatureOf(enc, id);
  return c ? (creature(enc, c.mountId) ?? c) : undefined;
}

/** What the steps of one forced movement are judged against (computed once per movement, not per step). */
export interface ForcedFrame {
  readonly owner: M4CreatureRecord;
  readonly group: ReadonlySet<CreatureId>;
  readonly src: Space | null;
  readonly ix: ReturnType<typeof wallIndex> | null;
}

/** The frame of a forced movement of `targetId` from `sourceId` (null: no such creature). */
export function forcedFrame(enc: M4Encounter, targetId: CreatureId, sourceId: CreatureId | null): ForcedFrame | null {
  const owner = footprintOwner(enc, targetId);
  if (!owner) return null;
  const walls = sceneWalls(enc);
  return {
    owner,
    group: carriedGroup(enc, owner.id),
    src: sourceId && creatureOf(enc, sourceId) ? effectiveSpace(enc, sourceId) : null,
    ix: walls.length ? wallIndex(walls) : null,
  };
}

/**
 * May the next step of a forced movement (B-2) go from `last` to its neighbour `n` (top-left of the moved
 * space)? See {@link forcedMoveNextSquares}.
 */
function forcedStepOk(enc: M4Encounter, f: ForcedFrame, kind: ForcedKind, last: Point, n: Point): boolean {
  if (!inGrid(n, enc.grid)) return false;
  const side = spaceSide(f.owner.size);
  // B-2, RULING MC-R27 (issue 32): forced movement stops at a wall that blocks movement (no cutting its corner).
  if (f.ix && stepBlocked(f.ix, last, n, side)) return false;
  const s = spaceAt(n, f.owner.size);
  if (!spaceOpen(enc, s) || occupantsOf(enc, grid, s, f.group).length > 0) return false;
  if (kind !== 'slide') {
    if (!f.src) return false;
    const before = distance(f.src, spaceAt(last, f.owner.size), 'chebyshev');
    const after = distance(f.src, s, 'chebyshev');
    if (kind === 'push' ? after <= before : after >= before) return false;
  }
  return true;
}

/**
 * Is `step` one of {@link forcedMoveNextSquares} after `last` (the same answer, without listing the others)?
 */
export function isForcedNextSquare(
  enc: M4Encounter,
  f: ForcedFrame,
  kind: ForcedKind,
  last: Point,
  step: Point,
): boolean {
  const dx = step.x - last.x;
  const dy = step.y - last.y;
  if ((dx === 0 && dy === 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) return false;
  return forcedStepOk(enc, f, kind, last, step);
}

/**
 * Squares (top-left of the moved space) the next step of a forced movement may enter (B-2): on the map, no
 * blocking terrain, no creature outside the moved group; a push gets farther from the source, a pull closer,
 * a slide goes anywhere; no step through a wall (MC-R27). For a rider or passenger the moved space is its mount's
 * (app ruling MC-R7).
 */
export function forcedMoveNextSquares(
  enc: M4Encounter,
  targetId: CreatureId,
  kind: ForcedKind,
  sourceId: CreatureId | null,
  pathSoFar: readonly Point[],
): Point[] {
  const f = forcedFrame(enc, targetId, sourceId);
  if (!f) return [];
  const last = pathSoFar.length ? (pathSoFar[pathSoFar.length - 1] as Point) : f.owner.pos;
  return neighbours(last, 'chebyshev').filter((n) => forcedStepOk(enc, f, kind, last, n));
}

/**
 * Move `moverId` and everyone it carries along a checked forced path (MC-FM-1). A creature that is not flying
 * and is forced over a drop may save to stop prone at the edge (B-2; rolled automatically, MC-R10);
 * otherwise it falls at the end (B-5).
 */
export function moveGroupAlong(
  w: W,
  ctx: C,
  chain: Chain,
  moverId: CreatureId,
  path: readonly Point[],
  kind: ForcedKind,
  rules: readonly string[],
): void {
  const mover = w.creature(moverId);
  if (!mover) return;
  let at = mover.pos;
  let drop = 0;
  let caught = false;
  let saveFailed = false;
  const traversed: Point[] = [];
  for (const step of path) {
    const gNow = groundUnder(spaceAt(at, mover.size), w.s.grid);
    const gNext = groundUnder(spaceAt(step, mover.size), w.s.grid);
    if (!mover.flying && gNext < gNow) {
      if (!saveFailed) {
        const die = ctx.roller.die(20, m4msg({ m: 'edgeSaveRoll', rule: 'B-2' }));
        const success = die >= 10;
        const who = ref(mover);
        ctx.emit({
          type: 'savingThrowRolled',
          saver: who,
          subject: who,
          mount: null,
          rule: 'B-2',
          attempted: true,
          die,
          bonuses: [],
          total: die,
          dc: 10,
          success,
          forced: null,
          rules: ['B-2'],
          ids: [mover.id],
        });
        if (success) {
          caught = true;
          break;
        }
        saveFailed = true;
      }
      drop += gNow - gNext;
    }
    at = step;
    traversed.push(pointOf(step));
  }
  const from = pointOf(mover.pos);
  const to = pointOf(at);
  for (const id of carriedGroup(w.s, moverId)) w.edit(id).pos = pointOf(to);
  const carried = carriedBy(w.s, moverId);
  ctx.emit({
    type: 'forcedMoved',
    who: ref(mover),
    carried: carried.map(ref),
    kind,
    from,
    to,
    path: traversed,
    squares: traversed.length,
    none: false,
    rules,
    ids: [mover.id, ...carried.map((c) => c.id)],
  });
  if (caught) proneWithRiders(w, ctx, chain, moverId, 'B-2');
  else if (drop > 0) {
    const r = fall(w, ctx, moverId, drop * w.s.grid.squareSize, ['B-2']);
    if (!r.standing) proneWithRiders(w, ctx, chain, moverId, 'B-5');
  }
}
