/**
 * The client side of the session protocol, for the GM's tab and a player's page (and Node tests: pass a
 * WebSocket factory, e.g. the `ws` package's).
 *
 * One state machine: `idle` → `connecting` (socket opening, opening message sent, waiting for the welcome) →
 * `open` (welcomed) → on a drop `retrying` (exponential backoff with jitter) → `connecting` … ; `closed` after
 * `close()` or a terminal close code (wrong secret, replaced by another tab, room closed, removed by the GM:
 * reconnecting cannot help, the person has to act). Every (re)connection sends the opening again with the
 * secret: the GM's tab retakes its room, a player rejoins as the same player (resume key) and gets the current
 * view at once. Every frame from the server is validated before it is handed on.
 */
import { applyViewPatch, diffView, PartCollector, splitParts } from './viewPatch';
import {
  LIMITS,
  PROTOCOL_VERSION,
  TERMINAL_CLOSE_CODES,
  encode,
  parseServerMessage,
  schemas,
  utf8Length,
  type View,
  type GmMessage,
  type Hello,
  type Hosted,
  type Joined,
  type Lang,
  type Menu,
  type PlayerMessage,
  type RequestResult,
  type ServerMessage,
  type ToGm,
  type ToPlayer,
} from './protocol';
import type { JsonObject } from './schema';

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
function createTransport<Out extends { t: string }, In extends ServerMessage>(
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
function extend<T extends object, X extends object>(base: T, extra: X): T & X {
  return Object.defineProperties(base, Object.getOwnPropertyDescriptors(extra)) as T & X;
}

// ——— the GM's client ———

/** A room's credentials as the GM's browser keeps them (with the encounter) to retake the room later. */
export interface GmCredentials {
  readonly room: string;
  readonly gmSecret: string;
  /**
   * The join link's secret: the server keeps only its hash, so a room it read back from its store after a restart
   * is welcomed without it, and the link is built from this copy.
   */
  readonly playerSecret?: string;
}

export interface GmClientOptions extends TransportOptions {
  /** The room to retake (after a reload); without, the first connection creates one. */
  readonly credentials?: GmCredentials;
  /** The server's creation token, if it needs one. */
  readonly token?: string;
  /** Called when a room was created (keep the credentials to retake it after a reload). */
  readonly onCredentials?: (c: GmCredentials) => void;
}

export interface GmClient extends Transport<GmMessage, ToGm> {
  /** The room and GM secret, once known. */
  readonly credentials: GmCredentials | null;
  /** The latest welcome (room, player secret for the join link, the newest view revision the room holds). */
  readonly hosted: Hosted | null;
  /** Forget the room (the next `connect()` creates a new one), e.g. after the server forgot it. */
  forgetRoom(): void;
}

const GM_TYPES: readonly string[] = ['hosted', 'roster', 'request', 'options', 'picture', 'pointer', 'ping', 'error'];
const PLAYER_TYPES: readonly string[] = [
  'joined',
  'roster',
  'view',
  'patch',
  'viewPart',
  'camera',
  'overlay',
  'pictureData',
  'answer',
  'menu',
  'pointer',
  'ping',
  'error',
];

/** The GM's client. */
export function createGmClient(opts: GmClientOptions): GmClient {
  let credentials: GmCredentials | null = opts.credentials ?? null;
  let hosted: Hosted | null = null;
  const t = createTransport<GmMessage, ToGm>(
    opts,
    () =>
      credentials
        ? { t: 'host', v: PROTOCOL_VERSION, room: credentials.room, secret: credentials.gmSecret }
        : { t: 'host', v: PROTOCOL_VERSION, ...(opts.token !== undefined ? { token: opts.token } : {}) },
    (m) => m.t === 'hosted',
    (m): m is ToGm => GM_TYPES.includes(m.t),
  );
  // ——— views as patches (issue 27) ———
  const baseSend = t.send.bind(t);
  /** The view the server holds from this page (the base of the next patch); null: send the whole view. */
  let held: { rev: number; view: View } | null = null;
  let latest: Extract<GmMessage, { t: 'view' }> | null = null;
  function sendView(m: Extract<GmMessage, { t: 'view' }>): boolean {
    latest = m;
    const whole = encode(m);
    if (held && held.rev !== m.rev) {
      const patch: GmMessage = {
        t: 'viewPatch',
        from: held.rev,
        rev: m.rev,
        ops: diffView(held.view as never, m.view as never),
      };
      const text = encode(patch);
      if (text.length < whole.length && utf8Length(text) <= LIMITS.viewBytes - 1024) {
        if (!baseSend(patch)) return false;
        held = { rev: m.rev, view: m.view };
        return true;
      }
    }
    let ok: boolean;
    if (utf8Length(whole) <= LIMITS.viewBytes - 1024) ok = baseSend(m);
    else {
      // Too big for one frame: in parts (the server puts them together).
      const parts = splitParts(whole, LIMITS.viewPartChars);
      ok = parts.every((data, part) => baseSend({ t: 'viewPart', rev: m.rev, part, parts: parts.length, data }));
    }
    held = ok ? { rev: m.rev, view: m.view } : null;
    return ok;
  }
  t.on('message', (m) => {
    if (m.t === 'error' && m.detail === 'from') {
      // The server does not hold the patch's base (it restarted, or a patch did not fit): the whole view again.
      held = null;
      if (latest) sendView(latest);
      return;
    }
    if (m.t !== 'hosted') return;
    held = null; // a new connection: the first view is whole
    if (m.gmSecret) {
      credentials = { room: m.room, gmSecret: m.gmSecret, ...(m.playerSecret ? { playerSecret: m.playerSecret } : {}) };
      opts.onCredentials?.(credentials);
    } else if (credentials && m.playerSecret && credentials.playerSecret !== m.playerSecret) {
      credentials = { ...credentials, playerSecret: m.playerSecret };
      opts.onCredentials?.(credentials);
    }
    // The link's secret, from the welcome or (a room the server read back from its store) from the kept copy.
    const playerSecret = m.playerSecret ?? credentials?.playerSecret;
    hosted = playerSecret ? { ...m, playerSecret } : m;
  });
  return extend(t, {
    send(m: GmMessage) {
      return m.t === 'view' ? sendView(m) : baseSend(m);
    },
    get credentials() {
      return credentials;
    },
    get hosted() {
      return hosted;
    },
    forgetRoom() {
      credentials = null;
      hosted = null;
    },
  });
}

// ——— a player's client ———

/** What a player's page keeps for a room (sessionStorage) to rejoin as the same player. */
export interface PlayerIdentity {
  readonly playerId: string;
  readonly resume: string;
}

export interface PlayerClientOptions extends TransportOptions {
  readonly room: string;
  /** The player secret from the join link. */
  readonly secret: string;
  readonly name: string;
  readonly lang: Lang;
  /** Rejoin as this player (kept from an earlier `joined`). */
  readonly resume?: string;
  /** Called on every welcome (keep `resume` for this room). */
  readonly onIdentity?: (id: PlayerIdentity) => void;
  /** How long a request may wait for its first answer (ms; a queued request then waits without limit). */
  readonly answerTimeoutMs?: number;
}

export interface PlayerClient extends Transport<PlayerMessage, ToPlayer> {
  readonly identity: PlayerIdentity | null;
  /** Change name / language (sent now if open; used by every later opening). */
  setProfile(p: { readonly name?: string; readonly lang?: Lang }): void;
  /**
   * Send a request; resolves with its final outcome (applied, refused, undelivered — also when not connected or
   * no answer came in time). `queued` arrives as a message event meanwhile.
   */
  ask(command: JsonObject, basedOnRevision: number, onQueued?: () => void): Promise<RequestResult>;
  /**
   * "What can I do with this creature now?": the GM's tab answers with the menu its engine allows (only what would
   * pass the request check now). Null when not connected or no answer came in time.
   */
  options(creatureId: string): Promise<Menu | null>;
}

/** A player's client. */
export function createPlayerClient(opts: PlayerClientOptions): PlayerClient {
  let name = opts.name;
  let lang = opts.lang;
  let resume = opts.resume;
  let identity: PlayerIdentity | null = null;
  let seq = 0;
  const prefix = Math.floor((opts.random ?? Math.random)() * 2 ** 32).toString(36);
  const waiting = new Map<
    string,
    {
      resolve: (r: RequestResult) => void;
      timer: ReturnType<typeof setTimeout> | null;
      onQueued?: (() => void) | undefined;
    }
  >();
  const menus = new Map<string, { resolve: (m: Menu | null) => void; timer: ReturnType<typeof setTimeout> }>();
  const answerTimeoutMs = opts.answerTimeoutMs ?? 30_000;

  // ——— views as patches (issue 27): the listeners always get whole views ———
  let held: { rev: number; view: View } | null = null;
  const collector = new PartCollector(LIMITS.viewTotalBytes);
  const toView = (m: ToPlayer): ToPlayer | null => {
    if (m.t === 'joined') {
      held = null;
      collector.reset();
    } else if (m.t === 'view') held = { rev: m.rev, view: m.view };
    else if (m.t === 'viewPart') {
      const text = collector.add(m);
      if (text === null) return null;
      const r = parseServerMessage(text, LIMITS.viewTotalBytes + 1024);
      if (!r.ok || r.message.t !== 'view') return null;
      held = { rev: r.message.rev, view: r.message.view };
      return r.message;
    } else if (m.t === 'patch') {
      if (held && held.rev === m.from) {
        try {
          const view = applyViewPatch(held.view, m.ops, false);
          if (!schemas.view.check(view, '')) {
            held = { rev: m.rev, view };
            return { t: 'view', rev: m.rev, view };
          }
        } catch {
          // does not fit: ask for the whole view below
        }
      }
      // A revision missed (or a patch that does not fit what this page holds): the whole view, please.
      held = null;
      t.send({ t: 'resync' });
      return null;
    }
    return m;
  };
  const t = createTransport<PlayerMessage, ToPlayer>(
    opts,
    () => ({
      t: 'join',
      v: PROTOCOL_VERSION,
      room: opts.room,
      secret: opts.secret,
      name,
      lang,
      ...(resume !== undefined ? { resume } : {}),
    }),
    (m) => m.t === 'joined',
    (m): m is ToPlayer => PLAYER_TYPES.includes(m.t),
    (m) => toView(m),
  );
  const settle = (reqId: string, r: RequestResult) => {
    const w = waiting.get(reqId);
    if (!w) return;
    if (w.timer) clearTimeout(w.timer);
    waiting.delete(reqId);
    w.resolve(r);
  };
  t.on('message', (m) => {
    if (m.t === 'joined') {
      resume = m.resume;
      identity = { playerId: m.playerId, resume: m.resume };
      opts.onIdentity?.(identity);
    } else if (m.t === 'menu') {
      const w = menus.get(m.reqId);
      if (w) {
        clearTimeout(w.timer);
        menus.delete(m.reqId);
        w.resolve(m);
      }
    } else if (m.t === 'answer') {
      if (m.result.status === 'queued') {
        const w = waiting.get(m.reqId);
        if (w?.timer) clearTimeout(w.timer);
        if (w) w.timer = null;
        w?.onQueued?.();
      } else settle(m.reqId, m.result);
    }
  });
  t.on('state', (s) => {
    // Requests cannot be answered once the client is closed for good.
    if (s.state === 'closed') for (const id of [...waiting.keys()]) settle(id, { status: 'undelivered' });
    // A question asked on a connection that dropped is not answered on the next one.
    if (s.state !== 'open') {
      for (const w of menus.values()) {
        clearTimeout(w.timer);
        w.resolve(null);
      }
      menus.clear();
    }
  });
  return extend(t, {
    get identity() {
      return identity;
    },
    setProfile(p: { readonly name?: string; readonly lang?: Lang }) {
      if (p.name !== undefined) name = p.name;
      if (p.lang !== undefined) lang = p.lang;
      t.send({
        t: 'profile',
        ...(p.name !== undefined ? { name: p.name } : {}),
        ...(p.lang !== undefined ? { lang: p.lang } : {}),
      });
    },
    ask(command: JsonObject, basedOnRevision: number, onQueued?: () => void): Promise<RequestResult> {
      const reqId = `${prefix}-${++seq}`;
      return new Promise<RequestResult>((resolve) => {
        if (!t.send({ t: 'request', reqId, command, basedOnRevision })) return resolve({ status: 'undelivered' });
        const timer = setTimeout(() => settle(reqId, { status: 'undelivered' }), answerTimeoutMs);
        waiting.set(reqId, { resolve, timer, onQueued });
      });
    },
    options(creatureId: string): Promise<Menu | null> {
      const reqId = `${prefix}-m${++seq}`;
      return new Promise<Menu | null>((resolve) => {
        if (!t.send({ t: 'options', reqId, creatureId })) return resolve(null);
        const timer = setTimeout(
          () => {
            menus.delete(reqId);
            resolve(null);
          },
          Math.min(answerTimeoutMs, 10_000),
        );
        menus.set(reqId, { resolve, timer });
      });
    },
  });
}

/** Joined (re-exported for pages that keep the welcome). */
export type { Hosted, Joined };
