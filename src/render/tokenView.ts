/**
 * One creature's pixels: its occupied space (spaces layer), its token (tokens layer) and its labels (labels
 * layer). Where each label goes is decided by the pure label layout (labelLayout.ts); the view draws each label
 * inside the box it was given, shrinking a text that measures wider than the layout estimated.
 */
import { BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture } from 'pixi.js';
import { bodyTextures, drawEyeOff, PLATE_CORNER, PLATE_SLICES, plateTextures, TEX_R } from './tokenTextures';
import { spaceSide, type Creature } from '../rules';
import { CELL, COLORS, sideColor } from './constants';
import { inkOn, parseColour } from './contrast';
import type { LabelBox, LabelToken } from './labelLayout';
import type { TokenPlacement } from './layout';
import type { TokenShape } from './pictures';

/** What else than the creature decides how a token looks. */
export interface TokenFlags {
  selected: boolean;
  current: boolean;
  partner: boolean;
  /** Height badge text ('' for none). */
  height: string;
  /** The condition chips in the reader's language ("P Dz" / "伏 幻"); without it, the English ones. */
  conds?: string;
  /** Show exact HP (GM) or a coarse state (player view). */
  exactHp: boolean;
  /** Carries a rider or passengers (its label moves aside so the rider stays readable). */
  carrying: boolean;
  /** Label size factor (the player view uses larger labels, legible when shared at 720p). */
  labelScale: number;
  /** Hidden from the players, shown so on the GM's board (the eye-off mark, issue 17). */
  hiddenMark?: boolean;
  /** Rule-system marks (Tenkai: band colour, status icons, 練力 gauge, AP pips). */
  extra?: TokenExtra;
  /** Marks of the effects that last on it, each with its duration (4e: "Dz/SE 5fire/SE"), drawn with the chips. */
  effects?: string;
}

/** Marks a rule system adds to a token. */
export interface TokenExtra {
  /** Fill of the height / band badge. */
  badgeColor?: number;
  /** Status icon text drawn on the token (Tenkai: 毒 混 睡 …). */
  icons?: string;
  /** A second gauge under the HP bar (0–1), e.g. 練力. */
  gauge?: number;
  gaugeColor?: number;
  /** Action points left of the maximum, drawn as pips under the token. */
  pips?: { left: number; max: number };
  /** Greyed out (dead). */
  dim?: boolean;
}

function hpColor(c: Creature): number {
  if (c.hp <= 0) return COLORS.hpDown;
  if (c.hp * 2 <= c.hpMax) return COLORS.hpBloodied;
  return COLORS.hpGood;
}

/** The label texts, in draw order, with their base font size and weight. */
type TextKind = 'glyph' | 'name' | 'badge' | 'chips' | 'count';
const TEXT_ORDER: readonly TextKind[] = ['glyph', 'name', 'badge', 'chips', 'count'];
const TEXT_BOLD: Record<TextKind, boolean> = { glyph: true, name: false, badge: false, chips: true, count: true };

/** The kinds of label plates and bars, in draw order. */
type PlateKind = 'hpBack' | 'hp' | 'gaugeBack' | 'gauge' | 'count' | 'name' | 'badge' | 'chips';
const PLATE_ORDER: readonly PlateKind[] = ['hpBack', 'hp', 'gaugeBack', 'gauge', 'count', 'name', 'badge', 'chips'];
/** Fill of the name plates (dark, so white names read on any terrain). */
const PLATE = 0x15171a;
/** Fill of condition chips. */
const CHIP = 0x8e24aa;
/** Base font sizes of the texts (scaled to the layout's world sizes). */
const BASE = { glyph: 28, name: 24, badge: 22, chips: 22, count: 22 } as const;

/** A key of the label boxes (the view redraws when it changes). */
export function labelsKey(boxes: readonly LabelBox[], dx = 0, dy = 0): string {
  let k = '';
  for (const b of boxes)
    k += `${b.kind}:${b.text}:${Math.round(b.x - dx)},${Math.round(b.y - dy)},${Math.round(b.w)},${Math.round(b.h)},${b.font};`;
  return k;
}

/** The view of one creature, keyed by id in the token layer. */
export class TokenView {
  /** The token's shapes (its tier's tile). */
  readonly root = new Container();
  /** Its detail: saddle, HP bar, glyph, name, height badge, condition chips, pile count (a labels tier, hidden when zoomed out). */
  readonly labels = new Container();
  /** Place in draw order (the token layer sorts tiles by it). */
  rank = 0;
  readonly space = new Graphics();
  /** Turn and selection (or partner) rings around the token: tinted sprites shown by alpha (no re-collection). */
  private readonly turnRing: Sprite;
  private readonly selectRing: Sprite;
  private readonly disc: Sprite;
  private readonly ring: Sprite;
  /** Marks over the token itself (hidden from the players: an eye-off badge), made when first needed. */
  private over: Graphics | null = null;
  /** The picture drawn as the token's body (null: the tinted disc and the glyph). */
  private picture: Texture | null = null;
  /** Saddle, prone bar, plates and chip backgrounds, over the token. */
  private readonly body = new Graphics();
  /** The label texts by kind, made when first drawn (a thousand tokens zoomed out need none: start-up). */
  private readonly texts = new Map<TextKind, BitmapText>();
  /** Plates and bars of the labels by kind (made when first needed). */
  private readonly plates = new Map<PlateKind, Container>();
  private marksKey = '';
  private lastCreature: Creature | null = null;
  /** What each part was last drawn for (relative to the token's centre), and the label boxes' key then. */
  private drawn = { space: '', token: '', labels: '' };
  private lastBoxesKey = '';
  /** Where the token is going (tweened towards). */
  target = { x: 0, y: 0 };
  placement: TokenPlacement | null = null;
  /** The label boxes drawn (world units), as the layout placed them, and their key. */
  boxes: readonly LabelBox[] = [];
  boxesKey = '';
  /** The flags last drawn, and the label layout's view of the token (kept while the creature is unchanged). */
  flags: TokenFlags | null = null;
  labelToken: LabelToken | null = null;

  constructor(readonly id: string) {
    this.root.label = `token-${id}`;
    this.space.label = `space-${id}`;
    // Batch the token shapes (PixiJS draws a Graphics of more than ~200 vertices on its own otherwise: one draw
    // call per token, a thousand per frame on a large map).
    for (const g of [this.body, this.space]) g.context.batchMode = 'batch';
    const tex = bodyTextures('round');
    this.disc = new Sprite({ texture: tex.disc, anchor: 0.5 });
    this.ring = new Sprite({ texture: tex.ring, anchor: 0.5 });
    this.turnRing = new Sprite({ texture: tex.ring, anchor: 0.5, alpha: 0 });
    this.selectRing = new Sprite({ texture: tex.ring, anchor: 0.5, alpha: 0 });
    this.root.addChild(this.disc, this.ring, this.turnRing, this.selectRing);
    // The detail (saddle, HP bar, badges and their text) is one container per token in a labels tier: zoomed out
    // the tier is hidden, and what SwiftShader rasterises is two quads per token, as on the bare PixiJS page.
    this.labels.label = `labels-${id}`;
    this.labels.addChild(this.body);
  }

  /** Put the token (and its labels) at a world position. */
  moveTo(x: number, y: number): void {
    this.root.position.set(x, y);
    this.labels.position.set(x, y);
  }

  /** Whether the token's body is its picture (not the glyph's disc). */
  get showsPicture(): boolean {
    return this.picture !== null;
  }

  /** Whether the view was last drawn for this very creature object. */
  shows(c: Creature): boolean {
    return c === this.lastCreature;
  }

  /** Whether the view was last drawn with these label boxes (the layout keeps a token's boxes while nothing near it changed). */
  showsLabels(key: string): boolean {
    return this.lastBoxesKey === key;
  }

  /**
   * Redraw if the creature, its flags or its label boxes changed; only place it again if it just moved. Returns true if
   * anything was redrawn or moved.
   */
  update(
    c: Creature,
    p: TokenPlacement,
    f: TokenFlags,
    boxes: readonly LabelBox[] = [],
    boxesKey = labelsKey(boxes),
    picture: Texture | null = null,
    withLabels = true,
  ): boolean {
    // What each part's drawing depends on, relative to the token's centre. A move that keeps them (the labels moving
    // with the token) only places the containers again, and a change redraws only its part: PixiJS re-collects a
    // whole render group when one of its shapes or texts changes, but only re-writes the vertices of what moved
    // (issue 16).
    const shape: TokenShape = c.token === 'square' ? 'square' : 'round';
    const hidden = c.conditions.includes('hidden');
    const spaceKey = p.role === 'standing' ? `${c.size},${c.side},${c.flying && c.elevation > 0 ? 1 : 0}` : '-';
    const tokenKey = `${p.radius},${shape},${f.selected},${f.current},${f.partner},${c.side},${c.color},${hidden},${picture?.uid ?? ''},${f.hiddenMark ? 1 : 0}`;
    const labelKey = `${p.radius},${p.role},${c.color},${picture ? 1 : 0},${f.exactHp},${f.extra ? JSON.stringify(f.extra) : ''},${c.conditions.includes('prone') ? 1 : 0},${c.hp},${c.hpMax}|${labelsKey(boxes, p.cx, p.cy)}`;
    const moved = p.cx !== this.target.x || p.cy !== this.target.y;
    // Without labels (hidden by the level of detail, or off screen: the token layer draws them when they are seen),
    // the labels part is left as it was and counted as not drawn for these boxes.
    const labelsDone = !withLabels || labelKey === this.drawn.labels;
    const same = spaceKey === this.drawn.space && tokenKey === this.drawn.token && labelsDone;
    if (c === this.lastCreature && same && boxesKey === this.lastBoxesKey && !moved) return false;
    this.lastCreature = c;
    this.lastBoxesKey = withLabels ? boxesKey : '';
    this.placement = p;
    this.boxes = boxes;
    this.boxesKey = boxesKey;
    this.target = { x: p.cx, y: p.cy };
    this.space.position.set(c.pos.x * CELL, c.pos.y * CELL);
    this.root.alpha = f.extra?.dim ? 0.45 : 1;
    this.labels.alpha = this.root.alpha;
    if (same) return moved;
    this.picture = picture;
    const r = p.radius;
    const side = sideColor(c.side);
    const color = parseColour(c.color);

    // Occupied space (standing creatures only; riders share their mount's space, MC-SPACE-1), drawn from the
    // space's corner (the container sits on the creature's square).
    const s = this.space;
    if (spaceKey !== this.drawn.space) s.clear();
    if (spaceKey !== this.drawn.space && p.role === 'standing') {
      const w = spaceSide(c.size) * CELL;
      s.rect(2, 2, w - 4, w - 4)
        .fill({ color: side, alpha: 0.12 })
        .stroke({ color: side, width: 2, alpha: 0.85 });
      if (c.flying && c.elevation > 0) {
        // Shadow on the ground square(s) below a flier.
        s.ellipse(w / 2, w * 0.8, w * 0.32, w * 0.1).fill({
          color: COLORS.shadow,
          alpha: 0.45,
        });
      }
    }

    // Token body.
    if (tokenKey !== this.drawn.token) {
      // Rings around the token: its outline texture's stroke is 12% of the radius (about 4 px at a square's token).
      const body0 = bodyTextures(shape);
      const outline = (s: Sprite, on: boolean, rr: number, tint: number) => {
        s.alpha = on ? 1 : 0;
        if (!on) return;
        s.texture = body0.ring;
        s.tint = tint;
        s.scale.set(rr / TEX_R);
      };
      outline(this.turnRing, f.current, r + 9, COLORS.turn);
      outline(this.selectRing, f.selected || f.partner, r + 5, f.selected ? COLORS.selection : COLORS.partner);
      // The body: a tinted disc and ring (sprites batch into a few draw calls and move without re-tessellating); with
      // a picture, the disc is the picture's slot in the shared atlas (pictures.ts), drawn untinted inside the ring.
      const ringW = Math.max(2, r * 0.12);
      const body = bodyTextures(shape);
      this.disc.texture = picture ?? body.disc;
      this.disc.tint = picture ? 0xffffff : color;
      this.disc.alpha = hidden ? 0.45 : 1;
      // A picture's slot has the disc texture's proportions (a radius of 60/128 of its side) at any slot size.
      this.disc.scale.set(r / (this.disc.texture.frame.width * (TEX_R / 128)));
      this.ring.texture = body.ring;
      this.ring.tint = side;
      this.ring.scale.set((r + ringW / 2 - (r * 0.12) / 2) / TEX_R);
      // Hidden from the players (GM board): unmistakable, not only faint — an eye-off badge on the token's own
      // upper right, inside its outline (it covers nothing of another creature's).
      if (f.hiddenMark || this.over) {
        if (!this.over) {
          this.over = new Graphics({ label: 'token-marks' });
          this.over.context.batchMode = 'batch';
          this.root.addChild(this.over);
        }
        this.over.clear();
        if (f.hiddenMark) drawEyeOff(this.over, r * 0.5, -r * 0.5, Math.max(6, r * 0.42));
      }
    }
    if (withLabels && labelKey !== this.drawn.labels) this.drawLabels(c, p, f, boxes, picture, color);
    this.drawn = { space: spaceKey, token: tokenKey, labels: withLabels ? labelKey : this.drawn.labels };
    return true;
  }

  /**
   * The labels, each in its box (local coordinates: the box minus the token's centre). Plates and bars are tinted
   * sprites and nine-slices, and each part's visibility is set once to what it ends as: when the layout only moves
   * the boxes, nothing here changes a shape, a text or what is shown, so PixiJS only re-writes the moved vertices
   * instead of re-collecting the whole board (issue 16). The marks that do not follow the boxes (saddle, prone bar,
   * AP pips) are one Graphics, redrawn only when they change.
   */
  private drawLabels(
    c: Creature,
    p: TokenPlacement,
    f: TokenFlags,
    boxes: readonly LabelBox[],
    picture: Texture | null,
    color: number,
  ): void {
    const r = p.radius;
    const x = f.extra;
    const prone = c.conditions.includes('prone');
    const pipsBox = boxes.find((b) => b.kind === 'pips');
    const marksKey = `${p.role},${r},${prone},${pipsBox && x?.pips ? `${Math.round(pipsBox.x - p.cx)},${Math.round(pipsBox.y + pipsBox.h / 2 - p.cy)},${x.pips.left}/${x.pips.max}` : ''}`;
    if (marksKey !== this.marksKey) {
      this.marksKey = marksKey;
      const b = this.body;
      b.clear();
      if (p.role === 'rider') {
        // Saddle marker under a rider.
        b.roundRect(-r * 0.9, r * 0.55, r * 1.8, r * 0.35, r * 0.15)
          .fill(COLORS.saddle)
          .stroke({ color: 0x3b1d08, width: 1 });
      }
      if (prone) b.rect(-r, -2, r * 2, 4).fill({ color: 0xffffff, alpha: 0.8 });
      if (pipsBox && x?.pips) {
        const lx = pipsBox.x - p.cx;
        const my = pipsBox.y + pipsBox.h / 2 - p.cy;
        for (let i = 0; i < x.pips.max; i++)
          b.circle(lx + 4 + i * 8, my, 3)
            .fill(i < x.pips.left ? 0x6cff8f : 0x333333)
            .stroke({ color: 0x000000, width: 1 });
      }
    }
    const shown = new Set<Container>();
    const text = (t: BitmapText, box: LabelBox, mid: { x: number; y: number }, base: number, ink: number, pad = 0) => {
      this.placeText(t, box, mid, base, ink, pad);
      shown.add(t);
    };
    const bar = (kind: PlateKind, lx: number, ly: number, w: number, h: number, tint: number) => {
      const s = this.plate(kind) as Sprite;
      s.position.set(lx, ly);
      s.width = Math.max(0, w);
      s.height = h;
      s.tint = tint;
      if (w > 0) shown.add(s);
    };
    const plate = (kind: PlateKind, box: LabelBox, lx: number, ly: number, tint: number, alpha: number) => {
      const s = this.plate(kind) as NineSliceSprite;
      // Corners of a third of the box's height, as the plates were drawn before (a nine-slice of 10-texel corners).
      const k = (box.h * 0.3) / PLATE_CORNER;
      s.scale.set(k);
      s.position.set(lx, ly);
      s.width = box.w / k;
      s.height = box.h / k;
      s.tint = tint;
      s.alpha = alpha;
      shown.add(s);
    };
    for (const box of boxes) {
      const lx = box.x - p.cx;
      const ly = box.y - p.cy;
      const mid = { x: lx + box.w / 2, y: ly + box.h / 2 };
      switch (box.kind) {
        case 'glyph':
          // A picture says who it is; the glyph is its fallback (loading, missing).
          if (!picture) text(this.text('glyph'), box, mid, BASE.glyph, inkOn(color));
          break;
        case 'hp': {
          const frac = Math.max(0, Math.min(1, c.hp / c.hpMax));
          const part = f.exactHp ? frac : c.hp <= 0 ? 0 : c.hp * 2 <= c.hpMax ? 0.5 : 1;
          const hpH = x?.gauge !== undefined ? box.h * 0.6 : box.h;
          bar('hpBack', lx, ly, box.w, hpH, 0x000000);
          bar('hp', lx, ly, box.w * part, hpH, hpColor(c));
          if (x?.gauge !== undefined) {
            bar('gaugeBack', lx, ly + hpH, box.w, box.h - hpH, 0x000000);
            bar(
              'gauge',
              lx,
              ly + hpH,
              box.w * Math.max(0, Math.min(1, x.gauge)),
              box.h - hpH,
              x.gaugeColor ?? 0x4da3ff,
            );
          }
          break;
        }
        case 'count': {
          const d = this.plate('count') as Sprite;
          d.position.set(mid.x, mid.y);
          d.scale.set(box.w / 2 / TEX_R);
          d.tint = COLORS.selection;
          shown.add(d);
          text(this.text('count'), box, mid, BASE.count, inkOn(COLORS.selection));
          break;
        }
        case 'name':
          plate('name', box, lx, ly, PLATE, 0.82);
          text(this.text('name'), box, mid, BASE.name, 0xffffff, box.font * 0.35);
          break;
        case 'badge': {
          const fill = x?.badgeColor ?? (p.role === 'standing' ? 0xfff3b0 : 0xffd3a0);
          plate('badge', box, lx, ly, fill, 1);
          text(this.text('badge'), box, mid, BASE.badge, inkOn(fill), box.font * 0.3);
          break;
        }
        case 'chips':
          plate('chips', box, lx, ly, CHIP, 0.95);
          text(this.text('chips'), box, mid, BASE.chips, inkOn(CHIP), box.font * 0.3);
          break;
      }
    }
    for (const t of this.texts.values()) t.visible = shown.has(t);
    for (const s of this.plates.values()) s.visible = shown.has(s);
  }

  /** A label text, made when first needed: white (a dynamic bitmap font applies its fill as a tint: one font, any
   * ink), over every plate, in TEXT_ORDER. */
  private text(kind: TextKind): BitmapText {
    let t = this.texts.get(kind);
    if (!t) {
      t = new BitmapText({
        text: '',
        style: {
          fontFamily: 'sans-serif',
          fontSize: BASE[kind],
          fill: 0xffffff,
          ...(TEXT_BOLD[kind] ? { fontWeight: 'bold' as const } : {}),
        },
      });
      t.anchor.set(0.5);
      t.visible = false;
      this.texts.set(kind, t);
      const before = TEXT_ORDER.filter(
        (k) => TEXT_ORDER.indexOf(k) < TEXT_ORDER.indexOf(kind) && this.texts.has(k),
      ).length;
      this.labels.addChildAt(t, 1 + this.plates.size + before);
    }
    return t;
  }

  /** A plate or bar of the labels, made when first needed (behind the texts, in a fixed order). */
  private plate(kind: PlateKind): Container {
    let s = this.plates.get(kind);
    if (!s) {
      const tex = plateTextures();
      s =
        kind === 'name' || kind === 'chips'
          ? new NineSliceSprite({ texture: tex.plain, ...PLATE_SLICES })
          : kind === 'badge'
            ? new NineSliceSprite({ texture: tex.outlined, ...PLATE_SLICES })
            : kind === 'count'
              ? new Sprite({ texture: bodyTextures('round').disc, anchor: 0.5 })
              : new Sprite({ texture: Texture.WHITE });
      s.label = `plate-${kind}`;
      s.visible = false;
      this.plates.set(kind, s);
      // Plates in PLATE_ORDER, all under the texts (index 1: after the marks).
      const at = PLATE_ORDER.filter(
        (k) => k !== kind && PLATE_ORDER.indexOf(k) < PLATE_ORDER.indexOf(kind) && this.plates.has(k),
      ).length;
      this.labels.addChildAt(s, 1 + at);
    }
    return s;
  }

  /** Show `t` centred in `box`, at the box's font, shrunk to fit its width (less `pad` on each side). */
  private placeText(
    t: BitmapText,
    box: LabelBox,
    mid: { x: number; y: number },
    base: number,
    ink: number,
    pad = 0,
  ): void {
    t.text = box.text;
    t.tint = ink;
    let k = box.font / base;
    t.scale.set(k);
    const room = box.w - 2 * pad;
    if (t.width > room && t.width > 0) {
      k *= room / t.width;
      t.scale.set(k);
    }
    t.position.set(mid.x, mid.y);
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.labels.destroy({ children: true });
    this.space.destroy();
  }
}
