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
  type Creature,
  type CreatureId,
} from '../../rules';
import { changeFeed, type ChangeFeed } from './changes';

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
// The last state whose sight was worked out, and its fog (issue 33: a command that moves none of the party and
// changes no wall keeps the party's fog; the vision sweep walks the whole grid from every eye).
// Kept per creature table (a session's: its states share it), so another session's states do not take its place.
const lastSights = new WeakMap<object, { mark: SightMark; fog: string | null }>();
const SIGHT_FEED = {};

/**
 * The GM's encounter with the party's vision fog in its scene's fog (the same object when the vision is off; one
 * copy per state, kept).
 */
export function partySight<E extends AnyEncounter>(enc: E): E {
  if (!sceneVision(enc)) return enc;
  const hit = sights.get(enc);
  if (hit) return hit as E;
  let fog: string | null;
  const lastSight = lastSights.get(enc.creatures);
  if (lastSight && sameSightAs(lastSight.mark, enc)) fog = lastSight.fog;
  else {
    fog = encodeFog(addVisionFog(fogBits(enc), sceneWalls(enc), enc.grid, partyEyes(enc)));
    lastSights.set(enc.creatures, { mark: sightMark(enc, SIGHT_FEED), fog });
  }
  const out = { ...enc, scene: { ...enc.scene, fog } } as E;
  sights.set(enc, out);
  sights.set(out, out);
  return out;
}

/**
 * A state's sight kept to compare later states with (issue 33). The session changes its creature table in place
 * (a state's fields are immutable, its `creatures` container is not: model.ts), so the records are kept too, and
 * the table's feed (`changes.ts`) names the creatures to look at again.
 */
export interface SightMark {
  gm: AnyEncounter;
  readonly records: Map<CreatureId, Creature>;
  readonly own: readonly CreatureId[] | null;
  readonly feed: ChangeFeed;
}

/** The mark of a state's sight (one walk over its creatures), its feed kept for `owner`. */
export function sightMark(gm: AnyEncounter, owner: object): SightMark {
  const feed = changeFeed(gm.creatures, owner);
  feed.take();
  const records = new Map<CreatureId, Creature>();
  for (const id of gm.creatureOrder) {
    const c = creatureOf(gm, id);
    if (c) records.set(id, c);
  }
  return { gm, records, own: systemFor(gm).players?.partyIds?.(gm) ?? null, feed };
}

/** Does a creature stand and hide the same way in both records (all the players' sight and scope read of it)? */
function sameStance(a: Creature, b: Creature): boolean {
  return (
    a.side === b.side &&
    a.pos.x === b.pos.x &&
    a.pos.y === b.pos.y &&
    a.size === b.size &&
    a.mountId === b.mountId &&
    a.conditions.includes(HIDDEN_MARK) === b.conditions.includes(HIDDEN_MARK)
  );
}

const HIDDEN_MARK = 'hidden';

/**
 * Does `gm` give the players the same sight as the marked state (issue 33)? The same party (its creatures and the
 * system's own), where each creature stands and whether it hides, the same scene (fog, walls, vision) and grid:
 * then the party's vision fog, who is unseen and who is the party are the same in both. When it does, the mark is
 * moved on to `gm` (its records replaced by the ones `gm` changed); when not, make a new mark.
 */
export function sameSightAs(mark: SightMark, gm: AnyEncounter): boolean {
  const a = mark.gm;
  if (a === gm) return true;
  if (
    a.creatures !== gm.creatures ||
    a.system !== gm.system ||
    a.scene !== gm.scene ||
    a.grid !== gm.grid ||
    a.creatureOrder !== gm.creatureOrder
  )
    return false;
  const own = systemFor(gm).players?.partyIds;
  if (own && a.sys !== gm.sys) {
    const x = mark.own ?? [];
    const y = own(gm);
    if (x.length !== y.length || x.some((id, i) => id !== y[i])) return false;
  }
  // Only the creatures the table's transactions touched since the mark can differ from its records.
  for (const id of mark.feed.take()) {
    const y = creatureOf(gm, id);
    const x = mark.records.get(id);
    if (x === y) continue;
    if (!x || !y || !sameStance(x, y)) return false;
    mark.records.set(id, y);
  }
  mark.gm = gm;
  return true;
}
