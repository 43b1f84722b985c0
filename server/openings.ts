/** A connection's opening message: a GM hosts (creates or retakes a room), a player joins. */
import {
  CLOSE,
  PROTOCOL_VERSION,
  cleanName,
  parseHello,
  type HostHello,
  type JoinHello,
  type JsonObject,
} from '../src/net/protocol.ts';
import { closeConn, send, sendFrame, sendWholeView } from './conns.ts';
import { mayCreate } from './addresses.ts';
import { broadcastRoster, dropPlayer, newRoom, persist } from './rooms.ts';
import { hash, random, sameHash, type Conn, type Ctx, type Player, type Room } from './serverTypes.ts';

const REFUSED_REASON = 'refused';

export function refuse(c: Conn): void {
  closeConn(c, CLOSE.refused, REFUSED_REASON);
}

function host(ctx: Ctx, c: Conn, h: HostHello): void {
  const { limits } = ctx;
  let room: Room | undefined | null;
  let created = false;
  if (h.room === undefined) {
    if (h.secret !== undefined) return refuse(c);
    if (ctx.createToken !== undefined && h.token !== ctx.createToken) return refuse(c);
    if (!mayCreate(ctx, c.addr)) return closeConn(c, CLOSE.full, 'too many new rooms');
    room = newRoom(ctx);
    if (!room) return closeConn(c, CLOSE.full, 'full');
    created = true;
  } else {
    // Hash first, look up after: an unknown room costs the same time as a wrong secret.
    const given = hash(h.secret ?? '');
    room = ctx.rooms.get(h.room);
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
  const gmSecret = created ? ctx.createdSecrets.get(room) : undefined;
  ctx.createdSecrets.delete(room);
  send(ctx, c, {
    t: 'hosted',
    v: PROTOCOL_VERSION,
    room: room.id,
    ...(gmSecret ? { gmSecret } : {}),
    ...(room.playerSecret ? { playerSecret: room.playerSecret } : {}),
    lastRev: room.view ? room.view.rev : null,
  });
  broadcastRoster(ctx, room);
  // Requests that waited for the GM (they were answered `queued`): the GM's desk answers them now.
  const waiting = room.queue;
  room.queue = [];
  for (const q of waiting)
    if (room.players.has(q.playerId))
      send(ctx, c, {
        t: 'request',
        reqId: q.reqId,
        playerId: q.playerId,
        command: q.command as JsonObject,
        basedOnRevision: q.basedOnRevision,
      });
  persist(ctx, room);
  ctx.log(`gm ${created ? 'created' : 'joined'} a room`);
}

function join(ctx: Ctx, c: Conn, j: JoinHello): void {
  const { limits } = ctx;
  const given = hash(j.secret);
  const room = ctx.rooms.get(j.room);
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
      if (!oldest || Date.now() - oldest.lastSeen < limits.evictOfflineAfterMs) return closeConn(c, CLOSE.full, 'full');
      dropPlayer(ctx, room, oldest);
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
  persist(ctx, room);
  c.role = 'player';
  c.room = room;
  c.playerId = player.id;
  send(ctx, c, { t: 'joined', v: PROTOCOL_VERSION, room: room.id, playerId: player.id, resume: resume as string });
  broadcastRoster(ctx, room);
  sendWholeView(ctx, c, room);
  if (room.camera) sendFrame(ctx, c, room.camera);
  if (room.overlay) sendFrame(ctx, c, room.overlay);
}

/** The connection is no longer half-open for its address. */
export function settled(ctx: Ctx, c: Conn): void {
  if (!c.pending) return;
  c.pending = false;
  const a = ctx.addresses.get(c.addr);
  if (a) a.pending--;
}

/**
 * The opening. With Redis (issue 27) a room not served here is looked up first: read from Redis and served
 * here, or relayed to the process that serves it; frames that arrive meanwhile wait in order.
 */
export function onHello(ctx: Ctx, c: Conn, data: string, handleHeld: (c: Conn) => void): void {
  if (c.helloTimer) clearTimeout(c.helloTimer);
  c.helloTimer = null;
  settled(ctx, c);
  const r = parseHello(data);
  if (!r.ok) return refuse(c);
  const hello = r.message;
  if (hello.v !== PROTOCOL_VERSION) return closeConn(c, CLOSE.version, `protocol ${PROTOCOL_VERSION}`);
  const act = () => (hello.t === 'host' ? host(ctx, c, hello) : join(ctx, c, hello));
  const roomId = hello.room;
  if (!ctx.space || roomId === undefined || ctx.rooms.has(roomId)) return act();
  c.held = [];
  ctx.space.route(c, roomId, data).then(
    (where) => {
      if (!ctx.conns.has(c)) return; // it left while its room was looked up
      if (where === 'here') act();
      else if (where === 'unknown') refuse(c);
      handleHeld(c);
    },
    (e: unknown) => {
      ctx.log(`could not look a room up: ${e instanceof Error ? e.message : String(e)}`);
      closeConn(c, CLOSE.goingAway, 'try again');
    },
  );
}
