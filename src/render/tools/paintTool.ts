/** The terrain and height brushes: press and drag over squares (highlighted), release to paint them in one command. */
import { cmd, type Point } from '../../rules';
import type { PointerInput, Tool, ToolContext } from './types';

export class PaintTool implements Tool {
  private squares: Map<string, Point> | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.squares ? 'paint.painting' : 'paint.idle';
  }

  down(_e: PointerInput, sq: Point): void {
    this.squares = new Map([[`${sq.x},${sq.y}`, sq]]);
    this.ctx.ui.getState().setHighlights([sq]);
  }

  move(e: PointerInput): void {
    if (!this.squares) return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    this.squares.set(`${sq.x},${sq.y}`, sq);
    this.ctx.ui.getState().setHighlights([...this.squares.values()]);
  }

  up(): void {
    const u = this.ctx.ui.getState();
    const squares = [...(this.squares?.values() ?? [])].filter((q) => q.x >= 0 && q.y >= 0);
    this.squares = null;
    u.setHighlights([]);
    const tool = u.tool;
    if (!squares.length) return;
    const dispatch = this.ctx.enc.getState().dispatch;
    if (tool.kind === 'terrain') dispatch(cmd('paintTerrain', { squares, terrain: tool.terrain }));
    if (tool.kind === 'height') dispatch(cmd('paintTerrain', { squares, elevation: tool.elevation }));
  }

  cancel(): void {
    this.squares = null;
    this.ctx.ui.getState().setHighlights([]);
  }

  exit(): void {
    if (this.squares) this.cancel();
  }
}
