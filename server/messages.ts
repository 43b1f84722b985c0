/** The messages of a GM and of a player, checked with the shared schema, and a connection's end. */
import type { RawData } from 'ws';
import {
  CLOSE,
  cleanName,
  encode,
  parseGmMessage,
  parsePlayerMessage,
  type GmMessage,
  type JsonObject,
  type PlayerMessage,
} from '../src/net/protocol.ts';
import { applyViewPatch, PartCollector } from '../src/net/viewPatch.ts';
import { closeConn, others, peerOf, ping, pointer, send, sendFrame, sendWholeView, strike } from './conns.ts';
import { onHello, refuse, settled } from './openings.ts';
import { broadcastRoster, destroyRoom, dropPlayer, persist } from './rooms.ts';
import { refill, take } from './serverLimits.ts';
import type { Conn, Ctx, Room, Sock } from './serverTypes.ts';

/** A connection's state when it opens (a socket of this process, or a client relayed from another). */
export function newConn(ctx: Ctx, ws: Sock, addr: string, remote: boolean): Conn {
  const now = Date.now();
  const c: Conn = {
    ws,
    addr,
    remote,
    viewRev: null,
    parts: new PartCollector(ctx.limits.viewTotalBytes),
    pending: !remote,
    held: null,
    tunnel: null,
    pictureIds: new Set(),
    role: 'pending',
    room: null,
    playerId: null,
    alive: true,
    strikes: 0,
    lastErrorAt: 0,
    bucket: { tokens: ctx.limits.playerBurst, at: now },
    pings: { tokens: 4, at: now },
    helloTimer: null,
    pointer: { last: 0, pending: undefined, timer: null },
  };
  ctx.conns.add(c);
  if (!remote) c.helloTimer = setTimeout(() => refuse(c), ctx.limits.helloTimeoutMs);
  return c;
}

function onGm(ctx: Ctx, c: Conn, room: Room, m: GmMessage): void {
  const { limits } = ctx;
  switch (m.t) {
    case 'view': {
      room.view = { rev: m.rev, value: m.view as unknown as JsonObject, frame: null };
      for (const p of room.players.values()) if (p.conn) sendWholeView(ctx, p.conn, room);
      return persist(ctx, room, true);
    }
    case 'viewPatch': {
      // Only from the revision this room holds; otherwise the GM's tab sends the whole view (error `from`).
      if (!room.view || room.view.rev !== m.from) return send(ctx, c, { t: 'error', code: 'invalid', detail: 'from' });
      try {
        applyViewPatch(room.view.value, m.ops, true);
      } catch {
        room.view = null; // half applied: only a whole view repairs it
        return send(ctx, c, { t: 'error', code: 'invalid', detail: 'from' });
      }
      room.view = { rev: m.rev, value: room.view.value, frame: null };
      const frame = encode({ t: 'patch', from: m.from, rev: m.rev, ops: m.ops });
      for (const p of room.players.values()) {
        if (!p.conn) continue;
        if (p.conn.viewRev === m.from) {
          sendFrame(ctx, p.conn, frame);
          p.conn.viewRev = m.rev;
        } else sendWholeView(ctx, p.conn, room);
      }
      return persist(ctx, room, true);
    }
    case 'viewPart': {
      const text = c.parts.add(m);
      if (text === null) return;
      const r = parseGmMessage(text, { viewBytes: limits.viewTotalBytes, gmBytes: limits.gmBytes });
      if (!r.ok || r.message.t !== 'view') return strike(ctx, c, 'invalid', r.ok ? 't' : r.problem.path, 1);
      return onGm(ctx, c, room, r.message);
    }
    case 'camera': {
      const frame = encode({ t: 'camera', x: m.x, y: m.y, scale: m.scale, width: m.width, height: m.height });
      room.camera = frame;
      for (const p of room.players.values()) if (p.conn) sendFrame(ctx, p.conn, frame, true);
      return persist(ctx, room, true);
    }
    case 'overlay': {
      const frame = encode({ t: 'overlay', overlay: m.overlay });
      room.overlay = frame;
      for (const p of room.players.values()) if (p.conn) sendFrame(ctx, p.conn, frame);
      return persist(ctx, room, true);
    }
    case 'assign': {
      const p = room.players.get(m.playerId);
      if (!p) return strike(ctx, c, 'unknownPlayer', m.playerId, 0.2);
      p.creatureIds = [...new Set(m.creatureIds)];
      persist(ctx, room);
      return broadcastRoster(ctx, room);
    }
    case 'kick': {
      const p = room.players.get(m.playerId);
      if (!p) return strike(ctx, c, 'unknownPlayer', m.playerId, 0.2);
      dropPlayer(ctx, room, p);
      return broadcastRoster(ctx, room);
    }
    case 'answer': {
      const p = room.players.get(m.to);
      if (!p) return strike(ctx, c, 'unknownPlayer', m.to, 0.2);
      if (p.conn) send(ctx, p.conn, { t: 'answer', reqId: m.reqId, result: m.result });
      return;
    }
    case 'pictureData': {
      const p = room.players.get(m.to);
      if (!p) return strike(ctx, c, 'unknownPlayer', m.to, 0.2);
      const { to: _to, ...part } = m;
      if (!p.conn) return;
      const bytes = Math.ceil((m.data.length * 3) / 4);
      refill(p.pictureBudget, limits.pictureBytesPerMinute / 60, limits.pictureBudgetBytes, Date.now());
      // Only parts of a picture this connection asked for, within the budget (a part under way is finished).
      if (!p.conn.pictureIds.has(m.id) || p.pictureBudget.tokens + limits.pictureBudgetBytes / 4 < bytes) return;
      p.pictureBudget.tokens -= bytes;
      send(ctx, p.conn, part);
      return;
    }
    case 'menu': {
      const p = room.players.get(m.to);
      if (!p) return strike(ctx, c, 'unknownPlayer', m.to, 0.2);
      if (p.conn)
        send(ctx, p.conn, {
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
      return destroyRoom(ctx, room, CLOSE.roomClosed, 'closed by the GM');
    case 'pointer':
      return pointer(ctx, c, m.at);
    case 'ping':
      return ping(ctx, c, m.at);
  }
}

function onPlayer(ctx: Ctx, c: Conn, room: Room, m: PlayerMessage): void {
  const { limits } = ctx;
  const player = room.players.get(c.playerId as string);
  if (!player) return closeConn(c, CLOSE.kicked, 'removed by the GM');
  switch (m.t) {
    case 'request': {
      if (!room.gm) {
        // Kept for the GM (also across a restart of this server), within limits; beyond them, not delivered.
        const mine = room.queue.filter((q) => q.playerId === player.id).length;
        if (mine >= limits.awayQueuePerPlayer || room.queue.length >= limits.awayQueuePerRoom)
          return send(ctx, c, { t: 'answer', reqId: m.reqId, result: { status: 'undelivered' } });
        room.queue.push({
          playerId: player.id,
          reqId: m.reqId,
          command: m.command,
          basedOnRevision: m.basedOnRevision,
          at: Date.now(),
        });
        persist(ctx, room);
        return send(ctx, c, { t: 'answer', reqId: m.reqId, result: { status: 'queued' } });
      }
      // The sender is the connection's player, whatever the message claims.
      return send(ctx, room.gm, {
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
        return send(ctx, c, {
          t: 'menu',
          reqId: m.reqId,
          rev: room.view?.rev ?? 0,
          creatureId: m.creatureId,
          actions: [],
          away: true,
        });
      return send(ctx, room.gm, { t: 'options', reqId: m.reqId, playerId: player.id, creatureId: m.creatureId });
    }
    case 'picture': {
      // To the GM only; without a GM, "no such picture" at once (the page draws the placeholder).
      // Each picture at most once a connection, within the player's byte budget: a player cannot make the GM's
      // tab upload the same picture again and again.
      refill(player.pictureBudget, limits.pictureBytesPerMinute / 60, limits.pictureBudgetBytes, Date.now());
      if (!room.gm || c.pictureIds.has(m.id) || player.pictureBudget.tokens <= 0)
        return send(ctx, c, { t: 'pictureData', reqId: m.reqId, id: m.id, bytes: 0, part: 0, parts: 0, data: '' });
      if (c.pictureIds.size >= 512) return strike(ctx, c, 'rate', 'picture', 1);
      c.pictureIds.add(m.id);
      return send(ctx, room.gm, { t: 'picture', reqId: m.reqId, playerId: player.id, id: m.id });
    }
    case 'profile': {
      if (m.name !== undefined) {
        const name = cleanName(m.name);
        if (name) player.name = name;
      }
      if (m.lang !== undefined) player.lang = m.lang;
      persist(ctx, room);
      return broadcastRoster(ctx, room);
    }
    case 'resync':
      return sendWholeView(ctx, c, room);
    case 'pointer':
      return pointer(ctx, c, m.at);
    case 'ping':
      return ping(ctx, c, m.at);
  }
}

export function onMessage(ctx: Ctx, c: Conn, raw: RawData | string, isBinary: boolean): void {
  const { limits } = ctx;
  if (isBinary) {
    if (c.role === 'pending') return refuse(c);
    return strike(ctx, c, 'invalid', 'binary frame', 1);
  }
  const data = raw.toString();
  // Waiting for its room to be found in Redis; or relayed to the process that serves its room (issue 27).
  if (c.held) {
    if (c.held.length >= 64) return closeConn(c, CLOSE.policy, 'too many messages');
    return void c.held.push(data);
  }
  if (c.tunnel) return ctx.space?.forward(c, data);
  if (c.role === 'pending') return onHello(ctx, c, data, (h) => handleHeld(ctx, h));
  const room = c.room;
  if (!room) return;
  const now = Date.now();
  const gm = c.role === 'gm';
  if (!take(c.bucket, gm ? limits.gmRate : limits.playerRate, gm ? limits.gmBurst : limits.playerBurst, now))
    return strike(ctx, c, 'rate', undefined, 0.25);
  if (gm) {
    const r = parseGmMessage(data, limits);
    if (!r.ok)
      return strike(
        ctx,
        c,
        r.problem.expected.startsWith('at most') && r.problem.path === '(frame)' ? 'size' : 'invalid',
        r.problem.path,
        1,
      );
    onGm(ctx, c, room, r.message);
  } else {
    const r = parsePlayerMessage(data, limits.playerBytes);
    if (!r.ok)
      return strike(
        ctx,
        c,
        r.problem.expected.startsWith('at most') && r.problem.path === '(frame)' ? 'size' : 'invalid',
        r.problem.path,
        1,
      );
    onPlayer(ctx, c, room, r.message);
  }
}

/** Frames that waited for the room lookup, in order. */
function handleHeld(ctx: Ctx, c: Conn): void {
  const held = c.held ?? [];
  c.held = null;
  for (const data of held) onMessage(ctx, c, data, false);
}

export function onClose(ctx: Ctx, c: Conn): void {
  if (!ctx.conns.delete(c)) return;
  settled(ctx, c);
  if (!c.remote) {
    const a = ctx.addresses.get(c.addr);
    if (a) a.conns--;
  }
  if (c.helloTimer) clearTimeout(c.helloTimer);
  if (c.pointer.timer) clearTimeout(c.pointer.timer);
  if (c.tunnel) ctx.space?.closed(c);
  const room = c.room;
  c.room = null;
  if (!room || !ctx.rooms.has(room.id)) return;
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
  persist(ctx, room);
  // The pointer of whoever left disappears for the others.
  const frame = encode({ t: 'pointer', from: peerOf(c), at: null });
  for (const o of others(room, c)) sendFrame(ctx, o, frame, true);
  broadcastRoster(ctx, room);
  ctx.space?.idle(room);
}
