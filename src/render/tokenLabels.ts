/**
 * A token's labels drawn into its labels container (tokenView.ts owns the container): each label in the box the
 * pure label layout gave it (labelLayout.ts), a text shrunk when it measures wider than the layout estimated.
 * Plates and bars are tinted sprites and nine-slices made when first needed; the marks that do not follow the
 * boxes (saddle, prone bar, AP pips) are one Graphics.
 */
import { BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture } from 'pixi.js';
import { bodyTextures, PLATE_CORNER, PLATE_SLICES, plateTextures, TEX_R } from './tokenTextures';
import type { Creature } from '../rules';
import { COLORS } from './constants';
import { inkOn } from './contrast';
import type { LabelBox } from './labelLayout';
import type { TokenPlacement } from './layout';
import type { TokenFlags } from './tokenView';

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

/**
 * Show a label part, or hide it without changing what its render group draws (issue 33): a part not yet shown stays
 * invisible, but one that was shown is hidden by its alpha (0), not by `visible` — PixiJS re-collects the whole render
 * group when a child's visibility changes (the labels' batch of a thousand tokens, ~275 kB, rebuilt and uploaded whole
 * in the frame of a save that took a condition chip away), and only re-writes the part's vertex colours when its
 * alpha changes. An alpha of 0 draws nothing (the blend keeps what is under it); a part shown again gets its alpha
 * back from whoever draws it (`placeText`, `bar`, `plate`, the count's disc).
 */
export function hideOrShow(part: Container, on: boolean): void {
  if (on) part.visible = true;
  else if (part.visible) part.alpha = 0;
}

/** The labels of one token: its marks, plates, bars and texts, in its labels container. */
export class TokenLabels {
  /** Saddle, prone bar, plates and chip backgrounds, over the token. */
  private readonly body = new Graphics();
  /** The label texts by kind, made when first drawn (a thousand tokens zoomed out need none: start-up). */
  private readonly texts = new Map<TextKind, BitmapText>();
  /** Plates and bars of the labels by kind (made when first needed). */
  private readonly plates = new Map<PlateKind, Container>();
  private marksKey = '';

  constructor(private readonly labels: Container) {
    // Batched with the other token shapes (see TokenView).
    this.body.context.batchMode = 'batch';
    this.labels.addChild(this.body);
  }

  /**
   * The labels, each in its box (local coordinates: the box minus the token's centre). Plates and bars are tinted
   * sprites and nine-slices, and each part's visibility is set once to what it ends as: when the layout only moves
   * the boxes, nothing here changes a shape, a text or what is shown, so PixiJS only re-writes the moved vertices
   * instead of re-collecting the whole board (issue 16). The marks that do not follow the boxes (saddle, prone bar,
   * AP pips) are one Graphics, redrawn only when they change.
   */
  draw(
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
      s.alpha = 1;
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
          d.alpha = 1;
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
    for (const t of this.texts.values()) hideOrShow(t, shown.has(t));
    for (const s of this.plates.values()) hideOrShow(s, shown.has(s));
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
    t.alpha = 1;
    let k = box.font / base;
    t.scale.set(k);
    const room = box.w - 2 * pad;
    if (t.width > room && t.width > 0) {
      k *= room / t.width;
      t.scale.set(k);
    }
    t.position.set(mid.x, mid.y);
  }
}
