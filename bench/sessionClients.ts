/**
 * The clients of the session bench (`bench/session.ts`): the real GM client and raw player sockets, each with its
 * own address (`X-Forwarded-For`, believed from loopback) so the server's per-address limits see separate devices.
 */
import { WebSocket } from 'ws';
import { createGmClient, type GmClient, type WebSocketLike } from '../src/net/client';
import { PROTOCOL_VERSION } from '../src/net/protocol';

let nextAddress = 1;
/** A new device: its own address, as the server counts them. */
export const device = () => {
  const i = nextAddress++;
  return `10.27.${(i >> 8) & 255}.${i & 255}`;
};
export const socketFrom = (addr: string) => (url: string) =>
  new WebSocket(url, { headers: { 'x-forwarded-for': addr } }) as unknown as WebSocketLike;

/**
 * What a frame is (its type, revision, part): read from its start — the server encodes `t` first, then `rev` — so
 * 200 players' copies of a 1 MB view are not all parsed here (that kept this process too busy to answer the
 * server's pings); small frames are parsed whole.
 */
function head(data: Buffer): { t: string; rev?: number; part?: number; parts?: number } {
  if (data.length < 4096) return JSON.parse(data.toString()) as { t: string };
  const start = data.subarray(0, 200).toString();
  const num = (k: string) => Number(new RegExp(`"${k}":(\\d+)`).exec(start)?.[1] ?? NaN);
  return { t: /^\{"t":"(\w+)"/.exec(start)?.[1] ?? '?', rev: num('rev'), part: num('part'), parts: num('parts') };
}

/** A player as a raw socket: the newest revision it holds, and the size of the last patch frame. */
export class RawPlayer {
  rev = 0;
  lastPatchBytes = 0;
  private waiters: { rev: number; resolve: () => void; fail: (e: Error) => void }[] = [];
  private constructor(readonly ws: WebSocket) {}

  static join(url: string, room: string, secret: string, name: string): Promise<RawPlayer> {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': device() } });
    const p = new RawPlayer(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () =>
        ws.send(JSON.stringify({ t: 'join', v: PROTOCOL_VERSION, room, secret, name, lang: 'en' })),
      );
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`a player was closed (${code}) while joining`)));
      ws.once('close', (code) => p.closed(code));
      ws.on('message', (data: Buffer) => {
        const m = head(data);
        if (m.t === 'joined') resolve(p);
        else if (m.t === 'view' || (m.t === 'viewPart' && m.part === (m.parts ?? 0) - 1)) p.held(m.rev ?? 0);
        else if (m.t === 'patch') {
          p.lastPatchBytes = data.length;
          p.held(m.rev ?? 0);
        }
      });
    });
  }

  private closed(code: number): void {
    for (const w of this.waiters.splice(0)) w.fail(new Error(`a player was closed (${code})`));
  }

  private held(rev: number): void {
    this.rev = rev;
    this.waiters = this.waiters.filter((w) => (w.rev <= rev ? (w.resolve(), false) : true));
  }

  until(rev: number, timeoutMs = 60_000): Promise<void> {
    if (this.rev >= rev) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`revision ${rev} did not arrive in time`)), timeoutMs);
      this.waiters.push({
        rev,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  request(reqId: string, command: object, basedOnRevision: number): void {
    this.ws.send(JSON.stringify({ t: 'request', reqId, command, basedOnRevision }));
  }
}

/** The real GM client, connected, its room created (or retaken). */
export async function gmHosts(url: string): Promise<{ gm: GmClient; room: string; playerSecret: string }> {
  const gm = createGmClient({ url, socket: socketFrom(device()) });
  const hosted = new Promise<void>((resolve) => gm.on('message', (m) => m.t === 'hosted' && resolve()));
  gm.connect();
  await hosted;
  const h = gm.hosted;
  if (!h?.playerSecret) throw new Error('the GM got no join link');
  return { gm, room: h.room, playerSecret: h.playerSecret };
}

export async function joinAll(url: string, room: string, secret: string, n: number): Promise<RawPlayer[]> {
  const out: RawPlayer[] = [];
  for (let i = 0; i < n; i += 25)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, n - i) }, (_, k) => RawPlayer.join(url, room, secret, `P${i + k}`)),
      )),
    );
  return out;
}
