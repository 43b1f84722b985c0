/**
 * What the GM points at, drawn (issue 17), the same way on both boards from a {@link SharedOverlay}: the ruler's
 * path and plate, the template's squares with the creatures it includes outlined, pings (expanding rings), the
 * letters of squares to choose from, and the map alignment being dragged (GM only). Shapes live in the world;
 * the plates of text live in screen space (a fixed size at any zoom, kept on screen) and follow the camera.
 */
import { BitmapText, Container, Graphics, Text } from 'pixi.js';
import { clearShape } from './clearShape';
import type { AlignDraft, FogDraft, SharedOverlay } from '../store';
import type { Encounter, Point } from '../rules';
import type { Lang } from '../i18n';
import { t } from '../i18n';
import type { CameraState } from './camera';
import { CELL } from './constants';
import { rulerLines, templateLines } from './pointing';
import { PING_MS } from '../store';

const RULER = 0xffe066;
const TEMPLATE = 0xff9f43;
const PING = 0xffe066;
const LETTER = 0xffe066;

/** Where a drawn token is (world units), for outlining the creatures a template includes. */
export type TokenSpot = (id: string) => { x: number; y: number; r: number } | null;

/** A plate of text in screen space: a title line and the lines under it, on a dark rounded box. */
class Plate {
  readonly root = new Container({ label: 'plate' });
  private readonly bg = new Graphics();
  private readonly title: Text;
  private readonly body: Text;
  /** World point it hangs off. */
  anchor: Point | null = null;
  /** A world point it keeps clear of (the ruler's start: the plate goes to the far side of its end). */
  away: Point | null = null;

  constructor(
    private readonly colour: number,
    big: boolean,
  ) {
    const size = big ? 21 : 15;
    this.title = new Text({
      text: '',
      style: { fontFamily: 'sans-serif', fontSize: size + 2, fontWeight: 'bold', fill: 0xffffff },
    });
    this.body = new Text({
      text: '',
      style: {
        fontFamily: 'sans-serif',
        fontSize: size,
        fill: 0xe8ecf1,
        wordWrap: true,
        wordWrapWidth: big ? 460 : 380,
        lineHeight: Math.round(size * 1.3),
        breakWords: true,
      },
    });
    this.root.addChild(this.bg, this.title, this.body);
    this.root.visible = false;
  }

  set(lines: string[] | null, anchor: Point | null, away: Point | null = null): void {
    this.away = away;
    if (!lines || !lines.length || !anchor) {
      this.root.visible = false;
      this.anchor = null;
      return;
    }
    const [first, ...rest] = lines;
    this.title.text = first ?? '';
    this.body.text = rest.join('\n');
    this.body.visible = rest.length > 0;
    const pad = 10;
    this.title.position.set(pad, pad - 2);
    this.body.position.set(pad, pad + this.title.height + 2);
    const w = Math.max(this.title.width, rest.length ? this.body.width : 0) + pad * 2;
    const h = this.title.height + (rest.length ? this.body.height + 4 : 0) + pad * 2 - 4;
    this.bg
      .clear()
      .roundRect(0, 0, w, h, 8)
      .fill({ color: 0x15171a, alpha: 0.92 })
      .stroke({ color: this.colour, width: 2 });
    this.anchor = anchor;
    this.root.visible = true;
  }

  /** Put the plate beside its anchor on screen, inside the view. */
  place(cam: CameraState, width: number, height: number): void {
    if (!this.anchor || !this.root.visible) return;
    const sx = this.anchor.x * cam.scale + cam.x;
    const sy = this.anchor.y * cam.scale + cam.y;
    const b = this.bg.getLocalBounds();
    // Beside the anchor, on the side away from `away` (so a ruler's plate never hides the leg it measures).
    const ax = this.away ? this.away.x * cam.scale + cam.x : sx - 1;
    const ay = this.away ? this.away.y * cam.scale + cam.y : sy + 1;
    let x = ax > sx ? sx - b.width - 18 : sx + 18;
    let y = ay < sy ? sy + 18 : sy - b.height - 18;
    if (x + b.width > width - 8) x = sx - b.width - 18;
    if (x < 8) x = sx + 18;
    if (y < 8) y = sy + 18;
    if (y + b.height > height - 8) y = sy - b.height - 18;
    this.root.position.set(
      Math.round(Math.max(8, Math.min(width - b.width - 8, x))),
      Math.round(Math.max(8, Math.min(height - b.height - 8, y))),
    );
  }
}

interface LivePing {
  id: number;
  at: Point;
  age: number;
}

/** The pointing layer. */
export class PointingLayer {
  /** Shapes, in the world (over the overlays). */
  readonly world = new Container({ label: 'pointing' });
  /** Plates, over the world in screen space. */
  readonly screen = new Container({ label: 'pointing-plates' });
  private readonly template = new Graphics({ label: 'template' });
  private readonly ruler = new Graphics({ label: 'ruler' });
  private readonly align = new Graphics({ label: 'align' });
  private readonly fogDraft = new Graphics({ label: 'fog-draft' });
  private readonly rings = new Graphics({ label: 'pings' });
  private readonly letters = new Container({ label: 'choice-letters' });
  private readonly letterDiscs = new Graphics({ label: 'choice-discs' });
  private readonly letterTexts: BitmapText[] = [];
  private readonly rulerPlate: Plate;
  private readonly templatePlate: Plate;
  private readonly alignPlate: Plate;
  private pings: LivePing[] = [];
  private readonly seen = new Set<number>();
  private last: SharedOverlay | null = null;
  /** Pings played so far (tests). */
  played = 0;
  /** Letters shown now, in order (tests). */
  shownLetters: { letter: string; x: number; y: number }[] = [];

  constructor(big: boolean) {
    this.rulerPlate = new Plate(RULER, big);
    this.templatePlate = new Plate(TEMPLATE, big);
    this.alignPlate = new Plate(0x9ad0ff, big);
    this.letters.addChild(this.letterDiscs);
    this.world.addChild(this.fogDraft, this.template, this.ruler, this.align, this.letters, this.rings);
    this.screen.addChild(this.templatePlate.root, this.rulerPlate.root, this.alignPlate.root);
  }

  /** Draw an overlay (the GM's own, or what the player view received). */
  draw(enc: Encounter, o: SharedOverlay | null, lang: Lang, spot: TokenSpot): void {
    this.last = o;
    this.drawTemplate(enc, o, lang, spot);
    this.drawRuler(enc, o, lang);
    this.drawLetters(o);
    for (const p of o?.pings ?? []) {
      if (this.seen.has(p.id)) continue;
      this.seen.add(p.id);
      this.pings.push({ id: p.id, at: p.at, age: 0 });
      this.played++;
    }
    if (this.seen.size > 200) for (const id of [...this.seen].slice(0, 100)) this.seen.delete(id);
  }

  /** The map alignment being dragged: the box of the printed square(s) and the picture pixels per square. */
  drawAlign(a: AlignDraft | null, lang: Lang): void {
    const g = this.align;
    clearShape(g);
    if (!a) {
      this.alignPlate.set(null, null);
      return;
    }
    const x = Math.min(a.from.x, a.to.x);
    const y = Math.min(a.from.y, a.to.y);
    const w = Math.abs(a.to.x - a.from.x);
    const h = Math.abs(a.to.y - a.from.y);
    g.rect(x, y, w, h).fill({ color: 0x9ad0ff, alpha: 0.12 }).stroke({ color: 0x9ad0ff, width: 2 });
    for (const p of [a.from, a.to]) g.circle(p.x, p.y, 5).fill(0x9ad0ff).stroke({ color: 0x000000, width: 1 });
    this.alignPlate.set([a.map ? t(lang, 'align.preview', { px: a.map.cell }) : t(lang, 'align.tooSmall')], {
      x: x + w,
      y,
    });
  }

  /** The fog being drawn (GM board only): the rectangle or the brush's squares, dark to hide, light to reveal. */
  drawFogDraft(f: FogDraft | null): void {
    const g = this.fogDraft;
    clearShape(g);
    this.fogDraftSquares = 0;
    if (!f) return;
    const colour = f.hide ? 0x0b0d12 : 0xe8ecf1;
    const edge = f.hide ? 0x9ad0ff : 0xffffff;
    if (f.rect) {
      const r = f.rect;
      g.rect(r.x * CELL, r.y * CELL, r.width * CELL, r.height * CELL).fill({
        color: colour,
        alpha: f.hide ? 0.45 : 0.22,
      });
      g.rect(r.x * CELL, r.y * CELL, r.width * CELL, r.height * CELL).stroke({ color: edge, width: 3, alpha: 0.95 });
      this.fogDraftSquares = r.width * r.height;
      return;
    }
    for (const s of f.squares) g.rect(s.x * CELL, s.y * CELL, CELL, CELL);
    if (f.squares.length) g.fill({ color: colour, alpha: f.hide ? 0.45 : 0.22 });
    for (const s of f.squares) g.rect(s.x * CELL + 1, s.y * CELL + 1, CELL - 2, CELL - 2);
    if (f.squares.length) g.stroke({ color: edge, width: 2, alpha: 0.8 });
    this.fogDraftSquares = f.squares.length;
  }

  /** Squares of the fog being drawn (tests). */
  fogDraftSquares = 0;

  private drawTemplate(enc: Encounter, o: SharedOverlay | null, lang: Lang, spot: TokenSpot): void {
    const g = this.template;
    clearShape(g);
    const tp = o?.template;
    if (!tp) {
      this.templatePlate.set(null, null);
      return;
    }
    let top: Point | null = null;
    for (const s of tp.squares) {
      g.rect(s.x * CELL, s.y * CELL, CELL, CELL);
      if (!top || s.y < top.y || (s.y === top.y && s.x < top.x)) top = s;
    }
    if (tp.squares.length) g.fill({ color: TEMPLATE, alpha: 0.26 });
    // The template's edge: every side of a square whose neighbour is outside it.
    const inside = new Set(tp.squares.map((s) => `${s.x},${s.y}`));
    for (const s of tp.squares) {
      const x = s.x * CELL;
      const y = s.y * CELL;
      if (!inside.has(`${s.x},${s.y - 1}`)) g.moveTo(x, y).lineTo(x + CELL, y);
      if (!inside.has(`${s.x},${s.y + 1}`)) g.moveTo(x, y + CELL).lineTo(x + CELL, y + CELL);
      if (!inside.has(`${s.x - 1},${s.y}`)) g.moveTo(x, y).lineTo(x, y + CELL);
      if (!inside.has(`${s.x + 1},${s.y}`)) g.moveTo(x + CELL, y).lineTo(x + CELL, y + CELL);
    }
    if (tp.squares.length) g.stroke({ color: TEMPLATE, width: 3, alpha: 0.95 });
    // The creatures it includes, outlined on their own tokens (a rider and its mount each).
    for (const id of tp.included) {
      const s = spot(id);
      if (s)
        g.circle(s.x, s.y, s.r + 4)
          .stroke({ color: 0x000000, width: 6, alpha: 0.6 })
          .circle(s.x, s.y, s.r + 4)
          .stroke({ color: TEMPLATE, width: 3 });
    }
    const anchor = top ? { x: top.x * CELL + CELL / 2, y: top.y * CELL } : null;
    this.templatePlate.set(templateLines(enc, tp, lang), anchor ?? this.lastRulerEnd());
  }

  private lastRulerEnd(): Point | null {
    const r = this.last?.ruler;
    const e = r?.points[r.points.length - 1];
    return e ? { x: e.x * CELL + CELL / 2, y: e.y * CELL + CELL / 2 } : null;
  }

  private drawRuler(enc: Encounter, o: SharedOverlay | null, lang: Lang): void {
    const g = this.ruler;
    clearShape(g);
    const r = o?.ruler;
    if (!r || r.points.length < 2) {
      this.rulerPlate.set(null, null);
      return;
    }
    const c = (p: Point) => ({ x: p.x * CELL + CELL / 2, y: p.y * CELL + CELL / 2 });
    const pts = r.points.map(c);
    const first = pts[0] as Point;
    const end = pts[pts.length - 1] as Point;
    const start = r.points[0] as Point;
    const last = r.points[r.points.length - 1] as Point;
    g.rect(start.x * CELL + 2, start.y * CELL + 2, CELL - 4, CELL - 4).stroke({ color: RULER, width: 2, alpha: 0.9 });
    g.rect(last.x * CELL + 2, last.y * CELL + 2, CELL - 4, CELL - 4)
      .fill({ color: RULER, alpha: 0.18 })
      .stroke({ color: RULER, width: 3 });
    // A dark casing under the line, so it reads over any picture.
    for (const [w, col, a] of [
      [9, 0x000000, 0.55],
      [4, RULER, 1],
    ] as const) {
      g.moveTo(first.x, first.y);
      for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
      g.stroke({ color: col, width: w, alpha: a, cap: 'round', join: 'round' });
    }
    for (const p of pts.slice(1, -1)) g.circle(p.x, p.y, 6).fill(RULER).stroke({ color: 0x000000, width: 2 });
    g.circle(first.x, first.y, 5).fill(RULER).stroke({ color: 0x000000, width: 2 });
    g.circle(end.x, end.y, 7).fill(0x15171a).stroke({ color: RULER, width: 3 });
    this.rulerPlate.set(rulerLines(enc.system, r.reading, lang), end, pts[pts.length - 2] ?? first);
  }

  private drawLetters(o: SharedOverlay | null): void {
    const choices = o?.choices ?? [];
    const g = this.letterDiscs;
    clearShape(g);
    this.shownLetters = [];
    while (this.letterTexts.length < choices.length) {
      const txt = new BitmapText({
        text: '',
        style: { fontFamily: 'sans-serif', fontSize: 26, fill: 0xffffff, fontWeight: 'bold' },
      });
      txt.anchor.set(0.5);
      this.letterTexts.push(txt);
      this.letters.addChild(txt);
    }
    this.letterTexts.forEach((txt, i) => {
      const ch = choices[i];
      txt.visible = !!ch;
      if (!ch) return;
      const x = ch.square.x * CELL + CELL / 2;
      const y = ch.square.y * CELL + CELL / 2;
      g.circle(x, y, CELL * 0.3)
        .fill({ color: 0x15171a, alpha: 0.9 })
        .stroke({ color: LETTER, width: 3 });
      txt.text = ch.letter;
      txt.tint = LETTER;
      txt.scale.set(ch.letter.length > 1 ? 0.7 : 0.9);
      txt.position.set(x, y + 1);
      this.shownLetters.push({ letter: ch.letter, x: ch.square.x, y: ch.square.y });
    });
  }

  /** Advance the pings. True while any is showing. */
  tick(dt: number): boolean {
    if (!this.pings.length) return false;
    const g = this.rings;
    clearShape(g);
    for (const p of this.pings) p.age += dt;
    this.pings = this.pings.filter((p) => p.age < PING_MS);
    for (const p of this.pings) {
      const x = p.at.x * CELL + CELL / 2;
      const y = p.at.y * CELL + CELL / 2;
      for (const lag of [0, 350]) {
        const k = Math.max(0, Math.min(1, (p.age - lag) / (PING_MS - 350)));
        if (p.age < lag) continue;
        const r = CELL * (0.3 + 1.7 * k);
        const a = 1 - k;
        g.circle(x, y, r)
          .stroke({ color: 0x000000, width: 8, alpha: 0.5 * a })
          .circle(x, y, r)
          .stroke({ color: PING, width: 4, alpha: a });
      }
      g.circle(x, y, CELL * 0.14).fill({ color: PING, alpha: Math.max(0, 1 - p.age / PING_MS) });
    }
    return true;
  }

  /** Pings showing now (tests). */
  get pingsShowing(): number {
    return this.pings.length;
  }

  /** Keep the plates beside what they label after the camera or the view changed. */
  place(cam: CameraState, width: number, height: number): void {
    this.rulerPlate.place(cam, width, height);
    this.templatePlate.place(cam, width, height);
    this.alignPlate.place(cam, width, height);
  }

  /** The plates' text (tests). */
  plateText(): { ruler: string; template: string } {
    const text = (p: Plate) =>
      p.root.visible
        ? p.root.children
            .filter((c): c is Text => c instanceof Text && c.visible)
            .map((c) => c.text)
            .join('\n')
        : '';
    return { ruler: text(this.rulerPlate), template: text(this.templatePlate) };
  }
}
