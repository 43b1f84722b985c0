/** Sending to a connection: frames, the whole view, closing, strikes, and the awareness relays (pointer, ping). */
import { WebSocket } from 'ws';
import { CLOSE, LIMITS, encode, type ErrorCode, type Peer, type ServerMessage } from '../src/net/protocol.ts';
import { splitParts } from '../src/net/viewPatch.ts';
import { take } from './serverLimits.ts';
import { frameOf, type Conn, type Ctx, type Room } from './serverTypes.ts';

export function sendFrame(ctx: Ctx, c: Conn, frame: string, optional = false): void {
  if (c.ws.readyState !== WebSocket.OPEN) return;
  if (c.ws.bufferedAmount > ctx.limits.maxBufferedBytes) {
    // A consumer this slow is dropped; it reconnects and gets the newest view at once.
    c.ws.terminate();
    return;
  }
  if (optional && c.ws.bufferedAmount > 256 * 1024) return; // awareness is skipped under pressure
  c.ws.send(frame);
}

export const send = (ctx: Ctx, c: Conn, m: ServerMessage, optional = false) => sendFrame(ctx, c, encode(m), optional);

/** The whole view (join, resync, a player without the patch's base): one frame, or parts when it is big. */
export function sendWholeView(ctx: Ctx, c: Conn, room: Room): void {
  if (!room.view) return;
  const frame = frameOf(room.view);
  c.viewRev = room.view.rev;
  if (frame.length <= ctx.limits.viewBytes - 1024) return sendFrame(ctx, c, frame);
  const parts = splitParts(frame, LIMITS.viewPartChars);
  parts.forEach((data, part) =>
    sendFrame(ctx, c, encode({ t: 'viewPart', rev: room.view?.rev ?? 0, part, parts: parts.length, data })),
  );
}

export function closeConn(c: Conn, code: number, reason: string): void {
  if (c.ws.readyState === WebSocket.OPEN || c.ws.readyState === WebSocket.CONNECTING) c.ws.close(code, reason);
}

export function strike(ctx: Ctx, c: Conn, code: ErrorCode, detail: string | undefined, weight: number): void {
  c.strikes += weight;
  if (c.strikes >= ctx.limits.maxStrikes) {
    closeConn(c, CLOSE.policy, 'too many bad messages');
    return;
  }
  const now = Date.now();
  if (now - c.lastErrorAt < 1000 && code === 'rate') return; // tell about rate once a second
  c.lastErrorAt = now;
  send(ctx, c, detail === undefined ? { t: 'error', code } : { t: 'error', code, detail: detail.slice(0, 200) });
}

export function others(room: Room, except: Conn): Conn[] {
  const out: Conn[] = [];
  if (room.gm && room.gm !== except) out.push(room.gm);
  for (const p of room.players.values()) if (p.conn && p.conn !== except) out.push(p.conn);
  return out;
}

export const peerOf = (c: Conn): Peer =>
  c.role === 'gm' ? { role: 'gm' } : { role: 'player', playerId: c.playerId as string };

function flushPointer(ctx: Ctx, c: Conn): void {
  const room = c.room;
  c.pointer.timer = null;
  if (!room || c.pointer.pending === undefined) return;
  const frame = encode({ t: 'pointer', from: peerOf(c), at: c.pointer.pending });
  c.pointer.pending = undefined;
  c.pointer.last = Date.now();
  for (const o of others(room, c)) sendFrame(ctx, o, frame, true);
}

/** A pointer is relayed at most once per `pointerIntervalMs` (the newest position wins). */
export function pointer(ctx: Ctx, c: Conn, at: { x: number; y: number } | null): void {
  c.pointer.pending = at;
  if (c.pointer.timer) return;
  const wait = c.pointer.last + ctx.limits.pointerIntervalMs - Date.now();
  if (wait <= 0) flushPointer(ctx, c);
  else c.pointer.timer = setTimeout(() => flushPointer(ctx, c), wait);
}

export function ping(ctx: Ctx, c: Conn, at: { x: number; y: number }): void {
  if (!c.room || !take(c.pings, ctx.limits.pingRate, 4, Date.now())) return;
  const frame = encode({ t: 'ping', from: peerOf(c), at });
  for (const o of others(c.room, c)) sendFrame(ctx, o, frame, true);
}
