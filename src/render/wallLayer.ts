/**
 * Walls, doors, windows and terrain walls on the board (issue 32). The walls of the scene are one Graphics redrawn
 * only when the scene's wall list changes (every wall command replaces the list), over the grid and under the fog
 * and the tokens: walls thick dark lines with a pale edge (readable on dark and light maps), windows light blue,
 * terrain walls dashed brown, doors a brown leaf — filled and in the line when closed, an outline swung open when
 * open. The wall tool's draft (the polyline being drawn) and the selected wall are a second Graphics in the live
 * render group, redrawn as the pointer moves without touching the first.
 */
import { Container, Graphics } from 'pixi.js';
import type { Point, Wall } from '../rules';
import type { WallDraft } from '../store';
import { clearShape } from './clearShape';
import { CELL } from './constants';

const WALL = { color: 0x15171c, edge: 0xf1ead8, width: 0.14 * CELL };
const WINDOW = { color: 0x7cc4ff, edge: 0x0d2a44, width: 0.12 * CELL };
const TERRAIN = { color: 0x8a5a22, width: 0.1 * CELL, dash: 0.22 * CELL, gap: 0.14 * CELL };
const DOOR = { color: 0x9a6230, edge: 0x2a1808, width: 0.26 * CELL };

/** Dashes along a segment (PixiJS draws no dashed strokes): the segment cut into dash-and-gap pieces. */
function dashed(g: Graphics, x1: number, y1: number, x2: number, y2: number, dash: number, gap: number): void {
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len === 0) return;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  for (let d = 0; d < len; d += dash + gap) {
    const e = Math.min(len, d + dash);
    g.moveTo(x1 + ux * d, y1 + uy * d).lineTo(x1 + ux * e, y1 + uy * e);
  }
}

/** A door's leaf: a rectangle along the segment (closed), or swung a quarter turn about its first end (open). */
function doorLeaf(g: Graphics, w: Wall): void {
  const x1 = w.x1 * CELL;
  const y1 = w.y1 * CELL;
  const x2 = w.x2 * CELL;
  const y2 = w.y2 * CELL;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const h = DOOR.width / 2;
  if (!w.open) {
    g.poly([x1 - uy * h, y1 + ux * h, x2 - uy * h, y2 + ux * h, x2 + uy * h, y2 - ux * h, x1 + uy * h, y1 - ux * h])
      .fill({ color: DOOR.color })
      .stroke({ color: DOOR.edge, width: 2 });
    // The handle: a pale dot in the middle.
    g.circle((x1 + x2) / 2, (y1 + y2) / 2, h * 0.45).fill({ color: 0xf1ead8 });
    return;
  }
  // Open: the door frame's two ends, and the leaf turned 90° about the first end (an outline, no fill).
  const lx = -uy * len * 0.85;
  const ly = ux * len * 0.85;
  g.moveTo(x1, y1)
    .lineTo(x1 + lx, y1 + ly)
    .stroke({ color: DOOR.color, width: DOOR.width * 0.5, cap: 'round' });
  g.arc(x1, y1, len * 0.85, Math.atan2(ly, lx), Math.atan2(uy, ux), true).stroke({
    color: DOOR.color,
    width: 1.5,
    alpha: 0.7,
  });
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const)
    g.circle(x, y, h * 0.6).fill({ color: DOOR.edge });
}

/** Draw walls into `g` (cleared first). */
export function drawWalls(g: Graphics, walls: readonly Wall[]): void {
  clearShape(g);
  // Pale edges first, under every dark line, so that crossings read as one wall.
  for (const w of walls) if (w.kind === 'wall') g.moveTo(w.x1 * CELL, w.y1 * CELL).lineTo(w.x2 * CELL, w.y2 * CELL);
  if (walls.some((w) => w.kind === 'wall'))
    g.stroke({ color: WALL.edge, width: WALL.width + 4, cap: 'round', alpha: 0.85 });
  for (const w of walls) if (w.kind === 'wall') g.moveTo(w.x1 * CELL, w.y1 * CELL).lineTo(w.x2 * CELL, w.y2 * CELL);
  if (walls.some((w) => w.kind === 'wall')) g.stroke({ color: WALL.color, width: WALL.width, cap: 'round' });
  for (const w of walls) if (w.kind === 'window') g.moveTo(w.x1 * CELL, w.y1 * CELL).lineTo(w.x2 * CELL, w.y2 * CELL);
  if (walls.some((w) => w.kind === 'window')) {
    g.stroke({ color: WINDOW.edge, width: WINDOW.width + 4, cap: 'butt' });
    for (const w of walls) if (w.kind === 'window') g.moveTo(w.x1 * CELL, w.y1 * CELL).lineTo(w.x2 * CELL, w.y2 * CELL);
    g.stroke({ color: WINDOW.color, width: WINDOW.width, cap: 'butt' });
  }
  for (const w of walls)
    if (w.kind === 'terrain') dashed(g, w.x1 * CELL, w.y1 * CELL, w.x2 * CELL, w.y2 * CELL, TERRAIN.dash, TERRAIN.gap);
  if (walls.some((w) => w.kind === 'terrain')) g.stroke({ color: TERRAIN.color, width: TERRAIN.width, cap: 'round' });
  for (const w of walls) if (w.kind === 'door') doorLeaf(g, w);
}

/** Draw the wall tool's draft and the selected wall into `g` (cleared first). */
export function drawWallDraft(g: Graphics, draft: WallDraft | null, selected: Wall | null): void {
  clearShape(g);
  if (selected) {
    g.moveTo(selected.x1 * CELL, selected.y1 * CELL)
      .lineTo(selected.x2 * CELL, selected.y2 * CELL)
      .stroke({ color: 0xffd84d, width: 0.4 * CELL, alpha: 0.55, cap: 'round' });
  }
  if (!draft) return;
  const pts: Point[] = [...draft.points, ...(draft.cursor ? [draft.cursor] : [])];
  const colour = draft.kind === 'window' ? WINDOW.color : draft.kind === 'door' ? DOOR.color : 0xffd84d;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    if (i === pts.length - 1 && draft.cursor) dashed(g, a.x * CELL, a.y * CELL, b.x * CELL, b.y * CELL, 8, 6);
    else g.moveTo(a.x * CELL, a.y * CELL).lineTo(b.x * CELL, b.y * CELL);
  }
  if (pts.length > 1) g.stroke({ color: colour, width: 5, cap: 'round' });
  for (const p of draft.points)
    g.circle(p.x * CELL, p.y * CELL, 5)
      .fill({ color: 0xffffff })
      .stroke({ color: 0x15171c, width: 2 });
  if (draft.cursor) g.circle(draft.cursor.x * CELL, draft.cursor.y * CELL, 4).fill({ color: colour });
}

/** The walls layer: the scene's walls (world) and the wall tool's draft (live). */
export class WallLayer {
  readonly container = new Container({ label: 'walls' });
  readonly live = new Graphics({ label: 'wall-draft' });
  private readonly g = new Graphics({ label: 'wall-lines' });
  private walls: readonly Wall[] | null = null;
  /** Walls drawn, and of them doors open (the test bridge reads them). */
  drawn = 0;
  open = 0;

  constructor() {
    this.container.addChild(this.g);
  }

  /** Redraw when the scene's wall list changed. */
  update(walls: readonly Wall[]): boolean {
    // The same walls (a player window's state is a structured clone: new objects of the same walls, issue 33).
    if (walls === this.walls || (this.walls && sameWalls(walls, this.walls))) {
      this.walls = walls;
      return false;
    }
    this.walls = walls;
    drawWalls(this.g, walls);
    this.drawn = walls.length;
    this.open = walls.filter((w) => w.kind === 'door' && w.open).length;
    this.container.visible = walls.length > 0;
    return true;
  }

  /** Redraw the draft and the selection. */
  drawDraft(draft: WallDraft | null, selectedId: string | null): void {
    const sel = selectedId ? (this.walls?.find((w) => w.id === selectedId) ?? null) : null;
    drawWallDraft(this.live, draft, sel);
  }
}

/** The same walls in the same order (by value). */
function sameWalls(a: readonly Wall[], b: readonly Wall[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Wall;
    const y = b[i] as Wall;
    if (
      x !== y &&
      (x.id !== y.id ||
        x.kind !== y.kind ||
        x.open !== y.open ||
        x.x1 !== y.x1 ||
        x.y1 !== y.y1 ||
        x.x2 !== y.x2 ||
        x.y2 !== y.y2)
    )
      return false;
  }
  return true;
}
