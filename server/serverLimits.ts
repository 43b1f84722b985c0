/** The session server's limits (issue 27): one configuration object, every limit with its default. */
import { LIMITS } from '../src/net/protocol.ts';

/**
 * The server's limits, in one configuration object (every one configurable, `DEFAULT_LIMITS` has the defaults,
 * documented in docs/multiplayer.md; the defaults suit tables of a GM and a few players each).
 */
export interface ServerLimits {
  /** Largest view frame (bytes). */
  readonly viewBytes: number;
  /** Largest other GM frame. */
  readonly gmBytes: number;
  /** Largest player frame. */
  readonly playerBytes: number;
  /** GM messages per second (sustained) and burst. */
  readonly gmRate: number;
  readonly gmBurst: number;
  /** Player messages per second (sustained) and burst. */
  readonly playerRate: number;
  readonly playerBurst: number;
  /** Pings per second per sender (sustained; burst 4). */
  readonly pingRate: number;
  /** A sender's pointer is relayed at most once per this many ms (the newest position wins). */
  readonly pointerIntervalMs: number;
  readonly maxRooms: number;
  readonly maxConnections: number;
  /** Players on one room's roster (online or not). */
  readonly maxPlayersPerRoom: number;
  /** Time to send the opening message. */
  readonly helloTimeoutMs: number;
  /** A room without its GM is forgotten after this long. */
  readonly roomGraceMs: number;
  /** WebSocket ping interval; a connection that did not answer the last ping is dropped. */
  readonly heartbeatMs: number;
  /** A connection whose unsent data exceeds this is dropped (it reconnects and gets the newest view). */
  readonly maxBufferedBytes: number;
  /** Bad or rate-limited messages before the connection is closed (decays over time). */
  readonly maxStrikes: number;
  /** A room's changes are written to the store at most this often (ms; coalesced). */
  readonly persistMs: number;
  /** When only the view, camera or overlay changed: written at most this often (a big view is a big write). */
  readonly viewPersistMs: number;
  /** Requests kept for a GM who is away (answered `queued`, delivered when the GM is back): per player, per room. */
  readonly awayQueuePerPlayer: number;
  readonly awayQueuePerRoom: number;
  /** A whole view sent in parts: the parts together (bytes; a view is never refused for its size below this). */
  readonly viewTotalBytes: number;
  // ——— per address (issue 27): what one machine may cost the others ———
  /** Open connections from one address (a table behind one home router is a GM and a few players). */
  readonly connectionsPerAddress: number;
  /** Connections from one address that have not sent their opening yet. */
  readonly pendingPerAddress: number;
  /** WebSocket openings from one address per second (sustained) and burst. */
  readonly openingsPerSecond: number;
  readonly openingsBurst: number;
  /** Rooms one address may create per hour (sustained) and burst. */
  readonly roomsPerHour: number;
  readonly roomsBurst: number;
  /**
   * Behind a reverse proxy on this machine (the app's web server proxies /ws): the address is the last entry of
   * `X-Forwarded-For` when the connection comes from a loopback address. Off: the socket's address.
   */
  readonly trustLoopbackProxy: boolean;
  /**
   * Origins (`scheme://host[:port]`) allowed to open a WebSocket besides the serving origin (a browser's `Origin`
   * whose host is the request's `Host`). Connections without an `Origin` (not a browser) are not checked here.
   */
  readonly allowedOrigins: readonly string[];
  // ——— rosters and pictures ———
  /** A player offline this long leaves the roster (ms). */
  readonly offlinePlayerMs: number;
  /** A full roster makes room for a newcomer by dropping the entry offline the longest, if offline this long. */
  readonly evictOfflineAfterMs: number;
  /** Picture bytes relayed to one player: burst, and refill per minute. A picture id is asked for once a connection. */
  readonly pictureBudgetBytes: number;
  readonly pictureBytesPerMinute: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  viewBytes: LIMITS.viewBytes,
  gmBytes: LIMITS.gmBytes,
  playerBytes: LIMITS.playerBytes,
  gmRate: 200,
  gmBurst: 400,
  playerRate: 20,
  playerBurst: 40,
  pingRate: 2,
  pointerIntervalMs: 50,
  maxRooms: 200,
  maxConnections: 2000,
  maxPlayersPerRoom: 16,
  helloTimeoutMs: 5000,
  // Rooms are kept (issue 27): a GM reopening the encounter days later retakes its room.
  roomGraceMs: 14 * 24 * 60 * 60 * 1000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxStrikes: 20,
  persistMs: 200,
  viewPersistMs: 2000,
  awayQueuePerPlayer: 3,
  awayQueuePerRoom: 30,
  viewTotalBytes: LIMITS.viewTotalBytes,
  connectionsPerAddress: 32,
  pendingPerAddress: 8,
  openingsPerSecond: 2,
  openingsBurst: 20,
  roomsPerHour: 10,
  roomsBurst: 5,
  trustLoopbackProxy: true,
  allowedOrigins: [],
  offlinePlayerMs: 24 * 60 * 60 * 1000,
  evictOfflineAfterMs: 10 * 60 * 1000,
  pictureBudgetBytes: 48 * 1024 * 1024,
  pictureBytesPerMinute: 8 * 1024 * 1024,
};

/** A token bucket (rates per second). */
export interface Bucket {
  tokens: number;
  at: number;
}

export function refill(b: Bucket, rate: number, burst: number, now: number): void {
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
  b.at = now;
}

export function take(b: Bucket, rate: number, burst: number, now: number): boolean {
  refill(b, rate, burst, now);
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}
