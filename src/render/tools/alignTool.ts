/**
 * Map alignment (issue 17): drag from a grid corner printed on the map picture to the opposite corner of a printed
 * square (or of a block of `squares` × `squares`); the picture's pixels per square and its offset follow
 * (`alignFromCorners`) and, released, go to the rules as one `setScene { map }` (undoable). The numbers can also
 * be typed in the UI.
 */
import type { Point } from '../../rules';
import { t } from '../../i18n';
import { alignFromCorners } from '../pointing';
import { CLICK_SLOP, type PointerInput, type Tool, type ToolContext } from './types';

export class AlignTool implements Tool {
  private from: { world: Point; x: number; y: number } | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.from ? 'align.dragging' : 'align.idle';
  }

  private world(e: PointerInput): Point {
    const w = this.ctx.host.toWorld?.(e.clientX, e.clientY);
    if (w) return w;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    return { x: sq.x, y: sq.y };
  }

  down(e: PointerInput): void {
    const u = this.ctx.ui.getState();
    if (!this.ctx.enc.getState().encounter.scene.map) {
      u.notify(t(u.lang, 'align.noMap'), 'error');
      return;
    }
    const w = this.world(e);
    this.from = { world: w, x: e.clientX, y: e.clientY };
    this.ctx.drafts.getState().setAlign({ from: w, to: w, map: null });
  }

  move(e: PointerInput): void {
    const f = this.from;
    const map = this.ctx.enc.getState().encounter.scene.map;
    if (!f || !map) return;
    const u = this.ctx.ui.getState();
    const to = this.world(e);
    const squares = u.tool.kind === 'align' ? u.tool.squares : 1;
    this.ctx.drafts.getState().setAlign({ from: f.world, to, map: alignFromCorners(map, f.world, to, squares) });
  }

  up(e: PointerInput): void {
    const f = this.from;
    this.from = null;
    const u = this.ctx.ui.getState();
    const d = this.ctx.drafts.getState();
    const draft = d.align;
    d.setAlign(null);
    if (!f) return;
    if (draft?.map) this.ctx.enc.getState().dispatch({ type: 'setScene', map: draft.map });
    else if (Math.hypot(e.clientX - f.x, e.clientY - f.y) > CLICK_SLOP) u.notify(t(u.lang, 'align.tooSmall'), 'error');
  }

  cancel(): void {
    this.from = null;
    this.ctx.drafts.getState().setAlign(null);
  }

  exit(): void {
    this.cancel();
  }
}
