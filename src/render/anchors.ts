/**
 * Where tokens are, for panels that open beside them (pure): a token's box in world units (its space, or a
 * carried creature's own disc; with its labels if asked), unions of boxes, and world → client conversion.
 */
import { creatureOf, spaceSide, type CreatureId, type Encounter } from '../rules';
import type { ClientBox } from '../store';
import type { Bounds, CameraState } from './camera';
import { CELL } from './constants';
import type { LabelBox } from './labelLayout';
import type { TokenPlacement } from './layout';

/** What the anchors read of the token layer. */
interface Drawn {
  readonly views: ReadonlyMap<CreatureId, DrawnToken>;
  readonly showsDetail: boolean;
}

/** What the anchors need of a drawn token. */
export interface DrawnToken {
  placement: TokenPlacement | null;
  boxes: readonly LabelBox[];
}

/** A drawn token's box in world units: its space (standing) or its disc (carried), and its labels if asked. */
export function tokenWorldBox(enc: Encounter, id: CreatureId, v: DrawnToken, labels = false): Bounds | null {
  const c = creatureOf(enc, id);
  const p = v.placement;
  if (!c || !p) return null;
  let b: Bounds;
  if (c.mountId || p.stack?.fanned)
    b = { left: p.cx - p.radius, top: p.cy - p.radius, right: p.cx + p.radius, bottom: p.cy + p.radius };
  else {
    const side = spaceSide(c.size) * CELL;
    b = { left: c.pos.x * CELL, top: c.pos.y * CELL, right: c.pos.x * CELL + side, bottom: c.pos.y * CELL + side };
  }
  if (labels) for (const l of v.boxes) b = union(b, { left: l.x, top: l.y, right: l.x + l.w, bottom: l.y + l.h });
  return b;
}

/** The smallest box holding both. */
export function union(a: Bounds, b: Bounds): Bounds {
  return {
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  };
}

/** A world box on screen: client coordinates of a canvas whose top-left is at (`ox`, `oy`). */
export function toClient(b: Bounds, cam: CameraState, ox: number, oy: number): ClientBox {
  const left = ox + b.left * cam.scale + cam.x;
  const top = oy + b.top * cam.scale + cam.y;
  const width = (b.right - b.left) * cam.scale;
  const height = (b.bottom - b.top) * cam.scale;
  return { x: left, y: top, left, top, right: left + width, bottom: top + height, width, height };
}

/** Token boxes on the page for one board (its token layer, camera and canvas). */
export class TokenAnchors {
  constructor(
    private readonly encounter: () => Encounter,
    private readonly layer: Drawn,
    private readonly camera: () => CameraState,
    private readonly origin: () => { left: number; top: number },
    private readonly canvas: () => Element | null,
  ) {}

  /** World boxes of the drawn tokens among `ids` (labels only while they are shown). */
  worldBoxes(ids: readonly CreatureId[], labels: boolean): Map<CreatureId, Bounds> {
    const enc = this.encounter();
    const out = new Map<CreatureId, Bounds>();
    for (const id of ids) {
      const v = this.layer.views.get(id);
      const b = v ? tokenWorldBox(enc, id, v, labels && this.layer.showsDetail) : null;
      if (b) out.set(id, b);
    }
    return out;
  }

  /** Each drawn token's box in client coordinates (with its labels unless `labels: false`). */
  tokenBoxes(ids: readonly CreatureId[], opts: { labels?: boolean } = {}): Map<CreatureId, ClientBox> {
    const r = this.origin();
    const out = new Map<CreatureId, ClientBox>();
    for (const [id, b] of this.worldBoxes(ids, opts.labels ?? true))
      out.set(id, toClient(b, this.camera(), r.left, r.top));
    return out;
  }

  /** A floating-ui virtual element around the tokens, read again at each positioning; null if none is drawn. */
  anchor(
    ids: readonly CreatureId[],
    opts: { labels?: boolean } = {},
  ): { getBoundingClientRect(): ClientBox; contextElement?: Element } | null {
    if (this.worldBoxes(ids, false).size === 0) return null;
    const el = this.canvas();
    return {
      getBoundingClientRect: () => {
        const all = [...this.tokenBoxes(ids, opts).values()];
        const first = all[0];
        if (!first) return { x: 0, y: 0, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 };
        const u = all.reduce<Bounds>((a, b) => union(a, b), first);
        return {
          x: u.left,
          y: u.top,
          left: u.left,
          top: u.top,
          right: u.right,
          bottom: u.bottom,
          width: u.right - u.left,
          height: u.bottom - u.top,
        };
      },
      ...(el ? { contextElement: el } : {}),
    };
  }
}
