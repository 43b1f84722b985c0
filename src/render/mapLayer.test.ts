/** The map picture's place under the grid (issue 17): scale and offset, and the part over the grid that is drawn. */
import { describe, expect, it } from 'vitest';
import { CELL } from './constants';
import { mapCrop, mapPlacement } from './mapGeometry';

describe('map picture placement (issue 17)', () => {
  const map = { width: 900, height: 600, cell: 50, offsetX: 20, offsetY: 20 };

  it('puts picture pixel (offsetX, offsetY) at the grid corner, cell pixels a square', () => {
    const at = mapPlacement(map);
    expect(at.scale).toBeCloseTo(CELL / 50);
    expect(at.x).toBeCloseTo((-20 * CELL) / 50);
    expect(at.y).toBeCloseTo((-20 * CELL) / 50);
  });

  it('draws only the part over the grid', () => {
    expect(mapCrop(map, { width: 24, height: 16 })).toEqual({ x: 20, y: 20, width: 880, height: 580 });
    expect(mapCrop(map, { width: 4, height: 2 })).toEqual({ x: 20, y: 20, width: 200, height: 100 });
    // An offset past the picture's edge (the picture starts inside the grid): from its own corner.
    expect(mapCrop({ ...map, offsetX: -100, offsetY: -50 }, { width: 24, height: 16 })).toEqual({
      x: 0,
      y: 0,
      width: 900,
      height: 600,
    });
    expect(mapCrop({ ...map, offsetX: 2000 }, { width: 24, height: 16 })).toBeNull();
  });
});
