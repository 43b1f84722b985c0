/**
 * The GM's pointer over the board, sent as awareness to the session's players (throttled by the client), and a
 * client position in squares (the player's page uses it too). Its own small file: the GM window's first frame
 * wires the pointer when the board mounts, and the session itself is loaded after that frame (start-up, issue 33).
 */
import type { Board } from '../../render/board';

/** A client position on the board in squares (fractional: the pointer between square centres). */
export function clientToSquares(b: Pick<Board, 'squareToClient'>, cx: number, cy: number): { x: number; y: number } {
  const o = b.squareToClient(0, 0);
  const one = b.squareToClient(1, 1);
  const sx = one.x - o.x || 1;
  const sy = one.y - o.y || 1;
  return { x: (cx - o.x) / sx + 0.5, y: (cy - o.y) / sy + 0.5 };
}

/**
 * Send the pointer's position over the board element; returns the unsubscribe.
 */
export function trackPointer(
  el: HTMLElement,
  board: () => Pick<Board, 'squareToClient'> | null,
  send: (at: { x: number; y: number } | null) => void,
): () => void {
  const move = (e: PointerEvent) => {
    const b = board();
    if (b) send(clientToSquares(b, e.clientX, e.clientY));
  };
  const leave = () => send(null);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerleave', leave);
  return () => {
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerleave', leave);
  };
}
