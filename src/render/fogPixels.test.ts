import { describe, expect, it } from 'vitest';
import { FOG_PLAYER, FOG_REMEMBERED, fogPixels } from './fogPixels';

describe('fog pixels (issue 17; issue 32: remembered squares)', () => {
  it('fogged squares the page remembers are drawn dimmed, the others dark, clear squares transparent', () => {
    const bits = new Uint8Array([0b0110]); // squares 1 and 2 of a 4 × 1 map are fogged
    const remembered = new Uint8Array([1, 1, 0, 0]);
    const { data, count } = fogPixels(bits, 4, 1, FOG_PLAYER, undefined, remembered);
    expect(count).toBe(2);
    const alpha = (i: number) => data[i * 4 + 3];
    expect([alpha(0), alpha(1), alpha(2), alpha(3)]).toEqual([0, Math.round(FOG_REMEMBERED.a * 255), 255, 0]);
  });
});
