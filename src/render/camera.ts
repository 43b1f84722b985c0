/** The camera: a scale and an offset applied to the world container (pan and zoom never redraw anything). */
import { MAX_ZOOM, MIN_ZOOM } from './constants';

/** Camera state in screen pixels. */
export interface CameraState {
  x: number;
  y: number;
  scale: number;
}

/** Zoom by `factor` keeping the world point under (px, py) fixed. */
export function zoomAt(cam: CameraState, px: number, py: number, factor: number): CameraState {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, cam.scale * factor));
  const k = scale / cam.scale;
  return { scale, x: px - (px - cam.x) * k, y: py - (py - cam.y) * k };
}

/** Fit a world rectangle into a viewport with a margin. */
export function fitCamera(worldW: number, worldH: number, viewW: number, viewH: number, margin = 24): CameraState {
  const scale = Math.min(
    MAX_ZOOM,
    Math.max(MIN_ZOOM, Math.min((viewW - margin * 2) / worldW, (viewH - margin * 2) / worldH)),
  );
  return { scale, x: (viewW - worldW * scale) / 2, y: (viewH - worldH * scale) / 2 };
}

/** Screen → world. */
export function toWorld(cam: CameraState, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - cam.x) / cam.scale, y: (sy - cam.y) / cam.scale };
}

/** World → screen. */
export function toScreen(cam: CameraState, wx: number, wy: number): { x: number; y: number } {
  return { x: wx * cam.scale + cam.x, y: wy * cam.scale + cam.y };
}

/** Centre the camera on a world point. */
export function centreOn(cam: CameraState, wx: number, wy: number, viewW: number, viewH: number): CameraState {
  return { scale: cam.scale, x: viewW / 2 - wx * cam.scale, y: viewH / 2 - wy * cam.scale };
}

/** A rectangle in world or screen units (left, top, right, bottom). */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Sides of the view the UI keeps for itself (a tray, a docked panel), in screen pixels. */
export interface Reserve {
  left?: number;
  right?: number;
  top?: number;
  bottom?: number;
}

/**
 * The camera that shows the world rectangle `world` inside the view (`width` × `height` screen pixels, less the
 * `reserve`d sides and a `margin` all round), moving as little as possible: unchanged if it is already in view,
 * else panned just enough; zoomed out (never in) only when it cannot fit at the present zoom.
 */
export function cameraToShow(
  cam: CameraState,
  world: Bounds,
  width: number,
  height: number,
  margin = 48,
  reserve: Reserve = {},
): CameraState {
  const vl = (reserve.left ?? 0) + margin;
  const vt = (reserve.top ?? 0) + margin;
  const vr = width - (reserve.right ?? 0) - margin;
  const vb = height - (reserve.bottom ?? 0) - margin;
  const vw = Math.max(1, vr - vl);
  const vh = Math.max(1, vb - vt);
  const ww = Math.max(1, world.right - world.left);
  const wh = Math.max(1, world.bottom - world.top);
  const scale = Math.max(MIN_ZOOM, Math.min(cam.scale, vw / ww, vh / wh));
  let { x, y } =
    scale === cam.scale
      ? cam
      : {
          x: vl + vw / 2 - ((world.left + world.right) / 2) * scale,
          y: vt + vh / 2 - ((world.top + world.bottom) / 2) * scale,
        };
  // Pan on each axis only as far as needed.
  const sl = world.left * scale + x;
  const sr = world.right * scale + x;
  const st = world.top * scale + y;
  const sb = world.bottom * scale + y;
  if (sr - sl > vw) x += vl + vw / 2 - (sl + sr) / 2;
  else if (sl < vl) x += vl - sl;
  else if (sr > vr) x -= sr - vr;
  if (sb - st > vh) y += vt + vh / 2 - (st + sb) / 2;
  else if (st < vt) y += vt - st;
  else if (sb > vb) y -= sb - vb;
  return { scale, x, y };
}

/** An eased camera move (ease-out cubic) from one camera to another over `ms` milliseconds. */
export class CameraTween {
  private t = 0;
  constructor(
    private readonly from: CameraState,
    readonly to: CameraState,
    private readonly ms = 220,
  ) {}

  /** Advance by `dtMs`: the camera now, and whether the move is over. */
  step(dtMs: number): { cam: CameraState; done: boolean } {
    this.t = Math.min(1, this.t + dtMs / Math.max(1, this.ms));
    const k = 1 - (1 - this.t) ** 3;
    const lerp = (a: number, b: number) => a + (b - a) * k;
    return {
      cam: {
        scale: lerp(this.from.scale, this.to.scale),
        x: lerp(this.from.x, this.to.x),
        y: lerp(this.from.y, this.to.y),
      },
      done: this.t >= 1,
    };
  }
}
