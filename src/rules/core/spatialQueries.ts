/**
 * Queries over the spatial index (issue 33): who stands in a space, whom a mount carries, who stands near some
 * spaces. The index itself (kept up to date by transactions, undo and redo) is in `spatial.ts`.
 */
import type { CreatureId, Encounter } from './model';
import type { Space } from './geometry';
import { cellKey, spatialIndex, type SpatialIndex, type Stander } from './spatial';

/** Standing creatures whose space overlaps `s`, in creature order, other than those in `except`. */
export function standersIn(idx: SpatialIndex, s: Space, except: ReadonlySet<CreatureId>): Stander[] {
  const found: Stander[] = [];
  for (let dy = 0; dy < s.side; dy++) {
    for (let dx = 0; dx < s.side; dx++) {
      const list = idx.cells.get(cellKey(s.x + dx, s.y + dy));
      if (!list) continue;
      for (const st of list) if (!except.has(st.c.id) && !found.includes(st)) found.push(st);
    }
  }
  if (found.length > 1) found.sort((a, b) => a.order - b.order);
  return found;
}

/** Ids of the creatures a mount carries (rider and passengers), in creature order. */
export function carriedIds(enc: Pick<Encounter, 'creatures' | 'creatureOrder'>, mountId: CreatureId): CreatureId[] {
  return [...(spatialIndex(enc).carried.get(mountId) ?? [])];
}

/**
 * Creatures standing within `reach` squares of any of `spaces` (their spaces overlap the spaces grown by
 * `reach`), plus everyone those carry, in creature order. A superset for adjacency rules (B-11 opportunity
 * attacks, MC-SPACE-2): callers still check the exact distance. Reads only the squares around the spaces.
 */
export function creaturesNear(
  enc: Pick<Encounter, 'creatures' | 'creatureOrder'>,
  spaces: readonly Space[],
  reach: number,
): CreatureId[] {
  const idx = spatialIndex(enc);
  // Places in creature order, not ids (issue 33: no set, no spread, a numeric sort instead of two rank look-ups per
  // comparison). A standing creature may be found in several squares; a carried one only through its mount.
  const ranks: number[] = [];
  for (const s of spaces) {
    for (let y = s.y - reach; y < s.y + s.side + reach; y++) {
      for (let x = s.x - reach; x < s.x + s.side + reach; x++) {
        if (!idx.occupied(x, y)) continue;
        const list = idx.cells.get(cellKey(x, y));
        if (list) for (let i = 0; i < list.length; i++) ranks.push((list[i] as Stander).order);
      }
    }
  }
  if (ranks.length === 0) return [];
  sortNumbers(ranks);
  let n = 1;
  for (let i = 1; i < ranks.length; i++) if (ranks[i] !== ranks[n - 1]) ranks[n++] = ranks[i] as number;
  ranks.length = n;
  const order = idx.order;
  // Everyone those carry, and whom those carry in turn (a creature is in one mount's list at most).
  for (let i = 0; i < ranks.length; i++) {
    const kids = idx.carried.get(order[ranks[i] as number] as CreatureId);
    if (kids) for (let k = 0; k < kids.length; k++) ranks.push(idx.rankOf(kids[k] as CreatureId));
  }
  if (ranks.length > n) sortNumbers(ranks);
  const out = new Array<CreatureId>(ranks.length);
  for (let i = 0; i < ranks.length; i++) out[i] = order[ranks[i] as number] as CreatureId;
  return out;
}

const byNumber = (a: number, b: number): number => a - b;

/**
 * Sort numbers ascending in place: an insertion sort while short (issue 33: `Array.prototype.sort` copies the
 * array into a work area each call, most of `creaturesNear`'s garbage; its lists are a few dozen places).
 */
function sortNumbers(xs: number[]): void {
  if (xs.length > 48) {
    xs.sort(byNumber);
    return;
  }
  for (let i = 1; i < xs.length; i++) {
    const v = xs[i] as number;
    let j = i - 1;
    while (j >= 0 && (xs[j] as number) > v) {
      xs[j + 1] = xs[j] as number;
      j--;
    }
    xs[j + 1] = v;
  }
}
