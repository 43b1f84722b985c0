import { describe, expect, it } from 'vitest';
import { cameraToShow, CameraTween, toScreen, type CameraState } from './camera';
import { MIN_ZOOM } from './constants';

const inView = (
  cam: CameraState,
  b: { left: number; top: number; right: number; bottom: number },
  w: number,
  h: number,
  margin: number,
  reserve: { right?: number } = {},
) => {
  const a = toScreen(cam, b.left, b.top);
  const z = toScreen(cam, b.right, b.bottom);
  return (
    a.x >= margin - 0.01 &&
    a.y >= margin - 0.01 &&
    z.x <= w - (reserve.right ?? 0) - margin + 0.01 &&
    z.y <= h - margin + 0.01
  );
};

describe('cameraToShow (the board pans to keep tokens in view)', () => {
  const cam = { x: 0, y: 0, scale: 1 };
  it('leaves the camera alone when the box is already in view', () => {
    expect(cameraToShow(cam, { left: 100, top: 100, right: 200, bottom: 200 }, 800, 600, 48)).toEqual(cam);
  });
  it('pans just enough (right edge, then a reserved tray on the right)', () => {
    const b = { left: 900, top: 100, right: 1000, bottom: 200 };
    const c = cameraToShow(cam, b, 800, 600, 48);
    expect(c.scale).toBe(1);
    expect(c.y).toBe(0);
    expect(inView(c, b, 800, 600, 48)).toBe(true);
    expect(toScreen(c, b.right, 0).x).toBeCloseTo(800 - 48);
    const t = cameraToShow(cam, b, 800, 600, 48, { right: 300 });
    expect(inView(t, b, 800, 600, 48, { right: 300 })).toBe(true);
    expect(toScreen(t, b.right, 0).x).toBeCloseTo(800 - 300 - 48);
  });
  it('zooms out (never in) when the box cannot fit at this zoom, centred in the free part', () => {
    const b = { left: 0, top: 0, right: 2000, bottom: 300 };
    const c = cameraToShow({ x: 0, y: 0, scale: 2 }, b, 800, 600, 50);
    expect(c.scale).toBeCloseTo(700 / 2000);
    expect(inView(c, b, 800, 600, 50)).toBe(true);
    expect(cameraToShow({ x: 0, y: 0, scale: 0.2 }, { left: 0, top: 0, right: 10, bottom: 10 }, 800, 600).scale).toBe(
      0.2,
    );
    expect(cameraToShow(cam, { left: 0, top: 0, right: 1e7, bottom: 10 }, 800, 600).scale).toBe(MIN_ZOOM);
  });
});

describe('CameraTween', () => {
  it('eases from one camera to the other and ends exactly there', () => {
    const tw = new CameraTween({ x: 0, y: 0, scale: 1 }, { x: 100, y: -50, scale: 0.5 }, 200);
    const mid = tw.step(100);
    expect(mid.done).toBe(false);
    expect(mid.cam.x).toBeGreaterThan(50); // ease-out: more than half way at half time
    const end = tw.step(150);
    expect(end).toEqual({ cam: { x: 100, y: -50, scale: 0.5 }, done: true });
  });
});
