/**
 * Where each token's labels go (pure, no PixiJS): glyph, HP bar, AP pips, pile count, height badge, condition
 * chips and name, each a box in world units, placed so that no box covers another creature's box, another
 * creature's space or a carried creature's token.
 *
 * Rules:
 * - a token's own marks (glyph, HP bar, pips, pile count) sit on the token, inside the space it stands in; a
 *   mount's glyph moves to a part of its disc that no rider or passenger covers; its HP bar to the bottom of the
 *   disc when the top is taken;
 * - badges and chips go inside the space first (corners; beside a rider's or passenger's own disc), then hug its
 *   edge from outside, into a square no other creature stands in;
 * - names hug the space from outside (a mount's below it, its rider's above it, a passenger's under the mount's),
 *   into free squares only, then inside the space where the token leaves room;
 * - what does not fit is shortened (name without its parenthesis, first word, ellipsis; "↑15ft" → "↑15"; "P+2"),
 *   set one step smaller while still legible, and last hidden — never drawn over something else;
 * - the selected creature and the one whose turn it is are placed first (they get the best spots);
 * - sizes follow the level of detail: text is sized for the screen (≥ {@link NAME_PX} px at the level's smallest
 *   zoom), so zooming out drops names before they become unreadable, and zooming in gives them room.
 *
 * A {@link LabelLayout} keeps its last result: when a few tokens change, only they and their neighbourhood are
 * placed again (a command on a thousand-creature map re-places a handful of labels, not five thousand).
 */
import type { CreatureId } from '../rules';
import { CELL } from './constants';
import type { DetailLevel } from './labelDetail';
import { coreOf, EPS, Placed, type Rect } from './labelGeometry';
import { marks, spaceRect, words, type Item } from './labelItems';
import type { TokenPlacement } from './layout';
import { measureText, type Measure } from './labelText';

export { coreOf, overlaps, type Rect } from './labelGeometry';
export { detailLevel, LEVEL_STEPS, NAME_PX, type DetailLevel } from './labelDetail';

/** What a label box holds. */
export type LabelKind = 'glyph' | 'hp' | 'pips' | 'count' | 'name' | 'badge' | 'chips';

/** One placed label: its box, its text (the form chosen) and its font size in world units. */
export interface LabelBox extends Rect {
  kind: LabelKind;
  text: string;
  font: number;
}

/** A token as the layout sees it. */
export interface LabelToken {
  id: CreatureId;
  /** The token's disc ({@link placeToken}). */
  p: TokenPlacement;
  /** The space the token is in, in squares: its own, its mount's (carried), or its pile's square. */
  space: { x: number; y: number; side: number };
  /** The creature carrying it, or null. */
  mountId: CreatureId | null;
  glyph: string;
  name: string;
  /** Height / band badge text ('' for none). */
  height: string;
  /** Condition and status chips ('' for none). */
  chips: string;
  /** A second gauge under the HP bar (Tenkai 練力). */
  gauge: boolean;
  /** AP pips to draw (0: none). */
  pips: number;
  /** Pile count badge to show (the top token of a compact pile), 0 for none. */
  count: number;
  /** Under the top token of a compact pile: nothing but the disc is drawn. */
  buried: boolean;
  /** Fanned out of its pile under the pointer (over the neighbouring squares for a moment). */
  fanned: boolean;
  selected: boolean;
  current: boolean;
  /** Carries a rider or passengers. */
  carrying: boolean;
}

/** Do two tokens look the same to the layout? */
function sameToken(a: LabelToken, b: LabelToken): boolean {
  if (a === b) return true;
  const p = a.p;
  const q = b.p;
  return (
    a.id === b.id && p.cx === q.cx && p.cy === q.cy && p.radius === q.radius && p.role === q.role &&
    a.space.x === b.space.x && a.space.y === b.space.y && a.space.side === b.space.side && a.mountId === b.mountId &&
    a.glyph === b.glyph && a.name === b.name && a.height === b.height && a.chips === b.chips && a.gauge === b.gauge &&
    a.pips === b.pips && a.count === b.count && a.buried === b.buried && a.fanned === b.fanned && a.selected === b.selected &&
    a.current === b.current && a.carrying === b.carrying
  );
}

function rank(t: LabelToken): number {
  return t.selected ? 0 : t.current ? 1 : 2;
}

/** How far (squares) a change reaches: tokens this near a changed one are placed again. */
const REACH = 3;

/** The label layout of one board, keeping its last result for the next call. */
export class LabelLayout {
  private key = '';
  private last = new Map<CreatureId, { t: LabelToken; boxes: LabelBox[]; handles: number[] }>();
  private placed: Placed | null = null;
  /** Tokens placed by the last call (the benchmark and tests read it). */
  lastPlacedCount = 0;

  constructor(private readonly measure: Measure = measureText) {}

  /**
   * Place every token's labels. `tokens` come in draw order (standing tokens before the tokens they carry); the
   * result holds, per token id, the boxes drawn (what was dropped is absent). A token whose boxes did not change
   * keeps the very same array.
   */
  layout(tokens: readonly LabelToken[], grid: { width: number; height: number }, lv: DetailLevel): Map<CreatureId, LabelBox[]> {
    const W = grid.width;
    const H = grid.height;
    const key = `${W}x${H}:${lv.level}:${lv.name}:${lv.scale}`;
    const prev = key === this.key && this.placed ? this.last : null;
    // Which tokens must be placed again: those that changed, and every token near a change.
    const dirty = new Uint8Array(tokens.length);
    let changed = 0;
    const seen = new Set<CreatureId>();
    const touched: Rect[] = [];
    const reach = (r: Rect) => touched.push({ x: r.x - REACH * CELL, y: r.y - REACH * CELL, w: r.w + 2 * REACH * CELL, h: r.h + 2 * REACH * CELL });
    tokens.forEach((t, i) => {
      seen.add(t.id);
      const old = prev?.get(t.id);
      if (old && sameToken(old.t, t)) return;
      dirty[i] = 1;
      changed++;
      if (prev) {
        reach(spaceRect(t));
        if (old) reach(spaceRect(old.t));
      }
    });
    if (prev) for (const [id, old] of prev) if (!seen.has(id)) {
      changed++;
      reach(spaceRect(old.t));
    }
    const full = !prev || changed * 4 > tokens.length;
    if (!full && changed === 0) {
      this.lastPlacedCount = 0;
      const same = new Map<CreatureId, LabelBox[]>();
      for (const t of tokens) same.set(t.id, prev.get(t.id)?.boxes ?? []);
      return same;
    }
    if (!full) {
      const mark = new Uint8Array(W * H);
      for (const r of touched) {
        const x0 = Math.max(0, Math.floor(r.x / CELL));
        const x1 = Math.min(W - 1, Math.floor((r.x + r.w - EPS) / CELL));
        const y0 = Math.max(0, Math.floor(r.y / CELL));
        const y1 = Math.min(H - 1, Math.floor((r.y + r.h - EPS) / CELL));
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) mark[y * W + x] = 1;
      }
      const near = (r: Rect) => {
        const x0 = Math.max(0, Math.floor(r.x / CELL));
        const x1 = Math.min(W - 1, Math.floor((r.x + r.w - EPS) / CELL));
        const y0 = Math.max(0, Math.floor(r.y / CELL));
        const y1 = Math.min(H - 1, Math.floor((r.y + r.h - EPS) / CELL));
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (mark[y * W + x]) return true;
        return false;
      };
      tokens.forEach((t, i) => {
        if (dirty[i]) return;
        if (near(spaceRect(t)) || (prev.get(t.id)?.boxes ?? []).some(near)) dirty[i] = 1;
      });
    }

    // The index of placed boxes: rebuilt on a full layout, else the clean tokens' boxes stay and the dirty ones go.
    if (full || !this.placed || this.placed.size > tokens.length * 12) {
      this.placed = new Placed(W, H);
      dirty.fill(1);
    } else {
      const index = this.placed;
      tokens.forEach((t, i) => {
        if (dirty[i]) for (const h of prev?.get(t.id)?.handles ?? []) index.remove(h);
      });
      if (prev) for (const [id, old] of prev) if (!seen.has(id)) for (const h of old.handles) index.remove(h);
    }
    const placed = this.placed;
    const next = new Map<CreatureId, { t: LabelToken; boxes: LabelBox[]; handles: number[] }>();
    const out = new Map<CreatureId, LabelBox[]>();
    tokens.forEach((t, i) => {
      const old = prev?.get(t.id);
      if (!dirty[i] && old) {
        old.t = t;
        next.set(t.id, old);
        out.set(t.id, old.boxes);
      } else {
        const entry = { t, boxes: [] as LabelBox[], handles: [] as number[] };
        next.set(t.id, entry);
        out.set(t.id, entry.boxes);
      }
    });
    this.key = key;
    this.last = next;
    let count = 0;
    for (let i = 0; i < tokens.length; i++) if (dirty[i]) count++;
    this.lastPlacedCount = count;
    if (lv.level === 0) return out;

    // Who stands on each square (the first standing token; a pile's members share it).
    const occ = new Int32Array(Math.max(0, W * H));
    tokens.forEach((t, i) => {
      if (t.mountId) return;
      for (let y = t.space.y; y < t.space.y + t.space.side; y++)
        for (let x = t.space.x; x < t.space.x + t.space.side; x++) if (x >= 0 && y >= 0 && x < W && y < H && occ[y * W + x] === 0) occ[y * W + x] = i + 1;
    });
    const ownerOf = tokens.map((t) => {
      const { x, y } = t.space;
      return x >= 0 && y >= 0 && x < W && y < H ? (occ[y * W + x] ?? 0) : 0;
    });
    // Cores of carried and fanned-out tokens: no one else's label may cover them.
    const cores = new Placed(W, H);
    tokens.forEach((t, i) => {
      if ((t.mountId || t.fanned) && !t.buried) cores.add(coreOf(t.p), i);
    });
    const free = (r: Rect, i: number, t: LabelToken): boolean => {
      if (r.x < 0 || r.y < 0 || r.x + r.w > W * CELL + EPS || r.y + r.h > H * CELL + EPS) return false;
      if (!t.fanned) {
        const x0 = Math.floor(r.x / CELL);
        const x1 = Math.floor((r.x + r.w - EPS) / CELL);
        const y0 = Math.floor(r.y / CELL);
        const y1 = Math.floor((r.y + r.h - EPS) / CELL);
        const mine = ownerOf[i];
        for (let y = y0; y <= y1; y++)
          for (let x = x0; x <= x1; x++) {
            const o = occ[y * W + x] ?? 0;
            if (o !== 0 && o !== mine) return false;
          }
      }
      return !placed.hits(r) && !cores.hits(r, i);
    };
    const measure = this.measure;
    const put = (i: number, t: LabelToken, item: Item): boolean => {
      const entry = next.get(t.id);
      const sizes = [item.font];
      // One smaller size before giving up, if it is still legible on screen.
      if (item.kind !== 'glyph' && item.font * 0.8 * lv.scale >= 9.5) sizes.push(item.font * 0.8);
      for (const font of sizes) {
        const k = font / item.font;
        for (const text of item.forms) {
          const w = measure(text, font) * (item.bold ? 1.08 : 1) + 2 * item.padX * k;
          const h = item.lineH * k;
          for (const r of item.spots(w, h)) {
            if (!free(r, i, t)) continue;
            entry?.handles.push(placed.add(r, i));
            entry?.boxes.push({ x: r.x, y: r.y, w: r.w, h: r.h, kind: item.kind, text, font });
            return true;
          }
        }
      }
      return false;
    };

    // Pass 1: each token's own marks, in draw order.
    tokens.forEach((t, i) => {
      if (dirty[i] && !t.buried) marks(t, lv, (item) => put(i, t, item));
    });
    if (lv.level < 2) return out;
    // Pass 2: badges, chips and names, the selected creature and the current one first.
    const order: number[] = [];
    for (let i = 0; i < tokens.length; i++) if (dirty[i] && !(tokens[i] as LabelToken).buried) order.push(i);
    order.sort((a, b) => rank(tokens[a] as LabelToken) - rank(tokens[b] as LabelToken) || a - b);
    for (const i of order) {
      const t = tokens[i] as LabelToken;
      words(t, lv, (item) => put(i, t, item));
    }
    return out;
  }
}

/** Place every token's labels from scratch (see {@link LabelLayout.layout}). */
export function layoutLabels(tokens: readonly LabelToken[], grid: { width: number; height: number }, lv: DetailLevel, measure: Measure = measureText): Map<CreatureId, LabelBox[]> {
  return new LabelLayout(measure).layout(tokens, grid, lv);
}
