import { describe, expect, it } from 'vitest';
import { creatureOf } from '../rules';
import { sampleEncounter } from '../app/sample';
import { CELL } from './constants';
import { passengerIds, placeToken } from './layout';
import { drawOrder, sameOrder, TILE, tileKey } from './tiles';

describe('token tiles and draw order', () => {
  const enc = sampleEncounter('en');

  it('puts standing creatures first, then riders and passengers, each in creation order', () => {
    const order = drawOrder(enc);
    expect([...order].sort()).toEqual([...enc.creatureOrder].sort());
    const firstMounted = order.findIndex((id) => !!creatureOf(enc, id)?.mountId);
    expect(firstMounted).toBeGreaterThan(0);
    expect(order.slice(firstMounted).every((id) => !!creatureOf(enc, id)?.mountId)).toBe(true);
    const rank = (id: string) => enc.creatureOrder.indexOf(id);
    for (const part of [order.slice(0, firstMounted), order.slice(firstMounted)]) {
      expect(part.map(rank)).toEqual([...part.map(rank)].sort((a, b) => a - b));
    }
  });

  it('keys tiles of TILE squares, clamping negative positions into the first tile', () => {
    const side = TILE * CELL;
    expect(tileKey(0, 0)).toBe(tileKey(side - 1, side - 1));
    expect(tileKey(side, 0)).not.toBe(tileKey(side - 1, 0));
    expect(tileKey(0, side)).not.toBe(tileKey(0, side - 1));
    expect(tileKey(-5, -5)).toBe(tileKey(0, 0));
  });

  it('a rider and its passengers share their mount tile', () => {
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      const m = c?.mountId ? creatureOf(enc, c.mountId) : undefined;
      if (!c || !m) continue;
      const p = placeToken(enc, c);
      const mp = placeToken(enc, m);
      expect(tileKey(p.cx, p.cy)).toBe(tileKey(mp.cx, mp.cy));
    }
  });

  it('lists a mount’s passengers (not its rider) in creation order', () => {
    for (const id of enc.creatureOrder) {
      const expected = enc.creatureOrder.filter(
        (o) => creatureOf(enc, o)?.mountId === id && !creatureOf(enc, o)?.isRider,
      );
      expect(passengerIds(enc, id)).toEqual(expected);
    }
    expect(enc.creatureOrder.some((id) => passengerIds(enc, id).length > 0)).toBe(true);
  });

  it('takes a structured clone of the creature order as the same order (the player window, issue 33), not another order', () => {
    const order = enc.creatureOrder;
    expect(sameOrder(order, order)).toBe(true);
    expect(sameOrder(structuredClone(order), order)).toBe(true);
    expect(sameOrder([...order].reverse(), order)).toBe(false);
    expect(sameOrder(order.slice(1), order)).toBe(false);
    expect(sameOrder([...order.slice(0, -1), 'someone-else'], order)).toBe(false);
    expect(sameOrder(order, null)).toBe(false);
  });
});
