import { describe, expect, it } from 'vitest';
import { baseRuler, creatureOf, heightAboveGround } from './core';
import { scene } from './mounted4e/attackScene';
import { riderHeight } from './mounted4e';
import { systemOf } from './registry';

/**
 * Issue 31: 4e's heights (MC-MOUNT-3, MC-TGT-2) are 4e's, reached through its grid's `heightAboveGround`; the
 * kernel's default puts a carried creature at the height of the bottom of its stack, so another system's rider
 * never gets 4e's rule by accident.
 */
describe('heights belong to the rule system (issue 31)', () => {
  const { s, id } = scene().build(); // a knight riding a Large warhorse
  const knight = creatureOf(s, id('knight'))!;

  it('MC-TGT-2: through the 4e grid a rider of a Large mount is 1 square above the ground, as 4e’s own rules say', () => {
    const grid4e = systemOf('mounted4e')!.grid;
    expect(heightAboveGround(s, knight, grid4e)).toBe(1);
    expect(heightAboveGround(s, knight, grid4e)).toBe(riderHeight(s, knight.id));
  });

  it('the kernel’s default and a system without the hook (Tenkai, Sudukuri) do not apply MC-TGT-2', () => {
    expect(heightAboveGround(s, knight)).toBe(0);
    expect(systemOf('tenkai')!.grid.heightAboveGround).toBeUndefined();
    expect(systemOf('sudukuri')!.grid.heightAboveGround).toBeUndefined();
    expect(heightAboveGround(s, knight, systemOf('tenkai')!.grid)).toBe(0);
  });

  it('the ruler reads the height through the system’s grid: 4e measures a rise to a rider of a Large mount, the default none', () => {
    const horse = creatureOf(s, id('horse'))!;
    const q = { points: [{ x: 0, y: 0 }, horse.pos], toId: knight.id };
    expect(baseRuler(s, systemOf('mounted4e')!.grid, q).rise).toBe(1);
    expect(baseRuler(s, { ...systemOf('mounted4e')!.grid, heightAboveGround: undefined }, q).rise).toBe(0);
  });
});
