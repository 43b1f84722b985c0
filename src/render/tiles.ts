/** Token tiles and draw order (pure; the token layer's render groups follow them). */
import { creatureOf, type CreatureId, type Encounter } from '../rules';
import { CELL } from './constants';

/** Squares per side of a token tile. */
export const TILE = 50;

/** The tile of a world position. */
export function tileKey(x: number, y: number): number {
  return Math.floor(Math.max(0, y) / (TILE * CELL)) * 4096 + Math.floor(Math.max(0, x) / (TILE * CELL));
}

/** Standing creatures first, then riders and passengers (drawn on top of their mounts); creation order within. */
export function drawOrder(enc: Encounter): CreatureId[] {
  const standing: CreatureId[] = [];
  const mounted: CreatureId[] = [];
  for (const id of enc.creatureOrder) (creatureOf(enc, id)?.mountId ? mounted : standing).push(id);
  return standing.concat(mounted);
}

/** World rectangle (pixels) seen by the camera. */
export interface ViewRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far a token and its labels may reach beyond its tile (a Gargantuan token, its name, badges, a fan-out). */
export const TILE_MARGIN = 8 * CELL;

/**
 * Whether any part of a tile's content can be in view (culling, issue 8): PixiJS draws every renderable object
 * whether on screen or not, so close up, off-screen tiles are hidden and cost nothing.
 */
export function tileInView(key: number, view: ViewRect): boolean {
  const side = TILE * CELL;
  const x = (key % 4096) * side;
  const y = Math.floor(key / 4096) * side;
  return (
    x - TILE_MARGIN < view.right &&
    x + side + TILE_MARGIN > view.left &&
    y - TILE_MARGIN < view.bottom &&
    y + side + TILE_MARGIN > view.top
  );
}
