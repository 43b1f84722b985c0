/**
 * The GM window's session (issue 20), started after the board's first frame (start-up, issue 33): the session host
 * (the room, retaken at once after a reload of the tab) and the players panel's own React root. Loaded by a dynamic
 * import in main.tsx, so the session's code (the host, the network client, the players panel, the invite's QR code)
 * is not part of the first frame's static graph.
 */
import type { AppServices } from '../../ui/context';
import { playerOffersOf } from '../../ui/actions/registry';
import { mountSessionDock } from './gmMount';
import { createSessionHost } from './host';
import type { SessionHost, SessionHostOptions } from './hostView';

/**
 * Create the session host (with the action registry's player offers) and mount the players panel.
 * @public (loaded by a dynamic import in main.tsx)
 */
export function startGmSession(services: AppServices, options: Omit<SessionHostOptions, 'offersOf'>): SessionHost {
  const session = createSessionHost({ ...options, offersOf: playerOffersOf });
  mountSessionDock(services, session);
  return session;
}
