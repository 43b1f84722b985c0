/**
 * The board's camera (issue 31: split out of board.ts): where the world sits in the canvas, conversions between
 * client (page), canvas, world and square coordinates, fitting, framing, following another view and the animated
 * pan that shows what a tool card acts on. It moves nothing itself: the board places the world container, culls and
 * renders when told the camera moved ({@link CameraHost.moved}).
 */
import { creatureOf, type CreatureId, type Encounter, type Point } from '../rules';
import { union } from './anchors';
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
import { CELL } from './constants';
import { actionBounds, fitBounds } from './framing';

/** What the camera needs of its board. */
export interface CameraHost {
  /** The canvas's size in CSS px (0×0 before PixiJS has started or after the board was destroyed). */
  screen(): { width: number; height: number };
  /** PixiJS has started (the canvas exists). */
  started(): boolean;
  /** The canvas (only once started). */
  canvas(): HTMLCanvasElement;
  encounter(): Encounter;
  /** The drawn tokens' boxes in world units (with their labels if asked). */
  worldBoxes(ids: readonly CreatureId[], labels: boolean): Map<CreatureId, Bounds>;
  /** The camera was placed (`auto`: the board moved it itself to show what a tool card acts on). */
  moved(c: CameraState, auto: boolean): void;
}

/** A view smaller than this (CSS px a side) is not laid out yet: the camera stays. */
const MIN_SIDE = 10;

/** The board's camera and its coordinate conversions. */
export class BoardCamera {
  private cam: CameraState = { x: 0, y: 0, scale: 1 };
  private fitted = false;
  /**
   * The view is the fitted one (nobody panned or zoomed since): a resize fits again (issue 30: a window made
   * 1920×1080 shows the whole map); otherwise a resize keeps the point at the centre of the view in the centre.
   */
  private autoFit = false;
  /** The screen size the camera was last placed for. */
  private lastScreen = { width: 0, height: 0 };
  /** A camera animation (ensureVisible). */
  private tween: CameraTween | null = null;
  private rect: DOMRect | null = null;

  constructor(private readonly host: CameraHost) {}

  /** The camera. */
  get state(): CameraState {
    return this.cam;
  }

  /**
   * The canvas's box on the page, read once and kept until the canvas is resized, the window is resized or
   * scrolled, or a press starts a gesture (`refreshRect`): reading it in every pointer handler forced a layout of
   * the whole page whenever a command had just changed the panels (issue 33: ~15–50 ms in the drop's task).
   */
  canvasRect(): DOMRect {
    return (this.rect ??= this.host.canvas().getBoundingClientRect());
  }

  /** Forget the kept canvas box after any change of size (the canvas's, its host's, the window's) or scroll. */
  watch(host: HTMLElement): () => void {
    const forget = () => this.refreshRect();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(forget) : null;
    ro?.observe(this.host.canvas());
    ro?.observe(host);
    window.addEventListener('resize', forget);
    window.addEventListener('scroll', forget, true);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', forget);
      window.removeEventListener('scroll', forget, true);
    };
  }

  /** Read the canvas's box again at the next use (a press: the page is laid out, nothing changed since the frame). */
  refreshRect(): void {
    this.rect = null;
  }

  /** The canvas's top-left on the page (0, 0 before PixiJS has started). */
  origin(): { left: number; top: number } {
    // The canvas exists only once init has finished.
    return this.host.started() ? this.canvasRect() : { left: 0, top: 0 };
  }

  /** A client position in world units, through the canvas's box (the canvas must exist). */
  worldOf(clientX: number, clientY: number): Point {
    const r = this.canvasRect();
    return toWorld(this.cam, clientX - r.left, clientY - r.top);
  }

  /** A client position in world units (through the origin: 0, 0 before PixiJS has started). */
  toWorldAt(clientX: number, clientY: number): Point {
    const r = this.origin();
    return toWorld(this.cam, clientX - r.left, clientY - r.top);
  }

  /** The square under a client (page) position. */
  toSquare(clientX: number, clientY: number): Point {
    const w = this.toWorldAt(clientX, clientY);
    return { x: Math.floor(w.x / CELL), y: Math.floor(w.y / CELL) };
  }

  /** Client (page) position of the centre of a square. */
  squareToClient(x: number, y: number): { x: number; y: number } {
    const r = this.origin();
    return {
      x: r.left + (x + 0.5) * CELL * this.cam.scale + this.cam.x,
      y: r.top + (y + 0.5) * CELL * this.cam.scale + this.cam.y,
    };
  }

  /** The world region in view (canvas corners in world units). */
  viewBox(): { left: number; top: number; right: number; bottom: number } {
    const { width, height } = this.host.screen();
    const a = toWorld(this.cam, 0, 0);
    const b = toWorld(this.cam, width, height);
    return { left: a.x, top: a.y, right: b.x, bottom: b.y };
  }

  /** Fit the whole map into the view (and keep it fitted as the view resizes, until someone pans or zooms). */
  fitToScreen(): void {
    const enc = this.host.encounter();
    const { width, height } = this.host.screen();
    if (width < MIN_SIDE || height < MIN_SIDE) return;
    this.fitted = true;
    this.tween = null;
    this.apply(fitCamera(enc.grid.width * CELL, enc.grid.height * CELL, width, height));
    this.autoFit = true;
  }

  /** Before the first reconciliation: nothing placed the camera yet, so fit the map. */
  fitIfUnplaced(): void {
    if (!this.fitted) this.fitToScreen();
  }

  /** The canvas was resized: fit again while the view is the fitted one, otherwise keep the centre. */
  resized(): void {
    if (!this.fitted || this.autoFit) this.fitToScreen();
    else this.keepCentre();
  }

  /** After a resize: the world point that was at the centre of the view stays there. */
  private keepCentre(): void {
    const { width, height } = this.host.screen();
    const prev = this.lastScreen;
    if (width < MIN_SIDE || height < MIN_SIDE || prev.width < MIN_SIDE || prev.height < MIN_SIDE) return;
    const c = this.cam;
    const x = c.x + (width - prev.width) / 2;
    const y = c.y + (height - prev.height) / 2;
    this.tween = null;
    this.apply({ ...c, x, y });
  }

  /**
   * Frame the action (the players' window, issue 29): the tokens of `ids` with room around them, at least ten
   * squares a side; the whole table when none is drawn.
   */
  frameAround(ids: readonly CreatureId[]): void {
    const { width, height } = this.host.screen();
    if (width < MIN_SIDE || height < MIN_SIDE) return;
    const g = this.host.encounter().grid;
    const b = actionBounds([...this.host.worldBoxes(ids, false).values()], g);
    if (!b) return this.fitToScreen();
    this.fitted = true;
    this.set(fitBounds(b, width, height));
  }

  /** Centre on a creature (player view "focus on the active creature"). */
  focusOn(id: CreatureId): void {
    const c = creatureOf(this.host.encounter(), id);
    const { width, height } = this.host.screen();
    if (!c || width < MIN_SIDE || height < MIN_SIDE) return;
    this.set(centreOn(this.cam, (c.pos.x + 0.5) * CELL, (c.pos.y + 0.5) * CELL, width, height));
  }

  /**
   * Show these squares whole, each at least `minPx` CSS px a side (issue 28: squares to pick with a finger); the
   * camera stays if it already does.
   */
  showSquares(squares: readonly Point[], minPx: number): void {
    const { width, height } = this.host.screen();
    if (squares.length === 0 || width < MIN_SIDE || height < MIN_SIDE) return;
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
    this.set({ scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale });
  }

  /** Show the same world region as another view (the GM's camera in a window of another size). */
  follow(c: CameraState, width: number, height: number): void {
    const { width: w, height: h } = this.host.screen();
    if (w < MIN_SIDE || h < MIN_SIDE || width < MIN_SIDE || height < MIN_SIDE) return;
    const k = Math.min(w / width, h / height);
    const scale = c.scale * k;
    // Keep the centre of the GM's view in the centre of this one.
    const cx = (width / 2 - c.x) / c.scale;
    const cy = (height / 2 - c.y) / c.scale;
    this.fitted = true;
    this.set({ scale, x: w / 2 - cx * scale, y: h / 2 - cy * scale });
  }

  /** Set the camera (pan/zoom): someone moved it, so a resize no longer fits the map again. */
  set(c: CameraState): void {
    this.tween = null;
    this.autoFit = false;
    this.apply(c);
  }

  /**
   * Pan (zooming out only if it must) so the tokens are in view with a margin, outside the reserved sides; true if
   * the camera moves (at once, or by an animation the frames advance with {@link step}).
   */
  ensureVisible(ids: readonly CreatureId[], opts: { margin?: number; reserve?: Reserve; animate?: boolean }): boolean {
    if (!this.host.started()) return false;
    const boxes = [...this.host.worldBoxes(ids, true).values()];
    const first = boxes[0];
    const { width, height } = this.host.screen();
    if (!first || width < MIN_SIDE || height < MIN_SIDE) return false;
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
      this.apply(to, true);
    } else {
      this.autoFit = false;
      this.tween = new CameraTween({ ...this.cam }, to);
    }
    return true;
  }

  /** A camera animation is running. */
  get moving(): boolean {
    return this.tween !== null;
  }

  /** Advance the camera's animation by `dt` ms, if one is running. */
  step(dt: number): void {
    if (!this.tween) return;
    const { cam, done } = this.tween.step(dt);
    this.apply(cam, true);
    if (done) this.tween = null;
  }

  private apply(c: CameraState, auto = false): void {
    this.cam = c;
    const { width, height } = this.host.screen();
    this.lastScreen = { width, height };
    this.host.moved(c, auto);
  }
}
