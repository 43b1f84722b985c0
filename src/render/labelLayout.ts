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
 * placed again (a command on a thousand-creature map re-places a handful of labels, not five thousand). The
 * placing pass itself is labelPlace.ts; the candidate spots of each label, labelItems.ts.
 */
import type { CreatureId } from '../rules';
import { CELL } from './constants';
import type { DetailLevel } from './labelDetail';
import { coreOf, EPS, Placed, type Rect } from './labelGeometry';
import { spaceRect } from './labelItems';
import { placeLabels, type Entry } from './labelPlace';
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
    a.id === b.id &&
    p.cx === q.cx &&
    p.cy === q.cy &&
    p.radius === q.radius &&
    p.role === q.role &&
    a.space.x === b.space.x &&
    a.space.y === b.space.y &&
    a.space.side === b.space.side &&
    a.mountId === b.mountId &&
    a.glyph === b.glyph &&
    a.name === b.name &&
    a.height === b.height &&
    a.chips === b.chips &&
    a.gauge === b.gauge &&
    a.pips === b.pips &&
    a.count === b.count &&
    a.buried === b.buried &&
    a.fanned === b.fanned &&
    a.selected === b.selected &&
    a.current === b.current &&
    a.carrying === b.carrying
  );
}

/** How far (squares) a change reaches: tokens this near a changed one are placed again. */
const REACH = 3;

/** The label layout of one board, keeping its last result for the next call. */
export class LabelLayout {
  private key = '';
  /** The last tokens, in the order of the last call, and what each got. */
  private entries: Entry[] = [];
  private indexOf = new Map<CreatureId, number>();
  private W = 0;
  private H = 0;
  /** Every placed box (owner: the token's index). */
  private placed: Placed | null = null;
  /** Every token's space (owner: index), to find the tokens near a change without walking them all. */
  private spaces: Placed | null = null;
  /** Cores of carried and fanned-out tokens: no one else's label may cover them. */
  private cores: Placed | null = null;
  /** Who stands on each square: 1 + the index of the first standing token whose space covers it, 0 for none. */
  private occ = new Int32Array(0);
  /** Tokens placed by the last call (the benchmark and tests read it). */
  lastPlacedCount = 0;

  constructor(private readonly measure: Measure = measureText) {}

  /**
   * Place every token's labels. `tokens` come in draw order (standing tokens before the tokens they carry); the
   * result holds, per token id, the boxes drawn (what was dropped is absent). A token whose boxes did not change
   * keeps the very same array. Tokens that look as they did last time, in the same order, are not placed again
   * unless a change is near them.
   */
  layout(
    tokens: readonly LabelToken[],
    grid: { width: number; height: number },
    lv: DetailLevel,
  ): Map<CreatureId, LabelBox[]> {
    const key = levelKey(grid, lv);
    let some = key === this.key && !!this.placed && tokens.length === this.entries.length;
    const changed: LabelToken[] = [];
    if (some)
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i] as LabelToken;
        const e = this.entries[i] as Entry;
        if (e.t.id !== t.id) {
          some = false;
          break;
        }
        if (e.t !== t) changed.push(t);
      }
    if (!some || this.relayout(changed, grid, lv) === null) this.full(tokens, grid, lv);
    const out = new Map<CreatureId, LabelBox[]>();
    for (const e of this.entries) out.set(e.t.id, e.boxes);
    return out;
  }

  /**
   * Place again the labels of the tokens `changed` (new versions of tokens of the last call, which keeps its
   * order) and of every token near them; returns the boxes of the tokens placed again (a token absent from the
   * result keeps its boxes, {@link boxesOf}), or null when the change is too large for that or the grid or level
   * differ: then call {@link layout} with every token. The cost follows the change, not the number of tokens.
   */
  relayout(
    changed: readonly LabelToken[],
    grid: { width: number; height: number },
    lv: DetailLevel,
  ): Map<CreatureId, LabelBox[]> | null {
    if (!this.placed || !this.spaces || !this.cores || levelKey(grid, lv) !== this.key) return null;
    const n = this.entries.length;
    // Removed boxes stay in the indices, marked dead: rebuild an index when most of it is dead (no box moves).
    if (this.placed.size > n * 12) this.compact();
    if (this.spaces.size > n * 3 || this.cores.size > n * 3) this.compactSpaces();
    const placed = this.placed;
    const spaces = this.spaces;
    const cores = this.cores;
    const touched: Rect[] = [];
    const reach = (r: Rect) =>
      touched.push({
        x: r.x - REACH * CELL,
        y: r.y - REACH * CELL,
        w: r.w + 2 * REACH * CELL,
        h: r.h + 2 * REACH * CELL,
      });
    const moved: { i: number; old: LabelToken; t: LabelToken }[] = [];
    for (const t of changed) {
      const i = this.indexOf.get(t.id);
      if (i === undefined) return null;
      const e = this.entries[i] as Entry;
      if (e.t === t) continue;
      if (sameToken(e.t, t)) {
        e.t = t;
        continue;
      }
      moved.push({ i, old: e.t, t });
    }
    if (moved.length * 4 > n) return null;
    this.lastPlacedCount = 0;
    if (moved.length === 0) return new Map();
    // The moved tokens' spaces and cores, and who stands where around them.
    const squares: Rect[] = [];
    for (const { i, old, t } of moved) {
      const e = this.entries[i] as Entry;
      e.t = t;
      spaces.remove(e.space);
      e.space = spaces.add(spaceRect(t), i);
      cores.remove(e.core);
      e.core = (t.mountId || t.fanned) && !t.buried ? cores.add(coreOf(t.p), i) : -1;
      reach(spaceRect(t));
      reach(spaceRect(old));
      if (!old.mountId) squares.push(spaceRect(old));
      if (!t.mountId) squares.push(spaceRect(t));
    }
    for (const r of squares) this.restand(r);
    // Which tokens are placed again: the moved ones and everyone whose space or boxes are near a change.
    const near = new Set<number>();
    for (const r of touched) {
      spaces.ownersIn(r, near);
      placed.ownersIn(r, near);
    }
    for (const { i } of moved) near.add(i);
    const dirty = [...near].sort((a, b) => a - b);
    const out = new Map<CreatureId, LabelBox[]>();
    for (const i of dirty) {
      const e = this.entries[i] as Entry;
      for (const h of e.handles) placed.remove(h);
      e.boxes = [];
      e.handles = [];
      out.set(e.t.id, e.boxes);
    }
    this.lastPlacedCount = dirty.length;
    this.place(dirty, lv);
    return out;
  }

  /** Rebuild the index of placed boxes from the boxes kept (drops the dead ones; every box stays where it is). */
  private compact(): void {
    const placed = new Placed(this.W, this.H);
    this.entries.forEach((e, i) => {
      e.handles = e.boxes.map((b) => placed.add(b, i));
    });
    this.placed = placed;
  }

  /** Rebuild the indices of spaces and cores (drops the dead ones). */
  private compactSpaces(): void {
    const spaces = new Placed(this.W, this.H);
    const cores = new Placed(this.W, this.H);
    this.entries.forEach((e, i) => {
      const t = e.t;
      e.space = spaces.add(spaceRect(t), i);
      e.core = (t.mountId || t.fanned) && !t.buried ? cores.add(coreOf(t.p), i) : -1;
    });
    this.spaces = spaces;
    this.cores = cores;
  }

  /** The boxes a token of the last call got. */
  boxesOf(id: CreatureId): LabelBox[] | undefined {
    const i = this.indexOf.get(id);
    return i === undefined ? undefined : this.entries[i]?.boxes;
  }

  /** Recompute who stands on the squares of `r` (from the spaces index). */
  private restand(r: Rect): void {
    const spaces = this.spaces as Placed;
    const W = this.W;
    const found = new Set<number>();
    const x0 = Math.max(0, Math.floor(r.x / CELL));
    const x1 = Math.min(W - 1, Math.floor((r.x + r.w - EPS) / CELL));
    const y0 = Math.max(0, Math.floor(r.y / CELL));
    const y1 = Math.min(this.H - 1, Math.floor((r.y + r.h - EPS) / CELL));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        found.clear();
        spaces.ownersIn({ x: x * CELL, y: y * CELL, w: CELL, h: CELL }, found);
        let first = 0;
        for (const i of found) {
          const t = (this.entries[i] as Entry).t;
          const covers =
            !t.mountId &&
            x >= t.space.x &&
            x < t.space.x + t.space.side &&
            y >= t.space.y &&
            y < t.space.y + t.space.side;
          if (covers && (first === 0 || i + 1 < first)) first = i + 1;
        }
        this.occ[y * W + x] = first;
      }
  }

  /** Lay out every token from scratch. */
  private full(tokens: readonly LabelToken[], grid: { width: number; height: number }, lv: DetailLevel): void {
    const W = grid.width;
    const H = grid.height;
    this.key = levelKey(grid, lv);
    this.W = W;
    this.H = H;
    this.placed = new Placed(W, H);
    const spaces = (this.spaces = new Placed(W, H));
    const cores = (this.cores = new Placed(W, H));
    const occ = (this.occ = new Int32Array(Math.max(0, W * H)));
    this.indexOf = new Map();
    this.entries = tokens.map((t, i) => {
      this.indexOf.set(t.id, i);
      if (!t.mountId)
        for (let y = t.space.y; y < t.space.y + t.space.side; y++)
          for (let x = t.space.x; x < t.space.x + t.space.side; x++)
            if (x >= 0 && y >= 0 && x < W && y < H && occ[y * W + x] === 0) occ[y * W + x] = i + 1;
      return {
        t,
        boxes: [],
        handles: [],
        space: spaces.add(spaceRect(t), i),
        core: (t.mountId || t.fanned) && !t.buried ? cores.add(coreOf(t.p), i) : -1,
      };
    });
    this.lastPlacedCount = tokens.length;
    this.place(
      tokens.map((_, i) => i),
      lv,
    );
  }

  /** Place the labels of the tokens `dirty` (indices, ascending), around everyone else's boxes (labelPlace.ts). */
  private place(dirty: readonly number[], lv: DetailLevel): void {
    const { W, H, occ, entries, measure } = this;
    placeLabels({ W, H, placed: this.placed as Placed, cores: this.cores as Placed, occ, entries, measure }, dirty, lv);
  }
}

function levelKey(grid: { width: number; height: number }, lv: DetailLevel): string {
  return `${grid.width}x${grid.height}:${lv.level}:${lv.name}:${lv.scale}`;
}

/** Place every token's labels from scratch (see {@link LabelLayout.layout}). */
export function layoutLabels(
  tokens: readonly LabelToken[],
  grid: { width: number; height: number },
  lv: DetailLevel,
  measure: Measure = measureText,
): Map<CreatureId, LabelBox[]> {
  return new LabelLayout(measure).layout(tokens, grid, lv);
}
