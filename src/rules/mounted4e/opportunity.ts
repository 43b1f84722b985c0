/**
 * Who may make an opportunity attack (B-11, MC-OA-1): pure queries, plus queuing the attackers' decisions.
 */
import { creaturesNear, distance, spaceAt, type Creature, type CreatureId, type Encounter, type Point, type Space } from '../core';
import { actionProblem } from './actions';
import { carriedBy, effectiveSpace, isAlly } from './relations';
import { turnKey, type OpportunityJob } from './state';
import { creatureOf } from '../core/creatures';

/** A creature that may make an opportunity attack, and whom it may target. */
export interface Provoked {
  attackerId: CreatureId;
  /** Legal targets: anyone of a moving group (MC-OA-1), or only the one who made the ranged/area attack. */
  targets: CreatureId[];
  cause: 'move' | 'ranged';
  /** For a move: the square (top-left of the mover) the group was leaving when it provoked. */
  at?: Point;
}

/** Possible attackers near `spaces` (B-11 needs adjacency; only creatures around them are looked at). */
function hostiles(enc: Encounter, exclude: Set<CreatureId>, toward: CreatureId[], spaces: Space[]): Creature[] {
  return creaturesNear(enc, spaces, 1)
    .map((id) => creatureOf(enc, id))
    .filter((c): c is Creature => !!c && !exclude.has(c.id) && c.hp > 0 && toward.some((t) => !isAlly(enc, c.id, t)) && !actionProblem(enc, c.id, 'opportunity'));
}

/**
 * Creatures provoked by `moverId` (and everyone it carries) walking `path` from its current square (B-11):
 * an enemy adjacent to a square the group leaves. Shifts, teleports and forced movement never provoke.
 * Riders count as occupying the whole space of their mount (MC-SPACE-2), so they provoke and are provoked there.
 */
export function provokersOfMove(enc: Encounter, moverId: CreatureId, path: Point[], from?: Point): Provoked[] {
  const mover = creatureOf(enc, moverId);
  if (!mover || path.length === 0) return [];
  const group = [mover.id, ...carriedBy(enc, mover.id).map((c) => c.id)];
  const exclude = new Set(group);
  const squares = [from ?? mover.pos, ...path.slice(0, -1)];
  const out: Provoked[] = [];
  for (const e of hostiles(enc, exclude, group, squares.map((p) => spaceAt(p, mover.size)))) {
    const es = effectiveSpace(enc, e.id);
    const at = squares.find((p) => distance(spaceAt(p, mover.size), es, 'chebyshev') === 1);
    if (!at) continue;
    const targets = group.filter((t) => !isAlly(enc, e.id, t));
    if (targets.length) out.push({ attackerId: e.id, targets, cause: 'move', at });
  }
  return out;
}

/**
 * Creatures provoked by `attackerId` making a ranged or area attack (B-11): adjacent enemies, who must target
 * the one that provoked (MC-OA-1), not its rider or mount.
 */
export function provokersOfRanged(enc: Encounter, attackerId: CreatureId): Provoked[] {
  const a = creatureOf(enc, attackerId);
  if (!a) return [];
  const as = effectiveSpace(enc, a.id);
  const exclude = new Set<CreatureId>([a.id]);
  return hostiles(enc, exclude, [a.id], [as])
    .filter((e) => distance(effectiveSpace(enc, e.id), as, 'chebyshev') === 1)
    .map((e) => ({ attackerId: e.id, targets: [a.id], cause: 'ranged' as const }));
}

/** Opportunity-attack jobs for a list of provoked creatures (the current turn only). */
export function opportunityJobs(enc: Encounter, provoked: Provoked[], provokerId: CreatureId): OpportunityJob[] {
  return provoked.map((p) => ({ kind: 'opportunity', attackerId: p.attackerId, targets: p.targets, cause: p.cause, provokerId, turnKey: turnKey(enc), ...(p.at ? { at: p.at } : {}) }));
}
