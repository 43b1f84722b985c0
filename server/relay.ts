/**
 * Several server processes, one room space (issue 27): with `REDIS_URL`, any process serves any room.
 *
 * A room is served by one process at a time — the one holding its lease (`owner:<room>` in Redis, renewed every
 * `leaseMs / 3`, taken over once the holder stops renewing it). That process runs the room exactly as a single
 * server does (roster, queue, revisions, patches, limits) and writes its record to Redis. A client connected to
 * another process is relayed: that process forwards the client's frames to the serving process through Redis
 * pub/sub (channel `to:<process>`), and the serving process's frames for its clients come back the same way,
 * batched per process (one publish carries a patch for every player there). So a reverse proxy in front of the
 * processes needs no stickiness, and no game message is ever judged by two processes.
 *
 * Why a serving process plus pub/sub rather than room-sticky routing: sticky routing needs a proxy rule keyed on
 * the room (which travels in the first WebSocket message, not in the URL) and a restart of one process would
 * still need the others to take its rooms over; why not every process applying every event: two processes
 * would judge one queue and one roster concurrently, and the revision order of views would need a consensus
 * Redis does not give. When a process dies its clients' relays are closed (1001, they reconnect) once its
 * `proc:<id>` key expires, and the next opening for one of its rooms takes the room over from its record.
 */
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { CLOSE } from '../src/net/protocol.ts';
import { closeConn, sendFrame } from './conns.ts';
import { newConn, onClose, onMessage } from './messages.ts';
import { redisKeys, redisRoomStore, type RedisRoomStore } from './redisStore.ts';
import { roomOf, write, writeOf } from './rooms.ts';
import { take } from './serverLimits.ts';
import { random, type Conn, type Ctx, type Room, type RoomSpace, type Sock } from './serverTypes.ts';

export interface RedisOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://` for TLS). */
  readonly url: string;
  /**
   * How long a process's hold on its rooms lasts without renewal (ms, default 4000): a process killed hard hands
   * its rooms and clients on after at most this long.
   */
  readonly leaseMs?: number;
  /** Prefix of every key and channel (default `saddlegrid:`). */
  readonly prefix?: string;
}

/** Between processes: a client's opening, later frame or leaving (to the serving process); frames back. */
type Wire =
  | { k: 'o'; from: string; c: string; addr: string; d: string }
  | { k: 'm'; from: string; c: string; d: string }
  | { k: 'x'; from: string; c: string }
  /** Frames for clients: `fr` each once, `out` in order as [client, frame index] or [client, -1, close code]. */
  | { k: 'f'; from: string; fr: string[]; out: [string, number, number?, string?][] };

// KEYS[1] owner key; ARGV[1] this process, ARGV[2] lease (ms), ARGV[3] prefix of process keys.
const CLAIM = `local o = redis.call('GET', KEYS[1])
if o and o ~= ARGV[1] and redis.call('EXISTS', ARGV[3] .. o) == 1 then return o end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;
// KEYS owner keys; returns the 1-based positions of leases another process holds now.
const RENEW = `local lost = {}
for i, k in ipairs(KEYS) do
  local o = redis.call('GET', k)
  if o == ARGV[1] then redis.call('PEXPIRE', k, ARGV[2])
  elseif not o then redis.call('SET', k, ARGV[1], 'PX', ARGV[2])
  else lost[#lost + 1] = i end
end
return lost`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 1`;

/** A client of another process, as the serving process sees it: what it sends is relayed back through Redis. */
class RemoteSock implements Sock {
  readyState: number = WebSocket.OPEN;
  readonly bufferedAmount = 0;
  conn: Conn | null = null;
  constructor(
    private readonly relay: RelaySpace,
    readonly proc: string,
    readonly id: string,
  ) {}
  send(frame: string): void {
    if (this.readyState === WebSocket.OPEN) this.relay.out(this.proc, this.id, frame);
  }
  close(code: number, reason: string): void {
    if (this.readyState !== WebSocket.OPEN) return;
    this.readyState = WebSocket.CLOSED;
    this.relay.out(this.proc, this.id, null, code, reason);
    this.relay.gone(this);
  }
  terminate(): void {
    this.close(0, '');
  }
  ping(): void {}
}

class RelaySpace implements RoomSpace {
  readonly me = random(9);
  readonly keys;
  readonly store: RedisRoomStore;
  private readonly lease: number;
  /** This process's clients whose room another process serves, by relay id. */
  private readonly tunnels = new Map<string, Conn>();
  /** Other processes' clients of rooms served here, by `process/relay id`. */
  private readonly remotes = new Map<string, Conn>();
  /** Rooms whose lease this process holds. */
  private readonly owned = new Set<string>();
  private readonly batches = new Map<string, { fr: string[]; at: Map<string, number>; out: Wire & { k: 'f' } }>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ctx: Ctx,
    readonly pub: Redis,
    readonly sub: Redis,
    o: RedisOptions,
  ) {
    this.keys = redisKeys(o.prefix ?? 'saddlegrid:');
    this.lease = Math.max(300, o.leaseMs ?? 4000);
    this.store = redisRoomStore(pub, this.keys, this.me, ctx.limits.roomGraceMs);
  }

  async start(): Promise<void> {
    this.sub.on('messageBuffer', (_ch: Buffer, msg: Buffer) => this.receive(msg.toString()));
    await this.sub.subscribe(this.keys.channel(this.me));
    await this.pub.set(this.keys.proc(this.me), '1', 'PX', this.lease);
    this.timer = setInterval(() => void this.tick().catch((e: unknown) => this.warn(e)), this.lease / 3);
    this.timer.unref();
  }

  private warn(e: unknown): void {
    this.ctx.log(`redis: ${e instanceof Error ? e.message : String(e)}`);
  }

  /** Renew this process's lease and its rooms'; close relays to processes that stopped. */
  private async tick(): Promise<void> {
    await this.pub.set(this.keys.proc(this.me), '1', 'PX', this.lease);
    const ids = [...this.owned];
    if (ids.length > 0) {
      const lost = (await this.pub.eval(
        RENEW,
        ids.length,
        ...ids.map((id) => this.keys.owner(id)),
        this.me,
        this.lease,
      )) as number[];
      for (const i of lost) this.lost(ids[i - 1] as string);
    }
    const peers = new Set<string>();
    for (const c of this.tunnels.values()) if (c.tunnel) peers.add(c.tunnel.owner);
    for (const k of this.remotes.keys()) peers.add(k.split('/')[0] as string);
    for (const p of peers) {
      if ((await this.pub.exists(this.keys.proc(p))) === 1) continue;
      this.ctx.log('redis: a server process stopped; its clients reconnect');
      for (const c of [...this.tunnels.values()])
        if (c.tunnel?.owner === p) closeConn(c, CLOSE.goingAway, 'server restarting');
      for (const [k, c] of [...this.remotes]) if (k.startsWith(`${p}/`)) (c.ws as RemoteSock).close(0, '');
    }
  }

  /** Another process serves this room now (this one stalled past its lease): its clients here reconnect. */
  private lost(id: string): void {
    this.owned.delete(id);
    const room = this.ctx.rooms.get(id);
    if (!room) return;
    this.ctx.log('redis: a room is served elsewhere now');
    this.ctx.rooms.delete(id);
    if (room.saveTimer) clearTimeout(room.saveTimer);
    for (const p of room.players.values()) if (p.conn) closeConn(p.conn, CLOSE.goingAway, 'moved');
    if (room.gm) closeConn(room.gm, CLOSE.goingAway, 'moved');
  }

  private publish(proc: string, w: Wire): void {
    void this.pub.publish(this.keys.channel(proc), JSON.stringify(w)).catch((e: unknown) => this.warn(e));
  }

  async route(c: Conn, roomId: string, hello: string): Promise<'here' | 'relayed' | 'unknown'> {
    await writeOf(this.ctx, roomId); // this process's last write of the room first
    const owner = String(
      await this.pub.eval(CLAIM, 1, this.keys.owner(roomId), this.me, this.lease, this.keys.procPrefix),
    );
    if (this.ctx.rooms.has(roomId)) return 'here';
    if (owner === this.me) {
      const rec = await this.store.get(roomId);
      if (this.ctx.rooms.has(roomId)) return 'here';
      if (!rec || this.ctx.closing) {
        await this.release(roomId);
        return 'unknown';
      }
      this.owned.add(roomId);
      this.ctx.rooms.set(roomId, roomOf(this.ctx, rec, Date.now()));
      this.ctx.log('redis: a room is served here now');
      return 'here';
    }
    if (c.remote) {
      // Relayed here, but served by a third process now: the client reconnects and is relayed there.
      closeConn(c, CLOSE.goingAway, 'moved');
      return 'unknown';
    }
    if (!this.ctx.conns.has(c)) return 'unknown'; // it left meanwhile: nothing to relay
    const id = random(9);
    c.tunnel = { owner, id };
    this.tunnels.set(id, c);
    this.publish(owner, { k: 'o', from: this.me, c: id, addr: c.addr, d: hello });
    return 'relayed';
  }

  claimNew(roomId: string): void {
    this.owned.add(roomId);
    // Sent before the room's first write on the same connection, so the fenced write finds the lease.
    void this.pub.set(this.keys.owner(roomId), this.me, 'PX', this.lease).catch((e: unknown) => this.warn(e));
  }

  forward(c: Conn, frame: string): void {
    if (!c.tunnel) return;
    // The serving process judges sizes, rates and content; here only a flood is kept out of Redis.
    if (!take(c.bucket, this.ctx.limits.gmRate, this.ctx.limits.gmBurst, Date.now())) return;
    this.publish(c.tunnel.owner, { k: 'm', from: this.me, c: c.tunnel.id, d: frame });
  }

  closed(c: Conn): void {
    if (!c.tunnel) return;
    this.tunnels.delete(c.tunnel.id);
    this.publish(c.tunnel.owner, { k: 'x', from: this.me, c: c.tunnel.id });
    c.tunnel = null;
  }

  /** A room nobody uses here is written and handed back: the next process a client reaches serves it. */
  idle(room: Room): void {
    const inUse = room.gm !== null || [...room.players.values()].some((p) => p.conn !== null);
    if (this.ctx.rooms.get(room.id) === room) {
      if (inUse) return;
      void write(this.ctx, room);
      this.ctx.rooms.delete(room.id);
    }
    if (!this.owned.has(room.id)) return;
    void writeOf(this.ctx, room.id)
      .then(() => (this.ctx.rooms.has(room.id) ? undefined : this.release(room.id)))
      .catch((e: unknown) => this.warn(e));
  }

  private async release(id: string): Promise<void> {
    this.owned.delete(id);
    await this.pub.eval(RELEASE, 1, this.keys.owner(id), this.me);
  }

  /** A frame (or a close, `frame` null) for a client of another process, batched per process until the tick ends. */
  out(proc: string, id: string, frame: string | null, code = 0, reason = ''): void {
    let b = this.batches.get(proc);
    if (!b) {
      b = { fr: [], at: new Map(), out: { k: 'f', from: this.me, fr: [], out: [] } };
      this.batches.set(proc, b);
      if (this.batches.size === 1) queueMicrotask(() => this.flush());
    }
    if (frame === null) return void b.out.out.push([id, -1, code, reason]);
    let i = b.at.get(frame);
    if (i === undefined) {
      i = b.out.fr.push(frame) - 1;
      b.at.set(frame, i);
    }
    b.out.out.push([id, i]);
  }

  private flush(): void {
    const all = [...this.batches];
    this.batches.clear();
    for (const [proc, b] of all) this.publish(proc, b.out);
  }

  /** A relayed client closed by the serving process: it leaves here as a closed socket would. */
  gone(s: RemoteSock): void {
    this.remotes.delete(`${s.proc}/${s.id}`);
    const c = s.conn;
    if (c) queueMicrotask(() => onClose(this.ctx, c));
  }

  private receive(text: string): void {
    let w: Wire;
    try {
      w = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    try {
      this.handle(w);
    } catch (e) {
      this.warn(e);
    }
  }

  private handle(w: Wire): void {
    if (w.k === 'f') {
      for (const [id, i, code, reason] of w.out) {
        const c = this.tunnels.get(id);
        if (!c) continue;
        if (i >= 0) {
          sendFrame(this.ctx, c, w.fr[i] as string);
          continue;
        }
        // Closed by the serving process: later frames of this client are dropped until its socket closes.
        this.tunnels.delete(id);
        c.tunnel = null;
        c.held = [];
        if (code) c.ws.close(code, reason ?? '');
        else c.ws.terminate();
      }
      return;
    }
    const key = `${w.from}/${w.c}`;
    if (w.k === 'o') {
      const s = new RemoteSock(this, w.from, w.c);
      if (this.ctx.closing) return this.out(w.from, w.c, null, CLOSE.goingAway, 'server shutting down');
      const c = newConn(this.ctx, s, String(w.addr).slice(0, 64), true);
      s.conn = c;
      this.remotes.set(key, c);
      return onMessage(this.ctx, c, w.d, false);
    }
    const c = this.remotes.get(key);
    if (!c) return;
    if (w.k === 'm') return onMessage(this.ctx, c, w.d, false);
    this.remotes.delete(key);
    (c.ws as RemoteSock).readyState = WebSocket.CLOSED;
    onClose(this.ctx, c);
  }

  /** After the rooms were written: hand them back, then send their relayed clients off (they reconnect). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    try {
      for (const id of [...this.owned]) await this.release(id);
      for (const c of [...this.remotes.values()]) closeConn(c, CLOSE.goingAway, 'server shutting down');
      this.flush();
      await this.pub.del(this.keys.proc(this.me));
    } catch (e) {
      this.warn(e);
    }
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }
}

/** Connect to Redis and join the shared room space (two connections: commands, and the subscription). */
export async function redisRoomSpace(
  ctx: Ctx,
  o: RedisOptions,
): Promise<RoomSpace & { readonly store: RedisRoomStore }> {
  const opts = { lazyConnect: true, maxRetriesPerRequest: 3 } as const;
  const pub = new Redis(o.url, opts);
  const sub = new Redis(o.url, opts);
  pub.on('error', (e: Error) => ctx.log(`redis: ${e.message}`));
  sub.on('error', (e: Error) => ctx.log(`redis: ${e.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  const space = new RelaySpace(ctx, pub, sub, o);
  await space.start();
  ctx.log(`rooms kept in Redis; this process is ${space.me}`);
  return space;
}
