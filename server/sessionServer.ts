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
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CLOSE,
  LIMITS,
  PROTOCOL_VERSION,
  cleanName,
  encode,
  parseGmMessage,
  parseHello,
  parsePlayerMessage,
  type ErrorCode,
  type GmMessage,
  type HostHello,
  type JoinHello,
  type JsonObject,
  type Lang,
  type Peer,
  type PlayerMessage,
  type RosterEntry,
  type ServerMessage,
  type View,
} from '../src/net/protocol.ts';
import { applyViewPatch, PartCollector, splitParts } from '../src/net/viewPatch.ts';
import { memoryRoomStore, type QueuedRecord, type RoomRecord, type RoomStore } from './roomStore.ts';

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

interface Player {
  readonly id: string;
  name: string;
  lang: Lang;
  creatureIds: string[];
  readonly resumeHash: Buffer;
  conn: Conn | null;
  /** When the player was last connected. */
  lastSeen: number;
  /** Picture bytes this player may still be sent (refills with time). */
  readonly pictureBudget: Bucket;
}

interface Room {
  readonly id: string;
  readonly gmHash: Buffer;
  readonly playerHash: Buffer;
  /** Known while the process that created the room runs; a room read back from the store has only its hash. */
  readonly playerSecret: string | null;
  gm: Conn | null;
  readonly players: Map<string, Player>;
  /** The latest view: its value (patched in place) and its encoded `view` frame (made when needed). */
  view: { rev: number; value: JsonObject; frame: string | null } | null;
  camera: string | null;
  /** The newest overlay frame (what the GM points at, filtered in the GM's tab). */
  overlay: string | null;
  /** When the GM last left (or the room was created without one); null while a GM is connected. */
  noGmSince: number | null;
  /** Requests that arrived while no GM was connected, oldest first. */
  queue: QueuedRecord[];
  /** A write to the store is scheduled (for `saveDue`). */
  saveTimer: ReturnType<typeof setTimeout> | null;
  saveDue: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** What one address is using now. */
interface Address {
  conns: number;
  pending: number;
  readonly openings: Bucket;
  readonly creations: Bucket;
}

interface Conn {
  readonly ws: WebSocket;
  readonly addr: string;
  /** The view revision this connection was sent last (a patch from it fits). */
  viewRev: number | null;
  /** A GM's whole view arriving in parts. */
  readonly parts: PartCollector;
  /** Still counted as half-open for its address (no opening message yet). */
  pending: boolean;
  /** Picture ids this connection asked for (each at most once). */
  readonly pictureIds: Set<string>;
  role: 'pending' | 'gm' | 'player';
  room: Room | null;
  playerId: string | null;
  alive: boolean;
  strikes: number;
  lastErrorAt: number;
  readonly bucket: Bucket;
  readonly pings: Bucket;
  helloTimer: ReturnType<typeof setTimeout> | null;
  pointer: {
    last: number;
    pending: { x: number; y: number } | null | undefined;
    timer: ReturnType<typeof setTimeout> | null;
  };
}

const REFUSED_REASON = 'refused';
const random = (bytes: number) => randomBytes(bytes).toString('base64url');
const hash = (s: string) => createHash('sha256').update(s).digest();
const sameHash = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

function refill(b: Bucket, rate: number, burst: number, now: number): void {
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
  b.at = now;
}

function take(b: Bucket, rate: number, burst: number, now: number): boolean {
  refill(b, rate, burst, now);
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

/** Start a session server; resolves once it listens. */
export async function startSessionServer(options: ServerOptions = {}): Promise<SessionServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  const startedAt = Date.now();
  const rooms = new Map<string, Room>();
  const conns = new Set<Conn>();
  const store = options.store ?? memoryRoomStore();

  // ——— the store (issue 27): every change of a room is written, coalesced, one write of a room at a time ———

  const recordOf = (room: Room): RoomRecord => ({
    v: 1,
    id: room.id,
    gmHash: room.gmHash.toString('hex'),
    playerHash: room.playerHash.toString('hex'),
    players: [...room.players.values()].map((p) => ({
      id: p.id,
      name: p.name,
      lang: p.lang,
      creatureIds: p.creatureIds,
      resumeHash: p.resumeHash.toString('hex'),
      lastSeen: p.conn ? Date.now() : p.lastSeen,
    })),
    queue: room.queue,
    view: room.view ? { rev: room.view.rev, frame: frameOf(room.view) } : null,
    camera: room.camera,
    overlay: room.overlay,
    noGmSince: room.gm ? Date.now() : room.noGmSince,
  });

  /** The `view` frame of a view (encoded once per revision). */
  const frameOf = (v: NonNullable<Room['view']>): string =>
    (v.frame ??= encode({ t: 'view', rev: v.rev, view: v.value as unknown as View }));
  function viewOf(v: RoomRecord['view']): Room['view'] {
    if (!v) return null;
    try {
      const m = JSON.parse(v.frame) as { view?: unknown };
      return m.view && typeof m.view === 'object' ? { rev: v.rev, value: m.view as JsonObject, frame: v.frame } : null;
    } catch {
      return null;
    }
  }

  function roomOf(r: RoomRecord, now: number): Room {
    const players = new Map<string, Player>();
    for (const p of r.players)
      players.set(p.id, {
        id: p.id,
        name: p.name,
        lang: p.lang,
        creatureIds: [...p.creatureIds],
        resumeHash: Buffer.from(p.resumeHash, 'hex'),
        conn: null,
        lastSeen: p.lastSeen,
        pictureBudget: { tokens: limits.pictureBudgetBytes, at: now },
      });
    return {
      id: r.id,
      gmHash: Buffer.from(r.gmHash, 'hex'),
      playerHash: Buffer.from(r.playerHash, 'hex'),
      playerSecret: null,
      gm: null,
      players,
      view: viewOf(r.view),
      camera: r.camera,
      overlay: r.overlay,
      noGmSince: r.noGmSince ?? now,
      queue: [...r.queue],
      saveTimer: null,
      saveDue: 0,
    };
  }

  const writes = new Map<string, Promise<void>>();
  /** Write the room now (or remove it when it is gone), after any write of it still under way. */
  function write(room: Room): Promise<void> {
    if (room.saveTimer) clearTimeout(room.saveTimer);
    room.saveTimer = null;
    const rec = rooms.get(room.id) === room ? recordOf(room) : null;
    const next = (writes.get(room.id) ?? Promise.resolve())
      .then(() => (rec ? store.save(rec) : store.remove(room.id)))
      .catch((e: unknown) => log(`could not write a room: ${e instanceof Error ? e.message : String(e)}`));
    writes.set(room.id, next);
    void next.then(() => {
      if (writes.get(room.id) === next) writes.delete(room.id);
    });
    return next;
  }
  /** Write the room soon (changes within `persistMs` go in one write). */
  function persist(room: Room, viewOnly = false): void {
    if (rooms.get(room.id) !== room) return;
    const due = Date.now() + (viewOnly ? limits.viewPersistMs : limits.persistMs);
    if (room.saveTimer && room.saveDue <= due) return;
    if (room.saveTimer) clearTimeout(room.saveTimer);
    room.saveDue = due;
    room.saveTimer = setTimeout(() => void write(room), due - Date.now());
  }

  for (const r of await store.load()) rooms.set(r.id, roomOf(r, Date.now()));
  if (rooms.size > 0) log(`${rooms.size} rooms read back from the store`);

  // ——— rooms ———

  function newRoom(): Room | null {
    if (rooms.size >= limits.maxRooms) return null;
    let id = random(16);
    while (rooms.has(id)) id = random(16);
    const gmSecret = random(32);
    const playerSecret = random(32);
    const room: Room = {
      id,
      gmHash: hash(gmSecret),
      playerHash: hash(playerSecret),
      playerSecret,
      gm: null,
      players: new Map(),
      view: null,
      camera: null,
      overlay: null,
      noGmSince: Date.now(),
      queue: [],
      saveTimer: null,
      saveDue: 0,
    };
    rooms.set(id, room);
    void write(room);
    createdSecrets.set(room, gmSecret);
    log(`room created (${rooms.size} rooms)`);
    return room;
  }
  // The GM secret of a room just created, handed out once and then forgotten (only its hash is kept).
  const createdSecrets = new WeakMap<Room, string>();

  function destroyRoom(room: Room, code: number, reason: string): void {
    rooms.delete(room.id);
    void write(room);
    for (const p of room.players.values()) if (p.conn) closeConn(p.conn, code, reason);
    if (room.gm) closeConn(room.gm, code, reason);
    log(`room closed (${rooms.size} rooms)`);
  }

  /** A player leaves the roster (removed by the GM, expired, or made room for a newcomer). */
  function dropPlayer(room: Room, p: Player): void {
    room.players.delete(p.id);
    room.queue = room.queue.filter((q) => q.playerId !== p.id);
    persist(room);
    if (p.conn) {
      const pc = p.conn;
      p.conn = null;
      pc.room = null;
      closeConn(pc, CLOSE.kicked, 'removed by the GM');
    }
  }

  function rosterMessage(room: Room): ServerMessage {
    const players: RosterEntry[] = [...room.players.values()].map((p) => ({
      id: p.id,
      name: p.name,
      lang: p.lang,
      creatureIds: p.creatureIds,
      online: p.conn !== null,
    }));
    return { t: 'roster', gmOnline: room.gm !== null, players };
  }

  function broadcastRoster(room: Room): void {
    const frame = encode(rosterMessage(room));
    if (room.gm) sendFrame(room.gm, frame);
    for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame);
  }

  // ——— sending ———

  function sendFrame(c: Conn, frame: string, optional = false): void {
    if (c.ws.readyState !== WebSocket.OPEN) return;
    if (c.ws.bufferedAmount > limits.maxBufferedBytes) {
      // A consumer this slow is dropped; it reconnects and gets the newest view at once.
      c.ws.terminate();
      return;
    }
    if (optional && c.ws.bufferedAmount > 256 * 1024) return; // awareness is skipped under pressure
    c.ws.send(frame);
  }

  const send = (c: Conn, m: ServerMessage, optional = false) => sendFrame(c, encode(m), optional);

  /** The whole view (join, resync, a player without the patch's base): one frame, or parts when it is big. */
  function sendWholeView(c: Conn, room: Room): void {
    if (!room.view) return;
    const frame = frameOf(room.view);
    c.viewRev = room.view.rev;
    if (frame.length <= limits.viewBytes - 1024) return sendFrame(c, frame);
    const parts = splitParts(frame, LIMITS.viewPartChars);
    parts.forEach((data, part) =>
      sendFrame(c, encode({ t: 'viewPart', rev: room.view?.rev ?? 0, part, parts: parts.length, data })),
    );
  }

  function closeConn(c: Conn, code: number, reason: string): void {
    if (c.ws.readyState === WebSocket.OPEN || c.ws.readyState === WebSocket.CONNECTING) c.ws.close(code, reason);
  }

  function strike(c: Conn, code: ErrorCode, detail: string | undefined, weight: number): void {
    c.strikes += weight;
    if (c.strikes >= limits.maxStrikes) {
      closeConn(c, CLOSE.policy, 'too many bad messages');
      return;
    }
    const now = Date.now();
    if (now - c.lastErrorAt < 1000 && code === 'rate') return; // tell about rate once a second
    c.lastErrorAt = now;
    send(c, detail === undefined ? { t: 'error', code } : { t: 'error', code, detail: detail.slice(0, 200) });
  }

  function others(room: Room, except: Conn): Conn[] {
    const out: Conn[] = [];
    if (room.gm && room.gm !== except) out.push(room.gm);
    for (const p of room.players.values()) if (p.conn && p.conn !== except) out.push(p.conn);
    return out;
  }

  const peerOf = (c: Conn): Peer =>
    c.role === 'gm' ? { role: 'gm' } : { role: 'player', playerId: c.playerId as string };

  // ——— awareness ———

  function flushPointer(c: Conn): void {
    const room = c.room;
    c.pointer.timer = null;
    if (!room || c.pointer.pending === undefined) return;
    const frame = encode({ t: 'pointer', from: peerOf(c), at: c.pointer.pending });
    c.pointer.pending = undefined;
    c.pointer.last = Date.now();
    for (const o of others(room, c)) sendFrame(o, frame, true);
  }

  function pointer(c: Conn, at: { x: number; y: number } | null): void {
    c.pointer.pending = at;
    if (c.pointer.timer) return;
    const wait = c.pointer.last + limits.pointerIntervalMs - Date.now();
    if (wait <= 0) flushPointer(c);
    else c.pointer.timer = setTimeout(() => flushPointer(c), wait);
  }

  function ping(c: Conn, at: { x: number; y: number }): void {
    if (!c.room || !take(c.pings, limits.pingRate, 4, Date.now())) return;
    const frame = encode({ t: 'ping', from: peerOf(c), at });
    for (const o of others(c.room, c)) sendFrame(o, frame, true);
  }

  // ——— openings ———

  function refuse(c: Conn): void {
    closeConn(c, CLOSE.refused, REFUSED_REASON);
  }

  function host(c: Conn, h: HostHello): void {
    let room: Room | undefined | null;
    let created = false;
    if (h.room === undefined) {
      if (h.secret !== undefined) return refuse(c);
      if (options.createToken !== undefined && h.token !== options.createToken) return refuse(c);
      if (!mayCreate(c.addr)) return closeConn(c, CLOSE.full, 'too many new rooms');
      room = newRoom();
      if (!room) return closeConn(c, CLOSE.full, 'full');
      created = true;
    } else {
      // Hash first, look up after: an unknown room costs the same time as a wrong secret.
      const given = hash(h.secret ?? '');
      room = rooms.get(h.room);
      if (!room || h.secret === undefined || !sameHash(room.gmHash, given)) return refuse(c);
    }
    if (room.gm) {
      const old = room.gm;
      old.room = null; // nothing more from the replaced tab counts
      closeConn(old, CLOSE.replaced, 'replaced');
    }
    room.gm = c;
    c.bucket.tokens = limits.gmBurst;
    room.noGmSince = null;
    c.role = 'gm';
    c.room = room;
    const gmSecret = created ? createdSecrets.get(room) : undefined;
    createdSecrets.delete(room);
    send(c, {
      t: 'hosted',
      v: PROTOCOL_VERSION,
      room: room.id,
      ...(gmSecret ? { gmSecret } : {}),
      ...(room.playerSecret ? { playerSecret: room.playerSecret } : {}),
      lastRev: room.view ? room.view.rev : null,
    });
    broadcastRoster(room);
    // Requests that waited for the GM (they were answered `queued`): the GM's desk answers them now.
    const waiting = room.queue;
    room.queue = [];
    for (const q of waiting)
      if (room.players.has(q.playerId))
        send(c, {
          t: 'request',
          reqId: q.reqId,
          playerId: q.playerId,
          command: q.command as JsonObject,
          basedOnRevision: q.basedOnRevision,
        });
    persist(room);
    log(`gm ${created ? 'created' : 'joined'} a room`);
  }

  function join(c: Conn, j: JoinHello): void {
    const given = hash(j.secret);
    const room = rooms.get(j.room);
    if (!room || !sameHash(room.playerHash, given)) return refuse(c);
    let player: Player | undefined;
    if (j.resume !== undefined) {
      const h = hash(j.resume);
      for (const p of room.players.values()) if (sameHash(p.resumeHash, h)) player = p;
    }
    let resume = j.resume;
    if (!player) {
      if (room.players.size >= limits.maxPlayersPerRoom) {
        // Room for a newcomer: the entry offline the longest goes, if it has been away long enough.
        let oldest: Player | null = null;
        for (const p of room.players.values()) if (!p.conn && (!oldest || p.lastSeen < oldest.lastSeen)) oldest = p;
        if (!oldest || Date.now() - oldest.lastSeen < limits.evictOfflineAfterMs)
          return closeConn(c, CLOSE.full, 'full');
        dropPlayer(room, oldest);
      }
      let id = `p${random(6)}`;
      while (room.players.has(id)) id = `p${random(6)}`;
      resume = random(32);
      player = {
        id,
        name: cleanName(j.name) || `Player ${room.players.size + 1}`,
        lang: j.lang,
        creatureIds: [],
        resumeHash: hash(resume),
        conn: null,
        lastSeen: Date.now(),
        pictureBudget: { tokens: limits.pictureBudgetBytes, at: Date.now() },
      };
      room.players.set(id, player);
    } else {
      const name = cleanName(j.name);
      if (name) player.name = name;
      player.lang = j.lang;
    }
    if (player.conn) {
      const old = player.conn;
      old.room = null;
      closeConn(old, CLOSE.replaced, 'replaced');
    }
    player.conn = c;
    player.lastSeen = Date.now();
    persist(room);
    c.role = 'player';
    c.room = room;
    c.playerId = player.id;
    send(c, { t: 'joined', v: PROTOCOL_VERSION, room: room.id, playerId: player.id, resume: resume as string });
    broadcastRoster(room);
    sendWholeView(c, room);
    if (room.camera) sendFrame(c, room.camera);
    if (room.overlay) sendFrame(c, room.overlay);
  }

  function settled(c: Conn): void {
    if (!c.pending) return;
    c.pending = false;
    const a = addresses.get(c.addr);
    if (a) a.pending--;
  }

  function onHello(c: Conn, data: string): void {
    if (c.helloTimer) clearTimeout(c.helloTimer);
    c.helloTimer = null;
    settled(c);
    const r = parseHello(data);
    if (!r.ok) return refuse(c);
    if (r.message.v !== PROTOCOL_VERSION) return closeConn(c, CLOSE.version, `protocol ${PROTOCOL_VERSION}`);
    if (r.message.t === 'host') host(c, r.message);
    else join(c, r.message);
  }

  // ——— messages of a GM and of a player ———

  function onGm(c: Conn, room: Room, m: GmMessage): void {
    switch (m.t) {
      case 'view': {
        room.view = { rev: m.rev, value: m.view as unknown as JsonObject, frame: null };
        for (const p of room.players.values()) if (p.conn) sendWholeView(p.conn, room);
        return persist(room, true);
      }
      case 'viewPatch': {
        // Only from the revision this room holds; otherwise the GM's tab sends the whole view (error `from`).
        if (!room.view || room.view.rev !== m.from) return send(c, { t: 'error', code: 'invalid', detail: 'from' });
        try {
          applyViewPatch(room.view.value, m.ops, true);
        } catch {
          room.view = null; // half applied: only a whole view repairs it
          return send(c, { t: 'error', code: 'invalid', detail: 'from' });
        }
        room.view = { rev: m.rev, value: room.view.value, frame: null };
        const frame = encode({ t: 'patch', from: m.from, rev: m.rev, ops: m.ops });
        for (const p of room.players.values()) {
          if (!p.conn) continue;
          if (p.conn.viewRev === m.from) {
            sendFrame(p.conn, frame);
            p.conn.viewRev = m.rev;
          } else sendWholeView(p.conn, room);
        }
        return persist(room, true);
      }
      case 'viewPart': {
        const text = c.parts.add(m);
        if (text === null) return;
        const r = parseGmMessage(text, { viewBytes: limits.viewTotalBytes, gmBytes: limits.gmBytes });
        if (!r.ok || r.message.t !== 'view') return strike(c, 'invalid', r.ok ? 't' : r.problem.path, 1);
        return onGm(c, room, r.message);
      }
      case 'camera': {
        const frame = encode({ t: 'camera', x: m.x, y: m.y, scale: m.scale, width: m.width, height: m.height });
        room.camera = frame;
        for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame, true);
        return persist(room, true);
      }
      case 'overlay': {
        const frame = encode({ t: 'overlay', overlay: m.overlay });
        room.overlay = frame;
        for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame);
        return persist(room, true);
      }
      case 'assign': {
        const p = room.players.get(m.playerId);
        if (!p) return strike(c, 'unknownPlayer', m.playerId, 0.2);
        p.creatureIds = [...new Set(m.creatureIds)];
        persist(room);
        return broadcastRoster(room);
      }
      case 'kick': {
        const p = room.players.get(m.playerId);
        if (!p) return strike(c, 'unknownPlayer', m.playerId, 0.2);
        dropPlayer(room, p);
        return broadcastRoster(room);
      }
      case 'answer': {
        const p = room.players.get(m.to);
        if (!p) return strike(c, 'unknownPlayer', m.to, 0.2);
        if (p.conn) send(p.conn, { t: 'answer', reqId: m.reqId, result: m.result });
        return;
      }
      case 'pictureData': {
        const p = room.players.get(m.to);
        if (!p) return strike(c, 'unknownPlayer', m.to, 0.2);
        const { to: _to, ...part } = m;
        if (!p.conn) return;
        const bytes = Math.ceil((m.data.length * 3) / 4);
        refill(p.pictureBudget, limits.pictureBytesPerMinute / 60, limits.pictureBudgetBytes, Date.now());
        // Only parts of a picture this connection asked for, within the budget (a part under way is finished).
        if (!p.conn.pictureIds.has(m.id) || p.pictureBudget.tokens + limits.pictureBudgetBytes / 4 < bytes) return;
        p.pictureBudget.tokens -= bytes;
        send(p.conn, part);
        return;
      }
      case 'menu': {
        const p = room.players.get(m.to);
        if (!p) return strike(c, 'unknownPlayer', m.to, 0.2);
        if (p.conn)
          send(p.conn, {
            t: 'menu',
            reqId: m.reqId,
            rev: m.rev,
            creatureId: m.creatureId,
            actions: m.actions,
            ...(m.why ? { why: m.why } : {}),
          });
        return;
      }
      case 'closeRoom':
        return destroyRoom(room, CLOSE.roomClosed, 'closed by the GM');
      case 'pointer':
        return pointer(c, m.at);
      case 'ping':
        return ping(c, m.at);
    }
  }

  function onPlayer(c: Conn, room: Room, m: PlayerMessage): void {
    const player = room.players.get(c.playerId as string);
    if (!player) return closeConn(c, CLOSE.kicked, 'removed by the GM');
    switch (m.t) {
      case 'request': {
        if (!room.gm) {
          // Kept for the GM (also across a restart of this server), within limits; beyond them, not delivered.
          const mine = room.queue.filter((q) => q.playerId === player.id).length;
          if (mine >= limits.awayQueuePerPlayer || room.queue.length >= limits.awayQueuePerRoom)
            return send(c, { t: 'answer', reqId: m.reqId, result: { status: 'undelivered' } });
          room.queue.push({
            playerId: player.id,
            reqId: m.reqId,
            command: m.command,
            basedOnRevision: m.basedOnRevision,
            at: Date.now(),
          });
          persist(room);
          return send(c, { t: 'answer', reqId: m.reqId, result: { status: 'queued' } });
        }
        // The sender is the connection's player, whatever the message claims.
        return send(room.gm, {
          t: 'request',
          reqId: m.reqId,
          playerId: player.id,
          command: m.command,
          basedOnRevision: m.basedOnRevision,
        });
      }
      case 'options': {
        // "What can I do": the GM's tab answers (its engine is the judge); without a GM, an empty menu at once.
        if (!room.gm)
          return send(c, {
            t: 'menu',
            reqId: m.reqId,
            rev: room.view?.rev ?? 0,
            creatureId: m.creatureId,
            actions: [],
            away: true,
          });
        return send(room.gm, { t: 'options', reqId: m.reqId, playerId: player.id, creatureId: m.creatureId });
      }
      case 'picture': {
        // To the GM only; without a GM, "no such picture" at once (the page draws the placeholder).
        // Each picture at most once a connection, within the player's byte budget: a player cannot make the GM's
        // tab upload the same picture again and again.
        refill(player.pictureBudget, limits.pictureBytesPerMinute / 60, limits.pictureBudgetBytes, Date.now());
        if (!room.gm || c.pictureIds.has(m.id) || player.pictureBudget.tokens <= 0)
          return send(c, { t: 'pictureData', reqId: m.reqId, id: m.id, bytes: 0, part: 0, parts: 0, data: '' });
        if (c.pictureIds.size >= 512) return strike(c, 'rate', 'picture', 1);
        c.pictureIds.add(m.id);
        return send(room.gm, { t: 'picture', reqId: m.reqId, playerId: player.id, id: m.id });
      }
      case 'profile': {
        if (m.name !== undefined) {
          const name = cleanName(m.name);
          if (name) player.name = name;
        }
        if (m.lang !== undefined) player.lang = m.lang;
        persist(room);
        return broadcastRoster(room);
      }
      case 'resync':
        return sendWholeView(c, room);
      case 'pointer':
        return pointer(c, m.at);
      case 'ping':
        return ping(c, m.at);
    }
  }

  function onMessage(c: Conn, raw: RawData, isBinary: boolean): void {
    if (isBinary) {
      if (c.role === 'pending') return refuse(c);
      return strike(c, 'invalid', 'binary frame', 1);
    }
    const data = raw.toString();
    if (c.role === 'pending') return onHello(c, data);
    const room = c.room;
    if (!room) return;
    const now = Date.now();
    const gm = c.role === 'gm';
    if (!take(c.bucket, gm ? limits.gmRate : limits.playerRate, gm ? limits.gmBurst : limits.playerBurst, now))
      return strike(c, 'rate', undefined, 0.25);
    if (gm) {
      const r = parseGmMessage(data, limits);
      if (!r.ok)
        return strike(
          c,
          r.problem.expected.startsWith('at most') && r.problem.path === '(frame)' ? 'size' : 'invalid',
          r.problem.path,
          1,
        );
      onGm(c, room, r.message);
    } else {
      const r = parsePlayerMessage(data, limits.playerBytes);
      if (!r.ok)
        return strike(
          c,
          r.problem.expected.startsWith('at most') && r.problem.path === '(frame)' ? 'size' : 'invalid',
          r.problem.path,
          1,
        );
      onPlayer(c, room, r.message);
    }
  }

  function onClose(c: Conn): void {
    conns.delete(c);
    settled(c);
    const a = addresses.get(c.addr);
    if (a) a.conns--;
    if (c.helloTimer) clearTimeout(c.helloTimer);
    if (c.pointer.timer) clearTimeout(c.pointer.timer);
    const room = c.room;
    c.room = null;
    if (!room || !rooms.has(room.id)) return;
    if (c.role === 'gm' && room.gm === c) {
      room.gm = null;
      room.noGmSince = Date.now();
    } else if (c.role === 'player') {
      const p = room.players.get(c.playerId as string);
      if (p && p.conn === c) {
        p.conn = null;
        p.lastSeen = Date.now();
      } else return; // replaced by a newer connection of the same player
    } else return;
    persist(room);
    // The pointer of whoever left disappears for the others.
    const frame = encode({ t: 'pointer', from: peerOf(c), at: null });
    for (const o of others(room, c)) sendFrame(o, frame, true);
    broadcastRoster(room);
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
      connections: conns.size,
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
      if (!originAllowed(req)) return json(res, 403, { ok: false });
      if (!mayCreate(addressOf(req))) return json(res, 429, { ok: false, error: 'too many new rooms' });
      const room = newRoom();
      if (!room) return json(res, 503, { ok: false, error: 'full' });
      const gmSecret = createdSecrets.get(room) as string;
      createdSecrets.delete(room);
      return json(res, 201, { room: room.id, gmSecret, playerSecret: room.playerSecret as string });
    }
    json(res, 404, { ok: false });
  }

  // ——— per address ———

  const addresses = new Map<string, Address>();
  const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
  function addressOf(req: IncomingMessage): string {
    const peer = req.socket.remoteAddress ?? '?';
    const fwd = req.headers['x-forwarded-for'];
    if (limits.trustLoopbackProxy && LOOPBACK.test(peer) && typeof fwd === 'string') {
      const last = fwd.split(',').at(-1)?.trim();
      if (last) return last.slice(0, 64);
    }
    return peer;
  }
  function addressState(a: string): Address {
    let s = addresses.get(a);
    if (!s) {
      const now = Date.now();
      s = {
        conns: 0,
        pending: 0,
        openings: { tokens: limits.openingsBurst, at: now },
        creations: { tokens: limits.roomsBurst, at: now },
      };
      addresses.set(a, s);
    }
    return s;
  }
  const mayCreate = (a: string) =>
    take(addressState(a).creations, limits.roomsPerHour / 3600, limits.roomsBurst, Date.now());
  /** A browser's page elsewhere may not use this server: its `Origin` must be the serving origin or allowed. */
  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (limits.allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  /** Forget addresses that use nothing and whose allowances are full again. */
  function sweepAddresses(now: number): void {
    for (const [a, s] of addresses) {
      refill(s.openings, limits.openingsPerSecond, limits.openingsBurst, now);
      refill(s.creations, limits.roomsPerHour / 3600, limits.roomsBurst, now);
      if (s.conns === 0 && s.openings.tokens >= limits.openingsBurst && s.creations.tokens >= limits.roomsBurst)
        addresses.delete(a);
    }
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
    if (!originAllowed(req)) return reject(socket, '403 Forbidden');
    const addr = addressOf(req);
    const a = addressState(addr);
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
    const now = Date.now();
    const a = addressState(addr);
    a.conns++;
    a.pending++;
    const c: Conn = {
      ws,
      addr,
      viewRev: null,
      parts: new PartCollector(limits.viewTotalBytes),
      pending: true,
      pictureIds: new Set(),
      role: 'pending',
      room: null,
      playerId: null,
      alive: true,
      strikes: 0,
      lastErrorAt: 0,
      bucket: { tokens: limits.playerBurst, at: now },
      pings: { tokens: 4, at: now },
      helloTimer: null,
      pointer: { last: 0, pending: undefined, timer: null },
    };
    conns.add(c);
    c.helloTimer = setTimeout(() => refuse(c), limits.helloTimeoutMs);
    ws.on('message', (raw, isBinary) => {
      try {
        onMessage(c, raw, isBinary);
      } catch (e) {
        // A bug here must not take the server down; the connection is dropped and it reconnects.
        log(`error handling a message: ${e instanceof Error ? e.message : String(e)}`);
        ws.terminate();
      }
    });
    ws.on('pong', () => {
      c.alive = true;
    });
    ws.on('close', () => onClose(c));
    ws.on('error', () => ws.terminate());
  });

  const heartbeat = setInterval(() => {
    for (const c of conns) {
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
      for (const r of [...rooms.values()]) {
        if (r.noGmSince !== null && now - r.noGmSince > limits.roomGraceMs) {
          destroyRoom(r, CLOSE.roomClosed, 'the GM did not come back');
          continue;
        }
        // Offline roster entries expire.
        let gone = false;
        for (const p of [...r.players.values()])
          if (!p.conn && now - p.lastSeen > limits.offlinePlayerMs) {
            dropPlayer(r, p);
            gone = true;
          }
        if (gone) broadcastRoster(r);
      }
      sweepAddresses(now);
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
      const room = newRoom();
      if (!room) return null;
      const gmSecret = createdSecrets.get(room) as string;
      createdSecrets.delete(room);
      return { room: room.id, gmSecret, playerSecret: room.playerSecret as string };
    },
    stats,
    handleHttp: onHttp,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        clearInterval(sweep);
        // Every room is written as it stands (the GM and the players count as last seen now), then forgotten here.
        const flushed = Promise.all([...[...rooms.values()].map((r) => write(r)), ...writes.values()]);
        rooms.clear();
        for (const c of conns) closeConn(c, CLOSE.goingAway, 'server shutting down');
        // Sockets that do not finish the closing handshake in time are cut.
        const cut = setTimeout(() => {
          for (const c of conns) c.ws.terminate();
        }, 1000);
        cut.unref();
        // An attached server is its owner's to close (after this): here only the sockets and the rooms.
        if (options.server) return void flushed.then(() => resolve());
        http.close(() => {
          clearTimeout(cut);
          void flushed.then(() => resolve());
        });
        http.closeAllConnections();
      });
      return closing;
    },
  };
}
