/**
 * The board: one PixiJS Application with fixed layers in draw order (boardLayers.ts: map picture → terrain → grid →
 * fog → spaces → tokens → effects → overlays → what the GM points at; its text plates in screen space). Each layer
 * reconciles from its own slice of the stores (boardWiring.ts marks, boardRedraw.ts reconciles, once a frame); pan
 * and zoom move the world container only (boardCamera.ts). Nothing per-frame goes through React.
 */
import { Application, type WebGLRenderer } from 'pixi.js';
import type { CreatureId, Encounter, Point } from '../rules';
import { fanTarget, tokenAt } from './stacks';
import {
  toolStoreOf,
  type BoardAnchors,
  type ClientBox,
  type EncounterStore,
  type ToolStore,
  type UiStore,
} from '../store';
import { TokenAnchors } from './anchors';
import { BoardCamera } from './boardCamera';
import { BoardLayers, type BoardMode, type TableSnapshot } from './boardLayers';
import { BoardReconciler } from './boardRedraw';
import { sceneSnapshot, type SceneSnapshot } from './boardScene';
import { FrameMarks, wireStores } from './boardWiring';
import type { CameraState, Reserve } from './camera';
import { COLORS } from './constants';
import { DetailSchedule } from './labelDetail';
import { FrameLoop } from './frameLoop';
import { pixiHousekeeping, startApp } from './warmUp';
import { attachInput, inputHost } from './input';
import type { Tools } from './tools/machine';
import { PictureCache, type PictureSource } from './pictures';

/** Milliseconds the zoom must rest at a new level of detail before the labels are laid out for it. */
const RELAYOUT_SETTLE_MS = 120;

export type { BoardMode, SceneSnapshot, TableSnapshot };

/** The battle map renderer. */
export class Board implements BoardAnchors {
  readonly app = new Application();
  /** The layers in their render groups (the world container the camera moves, the live group, the plates). */
  readonly layers: BoardLayers;
  /** The board's pictures (map and tokens), from the source the composition root gives ({@link pictures}). */
  readonly pictureCache = new PictureCache(null, () => this.marks.everything());
  /** What the next frame must do (the stores' changes, the camera, the pointer). */
  private readonly marks = new FrameMarks();
  /** The board's tools (the input router's), once mounted. */
  private tools: Tools | null = null;
  /** The tools' drafts (the ruler, the template, fog and walls being drawn). */
  private readonly drafts: ToolStore;
  private readonly reconciler: BoardReconciler;
  /** Where the world sits in the canvas, and the conversions between client, world and square coordinates. */
  private readonly view: BoardCamera;
  private unsubs: (() => void)[] = [];
  private frames = 0;
  /** Frames on demand (issue 33): the loop runs while something is to be drawn or moves. */
  private readonly loop = new FrameLoop(
    this.marks,
    (dt) => this.frame(dt),
    (now) => pixiHousekeeping(now, this.app),
  );
  private destroyed = false;
  /** The square whose stack is fanned out under the pointer (stacking systems, TK-GRID-1). */
  private fanned: Point | null = null;
  /**
   * Called when the camera changes (the GM window forwards it to the player view); `auto` when the board moved it
   * itself to show what a tool card acts on (ensureVisible) — an incidental pan the players' window ignores.
   */
  onCamera: ((c: CameraState, width: number, height: number, auto: boolean) => void) | null = null;
  /** Called after the canvas was resized (the players' window frames the table again, issue 29). */
  onResize: (() => void) | null = null;
  /** Listeners of {@link onViewChange}, told once per frame in which the camera, the size or a token moved. */
  private readonly viewListeners = new Set<() => void>();
  /** The level of detail labels are laid out for, and when the next one is due (see cull). */
  private readonly detail: DetailSchedule;
  /** Where tokens are on the page (the panels' anchors). */
  private readonly anchors: TokenAnchors;
  /** Creatures not drawn (hidden ones in the player view). */
  hidden: (enc: Encounter) => Set<CreatureId> = () => new Set();

  constructor(
    private readonly enc: EncounterStore,
    private readonly ui: UiStore,
    private readonly mode: BoardMode = 'gm',
  ) {
    this.detail = new DetailSchedule(mode === 'player' ? 1.5 : 1, RELAYOUT_SETTLE_MS);
    this.layers = new BoardLayers(mode);
    this.drafts = toolStoreOf(ui);
    this.reconciler = new BoardReconciler(this.layers, this.drafts, this.pictureCache, mode);
    this.view = new BoardCamera({
      screen: () => this.screen,
      started: () => !!this.app.renderer,
      canvas: () => this.app.canvas,
      encounter: () => this.enc.getState().encounter,
      worldBoxes: (ids, labels) => this.anchors.worldBoxes(ids, labels),
      moved: (c, auto) => this.cameraMoved(c, auto),
    });
    this.anchors = new TokenAnchors(
      () => this.enc.getState().encounter,
      this.layers.tokens,
      () => this.view.state,
      () => this.view.origin(),
      () => (this.app.renderer ? this.app.canvas : null),
    );
  }

  /**
   * Where pictures come from (issue 17): the picture store (src/app/assets `PictureStore` has `blobOf`). The
   * composition root sets it; without one, every map and token picture shows as missing.
   */
  set pictures(source: PictureSource | null) {
    this.pictureCache.setSource(source);
  }

  private initialising: Promise<void> | null = null;

  /**
   * The canvas's size in CSS px; 0×0 before PixiJS has started or after the board was destroyed (issue 28: a
   * view or the GM's camera arriving then — a reload, a reconnect — used to throw "reading 'screen'").
   */
  private get screen(): { width: number; height: number } {
    return this.app.renderer && !this.destroyed ? this.app.screen : { width: 0, height: 0 };
  }

  /** PixiJS has started and the board is drawing in its host (not yet destroyed). */
  get ready(): boolean {
    return this.mounted && !this.destroyed && !!this.app.renderer;
  }
  private mounted = false;

  /**
   * Start PixiJS (WebGL context, renderer systems, the shaders the board uses) before there is an element to
   * draw in: the composition root calls it while the autosave is still being read (start-up, issue 8). `size`: the
   * host's expected size (issue 33) — the renderer is created at it, and mounting in a host of that size does not
   * resize the canvas (a wait for the GPU).
   */
  prepare(size: { width: number; height: number } | null = null): Promise<void> {
    this.initialising ??= startApp(this.app, size);
    return this.initialising;
  }

  /** Create the canvas inside `host` and start drawing. */
  async mount(host: HTMLElement): Promise<void> {
    await this.prepare();
    if (this.destroyed) return;
    this.app.resizeTo = host;
    // The host's own size changes too (a phone rotated, the player's sheet laid out anew): not only the window's.
    if (typeof ResizeObserver !== 'undefined') {
      const ro = new ResizeObserver(() => {
        if (!this.destroyed && this.app.renderer) this.app.resize();
      });
      ro.observe(host);
      this.unsubs.push(() => ro.disconnect());
    }
    // Render on demand: a still board costs nothing (laptops, screen sharing); see frame().
    this.app.canvas.setAttribute('data-testid', 'board.canvas');
    this.app.canvas.style.touchAction = 'none';
    host.appendChild(this.app.canvas);
    this.layers.stack(this.app.stage);
    this.unsubs.push(this.view.watch(host));
    const gl = (this.app.renderer as WebGLRenderer).gl;
    if (gl) this.pictureCache.setMaxSide(Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || 4096);
    this.layers.tokens.pictureOf = (c, r) => (c.image ? this.pictureCache.token(c.image, c.token ?? 'round', r) : null);
    this.unsubs.push(
      ...wireStores({
        enc: this.enc,
        ui: this.ui,
        drafts: this.drafts,
        mode: this.mode,
        layers: this.layers,
        marks: this.marks,
        tools: () => this.tools,
      }),
      attachInput(inputHost(this), this.enc, this.ui, this.mode === 'gm', (t) => (this.tools = t)),
    );
    this.app.renderer.on('resize', () => {
      this.view.resized();
      this.onResize?.();
      this.cull();
      this.placePlates();
      this.marks.needsRender = true;
      this.marks.viewChanged = true;
    });
    // The first frame now, in the task that mounted the board (its host is laid out): it is painted with the window
    // around it, not an animation frame later (start-up, issue 16). Then frames on demand (frameLoop.ts).
    this.loop.start(performance.now());
    this.mounted = true;
  }

  /**
   * One animation frame: reconcile if the stores changed, advance tweens, render only if needed. Returns whether
   * something is still moving or due (the loop asks for another frame).
   */
  private frame(dt: number): boolean {
    const m = this.marks;
    const { tokens, pointing, effects, terrain } = this.layers;
    this.view.step(dt);
    if (this.detail.due(performance.now())) m.everything();
    if (m.dirty) {
      m.dirty = false;
      this.redraw(m.animateNext);
      m.animateNext = false;
      m.needsRender = true;
    }
    if (m.pointingDirty) {
      m.pointingDirty = false;
      this.reconciler.pointing(this.enc.getState().encounter, this.ui.getState());
      this.placePlates();
      m.needsRender = true;
    }
    let moving = false;
    if (pointing.tick(dt)) moving = m.needsRender = true;
    // Token pictures that arrived this frame: one upload per atlas page.
    if (this.pictureCache.flush()) m.needsRender = true;
    if (tokens.tick(dt)) {
      moving = m.needsRender = true;
      m.viewChanged = true;
    }
    if (effects.tick(dt)) moving = m.needsRender = true;
    if (m.needsRender) {
      m.needsRender = false;
      this.app.render();
      this.frames++;
      // After the first frame: the terrain's marks (their shader compiles in a frame of its own, not at start-up).
      // (GLSL ES 3.0: on a WebGL 1 device the overview's terrain colours stand in at every zoom.)
      if (this.frames === 1 && (this.app.renderer as WebGLRenderer).context?.webGLVersion === 2)
        requestAnimationFrame(() => terrain.allowMarks() && (m.needsRender = true));
    }
    if (m.viewChanged) {
      m.viewChanged = false;
      for (const l of this.viewListeners) l();
    }
    return moving || this.view.moving || this.detail.pending || this.pictureCache.unflushed;
  }

  /** Rendered frames so far (the benchmark and tests read it). */
  get renderedFrames(): number {
    return this.frames;
  }

  /** Reconcile all layers with the present encounter. */
  redraw(animate: boolean): void {
    const enc = this.enc.getState().encounter;
    const ui = this.ui.getState();
    const same = this.reconciler.scene(enc, ui);
    const due = this.marks.ids.take();
    this.view.fitIfUnplaced();
    const level = this.detail.take(this.view.state.scale);
    const hidden = this.hidden(enc);
    this.reconciler.tokens(enc, ui, same, { animate, due, hidden, fanned: this.fanned, level });
    this.marks.viewChanged = true;
    this.cull();
  }

  /** Keep the pointing layer's plates of text beside what they label (camera, size). */
  private placePlates(): void {
    if (!this.app.renderer) return;
    this.layers.pointing.place(this.view.state, this.screen.width, this.screen.height);
  }

  /** The camera was placed: move the world container, follow the zoom, tell the listeners. */
  private cameraMoved(c: CameraState, auto: boolean): void {
    this.marks.viewChanged = true;
    this.layers.world.position.set(c.x, c.y);
    this.layers.world.scale.set(c.scale);
    this.cull();
    this.placePlates();
    this.marks.needsRender = true;
    this.onCamera?.(c, this.screen.width, this.screen.height, auto);
  }

  /**
   * The camera moved: levels of detail follow the zoom, and labels left stale off screen are drawn as they come into
   * view. Nothing is culled (see TokenLayer.viewAt): a pan changes one transform and uploads nothing.
   */
  private cull(): void {
    const scale = this.view.state.scale;
    const { terrain, tokens } = this.layers;
    terrain.zoomAt(scale);
    tokens.viewAt(this.view.viewBox());
    tokens.setDetail(this.detail.at(scale).level > 0);
    // Crossing a level of detail lays the labels out again, once the zoom has settled (labelDetail.ts).
    this.detail.cameraAt(scale, performance.now());
  }

  /** Read the canvas's box again at the next use (a press: the page is laid out, nothing changed since the frame). */
  refreshRect(): void {
    this.view.refreshRect();
  }

  /** The pointer moved with nothing pressed (clientX < 0: it left): fan out the stack under it (TK-GRID-1). */
  hover(clientX: number, clientY: number): void {
    const next = fanTarget(
      this.enc.getState().encounter,
      clientX < 0 ? null : this.view.worldOf(clientX, clientY),
      this.fanned,
    );
    if (next?.x === this.fanned?.x && next?.y === this.fanned?.y) return;
    this.fanned = next;
    this.marks.everything();
    this.marks.animateNext = true; // the pile slides open and shut
  }

  /** The token drawn under a client position (picks a fanned-out token). */
  pickAt(clientX: number, clientY: number): CreatureId | null {
    if (!this.fanned) return null;
    return tokenAt(this.layers.tokens, this.view.worldOf(clientX, clientY));
  }

  /** The topmost token drawn under a client position (the ruler's ends, a rider's disc before its mount's). */
  tokenUnder(clientX: number, clientY: number): CreatureId | null {
    if (!this.app.renderer) return null;
    return tokenAt(this.layers.tokens, this.view.worldOf(clientX, clientY));
  }

  /** A client position in world units. */
  toWorldAt(clientX: number, clientY: number): Point {
    return this.view.toWorldAt(clientX, clientY);
  }

  /** Fit the whole map into the view (and keep it fitted as the view resizes, until someone pans or zooms). */
  fitToScreen(): void {
    this.view.fitToScreen();
  }

  /** Frame the action (the players' window, issue 29; see BoardCamera.frameAround). */
  frameAround(ids: readonly CreatureId[]): void {
    this.view.frameAround(ids);
  }

  /** Centre on a creature (player view "focus on the active creature"). */
  focusOn(id: CreatureId): void {
    this.view.focusOn(id);
  }

  /** Show these squares whole, each at least `minPx` CSS px a side (issue 28; see BoardCamera.showSquares). */
  showSquares(squares: readonly Point[], minPx = 48): void {
    this.view.showSquares(squares, minPx);
  }

  /** Set the camera (pan/zoom): moves the world container, redraws nothing (a new level of detail re-lays the labels). */
  setCamera(c: CameraState): void {
    this.view.set(c);
  }

  /** The camera. */
  camera(): CameraState {
    return this.view.state;
  }

  /** The square under a client (page) position. */
  toSquare(clientX: number, clientY: number): Point {
    return this.view.toSquare(clientX, clientY);
  }

  /** Client (page) position of the centre of a square. */
  squareToClient(x: number, y: number): { x: number; y: number } {
    return this.view.squareToClient(x, y);
  }

  /** What is drawn (test bridge). Token positions are their targets (animations settle there). */
  scene(): SceneSnapshot {
    return sceneSnapshot(
      this.enc.getState().encounter,
      this.layers.tokens,
      this.view.state,
      this.view.origin(),
      this.ui.getState().selectedId,
      this.detail.level.level,
      this.frames,
      this.layers.effects.played,
    );
  }

  /** One token's target as drawn (`scene()`'s x and y for it), null when the board has no token for it. */
  tokenTarget(id: string): { x: number; y: number } | null {
    const v = this.layers.tokens.views.get(id);
    return v ? { x: v.target.x, y: v.target.y } : null;
  }

  /** The table's parts as drawn (issue 17; the test bridge and the benchmark read it; see BoardLayers.table). */
  table(): TableSnapshot {
    return this.layers.table(this.drafts.getState(), this.tools?.active().state ?? '', this.pictureCache);
  }

  // --- Anchors for panels beside tokens (BoardAnchors) ----------------------------------------------------------

  /** Each drawn token's box in client coordinates (its space, or a carried creature's disc; with its labels if asked). */
  tokenBoxes(ids: readonly CreatureId[], opts: { labels?: boolean } = {}): Map<CreatureId, ClientBox> {
    return this.anchors.tokenBoxes(ids, opts);
  }

  /** A floating-ui virtual element around the tokens (read again at each positioning), or null if none is drawn. */
  anchor(
    ids: readonly CreatureId[],
    opts: { labels?: boolean } = {},
  ): { getBoundingClientRect(): ClientBox; contextElement?: Element } | null {
    return this.anchors.anchor(ids, opts);
  }

  /** Pan (zooming out only if it must) so the tokens are in view with a margin, outside the reserved sides. */
  ensureVisible(
    ids: readonly CreatureId[],
    opts: { margin?: number; reserve?: Reserve; animate?: boolean } = {},
  ): boolean {
    if (!this.view.ensureVisible(ids, opts)) return false;
    this.marks.needsRender = true;
    return true;
  }

  /** Call `listener` after any frame in which the camera, the canvas size or a token's drawn position changed. */
  onViewChange(listener: () => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** Show the same world region as another view (the GM's camera in a window of another size). */
  follow(c: CameraState, width: number, height: number): void {
    this.view.follow(c, width, height);
  }

  /** Switch the high-contrast theme (player view option). */
  setHighContrast(on: boolean): void {
    if (!this.app.renderer) return;
    this.app.renderer.background.color = on ? 0x000000 : COLORS.background;
    this.layers.gridLines.g.alpha = on ? 1.6 : 1;
    this.marks.needsRender = true;
  }

  /** Stop drawing and release the canvas. */
  destroy(): void {
    this.destroyed = true;
    this.loop.stop();
    for (const u of this.unsubs) u();
    this.unsubs = [];
    this.pictureCache.destroy();
    // Destroying an Application whose init has not finished throws; destroy it once it has.
    if (this.initialising)
      void this.initialising.then(
        () => this.app.destroy(true, { children: true }),
        () => {},
      );
  }
}
