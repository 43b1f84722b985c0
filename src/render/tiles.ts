/** Token tiles and draw order (pure; the token layer's tile containers follow them). */
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

/**
 * The same creature order: the very array, or one with the same ids in the same order. The player window's states
 * arrive structurally cloned (liveChannel.ts `applyDelta`: a new array on every change), and a new array of the same
 * ids must not make its board reconcile all its tokens (issue 33: 180 ms in the player window after every drop).
 */
export function sameOrder(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
