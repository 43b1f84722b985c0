/**
 * The fog tool (issue 17): a rectangle dragged from corner to corner, or a brush stroke (the squares the pointer
 * passes, with the squares between two pointer samples filled in). It hides or reveals by the UI store's
 * `fogMode`, Shift at the press for the other. Released, it sends one `setFog` (one entry in history).
 */
import type { Point } from '../../rules';
import type { PointerInput, Tool, ToolContext } from './types';

/** The squares on the line from `a` to `b` (Bresenham), both ends included. */
export function lineSquares(a: Point, b: Point): Point[] {
  const out: Point[] = [];
  let x = a.x;
  let y = a.y;
  const dx = Math.abs(b.x - a.x);
  const dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let err = dx + dy;
  for (let guard = 0; guard < 100000; guard++) {
    out.push({ x, y });
    if (x === b.x && y === b.y) break;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
  return out;
}

/** The rectangle spanned by two corner squares. */
export function rectOf(a: Point, b: Point): { x: number; y: number; width: number; height: number } {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x) + 1,
    height: Math.abs(a.y - b.y) + 1,
  };
}

export class FogTool implements Tool {
  private s: { start: Point; last: Point; squares: Map<string, Point>; hide: boolean } | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.s ? 'fog.drawing' : 'fog.idle';
  }

  private get brush(): boolean {
    const t = this.ctx.ui.getState().tool;
    return t.kind === 'fog' && t.shape === 'brush';
  }

  down(e: PointerInput, sq: Point): void {
    const u = this.ctx.ui.getState();
    this.s = {
      start: sq,
      last: sq,
      squares: new Map([[`${sq.x},${sq.y}`, sq]]),
      hide: (u.fogMode === 'hide') !== !!e.shiftKey,
    };
    this.show();
  }

  move(e: PointerInput): void {
    const s = this.s;
    if (!s) return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    if (sq.x === s.last.x && sq.y === s.last.y) return;
    if (this.brush) for (const p of lineSquares(s.last, sq)) s.squares.set(`${p.x},${p.y}`, p);
    s.last = sq;
    this.show();
  }

  private show(): void {
    const s = this.s;
    if (!s) return;
    this.ctx.drafts
      .getState()
      .setFogDraft(
        this.brush
          ? { hide: s.hide, rect: null, squares: [...s.squares.values()] }
          : { hide: s.hide, rect: rectOf(s.start, s.last), squares: [] },
      );
  }

  up(): void {
    const s = this.s;
    this.s = null;
    this.ctx.drafts.getState().setFogDraft(null);
    if (!s) return;
    const g = this.ctx.enc.getState().encounter.grid;
    const dispatch = this.ctx.enc.getState().dispatch;
    if (this.brush) {
      const squares = [...s.squares.values()].filter((p) => p.x >= 0 && p.y >= 0 && p.x < g.width && p.y < g.height);
      if (squares.length) dispatch({ type: 'setFog', hide: s.hide, squares });
    } else dispatch({ type: 'setFog', hide: s.hide, rect: rectOf(s.start, s.last) });
  }

  cancel(): void {
    this.s = null;
    this.ctx.drafts.getState().setFogDraft(null);
  }

  exit(): void {
    this.cancel();
  }
}
