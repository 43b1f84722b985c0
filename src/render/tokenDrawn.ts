/**
 * What each part of a token view (tokenView.ts) was last drawn for, compared field by field (pure, no PixiJS). A
 * frame that reconciles every token (a selection, a language, a load) asks each of a thousand views whether its
 * space, its token and its labels changed: the answer is read from numbers and strings kept here, and nothing is
 * built to ask it (issue 33: the key strings built per token per frame, `JSON.stringify` of the rule system's marks
 * among them, were about half of what a drag allocated, and their garbage made the scavenges in the drop's frame).
 * What is kept is copied (the layout's boxes are numbers here), so a change of the inputs in place is seen too.
 */
import type { Creature } from '../rules';
import type { LabelBox } from './labelLayout';
import type { TokenPlacement } from './layout';
import type { TokenShape } from './pictures';
import type { TokenExtra, TokenFlags } from './tokenView';

/** Label boxes as drawn, relative to an origin: rounded to the pixel (a sub-pixel shift draws the same). */
export class DrawnBoxes {
  /** x, y, w, h (rounded, relative) and font of each box. */
  private readonly nums: number[] = [];
  /** Kind and text of each box. */
  private readonly strs: string[] = [];
  /** Boxes kept (-1: none yet, unlike any boxes). */
  private count = -1;

  /** Whether `boxes`, relative to (dx, dy), are the ones kept. */
  same(boxes: readonly LabelBox[], dx = 0, dy = 0): boolean {
    if (boxes.length !== this.count) return false;
    const n = this.nums;
    const s = this.strs;
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i] as LabelBox;
      const j = i * 5;
      const k = i * 2;
      if (
        s[k] !== b.kind ||
        s[k + 1] !== b.text ||
        n[j] !== Math.round(b.x - dx) ||
        n[j + 1] !== Math.round(b.y - dy) ||
        n[j + 2] !== Math.round(b.w) ||
        n[j + 3] !== Math.round(b.h) ||
        n[j + 4] !== b.font
      )
        return false;
    }
    return true;
  }

  /** Keep `boxes`, relative to (dx, dy). */
  set(boxes: readonly LabelBox[], dx = 0, dy = 0): void {
    const n = this.nums;
    const s = this.strs;
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i] as LabelBox;
      const j = i * 5;
      const k = i * 2;
      s[k] = b.kind;
      s[k + 1] = b.text;
      n[j] = Math.round(b.x - dx);
      n[j + 1] = Math.round(b.y - dy);
      n[j + 2] = Math.round(b.w);
      n[j + 3] = Math.round(b.h);
      n[j + 4] = b.font;
    }
    n.length = boxes.length * 5;
    s.length = boxes.length * 2;
    this.count = boxes.length;
  }

  /** Forget the boxes kept (no boxes are then the same). */
  clear(): void {
    this.count = -1;
  }
}

/** A token's occupied space as drawn (standing creatures only). */
class SpaceDrawn {
  private done = false;
  private standing = false;
  private size = '';
  private side = '';
  private flier = false;

  same(c: Creature, p: TokenPlacement): boolean {
    if (!this.done || this.standing !== (p.role === 'standing')) return false;
    return !this.standing || (this.size === c.size && this.side === c.side && this.flier === isFlier(c));
  }

  set(c: Creature, p: TokenPlacement): void {
    this.done = true;
    this.standing = p.role === 'standing';
    this.size = c.size;
    this.side = c.side;
    this.flier = isFlier(c);
  }
}

function isFlier(c: Creature): boolean {
  return !!c.flying && c.elevation > 0;
}

/** What a token's body (disc, ring, turn and selection rings, eye-off mark) is drawn from. */
export interface BodyInputs {
  shape: TokenShape;
  hidden: boolean;
  /** The picture's texture uid, or -1 for none. */
  picture: number;
}

/** A token's body as drawn. */
class TokenDrawn {
  private done = false;
  private radius = 0;
  private shape = '';
  private selected = false;
  private current = false;
  private partner = false;
  private side = '';
  private color = '';
  private hidden = false;
  private picture = -1;
  private hiddenMark = false;

  same(c: Creature, p: TokenPlacement, f: TokenFlags, b: BodyInputs): boolean {
    return (
      this.done &&
      this.radius === p.radius &&
      this.shape === b.shape &&
      this.selected === f.selected &&
      this.current === f.current &&
      this.partner === f.partner &&
      this.side === c.side &&
      this.color === c.color &&
      this.hidden === b.hidden &&
      this.picture === b.picture &&
      this.hiddenMark === !!f.hiddenMark
    );
  }

  set(c: Creature, p: TokenPlacement, f: TokenFlags, b: BodyInputs): void {
    this.done = true;
    this.radius = p.radius;
    this.shape = b.shape;
    this.selected = f.selected;
    this.current = f.current;
    this.partner = f.partner;
    this.side = c.side;
    this.color = c.color;
    this.hidden = b.hidden;
    this.picture = b.picture;
    this.hiddenMark = !!f.hiddenMark;
  }
}

/** A token's labels as drawn: what tokenLabels.ts reads besides the boxes, and the boxes relative to the token. */
class LabelsDrawn {
  private done = false;
  private radius = 0;
  private role = '';
  private color = '';
  private picture = false;
  private exactHp = false;
  private prone = false;
  private hp = 0;
  private hpMax = 0;
  private readonly extra = new ExtraDrawn();
  private readonly boxes = new DrawnBoxes();

  same(c: Creature, p: TokenPlacement, f: TokenFlags, picture: boolean, boxes: readonly LabelBox[]): boolean {
    return (
      this.done &&
      this.radius === p.radius &&
      this.role === p.role &&
      this.color === c.color &&
      this.picture === picture &&
      this.exactHp === f.exactHp &&
      this.prone === c.conditions.includes('prone') &&
      this.hp === c.hp &&
      this.hpMax === c.hpMax &&
      this.extra.same(f.extra) &&
      this.boxes.same(boxes, p.cx, p.cy)
    );
  }

  set(c: Creature, p: TokenPlacement, f: TokenFlags, picture: boolean, boxes: readonly LabelBox[]): void {
    this.done = true;
    this.radius = p.radius;
    this.role = p.role;
    this.color = c.color;
    this.picture = picture;
    this.exactHp = f.exactHp;
    this.prone = c.conditions.includes('prone');
    this.hp = c.hp;
    this.hpMax = c.hpMax;
    this.extra.set(f.extra);
    this.boxes.set(boxes, p.cx, p.cy);
  }
}

/** A rule system's marks as drawn (every field of {@link TokenExtra}). */
class ExtraDrawn {
  private has = false;
  private badgeColor: number | undefined;
  private icons: string | undefined;
  private gauge: number | undefined;
  private gaugeColor: number | undefined;
  private pips = false;
  private pipsLeft = 0;
  private pipsMax = 0;
  private dim: boolean | undefined;

  same(x: TokenExtra | undefined): boolean {
    if (!x) return !this.has;
    return (
      this.has &&
      this.badgeColor === x.badgeColor &&
      this.icons === x.icons &&
      this.gauge === x.gauge &&
      this.gaugeColor === x.gaugeColor &&
      this.pips === !!x.pips &&
      this.pipsLeft === (x.pips?.left ?? 0) &&
      this.pipsMax === (x.pips?.max ?? 0) &&
      this.dim === x.dim
    );
  }

  set(x: TokenExtra | undefined): void {
    this.has = !!x;
    this.badgeColor = x?.badgeColor;
    this.icons = x?.icons;
    this.gauge = x?.gauge;
    this.gaugeColor = x?.gaugeColor;
    this.pips = !!x?.pips;
    this.pipsLeft = x?.pips?.left ?? 0;
    this.pipsMax = x?.pips?.max ?? 0;
    this.dim = x?.dim;
  }
}

/** Which parts of a token view need drawing again. */
export interface PartsDue {
  space: boolean;
  token: boolean;
  labels: boolean;
}

/**
 * What a token view's parts were last drawn for ({@link due} compares, {@link drawn} records). The labels are
 * compared only when they are to be drawn (`withLabels`): a view drawn without them keeps what its labels were drawn
 * for.
 */
export class TokenDrawnState {
  private readonly space = new SpaceDrawn();
  private readonly token = new TokenDrawn();
  private readonly labels = new LabelsDrawn();

  /** The parts whose inputs differ from what they were last drawn for (into `out`, which is returned). */
  due(
    c: Creature,
    p: TokenPlacement,
    f: TokenFlags,
    body: BodyInputs,
    boxes: readonly LabelBox[],
    withLabels: boolean,
    out: PartsDue,
  ): PartsDue {
    out.space = !this.space.same(c, p);
    out.token = !this.token.same(c, p, f, body);
    out.labels = withLabels && !this.labels.same(c, p, f, body.picture >= 0, boxes);
    return out;
  }

  /** The parts were drawn for these inputs (the labels only if `withLabels`). */
  drawn(
    c: Creature,
    p: TokenPlacement,
    f: TokenFlags,
    body: BodyInputs,
    boxes: readonly LabelBox[],
    withLabels: boolean,
  ): void {
    this.space.set(c, p);
    this.token.set(c, p, f, body);
    if (withLabels) this.labels.set(c, p, f, body.picture >= 0, boxes);
  }
}
