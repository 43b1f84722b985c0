/**
 * The session clients against the real session server (Node, the `ws` package): reconnection as the same player,
 * one room per GM, a wrong secret, requests and profiles (issue 20/27). Moved out of `client.test.ts` (issue 31).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { gmCreates, peer, sleep, testServer, viewOf, type Peer } from '../../server/testkit';
import type { SessionServer } from '../../server/sessionServer';
import { CLOSE, PROTOCOL_VERSION } from './protocol';
import { createGmClient, createPlayerClient, type StateChange, type WebSocketLike } from './client';

describe('the clients against the real server (Node, the ws package)', () => {
  let server: SessionServer;
  const peers: Peer[] = [];
  const sockets: NodeWebSocket[] = [];
  const socket = (url: string) => {
    const s = new NodeWebSocket(url);
    sockets.push(s);
    return s as unknown as WebSocketLike;
  };
  const fast = { firstMs: 20, maxMs: 100, factor: 2, jitter: 0 };

  beforeEach(async () => {
    server = await testServer();
  });
  afterEach(async () => {
    for (const p of peers.splice(0)) p.close();
    sockets.splice(0);
    await server.close();
  });

  const waitFor = async (cond: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(10);
    }
  };

  it('a player drops off the network, reconnects by itself as the same player, and sees the current view at once', async () => {
    const { gm, room, playerSecret } = await gmCreates(server);
    peers.push(gm);
    gm.send(viewOf('first', 1));
    const ids: string[] = [];
    const views: number[] = [];
    const p = createPlayerClient({
      url: server.wsUrl,
      socket,
      room,
      secret: playerSecret,
      name: 'Alice',
      lang: 'en',
      backoff: fast,
      onIdentity: (i) => ids.push(i.playerId),
    });
    p.on('message', (m) => {
      if (m.t === 'view') views.push(m.rev);
    });
    p.connect();
    await waitFor(() => views.length === 1);
    sockets[0]?.terminate(); // the network goes; no closing handshake
    await waitFor(() => p.state === 'retrying');
    gm.send(viewOf('while away', 2));
    await waitFor(() => views.length === 2);
    expect(views).toEqual([1, 2]);
    expect(new Set(ids).size).toBe(1);
    expect(ids.length).toBe(2);
    expect(p.state).toBe('open');
    p.close();
  });

  it('the GM’s client creates a room once and retakes it after a drop (never a second room)', async () => {
    const gm = createGmClient({ url: server.wsUrl, socket, backoff: fast });
    const rooms: string[] = [];
    gm.on('message', (m) => {
      if (m.t === 'hosted') rooms.push(m.room);
    });
    gm.connect();
    await waitFor(() => gm.state === 'open');
    expect(gm.send(viewOf('v', 5))).toBe(true);
    await sleep(20);
    sockets[0]?.terminate();
    await waitFor(() => rooms.length === 2);
    expect(rooms[0]).toBe(rooms[1]);
    expect(gm.hosted?.lastRev).toBe(5);
    expect(server.stats().rooms).toBe(1);
    gm.close();
  });

  it('a wrong secret: closed for good, no retry', async () => {
    const { gm, room } = await gmCreates(server);
    peers.push(gm);
    const p = createPlayerClient({
      url: server.wsUrl,
      socket,
      room,
      secret: 'w'.repeat(43),
      name: 'Eve',
      lang: 'en',
      backoff: fast,
    });
    const states: StateChange[] = [];
    p.on('state', (s) => states.push(s));
    p.connect();
    await waitFor(() => p.state === 'closed');
    await sleep(100);
    expect(states.map((s) => s.state)).toEqual(['connecting', 'closed']);
    expect(states.at(-1)?.code).toBe(CLOSE.refused);
    expect(sockets).toHaveLength(1);
  });

  it('ask(): applied, refused, queued then applied; without a GM queued by the server and answered when it is back', async () => {
    const { gm, room, playerSecret, gmSecret } = await gmCreates(server);
    peers.push(gm);
    const p = createPlayerClient({
      url: server.wsUrl,
      socket,
      room,
      secret: playerSecret,
      name: 'Alice',
      lang: 'en',
      backoff: fast,
      answerTimeoutMs: 500,
    });
    p.connect();
    await waitFor(() => p.state === 'open');
    const a = p.ask({ type: 'standUp', id: 'c2' }, 3);
    const r1 = await gm.take('request');
    expect(r1).toMatchObject({
      playerId: p.identity?.playerId,
      command: { type: 'standUp', id: 'c2' },
      basedOnRevision: 3,
    });
    gm.send({ t: 'answer', to: r1.playerId, reqId: r1.reqId, result: { status: 'applied', rev: 4 } });
    expect(await a).toEqual({ status: 'applied', rev: 4 });
    const b = p.ask({ type: 'mount', id: 'c2', mountId: 'c1' }, 4);
    const r2 = await gm.take('request');
    gm.send({ t: 'answer', to: r2.playerId, reqId: r2.reqId, result: { status: 'queued' } });
    await sleep(600); // longer than the answer timeout: a queued request waits for the GM
    gm.send({ t: 'answer', to: r2.playerId, reqId: r2.reqId, result: { status: 'applied', rev: 9 } });
    expect(await b).toEqual({ status: 'applied', rev: 9 });
    const c = p.ask({ type: 'standUp', id: 'c2' }, 4);
    await gm.take('request'); // the GM never answers
    expect(await c).toEqual({ status: 'undelivered' });
    gm.close();
    await gm.closed;
    // No GM: the server keeps the request (issue 27) and says so; the GM gets it when it is back.
    let queued = false;
    const d = p.ask({ type: 'standUp', id: 'c2' }, 4, () => (queued = true));
    await waitFor(() => queued);
    const back = await peer(server);
    peers.push(back);
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    const r4 = await back.take('request');
    expect(r4).toMatchObject({ command: { type: 'standUp', id: 'c2' }, basedOnRevision: 4 });
    back.send({ t: 'answer', to: r4.playerId, reqId: r4.reqId, result: { status: 'applied', rev: 5 } });
    expect(await d).toEqual({ status: 'applied', rev: 5 });
    p.close();
    expect(await p.ask({ type: 'standUp', id: 'c2' }, 4)).toEqual({ status: 'undelivered' }); // not connected
  });

  it('a profile change reaches the roster and is used by later openings', async () => {
    const { gm, room, playerSecret } = await gmCreates(server);
    peers.push(gm);
    const p = createPlayerClient({
      url: server.wsUrl,
      socket,
      room,
      secret: playerSecret,
      name: 'Alice',
      lang: 'en',
      backoff: fast,
    });
    p.connect();
    await waitFor(() => p.state === 'open');
    p.setProfile({ lang: 'ja', name: 'アリス' });
    await waitFor(() => gm.all('roster').some((r) => r.players[0]?.lang === 'ja'));
    sockets[0]?.terminate();
    await waitFor(() => sockets.length === 2 && p.state === 'open');
    const watcher = await peer(server);
    peers.push(watcher);
    expect(gm.all('roster').at(-1)?.players).toEqual([
      expect.objectContaining({ name: 'アリス', lang: 'ja', online: true }),
    ]);
    p.close();
  });
});
