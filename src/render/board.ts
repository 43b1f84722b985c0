/**
 * The board: one PixiJS Application with fixed layers in draw order (map picture → terrain → grid → fog →
 * spaces → tokens → effects → overlays → what the GM points at; its text plates in screen space). Each layer
 * reconciles from its own slice of the stores; pan and zoom move the world container only. Nothing per-frame goes
 * through React.
 */
import { Application, Container, type WebGLRenderer } from 'pixi.js';
import { carriedIds, NO_CHANGE, systemFor, type Creature, type CreatureId, type Encounter, type Point } from '../rules';
import { fanTarget, tokenAt } from './stacks';
import { boardSystemOf } from './systems';
import {
  toolStoreOf,
  type BoardAnchors,
  type ClientBox,
  type EncounterStore,
  type ToolStore,
  type UiStore,
} from '../store';
import { TokenAnchors, union } from './anchors';
import { sceneSnapshot, type SceneSnapshot } from './boardScene';
import {
  cameraToShow,
  CameraTween,
  centreOn,
  fitCamera,
  toWorld,
  type Bounds,
  type CameraState,
  type Reserve,
} from './camera';
import { CELL, COLORS } from './constants';
import { DetailSchedule } from './labelDetail';
import { actionBounds, fitBounds } from './framing';
import { warmUp } from './warmUp';
import { carriersOf, flagsFor } from './tokenFacts';
import { DirtyIds } from './dirtyIds';
import { EffectsLayer } from './effectsLayer';
import { GridLayer } from './gridLayer';
import { attachInput, inputHost, previewLabel } from './input';
import type { Tools } from './tools/machine';
import { OverlayLayer } from './overlayLayer';
import { FogLayer } from './fogLayer';
import { WallLayer } from './wallLayer';
import { MapPictureLayer } from './mapLayer';
import { PictureCache, type PictureSource } from './pictures';
import { sharedOverlay } from './pointing';
import { PointingLayer } from './pointingLayer';
import { tr } from '../i18n';
import { TerrainLayer } from './terrainLayer';
import { TokenLayer } from './tokenLayer';
import { creatureOf } from '../rules';

/** Milliseconds the zoom must rest at a new level of detail before the labels are laid out for it. */
const RELAYOUT_SETTLE_MS = 120;

/** How the board is used: the GM's window (full control) or the player view (read-only, filtered). */
export type BoardMode = 'gm' | 'player';

export type { SceneSnapshot };

/** The table's parts as drawn (see {@link Board.table}). */
export interface TableSnapshot {
  map: 'none' | 'loading' | 'shown' | 'missing';
  mapBox: { x: number; y: number; width: number; height: number } | null;
  gridAlpha: number;
  fogged: number;
  fogVisible: boolean;
  plates: { ruler: string; template: string };
  pingsPlayed: number;
  pingsShowing: number;
  letters: { letter: string; x: number; y: number }[];
  fogDraft: number;
  /** Issue 32: walls drawn, doors of them open, points of the line being drawn, the selected wall. */
  walls: { drawn: number; open: number; draft: number; selected: string | null };
  pictured: string[];
  hiddenMarks: string[];
  tool: string;
  textures: { map: number; atlas: number; pages: number; maps: number; mipmapped: number };
}

/** The battle map renderer. */
export class Board implements BoardAnchors {
  readonly app = new Application();
  /** The camera moves this render group as a whole (a transform on the GPU; nothing inside is re-batched). */
  readonly world = new Container({ label: 'world', isRenderGroup: true });
  /**
   * What is redrawn while the GM points, drags and plays effects (overlays, effects, ruler, template, pings): a
   * render group of its own, so redrawing it never re-collects the map and the tokens (issue 16).
   */
  private readonly live = new Container({ label: 'live', isRenderGroup: true });
  readonly terrain = new TerrainLayer();
  readonly gridLines = new GridLayer();
  readonly tokens = new TokenLayer();
  readonly overlays = new OverlayLayer();
  readonly effects = new EffectsLayer();
  readonly mapPicture = new MapPictureLayer();
  readonly fog: FogLayer;
  /** Walls, doors and windows (issue 32), and the wall tool's draft. */
  readonly walls = new WallLayer();
  readonly pointing: PointingLayer;
  /** The board's pictures (map and tokens), from the source the composition root gives ({@link pictures}). */
  readonly pictureCache = new PictureCache(null, () => {
    this.dirty = true;
    this.dirtyIds.everything();
  });
  /** The creatures changed since the last reconciliation (the store's diffs), or everything (issue 16). */
  private readonly dirtyIds = new DirtyIds();
  /** The board's tools (the input router's), once mounted. */
  private tools: Tools | null = null;
  /** The tools' drafts (the ruler, the template, fog and walls being drawn). */
  private readonly drafts: ToolStore;
  /** What the GM points at changed: draw it again in the next frame (after the tokens, whose places it reads). */
  private pointingDirty = true;
  private cam: CameraState = { x: 0, y: 0, scale: 1 };
  private unsubs: (() => void)[] = [];
  private dirty = true;
  /** Something visible changed since the last render (camera, overlays, tokens). */
  private needsRender = true;
  private animateNext = false;
  private frames = 0;
  private raf = 0;
  private lastTime = 0;
  private fitted = false;
  /**
   * The view is the fitted one (nobody panned or zoomed since): a resize fits again (issue 30: a window made
   * 1920×1080 shows the whole map); otherwise a resize keeps the point at the centre of the view in the centre.
   */
  private autoFit = false;
  /** The screen size the camera was last placed for. */
  private lastScreen = { width: 0, height: 0 };
  /** What every token depended on at the last reconciliation (see redraw). */
  private lastContext: unknown[] | null = null;
  private lastCarriers = new Set<CreatureId>();
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
  private viewChanged = false;
  /** The level of detail labels are laid out for, and when the next one is due (see cull). */
  private readonly detail: DetailSchedule;
  /** Where tokens are on the page (the panels' anchors). */
  private readonly anchors = new TokenAnchors(
    () => this.enc.getState().encounter,
    this.tokens,
    () => this.cam,
    () => this.origin(),
    () => (this.app.renderer ? this.app.canvas : null),
  );
  /** A camera animation (ensureVisible). */
  private tween: CameraTween | null = null;
  /** Creatures not drawn (hidden ones in the player view). */
  hidden: (enc: Encounter) => Set<CreatureId> = () => new Set();

  constructor(
    private readonly enc: EncounterStore,
    private readonly ui: UiStore,
    private readonly mode: BoardMode = 'gm',
  ) {
    this.detail = new DetailSchedule(mode === 'player' ? 1.5 : 1, RELAYOUT_SETTLE_MS);
    this.fog = new FogLayer(mode);
    this.pointing = new PointingLayer(mode === 'player');
    this.drafts = toolStoreOf(ui);
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
   * draw in: the composition root calls it while the autosave is still being read (start-up, issue 8).
   */
  prepare(): Promise<void> {
    this.initialising ??= this.app
      .init({
        background: COLORS.background,
        antialias: new URLSearchParams(location.search).get('antialias') !== '0',
        autoDensity: true,
        resolution: Math.min(2, window.devicePixelRatio || 1),
        preference: 'webgl',
        autoStart: false,
        // The board picks by itself (input.ts: squares from the pointer, tools as state machines); PixiJS's own
        // pointer hit-test walked every display object on each pointermove and pointerup (5 ms on 1,000 tokens,
        // issue 33): off.
        eventMode: 'none',
        eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
      })
      .then(() => warmUp(this.app));
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
    this.world.addChild(
      this.mapPicture.container,
      this.terrain.container,
      this.gridLines.g,
      this.walls.container,
      this.fog.container,
      ...this.tokens.layers,
      this.live,
    );
    this.live.addChild(this.effects.container, this.overlays.container, this.walls.live, this.pointing.world);
    this.app.stage.addChild(this.world, this.pointing.screen);
    this.app.stage.eventMode = 'none';
    this.app.stage.interactiveChildren = false;
    // The kept canvas box (canvasRect) is read again after any change of size or scroll.
    const forget = () => this.refreshRect();
    if (typeof ResizeObserver === 'function') {
      const ro = new ResizeObserver(forget);
      ro.observe(this.app.canvas);
      ro.observe(host);
      this.unsubs.push(() => ro.disconnect());
    }
    window.addEventListener('resize', forget);
    window.addEventListener('scroll', forget, true);
    this.unsubs.push(() => {
      window.removeEventListener('resize', forget);
      window.removeEventListener('scroll', forget, true);
    });
    const gl = (this.app.renderer as WebGLRenderer).gl;
    if (gl) this.pictureCache.setMaxSide(Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || 4096);
    this.tokens.pictureOf = (c, r) => (c.image ? this.pictureCache.token(c.image, c.token ?? 'round', r) : null);
    this.unsubs.push(
      this.enc.subscribe((s, prev) => {
        if (s.encounter !== prev.encounter) {
          this.dirty = true;
          this.dirtyIds.change(
            s.lastChange === 'load' || s.lastDiff === NO_CHANGE || s.lastDiff === prev.lastDiff ? null : s.lastDiff,
          );
          this.animateNext = s.lastChange === 'command' || s.lastChange === 'redo';
          if (this.animateNext) this.effects.play(s.lastDiff, s.encounter, s.lastEvents);
          const f = this.ui.getState().forced;
          if (f) this.overlays.setForced(s.encounter, f);
          // The ruler and a template read the rules again (a creature moved, the ground changed).
          if (this.mode === 'gm') this.tools?.refresh();
          this.pointingDirty = true;
        }
      }),
      this.ui.subscribe((s, prev) => {
        if (s.selectedId !== prev.selectedId || s.lang !== prev.lang) {
          this.dirty = true;
          this.dirtyIds.everything();
        }
        if (this.mode === 'gm' && (s.selectedId !== prev.selectedId || s.tool !== prev.tool))
          this.tools?.template.refresh();
        if (
          s.pings !== prev.pings ||
          s.pick !== prev.pick ||
          s.shared !== prev.shared ||
          s.lang !== prev.lang ||
          s.preview !== prev.preview ||
          s.forced !== prev.forced
        )
          this.pointingDirty = true;
        if (s.lang !== prev.lang) this.pointing.drawAlign(this.drafts.getState().align, s.lang);
        if (s.preview !== prev.preview) {
          const enc = this.enc.getState().encounter;
          this.overlays.setPreview(enc, s.preview, s.preview ? previewLabel(s.lang, enc.system, s.preview) : '');
        }
        if (s.highlights !== prev.highlights) this.overlays.setHighlights(s.highlights);
        if (s.forced !== prev.forced) this.overlays.setForced(this.enc.getState().encounter, s.forced);
        if (s.coverLines !== prev.coverLines) this.overlays.setCoverLines(s.coverLines);
        this.needsRender = true;
      }),
      // The tools' drafts (issue 31: the tool store): the ruler, the template, the alignment, fog and walls drawn.
      this.drafts.subscribe((d, prev) => {
        if (d.ruler !== prev.ruler || d.templatePreview !== prev.templatePreview) this.pointingDirty = true;
        if (d.align !== prev.align) this.pointing.drawAlign(d.align, this.ui.getState().lang);
        if (d.fogDraft !== prev.fogDraft) this.pointing.drawFogDraft(d.fogDraft);
        if (d.wallDraft !== prev.wallDraft || d.wallSelected !== prev.wallSelected)
          this.walls.drawDraft(d.wallDraft, d.wallSelected);
        this.needsRender = true;
      }),
      attachInput(inputHost(this), this.enc, this.ui, this.mode === 'gm', (t) => (this.tools = t)),
    );
    this.app.renderer.on('resize', () => {
      if (!this.fitted || this.autoFit) this.fitToScreen();
      else this.keepCentre();
      this.onResize?.();
      this.cull();
      this.placePlates();
      this.needsRender = true;
      this.viewChanged = true;
    });
    const loop = (now: number) => {
      this.raf = requestAnimationFrame(loop);
      this.frame(this.lastTime ? now - this.lastTime : 16);
      this.lastTime = now;
    };
    // The first frame now, in the task that mounted the board (its host is laid out): it is painted with the window
    // around it, not an animation frame later (start-up, issue 16).
    loop(performance.now());
    this.mounted = true;
  }

  /** One animation frame: reconcile if the stores changed, advance tweens, render only if needed. */
  private frame(dt: number): void {
    if (this.tween) {
      const { cam, done } = this.tween.step(dt);
      this.applyCamera(cam, true);
      if (done) this.tween = null;
    }
    if (this.detail.due(performance.now())) {
      this.dirty = true;
      this.dirtyIds.everything();
    }
    if (this.dirty) {
      this.dirty = false;
      this.redraw(this.animateNext);
      this.animateNext = false;
      this.needsRender = true;
    }
    if (this.pointingDirty) {
      this.pointingDirty = false;
      this.drawPointing();
      this.needsRender = true;
    }
    if (this.pointing.tick(dt)) this.needsRender = true;
    // Token pictures that arrived this frame: one upload per atlas page.
    if (this.pictureCache.flush()) this.needsRender = true;
    if (this.tokens.tick(dt)) {
      this.needsRender = true;
      this.viewChanged = true;
    }
    if (this.effects.tick(dt)) this.needsRender = true;
    if (this.needsRender) {
      this.needsRender = false;
      this.app.render();
      this.frames++;
      // After the first frame: the terrain's marks (their shader compiles in a frame of its own, not at start-up).
      // (GLSL ES 3.0: on a WebGL 1 device the overview's terrain colours stand in at every zoom.)
      if (this.frames === 1 && (this.app.renderer as WebGLRenderer).context?.webGLVersion === 2)
        requestAnimationFrame(() => this.terrain.allowMarks() && (this.needsRender = true));
    }
    if (this.viewChanged) {
      this.viewChanged = false;
      for (const l of this.viewListeners) l();
    }
  }

  /** Rendered frames so far (the benchmark and tests read it). */
  get renderedFrames(): number {
    return this.frames;
  }

  /** Reconcile all layers with the present encounter. */
  redraw(animate: boolean): void {
    const enc = this.enc.getState().encounter;
    const ui = this.ui.getState();
    this.mapPicture.update(enc.scene.map, enc.grid, this.pictureCache, ui.lang);
    this.terrain.setOverMap(!!enc.scene.map);
    this.terrain.update(enc.grid);
    this.gridLines.update(enc.grid.width, enc.grid.height, enc.scene.gridLines);
    if (this.walls.update(enc.scene.walls)) {
      const d = this.drafts.getState();
      this.walls.drawDraft(d.wallDraft, d.wallSelected);
    }
    this.fog.update(enc);
    const sel = ui.selectedId ? creatureOf(enc, ui.selectedId) : undefined;
    const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
    const sys = boardSystemOf(enc.system);
    const flagCtx = { lang: ui.lang, selectedId: ui.selectedId, currentId, mode: this.mode } as const;
    // A standing creature (no stacking) looks as drawn while its object, whether it carries someone,
    // and what every token depends on (grid, selection, turn, language, creature list) are unchanged: the
    // reconciliation skips it (a command changes a few creatures of a thousand). Of the selected creature only
    // what carries it matters to the others (the partner ring), so moving the selected creature is such a command.
    // The player views too (issue 33): their states now come with the diff of what changed (liveChannel.ts).
    const context =
      !sys.tokensDependOnState && !systemFor(enc).grid.stacking
        ? [
            enc.grid,
            sel?.mountId,
            ui.selectedId,
            currentId,
            ui.lang,
            enc.creatureOrder,
            enc.system,
            this.pictureCache.version,
            sys.tokenState?.(enc),
            enc.scene.fog,
          ]
        : null;
    const same = !!context && !!this.lastContext && context.every((x, i) => x === this.lastContext?.[i]);
    this.lastContext = context;
    const due = this.dirtyIds.take();
    if (!this.fitted) this.fitToScreen();
    const level = this.detail.take(this.cam.scale);
    const hidden = this.hidden(enc);
    // Only what the store's diffs named since the last frame (and what carries it or it carries), while nothing
    // else tokens depend on changed: the cost of a command's frame follows the command, not the encounter (issue 16).
    const some =
      same &&
      due !== null &&
      this.tokens.reconcileSome(
        enc,
        flagsFor(enc, flagCtx, { has: (id) => carriedIds(enc, id).length > 0 }),
        animate,
        due,
        hidden,
        { fanned: this.fanned },
        level,
      );
    if (!some) {
      const carriers = carriersOf(enc);
      const before = this.lastCarriers;
      this.lastCarriers = carriers;
      const unchanged = same ? (c: Creature) => !c.mountId && carriers.has(c.id) === before.has(c.id) : undefined;
      this.tokens.reconcile(
        enc,
        flagsFor(enc, flagCtx, carriers),
        animate,
        hidden,
        { fanned: this.fanned },
        unchanged,
        level,
      );
    }
    this.viewChanged = true;
    this.cull();
  }

  /** Draw what the GM points at: the GM's own (from its stores), or what the player view received. */
  private drawPointing(): void {
    const enc = this.enc.getState().encounter;
    const u = this.ui.getState();
    const spot = (id: string) => {
      const v = this.tokens.views.get(id);
      return v?.placement ? { x: v.target.x, y: v.target.y, r: v.placement.radius } : null;
    };
    if (this.mode === 'gm') this.pointing.draw(enc, sharedOverlay(enc, u, this.drafts.getState()), u.lang, spot);
    else {
      const o = u.shared;
      this.pointing.draw(enc, o, u.lang, spot);
      // The GM's drag path, forced movement and square pick, drawn by the same overlay code as on the GM's board.
      const p = o?.preview ?? null;
      this.overlays.setPreview(
        enc,
        p
          ? {
              id: p.id,
              to: p.to,
              path: p.path,
              cost: p.cost,
              legal: p.legal,
              ...(p.via ? { via: p.via } : {}),
              ...(p.placedId ? { placedId: p.placedId } : {}),
              ...(p.mountId ? { mountId: p.mountId } : {}),
            }
          : null,
        p ? tr(u.lang, p.label) : '',
      );
      this.overlays.drawForced(enc, o?.forced ?? null);
      this.overlays.setHighlights(o?.squares ?? []);
    }
    this.placePlates();
  }

  /** Keep the pointing layer's plates of text beside what they label (camera, size). */
  private placePlates(): void {
    if (!this.app.renderer) return;
    this.pointing.place(this.cam, this.screen.width, this.screen.height);
  }

  private rect: DOMRect | null = null;

  /**
   * The canvas's box on the page, read once and kept until the canvas is resized, the window is resized or
   * scrolled, or a press starts a gesture (`refreshRect`): reading it in every pointer handler forced a layout of
   * the whole page whenever a command had just changed the panels (issue 33: ~15–50 ms in the drop's task).
   */
  private canvasRect(): DOMRect {
    return (this.rect ??= this.app.canvas.getBoundingClientRect());
  }

  /** Read the canvas's box again at the next use (a press: the page is laid out, nothing changed since the frame). */
  refreshRect(): void {
    this.rect = null;
  }

  /** The pointer moved with nothing pressed (clientX < 0: it left): fan out the stack under it (TK-GRID-1). */
  hover(clientX: number, clientY: number): void {
    const r = this.canvasRect();
    const next = fanTarget(
      this.enc.getState().encounter,
      clientX < 0 ? null : toWorld(this.cam, clientX - r.left, clientY - r.top),
      this.fanned,
    );
    if (next?.x === this.fanned?.x && next?.y === this.fanned?.y) return;
    this.fanned = next;
    this.dirty = true;
    this.dirtyIds.everything();
    this.animateNext = true; // the pile slides open and shut
  }

  /** The token drawn under a client position (picks a fanned-out token). */
  pickAt(clientX: number, clientY: number): CreatureId | null {
    if (!this.fanned) return null;
    const r = this.canvasRect();
    return tokenAt(this.tokens, toWorld(this.cam, clientX - r.left, clientY - r.top));
  }

  /** The topmost token drawn under a client position (the ruler's ends, a rider's disc before its mount's). */
  tokenUnder(clientX: number, clientY: number): CreatureId | null {
    if (!this.app.renderer) return null;
    const r = this.canvasRect();
    return tokenAt(this.tokens, toWorld(this.cam, clientX - r.left, clientY - r.top));
  }

  /** A client position in world units. */
  toWorldAt(clientX: number, clientY: number): Point {
    const r = this.app.renderer ? this.canvasRect() : { left: 0, top: 0 };
    return toWorld(this.cam, clientX - r.left, clientY - r.top);
  }

  /** Fit the whole map into the view (and keep it fitted as the view resizes, until someone pans or zooms). */
  fitToScreen(): void {
    const enc = this.enc.getState().encounter;
    const { width, height } = this.screen;
    if (width < 10 || height < 10) return;
    this.fitted = true;
    this.tween = null;
    this.applyCamera(fitCamera(enc.grid.width * CELL, enc.grid.height * CELL, width, height));
    this.autoFit = true;
  }

  /** After a resize: the world point that was at the centre of the view stays there. */
  private keepCentre(): void {
    const { width, height } = this.screen;
    const prev = this.lastScreen;
    if (width < 10 || height < 10 || prev.width < 10 || prev.height < 10) return;
    const c = this.cam;
    const x = c.x + (width - prev.width) / 2;
    const y = c.y + (height - prev.height) / 2;
    this.tween = null;
    this.applyCamera({ ...c, x, y });
  }

  /**
   * Frame the action (the players' window, issue 29): the tokens of `ids` with room around them, at least ten
   * squares a side; the whole table when none is drawn.
   */
  frameAround(ids: readonly CreatureId[]): void {
    const { width, height } = this.screen;
    if (width < 10 || height < 10) return;
    const g = this.enc.getState().encounter.grid;
    const b = actionBounds([...this.anchors.worldBoxes(ids, false).values()], g);
    if (!b) return this.fitToScreen();
    this.fitted = true;
    this.setCamera(fitBounds(b, width, height));
  }

  /** Centre on a creature (player view "focus on the active creature"). */
  focusOn(id: CreatureId): void {
    const c = creatureOf(this.enc.getState().encounter, id);
    if (!c || this.screen.width < 10 || this.screen.height < 10) return;
    this.setCamera(
      centreOn(this.cam, (c.pos.x + 0.5) * CELL, (c.pos.y + 0.5) * CELL, this.screen.width, this.screen.height),
    );
  }

  /**
   * Show these squares whole, each at least `minPx` CSS px a side (issue 28: squares to pick with a finger); the
   * camera stays if it already does.
   */
  showSquares(squares: readonly Point[], minPx = 48): void {
    const { width, height } = this.screen;
    if (squares.length === 0 || width < 10 || height < 10) return;
    const xs = squares.map((q) => q.x);
    const ys = squares.map((q) => q.y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
    const c = this.cam;
    const inView = (sx: number, sy: number) => {
      const px = sx * CELL * c.scale + c.x;
      const py = sy * CELL * c.scale + c.y;
      return px >= 0 && py >= 0 && px <= width && py <= height;
    };
    if (c.scale * CELL >= minPx && inView(x0, y0) && inView(x1, y1)) return;
    const fit = Math.min(width / ((x1 - x0 + 2) * CELL), height / ((y1 - y0 + 2) * CELL));
    const scale = Math.max(minPx / CELL, Math.min(fit, c.scale));
    const cx = ((x0 + x1) / 2) * CELL;
    const cy = ((y0 + y1) / 2) * CELL;
    this.fitted = true;
    this.setCamera({ scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale });
  }

  /** Set the camera (pan/zoom): moves the world container, redraws nothing (a new level of detail re-lays the labels). */
  setCamera(c: CameraState): void {
    this.tween = null;
    this.autoFit = false;
    this.applyCamera(c);
  }

  private applyCamera(c: CameraState, auto = false): void {
    this.cam = c;
    this.lastScreen = { width: this.screen.width, height: this.screen.height };
    this.viewChanged = true;
    this.world.position.set(c.x, c.y);
    this.world.scale.set(c.scale);
    this.cull();
    this.placePlates();
    this.needsRender = true;
    this.onCamera?.(c, this.screen.width, this.screen.height, auto);
  }

  /** The camera. */
  camera(): CameraState {
    return this.cam;
  }

  /**
   * The camera moved: levels of detail follow the zoom, and labels left stale off screen are drawn as they come into
   * view. Nothing is culled (see TokenLayer.viewAt): a pan changes one transform and uploads nothing.
   */
  private cull(): void {
    const { width, height } = this.screen;
    const a = toWorld(this.cam, 0, 0);
    const b = toWorld(this.cam, width, height);
    this.terrain.zoomAt(this.cam.scale);
    this.tokens.viewAt({ left: a.x, top: a.y, right: b.x, bottom: b.y });
    this.tokens.setDetail(this.detail.at(this.cam.scale).level > 0);
    // Crossing a level of detail lays the labels out again, once the zoom has settled (labelDetail.ts).
    this.detail.cameraAt(this.cam.scale, performance.now());
  }

  /** The square under a client (page) position. */
  toSquare(clientX: number, clientY: number): Point {
    const r = this.app.renderer ? this.canvasRect() : { left: 0, top: 0 };
    const w = toWorld(this.cam, clientX - r.left, clientY - r.top);
    return { x: Math.floor(w.x / CELL), y: Math.floor(w.y / CELL) };
  }

  /** Client (page) position of the centre of a square. */
  squareToClient(x: number, y: number): { x: number; y: number } {
    const r = this.app.renderer ? this.canvasRect() : { left: 0, top: 0 };
    return {
      x: r.left + (x + 0.5) * CELL * this.cam.scale + this.cam.x,
      y: r.top + (y + 0.5) * CELL * this.cam.scale + this.cam.y,
    };
  }

  /** What is drawn (test bridge). Token positions are their targets (animations settle there). */
  scene(): SceneSnapshot {
    return sceneSnapshot(
      this.enc.getState().encounter,
      this.tokens,
      this.cam,
      this.origin(),
      this.ui.getState().selectedId,
      this.detail.level.level,
      this.frames,
      this.effects.played,
    );
  }

  /**
   * The table's parts as drawn (issue 17; the test bridge and the benchmark read it): the map picture and where it
   * lies (world units), the grid lines' alpha, the fogged squares, the pointing plates' text, pings played, the
   * choice letters, the tokens drawn with their picture or with the eye-off mark, the active tool's state, and the
   * pictures' texture memory.
   */
  table(): TableSnapshot {
    const m = this.mapPicture;
    const views = [...this.tokens.views.entries()];
    return {
      map: m.shown,
      mapBox: m.box(),
      gridAlpha: this.gridLines.alpha(),
      fogged: this.fog.count,
      fogVisible: this.fog.container.visible,
      plates: this.pointing.plateText(),
      pingsPlayed: this.pointing.played,
      pingsShowing: this.pointing.pingsShowing,
      letters: this.pointing.shownLetters,
      fogDraft: this.pointing.fogDraftSquares,
      walls: {
        drawn: this.walls.drawn,
        open: this.walls.open,
        draft: this.drafts.getState().wallDraft?.points.length ?? 0,
        selected: this.drafts.getState().wallSelected,
      },
      pictured: views.filter(([, v]) => v.showsPicture).map(([id]) => id),
      hiddenMarks: views.filter(([, v]) => v.flags?.hiddenMark).map(([id]) => id),
      tool: this.tools?.active().state ?? '',
      textures: this.pictureCache.bytes(),
    };
  }

  // --- Anchors for panels beside tokens (BoardAnchors) ----------------------------------------------------------

  /** The canvas's top-left on the page (0, 0 before PixiJS has started). */
  private origin(): { left: number; top: number } {
    // `app.canvas` reads the renderer, which exists only once init has finished.
    return this.app.renderer ? this.canvasRect() : { left: 0, top: 0 };
  }

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
    if (!this.app.renderer) return false;
    const boxes = [...this.anchors.worldBoxes(ids, true).values()];
    const first = boxes[0];
    const { width, height } = this.screen;
    if (!first || width < 10 || height < 10) return false;
    const world = boxes.reduce<Bounds>((a, b) => union(a, b), first);
    const to = cameraToShow(this.cam, world, width, height, opts.margin ?? 48, opts.reserve ?? {});
    if (
      Math.abs(to.x - this.cam.x) < 0.5 &&
      Math.abs(to.y - this.cam.y) < 0.5 &&
      Math.abs(to.scale - this.cam.scale) < 1e-6
    )
      return false;
    if (opts.animate === false) {
      this.tween = null;
      this.autoFit = false;
      this.applyCamera(to, true);
    } else {
      this.autoFit = false;
      this.tween = new CameraTween({ ...this.cam }, to);
    }
    this.needsRender = true;
    return true;
  }

  /** Call `listener` after any frame in which the camera, the canvas size or a token's drawn position changed. */
  onViewChange(listener: () => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** Show the same world region as another view (the GM's camera in a window of another size). */
  follow(c: CameraState, width: number, height: number): void {
    const { width: w, height: h } = this.screen;
    if (w < 10 || h < 10 || width < 10 || height < 10) return;
    const k = Math.min(w / width, h / height);
    const scale = c.scale * k;
    // Keep the centre of the GM's view in the centre of this one.
    const cx = (width / 2 - c.x) / c.scale;
    const cy = (height / 2 - c.y) / c.scale;
    this.fitted = true;
    this.setCamera({ scale, x: w / 2 - cx * scale, y: h / 2 - cy * scale });
  }

  /** Switch the high-contrast theme (player view option). */
  setHighContrast(on: boolean): void {
    if (!this.app.renderer) return;
    this.app.renderer.background.color = on ? 0x000000 : COLORS.background;
    this.gridLines.g.alpha = on ? 1.6 : 1;
    this.needsRender = true;
  }

  /** Stop drawing and release the canvas. */
  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.raf);
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
