/**
 * Board tools as state nodes (tldraw's `StateNode`): the tool machine (machine.ts) enters one tool at a time and
 * exits it when another is asked for (exit clears the tool's own draft in the tool store); the input router
 * (src/store/inputRouter.ts) hands it every pointer event and gives it the first refusal of every key. A tool owns
 * a gesture from press to release and emits previews (its draft, the UI store's preview) and commands. No tool
 * decides a rule: the engine does, by dry runs.
 */
import type { Point } from '../../rules';
import type { EncounterStore, KeyInput, ToolStore, UiStore } from '../../store';

/** What the input needs from the board. */
export interface InputHost {
  canvas: HTMLCanvasElement;
  toSquare(clientX: number, clientY: number): Point;
  pan(dx: number, dy: number): void;
  zoomAt(clientX: number, clientY: number, factor: number): void;
  camera(): { x: number; y: number };
  setCamera(x: number, y: number): void;
  /** The pointer moves with nothing pressed (clientX < 0: it left the board); fans out stacks. */
  hover?(clientX: number, clientY: number): void;
  /** The token drawn under a client position (a fanned-out stack's token), if any. */
  pickAt?(clientX: number, clientY: number): string | null;
  /** The topmost token drawn under a client position, fanned or not (a rider's disc before its mount's), if any. */
  tokenUnder?(clientX: number, clientY: number): string | null;
  /** A client position in world units (the map alignment reads picture pixels off it). */
  toWorld?(clientX: number, clientY: number): Point;
  /** Read the canvas's box again at its next use (called when a press starts a gesture). */
  refreshRect?(): void;
}

/** What every tool works with. */
export interface ToolContext {
  host: InputHost;
  enc: EncounterStore;
  ui: UiStore;
  /** The tools' drafts (the ruler, the template, fog, walls, the alignment). */
  drafts: ToolStore;
}

/** A pointer event as the tools read it (a DOM PointerEvent, or a test's plain object). */
export interface PointerInput {
  clientX: number;
  clientY: number;
  altKey?: boolean;
  shiftKey?: boolean;
  /** Which pointer (a finger of several; a mouse's is 1). */
  pointerId?: number;
  pointerType?: string;
  /** The mouse button pressed (0 main, 1 middle, 2 right). */
  button?: number;
  preventDefault?(): void;
}

/** A board tool: a state node, entered when it becomes the active tool and exited when another one does. */
export interface Tool {
  /** The tool's name and present state, e.g. `select.dragging` (tests and debugging read it). */
  readonly state: string;
  /** A press: start a gesture. */
  down(e: PointerInput, sq: Point): void;
  move(e: PointerInput): void;
  up(e: PointerInput): void;
  /** Leave the gesture without effect (Escape, a lost pointer). */
  cancel(): void;
  /** A modifier changed mid-gesture (Alt pressed or released while dragging). */
  modifiers?(e: { altKey: boolean }): void;
  /** The pointer moved with nothing pressed while this tool is active (a template follows it). */
  hover?(e: PointerInput): void;
  /** It became the active tool. */
  enter?(): void;
  /** Another tool became active: drop the gesture and clear this tool's own draft. */
  exit?(): void;
  /**
   * The first refusal of a key press while it is active (the router's): true if it took the key (nothing else acts on
   * it). Esc is the machine's when a tool leaves it alone: cancel, clear, back to the select tool.
   */
  key?(e: KeyInput): boolean;
  /** Esc left this tool: close what opened it (a square pick, the forced-movement tool), if anything did. */
  leave?(): void;
  /** After a release: a gesture of several pointers is still in hand (a pinch's other finger); it keeps the events. */
  holding?(): boolean;
  /** The pointer left the board. */
  hoverEnd?(): void;
  /** A double click (or tap). */
  double?(e: PointerInput): void;
}

/** Milliseconds a press must stay put to be a long press (a ping on touch screens). */
export const LONG_PRESS_MS = 600;

/** Distance (px) a press may travel and still be a click. */
export const CLICK_SLOP = 5;

/** Dragging the view: a sub-state several tools share (a drag on empty ground, on a pick, in the player view). */
export class PanGesture {
  private readonly sx: number;
  private readonly sy: number;
  private readonly cx: number;
  private readonly cy: number;

  constructor(
    private readonly host: InputHost,
    e: PointerInput,
  ) {
    const c = host.camera();
    this.sx = e.clientX;
    this.sy = e.clientY;
    this.cx = c.x;
    this.cy = c.y;
  }

  move(e: PointerInput): void {
    this.host.setCamera(this.cx + e.clientX - this.sx, this.cy + e.clientY - this.sy);
  }

  /** Did the pointer stay put (a click rather than a pan)? */
  isClick(e: PointerInput): boolean {
    return Math.hypot(e.clientX - this.sx, e.clientY - this.sy) <= CLICK_SLOP;
  }
}

/** The pan tool: the middle button on the GM's board. */
export class PanTool implements Tool {
  private pan: PanGesture | null = null;
  constructor(private readonly ctx: ToolContext) {}
  get state(): string {
    return this.pan ? 'pan.panning' : 'pan.idle';
  }
  down(e: PointerInput): void {
    this.pan = new PanGesture(this.ctx.host, e);
  }
  move(e: PointerInput): void {
    this.pan?.move(e);
  }
  up(): void {
    this.pan = null;
  }
  cancel(): void {
    this.pan = null;
  }
}
