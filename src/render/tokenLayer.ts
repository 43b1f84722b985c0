/**
 * Tokens and occupied spaces, reconciled by creature id: views are created, updated and removed as the
 * encounter changes, never rebuilt wholesale. Moves are tweened over a few frames.
 *
 * Draw order, bottom to top: spaces, standing tokens, riders and passengers, then every label (standing creatures'
 * first; the label layout keeps labels off other creatures' tokens). The token tiers belong to the board's world
 * render group, the labels are one render group of their own: a frame draws the whole board in a handful of batches
 * (issue 16; the per-tile render groups before cost a draw call and two uniform uploads each). Tiers are split
 * into map tiles ({@link TILE} squares) only to keep draw order cheap to restore. A move changes no shape
 * (tokenView.ts), so PixiJS re-writes only the moved vertices, and only those are uploaded (batchUpload.ts); what
 * changes a shape or a text re-collects its render group. Level of detail shows or hides every label at once by the labels group's alpha.
 *
 * A command's frame reconciles only what it changed ({@link TokenLayer.reconcileSome}, issue 16): the creatures
 * the store's diffs name, what they carry and what carries them, the labels near them ({@link LabelLayout.relayout})
 * and the tiles they enter; everything else (load, undo of many, another selection, turn, language, level of
 * detail or rule-system state) reconciles every token.
 */
import { Container, type Texture } from 'pixi.js';
import { creatureOf, type Creature, type CreatureId, type Encounter } from '../rules';
import { placeToken, type PlaceOptions, type TokenPlacement } from './layout';
import { CELL } from './constants';
import { detailLevel, LabelLayout, type DetailLevel, type LabelBox, type LabelToken } from './labelLayout';
import { drawOrder, sameOrder, tileKey, type ViewRect } from './tiles';
import { withCarried } from './dirtyIds';
import { sortTile, TiledTier, viewOf } from './tokenTiles';
import { labelTokenOf } from './tokenFacts';
import { TokenView, type TokenFlags } from './tokenView';

/** Per-creature flags computed by the board (selection, turn, partner, height text). */
export type FlagsFor = (c: Creature) => TokenFlags;

/** The token layer. */
export class TokenLayer {
  readonly spaceTier = new TiledTier('spaces');
  readonly standing = new TiledTier('tokens-standing');
  readonly standingLabels = new TiledTier('labels-standing');
  readonly mounted = new TiledTier('tokens-mounted');
  readonly mountedLabels = new TiledTier('labels-mounted');
  /**
   * Every label, over every token: a render group of its own, so that the level of detail shows or hides it by
   * alpha (skipped when drawing, nothing re-collected) and a changed text re-collects the labels only.
   */
  readonly labelGroup = new Container({ label: 'labels', isRenderGroup: true });
  /** The tiers in draw order (the board adds them to its world container). */
  readonly layers: Container[] = [
    this.spaceTier.container,
    this.standing.container,
    this.mounted.container,
    this.labelGroup,
  ];

  readonly views = new Map<CreatureId, TokenView>();
  /** Views in draw order, bottom first (picking walks it backwards). */
  order: TokenView[] = [];
  private moving = new Set<TokenView>();
  /** Where the labels go (kept between reconciliations: a change re-places only the labels near it). */
  private readonly labelLayout = new LabelLayout();
  /** The camera's view (see viewAt). */
  private view: ViewRect | null = null;
  /** Views whose new labels are not drawn yet: off screen, or hidden by the level of detail. */
  private readonly stale = new Map<TokenView, Creature>();
  private detail = true;
  /** The creature order and level of detail of the last reconciliation ({@link reconcileSome} needs both unchanged). */
  private lastCreatureOrder: readonly CreatureId[] | null = null;
  private lastLevel: DetailLevel | null = null;
  /** The label layout's tokens in draw order as last laid out. */
  private labelTokens: LabelToken[] = [];
  /** Tokens redone by the last reconciliation (the full path: those not skipped as unchanged; for profiles). */
  lastReconciled = 0;
  /** Milliseconds a move animation takes (0 = jump). */
  tweenMs = 140;
  /** A creature's picture for a token of a radius (null: none, or not loaded yet — the glyph shows; issue 17). */
  pictureOf: ((c: Creature, radius: number) => Texture | null) | null = null;

  constructor() {
    this.labelGroup.addChild(this.standingLabels.container, this.mountedLabels.container);
  }

  /**
   * Reconcile views with the encounter. `animate` tweens position changes; `place` fans out a hovered stack;
   * `unchanged(c)` (optional) says that nothing but the creature itself decides how `c` looks, so a view already
   * showing that very creature object is kept as it is (placement and flags are not recomputed; its labels are
   * redrawn only if the label layout moved them). `level`: the level of detail the labels are laid out for.
   */
  reconcile(
    enc: Encounter,
    flagsFor: FlagsFor,
    animate: boolean,
    hiddenIds: Set<CreatureId> = new Set(),
    place: PlaceOptions = {},
    unchanged?: (c: Creature) => boolean,
    level: DetailLevel = detailLevel(1),
  ): void {
    const seen = new Set<CreatureId>();
    const order: TokenView[] = [];
    /** Tiles whose children must be put back in draw order. */
    const touched = new Set<Container>();
    let rank = 0;
    // 1. What each token is (placement, flags and the label layout's view of it); unchanged tokens keep theirs.
    const tokens: LabelToken[] = [];
    const fresh: {
      v: TokenView;
      c: Creature;
      p: TokenPlacement;
      f: TokenFlags;
      isNew: boolean;
    }[] = [];
    const kept: { v: TokenView; c: Creature }[] = [];
    for (const id of drawOrder(enc)) {
      const c = creatureOf(enc, id);
      if (!c || hiddenIds.has(id)) continue;
      seen.add(id);
      let v = this.views.get(id);
      const isNew = !v;
      if (!v) {
        v = new TokenView(id);
        this.views.set(id, v);
        viewOf.set(v.root, v);
        viewOf.set(v.labels, v);
      }
      order.push(v);
      if (isNew || !unchanged || !v.shows(c) || !unchanged(c) || !v.labelToken) {
        const { p, f, token } = this.facts(enc, v, c, flagsFor, place);
        fresh.push({ v, c, p, f, isNew });
        tokens.push(token);
      } else {
        kept.push({ v, c });
        tokens.push(v.labelToken);
      }
    }
    // 2. The labels of all tokens at once: a label keeps clear of its neighbours' (labelLayout.ts).
    const boxes = this.labelLayout.layout(tokens, enc.grid, level);
    this.labelTokens = tokens;
    this.lastCreatureOrder = enc.creatureOrder;
    this.lastLevel = level;
    this.lastReconciled = fresh.length;
    const none: LabelBox[] = [];
    for (const { v, c, p, f, isNew } of fresh) {
      this.redo(v, c, p, f, boxes.get(c.id) ?? none, animate && !isNew);
    }
    // An unchanged token whose labels moved is redrawn now if it can be seen, else when it comes into view
    // (a new level of detail moves every label of a thousand tokens; the view holds a few dozen).
    for (const { v, c } of kept) {
      const bx = boxes.get(c.id) ?? none;
      if (bx === v.boxes && !this.stale.has(v)) continue; // the layout kept this token's boxes
      this.takeBoxes(v, c, bx);
    }
    for (const v of order) {
      v.rank = rank++;
      // The tile follows the token's target (its space's tile for the space).
      this.assignTile(v, creatureOf(enc, v.id) as Creature, touched);
    }
    // Creation order may have changed (new creatures, a creature mounting): check every tile, cheaply.
    if (order.length !== this.order.length || order.some((v, i) => this.order[i] !== v)) {
      for (const t of [this.standing, this.standingLabels, this.mounted, this.mountedLabels])
        for (const tile of t.container.children) touched.add(tile);
    }
    for (const tile of touched) sortTile(tile);
    for (const [id, v] of this.views) {
      if (!seen.has(id)) {
        this.moving.delete(v);
        this.stale.delete(v);
        v.destroy();
        this.views.delete(id);
      }
    }
    this.order = order;
  }

  /**
   * Reconcile only the creatures a change touched (`ids`: from the store's diffs since the last reconciliation,
   * see dirtyIds.ts), with what they carry and what carries them, and the labels near them; the draw order, the
   * other views and their tiles stay. Returns false, having changed nothing, when that cannot be right: a creature
   * created, removed, getting on or off (the draw order changes), another creature order or level of detail, or a
   * hidden creature — then call {@link reconcile}. The caller vouches that nothing but the creatures themselves
   * changed how tokens look (board.ts: the same grid, selection, turn, language, rule-system state).
   */
  reconcileSome(
    enc: Encounter,
    flagsFor: FlagsFor,
    animate: boolean,
    ids: ReadonlySet<CreatureId>,
    hiddenIds: ReadonlySet<CreatureId>,
    place: PlaceOptions = {},
    level: DetailLevel = detailLevel(1),
  ): boolean {
    if (
      !sameOrder(enc.creatureOrder, this.lastCreatureOrder) ||
      !this.lastLevel ||
      !sameLevel(level, this.lastLevel) ||
      hiddenIds.size > 0
    )
      return false;
    const dirty: { v: TokenView; c: Creature }[] = [];
    for (const id of withCarried(enc, ids)) {
      const c = creatureOf(enc, id);
      const v = this.views.get(id);
      // Created or removed (the creature order would differ, but a diff may name both), or on / off a mount.
      if (!c || !v || !v.labelToken || !v.labelToken.mountId !== !c.mountId) return false;
      dirty.push({ v, c });
    }
    this.lastReconciled = dirty.length;
    if (dirty.length === 0) return true;
    // In draw order: a carried token reads its mount's new placement (fanned) after the mount's.
    dirty.sort((a, b) => a.v.rank - b.v.rank);
    const fresh: { v: TokenView; c: Creature; p: TokenPlacement; f: TokenFlags }[] = [];
    const changedTokens: LabelToken[] = [];
    for (const { v, c } of dirty) {
      const { p, f, token } = this.facts(enc, v, c, flagsFor, place);
      this.labelTokens[v.rank] = token;
      changedTokens.push(token);
      fresh.push({ v, c, p, f });
    }
    let boxes = this.labelLayout.relayout(changedTokens, enc.grid, level);
    if (!boxes) {
      // Too large a change for the incremental layout: lay out every token (their label tokens are current).
      const all = this.labelLayout.layout(this.labelTokens, enc.grid, level);
      boxes = all;
    }
    const none: LabelBox[] = [];
    const touched = new Set<Container>();
    for (const { v, c, p, f } of fresh) {
      this.redo(v, c, p, f, boxes.get(c.id) ?? this.labelLayout.boxesOf(c.id) ?? none, animate);
      this.assignTile(v, c, touched);
    }
    // Neighbours whose labels the layout moved: redrawn now if in view, else when they come into view.
    const done = new Set(fresh.map((x) => x.v));
    for (const [id, bx] of boxes) {
      const v = this.views.get(id);
      if (!v || done.has(v) || (bx === v.boxes && !this.stale.has(v))) continue;
      const c = creatureOf(enc, id);
      if (c) this.takeBoxes(v, c, bx);
    }
    for (const tile of touched) sortTile(tile);
    return true;
  }

  /** A token's placement, flags and the label layout's view of it (kept on the view). */
  private facts(
    enc: Encounter,
    v: TokenView,
    c: Creature,
    flagsFor: FlagsFor,
    place: PlaceOptions,
  ): { p: TokenPlacement; f: TokenFlags; token: LabelToken } {
    const p = placeToken(enc, c, place);
    const f = flagsFor(c);
    const mountFanned = !!(c.mountId && this.views.get(c.mountId)?.placement?.stack?.fanned);
    const token = labelTokenOf(enc, c, p, f, mountFanned);
    v.labelToken = token;
    v.flags = f;
    return { p, f, token };
  }

  /** A kept token's new label boxes (not drawn yet): drawn now if it can be seen, else when it comes into view. */
  private takeBoxes(v: TokenView, c: Creature, bx: readonly LabelBox[]): void {
    v.boxes = bx;
    if (!this.detail || !this.sees(v)) this.stale.set(v, c);
    else this.redrawLabels(v, c);
  }

  /**
   * Redraw a view for its creature, placement, flags and label boxes, and start its move (tweened if `animate`).
   * Labels hidden by the level of detail or far off screen are drawn when they are seen (a thousand tokens' names,
   * each a text of its own, would cost a first frame dearly: start-up, issue 16).
   */
  private redo(v: TokenView, c: Creature, p: TokenPlacement, f: TokenFlags, bx: readonly LabelBox[], animate: boolean) {
    const show = this.detail && this.seesAt(p.cx, p.cy);
    const changed = v.update(c, p, f, bx, this.pictureOf?.(c, p.radius) ?? null, show);
    if (show) this.stale.delete(v);
    else this.stale.set(v, c);
    if (!changed) return;
    if (!animate || this.tweenMs === 0) v.moveTo(p.cx, p.cy);
    else if (v.root.x !== p.cx || v.root.y !== p.cy) this.moving.add(v);
  }

  /** Put a view's containers into the tiles of its target (its space's tile for the space). */
  private assignTile(v: TokenView, c: Creature, touched: Set<Container>): void {
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

  /**
   * The camera's view changed: draw the labels left stale off screen that are now in view. Nothing is culled: PixiJS
   * re-collects a whole render group when anything in it is shown or hidden, so hiding what is off screen would
   * cost a re-collection and a buffer upload on every pan; everything stays in place and the GPU clips it (issue 16).
   */
  viewAt(view: ViewRect): void {
    const w = this.view;
    // The same view (a command's frame, issue 33): nothing left stale can have come into it — a view is left stale
    // only while out of the view it was last reconciled in (redo, takeBoxes) or while labels are hidden (setDetail
    // flushes when they show again) — so the walk over every stale view (most of a thousand, zoomed in) is skipped.
    if (w && w.left === view.left && w.top === view.top && w.right === view.right && w.bottom === view.bottom) return;
    this.view = view;
    this.flushStale();
  }

  /** Draw the labels left stale off screen whose tiles are now in view (while labels are shown at all). */
  private flushStale(): void {
    if (this.stale.size === 0 || !this.detail) return;
    for (const [v, c] of this.stale) if (this.sees(v)) this.redrawLabels(v, c);
  }

  /** Whether a token (with its labels) may be in the camera's view (a margin of a few squares). */
  private sees(v: TokenView): boolean {
    return this.seesAt(v.target.x, v.target.y);
  }

  /** Whether a token at (x, y) may be in the camera's view (a margin of a few squares). */
  private seesAt(x: number, y: number): boolean {
    const w = this.view;
    const m = 4 * CELL;
    return !w || (x > w.left - m && x < w.right + m && y > w.top - m && y < w.bottom + m);
  }

  /** Draw a kept token's new label boxes (v.boxes). */
  private redrawLabels(v: TokenView, c: Creature): void {
    this.stale.delete(v);
    if (!v.showsLabels(v.boxes) && v.placement && v.flags)
      v.update(c, v.placement, v.flags, v.boxes, this.pictureOf?.(c, v.placement.radius) ?? null);
  }

  /** How many views' labels are still waiting to be seen (tests). */
  get staleLabels(): number {
    return this.stale.size;
  }

  /** Level of detail: show or hide every label at once (the labels group). */
  setDetail(show: boolean): void {
    if (show === this.detail) return;
    this.detail = show;
    // By alpha, not visibility: a render group at alpha 0 is skipped when drawing, and showing or hiding it does not
    // re-collect the world render group it sits in (visibility would, a thousand tokens' worth).
    this.labelGroup.alpha = show ? 1 : 0;
    this.flushStale();
  }

  /** Whether labels are shown (level of detail). */
  get showsDetail(): boolean {
    return this.detail;
  }
}

function sameLevel(a: DetailLevel, b: DetailLevel): boolean {
  return a === b || (a.level === b.level && a.name === b.name && a.scale === b.scale);
}
