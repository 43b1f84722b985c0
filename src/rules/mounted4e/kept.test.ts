import { describe, expect, it } from 'vitest';
import { keptList, keptMap, keptPush } from './kept';

// Issue 33 (round 9): the kept lists are plain copies made by literals of their size; same items, same order.
describe('kept lists', () => {
  const lists = [[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7]];

  it('keptList copies every length into a fresh array with the same items in order', () => {
    for (const xs of lists) {
      const copy = keptList(xs);
      expect(copy).toEqual(xs);
      expect(copy).not.toBe(xs);
      expect(copy.length).toBe(xs.length);
    }
  });

  it('keptPush adds the item at the end of a fresh array and leaves the list as it was', () => {
    for (const xs of lists) {
      const before = [...xs];
      const out = keptPush(xs, 99);
      expect(out).toEqual([...xs, 99]);
      expect(out).not.toBe(xs);
      expect(xs).toEqual(before);
    }
  });

  it('keptMap gives the result of map, calling f once per item in order', () => {
    for (const xs of lists) {
      const seen: number[] = [];
      const out = keptMap(xs, (x) => {
        seen.push(x);
        return `n${x}`;
      });
      expect(out).toEqual(xs.map((x) => `n${x}`));
      expect(seen).toEqual(xs);
      expect(out.length).toBe(xs.length);
    }
  });
});
