import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewOf } from '../../server/testkit';
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
