/** Test helpers: a server on an ephemeral port and raw WebSocket peers that record what they receive. */
import { WebSocket } from 'ws';
import { LIMITS, PROTOCOL_VERSION, type GmMessage, type ServerMessage, type View } from '../src/net/protocol.ts';
import { applyViewPatch, PartCollector } from '../src/net/viewPatch.ts';
import type { RoomStore } from './roomStore.ts';
import { startSessionServer, type ServerLimits, type SessionServer } from './sessionServer.ts';

export async function testServer(
  limits: Partial<ServerLimits> = {},
  createToken?: string,
  more: { store?: RoomStore; port?: number } = {},
): Promise<SessionServer> {
  return startSessionServer({
    host: '127.0.0.1',
    port: more.port ?? 0,
    limits,
    ...(createToken ? { createToken } : {}),
    ...(more.store ? { store: more.store } : {}),
  });
}

type Msg<T extends ServerMessage['t']> = Extract<ServerMessage, { t: T }>;

/** A raw peer: sends whatever it is told (also garbage), records every frame it gets. */
export class Peer {
  readonly ws: WebSocket;
  readonly received: ServerMessage[] = [];
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  closeInfo: { code: number; reason: string } | null = null;
  private held: { rev: number; view: View } | null = null;
  private readonly parts = new PartCollector(LIMITS.viewTotalBytes);

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString() };
        resolve(this.closeInfo);
        this.wake();
      });
    });
    this.ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      this.received.push(m);
      // Like the player's client (issue 27): a patch or the parts of a view also give the whole view they make,
      // recorded after them as a `view`; a patch from a revision not held asks for the whole view.
      if (m.t === 'view') this.held = { rev: m.rev, view: m.view };
      else if (m.t === 'viewPart') {
        const text = this.parts.add(m);
        if (text !== null) {
          const v = JSON.parse(text) as Extract<ServerMessage, { t: 'view' }>;
          this.held = { rev: v.rev, view: v.view };
          this.received.push(v);
        }
      } else if (m.t === 'patch') {
        if (this.held && this.held.rev === m.from) {
          const view = applyViewPatch(this.held.view, m.ops, false);
          this.held = { rev: m.rev, view };
          this.received.push({ t: 'view', rev: m.rev, view });
        } else {
          this.held = null;
          this.send({ t: 'resync' });
        }
      }
      this.wake();
    });
    this.ws.on('error', () => {});
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const fn of w) fn();
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The next message of type `t` not taken yet (waits for it). */
  async take<T extends ServerMessage['t']>(t: T, timeoutMs = 3000): Promise<Msg<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.received.findIndex((m, k) => m.t === t && !this.taken.has(k));
      if (i >= 0) {
        this.taken.add(i);
        return this.received[i] as Msg<T>;
      }
      if (this.closeInfo)
        throw new Error(`closed (${this.closeInfo.code} ${this.closeInfo.reason}) while waiting for ${t}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${t}; got ${this.received.map((m) => m.t).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Messages of type `t` received so far. */
  all<T extends ServerMessage['t']>(t: T): Msg<T>[] {
    return this.received.filter((m): m is Msg<T> => m.t === t);
  }

  /**
   * A WebSocket ping, answered: the server has handled every frame this peer sent before it, and every frame the
   * server sent this peer before answering has arrived (one socket keeps its order).
   */
  roundTrip(): Promise<void> {
    return new Promise((resolve) => {
      this.ws.once('pong', () => resolve());
      this.ws.ping();
    });
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Round trips of these peers in turn: what the first ones sent has been handled (the server handles a frame at
 * once), so whatever it made the server send the later ones has arrived — "nothing came" is then a fact, not a
 * guess after a sleep.
 */
export async function synced(...peers: Peer[]): Promise<void> {
  for (const p of peers) await p.roundTrip();
}

/** Open a peer and wait until it is connected. */
export async function peer(server: Pick<SessionServer, 'wsUrl'>): Promise<Peer> {
  const p = new Peer(server.wsUrl);
  await p.opened;
  return p;
}

/** A GM that created a room. */
export async function gmCreates(
  server: Pick<SessionServer, 'wsUrl'>,
): Promise<{ gm: Peer; room: string; gmSecret: string; playerSecret: string }> {
  const gm = await peer(server);
  gm.send({ t: 'host', v: PROTOCOL_VERSION });
  const h = await gm.take('hosted');
  if (!h.gmSecret || !h.playerSecret) throw new Error('no secrets');
  return { gm, room: h.room, gmSecret: h.gmSecret, playerSecret: h.playerSecret };
}

/** A player that joined a room. */
export async function playerJoins(
  server: Pick<SessionServer, 'wsUrl'>,
  room: string,
  secret: string,
  name = 'Alice',
  resume?: string,
): Promise<{ p: Peer; playerId: string; resume: string }> {
  const p = await peer(server);
  p.send({ t: 'join', v: PROTOCOL_VERSION, room, secret, name, lang: 'en', ...(resume ? { resume } : {}) });
  const j = await p.take('joined');
  return { p, playerId: j.playerId, resume: j.resume };
}

/** A minimal valid view. */
export function viewOf(marker: string, rev = 1): Extract<GmMessage, { t: 'view' }> {
  return {
    t: 'view',
    rev,
    view: {
      encounter: { system: 'mounted4e', name: marker, creatures: {}, creatureOrder: [] },
      log: [{ en: marker, ja: marker }],
      events: [],
      change: 'command',
    },
  };
}

/** Used by tests outside server/ (src/net, src/services); the server's own tests wait for conditions instead. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
