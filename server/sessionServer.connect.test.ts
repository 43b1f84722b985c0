import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { gmCreates, peer, playerJoins, viewOf } from './testkit.ts';
import { sessionServerFixture } from './sessionServer.fixtures.ts';

const { start, track, forget } = sessionServerFixture();

describe('the session server: health, rooms, shutdown', () => {
  it('answers the health endpoint and creates rooms over HTTP', async () => {
    const s = await start();
    const h = await (await fetch(`${s.httpUrl}/health`)).json();
    expect(h).toMatchObject({ ok: true, protocol: PROTOCOL_VERSION, rooms: 0, connections: 0 });
    const r = await fetch(`${s.httpUrl}/rooms`, { method: 'POST' });
    expect(r.status).toBe(201);
    const body = (await r.json()) as { room: string; gmSecret: string; playerSecret: string };
    expect(body.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.gmSecret).not.toBe(body.playerSecret);
    expect((await (await fetch(`${s.httpUrl}/health`)).json()).rooms).toBe(1);
    expect((await fetch(`${s.httpUrl}/nothing`)).status).toBe(404);
    // The room created over HTTP is taken with its GM secret.
    const gm = track({ gm: await peer(s) }).gm;
    gm.send({ t: 'host', v: PROTOCOL_VERSION, room: body.room, secret: body.gmSecret });
    const hosted = await gm.take('hosted');
    expect(hosted).toMatchObject({ room: body.room, playerSecret: body.playerSecret, lastRev: null });
    expect(hosted.gmSecret).toBeUndefined(); // a secret is handed out once, at creation
  });

  it('needs the creation token when started with one', async () => {
    const s = await start({}, 'let-me-in');
    expect((await fetch(`${s.httpUrl}/rooms`, { method: 'POST' })).status).toBe(403);
    expect(
      (await fetch(`${s.httpUrl}/rooms`, { method: 'POST', headers: { authorization: 'Bearer let-me-in' } })).status,
    ).toBe(201);
    const a = await peer(s);
    a.send({ t: 'host', v: PROTOCOL_VERSION });
    expect((await a.closed).code).toBe(CLOSE.refused);
    const b = track({ gm: await peer(s) }).gm;
    b.send({ t: 'host', v: PROTOCOL_VERSION, token: 'let-me-in' });
    expect((await b.take('hosted')).gmSecret).toBeTruthy();
  });

  it('shuts down cleanly: every client is told the server is going away', async () => {
    const s = await start();
    const { gm, room, playerSecret } = await gmCreates(s);
    const { p } = await playerJoins(s, room, playerSecret);
    await s.close();
    forget();
    expect((await gm.closed).code).toBe(CLOSE.goingAway);
    expect((await p.closed).code).toBe(CLOSE.goingAway);
    await expect(fetch(`${s.httpUrl}/health`)).rejects.toThrow();
  });

  it('drops a connection that stops answering pings (a laptop closed mid-session)', async () => {
    const s = await start({ heartbeatMs: 40 });
    const { WebSocket } = await import('ws');
    const { room, playerSecret } = track(await gmCreates(s));
    const silent = new WebSocket(s.wsUrl, { autoPong: false });
    await new Promise((r) => silent.once('open', r));
    silent.send(
      JSON.stringify({ t: 'join', v: PROTOCOL_VERSION, room, secret: playerSecret, name: 'Zzz', lang: 'en' }),
    );
    const code = await new Promise<number>((resolve) => silent.once('close', (c) => resolve(c)));
    expect(code).toBe(1006); // cut, no closing handshake
    await expect.poll(() => s.stats().players).toBe(0);
  });

  it('refuses upgrades on other paths', async () => {
    const s = await start();
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(s.wsUrl.replace('/ws', '/other'));
    const err = await new Promise<Error>((resolve) => ws.once('error', resolve));
    expect(String(err)).toMatch(/404/);
  });
});

describe('a wrong secret gets nothing', () => {
  it('closes with the same code and reason for a wrong secret, an unknown room, the wrong role, garbage, and silence', async () => {
    const s = await start({ helloTimeoutMs: 200 });
    const { room, gmSecret, playerSecret } = track(await gmCreates(s));
    await s.createRoom(); // another room exists too
    const attempts: unknown[] = [
      { t: 'join', v: PROTOCOL_VERSION, room, secret: 'x'.repeat(43), name: 'Eve', lang: 'en' },
      { t: 'join', v: PROTOCOL_VERSION, room: 'A'.repeat(22), secret: playerSecret, name: 'Eve', lang: 'en' },
      { t: 'join', v: PROTOCOL_VERSION, room, secret: gmSecret, name: 'Eve', lang: 'en' }, // the GM's secret is not a player's
      { t: 'host', v: PROTOCOL_VERSION, room, secret: playerSecret }, // nor the reverse
      { t: 'host', v: PROTOCOL_VERSION, room: 'A'.repeat(22), secret: gmSecret },
      { t: 'host', v: PROTOCOL_VERSION, secret: gmSecret }, // a secret without a room
      viewOf('sneaky'), // not an opening
      { t: 'join', v: PROTOCOL_VERSION, room, secret: playerSecret, name: 'Eve', lang: 'en', extra: 1 },
      'not json',
      '{"t":"join","__proto__":{"admin":true}}',
    ];
    const closes = [];
    for (const a of attempts) {
      const p = await peer(s);
      p.send(a);
      closes.push({ ...(await p.closed), got: p.received.length });
    }
    const silent = await peer(s); // says nothing: closed after the opening timeout
    closes.push({ ...(await silent.closed), got: silent.received.length });
    for (const c of closes) expect(c).toEqual({ code: CLOSE.refused, reason: 'refused', got: 0 });
  });

  it('tells another protocol version apart (before any room is looked up)', async () => {
    const s = await start();
    const p = await peer(s);
    p.send({ t: 'host', v: 99 });
    expect((await p.closed).code).toBe(CLOSE.version);
  });

  it('refuses a binary opening', async () => {
    const s = await start();
    const p = await peer(s);
    p.ws.send(Buffer.from([1, 2, 3]));
    expect((await p.closed).code).toBe(CLOSE.refused);
  });
});
