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
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((viewW - margin * 2) / worldW, (viewH - margin * 2) / worldH)));
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
