/** Grid lines: one Graphics, 1-pixel lines at any zoom (pixelLine); drawn, faint or hidden (over a map picture, issue 17). */
import { Container, Graphics } from 'pixi.js';
import { CELL, COLORS } from './constants';

/** The grid-line layer. */
export class GridLayer {
  /** The layer (part of the board's world render group: camera moves never re-batch its lines). */
  readonly g = new Container({ label: 'grid' });
  private readonly lines = new Graphics({ label: 'grid-lines' });

  constructor() {
    // In the board's batch (a change of line / triangle topology splits a batch without re-binding its shader and
    // uniforms; drawn on its own, the grid would cost its own shader and uniform uploads every frame, issue 16).
    this.lines.context.batchMode = 'batch';
    this.g.addChild(this.lines);
  }

  private size = '';
  /** Alpha of the lines by the scene's setting (the high-contrast player view multiplies the layer's). */
  static readonly ALPHA = { drawn: 0.8, faint: 0.3, hidden: 0 } as const;

  /** The lines' drawn alpha (0 when hidden). */
  alpha(): number {
    return this.lines.visible ? this.lines.alpha * GridLayer.ALPHA.drawn : 0;
  }

  /** Draw lines for a W×H grid (only when the size changes), as the scene says (drawn, faint, hidden). */
  update(width: number, height: number, mode: 'drawn' | 'faint' | 'hidden' = 'drawn'): void {
    this.lines.alpha = GridLayer.ALPHA[mode] / GridLayer.ALPHA.drawn;
    this.lines.visible = mode !== 'hidden';
    const key = `${width}x${height}`;
    if (key === this.size) return;
    this.size = key;
    const g = this.lines;
    g.clear();
    for (let x = 0; x <= width; x++) g.moveTo(x * CELL, 0).lineTo(x * CELL, height * CELL);
    for (let y = 0; y <= height; y++) g.moveTo(0, y * CELL).lineTo(width * CELL, y * CELL);
    g.stroke({ color: COLORS.gridLine, width: 1, alpha: 0.8, pixelLine: true });
  }
}
