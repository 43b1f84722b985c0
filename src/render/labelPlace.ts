/**
 * The placing pass of the label layout (labelLayout.ts keeps the state between calls): each dirty token's own
 * marks first, then badges, chips and names — the selected creature and the current one first — each label in
 * the first of its spots (and forms, and sizes) that is on the board, off every other creature's squares and
 * clear of every placed box and carried token's core.
 */
import { CELL } from './constants';
import type { DetailLevel } from './labelDetail';
import { EPS, type Placed, type Rect } from './labelGeometry';
import { marks, spaceRect, words, type Item } from './labelItems';
import type { LabelBox, LabelKind, LabelToken } from './labelLayout';
import type { Measure } from './labelText';

/** What the layout keeps of one token between calls. */
export interface Entry {
  t: LabelToken;
  boxes: LabelBox[];
  /** Handles of its boxes in the placed index. */
  handles: number[];
  /** Handle of its space in the spaces index, and of its core in the cores index (-1: none). */
  space: number;
  core: number;
}

/** What the placing pass reads and adds to: the board's size, the indices, who stands where, every token. */
export interface PlaceState {
  W: number;
  H: number;
  placed: Placed;
  cores: Placed;
  occ: Int32Array;
  entries: readonly Entry[];
  measure: Measure;
}

function rank(t: LabelToken): number {
  return t.selected ? 0 : t.current ? 1 : 2;
}

/** Place the labels of the tokens `dirty` (indices, ascending), around everyone else's boxes. */
export function placeLabels(at: PlaceState, dirty: readonly number[], lv: DetailLevel): void {
  if (lv.level === 0) return;
  const { W, H, placed, cores, occ, entries, measure } = at;
  const ownerAt = (t: LabelToken) => {
    const { x, y } = t.space;
    return x >= 0 && y >= 0 && x < W && y < H ? (occ[y * W + x] ?? 0) : 0;
  };
  /** Does a square near `r` (within `m`) hold another creature? */
  const nearOther = (r: Rect, mine: number, m: number): boolean => {
    const x0 = Math.max(0, Math.floor((r.x - m) / CELL));
    const x1 = Math.min(W - 1, Math.floor((r.x + r.w + m - EPS) / CELL));
    const y0 = Math.max(0, Math.floor((r.y - m) / CELL));
    const y1 = Math.min(H - 1, Math.floor((r.y + r.h + m - EPS) / CELL));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const o = occ[y * W + x] ?? 0;
        if (o !== 0 && o !== mine) return true;
      }
    return false;
  };
  const free = (r: Rect, i: number, t: LabelToken, mine: number, kind: LabelKind): boolean => {
    if (r.x < 0 || r.y < 0 || r.x + r.w > W * CELL + EPS || r.y + r.h > H * CELL + EPS) return false;
    if (!t.fanned) {
      if (nearOther(r, mine, 0)) return false;
      // A badge or chip outside its space must not sit against another creature's space too (between two
      // diagonal neighbours it would read as the other's, issue 30): it keeps a third of a square from them.
      if ((kind === 'badge' || kind === 'chips') && !insideSpace(r, t) && nearOther(r, mine, CELL / 3)) return false;
    }
    return !placed.hits(r) && !cores.hits(r, i);
  };
  const put = (i: number, item: Item): boolean => {
    const entry = entries[i] as Entry;
    const t = entry.t;
    const mine = ownerAt(t);
    const sizes = [item.font];
    // One smaller size before giving up, if it is still legible on screen.
    if (item.kind !== 'glyph' && item.font * 0.8 * lv.scale >= 9.5) sizes.push(item.font * 0.8);
    for (const font of sizes) {
      const k = font / item.font;
      for (const text of item.forms) {
        const w = measure(text, font) * (item.bold ? 1.08 : 1) + 2 * item.padX * k;
        const h = item.lineH * k;
        for (const r of item.spots(w, h)) {
          if (!free(r, i, t, mine, item.kind)) continue;
          entry.handles.push(placed.add(r, i));
          entry.boxes.push({ x: r.x, y: r.y, w: r.w, h: r.h, kind: item.kind, text, font });
          return true;
        }
      }
    }
    return false;
  };
  // Pass 1: each token's own marks, in draw order.
  for (const i of dirty) {
    const t = (entries[i] as Entry).t;
    if (!t.buried) marks(t, lv, (item) => put(i, item));
  }
  if (lv.level < 2) return;
  // Pass 2: badges, chips and names, the selected creature and the current one first.
  const order = dirty.filter((i) => !(entries[i] as Entry).t.buried);
  order.sort((a, b) => rank((entries[a] as Entry).t) - rank((entries[b] as Entry).t) || a - b);
  for (const i of order) {
    const t = (entries[i] as Entry).t;
    words(t, lv, (item) => put(i, item));
  }
}

/** Is `r` inside the space of `t` (its own squares, or its mount's)? */
function insideSpace(r: Rect, t: LabelToken): boolean {
  const S = spaceRect(t);
  return r.x >= S.x - EPS && r.y >= S.y - EPS && r.x + r.w <= S.x + S.w + EPS && r.y + r.h <= S.y + S.h + EPS;
}
