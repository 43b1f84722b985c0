/** Overlays: the live move preview, highlighted squares (legal options), and the hover square. */
import { BitmapText, Container, Graphics } from 'pixi.js';
import { spaceSide, type Encounter, type Point } from '../rules';
import type { MovePreview } from '../store';
import { CELL, COLORS } from './constants';

/** The overlay layer. */
export class OverlayLayer {
  readonly container = new Container({ label: 'overlays' });
  private readonly highlights = new Graphics({ label: 'highlights' });
  private readonly path = new Graphics({ label: 'path' });
  private readonly cost = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 26, fill: 0xffffff, fontWeight: 'bold' } });

  constructor() {
    this.cost.anchor.set(0.5);
    this.container.addChild(this.highlights, this.path, this.cost);
  }

  /** Draw the move preview (or clear it). */
  setPreview(enc: Encounter, p: MovePreview | null, label: string): void {
    const g = this.path;
    g.clear();
    this.cost.visible = false;
    if (!p) return;
    const c = enc.creatures[p.id];
    if (!c) return;
    const side = spaceSide(c.size) * CELL;
    const color = p.legal ? COLORS.legal : COLORS.illegal;
    const start = c.mountId ? enc.creatures[c.mountId]?.pos ?? c.pos : c.pos;
    let prev = { x: start.x * CELL + side / 2, y: start.y * CELL + side / 2 };
    g.moveTo(prev.x, prev.y);
    for (const sq of p.path) {
      const q = { x: sq.x * CELL + side / 2, y: sq.y * CELL + side / 2 };
      g.lineTo(q.x, q.y);
      prev = q;
    }
    g.stroke({ color, width: 4, alpha: 0.9 });
    for (const sq of p.path) g.circle(sq.x * CELL + side / 2, sq.y * CELL + side / 2, 5).fill(color);
    g.rect(p.to.x * CELL + 3, p.to.y * CELL + 3, side - 6, side - 6).stroke({ color, width: 4 });
    if (!p.legal) {
      g.moveTo(p.to.x * CELL + 10, p.to.y * CELL + 10).lineTo(p.to.x * CELL + side - 10, p.to.y * CELL + side - 10).stroke({ color, width: 4 });
    }
    this.cost.text = label;
    this.cost.position.set(p.to.x * CELL + side / 2, p.to.y * CELL - 14);
    this.cost.visible = true;
  }

  /** Highlight squares (legal landing squares, pending decision options …). */
  setHighlights(squares: Point[]): void {
    const g = this.highlights;
    g.clear();
    for (const s of squares) g.rect(s.x * CELL + 4, s.y * CELL + 4, CELL - 8, CELL - 8).fill({ color: COLORS.highlight, alpha: 0.35 }).stroke({ color: COLORS.highlight, width: 3 });
  }
}
