import { describe, expect, it } from 'vitest';
import { keptCopy, packedSlots } from './sized';

describe('sized arrays (the history keeps them: literals, issue 33 round 9)', () => {
  it('keptCopy is a new array with the same items, at every length', () => {
    for (let n = 0; n <= 10; n++) {
      const xs = Array.from({ length: n }, (_, i) => ({ i }));
      const copy = keptCopy(xs);
      expect(copy).not.toBe(xs);
      expect(copy).toHaveLength(n);
      copy.forEach((x, i) => expect(x).toBe(xs[i]));
    }
  });

  it('packedSlots has 1 + 3k slots, all undefined, a new array each time', () => {
    for (let k = 0; k <= 12; k++) {
      const p = packedSlots(k);
      expect(p).toHaveLength(1 + 3 * k);
      expect(p.every((v) => v === undefined)).toBe(true);
      expect(packedSlots(k)).not.toBe(p);
      p[0] = k; // writable, not shared with the next one
      expect(packedSlots(k)[0]).toBeUndefined();
    }
  });
});
