import { describe, expect, it } from 'vitest';
import { pinchCamera } from './playerGestures';

describe('pinchCamera (issue 28: two fingers zoom and pan)', () => {
  const origin = { left: 0, top: 0 };
  it('fingers moving apart zoom in about their midpoint (the point under it stays)', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const mid = { x: 200, y: 100 };
    const after = pinchCamera(cam, { mid, dist: 100 }, { mid, dist: 200 }, origin);
    expect(after.scale).toBeCloseTo(2);
    // The world point under the midpoint before is under it after.
    const before = { x: (mid.x - cam.x) / cam.scale, y: (mid.y - cam.y) / cam.scale };
    expect(before.x * after.scale + after.x).toBeCloseTo(mid.x);
    expect(before.y * after.scale + after.y).toBeCloseTo(mid.y);
  });
  it('fingers moving together pan by the movement of their midpoint, at the same zoom', () => {
    const cam = { x: 10, y: 20, scale: 1.5 };
    const after = pinchCamera(cam, { mid: { x: 100, y: 100 }, dist: 80 }, { mid: { x: 130, y: 90 }, dist: 80 }, origin);
    expect(after).toEqual({ x: 40, y: 10, scale: 1.5 });
  });
  it('the canvas offset on the page is taken into account', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const mid = { x: 300, y: 300 };
    const after = pinchCamera(cam, { mid, dist: 50 }, { mid, dist: 100 }, { left: 100, top: 200 });
    // The canvas point (200, 100) stays under the fingers.
    expect(200 * after.scale + after.x).toBeCloseTo(200);
    expect(100 * after.scale + after.y).toBeCloseTo(100);
  });
});
