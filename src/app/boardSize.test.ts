import { describe, expect, it } from 'vitest';
import { hostSizeHint, rememberHostSize } from './boardSize';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};
const win = { innerWidth: 1400, innerHeight: 860, devicePixelRatio: 1 };

describe('board host size guess (start-up, issue 33)', () => {
  it('gives back the size remembered for the same window size, per window kind', () => {
    const s = memory();
    expect(hostSizeHint(s, 'gm', win)).toBeNull();
    rememberHostSize(s, 'gm', win, { width: 1039, height: 776 });
    expect(hostSizeHint(s, 'gm', win)).toEqual({ width: 1039, height: 776 });
    expect(hostSizeHint(s, 'player', win)).toBeNull();
  });

  it('gives nothing once the window has another size or pixel ratio', () => {
    const s = memory();
    rememberHostSize(s, 'gm', win, { width: 1039, height: 776 });
    expect(hostSizeHint(s, 'gm', { ...win, innerWidth: 1280 })).toBeNull();
    expect(hostSizeHint(s, 'gm', { ...win, devicePixelRatio: 2 })).toBeNull();
  });

  it('ignores a stored value that is not a size, and a storage that throws', () => {
    const s = memory();
    for (const bad of ['{', '"x"', '{"window":"1400x860@1","width":-5,"height":10}', '{"window":"1400x860@1"}']) {
      s.m.set('saddlegrid.boardHost.gm', bad);
      expect(hostSizeHint(s, 'gm', win)).toBeNull();
    }
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(hostSizeHint(broken, 'gm', win)).toBeNull();
    expect(() => rememberHostSize(broken, 'gm', win, { width: 10, height: 10 })).not.toThrow();
    expect(hostSizeHint(null, 'gm', win)).toBeNull();
  });

  it('does not remember an empty host (a board mounted while hidden)', () => {
    const s = memory();
    rememberHostSize(s, 'gm', win, { width: 0, height: 600 });
    expect(s.m.size).toBe(0);
  });
});
