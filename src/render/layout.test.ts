import { describe, expect, it } from 'vitest';
import { apply, newEncounter, testDice, type Encounter } from '../rules';
import { newTenkaiEncounter, tenkaiData, type TenkaiCommand } from '../rules/tenkai';
import { run } from '../rules/tenkai/testkit';
import { CELL } from './constants';
import { placeToken, stackMembers } from './layout';
import { creatureOf } from '../rules';

const tk = (name: string, x: number, y: number, role: 'character' | 'partner' = 'character'): TenkaiCommand => ({
  type: 'addCreature',
  creature: { name, pos: { x, y }, sys: tenkaiData(role === 'partner' ? { role, move: 4, canFly: true } : {}) },
});

describe('token layout in a stacking system (TK-GRID-1)', () => {
  const three = run(
    newTenkaiEncounter({ width: 8, height: 8, dice: testDice(1) }),
    tk('A', 2, 2),
    tk('B', 2, 2),
    tk('C', 2, 2),
    tk('D', 5, 5),
  );
  const c = (s: Encounter, id: string) => creatureOf(s, id)!;

  it('a creature alone fills its square as before', () => {
    const p = placeToken(three, c(three, 'c4'));
    expect(p).toMatchObject({ cx: 5.5 * CELL, cy: 5.5 * CELL, role: 'standing' });
    expect(p.stack).toBeUndefined();
  });

  it('three in a square form a pile inside the square, each with its index and the count', () => {
    expect(stackMembers(three, { x: 2, y: 2 }).map((x) => x.id)).toEqual(['c1', 'c2', 'c3']);
    const ps = ['c1', 'c2', 'c3'].map((id) => placeToken(three, c(three, id)));
    expect(ps.map((p) => p.stack)).toEqual([0, 1, 2].map((index) => ({ index, count: 3, fanned: false })));
    const keys = new Set(ps.map((p) => `${p.cx},${p.cy}`));
    expect(keys.size).toBe(3);
    for (const p of ps) {
      expect(p.cx - p.radius).toBeGreaterThanOrEqual(2 * CELL - 1);
      expect(p.cx + p.radius).toBeLessThanOrEqual(3 * CELL + 1);
      expect(p.radius).toBeLessThan(CELL * 0.44);
    }
  });

  it('hovering the square fans the stack out so no two tokens overlap', () => {
    const ps = ['c1', 'c2', 'c3'].map((id) => placeToken(three, c(three, id), { fanned: { x: 2, y: 2 } }));
    expect(ps.every((p) => p.stack?.fanned)).toBe(true);
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        const a = ps[i]!;
        const b = ps[j]!;
        expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThanOrEqual(a.radius + b.radius);
      }
    }
    // Another square's hover leaves this pile alone.
    expect(placeToken(three, c(three, 'c1'), { fanned: { x: 5, y: 5 } }).stack?.fanned).toBe(false);
  });

  it('a rider sits on its partner wherever the stack puts the partner', () => {
    let s = run(
      newTenkaiEncounter({ width: 8, height: 8, dice: testDice(1) }),
      tk('Rider', 1, 1),
      tk('Dragon', 1, 1, 'partner'),
      tk('Other', 1, 1),
    );
    s = run(s, { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' });
    const dragon = placeToken(s, c(s, 'c2'), { fanned: { x: 1, y: 1 } });
    const rider = placeToken(s, c(s, 'c1'), { fanned: { x: 1, y: 1 } });
    expect(dragon.stack?.count).toBe(2); // the rider is carried, not a stack member
    expect(rider.role).toBe('rider');
    expect(Math.hypot(rider.cx - dragon.cx, rider.cy - dragon.cy)).toBeLessThan(dragon.radius);
    expect(rider.radius).toBeLessThan(dragon.radius);
  });

  it('4e encounters do not stack (one creature per space)', () => {
    // The registry's apply (the Tenkai testkit's `run` applies Tenkai's rules only).
    const r = apply(newEncounter({ system: 'mounted4e', width: 8, height: 8, dice: testDice(1) }), {
      type: 'addCreature',
      creature: { name: 'K', pos: { x: 1, y: 1 } },
    });
    if (!r.ok) throw new Error('4e creature refused');
    const s = r.state;
    expect(placeToken(s, c(s, 'c1')).stack).toBeUndefined();
  });
});
