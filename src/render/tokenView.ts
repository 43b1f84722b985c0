/** One creature's pixels: its occupied space (spaces layer) and its token (tokens layer). */
import { BitmapText, Container, Graphics, Sprite, Texture } from 'pixi.js';
import { spaceSide, type Creature } from '../rules';
import { CELL, COLORS, sideColor } from './constants';
import type { TokenPlacement } from './layout';

/** What else than the creature decides how a token looks. */
export interface TokenFlags {
  selected: boolean;
  current: boolean;
  partner: boolean;
  /** Height badge text ('' for none). */
  height: string;
  /** Show exact HP (GM) or a coarse state (player view). */
  exactHp: boolean;
  /** Carries a rider or passengers (its label moves aside so the rider stays readable). */
  carrying: boolean;
  /** Label size factor (the player view uses larger labels, legible when shared at 720p). */
  labelScale: number;
  /** Rule-system marks (Tenkai: band colour, status icons, 練力 gauge, AP pips). */
  extra?: TokenExtra;
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

const COND_ICON: Record<string, string> = { prone: 'P', dazed: 'Dz', stunned: 'St', immobilised: 'Im', restrained: 'Rs', squeezing: 'Sq' };

function hpColor(c: Creature): number {
  if (c.hp <= 0) return COLORS.hpDown;
  if (c.hp * 2 <= c.hpMax) return COLORS.hpBloodied;
  return COLORS.hpGood;
}

/** Radius in texels of the shared disc and ring textures (drawn once, 128×128). */
const TEX_R = 60;
let discTexture: Texture | null = null;
let ringTexture: Texture | null = null;
/** A white disc and a white ring (12% of the radius), tinted per token: 4 vertices each instead of a tessellated circle. */
function circleTextures(): { disc: Texture; ring: Texture } {
  if (!discTexture || !ringTexture) {
    const draw = (ring: boolean): Texture => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 128;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.beginPath();
      if (ring) {
        ctx.arc(64, 64, TEX_R, 0, Math.PI * 2);
        ctx.lineWidth = TEX_R * 0.12;
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
      } else {
        ctx.arc(64, 64, TEX_R, 0, Math.PI * 2);
        ctx.fillStyle = '#ffffff';
        ctx.fill();
      }
      return Texture.from(canvas);
    };
    discTexture = draw(false);
    ringTexture = draw(true);
  }
  return { disc: discTexture, ring: ringTexture };
}

/** The view of one creature, keyed by id in the token layer. */
export class TokenView {
  /** The token's shapes (its tier's tile). */
  readonly root = new Container();
  /** Its detail: saddle, HP bar, glyph, name, height badge, condition icons, stack count (a labels tier, hidden when zoomed out). */
  readonly labels = new Container();
  /** Place in draw order (the token layer sorts tiles by it). */
  rank = 0;
  readonly space = new Graphics();
  /** Turn / selection / partner rings, under the token. */
  private readonly under = new Graphics();
  private readonly disc: Sprite;
  private readonly ring: Sprite;
  /** Saddle, prone bar, badge and condition backgrounds, over the token. */
  private readonly body = new Graphics();
  private readonly glyph: BitmapText;
  private readonly name: BitmapText;
  private readonly hp = new Graphics();
  private readonly badge: BitmapText;
  private readonly conds: BitmapText;
  private readonly count: BitmapText;
  private lastCreature: Creature | null = null;
  private lastKey = '';
  private lastMount: unknown = undefined;
  /** Where the token is going (tweened towards). */
  target = { x: 0, y: 0 };
  placement: TokenPlacement | null = null;

  constructor(readonly id: string) {
    this.root.label = `token-${id}`;
    this.space.label = `space-${id}`;
    this.glyph = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 28, fill: 0xffffff, fontWeight: 'bold' } });
    this.name = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 24, fill: 0xffffff } });
    this.badge = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 22, fill: 0x111111 } });
    this.conds = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 22, fill: 0xffffff, fontWeight: 'bold' } });
    this.count = new BitmapText({ text: '', style: { fontFamily: 'sans-serif', fontSize: 22, fill: 0x111111, fontWeight: 'bold' } });
    for (const t of [this.glyph, this.name, this.badge, this.conds, this.count]) t.anchor.set(0.5);
    // Batch the token shapes (PixiJS draws a Graphics of more than ~200 vertices on its own otherwise: one draw
    // call per token, a thousand per frame on a large map).
    for (const g of [this.under, this.body, this.hp, this.space]) g.context.batchMode = 'batch';
    const tex = circleTextures();
    this.disc = new Sprite({ texture: tex.disc, anchor: 0.5 });
    this.ring = new Sprite({ texture: tex.ring, anchor: 0.5 });
    this.root.addChild(this.under, this.disc, this.ring);
    // The detail (saddle, HP bar, badges and their text) is one container per token in a labels tier: zoomed out
    // the tier is hidden, and what SwiftShader rasterises is two quads per token, as on the bare PixiJS page.
    this.labels.label = `labels-${id}`;
    this.labels.addChild(this.body, this.hp, this.glyph, this.name, this.badge, this.conds, this.count);
  }

  /** Put the token (and its labels) at a world position. */
  moveTo(x: number, y: number): void {
    this.root.position.set(x, y);
    this.labels.position.set(x, y);
  }

  /** Whether the view was last drawn for this very creature object. */
  shows(c: Creature): boolean {
    return c === this.lastCreature;
  }

  /** Redraw if the creature or its flags changed. Returns true if anything was redrawn. */
  update(c: Creature, p: TokenPlacement, f: TokenFlags, mountRef: unknown): boolean {
    const key = `${p.cx},${p.cy},${p.radius},${p.role},${f.selected},${f.current},${f.partner},${f.height},${f.exactHp},${f.carrying},${f.labelScale},${f.extra ? JSON.stringify(f.extra) : ''},${p.stack ? `${p.stack.index}/${p.stack.count}/${p.stack.fanned}` : ''}`;
    if (c === this.lastCreature && key === this.lastKey && mountRef === this.lastMount) return false;
    this.lastCreature = c;
    this.lastMount = mountRef;
    this.lastKey = key;
    this.placement = p;
    this.target = { x: p.cx, y: p.cy };
    const r = p.radius;
    const side = sideColor(c.side);
    const color = parseInt(c.color.slice(1), 16);

    // Occupied space (standing creatures only; riders share their mount's space, MC-SPACE-1).
    const s = this.space;
    s.clear();
    if (p.role === 'standing') {
      const w = spaceSide(c.size) * CELL;
      s.rect(c.pos.x * CELL + 2, c.pos.y * CELL + 2, w - 4, w - 4).fill({ color: side, alpha: 0.12 }).stroke({ color: side, width: 2, alpha: 0.85 });
      if (c.flying && c.elevation > 0) {
        // Shadow on the ground square(s) below a flier.
        s.ellipse(c.pos.x * CELL + w / 2, c.pos.y * CELL + w * 0.8, w * 0.32, w * 0.1).fill({ color: COLORS.shadow, alpha: 0.45 });
      }
    }

    // Token body.
    const u = this.under;
    u.clear();
    if (f.current) u.circle(0, 0, r + 9).stroke({ color: COLORS.turn, width: 4 });
    if (f.selected) u.circle(0, 0, r + 5).stroke({ color: COLORS.selection, width: 4 });
    else if (f.partner) u.circle(0, 0, r + 5).stroke({ color: COLORS.partner, width: 3 });
    // The body: a tinted disc and ring (sprites batch into a few draw calls and move without re-tessellating).
    const ringW = Math.max(2, r * 0.12);
    this.disc.tint = color;
    this.disc.alpha = c.conditions.includes('hidden') ? 0.45 : 1;
    this.disc.scale.set(r / TEX_R);
    this.ring.tint = side;
    this.ring.scale.set((r + ringW / 2 - (r * 0.12) / 2) / TEX_R);
    const b = this.body;
    b.clear();
    if (p.role === 'rider') {
      // Saddle marker under a rider.
      b.roundRect(-r * 0.9, r * 0.55, r * 1.8, r * 0.35, r * 0.15).fill(COLORS.saddle).stroke({ color: 0x3b1d08, width: 1 });
    }
    if (c.conditions.includes('prone')) b.rect(-r, -2, r * 2, 4).fill({ color: 0xffffff, alpha: 0.8 });

    this.glyph.text = c.glyph;
    if (f.carrying) {
      this.glyph.scale.set(0.55);
      this.glyph.position.set(-r * 0.62, r * 0.62);
    } else {
      this.glyph.scale.set(Math.min(1.4, r / 30));
      this.glyph.position.set(0, 0);
    }
    this.name.text = c.name;
    const nameScale = Math.min(0.8, Math.max(0.42, r / 40)) * f.labelScale;
    this.name.scale.set(nameScale);
    this.name.y = r + 16 * nameScale + (p.role === 'standing' ? 6 : 2);
    // In a pile (TK-GRID-1) only the top token shows its name, badge and pips; the fan shows each one's marks.
    const buried = !!p.stack && !p.stack.fanned && p.stack.index < p.stack.count - 1;
    this.name.visible = (p.role === 'standing' && !buried && !p.stack?.fanned) || f.selected;

    // HP bar (coarse in the player view).
    const hb = this.hp;
    hb.clear();
    const frac = Math.max(0, Math.min(1, c.hp / c.hpMax));
    const bw = r * 1.8;
    const shown = f.exactHp ? frac : c.hp <= 0 ? 0 : c.hp * 2 <= c.hpMax ? 0.5 : 1;
    hb.rect(-bw / 2, -r - 10, bw, 6).fill(0x000000).rect(-bw / 2, -r - 10, bw * shown, 6).fill(hpColor(c));
    const x = f.extra;
    if (x?.gauge !== undefined) hb.rect(-bw / 2, -r - 4, bw, 4).fill(0x000000).rect(-bw / 2, -r - 4, bw * Math.max(0, Math.min(1, x.gauge)), 4).fill(x.gaugeColor ?? 0x4da3ff);
    if (x?.pips && !buried) for (let i = 0; i < x.pips.max; i++) hb.circle((i - (x.pips.max - 1) / 2) * 8, r + 5, 3).fill(i < x.pips.left ? 0x6cff8f : 0x333333).stroke({ color: 0x000000, width: 1 });
    this.root.alpha = x?.dim ? 0.45 : 1;
    this.labels.alpha = this.root.alpha;
    // Labels are drawn above every token of their tier: a buried token's glyph would show through the pile.
    this.glyph.visible = !buried;

    this.badge.text = f.height;
    this.badge.visible = f.height !== '' && !buried;
    this.badge.scale.set(p.stack ? 0.55 : 0.7);
    const bx = p.role === 'standing' ? r * 0.75 : r + 24;
    const by = p.role === 'standing' ? -r * 0.95 : 0;
    this.badge.position.set(bx, by);
    const k = p.stack ? 0.8 : 1;
    const bw2 = Math.max(52 * k, this.badge.width + 10 * k);
    if (f.height && !buried) b.roundRect(bx - bw2 / 2, by - 11 * k, bw2, 22 * k, 8 * k).fill(x?.badgeColor ?? (p.role === 'standing' ? 0xfff3b0 : 0xffd3a0)).stroke({ color: 0x333333, width: 1 });

    const icons = [...c.conditions.map((k) => COND_ICON[k]), x?.icons].filter(Boolean).join(' ');
    this.conds.text = icons;
    this.conds.visible = icons !== '' && !buried;
    this.conds.scale.set(0.6);
    this.conds.position.set(0, r * 0.45);
    if (icons && !buried) b.roundRect(-this.conds.width / 2 - 4, r * 0.45 - 9, this.conds.width + 8, 18, 6).fill({ color: 0x8e24aa, alpha: 0.9 });

    // Stack count badge on the top token of a pile (TK-GRID-1); hidden while the pile is fanned out.
    const st = p.stack;
    const showCount = !!st && !st.fanned && st.index === st.count - 1;
    this.count.text = showCount && st ? String(st.count) : '';
    this.count.visible = showCount;
    this.count.scale.set(0.6);
    this.count.position.set(-r - 6, 0);
    if (showCount) b.circle(-r - 6, 0, 9).fill(COLORS.selection).stroke({ color: 0x111111, width: 1.5 });
    return true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.labels.destroy({ children: true });
    this.space.destroy();
  }
}
