/**
 * Read-only helpers the mounted panels share. They only call the rules' own queries (planMove,
 * mountOptions …) and never decide a rule themselves.
 */
import { distance, isPlan, planMove, spaceAt, spaceOf, type Creature, type CreatureId, type Point } from '../../rules';
import { extraMovement, grid, passengersOf, riderOf, type M4Encounter } from '../../rules/mounted4e';
import { creatureOf } from '../../rules';

/** The cheapest walk to a square next to the mount (MC-MOUNT-3), for the board preview. */
export function approachPath(
  enc: M4Encounter,
  id: CreatureId,
  mountId: CreatureId,
): { to: Point; path: Point[]; cost: number } | null {
  const c = creatureOf(enc, id);
  const m = creatureOf(enc, mountId);
  if (!c || !m) return null;
  const ms = spaceOf(m);
  const side = spaceAt({ x: 0, y: 0 }, c.size).side;
  let best: { to: Point; path: Point[]; cost: number } | null = null;
  for (let y = ms.y - side; y <= ms.y + ms.side; y++) {
    for (let x = ms.x - side; x <= ms.x + ms.side; x++) {
      const s = spaceAt({ x, y }, c.size);
      if (distance(s, ms, 'chebyshev') !== 1) continue;
      const plan = planMove(enc, grid, id, { x, y }, Math.max(0, c.speed - extraMovement(m.size)));
      if (isPlan(plan) && (!best || plan.cost < best.cost))
        best = { to: { x, y }, path: [...plan.path], cost: plan.cost };
    }
  }
  return best;
}

/** The creature whose space moves when `id` is moved (its mount if it rides). */
export function footprintOf(enc: M4Encounter, id: CreatureId): Creature | undefined {
  const c = creatureOf(enc, id);
  if (!c) return undefined;
  return c.mountId ? (creatureOf(enc, c.mountId) ?? c) : c;
}

/** Others on the same mount as `id` (rider and passengers), for MC-PASS-4. */
export function mountMates(enc: M4Encounter, id: CreatureId): Creature[] {
  const c = creatureOf(enc, id);
  if (!c?.mountId) return [];
  const r = riderOf(enc, c.mountId);
  return [...(r ? [r] : []), ...passengersOf(enc, c.mountId)].filter((x) => x.id !== id);
}
