import { describe, expect, it } from 'vitest';
import { benchEncounter, LARGE } from '../../bench/encounter';
import { allCreatures, carriedIds, type AnyEncounter, type CreatureId, type Encounter } from '../rules';
import { withCarried } from './dirtyIds';
import { flagsFor, selectionTouches } from './tokenFacts';

// Issue 33: a new selection reconciles the creatures it leaves and takes with their partners, not every token
// (boardRedraw.ts). Every token whose selection or partner ring (or whose label's rank: `selected`) the selection
// decides must be among them, for any selection change, riders, passengers and their mount included.

/** What the selection decides of a token, per creature. */
function selectionLooks(enc: AnyEncounter, selectedId: CreatureId | null): Map<CreatureId, string> {
  const f = flagsFor(enc, { lang: 'en', selectedId, mode: 'gm' });
  return new Map(
    allCreatures(enc).map((c) => {
      const x = f(c);
      return [c.id, `${x.selected},${x.partner}`];
    }),
  );
}

describe('a new selection reconciles only the tokens it shows on (issue 33)', () => {
  const b = benchEncounter(LARGE);
  const enc = b.encounter as AnyEncounter;
  const mount = b.loadedMountId;
  const carried = carriedIds(enc as Encounter, mount);
  const walker = allCreatures(enc).find((c) => !c.mountId && carriedIds(enc as Encounter, c.id).length === 0);
  const picks: (CreatureId | null)[] = [null, mount, ...carried, walker?.id ?? null];

  it('the loaded mount carries a rider and passengers (the case with partners)', () => {
    expect(carried.length).toBeGreaterThanOrEqual(2);
    expect(walker).toBeDefined();
  });

  it('every token whose selection or partner ring changes is due, for every change among mount, rider, passengers, a walker and none', () => {
    const looks = new Map(picks.map((id) => [id, selectionLooks(enc, id)]));
    let pairs = 0;
    for (const from of picks)
      for (const to of picks) {
        if (from === to) continue;
        const a = looks.get(from) as Map<CreatureId, string>;
        const z = looks.get(to) as Map<CreatureId, string>;
        const changed = [...a.keys()].filter((id) => a.get(id) !== z.get(id));
        const due = withCarried(enc as Encounter, selectionTouches(enc, from, to));
        for (const id of changed) expect(due.has(id), `${from} → ${to}: ${id} not reconciled`).toBe(true);
        // Not every token: the change's own few.
        expect(due.size).toBeLessThanOrEqual(2 * (carried.length + 2));
        pairs++;
      }
    expect(pairs).toBe(picks.length * (picks.length - 1));
  });

  it('no change of selection touches nothing', () => {
    expect(selectionTouches(enc, mount, mount)).toEqual([]);
    expect(selectionTouches(enc, null, null)).toEqual([]);
  });
});
