/**
 * Who may make an opportunity attack (B-11, MC-OA-1): pure queries (only the creatures around the mover are
 * looked at), plus the attackers' follow-up jobs.
 */
import { creatureOf, creaturesNear, spaceAt, type CreatureId, type Point, type Space } from '../core';
import { actionProblem, turnKey } from './actions';
import type { OpportunityJob } from './chain';
import type { M4CreatureRecord, M4Encounter } from './model';
import { bodyOf, distanceBetween, measure, standingBody } from './reach';
import { carriedBy, effectiveSpace, isAlly } from './relations';

/** A creature that may make an opportunity attack, and whom it may target. */
export interface Provoked {
  readonly attackerId: CreatureId;
  /** Legal targets: anyone of a moving group (MC-OA-1), or only the one who made the ranged/area attack. */
  readonly targets: readonly CreatureId[];
  readonly cause: 'move' | 'ranged';
  /** For a move: the square (top-left of the mover) the group was leaving when it provoked. */
  readonly at?: Point;
}

/** Possible attackers near `spaces` (B-11 needs adjacency; only creatures around them are looked at). */
function hostiles(
  enc: M4Encounter,
  exclude: ReadonlySet<CreatureId>,
  toward: readonly CreatureId[],
  spaces: readonly Space[],
): M4CreatureRecord[] {
  const out: M4CreatureRecord[] = [];
  for (const id of creaturesNear(enc, spaces, 1)) {
    const c = creatureOf(enc, id);
    if (!c || exclude.has(c.id) || c.hp <= 0) continue;
    if (!toward.some((t) => !isAlly(enc, c.id, t)) || actionProblem(enc, c.id, 'opportunity')) continue;
    out.push(c);
  }
  return out;
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
  const exclude = new Set(group);
  const squares = [from ?? mover.pos, ...path.slice(0, -1)];
  const out: Provoked[] = [];
  for (const e of hostiles(
    enc,
    exclude,
    group,
    squares.map((p) => spaceAt(p, mover.size)),
  )) {
    const eb = bodyOf(enc, e.id);
    const at = squares.find((p) => measure(standingBody(enc, mover, p), eb).distance === 1);
    if (!at) continue;
    const targets = group.filter((t) => !isAlly(enc, e.id, t));
    if (targets.length) out.push({ attackerId: e.id, targets, cause: 'move', at: { x: at.x, y: at.y } });
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
  return hostiles(enc, new Set([a.id]), [a.id], [as])
    .filter((e) => distanceBetween(enc, e.id, a.id).distance === 1)
    .map((e) => ({ attackerId: e.id, targets: [a.id], cause: 'ranged' as const }));
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
