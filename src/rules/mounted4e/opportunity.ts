/**
 * Who may make an opportunity attack (B-11, MC-OA-1): pure queries (only the creatures around the mover are
 * looked at), plus the attackers' follow-up jobs.
 */
import { creatureOf, creaturesNear, spaceSide, spatialIndex, type CreatureId, type Point, type Space } from '../core';
import { actionProblem, turnKey } from './actions';
import type { OpportunityJob } from './chain';
import type { M4Encounter } from './model';
import { bodyOf, measure, standingBody, type Body } from './reach';
import { alliedRecords, carriedBy, effectiveSpace, isAlly } from './relations';

/** A creature that may make an opportunity attack, and whom it may target. */
export interface Provoked {
  readonly attackerId: CreatureId;
  /** Legal targets: anyone of a moving group (MC-OA-1), or only the one who made the ranged/area attack. */
  readonly targets: readonly CreatureId[];
  readonly cause: 'move' | 'ranged';
  /** For a move: the square (top-left of the mover) the group was leaving when it provoked. */
  readonly at?: Point;
}

/**
 * Creatures provoked by `moverId` (and everyone it carries) walking `path` from its current square (B-11):
 * an enemy adjacent to a square the group leaves — adjacent in three dimensions (MC-R13: a flier far above is
 * not). Allies never provoke, and a mount counts as an ally of its rider's allies (MC-ELIG-2). Shifts,
 * teleports and forced movement never provoke. Riders count as occupying the whole space of their mount
 * (MC-SPACE-2), so they provoke and are provoked there.
 */
export function provokersOfMove(
  enc: M4Encounter,
  moverId: CreatureId,
  path: readonly Point[],
  from?: Point,
): Provoked[] {
  const mover = creatureOf(enc, moverId);
  if (!mover || path.length === 0) return [];
  const group = [mover.id, ...carriedBy(enc, mover.id).map((c) => c.id)];
  const squares = [from ?? mover.pos, ...path.slice(0, -1)];
  // The mover's body at each square left, made when first asked (most candidates stand by the first ones).
  const bodies: (Body | undefined)[] = [];
  const out: Provoked[] = [];
  for (const id of creaturesNear(enc, aroundSquares(squares, spaceSide(mover.size)), 0)) {
    const e = creatureOf(enc, id);
    if (!e || group.includes(e.id) || e.hp <= 0) continue;
    // The cheap test first: adjacent (in three dimensions, MC-R13) to a square the group leaves.
    const eb = bodyOf(enc, e.id);
    let at: Point | undefined;
    for (let i = 0; i < squares.length; i++) {
      const b = (bodies[i] ??= standingBody(enc, mover, squares[i]));
      if (measure(b, eb).distance === 1) {
        at = squares[i];
        break;
      }
    }
    if (!at) continue;
    const targets = group.filter((t) => !isAlly(enc, e.id, t));
    if (!targets.length || actionProblem(enc, e.id, 'opportunity')) continue;
    out.push({ attackerId: e.id, targets, cause: 'move', at: { x: at.x, y: at.y } });
  }
  return out;
}

/**
 * The squares next to or under the spaces of side `side` at `squares` (each once, as one-square spaces): what
 * {@link creaturesNear} with reach 1 reads around each space, without reading a square twice along a path.
 */
function aroundSquares(squares: readonly Point[], side: number): Space[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of squares) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  const bx = minX - 1;
  const by = minY - 1;
  const bw = maxX - minX + side + 2;
  const seen = new Uint8Array(bw * (maxY - minY + side + 2));
  const out: Space[] = [];
  for (const p of squares) {
    for (let y = p.y - 1; y < p.y + side + 1; y++) {
      for (let x = p.x - 1; x < p.x + side + 1; x++) {
        const k = (y - by) * bw + (x - bx);
        if (seen[k]) continue;
        seen[k] = 1;
        out.push({ x, y, side: 1 });
      }
    }
  }
  return out;
}

/**
 * Creatures provoked by `attackerId` making a ranged or area attack (B-11): adjacent enemies, who must target
 * the one that provoked (MC-OA-1), not its rider or mount.
 */
export function provokersOfRanged(enc: M4Encounter, attackerId: CreatureId): Provoked[] {
  const a = creatureOf(enc, attackerId);
  if (!a) return [];
  const as = effectiveSpace(enc, a.id);
  // Adjacent (B-11, MC-R13) enemies (MC-ELIG-2) able to react, the cheap tests first (issue 33): an ally is dropped
  // before its distance is measured, a non-adjacent enemy before its actions are checked; the attacker's body and
  // the carried lists are read once.
  const ab = bodyOf(enc, a.id);
  const lists = spatialIndex(enc).carried;
  const out: Provoked[] = [];
  for (const id of creaturesNear(enc, [as], 1)) {
    const c = creatureOf(enc, id);
    if (!c || c.id === a.id || c.hp <= 0 || alliedRecords(enc, c, a, lists)) continue;
    if (measure(bodyOf(enc, c.id), ab).distance !== 1 || actionProblem(enc, c.id, 'opportunity')) continue;
    out.push({ attackerId: c.id, targets: [a.id], cause: 'ranged' });
  }
  return out;
}

/** Opportunity-attack jobs for a list of provoked creatures (the current turn only). */
export function opportunityJobs(
  enc: M4Encounter,
  provoked: readonly Provoked[],
  provokerId: CreatureId,
): OpportunityJob[] {
  const key = turnKey(enc);
  return provoked.map((p) => ({
    kind: 'opportunity',
    attackerId: p.attackerId,
    targets: p.targets,
    cause: p.cause,
    provokerId,
    turnKey: key,
    ...(p.at ? { at: p.at } : {}),
  }));
}
