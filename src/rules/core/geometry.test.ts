import { describe, expect, it } from 'vitest';
import { adjacent, distance, overlaps, spaceAt, squaresAdjacentTo, squaresOf } from './geometry';

describe('spaces (B-1)', () => {
  it.each([
    ['tiny', 1],
    ['small', 1],
    ['medium', 1],
    ['large', 4],
    ['huge', 9],
    ['gargantuan', 16],
  ] as const)('a %s creature occupies %i square(s)', (size, n) => {
    expect(squaresOf(spaceAt({ x: 3, y: 3 }, size))).toHaveLength(n);
  });
});

describe('distance: 4e counts diagonals as 1, Tenkai counts |dx|+|dy| (TK-GRID-2)', () => {
  const a = spaceAt({ x: 0, y: 0 }, 'medium');
  it('between single squares', () => {
    const b = spaceAt({ x: 3, y: 2 }, 'medium');
    expect(distance(a, b, 'chebyshev')).toBe(3);
    expect(distance(a, b, 'manhattan')).toBe(5);
  });
  it('to the nearest square of a multi-square space', () => {
    const ogre = spaceAt({ x: 2, y: 2 }, 'large'); // covers (2..3, 2..3)
    expect(distance(a, ogre, 'chebyshev')).toBe(2);
    expect(distance(spaceAt({ x: 5, y: 3 }, 'medium'), ogre, 'chebyshev')).toBe(2);
    expect(distance(spaceAt({ x: 4, y: 3 }, 'medium'), ogre, 'chebyshev')).toBe(1);
    expect(distance(spaceAt({ x: 4, y: 4 }, 'medium'), ogre, 'manhattan')).toBe(2);
  });
  it('overlapping spaces are at distance 0 and not adjacent', () => {
    const big = spaceAt({ x: 0, y: 0 }, 'huge');
    expect(distance(a, big, 'chebyshev')).toBe(0);
    expect(overlaps(a, big)).toBe(true);
    expect(adjacent(a, big, 'chebyshev')).toBe(false);
  });
  it('diagonal neighbours are adjacent in 4e but not in Tenkai', () => {
    const b = spaceAt({ x: 1, y: 1 }, 'medium');
    expect(adjacent(a, b, 'chebyshev')).toBe(true);
    expect(adjacent(a, b, 'manhattan')).toBe(false);
  });
});

describe('squares adjacent to a space', () => {
  it('a Large space has 12 neighbours in 4e, 8 without diagonals, clipped at the map edge', () => {
    const grid = { width: 10, height: 10 };
    expect(squaresAdjacentTo(spaceAt({ x: 4, y: 4 }, 'large'), grid, 'chebyshev')).toHaveLength(12);
    expect(squaresAdjacentTo(spaceAt({ x: 4, y: 4 }, 'large'), grid, 'manhattan')).toHaveLength(8);
    expect(squaresAdjacentTo(spaceAt({ x: 0, y: 0 }, 'large'), grid, 'chebyshev')).toHaveLength(5);
  });
});
