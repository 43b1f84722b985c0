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
  type Lang,
  type Peer,
  type PlayerMessage,
  type RosterEntry,
  type ServerMessage,
} from '../src/net/protocol.ts';

/** Limits of the server (every one configurable; the defaults suit a table of a GM and a few players). */
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
  roomGraceMs: 60 * 60 * 1000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxStrikes: 20,
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
}

interface Room {
  readonly id: string;
  readonly gmHash: Buffer;
  readonly playerHash: Buffer;
  readonly playerSecret: string;
  gm: Conn | null;
  readonly players: Map<string, Player>;
  view: { rev: number; frame: string } | null;
  camera: string | null;
  /** The newest overlay frame (what the GM points at, filtered in the GM's tab). */
  overlay: string | null;
  /** When the GM last left (or the room was created without one); null while a GM is connected. */
  noGmSince: number | null;
}

interface Bucket {
  tokens: number;
  at: number;
}

interface Conn {
  readonly ws: WebSocket;
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

function take(b: Bucket, rate: number, burst: number, now: number): boolean {
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
  b.at = now;
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
    };
    rooms.set(id, room);
    createdSecrets.set(room, gmSecret);
    log(`room created (${rooms.size} rooms)`);
    return room;
  }
  // The GM secret of a room just created, handed out once and then forgotten (only its hash is kept).
  const createdSecrets = new WeakMap<Room, string>();

  function destroyRoom(room: Room, code: number, reason: string): void {
    rooms.delete(room.id);
    for (const p of room.players.values()) if (p.conn) closeConn(p.conn, code, reason);
    if (room.gm) closeConn(room.gm, code, reason);
    log(`room closed (${rooms.size} rooms)`);
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
      playerSecret: room.playerSecret,
      lastRev: room.view ? room.view.rev : null,
    });
    broadcastRoster(room);
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
      if (room.players.size >= limits.maxPlayersPerRoom) return closeConn(c, CLOSE.full, 'full');
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
    c.role = 'player';
    c.room = room;
    c.playerId = player.id;
    send(c, { t: 'joined', v: PROTOCOL_VERSION, room: room.id, playerId: player.id, resume: resume as string });
    broadcastRoster(room);
    if (room.view) sendFrame(c, room.view.frame);
    if (room.camera) sendFrame(c, room.camera);
    if (room.overlay) sendFrame(c, room.overlay);
  }

  function onHello(c: Conn, data: string): void {
    if (c.helloTimer) clearTimeout(c.helloTimer);
    c.helloTimer = null;
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
        const frame = encode({ t: 'view', rev: m.rev, view: m.view });
        room.view = { rev: m.rev, frame };
        for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame);
        return;
      }
      case 'camera': {
        const frame = encode({ t: 'camera', x: m.x, y: m.y, scale: m.scale, width: m.width, height: m.height });
        room.camera = frame;
        for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame, true);
        return;
      }
      case 'overlay': {
        const frame = encode({ t: 'overlay', overlay: m.overlay });
        room.overlay = frame;
        for (const p of room.players.values()) if (p.conn) sendFrame(p.conn, frame);
        return;
      }
      case 'assign': {
        const p = room.players.get(m.playerId);
        if (!p) return strike(c, 'unknownPlayer', m.playerId, 0.2);
        p.creatureIds = [...new Set(m.creatureIds)];
        return broadcastRoster(room);
      }
      case 'kick': {
        const p = room.players.get(m.playerId);
        if (!p) return strike(c, 'unknownPlayer', m.playerId, 0.2);
        room.players.delete(p.id);
        if (p.conn) {
          const pc = p.conn;
          p.conn = null;
          pc.room = null;
          closeConn(pc, CLOSE.kicked, 'removed by the GM');
        }
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
        if (p.conn) send(p.conn, part);
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
        if (!room.gm) return send(c, { t: 'answer', reqId: m.reqId, result: { status: 'undelivered' } });
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
        if (!room.gm)
          return send(c, { t: 'pictureData', reqId: m.reqId, id: m.id, bytes: 0, part: 0, parts: 0, data: '' });
        return send(room.gm, { t: 'picture', reqId: m.reqId, playerId: player.id, id: m.id });
      }
      case 'profile': {
        if (m.name !== undefined) {
          const name = cleanName(m.name);
          if (name) player.name = name;
        }
        if (m.lang !== undefined) player.lang = m.lang;
        return broadcastRoster(room);
      }
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
      if (p && p.conn === c) p.conn = null;
      else return; // replaced by a newer connection of the same player
    } else return;
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
      viewBytes += r.view ? r.view.frame.length : 0;
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
      const room = newRoom();
      if (!room) return json(res, 503, { ok: false, error: 'full' });
      const gmSecret = createdSecrets.get(room) as string;
      createdSecrets.delete(room);
      return json(res, 201, { room: room.id, gmSecret, playerSecret: room.playerSecret });
    }
    json(res, 404, { ok: false });
  }

  const http: Server = createServer(onHttp);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: Math.max(limits.viewBytes, limits.gmBytes, limits.playerBytes) + 1024,
    perMessageDeflate: false,
    clientTracking: false,
  });

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/ws' || conns.size >= limits.maxConnections) {
      socket.write(
        path !== '/ws'
          ? 'HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n'
          : 'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n',
      );
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket) => {
    const now = Date.now();
    const c: Conn = {
      ws,
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
      for (const r of [...rooms.values()])
        if (r.noGmSince !== null && now - r.noGmSince > limits.roomGraceMs)
          destroyRoom(r, CLOSE.roomClosed, 'the GM did not come back');
    },
    Math.max(10, Math.min(limits.roomGraceMs / 2, 10_000)),
  );
  heartbeat.unref();
  sweep.unref();

  const host0 = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8787, host0, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
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
      return { room: room.id, gmSecret, playerSecret: room.playerSecret };
    },
    stats,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        clearInterval(sweep);
        for (const c of conns) closeConn(c, CLOSE.goingAway, 'server shutting down');
        rooms.clear();
        // Sockets that do not finish the closing handshake in time are cut.
        const cut = setTimeout(() => {
          for (const c of conns) c.ws.terminate();
        }, 1000);
        cut.unref();
        http.close(() => {
          clearTimeout(cut);
          resolve();
        });
        http.closeAllConnections();
      });
      return closing;
    },
  };
}
