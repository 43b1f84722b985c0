/**
 * One creature's pixels: its occupied space (spaces layer), its token (tokens layer) and its labels (labels
 * layer). Where each label goes is decided by the pure label layout (labelLayout.ts); the labels are drawn in
 * their boxes by tokenLabels.ts. The view keeps a key per part (space, token, labels) and redraws only what changed.
 */
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { bodyTextures, drawEyeOff, TEX_R } from './tokenTextures';
import { TokenLabels } from './tokenLabels';
import { spaceSide, type Creature } from '../rules';
import { CELL, COLORS, sideColor } from './constants';
import { parseColour } from './contrast';
import type { LabelBox, LabelToken } from './labelLayout';
import { DrawnBoxes, TokenDrawnState, type BodyInputs, type PartsDue } from './tokenDrawn';
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

/** No label boxes (what a view drawn without its labels counts as showing). */
const NO_BOXES: readonly LabelBox[] = [];

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
  /** The labels' marks, plates and texts (tokenLabels.ts). */
  private readonly painter: TokenLabels;
  private lastCreature: Creature | null = null;
  /** What each part was last drawn for (the labels relative to the token's centre; tokenDrawn.ts). */
  private readonly drawn = new TokenDrawnState();
  /** The label boxes last drawn with the labels (none when drawn without them). */
  private readonly shownBoxes = new DrawnBoxes();
  /** Scratch for the parts due (one per view: nothing is allocated to ask). */
  private readonly due: PartsDue = { space: false, token: false, labels: false };
  private readonly body: BodyInputs = { shape: 'round', hidden: false, picture: -1 };
  /** Where the token is going (tweened towards). */
  readonly target = { x: 0, y: 0 };
  placement: TokenPlacement | null = null;
  /** The label boxes drawn (world units), as the layout placed them. */
  boxes: readonly LabelBox[] = [];
  /** The flags last drawn, and the label layout's view of the token (kept while the creature is unchanged). */
  flags: TokenFlags | null = null;
  labelToken: LabelToken | null = null;

  constructor(readonly id: string) {
    this.root.label = `token-${id}`;
    this.space.label = `space-${id}`;
    // Batch the token shapes (PixiJS draws a Graphics of more than ~200 vertices on its own otherwise: one draw
    // call per token, a thousand per frame on a large map).
    this.space.context.batchMode = 'batch';
    const tex = bodyTextures('round');
    this.disc = new Sprite({ texture: tex.disc, anchor: 0.5 });
    this.ring = new Sprite({ texture: tex.ring, anchor: 0.5 });
    this.turnRing = new Sprite({ texture: tex.ring, anchor: 0.5, alpha: 0 });
    this.selectRing = new Sprite({ texture: tex.ring, anchor: 0.5, alpha: 0 });
    this.root.addChild(this.disc, this.ring, this.turnRing, this.selectRing);
    // The detail (saddle, HP bar, badges and their text) is one container per token in a labels tier: zoomed out
    // the tier is hidden, and what SwiftShader rasterises is two quads per token, as on the bare PixiJS page.
    this.labels.label = `labels-${id}`;
    this.painter = new TokenLabels(this.labels);
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
  showsLabels(boxes: readonly LabelBox[]): boolean {
    return this.shownBoxes.same(boxes);
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
    picture: Texture | null = null,
    withLabels = true,
  ): boolean {
    // What each part's drawing depends on, relative to the token's centre. A move that keeps them (the labels moving
    // with the token) only places the containers again, and a change redraws only its part: PixiJS re-collects a
    // whole render group when one of its shapes or texts changes, but only re-writes the vertices of what moved
    // (issue 16).
    const shape: TokenShape = c.token === 'square' ? 'square' : 'round';
    const hidden = c.conditions.includes('hidden');
    const body = this.body;
    body.shape = shape;
    body.hidden = hidden;
    body.picture = picture ? picture.uid : -1;
    const due = this.drawn.due(c, p, f, body, boxes, withLabels, this.due);
    const moved = p.cx !== this.target.x || p.cy !== this.target.y;
    // Without labels (hidden by the level of detail, or off screen: the token layer draws them when they are seen),
    // the labels part is left as it was and counted as not drawn for these boxes.
    const same = !due.space && !due.token && !due.labels;
    // (Drawn without labels, the view counts as showing no boxes: new boxes pass here, and are kept for later.)
    const sameBoxes = this.shownBoxes.same(boxes);
    if (c === this.lastCreature && same && sameBoxes && !moved) return false;
    this.lastCreature = c;
    if (!sameBoxes || !withLabels) this.shownBoxes.set(withLabels ? boxes : NO_BOXES);
    this.placement = p;
    this.boxes = boxes;
    this.target.x = p.cx;
    this.target.y = p.cy;
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
    if (due.space) s.clear();
    if (due.space && p.role === 'standing') {
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
    if (due.token) {
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
    if (due.labels) this.painter.draw(c, p, f, boxes, picture, color);
    this.drawn.drawn(c, p, f, body, boxes, withLabels);
    return true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.labels.destroy({ children: true });
    this.space.destroy();
  }
}
