/**
 * The GM window's session wiring that needs the page: the players panel in its own small React root (so it is
 * independent of the layout's tree until the layout places it). The GM's pointer over the board is sent by
 * `pointer.ts` (a part of the first frame's path; this file and the session are loaded after that frame).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServicesContext, type AppServices } from '../../ui/context';
import { SessionDock } from '../../ui/session/SessionDock';
import type { SessionHost } from './host';

/**
 * Render the session dock into its own element.
 * @public (loaded by a dynamic import in main.tsx, after the board's first frame)
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
