/**
 * Abuse limits that protect real tables (issue 27): rooms created per address, the Origin check, connections and
 * openings per address (also behind the app's proxy), "full" as a close code, offline roster entries expiring,
 * pictures once per connection within a byte budget, names cleaned of what draws nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE, PROTOCOL_VERSION, cleanName } from '../src/net/protocol.ts';
import type { ServerLimits, SessionServer } from './sessionServer.ts';
import { gmCreates, Peer, peer, playerJoins, testServer } from './testkit.ts';

let server: SessionServer | null = null;
const open: (Peer | WebSocket)[] = [];

async function start(limits: Partial<ServerLimits> = {}): Promise<SessionServer> {
  server = await testServer(limits);
  return server;
}

afterEach(async () => {
  for (const p of open.splice(0)) p.close();
  await server?.close();
  server = null;
});

/** Open a raw socket with these headers: resolves 'open' or the HTTP status of a refused upgrade. */
function attempt(s: SessionServer, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; status: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(s.wsUrl, { headers });
    open.push(ws);
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
    ws.on('error', () => {});
  });
}

const sixPicture = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('abuse limits (issue 27)', () => {
  it('creating rooms is limited per address: over the burst the GM is told "full" (4005), POST /rooms gets 429', async () => {
    const s = await start({ roomsBurst: 3, roomsPerHour: 1 });
    for (let i = 0; i < 3; i++) open.push((await gmCreates(s)).gm);
    const gm = await peer(s);
    gm.send({ t: 'host', v: PROTOCOL_VERSION });
    expect(await gm.closed).toEqual({ code: CLOSE.full, reason: 'too many new rooms' });
    expect((await fetch(`${s.httpUrl}/rooms`, { method: 'POST' })).status).toBe(429);
    // Another address behind the app's proxy (X-Forwarded-For from loopback) has its own allowance.
    const r = await fetch(`${s.httpUrl}/rooms`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(r.status).toBe(201);
  });

  it('a page on another origin cannot open a socket; the serving origin and the allowed ones can; no Origin (not a browser) passes', async () => {
    const s = await start({ allowedOrigins: ['https://table.example.org'] });
    expect((await attempt(s, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await attempt(s, { origin: `http://127.0.0.1:${s.port}` })).status).toBe(101);
    expect((await attempt(s, { origin: 'https://table.example.org' })).status).toBe(101);
    expect((await attempt(s)).status).toBe(101);
    expect(
      (await fetch(`${s.httpUrl}/rooms`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
  });

  it('one address cannot crowd out the others: half-open sockets and openings per address are limited', async () => {
    const s = await start({ pendingPerAddress: 3, openingsBurst: 100 });
    const idle = [];
    for (let i = 0; i < 3; i++) idle.push(await attempt(s, { 'x-forwarded-for': '198.51.100.7' }));
    expect(idle.map((x) => x.status)).toEqual([101, 101, 101]);
    expect((await attempt(s, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    // A real player from another address still gets in.
    const { room, playerSecret, gm } = await gmCreates(s);
    open.push(gm);
    const { p } = await playerJoins(s, room, playerSecret);
    open.push(p);
    // Openings: a burst, then refused until the allowance refills.
    const s2 = await testServer({ openingsBurst: 2, openingsPerSecond: 0.001 });
    try {
      expect((await attempt(s2)).status).toBe(101);
      expect((await attempt(s2)).status).toBe(101);
      expect((await attempt(s2)).status).toBe(429);
    } finally {
      await s2.close();
    }
  });

  it('a full server answers as a WebSocket with "full" (4005), not with an HTTP error the page reads as "not running"', async () => {
    const s = await start({ maxConnections: 2 });
    const a = await peer(s);
    const b = await peer(s);
    open.push(a, b);
    const c = new Peer(s.wsUrl);
    open.push(c);
    await c.opened;
    expect((await c.closed).code).toBe(CLOSE.full);
  });

  it('offline roster entries expire; a full roster makes room by dropping the entry away the longest', async () => {
    const s = await start({ offlinePlayerMs: 150, maxPlayersPerRoom: 1, evictOfflineAfterMs: 0 });
    const { gm, room, playerSecret } = await gmCreates(s);
    open.push(gm);
    const first = await playerJoins(s, room, playerSecret, 'Alice');
    first.p.close();
    await first.p.closed;
    // The roster is full (1), but Alice is away: Bob takes her place.
    const bob = await playerJoins(s, room, playerSecret, 'Bob');
    open.push(bob.p);
    await expect
      .poll(() =>
        gm
          .all('roster')
          .at(-1)
          ?.players.map((p) => p.name),
      )
      .toEqual(['Bob']);
    bob.p.close();
    await bob.p.closed;
    // Away longer than offlinePlayerMs: gone from the roster.
    await expect.poll(() => gm.all('roster').at(-1)?.players.length, { timeout: 3000 }).toBe(0);
  });

  it('a picture is asked of the GM at most once per connection, within the player’s byte budget', async () => {
    const s = await start({ pictureBudgetBytes: 100_000, pictureBytesPerMinute: 1 });
    const { gm, room, playerSecret } = await gmCreates(s);
    open.push(gm);
    const { p, playerId } = await playerJoins(s, room, playerSecret);
    open.push(p);
    p.send({ t: 'picture', reqId: 'r1', id: sixPicture });
    const asked = await gm.take('picture');
    expect(asked).toMatchObject({ playerId, id: sixPicture });
    const data = 'A'.repeat(36_000); // 27 kB a part
    for (let part = 0; part < 4; part++)
      gm.send({ t: 'pictureData', to: playerId, reqId: 'r1', id: sixPicture, bytes: 108_000, part, parts: 4, data });
    for (let i = 0; i < 4; i++) await p.take('pictureData');
    // The same id again on this connection: "none" at once, the GM is not asked.
    p.send({ t: 'picture', reqId: 'r2', id: sixPicture });
    expect(await p.take('pictureData')).toMatchObject({ reqId: 'r2', parts: 0 });
    // The budget is spent: another picture is not asked of the GM either.
    p.send({ t: 'picture', reqId: 'r3', id: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(await p.take('pictureData')).toMatchObject({ reqId: 'r3', parts: 0 });
    expect(gm.all('picture')).toHaveLength(1);
  });

  it('names are cleaned of bidi controls, zero-width, control and blank characters', () => {
    expect(cleanName('\u202eGM\u200b\u0000 (the real GM)')).toBe('GM (the real GM)');
    expect(cleanName('\u3164\u115f\u1160\uffa0')).toBe(''); // Hangul fillers draw nothing
    expect(cleanName('A\u00adl\u034fi\u{e0041}c\ufe0fe')).toBe('Alice'); // soft hyphen, CGJ, a tag, a selector
    expect(cleanName('Bob \u2028\t  the\u00a0\u00a0Bold')).toBe('Bob the Bold');
    expect(cleanName('\u{f0000}Eve\u{e000}')).toBe('Eve'); // private use
  });
});
