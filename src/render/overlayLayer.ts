/** Overlays: the live move preview, highlighted squares (legal options), and the hover square. */
import { BitmapText, Container, Graphics } from 'pixi.js';
import { clearShape } from './clearShape';
import { spaceSide, type AnyEncounter, type Encounter, type Point } from '../rules';
import { forcedNext } from './mountedInput';
import type { CoverLine, ForcedTool, MovePreview } from '../store';
import { CELL, COLORS } from './constants';
import { creatureOf } from '../rules';

/** The overlay layer. */
export class OverlayLayer {
  readonly container = new Container({ label: 'overlays' });
  private readonly highlights = new Graphics({ label: 'highlights' });
  private readonly path = new Graphics({ label: 'path' });
  private readonly forced = new Graphics({ label: 'forced' });
  private readonly cover = new Graphics({ label: 'cover-lines' });
  private readonly cost = new BitmapText({
    text: '',
    style: { fontFamily: 'sans-serif', fontSize: 26, fill: 0xffffff, fontWeight: 'bold' },
  });
  /** A dark plate under the preview's text, so a refusal reads over any terrain or token. */
  private readonly plate = new Graphics({ label: 'preview-plate' });

  constructor() {
    this.cost.anchor.set(0.5);
    this.container.addChild(this.highlights, this.forced, this.cover, this.path, this.plate, this.cost);
  }

  /**
   * The attack helper's traced cover lines (B-10, issue 32): green when clear, red when blocked, from the chosen
   * corner (a dot) to the target square's corners. Returns how many are drawn (tests read it).
   */
  setCoverLines(lines: readonly CoverLine[] | null): number {
    const g = this.cover;
    clearShape(g);
    if (!lines?.length) return 0;
    for (const l of lines)
      g.moveTo(l.x1 * CELL, l.y1 * CELL)
        .lineTo(l.x2 * CELL, l.y2 * CELL)
        .stroke({ color: l.blocked ? COLORS.illegal : COLORS.legal, width: 3, alpha: 0.9 });
    const first = lines[0] as CoverLine;
    g.circle(first.x1 * CELL, first.y1 * CELL, 6).fill(COLORS.selection);
    return lines.length;
  }

  /** Draw the move preview (or clear it). */
  setPreview(enc: Encounter, p: MovePreview | null, label: string): void {
    const g = this.path;
    clearShape(g);
    clearShape(this.plate);
    this.cost.visible = false;
    if (!p) return;
    // The GM's placement moves the placed creature (a rider's mount), in one jump: a thin straight line.
    const c = creatureOf(enc, p.placedId ?? p.id);
    if (!c) return;
    const side = spaceSide(c.size) * CELL;
    const color = p.legal ? COLORS.legal : COLORS.illegal;
    const start = c.mountId ? (creatureOf(enc, c.mountId)?.pos ?? c.pos) : c.pos;
    let prev = { x: start.x * CELL + side / 2, y: start.y * CELL + side / 2 };
    g.moveTo(prev.x, prev.y);
    if (p.via === 'place')
      g.lineTo(p.to.x * CELL + side / 2, p.to.y * CELL + side / 2).stroke({ color, width: 2, alpha: 0.7 });
    for (const sq of p.path) {
      const q = { x: sq.x * CELL + side / 2, y: sq.y * CELL + side / 2 };
      g.lineTo(q.x, q.y);
      prev = q;
    }
    if (p.path.length) g.stroke({ color, width: 4, alpha: 0.9 });
    for (const sq of p.path) g.circle(sq.x * CELL + side / 2, sq.y * CELL + side / 2, 5).fill(color);
    // A mount offer outlines the mount's whole space; a move or placement, the space it ends in.
    const m = p.via === 'mount' && p.mountId ? creatureOf(enc, p.mountId) : undefined;
    const box = m ? { x: m.pos.x, y: m.pos.y, side: spaceSide(m.size) * CELL } : { x: p.to.x, y: p.to.y, side };
    g.rect(box.x * CELL + 3, box.y * CELL + 3, box.side - 6, box.side - 6).stroke({ color, width: 4 });
    if (!p.legal) {
      g.moveTo(p.to.x * CELL + 10, p.to.y * CELL + 10)
        .lineTo(p.to.x * CELL + side - 10, p.to.y * CELL + side - 10)
        .stroke({ color, width: 4 });
    }
    this.cost.text = label;
    this.cost.position.set(box.x * CELL + box.side / 2, box.y * CELL - 16);
    this.cost.visible = true;
    const w = this.cost.width + 16;
    const h = this.cost.height + 8;
    this.plate
      .roundRect(this.cost.x - w / 2, this.cost.y - h / 2, w, h, 8)
      .fill({ color: 0x15171a, alpha: 0.88 })
      .stroke({ color, width: 2 });
  }

  /** Highlight squares (legal landing squares, pending decision options …). */
  setHighlights(squares: Point[]): void {
    const g = this.highlights;
    clearShape(g);
    for (const s of squares)
      g.rect(s.x * CELL + 4, s.y * CELL + 4, CELL - 8, CELL - 8)
        .fill({ color: COLORS.highlight, alpha: 0.35 })
        .stroke({ color: COLORS.highlight, width: 3 });
  }

  /**
   * The forced-movement tool (B-2): the path drawn so far (footprint of the moved space at each step) and the
   * legal next squares from the rules' `forcedMoveNextSquares`. Returns how many next squares are shown.
   */
  setForced(enc: AnyEncounter, f: ForcedTool | null): number {
    return this.drawForced(enc, f ? { targetId: f.targetId, path: f.path, next: forcedNext(enc, f) } : null);
  }

  /** The forced movement's path and legal next squares as given (the player view draws the GM's). */
  drawForced(enc: Encounter, f: { targetId: string; path: readonly Point[]; next: readonly Point[] } | null): number {
    const g = this.forced;
    clearShape(g);
    if (!f) return 0;
    const t = creatureOf(enc, f.targetId);
    const owner = t?.mountId ? (creatureOf(enc, t.mountId) ?? t) : t;
    if (!owner) return 0;
    const side = spaceSide(owner.size) * CELL;
    const next = f.next;
    for (const s of next)
      g.rect(s.x * CELL + 4, s.y * CELL + 4, side - 8, side - 8)
        .fill({ color: COLORS.legal, alpha: 0.22 })
        .stroke({ color: COLORS.legal, width: 2 });
    let prev = { x: owner.pos.x * CELL + side / 2, y: owner.pos.y * CELL + side / 2 };
    g.circle(prev.x, prev.y, 6).fill(COLORS.selection);
    for (const p of f.path) {
      const q = { x: p.x * CELL + side / 2, y: p.y * CELL + side / 2 };
      g.moveTo(prev.x, prev.y).lineTo(q.x, q.y).stroke({ color: COLORS.selection, width: 5, alpha: 0.95 });
      g.circle(q.x, q.y, 6).fill(COLORS.selection);
      prev = q;
    }
    const end = f.path[f.path.length - 1];
    if (end)
      g.rect(end.x * CELL + 3, end.y * CELL + 3, side - 6, side - 6).stroke({ color: COLORS.selection, width: 4 });
    return next.length;
  }
}
