/**
 * MC-INIT-1 order (issue 33): the linked list that moves each linked mount right behind its rider gives the same
 * order as the plain reading of the rule — links in the order they were made, each mount taken out and put right
 * after its rider — on random encounters with chains of links, several mounts on one rider and dangling links.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureOf, defaultTurnOrder, makeCreature, type CreatureId } from '../core';
import { DEFAULT_PART, type M4Creature, type M4Encounter } from './index';
import { sortWithLinks } from './turnOrder';

/** The rule read plainly (the previous implementation): O(creatures) per link. */
function plain(enc: M4Encounter, ids: readonly CreatureId[]): CreatureId[] {
  const order = defaultTurnOrder(enc, ids);
  const links = order
    .map((id) => ({ mount: id, l: creatureOf(enc, id)?.sys.initLink }))
    .filter((x) => !!x.l)
    .map((x) => ({ mount: x.mount, rider: x.l!.rider, serial: x.l!.serial }))
    .sort((a, b) => a.serial - b.serial);
  for (const l of links) {
    if (order.indexOf(l.rider) < 0) continue;
    order.splice(order.indexOf(l.mount), 1);
    order.splice(order.indexOf(l.rider) + 1, 0, l.mount);
  }
  return order;
}

function encounter(inits: number[], links: (number | null)[]): M4Encounter {
  const ids = inits.map((_, i) => `c${i + 1}`);
  const creatures = Object.fromEntries(
    ids.map((id, i) => {
      const l = links[i];
      const sys: M4Creature = {
        ...DEFAULT_PART,
        initLink: l === null || l === undefined ? null : { rider: ids[l % ids.length] as string, serial: (i * 7) % 11 },
      };
      return [id, makeCreature<M4Creature>({ id, name: id, sys, initiative: inits[i] ?? 0, initBonus: i % 3 })];
    }),
  );
  return { creatures, creatureOrder: ids, sys: { placed: [] } } as unknown as M4Encounter;
}

describe('MC-INIT-1 order (issue 33)', () => {
  it('MC-INIT-1: each linked mount right after its rider, as the plain reading of the rule orders them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.option(fc.nat(60), { freq: 2 }), { maxLength: 40 }),
        fc.nat(40),
        (inits, links, drop) => {
          const enc = encounter(inits, links);
          // Some creatures without an initiative are left out of the order (a link to one of them dangles).
          const ids = enc.creatureOrder.filter((_, i) => i !== drop);
          expect(sortWithLinks(enc, ids)).toEqual(plain(enc, ids));
        },
      ),
      { numRuns: 300, seed: 33 },
    );
  });
});
