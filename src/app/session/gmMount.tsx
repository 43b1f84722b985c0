/**
 * The GM window's session (issue 20), started after the board's first frame (start-up, issue 33: loaded by a dynamic
 * import in main.tsx, so the session's code — the host, the network client, the players panel, the invite's QR code
 * — is not in the first frame's static graph): the session host (the room, retaken at once after a reload of the
 * tab) and the players panel in its own small React root (so it is independent of the layout's tree until the
 * layout places it). The GM's pointer over the board is sent by `pointer.ts`, wired when the board mounts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServicesContext, type AppServices } from '../../ui/context';
import { playerOffersOf } from '../../ui/actions/registry';
import { SessionDock } from '../../ui/session/SessionDock';
import { createSessionHost } from './host';
import type { SessionHost, SessionHostOptions } from './hostView';

/**
 * Create the session host (with the action registry's player offers) and mount the players panel.
 * @public (loaded by a dynamic import in main.tsx, after the board's first frame)
 */
export function startGmSession(services: AppServices, options: Omit<SessionHostOptions, 'offersOf'>): SessionHost {
  const session = createSessionHost({ ...options, offersOf: playerOffersOf });
  mountSessionDock(services, session);
  return session;
}

/** Render the session dock into its own element. */
function mountSessionDock(services: AppServices, host: SessionHost): void {
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
