/** Where the map picture lies under the grid (issue 17), as numbers (pure: no PixiJS). */
import type { MapLayer } from '../rules';
import { CELL } from './constants';

/** Where the picture goes in world units: its top-left and the scale of one picture pixel. */
export function mapPlacement(map: Pick<MapLayer, 'cell' | 'offsetX' | 'offsetY'>): {
  x: number;
  y: number;
  scale: number;
} {
  const scale = CELL / map.cell;
  return { x: -map.offsetX * scale, y: -map.offsetY * scale, scale };
}

/** The part of the picture over the grid, in picture pixels (null: none of it is). */
export function mapCrop(
  map: Pick<MapLayer, 'width' | 'height' | 'cell' | 'offsetX' | 'offsetY'>,
  grid: { width: number; height: number },
): { x: number; y: number; width: number; height: number } | null {
  const x0 = Math.max(0, map.offsetX);
  const y0 = Math.max(0, map.offsetY);
  const x1 = Math.min(map.width, map.offsetX + grid.width * map.cell);
  const y1 = Math.min(map.height, map.offsetY + grid.height * map.cell);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}
