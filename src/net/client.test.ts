import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { gmCreates, peer, sleep, testServer, viewOf, type Peer } from '../../server/testkit';
import type { SessionServer } from '../../server/sessionServer';
import { CLOSE, PROTOCOL_VERSION } from './protocol';
import {
  backoffDelay,
  createGmClient,
  createPlayerClient,
  DEFAULT_BACKOFF,
  type StateChange,
  type WebSocketLike,
} from './client';

/** A socket the test drives by hand. */
class FakeSocket implements WebSocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { readonly data: unknown }) => void) | null = null;
  onclose: ((ev: { readonly code: number; readonly reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.({});
  }
  receive(m: unknown) {
    this.onmessage?.({ data: typeof m === 'string' ? m : JSON.stringify(m) });
  }
  drop(code = 1006, reason = '') {
    this.onclose?.({ code, reason });
  }
}

const ROOM = 'R'.repeat(22);
const SECRET = 'g'.repeat(43);
const hosted = (gmSecret?: string) => ({
  t: 'hosted',
  v: 1,
  room: ROOM,
  ...(gmSecret ? { gmSecret } : {}),
  playerSecret: 'p'.repeat(43),
  lastRev: null,
});

describe('views as patches (issue 27): the player’s client', () => {
  it('applies a patch from the revision it holds; one from a revision it missed asks for a resync', () => {
    const sockets: FakeSocket[] = [];
    const p = createPlayerClient({
      url: 'ws://x/ws',
      socket: (u) => {
        const s = new FakeSocket(u);
        sockets.push(s);
        return s;
      },
      room: ROOM,
      secret: 'p'.repeat(43),
      name: 'A',
      lang: 'en',
    });
    const views: { rev: number; name: unknown }[] = [];
    p.on('message', (m) => {
      if (m.t === 'view') views.push({ rev: m.rev, name: (m.view.encounter as { name?: unknown }).name });
    });
    p.connect();
    const s = sockets[0] as FakeSocket;
    s.open();
    s.receive({ t: 'joined', v: 1, room: ROOM, playerId: 'p1', resume: 'r'.repeat(43) });
    s.receive({
      t: 'view',
      rev: 1,
      view: {
        encounter: { system: 'x', name: 'one', creatures: {}, creatureOrder: [] },
        log: [],
        events: [],
        change: 'load',
      },
    });
    s.receive({ t: 'patch', from: 1, rev: 2, ops: [{ op: 'replace', path: '/encounter/name', value: 'two' }] });
    expect(views).toEqual([
      { rev: 1, name: 'one' },
      { rev: 2, name: 'two' },
    ]);
    // Revision 3 never arrived: a patch from 3 cannot apply, the page asks for the whole view.
    s.receive({ t: 'patch', from: 3, rev: 4, ops: [{ op: 'replace', path: '/encounter/name', value: 'four' }] });
    expect(views).toHaveLength(2);
    expect(s.sent.at(-1)).toEqual({ t: 'resync' });
    // A patch that does not fit what the page holds: also a resync, nothing shown.
    s.receive({
      t: 'view',
      rev: 5,
      view: { encounter: { system: 'x', creatures: {}, creatureOrder: [] }, log: [], events: [], change: 'load' },
    });
    s.receive({ t: 'patch', from: 5, rev: 6, ops: [{ op: 'replace', path: '/encounter/nothing/here', value: 1 }] });
    expect(views.map((v) => v.rev)).toEqual([1, 2, 5]);
    expect(s.sent.filter((m) => (m as { t: string }).t === 'resync')).toHaveLength(2);
    p.close();
  });
});

describe('the transport’s state machine (fake sockets and timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(extra = {}) {
    const sockets: FakeSocket[] = [];
    const states: StateChange[] = [];
    const creds: unknown[] = [];
    const c = createGmClient({
      url: 'ws://x/ws',
      socket: (u) => {
        const s = new FakeSocket(u);
        sockets.push(s);
        return s;
      },
      random: () => 0.5, // no jitter
      onCredentials: (x) => creds.push(x),
      ...extra,
    });
    c.on('state', (s) => states.push(s));
    return { c, sockets, states, creds, last: () => sockets[sockets.length - 1] as FakeSocket };
  }

  it('connecting → open on the welcome, not on the socket opening; the opening creates a room, reconnects retake it', () => {
    const { c, sockets, states, creds, last } = setup();
    expect(c.state).toBe('idle');
    c.connect();
    expect(c.state).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([{ t: 'host', v: PROTOCOL_VERSION }]);
    expect(c.state).toBe('connecting');
    expect(c.send({ t: 'closeRoom' })).toBe(false); // not yet welcomed
    last().receive(hosted(SECRET));
    expect(c.state).toBe('open');
    const kept = { room: ROOM, gmSecret: SECRET, playerSecret: 'p'.repeat(43) };
    expect(creds).toEqual([kept]);
    expect(c.credentials).toEqual(kept);
    expect(c.hosted?.playerSecret).toBe('p'.repeat(43));
    last().drop(1006);
    expect(c.state).toBe('retrying');
    expect(states.at(-1)).toMatchObject({ state: 'retrying', code: 1006, retryInMs: DEFAULT_BACKOFF.firstMs });
    vi.advanceTimersByTime(DEFAULT_BACKOFF.firstMs);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ t: 'host', v: PROTOCOL_VERSION, room: ROOM, secret: SECRET }]);
    last().receive(hosted());
    expect(c.state).toBe('open');
    expect(c.credentials).toEqual(kept); // kept
  });

  it('backs off exponentially up to the maximum, and starts over after a welcome', () => {
    const { c, states, last } = setup();
    c.connect();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      last().drop(1006);
      const d = states.at(-1)?.retryInMs as number;
      delays.push(d);
      vi.advanceTimersByTime(d);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    last().open();
    last().receive(hosted(SECRET));
    last().drop(1006);
    expect(states.at(-1)?.retryInMs).toBe(500);
    c.close();
  });

  it('stops for good on a terminal close code (wrong secret, replaced, room closed, removed)', () => {
    for (const code of [CLOSE.refused, CLOSE.version, CLOSE.replaced, CLOSE.roomClosed, CLOSE.kicked]) {
      const { c, sockets, last } = setup({ credentials: { room: ROOM, gmSecret: SECRET } });
      c.connect();
      last().open();
      last().drop(code, 'x');
      expect(c.state).toBe('closed');
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    }
    // "full" is worth a retry.
    const { c, last } = setup();
    c.connect();
    last().drop(CLOSE.full);
    expect(c.state).toBe('retrying');
    c.close();
  });

  it('gives an attempt up when no welcome comes, ignores frames that do not fit the protocol', () => {
    const { c, sockets, last } = setup({ welcomeTimeoutMs: 1000 });
    c.connect();
    last().open();
    last().receive('garbage');
    last().receive({ t: 'hosted', v: 1, room: 'short' });
    last().receive(viewOf('x')); // valid, but not a welcome and not for a GM
    expect(c.state).toBe('connecting');
    vi.advanceTimersByTime(1000);
    expect(c.state).toBe('retrying');
    expect(sockets[0]?.closedWith).toBe(1000);
    c.close();
  });

  it('close() stops everything; connect() after it starts again', () => {
    const { c, sockets, last } = setup();
    c.connect();
    last().open();
    last().receive(hosted(SECRET));
    c.close();
    expect(c.state).toBe('closed');
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    c.connect();
    expect(sockets).toHaveLength(2);
    c.close();
  });

  it('throttles the pointer: the newest position goes out', () => {
    const { c, last } = setup();
    c.connect();
    last().open();
    last().receive(hosted(SECRET));
    for (let i = 0; i < 10; i++) c.pointer({ x: i, y: 0 });
    vi.advanceTimersByTime(60);
    c.pointer(null);
    vi.advanceTimersByTime(60);
    expect(last().sent.filter((m) => (m as { t: string }).t === 'pointer')).toEqual([
      { t: 'pointer', at: { x: 0, y: 0 } },
      { t: 'pointer', at: { x: 9, y: 0 } },
      { t: 'pointer', at: null },
    ]);
    c.close();
  });

  it('jitter spreads the delays', () => {
    expect(backoffDelay(DEFAULT_BACKOFF, 1, () => 0)).toBe(375);
    expect(backoffDelay(DEFAULT_BACKOFF, 1, () => 1)).toBe(625);
    expect(backoffDelay(DEFAULT_BACKOFF, 20, () => 0.5)).toBe(10_000);
  });
});

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
