/**
 * The session protocol's transport under both clients (`gmClient.ts`, `playerClient.ts`; `client.ts` is the
 * import path) (and Node tests: pass a
 * WebSocket factory, e.g. the `ws` package's).
 *
 * One state machine: `idle` → `connecting` (socket opening, opening message sent, waiting for the welcome) →
 * `open` (welcomed) → on a drop `retrying` (exponential backoff with jitter) → `connecting` … ; `closed` after
 * `close()` or a terminal close code (wrong secret, replaced by another tab, room closed, removed by the GM:
 * reconnecting cannot help, the person has to act). Every (re)connection sends the opening again with the
 * secret: the GM's tab retakes its room, a player rejoins as the same player (resume key) and gets the current
 * view at once. Every frame from the server is validated before it is handed on.
 */
import { TERMINAL_CLOSE_CODES, encode, parseServerMessage, type Hello, type ServerMessage } from './protocol';

/** The part of a WebSocket this client uses (the browser's and the `ws` package's both fit). */
export interface WebSocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { readonly data: unknown }) => void) | null;
  onclose: ((ev: { readonly code: number; readonly reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Makes a socket for a URL. */
export type WebSocketFactory = (url: string) => WebSocketLike;

export type ClientState = 'idle' | 'connecting' | 'open' | 'retrying' | 'closed';

/** A state change, with why. */
export interface StateChange {
  readonly state: ClientState;
  /** Connection attempts since the last welcome. */
  readonly attempt: number;
  /** The close code that caused it (retrying / closed). */
  readonly code?: number;
  readonly reason?: string;
  /** When retrying: the delay before the next attempt. */
  readonly retryInMs?: number;
}

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
  readonly factor: number;
  /** ± this fraction of the delay, at random (so a room's players do not all reconnect at once). */
  readonly jitter: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 500, maxMs: 10_000, factor: 2, jitter: 0.25 };

/** The delay before attempt `attempt` (1-based). */
export function backoffDelay(b: Backoff, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(b.maxMs, b.firstMs * b.factor ** Math.max(0, attempt - 1));
  return Math.max(0, Math.round(base * (1 + b.jitter * (2 * random() - 1))));
}

export interface TransportOptions {
  /** `ws://host:port/ws`. */
  readonly url: string;
  /** Default: the global `WebSocket` (browsers, Node ≥ 22). */
  readonly socket?: WebSocketFactory;
  readonly backoff?: Partial<Backoff>;
  readonly random?: () => number;
  /** Time from the socket opening to the welcome before giving the attempt up. */
  readonly welcomeTimeoutMs?: number;
  /** Pointer messages are sent at most this often (the newest wins). */
  readonly pointerIntervalMs?: number;
}

type Listener<T> = (e: T) => void;

/** Typed events. */
export interface TransportEvents<In> {
  readonly state: StateChange;
  readonly message: In;
}

/** The transport both clients share. */
export interface Transport<Out, In> {
  readonly state: ClientState;
  /** Start (or restart after `closed`) connecting. */
  connect(): void;
  /** Close for good (no reconnect). */
  close(): void;
  /** Send when open; false when not (nothing is queued: the caller shows "not connected"). */
  send(m: Out): boolean;
  /** Send the pointer (throttled; null = off the board). */
  pointer(at: { readonly x: number; readonly y: number } | null): void;
  on<K extends keyof TransportEvents<In>>(event: K, fn: Listener<TransportEvents<In>[K]>): () => void;
}

function defaultSocket(url: string): WebSocketLike {
  const WS = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (!WS) throw new Error('No WebSocket in this environment: pass `socket`.');
  return new WS(url);
}

/**
 * The shared machine: `hello()` gives the opening for each attempt, `welcome(m)` says whether a message is the
 * welcome (and handles it), `accept(m)` whether a message is for this role.
 */
export function createTransport<Out extends { t: string }, In extends ServerMessage>(
  opts: TransportOptions,
  hello: () => Hello,
  isWelcome: (m: ServerMessage) => boolean,
  accept: (m: ServerMessage) => m is In,
  /** Turns a message into what the listeners get (null: nothing), e.g. a patch into the whole view. */
  inbound: (m: In) => In | null = (m) => m,
): Transport<Out, In> {
  const backoff: Backoff = { ...DEFAULT_BACKOFF, ...opts.backoff };
  const random = opts.random ?? Math.random;
  const makeSocket = opts.socket ?? defaultSocket;
  const welcomeTimeoutMs = opts.welcomeTimeoutMs ?? 10_000;
  const pointerIntervalMs = opts.pointerIntervalMs ?? 50;
  const listeners: { [K in keyof TransportEvents<In>]: Set<Listener<TransportEvents<In>[K]>> } = {
    state: new Set(),
    message: new Set(),
  };

  let state: ClientState = 'idle';
  let socket: WebSocketLike | null = null;
  let attempt = 0;
  let welcomed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let welcomeTimer: ReturnType<typeof setTimeout> | null = null;
  let pointerTimer: ReturnType<typeof setTimeout> | null = null;
  let pointerPending: { x: number; y: number } | null | undefined;
  let pointerLast = 0;

  const emit = <K extends keyof TransportEvents<In>>(k: K, e: TransportEvents<In>[K]) => {
    for (const fn of [...listeners[k]]) fn(e);
  };
  const setState = (s: StateChange) => {
    state = s.state;
    emit('state', s);
  };
  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (welcomeTimer) clearTimeout(welcomeTimer);
    retryTimer = welcomeTimer = null;
  };
  const detach = (s: WebSocketLike) => {
    s.onopen = s.onmessage = s.onclose = s.onerror = null;
  };

  function open(): void {
    clearTimers();
    attempt++;
    welcomed = false;
    setState({ state: 'connecting', attempt });
    let s: WebSocketLike;
    try {
      s = makeSocket(opts.url);
    } catch (e) {
      return dropped(0, e instanceof Error ? e.message : 'cannot connect');
    }
    socket = s;
    s.onopen = () => {
      s.send(encode(hello()));
      welcomeTimer = setTimeout(() => {
        detach(s);
        s.close(1000, 'no welcome');
        dropped(0, 'no welcome');
      }, welcomeTimeoutMs);
    };
    s.onmessage = (ev) => {
      const r = parseServerMessage(typeof ev.data === 'string' ? ev.data : String(ev.data));
      if (!r.ok) return; // a frame that does not fit the protocol is ignored
      const m = r.message;
      if (!welcomed) {
        if (!isWelcome(m)) return;
        welcomed = true;
        if (welcomeTimer) clearTimeout(welcomeTimer);
        welcomeTimer = null;
        attempt = 0;
        setState({ state: 'open', attempt: 0 });
      }
      if (accept(m)) {
        const out = inbound(m);
        if (out) emit('message', out);
      }
    };
    s.onclose = (ev) => {
      detach(s);
      dropped(ev.code, ev.reason);
    };
    s.onerror = () => {
      // A close event follows an error; nothing to do here.
    };
  }

  function dropped(code: number, reason: string): void {
    socket = null;
    clearTimers();
    if (state === 'closed') return;
    if (TERMINAL_CLOSE_CODES.includes(code)) {
      setState({ state: 'closed', attempt, code, reason });
      return;
    }
    const retryInMs = backoffDelay(backoff, Math.max(1, attempt), random);
    setState({ state: 'retrying', attempt, code, reason, retryInMs });
    retryTimer = setTimeout(open, retryInMs);
  }

  function flushPointer(): void {
    pointerTimer = null;
    if (pointerPending === undefined) return;
    const at = pointerPending;
    pointerPending = undefined;
    pointerLast = Date.now();
    if (state === 'open' && socket) socket.send(encode({ t: 'pointer', at }));
  }

  return {
    get state() {
      return state;
    },
    connect() {
      if (state === 'connecting' || state === 'open') return;
      attempt = 0;
      open();
    },
    close() {
      clearTimers();
      if (pointerTimer) clearTimeout(pointerTimer);
      pointerTimer = null;
      const s = socket;
      socket = null;
      if (state !== 'closed') setState({ state: 'closed', attempt, code: 1000, reason: 'closed' });
      if (s) {
        detach(s);
        s.close(1000, 'bye');
      }
    },
    send(m) {
      if (state !== 'open' || !socket) return false;
      socket.send(JSON.stringify(m));
      return true;
    },
    pointer(at) {
      pointerPending = at ? { x: at.x, y: at.y } : null;
      if (pointerTimer) return;
      const wait = pointerLast + pointerIntervalMs - Date.now();
      if (wait <= 0) flushPointer();
      else pointerTimer = setTimeout(flushPointer, wait);
    },
    on(event, fn) {
      listeners[event].add(fn);
      return () => listeners[event].delete(fn);
    },
  };
}

/** Add fields to a transport, keeping getters as getters (Object.assign would read them once). */
export function extend<T extends object, X extends object>(base: T, extra: X): T & X {
  return Object.defineProperties(base, Object.getOwnPropertyDescriptors(extra)) as T & X;
}
