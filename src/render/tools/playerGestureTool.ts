/**
 * The player's board by hand (issues 28 and 31): the player view's tool in the tool machine (in place of the GM's
 * tools), so a player's pointer, pen and finger events come through the board's one input path (input.ts → the
 * machine → this tool), one handler per event. Mouse, pen and fingers on the same terms: a press and release in place
 * is a tap; a press held still opens the token menu (long-press; the right button at once); a press on a creature
 * and a drag proposes its move, with the engine's path preview on the way; a press elsewhere and a drag pans; two
 * fingers pinch to zoom and pan together, and lifting one goes on panning with the other. What a tap, a menu or a
 * drop means is the page's ({@link PlayerGestures}, set per window by the player's page); the tool decides no rule.
 * Without them (the GM's second window for the table) it only pans and zooms.
 */
import type { CreatureId, Point } from '../../rules';
import type { UiStore } from '../../store';
import type { PointerInput, Tool, ToolContext } from './types';

/** What the player's page does with the gestures (client positions; squares from the board's host). */
export interface PlayerGestures {
  /** A pick is open (a press does not start a drag). */
  picking(): boolean;
  /** The creature a drag from this square moves, or null. */
  moverAt(sq: Point): CreatureId | null;
  /**
   * A creature on this square that is not the player's to move: a drag of it is still asked for, so the answer says
   * why not (issue 28: a refused drag of someone else's mount used to pan with no word).
   */
  otherAt?(sq: Point): CreatureId | null;
  /** A tap (not a drag) at a client position. */
  tap(cx: number, cy: number): void;
  /** A press held still (or the right button): the token menu of what is there. */
  longPress(cx: number, cy: number): void;
  /** A drag of a mover reached a new square (null: back on its square, or the drag ended or was cancelled). */
  dragOver(id: CreatureId, to: Point | null): void;
  /** A drag ended on another square. */
  drop(id: CreatureId, to: Point): void;
  /** The pointer is at a client position over the board (null: it left the board): shown to the table. */
  pointer?(at: { x: number; y: number } | null): void;
  /** A double click or tap: a ping there. */
  ping?(cx: number, cy: number): void;
}

const pages = new WeakMap<UiStore, PlayerGestures>();

/** Give the player view's gesture tool of this window (its UI store) what the page does; returns the unsetting. */
export function setPlayerGestures(ui: UiStore, g: PlayerGestures): () => void {
  pages.set(ui, g);
  return () => {
    if (pages.get(ui) === g) pages.delete(ui);
  };
}

/** Movement (CSS px) beyond which a press is a drag, not a tap: a finger wobbles more than a mouse. */
export const TAP_SLOP = { mouse: 6, touch: 10 } as const;
/** How long a still press lasts before it opens the token menu. */
export const PLAYER_LONG_PRESS_MS = 550;

type Gesture =
  | { kind: 'press'; pointer: number; x: number; y: number; touch: boolean; mover: CreatureId | null; from: Point }
  | { kind: 'drag'; pointer: number; mover: CreatureId; from: Point; at: Point }
  | { kind: 'pan'; pointer: number; x: number; y: number }
  | { kind: 'pinch'; mid: { x: number; y: number }; dist: number }
  | { kind: 'spent' };

const idOf = (e: PointerInput) => e.pointerId ?? 1;

/** The player view's one tool: taps, long presses, drags proposing moves, pans and pinches. */
export class PlayerGestureTool implements Tool {
  private readonly fingers = new Map<number, { x: number; y: number }>();
  private gesture: Gesture | null = null;
  private longTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ctx: ToolContext) {}

  private get page(): PlayerGestures | undefined {
    return pages.get(this.ctx.ui);
  }

  get state(): string {
    return `player.${this.gesture?.kind ?? 'idle'}`;
  }

  /** A gesture is still in hand after a release (a pinch's other finger, a long press until every finger lifts). */
  holding(): boolean {
    return this.gesture !== null || this.fingers.size > 0;
  }

  private stopLong(): void {
    if (this.longTimer) clearTimeout(this.longTimer);
    this.longTimer = null;
  }

  private two(): { mid: { x: number; y: number }; dist: number } | null {
    const [a, b] = [...this.fingers.values()];
    if (!a || !b) return null;
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, dist: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  private endDrag(): void {
    if (this.gesture?.kind === 'drag') this.page?.dragOver(this.gesture.mover, null);
  }

  down(e: PointerInput, sq: Point): void {
    const touch = e.pointerType === 'touch';
    const page = this.page;
    if (touch) {
      this.fingers.set(idOf(e), { x: e.clientX, y: e.clientY });
      e.preventDefault?.();
    }
    if (touch && this.fingers.size >= 2) {
      // A second finger: whatever the first one did becomes a pinch.
      this.stopLong();
      this.endDrag();
      const p = this.two();
      this.gesture = p ? { kind: 'pinch', ...p } : null;
      return;
    }
    const button = e.button ?? 0;
    if (!touch && button === 2) {
      // The right button: the token menu at once (as the GM's board does).
      this.gesture = { kind: 'spent' };
      page?.longPress(e.clientX, e.clientY);
      return;
    }
    if (!touch && button !== 0) {
      // The middle button pans.
      this.gesture = { kind: 'pan', pointer: idOf(e), x: e.clientX, y: e.clientY };
      return;
    }
    const mover = !page || page.picking() ? null : (page.moverAt(sq) ?? page.otherAt?.(sq) ?? null);
    this.gesture = { kind: 'press', pointer: idOf(e), x: e.clientX, y: e.clientY, touch, mover, from: sq };
    this.stopLong();
    if (!page) return;
    const at = { x: e.clientX, y: e.clientY };
    this.longTimer = setTimeout(() => {
      this.longTimer = null;
      if (this.gesture?.kind !== 'press') return;
      this.gesture = { kind: 'spent' };
      page.longPress(at.x, at.y);
    }, PLAYER_LONG_PRESS_MS);
  }

  move(e: PointerInput): void {
    const id = idOf(e);
    if (e.pointerType === 'touch' && this.fingers.has(id)) this.fingers.set(id, { x: e.clientX, y: e.clientY });
    this.page?.pointer?.({ x: e.clientX, y: e.clientY });
    const g = this.gesture;
    if (!g) return;
    const host = this.ctx.host;
    if (g.kind === 'pinch') {
      const p = this.two();
      if (!p) return;
      // Zoom about the fingers' midpoint by the change of their distance, and pan by its movement.
      host.pan(p.mid.x - g.mid.x, p.mid.y - g.mid.y);
      host.zoomAt(p.mid.x, p.mid.y, g.dist > 0 ? p.dist / g.dist : 1);
      this.gesture = { kind: 'pinch', ...p };
      return;
    }
    if (g.kind === 'press' && g.pointer === id) {
      const far = Math.hypot(e.clientX - g.x, e.clientY - g.y);
      if (far < (g.touch ? TAP_SLOP.touch : TAP_SLOP.mouse)) return;
      this.stopLong();
      this.gesture = g.mover
        ? { kind: 'drag', pointer: id, mover: g.mover, from: g.from, at: g.from }
        : { kind: 'pan', pointer: id, x: g.x, y: g.y };
    }
    const now = this.gesture;
    if (now?.kind === 'drag' && now.pointer === id) {
      const sq = host.toSquare(e.clientX, e.clientY);
      if (sq.x !== now.at.x || sq.y !== now.at.y) {
        now.at = sq;
        this.page?.dragOver(now.mover, sq.x === now.from.x && sq.y === now.from.y ? null : sq);
      }
    } else if (now?.kind === 'pan' && now.pointer === id) {
      host.pan(e.clientX - now.x, e.clientY - now.y);
      this.gesture = { kind: 'pan', pointer: id, x: e.clientX, y: e.clientY };
    }
  }

  up(e: PointerInput): void {
    const id = idOf(e);
    if (e.pointerType === 'touch') this.fingers.delete(id);
    this.stopLong();
    const g = this.gesture;
    if (!g) return;
    if (g.kind === 'spent') {
      if (this.fingers.size === 0) this.gesture = null;
      return;
    }
    if (g.kind === 'pinch') {
      // One finger lifted: the other one pans on (a fresh start, no jump); none: done.
      const [rest] = [...this.fingers.entries()];
      this.gesture = rest ? { kind: 'pan', pointer: rest[0], x: rest[1].x, y: rest[1].y } : null;
      return;
    }
    if (g.pointer !== id) return;
    this.gesture = null;
    if (g.kind === 'press') this.page?.tap(e.clientX, e.clientY);
    else if (g.kind === 'drag') {
      const to = this.ctx.host.toSquare(e.clientX, e.clientY);
      if (to.x !== g.from.x || to.y !== g.from.y) this.page?.drop(g.mover, to);
    }
  }

  cancel(): void {
    this.fingers.clear();
    this.stopLong();
    this.endDrag();
    this.gesture = null;
  }

  hover(e: PointerInput): void {
    this.page?.pointer?.({ x: e.clientX, y: e.clientY });
  }

  /** The pointer left the board: the table no longer sees it. */
  hoverEnd(): void {
    this.page?.pointer?.(null);
  }

  /** A double click or tap: a ping there. */
  double(e: PointerInput): void {
    this.page?.ping?.(e.clientX, e.clientY);
  }

  exit(): void {
    this.cancel();
  }
}
