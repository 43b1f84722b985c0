/**
 * The player's board by hand (issue 28): mouse, pen and fingers on the same terms. A press and release in place is
 * a tap (a click); a press held still opens the token menu (long-press); a press on a creature the player directs
 * and a drag moves it, with the engine's path preview on the way; a finger elsewhere pans; two fingers pinch to zoom
 * and pan together. A mouse press on empty ground is left to the board (its pan tool); every touch is handled here.
 */
import type { CreatureId, Point } from '../../rules';
import type { CameraState } from '../../render/camera';
import { zoomAt } from '../../render/camera';

/** What the gestures need of the board and the page. */
export interface GestureTarget {
  /** The board, once it draws: squares, its camera. */
  board(): {
    toSquare(cx: number, cy: number): Point;
    camera(): CameraState;
    setCamera(c: CameraState): void;
  } | null;
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
  /** A press held still: the token menu of what is there. */
  longPress(cx: number, cy: number): void;
  /** A drag of a mover reached a new square (null: the drag ended or was cancelled). */
  dragOver(id: CreatureId, to: Point | null): void;
  /** A drag ended on another square. */
  drop(id: CreatureId, to: Point): void;
}

/** Movement (CSS px) beyond which a press is a drag, not a tap: a finger wobbles more than a mouse. */
export const TAP_SLOP = { mouse: 6, touch: 10 } as const;
/** How long a still press lasts before it opens the token menu. */
export const LONG_PRESS_MS = 550;

type Gesture =
  | { kind: 'press'; pointer: number; x: number; y: number; touch: boolean; mover: CreatureId | null; from: Point }
  | { kind: 'drag'; pointer: number; mover: CreatureId; from: Point; at: Point }
  | { kind: 'pan'; pointer: number; x: number; y: number }
  | { kind: 'pinch'; mid: { x: number; y: number }; dist: number }
  | { kind: 'spent' };

/** The camera after two fingers moved: zoomed about their midpoint by the change of their distance, and panned. */
export function pinchCamera(
  cam: CameraState,
  before: { mid: { x: number; y: number }; dist: number },
  after: { mid: { x: number; y: number }; dist: number },
  origin: { left: number; top: number },
): CameraState {
  const panned = { ...cam, x: cam.x + after.mid.x - before.mid.x, y: cam.y + after.mid.y - before.mid.y };
  const f = before.dist > 0 ? after.dist / before.dist : 1;
  return zoomAt(panned, after.mid.x - origin.left, after.mid.y - origin.top, f);
}

/** Wire the gestures on the board's host (capture phase, before the board's own input). Returns the unwiring. */
export function attachGestures(el: HTMLElement, g: GestureTarget): () => void {
  const touches = new Map<number, { x: number; y: number }>();
  let gesture: Gesture | null = null;
  let longTimer: ReturnType<typeof setTimeout> | null = null;
  const stopLong = () => {
    if (longTimer) clearTimeout(longTimer);
    longTimer = null;
  };
  const two = () => {
    const [a, b] = [...touches.values()];
    if (!a || !b) return null;
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, dist: Math.hypot(a.x - b.x, a.y - b.y) };
  };
  const endDrag = () => {
    if (gesture?.kind === 'drag') g.dragOver(gesture.mover, null);
    el.classList.remove('dragging');
  };

  const onDown = (e: PointerEvent) => {
    const touch = e.pointerType === 'touch';
    if (touch) {
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      e.stopPropagation();
      e.preventDefault();
    }
    if (touch && touches.size >= 2) {
      // A second finger: whatever the first one did becomes a pinch.
      stopLong();
      endDrag();
      const p = two();
      gesture = p ? { kind: 'pinch', ...p } : null;
      return;
    }
    if (!touch && e.button === 2) {
      // The right button: the token menu at once (as the GM's board does).
      gesture = { kind: 'spent' };
      g.longPress(e.clientX, e.clientY);
      return;
    }
    if (!touch && e.button !== 0) {
      gesture = null;
      return;
    }
    const b = g.board();
    if (!b) return;
    const from = b.toSquare(e.clientX, e.clientY);
    const mover = g.picking() ? null : (g.moverAt(from) ?? g.otherAt?.(from) ?? null);
    gesture = { kind: 'press', pointer: e.pointerId, x: e.clientX, y: e.clientY, touch, mover, from };
    if (mover && !touch) e.stopPropagation(); // the board does not pan under a drag
    if (mover || touch) el.setPointerCapture?.(e.pointerId);
    stopLong();
    const at = { x: e.clientX, y: e.clientY };
    longTimer = setTimeout(() => {
      longTimer = null;
      if (gesture?.kind !== 'press') return;
      gesture = { kind: 'spent' };
      g.longPress(at.x, at.y);
    }, LONG_PRESS_MS);
  };

  const onMove = (e: PointerEvent) => {
    const touch = e.pointerType === 'touch';
    if (touch && touches.has(e.pointerId)) {
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      e.stopPropagation();
    }
    const b = g.board();
    if (!gesture || !b) return;
    if (gesture.kind === 'pinch') {
      const p = two();
      if (!p) return;
      const r = el.getBoundingClientRect();
      b.setCamera(pinchCamera(b.camera(), gesture, p, r));
      gesture = { kind: 'pinch', ...p };
      return;
    }
    if (gesture.kind === 'press' && gesture.pointer === e.pointerId) {
      const far = Math.hypot(e.clientX - gesture.x, e.clientY - gesture.y);
      if (far < (gesture.touch ? TAP_SLOP.touch : TAP_SLOP.mouse)) return;
      stopLong();
      if (gesture.mover) {
        gesture = { kind: 'drag', pointer: e.pointerId, mover: gesture.mover, from: gesture.from, at: gesture.from };
        el.classList.add('dragging');
      } else if (gesture.touch) gesture = { kind: 'pan', pointer: e.pointerId, x: gesture.x, y: gesture.y };
      else {
        gesture = null; // a mouse pan is the board's own
        return;
      }
    }
    if (gesture.kind === 'drag' && gesture.pointer === e.pointerId) {
      e.stopPropagation();
      const sq = b.toSquare(e.clientX, e.clientY);
      if (sq.x !== gesture.at.x || sq.y !== gesture.at.y) {
        gesture.at = sq;
        g.dragOver(gesture.mover, sq.x === gesture.from.x && sq.y === gesture.from.y ? null : sq);
      }
    } else if (gesture.kind === 'pan' && gesture.pointer === e.pointerId) {
      const c = b.camera();
      b.setCamera({ ...c, x: c.x + e.clientX - gesture.x, y: c.y + e.clientY - gesture.y });
      gesture = { kind: 'pan', pointer: e.pointerId, x: e.clientX, y: e.clientY };
    }
  };

  const onUp = (e: PointerEvent) => {
    const touch = e.pointerType === 'touch';
    if (touch) {
      touches.delete(e.pointerId);
      e.stopPropagation();
    }
    stopLong();
    const gs = gesture;
    if (!gs) return;
    if (gs.kind === 'spent') {
      if (touches.size === 0) gesture = null;
      return;
    }
    if (gs.kind === 'pinch') {
      // One finger lifted: the other one pans on (a fresh start, no jump); none: done.
      const [rest] = [...touches.entries()];
      gesture = rest ? { kind: 'pan', pointer: rest[0], x: rest[1].x, y: rest[1].y } : null;
      return;
    }
    if ('pointer' in gs && gs.pointer !== e.pointerId) return;
    gesture = null;
    el.releasePointerCapture?.(e.pointerId);
    if (gs.kind === 'press') {
      if (gs.mover && !touch) e.stopPropagation();
      g.tap(e.clientX, e.clientY);
    } else if (gs.kind === 'drag') {
      e.stopPropagation();
      endDrag();
      const b = g.board();
      const to = b ? b.toSquare(e.clientX, e.clientY) : gs.from;
      if (to.x !== gs.from.x || to.y !== gs.from.y) g.drop(gs.mover, to);
    }
  };

  const onCancel = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    stopLong();
    endDrag();
    gesture = null;
  };
  const onContext = (e: Event) => {
    // A long press is ours (the token menu), not the browser's.
    if (touches.size > 0 || gesture?.kind === 'spent') e.preventDefault();
  };

  el.addEventListener('pointerdown', onDown, true);
  el.addEventListener('pointermove', onMove, true);
  el.addEventListener('pointerup', onUp, true);
  el.addEventListener('pointercancel', onCancel, true);
  el.addEventListener('contextmenu', onContext, true);
  return () => {
    stopLong();
    el.removeEventListener('pointerdown', onDown, true);
    el.removeEventListener('pointermove', onMove, true);
    el.removeEventListener('pointerup', onUp, true);
    el.removeEventListener('pointercancel', onCancel, true);
    el.removeEventListener('contextmenu', onContext, true);
  };
}
