/**
 * The GM window's session wiring that needs the page: the players panel in its own small React root (so it is
 * independent of the layout's tree until the layout places it), and the GM's pointer over the board sent as
 * awareness (throttled by the client).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Board } from '../../render/board';
import { ServicesContext, type AppServices } from '../../ui/context';
import { SessionDock } from '../../ui/session/SessionDock';
import type { SessionHost } from './host';

/**
 * Render the session dock into its own element.
 * @public (loaded by a dynamic import in main.tsx)
 */
export function mountSessionDock(services: AppServices, host: SessionHost): void {
  const el = document.createElement('div');
  el.id = 'session-root';
  document.body.appendChild(el);
  createRoot(el).render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <SessionDock host={host} />
      </ServicesContext.Provider>
    </StrictMode>,
  );
}

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
 * @public (loaded by a dynamic import in main.tsx)
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
