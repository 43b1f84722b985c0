/**
 * How the screen-share window frames the table (issue 29), as numbers (pure: no PixiJS). The players' window is
 * shared with the table, so it never copies the GM's incidental pans: it shows the whole table, or the action
 * (the creature whose turn it is and what the GM points at), or — when the GM chooses — the GM's own camera.
 */
import type { Bounds, CameraState } from './camera';
import { fitCamera } from './camera';
import { CELL } from './constants';

/** A camera that shows a world box whole, centred, with a margin in pixels. */
export function fitBounds(b: Bounds, viewW: number, viewH: number, margin = 24): CameraState {
  const w = Math.max(1, b.right - b.left);
  const h = Math.max(1, b.bottom - b.top);
  const c = fitCamera(w, h, viewW, viewH, margin);
  return { scale: c.scale, x: c.x - b.left * c.scale, y: c.y - b.top * c.scale };
}

/**
 * The world box of the action: the boxes given, grown by `pad` squares and to at least `min` squares a side
 * (the players keep their bearings: never a close-up of one token), kept on the grid where it fits.
 */
export function actionBounds(
  boxes: readonly Bounds[],
  grid: { width: number; height: number },
  pad = 2,
  min = 10,
): Bounds | null {
  const first = boxes[0];
  if (!first) return null;
  let b = { ...first };
  for (const o of boxes)
    b = {
      left: Math.min(b.left, o.left),
      top: Math.min(b.top, o.top),
      right: Math.max(b.right, o.right),
      bottom: Math.max(b.bottom, o.bottom),
    };
  const grow = (lo: number, hi: number, size: number): [number, number] => {
    let a = lo - pad * CELL;
    let z = hi + pad * CELL;
    const need = min * CELL - (z - a);
    if (need > 0) {
      a -= need / 2;
      z += need / 2;
    }
    // Slide back onto the grid (a box larger than the grid shows the grid centred in it).
    if (z - a <= size) {
      if (a < 0) [a, z] = [0, z - a];
      if (z > size) [a, z] = [a - (z - size), size];
    }
    return [a, z];
  };
  const [left, right] = grow(b.left, b.right, grid.width * CELL);
  const [top, bottom] = grow(b.top, b.bottom, grid.height * CELL);
  return { left, top, right, bottom };
}
