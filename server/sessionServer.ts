/**
 * The local session server: a plain `ws` WebSocket relay with rooms, for a GM's tab and the players' pages.
 *
 * It judges nothing about the game: the GM's tab is the only writer of the state and the only judge of
 * requests. The server only
 * - authenticates: a room has a GM secret (may publish the view, receives requests, answers) and a player
 *   secret (the join link); a wrong secret, an unknown room or a malformed opening all get the same close code
 *   and reason ({@link CLOSE.refused}), so nothing tells whether a room exists;
 * - validates every frame with the shared schema (`src/net/protocol.ts`) before it acts on it or relays it, and
 *   limits each connection's frame size and message rate;
 * - keeps per room the GM's latest view and camera (a player who (re)connects gets them at once), the roster
 *   (name, language, creatures the GM assigned), and nothing else — no autosave, no GM data: what the GM's tab
 *   publishes is already the players' filtered view;
 * - relays: the view and camera to the players; a player's request (and "what can I do" question, `options`) to
 *   the GM only, with the sender's player id stamped by the server; the GM's answer (and `menu`) to that player
 *   only; pointers (throttled) and pings to everyone else in the room.
 * A room outlives its GM's connection for a grace period (a reload rejoins with the GM secret).
 *
 * Its parts: the limits (serverLimits.ts), per-address accounting (addresses.ts), rooms and their records
 * (rooms.ts), openings (openings.ts), messages (messages.ts), sending (conns.ts), and with `REDIS_URL` the room
 * space shared by several processes (relay.ts, redisStore.ts). This file wires them to HTTP and WebSocket.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { addressOf, addressState, mayCreate, originAllowed, sweepAddresses } from './addresses.ts';
import { closeConn } from './conns.ts';
import { newConn, onClose, onMessage } from './messages.ts';
import { redisRoomSpace, type RedisOptions } from './relay.ts';
import { memoryRoomStore, type RoomStore } from './roomStore.ts';
import { created, newRoom, pendingWrites, roomOf, sweepRooms, write } from './rooms.ts';
import { DEFAULT_LIMITS, take, type ServerLimits } from './serverLimits.ts';
import { frameOf, type Ctx } from './serverTypes.ts';

export { DEFAULT_LIMITS, type ServerLimits } from './serverLimits.ts';

export interface ServerOptions {
  /** Interface to listen on (default 127.0.0.1; `0.0.0.0` for the local network). */
  readonly host?: string;
  /** Port (default 8787; 0 = any free port, for tests). */
  readonly port?: number;
  readonly limits?: Partial<ServerLimits>;
  /** If set, creating a room (the GM's `host` without a room, or `POST /rooms`) needs this token. */
  readonly createToken?: string;
  /** Log lines (never secrets). Default: none. */
  readonly log?: (line: string) => void;
  /**
   * The addresses players on the network reach the app at (host names or IPs, `npm start --host 0.0.0.0` lists
   * the machine's), reported by `GET /ws/info` so the GM's *Invite players* dialog can build a link that works
   * on another device when the GM's own page is on 127.0.0.1.
   */
  readonly inviteHosts?: readonly string[];
  /**
   * Where rooms are kept (issue 27): `fileRoomStore(dir)` makes them outlive a restart. Default: memory only.
   */
  readonly store?: RoomStore;
  /**
   * Several server processes, one room space (issue 27): rooms kept in Redis and served by whichever process a
   * client reaches (server/relay.ts). Replaces `store`.
   */
  readonly redis?: RedisOptions;
  /**
   * Attach to this HTTP server instead of listening on its own (the production server, `server/http.ts`: one
   * port for the app and /ws). Only its WebSocket upgrades are handled here; its requests are the owner's, who
   * passes /health, /ws/info and POST /rooms to {@link SessionServer.handleHttp}. The owner listens and closes it.
   */
  readonly server?: Server;
}

/** A room's credentials, as the GM gets them. */
export interface RoomCredentials {
  readonly room: string;
  readonly gmSecret: string;
  readonly playerSecret: string;
}

/** What `GET /health` reports (and `stats()`). */
export interface ServerStats {
  readonly ok: true;
  readonly protocol: number;
  readonly rooms: number;
  readonly connections: number;
  readonly players: number;
  /** Bytes of views held in memory (all rooms). */
  readonly viewBytes: number;
  readonly memory: { readonly rss: number; readonly heapUsed: number };
  readonly uptimeSeconds: number;
}

export interface SessionServer {
  readonly host: string;
  readonly port: number;
  /** `ws://host:port/ws`. */
  readonly wsUrl: string;
  /** `http://host:port`. */
  readonly httpUrl: string;
  /** Create a room directly (tests, scripts). */
  createRoom(): RoomCredentials | null;
  stats(): ServerStats;
  /** Answer /health, /ws/info and POST /rooms (anything else: 404), for a server given as `options.server`. */
  handleHttp(req: IncomingMessage, res: ServerResponse): void;
  /** Close every connection (going away), forget the rooms, stop listening. */
  close(): Promise<void>;
}

/** Start a session server; resolves once it listens. */
export async function startSessionServer(options: ServerOptions = {}): Promise<SessionServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  const startedAt = Date.now();
  const ctx: Ctx = {
    limits,
    log,
    createToken: options.createToken,
    rooms: new Map(),
    conns: new Set(),
    store: options.store ?? memoryRoomStore(),
    addresses: new Map(),
    createdSecrets: new WeakMap(),
    space: null,
    closing: false,
  };
  const { rooms, conns } = ctx;
  if (options.redis) {
    // Rooms live in Redis and are read when a client asks for one (issue 27): none is loaded at start-up.
    const space = await redisRoomSpace(ctx, options.redis);
    ctx.space = space;
    (ctx as { store: RoomStore }).store = space.store;
  } else {
    for (const r of await ctx.store.load()) rooms.set(r.id, roomOf(ctx, r, Date.now()));
    if (rooms.size > 0) log(`${rooms.size} rooms read back from the store`);
  }

  // ——— HTTP and the upgrade ———

  function json(res: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(text);
  }

  function stats(): ServerStats {
    let players = 0;
    let viewBytes = 0;
    for (const r of rooms.values()) {
      for (const p of r.players.values()) if (p.conn) players++;
      viewBytes += r.view ? frameOf(r.view).length : 0;
    }
    const m = process.memoryUsage();
    return {
      ok: true,
      protocol: PROTOCOL_VERSION,
      rooms: rooms.size,
      connections: [...conns].filter((c) => !c.remote).length,
      players,
      viewBytes,
      memory: { rss: m.rss, heapUsed: m.heapUsed },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  }

  function onHttp(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/health') return json(res, 200, stats());
    // Under the app's own origin (the web server proxies /ws): whether the server runs, and the invite addresses.
    if (req.method === 'GET' && path === '/ws/info')
      return json(res, 200, { ok: true, protocol: PROTOCOL_VERSION, inviteHosts: options.inviteHosts ?? [] });
    if (req.method === 'POST' && path === '/rooms') {
      req.resume(); // no body is read
      if (options.createToken !== undefined && req.headers.authorization !== `Bearer ${options.createToken}`)
        return json(res, 403, { ok: false });
      if (!originAllowed(ctx, req)) return json(res, 403, { ok: false });
      if (!mayCreate(ctx, addressOf(ctx, req))) return json(res, 429, { ok: false, error: 'too many new rooms' });
      const room = newRoom(ctx);
      if (!room) return json(res, 503, { ok: false, error: 'full' });
      return json(res, 201, created(ctx, room));
    }
    json(res, 404, { ok: false });
  }

  const http: Server = options.server ?? createServer(onHttp);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: Math.max(limits.viewBytes, limits.gmBytes, limits.playerBytes) + 1024,
    perMessageDeflate: false,
    clientTracking: false,
  });

  const reject = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    socket.destroy();
  };

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/ws') return reject(socket, '404 Not Found');
    if (!originAllowed(ctx, req)) return reject(socket, '403 Forbidden');
    const addr = addressOf(ctx, req);
    const a = addressState(ctx, addr);
    // One address cannot crowd the others out: its open and half-open connections and its openings are counted.
    if (
      a.conns >= limits.connectionsPerAddress ||
      a.pending >= limits.pendingPerAddress ||
      !take(a.openings, limits.openingsPerSecond, limits.openingsBurst, Date.now())
    )
      return reject(socket, '429 Too Many Requests');
    // A full server still answers as a WebSocket, with "full" (4005): the GM's page says so, not "not running".
    const full = conns.size >= limits.maxConnections;
    if (full && conns.size >= limits.maxConnections + 64) return reject(socket, '503 Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (full) {
        ws.close(CLOSE.full, 'full');
        return;
      }
      wss.emit('connection', ws, addr);
    });
  });

  wss.on('connection', (ws: WebSocket, addr: string) => {
    const a = addressState(ctx, addr);
    a.conns++;
    a.pending++;
    const c = newConn(ctx, ws, addr, false);
    ws.on('message', (raw, isBinary) => {
      try {
        onMessage(ctx, c, raw, isBinary);
      } catch (e) {
        // A bug here must not take the server down; the connection is dropped and it reconnects.
        log(`error handling a message: ${e instanceof Error ? e.message : String(e)}`);
        ws.terminate();
      }
    });
    ws.on('pong', () => {
      c.alive = true;
    });
    ws.on('close', () => onClose(ctx, c));
    ws.on('error', () => ws.terminate());
  });

  const heartbeat = setInterval(() => {
    for (const c of conns) {
      if (c.remote) {
        c.strikes = Math.max(0, c.strikes - 2); // its socket is watched by the process it is on
        continue;
      }
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.strikes = Math.max(0, c.strikes - 2);
      c.ws.ping();
    }
  }, limits.heartbeatMs);
  const sweep = setInterval(
    () => {
      const now = Date.now();
      sweepRooms(ctx, now);
      sweepAddresses(ctx, now);
    },
    Math.max(10, Math.min(limits.roomGraceMs / 2, limits.offlinePlayerMs / 2, 10_000)),
  );
  heartbeat.unref();
  sweep.unref();

  const host0 = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    if (options.server) return resolve(); // its owner listens
    http.once('error', reject);
    http.listen(options.port ?? 8787, host0, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo | null)?.port ?? options.port ?? 0;
  const shown = host0 === '0.0.0.0' || host0 === '::' ? '127.0.0.1' : host0.includes(':') ? `[${host0}]` : host0;

  let closing: Promise<void> | null = null;
  return {
    host: host0,
    port,
    wsUrl: `ws://${shown}:${port}/ws`,
    httpUrl: `http://${shown}:${port}`,
    createRoom() {
      const room = newRoom(ctx);
      return room ? created(ctx, room) : null;
    },
    stats,
    handleHttp: onHttp,
    close() {
      closing ??= new Promise<void>((resolve) => {
        ctx.closing = true;
        clearInterval(heartbeat);
        clearInterval(sweep);
        // Every room is written as it stands (the GM and the players count as last seen now), then forgotten here.
        const flushed = Promise.all([...[...rooms.values()].map((r) => write(ctx, r)), ...pendingWrites(ctx)]);
        rooms.clear();
        // Clients relayed from other processes are told once this process has handed their rooms back (relay.ts).
        for (const c of conns) if (!c.remote) closeConn(c, CLOSE.goingAway, 'server shutting down');
        // Sockets that do not finish the closing handshake in time are cut.
        const cut = setTimeout(() => {
          for (const c of conns) c.ws.terminate();
        }, 1000);
        cut.unref();
        // An attached server is its owner's to close (after this): here only the sockets and the rooms.
        if (options.server) return void flushed.then(() => ctx.space?.close()).then(() => resolve());
        http.close(() => {
          clearTimeout(cut);
          void flushed.then(() => ctx.space?.close()).then(() => resolve());
        });
        http.closeAllConnections();
      });
      return closing;
    },
  };
}
