/**
 * What a creature sees through the walls (issue 32, the party's vision fog): one byte per square of the map, 1 where
 * seen. Each viewer's squares are kept per walls array (frozen: a new array means new walls) and per place, so after
 * a move only the creature that moved is worked out again.
 */
import type { Grid } from '../model';
import type { Wall } from '../walls';
import { markSeen, type Block } from './sight';
import { wallIndex } from './wallIndex';

const cache = new WeakMap<readonly Wall[], Map<string, Uint8Array>>();
/** Places kept per walls array before the oldest are dropped. */
const KEEP = 256;

/** The squares a creature whose space is `eye` sees (shared, do not change it). */
export function seenFrom(walls: readonly Wall[], grid: Pick<Grid, 'width' | 'height'>, eye: Block): Uint8Array {
  let m = cache.get(walls);
  if (!m) {
    m = new Map();
    cache.set(walls, m);
  }
  const key = `${grid.width}x${grid.height}:${eye.x},${eye.y},${eye.side}`;
  let seen = m.get(key);
  if (!seen) {
    seen = new Uint8Array(grid.width * grid.height);
    markSeen(wallIndex(walls), eye, grid.width, grid.height, seen);
    if (m.size >= KEEP) m.delete(m.keys().next().value as string);
    m.set(key, seen);
  }
  return seen;
}

/**
 * The fog the players get when the vision fog is on: the GM's fog bits (changed in place) plus every square that
 * none of the eyes sees.
 */
export function addVisionFog(
  bits: Uint8Array,
  walls: readonly Wall[],
  grid: Pick<Grid, 'width' | 'height'>,
  eyes: readonly Block[],
): Uint8Array {
  const n = grid.width * grid.height;
  const seen = eyes.map((e) => seenFrom(walls, grid, e));
  for (let i = 0; i < n; i++) {
    let any = 0;
    for (const s of seen) any |= s[i] as number;
    if (!any) bits[i >> 3] = (bits[i >> 3] as number) | (1 << (i & 7));
  }
  return bits;
}
