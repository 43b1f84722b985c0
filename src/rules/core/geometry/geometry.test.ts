import { describe, expect, it } from 'vitest';
import type { Wall } from '../walls';
import { crosses, throughBox } from './segments';
import { clearBetween, markSeen, stepBlocked } from './sight';
import { EFFECT, MOVEMENT, SIGHT, WallIndex } from './wallIndex';

let n = 0;
const wall = (x1: number, y1: number, x2: number, y2: number, kind: Wall['kind'] = 'wall', open = false): Wall => ({
  id: `w${n++}`,
  kind,
  x1,
  y1,
  x2,
  y2,
  open,
});

describe('segments (RULING MC-R26)', () => {
  it('a proper crossing blocks; touching an end or running along does not', () => {
    expect(crosses(0, 0, 4, 4, 0, 4, 4, 0)).toBe(true);
    expect(crosses(0, 0, 2, 2, 2, 2, 4, 0)).toBe(false); // touches an end
    expect(crosses(0, 5, 10, 5, 2, 5, 6, 5)).toBe(false); // along
  });
  it('a line along the edge of a square or through its corner is not through it (B-10)', () => {
    expect(throughBox(0, 1, 5, 1, 2, 1, 3, 2)).toBe(false);
    expect(throughBox(0, 0, 4, 4, 2, 0, 3, 2)).toBe(false); // touches corner (2,2)
    expect(throughBox(0, 1.5, 5, 1.5, 2, 1, 3, 2)).toBe(true);
  });
});

describe('the wall index (B-10, MC-R26)', () => {
  it('a wall blocks a line across it, not one along it or past its free end', () => {
    const ix = new WallIndex([wall(5, 0, 5, 5)]);
    expect(ix.blocked(2, 2, 8, 2, EFFECT)).toBe(true);
    expect(ix.blocked(5, -1, 5, 8, EFFECT)).toBe(false); // along
    expect(ix.blocked(4, 6, 6, 4, EFFECT)).toBe(false); // through the free end (5,5)
    expect(ix.blocked(2, 6, 8, 6, EFFECT)).toBe(false); // past it
  });
  it('a line through the joint of a straight wall is blocked; past the outside of a corner is not', () => {
    const ix = new WallIndex([wall(0, 5, 5, 5), wall(5, 5, 10, 5), wall(20, 20, 25, 20), wall(20, 20, 20, 25)]);
    expect(ix.blocked(2, 2, 8, 8, SIGHT)).toBe(true);
    expect(ix.blocked(19, 21, 21, 19, SIGHT)).toBe(false); // grazes the corner (20,20) outside
    expect(ix.blocked(19, 19, 21, 21, SIGHT)).toBe(true); // into the room through its corner
  });
  it('doors block when closed, windows block effect not sight, terrain blocks movement only', () => {
    const closed = new WallIndex([wall(5, 0, 5, 10, 'door')]);
    const open = new WallIndex([wall(5, 0, 5, 10, 'door', true)]);
    const win = new WallIndex([wall(5, 0, 5, 10, 'window')]);
    const terr = new WallIndex([wall(5, 0, 5, 10, 'terrain')]);
    expect(closed.blocked(2, 2, 8, 2, EFFECT) && closed.blocked(2, 2, 8, 2, SIGHT)).toBe(true);
    expect(open.blocked(2, 2, 8, 2, EFFECT | SIGHT | MOVEMENT)).toBe(false);
    expect([win.blocked(2, 2, 8, 2, EFFECT), win.blocked(2, 2, 8, 2, SIGHT)]).toEqual([true, false]);
    expect([terr.blocked(2, 2, 8, 2, MOVEMENT), terr.blocked(2, 2, 8, 2, EFFECT | SIGHT)]).toEqual([true, false]);
  });
  it('answers the same as testing every wall, on 2,000 random walls', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 100;
    const walls = Array.from({ length: 2000 }, () => {
      const x = Math.floor(rnd());
      const y = Math.floor(rnd());
      return rnd() < 50 ? wall(x, y, x + 1 + Math.floor(rnd() / 25), y) : wall(x, y, x, y + 1 + Math.floor(rnd() / 25));
    });
    const ix = new WallIndex(walls);
    for (let i = 0; i < 500; i++) {
      const [ax, ay, bx, by] = [rnd() + 0.3, rnd() + 0.3, rnd() + 0.3, rnd() + 0.3];
      const brute = walls.some((w) => crosses(ax, ay, bx, by, w.x1, w.y1, w.x2, w.y2));
      expect(ix.blocked(ax, ay, bx, by, EFFECT)).toBe(brute);
    }
  });
});

describe('lines between squares, steps and sight', () => {
  it('a creature next to a wall cannot see or shoot through it from a corner on the wall (MC-R26)', () => {
    const ix = new WallIndex([wall(5, 0, 5, 10)]);
    expect(clearBetween(ix, { x: 4, y: 3, side: 1 }, { x: 5, y: 3, side: 1 }, EFFECT)).toBe(false);
    expect(clearBetween(ix, { x: 4, y: 3, side: 1 }, { x: 4, y: 8, side: 1 }, EFFECT)).toBe(true);
  });
  it('steps: no crossing a wall, no cutting its corner diagonally, an open door lets through (MC-R27)', () => {
    const ix = new WallIndex([wall(5, 0, 5, 5), wall(5, 6, 5, 10, 'door', true)]);
    expect(stepBlocked(ix, { x: 4, y: 2 }, { x: 5, y: 2 }, 1)).toBe(true);
    expect(stepBlocked(ix, { x: 4, y: 5 }, { x: 5, y: 4 }, 1)).toBe(true); // the wall's end at (5,5)
    expect(stepBlocked(ix, { x: 4, y: 5 }, { x: 5, y: 5 }, 1)).toBe(false);
    expect(stepBlocked(ix, { x: 4, y: 7 }, { x: 5, y: 7 }, 1)).toBe(false); // open door
    expect(stepBlocked(ix, { x: 3, y: 4 }, { x: 4, y: 4 }, 2)).toBe(true); // a Large creature's right column
  });
  it('sight stops at walls and the board edge, and passes windows', () => {
    const ix = new WallIndex([wall(5, 0, 5, 10), wall(0, 5, 3, 5, 'window')]);
    const seen = new Uint8Array(100);
    markSeen(ix, { x: 1, y: 1, side: 1 }, 10, 10, seen);
    expect(seen[1 * 10 + 4]).toBe(1);
    expect(seen[1 * 10 + 6]).toBe(0);
    expect(seen[8 * 10 + 1]).toBe(1); // through the window
  });
});
