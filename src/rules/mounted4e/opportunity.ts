/**
 * Who may make an opportunity attack (B-11, MC-OA-1): pure queries (only the creatures around the mover are
 * looked at), plus the attackers' follow-up jobs.
 */
import { cellKey, creatureOf, spaceSide, spatialIndex, type CreatureId, type Point, type Stander } from '../core';
import { actionProblem, turnKey } from './actions';
import type { OpportunityJob } from './chain';
import type { M4CreatureRecord, M4Encounter } from './model';
import { blockOf, measure, standingBody, type Body } from './reach';
import { alliedRecords, carriedBy } from './relations';

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
  // The moving group's records (rider first, then passengers), read once for every candidate (issue 33).
  const carried = carriedBy(enc, mover.id);
  const group: M4CreatureRecord[] = [mover];
  for (let i = 0; i < carried.length; i++) group.push(carried[i] as M4CreatureRecord);
  // The squares left: where it started, then every square of the path but the last.
  const squares: Point[] = [from ?? mover.pos];
  for (let i = 0; i < path.length - 1; i++) squares.push(path[i] as Point);
  // The mover's body at each square left, made when first asked (most candidates stand by the first ones).
  const bodies: (Body | undefined)[] = [];
  const out: Provoked[] = [];
  const idx = spatialIndex(enc);
  const lists = idx.carried;
  const near = nearSquares(enc, squares, spaceSide(mover.size));
  for (let n = 0; n < near.length; n++) {
    const e = near[n] as M4CreatureRecord;
    if (e.hp <= 0 || inGroup(group, e.id)) continue;
    // The cheap test first: adjacent (in three dimensions, MC-R13) to a square the group leaves.
    const eb = blockOf(enc, e);
    let at: Point | undefined;
    for (let i = 0; i < squares.length; i++) {
      const b = (bodies[i] ??= standingBody(enc, mover, squares[i]));
      if (measure(b, eb).distance === 1) {
        at = squares[i];
        break;
      }
    }
    if (!at) continue;
    // MC-ELIG-2: allies (a mount with its rider's allies) are no targets.
    const targets: CreatureId[] = [];
    for (let i = 0; i < group.length; i++) {
      const t = group[i] as M4CreatureRecord;
      if (!alliedRecords(enc, e, t, lists)) targets.push(t.id);
    }
    if (!targets.length || actionProblem(enc, e.id, 'opportunity')) continue;
    out.push({ attackerId: e.id, targets, cause: 'move', at: { x: at.x, y: at.y } });
  }
  return out;
}

/** Squares read by {@link nearSquares} (kept between calls, cleared after each). */
let seen = new Uint8Array(256);

/**
 * The records of the creatures standing next to or under the spaces of side `side` at `squares`, plus everyone
 * those carry, in creature order: what {@link creaturesNear} with reach 1 finds around each space (B-11), read
 * from the index without a list of squares and without looking the creatures up again (issue 33). A square is
 * read once along a path.
 */
function nearSquares(enc: M4Encounter, squares: readonly Point[], side: number): M4CreatureRecord[] {
  const idx = spatialIndex(enc);
  const ords: number[] = [];
  const recs: M4CreatureRecord[] = [];
  // Squares already read, on a scratch grid around the path (one space reads no square twice: none needed).
  const several = squares.length > 1;
  let bx = 0;
  let by = 0;
  let bw = 0;
  let size = 0;
  if (several) {
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
    bx = minX - 1;
    by = minY - 1;
    bw = maxX - minX + side + 2;
    size = bw * (maxY - minY + side + 2);
    if (seen.length < size) seen = new Uint8Array(size * 2);
  }
  for (const p of squares) {
    for (let y = p.y - 1; y < p.y + side + 1; y++) {
      for (let x = p.x - 1; x < p.x + side + 1; x++) {
        if (several) {
          const k = (y - by) * bw + (x - bx);
          if (seen[k]) continue;
          seen[k] = 1;
        }
        if (!idx.occupied(x, y)) continue;
        const list = idx.cells.get(cellKey(x, y));
        if (!list) continue;
        for (let i = 0; i < list.length; i++) {
          const st = list[i] as Stander;
          if (!recs.includes(st.c as M4CreatureRecord)) {
            ords.push(st.order);
            recs.push(st.c as M4CreatureRecord);
          }
        }
      }
    }
  }
  if (several) seen.fill(0, 0, size);
  // Everyone those carry, and whom those carry in turn (a creature is in one mount's list at most).
  const n = recs.length;
  for (let i = 0; i < recs.length; i++) {
    const ks = idx.carried.get((recs[i] as M4CreatureRecord).id);
    if (!ks) continue;
    for (let j = 0; j < ks.length; j++) {
      const c = creatureOf(enc, ks[j]);
      if (!c) continue;
      ords.push(idx.rankOf(c.id));
      recs.push(c);
    }
  }
  if (n > 0) sortBoth(ords, recs);
  return recs;
}

/** Sort `recs` by `ords` (ascending, in place, both): an insertion sort, the lists are a few creatures long. */
function sortBoth(ords: number[], recs: M4CreatureRecord[]): void {
  for (let i = 1; i < ords.length; i++) {
    const o = ords[i] as number;
    const r = recs[i] as M4CreatureRecord;
    let j = i - 1;
    while (j >= 0 && (ords[j] as number) > o) {
      ords[j + 1] = ords[j] as number;
      recs[j + 1] = recs[j] as M4CreatureRecord;
      j--;
    }
    ords[j + 1] = o;
    recs[j + 1] = r;
  }
}

/**
 * Creatures provoked by `attackerId` making a ranged or area attack (B-11): adjacent enemies, who must target
 * the one that provoked (MC-OA-1), not its rider or mount.
 */
export function provokersOfRanged(enc: M4Encounter, attackerId: CreatureId): Provoked[] {
  const a = creatureOf(enc, attackerId);
  if (!a) return [];
  // Adjacent (B-11, MC-R13) enemies (MC-ELIG-2) able to react, the cheap tests first (issue 33): an ally is dropped
  // before its distance is measured, a non-adjacent enemy before its actions are checked; the attacker's body (its
  // space: the one it effectively occupies, MC-SPACE-1), the carried lists and each neighbour's record read once.
  const ab = blockOf(enc, a);
  const lists = spatialIndex(enc).carried;
  const out: Provoked[] = [];
  const near = nearSquares(enc, [ab.space], ab.space.side);
  for (let i = 0; i < near.length; i++) {
    const c = near[i] as M4CreatureRecord;
    if (c.id === a.id || c.hp <= 0 || alliedRecords(enc, c, a, lists)) continue;
    if (measure(blockOf(enc, c), ab).distance !== 1 || actionProblem(enc, c.id, 'opportunity')) continue;
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
  // B-11 / MC-OA-1: one job per provoked creature, its fields named in one order (`at` last, when there is one); a
  // literal each, not a spread after literal keys (V8's slow path: issue 33).
  const out: OpportunityJob[] = new Array<OpportunityJob>(provoked.length);
  for (let i = 0; i < provoked.length; i++) {
    const p = provoked[i] as Provoked;
    out[i] = p.at
      ? {
          kind: 'opportunity',
          attackerId: p.attackerId,
          targets: p.targets,
          cause: p.cause,
          provokerId,
          turnKey: key,
          at: p.at,
        }
      : { kind: 'opportunity', attackerId: p.attackerId, targets: p.targets, cause: p.cause, provokerId, turnKey: key };
  }
  return out;
}

/** Is `id` one of the moving group (MC-OA-1: they never provoke one another)? */
function inGroup(group: readonly M4CreatureRecord[], id: CreatureId): boolean {
  for (let i = 0; i < group.length; i++) if ((group[i] as M4CreatureRecord).id === id) return true;
  return false;
}
