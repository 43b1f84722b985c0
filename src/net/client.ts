/**
 * The client side of the session protocol, for the GM's tab and a player's page (and Node tests: pass a
 * WebSocket factory, e.g. the `ws` package's).
 *
 * One state machine: `idle` → `connecting` (socket opening, opening message sent, waiting for the welcome) →
 * `open` (welcomed) → on a drop `retrying` (exponential backoff with jitter) → `connecting` … ; `closed` after
 * `close()` or a terminal close code (wrong secret, replaced by another tab, room closed, removed by the GM:
 * reconnecting cannot help, the person has to act). Every (re)connection sends the opening again with the
 * secret: the GM's tab retakes its room, a player rejoins as the same player (resume key) and gets the current
 * view at once. Every frame from the server is validated before it is handed on.
 *
 * The transport is `transport.ts`, the GM's client `gmClient.ts`, a player's `playerClient.ts` (issue 31: split by
 * responsibility); this module is their import path.
 */
export {
  DEFAULT_BACKOFF,
  backoffDelay,
  type WebSocketLike,
  type WebSocketFactory,
  type ClientState,
  type StateChange,
  type Backoff,
  type TransportOptions,
  type TransportEvents,
  type Transport,
} from './transport';
export { createGmClient, type GmCredentials, type GmClientOptions, type GmClient } from './gmClient';
export { createPlayerClient, type PlayerIdentity, type PlayerClientOptions, type PlayerClient } from './playerClient';
import type { Hosted, Joined } from './protocol';

/** Joined (re-exported for pages that keep the welcome). */
export type { Hosted, Joined };
