/**
 * Tokens and occupied spaces, reconciled by creature id: views are created, updated and removed as the
 * encounter changes, never rebuilt wholesale. Moves are tweened over a few frames.
 *
 * Draw order, bottom to top: spaces, standing tokens, their labels, riders and passengers, their labels. Each tier
 * is split into map tiles ({@link TILE} squares), each tile a PixiJS render group: a moving or changed token
 * re-batches and re-uploads only its tile's geometry, not a thousand tokens' (issue 8). The labels (names,
 * glyphs, height badges, condition icons) live in their own tiers so that level of detail hides them by hiding
 * two containers, not by flipping every label.
 */
import { Container } from 'pixi.js';
import { creatureOf, type Creature, type CreatureId, type Encounter } from '../rules';
import { placeToken, type PlaceOptions } from './layout';
import { CELL } from './constants';
import { drawOrder, tileInView, tileKey, type ViewRect } from './tiles';
import { TokenView, type TokenFlags } from './tokenView';

/** Per-creature flags computed by the board (selection, turn, partner, height text). */
export type FlagsFor = (c: Creature) => TokenFlags;

/** One tier of the token layer: a container of per-tile render groups, created on demand. */
export class TiledTier {
  readonly container: Container;
  private readonly tiles = new Map<number, Container>();
  private view: ViewRect | null = null;

  constructor(label: string) {
    this.container = new Container({ label });
  }

  /** The render group of a tile. */
  tile(key: number): Container {
    let t = this.tiles.get(key);
    if (!t) {
      t = new Container({ label: `${this.container.label}-${key}`, isRenderGroup: true });
      t.visible = !this.view || tileInView(key, this.view);
      this.tiles.set(key, t);
      this.container.addChild(t);
    }
    return t;
  }

  /** Hide the tiles that cannot be in view (see {@link tileInView}). */
  cull(view: ViewRect): void {
    this.view = view;
    for (const [key, t] of this.tiles) t.visible = tileInView(key, view);
  }
}

/** The token layer. */
export class TokenLayer {
  readonly spaceTier = new TiledTier('spaces');
  readonly standing = new TiledTier('tokens-standing');
  readonly standingLabels = new TiledTier('labels-standing');
  readonly mounted = new TiledTier('tokens-mounted');
  readonly mountedLabels = new TiledTier('labels-mounted');
  /** The tiers in draw order (the board adds them to its world container). */
  readonly layers: Container[] = [this.spaceTier, this.standing, this.standingLabels, this.mounted, this.mountedLabels].map((t) => t.container);
  readonly views = new Map<CreatureId, TokenView>();
  /** Views in draw order, bottom first (picking walks it backwards). */
  order: TokenView[] = [];
  private moving = new Set<TokenView>();
  private detail = true;
  /** Milliseconds a move animation takes (0 = jump). */
  tweenMs = 140;

  /**
   * Reconcile views with the encounter. `animate` tweens position changes; `place` fans out a hovered stack;
   * `unchanged(c)` (optional) says that nothing but the creature itself decides how `c` looks, so a view already
   * showing that very creature object is kept as it is (placement, flags and the redraw check are skipped).
   */
  reconcile(enc: Encounter, flagsFor: FlagsFor, animate: boolean, hiddenIds: Set<CreatureId> = new Set(), place: PlaceOptions = {}, unchanged?: (c: Creature) => boolean): void {
    const seen = new Set<CreatureId>();
    const order: TokenView[] = [];
    /** Tiles whose children must be put back in draw order. */
    const touched = new Set<Container>();
    let rank = 0;
    for (const id of drawOrder(enc)) {
      const c = creatureOf(enc, id);
      if (!c || hiddenIds.has(id)) continue;
      seen.add(id);
      let v = this.views.get(id);
      const fresh = !v;
      if (!v) {
        v = new TokenView(id);
        this.views.set(id, v);
      }
      order.push(v);
      if (fresh || !unchanged || !v.shows(c) || !unchanged(c)) {
        const p = placeToken(enc, c, place);
        const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
        const changed = v.update(c, p, flagsFor(c), mount);
        if (changed) {
          if (fresh || !animate || this.tweenMs === 0) v.moveTo(p.cx, p.cy);
          else if (v.root.x !== p.cx || v.root.y !== p.cy) this.moving.add(v);
        }
      }
      v.rank = rank++;
      // The tile follows the token's target (its space's tile for the space).
      const key = tileKey(v.target.x, v.target.y);
      const tier = c.mountId ? this.mounted : this.standing;
      const labels = c.mountId ? this.mountedLabels : this.standingLabels;
      const spaceTile = this.spaceTier.tile(tileKey(c.pos.x * CELL, c.pos.y * CELL));
      if (v.space.parent !== spaceTile) spaceTile.addChild(v.space);
      const tile = tier.tile(key);
      if (v.root.parent !== tile) {
        tile.addChild(v.root);
        touched.add(tile);
      }
      const labelTile = labels.tile(key);
      if (v.labels.parent !== labelTile) {
        labelTile.addChild(v.labels);
        touched.add(labelTile);
      }
    }
    // Creation order may have changed (new creatures, a creature mounting): check every tile, cheaply.
    if (order.length !== this.order.length || order.some((v, i) => this.order[i] !== v)) {
      for (const t of [this.standing, this.standingLabels, this.mounted, this.mountedLabels]) for (const tile of t.container.children) touched.add(tile);
    }
    const ranks = touched.size > 0 ? this.byChild() : null;
    if (ranks) for (const tile of touched) sortTile(tile, ranks);
    for (const [id, v] of this.views) {
      if (!seen.has(id)) {
        this.moving.delete(v);
        v.destroy();
        this.views.delete(id);
      }
    }
    this.order = order;
  }

  /** Draw rank of each view's containers (root and labels). */
  private byChild(): Map<unknown, number> {
    const m = new Map<unknown, number>();
    for (const v of this.views.values()) {
      m.set(v.root, v.rank);
      m.set(v.labels, v.rank);
    }
    return m;
  }

  /** Advance move animations by `dtMs`. Returns true while anything is moving. */
  tick(dtMs: number): boolean {
    if (this.moving.size === 0) return false;
    // Returns true when something moved this frame (the last step included).
    const k = Math.min(1, dtMs / Math.max(1, this.tweenMs / 4));
    for (const v of this.moving) {
      const dx = v.target.x - v.root.x;
      const dy = v.target.y - v.root.y;
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) {
        v.moveTo(v.target.x, v.target.y);
        this.moving.delete(v);
      } else v.moveTo(v.root.x + dx * k, v.root.y + dy * k);
    }
    return true;
  }

  /** Level of detail: show or hide every label at once (two containers). */
  /** Cull every tier's tiles to the camera's view. */
  cull(view: ViewRect): void {
    for (const tier of [this.spaceTier, this.standing, this.standingLabels, this.mounted, this.mountedLabels]) tier.cull(view);
  }

  setDetail(show: boolean): void {
    if (show === this.detail) return;
    this.detail = show;
    this.standingLabels.container.visible = show;
    this.mountedLabels.container.visible = show;
  }

  /** Whether labels are shown (level of detail). */
  get showsDetail(): boolean {
    return this.detail;
  }
}

/** Put a tile's children in draw rank order, moving only what is out of place. */
function sortTile(tile: Container, rankOf: Map<unknown, number>): void {
  const kids = tile.children;
  let sorted = true;
  for (let i = 1; i < kids.length && sorted; i++) sorted = (rankOf.get(kids[i - 1]) ?? 0) <= (rankOf.get(kids[i]) ?? 0);
  if (sorted) return;
  const want = [...kids].sort((a, b) => (rankOf.get(a) ?? 0) - (rankOf.get(b) ?? 0));
  want.forEach((k, i) => {
    if (tile.children[i] !== k) tile.setChildIndex(k, i);
  });
}
