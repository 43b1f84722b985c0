/**
 * The party's vision fog (issue 32): when the scene's vision is on, the players get the GM's fog plus every square
 * no creature of theirs can see through the walls that block sight (and nothing beyond the board's edge). Applied
 * where the players' side of the GM's state is worked out — the view, its scope, the players' world, the shared
 * overlay — so a creature out of the party's sight is left out exactly like one under the GM's fog.
 *
 * Remembered squares (seen once, out of sight now) are the players' pages' own memory (`render/fogLayer.ts`): they
 * dim the squares that were once clear in a view they got. That needs no new field in the players' view (its
 * scene is checked like a file's) and tells nothing the players were not shown; a page opened later starts with
 * no memory. Nothing of it is in the encounter, so undo never "unsees" a square.
 */
import {
  addVisionFog,
  creatureOf,
  encodeFog,
  fogBits,
  sceneVision,
  sceneWalls,
  spaceOf,
  systemFor,
  type AnyEncounter,
  type Block,
  type CreatureId,
} from '../../rules';

/** The players' side: the party's creatures and the system's own (Sudukuri's PC side). */
export function partyIds(enc: AnyEncounter): Set<CreatureId> {
  const ids = new Set<CreatureId>();
  for (const id of enc.creatureOrder) if (creatureOf(enc, id)?.side === 'party') ids.add(id);
  for (const id of systemFor(enc).players?.partyIds?.(enc) ?? []) ids.add(id);
  return ids;
}

/** Where the party's creatures see from: each one's space, a rider's and passenger's its mount's. */
export function partyEyes(enc: AnyEncounter): Block[] {
  const eyes: Block[] = [];
  const keys = new Set<string>();
  for (const id of partyIds(enc)) {
    const c = creatureOf(enc, id);
    if (!c) continue;
    const base = (c.mountId ? creatureOf(enc, c.mountId) : undefined) ?? c;
    const s = spaceOf(base);
    const k = `${s.x},${s.y},${s.side}`;
    if (!keys.has(k)) eyes.push(s);
    keys.add(k);
  }
  return eyes;
}

const sights = new WeakMap<object, AnyEncounter>();

/**
 * The GM's encounter with the party's vision fog in its scene's fog (the same object when the vision is off; one
 * copy per state, kept).
 */
export function partySight<E extends AnyEncounter>(enc: E): E {
  if (!sceneVision(enc)) return enc;
  const hit = sights.get(enc);
  if (hit) return hit as E;
  const bits = addVisionFog(fogBits(enc), sceneWalls(enc), enc.grid, partyEyes(enc));
  const out = { ...enc, scene: { ...enc.scene, fog: encodeFog(bits) } } as E;
  sights.set(enc, out);
  sights.set(out, out);
  return out;
}
