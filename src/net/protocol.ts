/**
 * The session protocol between the GM's tab, the session server (`server/`) and the players' pages: every
 * message is one JSON text frame, a discriminated union on `t`, checked by the validators below before anything
 * acts on it — by the server on the way in (and so before it is relayed), and by each client on the way in.
 *
 * Shared by the browser and the server (which runs it under Node), so this module imports nothing at run time
 * but `./schema`; it never imports the rules engine or the i18n layer.
 *
 * Versioning: the opening message (`host` / `join`) carries {@link PROTOCOL_VERSION}; the server closes a
 * connection of another version with {@link CLOSE.version}. A change that an older peer would misread bumps it.
 *
 * Roles: the GM's tab (`host`) is the only writer of the game state. It publishes its *filtered* view (the
 * allow-list filter of issue 14 runs in the GM's tab, before anything is sent) and receives the players'
 * requests; the server keeps the latest view, relays it and never looks inside it beyond these checks.
 * Players (`join`) send requests (a command; the server stamps the sender's player id) and awareness (pointer,
 * pings); the GM's tab judges each request with its own engine and answers the sender alone.
 */
import {
  arr,
  bool,
  int,
  json,
  jsonObject,
  lit,
  nullable,
  num,
  obj,
  opt,
  pattern,
  refine,
  str,
  union,
  type Infer,
  type JsonLimits,
  type JsonObject,
  type Problem,
  type Schema,
} from './schema';

export type { JsonObject, JsonValue, Problem } from './schema';

/** The protocol's version (in `host` / `join`, echoed by `hosted` / `joined`). */
export const PROTOCOL_VERSION = 1;

/** Size limits of one frame, in bytes of UTF-8. */
export const LIMITS = {
  /** The opening message (`host` / `join`). */
  helloBytes: 4 * 1024,
  /** Any message of a player. */
  playerBytes: 16 * 1024,
  /** A GM's message other than a view. */
  gmBytes: 64 * 1024,
  /** A GM's view (the filtered encounter): measured ~850 bytes per 4e creature, so ~1,000 creatures. */
  viewBytes: 1024 * 1024,
  /** A picture sent to a player through the session (token and map pictures, by content id). */
  pictureBytes: 8 * 1024 * 1024,
  /** One part of a picture: base64 characters (36 KB of bytes; the frame stays under {@link LIMITS.gmBytes}). */
  pictureChunkChars: 48 * 1024,
  /** A whole view sent in parts (issue 27: no view is refused for its size): the parts together. */
  viewTotalBytes: 16 * 1024 * 1024,
  /** One part of a whole view (characters of its JSON). */
  viewPartChars: 256 * 1024,
} as const;

/**
 * WebSocket close codes. A wrong room, a wrong secret, a malformed opening — all get {@link CLOSE.refused} with
 * the same reason text, so a refusal never says whether a room exists.
 */
export const CLOSE = {
  /** The opening was refused (no such room, wrong secret, not an opening message, creating refused). */
  refused: 4000,
  /** The opening named another protocol version. */
  version: 4001,
  /** The same GM (or the same player, by resume key) connected again elsewhere; this connection is replaced. */
  replaced: 4002,
  /** The GM closed the room, or it stayed without a GM past its grace period. */
  roomClosed: 4003,
  /** The GM removed this player. */
  kicked: 4004,
  /** The server or the room is full (try later). */
  full: 4005,
  /** Too many bad or too many messages (WebSocket policy violation). */
  policy: 1008,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;

/** Close codes after which a client must not reconnect by itself (the person has to act). */
export const TERMINAL_CLOSE_CODES: readonly number[] = [
  CLOSE.refused,
  CLOSE.version,
  CLOSE.replaced,
  CLOSE.roomClosed,
  CLOSE.kicked,
];

/** The reader's language. */
export type Lang = 'en' | 'ja';

// ——— building blocks ———

const ID = pattern(/^[A-Za-z0-9_-]{1,64}$/, 64, 'an id of letters, digits, _ and -');
const ROOM = pattern(/^[A-Za-z0-9_-]{16,64}$/, 64, 'a room id');
const SECRET = pattern(/^[A-Za-z0-9_-]{16,128}$/, 128, 'a secret');
const REQ_ID = pattern(/^[A-Za-z0-9_.:-]{1,64}$/, 64, 'a request id');
const CREATURE_ID = str(1, 100);
const LANG = lit<Lang>('en', 'ja');
const NAME = str(0, 80);
const COORD = num(-100_000, 100_000);
const POINT = obj({ x: COORD, y: COORD });
const TEXT = obj({ en: str(0, 4000), ja: str(0, 4000) });
const REV = int(0, Number.MAX_SAFE_INTEGER);
/** A picture's content id (src/app/assets: the first 16 bytes of its SHA-256, base64url). */
const PICTURE_ID = pattern(/^[A-Za-z0-9_-]{22}$/, 22, 'a picture id');
const PICTURE_TYPE = lit('image/png', 'image/jpeg', 'image/webp', 'image/gif');
const PICTURE_PART = int(0, Math.ceil(LIMITS.pictureBytes / ((LIMITS.pictureChunkChars / 4) * 3)));
const BASE64 = pattern(/^[A-Za-z0-9+/]*={0,2}$/, LIMITS.pictureChunkChars, 'base64');
/** One part of a picture (`parts: 0`: the GM has no such picture for this player). */
const PICTURE_DATA_FIELDS = {
  reqId: REQ_ID,
  id: PICTURE_ID,
  type: opt(PICTURE_TYPE),
  bytes: int(0, LIMITS.pictureBytes),
  part: PICTURE_PART,
  parts: PICTURE_PART,
  data: BASE64,
};

// Issue 27: no view is refused for its size — a 5,000-creature encounter on a 400×400 grid has ~1.5 million values;
// the byte limits (`viewTotalBytes`, parts of `viewBytes`) bound the work of a hostile one.
const VIEW_JSON: JsonLimits = { maxDepth: 32, maxNodes: 4_000_000, maxString: 20_000, maxKey: 200 };
/** The players' chat: at most 200 lines of about ten values each. */
const CHAT_JSON: JsonLimits = { maxDepth: 6, maxNodes: 5_000, maxString: 4_000, maxKey: 100 };
const COMMAND_JSON: JsonLimits = { maxDepth: 12, maxNodes: 5_000, maxString: 2_000, maxKey: 100 };
const MSG_JSON: JsonLimits = { maxDepth: 12, maxNodes: 2_000, maxString: 2_000, maxKey: 100 };
/** An overlay: a template may cover a few hundred squares (each a node with two numbers). */
const OVERLAY_JSON: JsonLimits = { maxDepth: 12, maxNodes: 20_000, maxString: 2_000, maxKey: 100 };

const hasOwn = Object.prototype.hasOwnProperty;
const fieldIs = (o: JsonObject, k: string, test: (v: unknown) => boolean): boolean => hasOwn.call(o, k) && test(o[k]);

/** A command as a player sends it: a JSON object with a `type` (the GM's engine checks the rest). */
const COMMAND = refine(jsonObject(COMMAND_JSON), (c, p) =>
  fieldIs(c, 'type', (v) => typeof v === 'string' && v.length >= 1 && v.length <= 60)
    ? null
    : { path: `${p}.type`, expected: 'a command type' },
);
/** A rules message (`{ m, …params }`), the data of a refusal. */
const MSG = refine(jsonObject(MSG_JSON), (m, p) =>
  fieldIs(m, 'm', (v) => typeof v === 'string' && v.length >= 1 && v.length <= 80)
    ? null
    : { path: `${p}.m`, expected: 'a message key' },
);
/** The filtered encounter (only its outline is checked here; the player's page runs the loader's checks). */
const ENCOUNTER = refine(jsonObject(VIEW_JSON), (e, p) => {
  if (!fieldIs(e, 'system', (v) => typeof v === 'string' && v.length <= 40))
    return { path: `${p}.system`, expected: 'a rule system id' };
  if (!fieldIs(e, 'creatures', (v) => v !== null && typeof v === 'object' && !Array.isArray(v)))
    return { path: `${p}.creatures`, expected: 'object' };
  if (!fieldIs(e, 'creatureOrder', Array.isArray)) return { path: `${p}.creatureOrder`, expected: 'list' };
  return null;
});

/** The GM's filtered view as published (today's `gmLive.ts` `state` message without its `kind` and `rev`). */
const VIEW = obj({
  encounter: ENCOUNTER,
  /** The newest log lines the players may read, in both languages. */
  log: arr(TEXT, 100),
  /** Events of the last change (animations), already filtered. */
  events: arr(jsonObject(MSG_JSON), 500),
  change: lit('command', 'undo', 'redo', 'load'),
  /** The players' chat (issue 30: tabs, the newest lines, the staged 立ち絵); the page checks it before use. */
  chat: opt(jsonObject(CHAT_JSON)),
});
export type View = Infer<typeof VIEW>;

/** The GM's camera (the player view may follow it). */
const CAMERA_FIELDS = {
  x: num(-1e7, 1e7),
  y: num(-1e7, 1e7),
  scale: num(0.001, 1000),
  width: num(0, 100_000),
  height: num(0, 100_000),
};

/** Who a pointer or ping comes from (the server fills it in; a client cannot choose it). */
const PEER = union('role', {
  gm: obj({ role: lit('gm') }),
  player: obj({ role: lit('player'), playerId: ID }),
});
export type Peer = Infer<typeof PEER>;

/** One player on the room's roster. */
const ROSTER_ENTRY = obj({
  id: ID,
  name: NAME,
  lang: LANG,
  /** Creatures the GM assigned to this player (the request check's ownership). */
  creatureIds: arr(CREATURE_ID, 200),
  online: bool,
});
export type RosterEntry = Infer<typeof ROSTER_ENTRY>;

/** A refusal as it reaches a player: the data (re-rendered in the page's language) and its text in both. */
const REFUSAL = obj({
  /** `rules`: the engine said no (reason and rule id of the rule system); `net`: ownership or the GM's queue. */
  source: lit('rules', 'net'),
  system: str(1, 40),
  reason: MSG,
  ruleId: opt(str(1, 60)),
  /** The GM's tab rendered it in both languages (a page without the catalogue still shows it). */
  text: TEXT,
});
export type WireRefusal = Infer<typeof REFUSAL>;

/** A square of the grid (integers). */
const SQUARE = obj({ x: int(-1, 100_000), y: int(-1, 100_000) });

/**
 * One entry of a player's token menu, as the GM's tab offers it ("what can I do", answered by the GM's engine on
 * the whole state, with the same check as a request): the command to send as it is, or — with `pick` — the
 * command a square completes (`field` is set to the square the player clicks among `squares`).
 */
const PLAYER_ACTION = obj({
  /** Stable within the menu (test id `player.menu.<id>`). */
  id: pattern(/^[A-Za-z0-9_.:-]{1,80}$/, 80, 'an action id'),
  label: TEXT,
  command: COMMAND,
  pick: opt(obj({ field: pattern(/^[A-Za-z]{1,30}$/, 30, 'a field name'), squares: arr(SQUARE, 2000), prompt: TEXT })),
});
export type PlayerAction = Infer<typeof PLAYER_ACTION>;

/** What became of a request. */
const RESULT = union('status', {
  /** Applied by the GM's engine; `rev` is the view revision that shows it. */
  applied: obj({
    status: lit('applied'),
    rev: REV,
    /** What only the asking player reads of it (issue 26: the result of their own secret roll). */
    note: opt(TEXT),
  }),
  /** Passed the checks; waits for the GM's OK (the encounter's setting). */
  queued: obj({ status: lit('queued') }),
  refused: obj({ status: lit('refused'), refusal: REFUSAL }),
  /** The server could not hand it to the GM (no GM connected); nothing happened. */
  undelivered: obj({ status: lit('undelivered') }),
});
export type RequestResult = Infer<typeof RESULT>;

// ——— opening messages (client → server) ———

/** The GM's opening: without `room`, create a room; with `room` and its GM `secret`, take it (back). */
const HOST = obj({
  t: lit('host'),
  v: int(0, 1000),
  room: opt(ROOM),
  secret: opt(SECRET),
  /** The server's creation token, if it was started with one (`SADDLEGRID_CREATE_TOKEN`). */
  token: opt(str(1, 200)),
});
/** A player's opening: the room and its player secret (the join link), a name, a language; `resume` rejoins as the same player. */
const JOIN = obj({
  t: lit('join'),
  v: int(0, 1000),
  room: ROOM,
  secret: SECRET,
  name: NAME,
  lang: LANG,
  resume: opt(SECRET),
});
const HELLO = union('t', { host: HOST, join: JOIN });
export type HostHello = Infer<typeof HOST>;
export type JoinHello = Infer<typeof JOIN>;
export type Hello = Infer<typeof HELLO>;

// ——— awareness (both roles) ———

/** The sender's pointer on the board (squares, fractional), or null when it left the board. Throttled by the server. */
const POINTER_IN = obj({ t: lit('pointer'), at: nullable(POINT) });
/** A ping on a square (shown to everyone for a moment). */
const PING_IN = obj({ t: lit('ping'), at: POINT });

// ——— the GM's messages (GM → server) ———

const GM_VIEW = obj({ t: lit('view'), rev: REV, view: VIEW });

/** A JSON Pointer (RFC 6901) that names no prototype key. */
const POINTER = refine(str(0, 2000), (v, p) =>
  (v === '' || v.startsWith('/')) &&
  !v.split('/').some((seg) => seg === '__proto__' || seg === 'constructor' || seg === 'prototype')
    ? null
    : { path: p, expected: 'a JSON pointer' },
);
/** One operation of an RFC 6902 JSON Patch (the three a diff makes). */
const PATCH_OP = union('op', {
  add: obj({ op: lit('add'), path: POINTER, value: json(VIEW_JSON) }),
  replace: obj({ op: lit('replace'), path: POINTER, value: json(VIEW_JSON) }),
  remove: obj({ op: lit('remove'), path: POINTER }),
});
export type PatchOp = Infer<typeof PATCH_OP>;
const PATCH_OPS = arr(PATCH_OP, 200_000);
/**
 * Issue 27: the view as a patch from the revision `from` (the one the server holds) to `rev`: RFC 6902 operations
 * on the view's JSON; log lines appended at `/log/-` (and the oldest removed), not sent again.
 */
const GM_VIEW_PATCH = obj({ t: lit('viewPatch'), from: REV, rev: REV, ops: PATCH_OPS });
/** A part of a whole view too big for one frame: the characters of its `view` message's JSON, in order. */
const VIEW_PART_FIELDS = {
  rev: REV,
  part: int(0, 4096),
  parts: int(1, 4096),
  data: str(0, LIMITS.viewPartChars),
};
const GM_VIEW_PART = obj({ t: lit('viewPart'), ...VIEW_PART_FIELDS });
const GM_CAMERA = obj({ t: lit('camera'), ...CAMERA_FIELDS });
/** Give a player their creatures (replaces the list). */
const GM_ASSIGN = obj({ t: lit('assign'), playerId: ID, creatureIds: arr(CREATURE_ID, 200) });
/** Remove a player from the room. */
const GM_KICK = obj({ t: lit('kick'), playerId: ID });
/** The answer to one request, for its sender only. */
const GM_ANSWER = obj({ t: lit('answer'), to: ID, reqId: REQ_ID, result: RESULT });
/** The answer to a player's `options`: the menu the GM's engine allows now, at view revision `rev`, for that player only. */
const GM_MENU = obj({
  t: lit('menu'),
  to: ID,
  reqId: REQ_ID,
  rev: REV,
  creatureId: CREATURE_ID,
  actions: arr(PLAYER_ACTION, 64),
  /** An empty menu: why (issue 28). */
  why: opt(REFUSAL),
});
/** End the session: every player is disconnected and the room forgotten. */
const GM_CLOSE = obj({ t: lit('closeRoom') });
/**
 * What the GM points at (issue 17's `SharedOverlay`: ruler, template, drag preview, forced path, square pick,
 * pings), already filtered for the players in the GM's tab (`overlayFilter.ts` `playerOverlay`). The server
 * keeps the newest and relays it like the camera.
 */
const OVERLAY = refine(jsonObject(OVERLAY_JSON), (o, p) =>
  ['squares', 'choices', 'pings'].every((k) => fieldIs(o, k, Array.isArray))
    ? null
    : { path: `${p}.squares`, expected: 'an overlay (squares, choices, pings)' },
);
const GM_OVERLAY = obj({ t: lit('overlay'), overlay: OVERLAY });
/** A part of a picture a player asked for, for that player only. */
const GM_PICTURE_DATA = obj({ t: lit('pictureData'), to: ID, ...PICTURE_DATA_FIELDS });

const GM_MESSAGE = union('t', {
  view: GM_VIEW,
  viewPatch: GM_VIEW_PATCH,
  viewPart: GM_VIEW_PART,
  camera: GM_CAMERA,
  assign: GM_ASSIGN,
  kick: GM_KICK,
  answer: GM_ANSWER,
  menu: GM_MENU,
  closeRoom: GM_CLOSE,
  overlay: GM_OVERLAY,
  pictureData: GM_PICTURE_DATA,
  pointer: POINTER_IN,
  ping: PING_IN,
});
export type GmMessage = Infer<typeof GM_MESSAGE>;

// ——— the players' messages (player → server) ———

/**
 * A request: the command the player wants, and the view revision they saw when they asked. A `playerId` the
 * client puts in is ignored — the server always stamps the connection's own.
 */
const PLAYER_REQUEST = obj({
  t: lit('request'),
  reqId: REQ_ID,
  command: COMMAND,
  basedOnRevision: REV,
  playerId: opt(str(0, 64)),
});
/** Change the player's name or language on the roster. */
const PLAYER_PROFILE = obj({ t: lit('profile'), name: opt(NAME), lang: opt(LANG) });
/** "What can I do with this creature now?" — answered by the GM's tab with a `menu`. */
const PLAYER_OPTIONS = obj({ t: lit('options'), reqId: REQ_ID, creatureId: CREATURE_ID });
/** A picture the view names (a token's, the map's), by content id: the GM's tab sends it in parts if the players may see it. */
const PLAYER_PICTURE = obj({ t: lit('picture'), reqId: REQ_ID, id: PICTURE_ID });

/** A player that missed a revision (a patch from a revision it does not hold) asks for the whole view. */
const PLAYER_RESYNC = obj({ t: lit('resync') });

const PLAYER_MESSAGE = union('t', {
  request: PLAYER_REQUEST,
  resync: PLAYER_RESYNC,
  profile: PLAYER_PROFILE,
  options: PLAYER_OPTIONS,
  picture: PLAYER_PICTURE,
  pointer: POINTER_IN,
  ping: PING_IN,
});
export type PlayerMessage = Infer<typeof PLAYER_MESSAGE>;

/** Every message a client may send. */
export type ClientMessage = Hello | GmMessage | PlayerMessage;

// ——— the server's messages (server → clients) ———

/** To the GM: the room is theirs. `gmSecret` only when it was just created; `lastRev` is the newest view the room holds. */
const HOSTED = obj({
  t: lit('hosted'),
  v: int(0, 1000),
  room: ROOM,
  gmSecret: opt(SECRET),
  /** Absent when the server read the room back from its store (it keeps only the hash): the GM's tab kept it. */
  playerSecret: opt(SECRET),
  lastRev: nullable(REV),
});
/** To a player: joined as `playerId`; `resume` rejoins as the same player later (keep it for this room). */
const JOINED = obj({ t: lit('joined'), v: int(0, 1000), room: ROOM, playerId: ID, resume: SECRET });
const ROSTER = obj({ t: lit('roster'), gmOnline: bool, players: arr(ROSTER_ENTRY, 64) });
const VIEW_OUT = obj({ t: lit('view'), rev: REV, view: VIEW });
/** The view as a patch from revision `from`: a player holding `from` applies it, any other asks to `resync`. */
const PATCH_OUT = obj({ t: lit('patch'), from: REV, rev: REV, ops: PATCH_OPS });
/** A part of a whole `view` message too big for one frame. */
const VIEW_PART_OUT = obj({ t: lit('viewPart'), ...VIEW_PART_FIELDS });
const CAMERA_OUT = obj({ t: lit('camera'), ...CAMERA_FIELDS });
const OVERLAY_OUT = obj({ t: lit('overlay'), overlay: OVERLAY });
/** To the GM: a player asks for a picture (the sender stamped by the server). */
const PICTURE_OUT = obj({ t: lit('picture'), reqId: REQ_ID, playerId: ID, id: PICTURE_ID });
/** To the asking player: a part of the picture. */
const PICTURE_DATA_OUT = obj({ t: lit('pictureData'), ...PICTURE_DATA_FIELDS });
/** To the GM: a player's request, with the sender's player id stamped by the server. */
const REQUEST_OUT = obj({ t: lit('request'), reqId: REQ_ID, playerId: ID, command: COMMAND, basedOnRevision: REV });
/** To the GM: a player asks what they may do with a creature (the sender stamped by the server). */
const OPTIONS_OUT = obj({ t: lit('options'), reqId: REQ_ID, playerId: ID, creatureId: CREATURE_ID });
/** To the asking player: the menu (`away`: no GM is connected, the list is empty). */
const MENU_OUT = obj({
  t: lit('menu'),
  reqId: REQ_ID,
  rev: REV,
  creatureId: CREATURE_ID,
  actions: arr(PLAYER_ACTION, 64),
  away: opt(bool),
  /** An empty menu: why (issue 28; the refusal a request for its candidates gets, with its rule id). */
  why: opt(REFUSAL),
});
/** To the sender of a request: what became of it. */
const ANSWER_OUT = obj({ t: lit('answer'), reqId: REQ_ID, result: RESULT });
const POINTER_OUT = obj({ t: lit('pointer'), from: PEER, at: nullable(POINT) });
const PING_OUT = obj({ t: lit('ping'), from: PEER, at: POINT });
/** A message of this connection was dropped: why (the connection stays open unless it keeps happening). */
const ERROR_OUT = obj({
  t: lit('error'),
  code: lit('invalid', 'rate', 'size', 'unknownPlayer', 'notAllowed'),
  /** The refused message's `t`, or the field that failed (never data of anyone else). */
  detail: opt(str(0, 200)),
});

const SERVER_MESSAGE = union('t', {
  hosted: HOSTED,
  joined: JOINED,
  roster: ROSTER,
  view: VIEW_OUT,
  patch: PATCH_OUT,
  viewPart: VIEW_PART_OUT,
  camera: CAMERA_OUT,
  overlay: OVERLAY_OUT,
  picture: PICTURE_OUT,
  pictureData: PICTURE_DATA_OUT,
  request: REQUEST_OUT,
  answer: ANSWER_OUT,
  options: OPTIONS_OUT,
  menu: MENU_OUT,
  pointer: POINTER_OUT,
  ping: PING_OUT,
  error: ERROR_OUT,
});
export type ServerMessage = Infer<typeof SERVER_MESSAGE>;
export type Hosted = Infer<typeof HOSTED>;
export type Joined = Infer<typeof JOINED>;
/** A request as the GM receives it. */
export type IncomingRequest = Infer<typeof REQUEST_OUT>;
/** A menu as a player receives it. */
export type Menu = Infer<typeof MENU_OUT>;
export type ErrorCode = Infer<typeof ERROR_OUT>['code'];
/** A part of a picture as a player receives it. */
export type PictureData = Infer<typeof PICTURE_DATA_OUT>;

/** What the GM's tab receives. */
export type ToGm = Extract<
  ServerMessage,
  { t: 'hosted' | 'roster' | 'request' | 'options' | 'picture' | 'pointer' | 'ping' | 'error' }
>;
/** What a player's page receives. */
export type ToPlayer = Extract<
  ServerMessage,
  {
    t:
      | 'joined'
      | 'roster'
      | 'view'
      | 'patch'
      | 'viewPart'
      | 'camera'
      | 'overlay'
      | 'pictureData'
      | 'answer'
      | 'menu'
      | 'pointer'
      | 'ping'
      | 'error';
  }
>;

// ——— parsing ———

/** The result of reading one frame. */
export type Parsed<T> = { readonly ok: true; readonly message: T } | { readonly ok: false; readonly problem: Problem };

/** UTF-8 length of a string (without encoding it). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

function read<T>(schema: Schema<T>, text: unknown, maxBytes: number): Parsed<T> {
  if (typeof text !== 'string') return { ok: false, problem: { path: '(frame)', expected: 'a text frame' } };
  // Cheap bound first (a UTF-16 unit is at most 3 bytes), then the exact one.
  if (text.length > maxBytes || utf8Length(text) > maxBytes)
    return { ok: false, problem: { path: '(frame)', expected: `at most ${maxBytes} bytes` } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { path: '(frame)', expected: 'JSON' } };
  }
  const p = schema.check(value, '');
  return p ? { ok: false, problem: p } : { ok: true, message: value as T };
}

/** Read an opening message. */
export function parseHello(text: unknown): Parsed<Hello> {
  return read(HELLO, text, LIMITS.helloBytes);
}

/** Read a GM's message (a view may be up to {@link LIMITS.viewBytes}; anything else {@link LIMITS.gmBytes}). */
export function parseGmMessage(
  text: unknown,
  limits: { viewBytes: number; gmBytes: number } = LIMITS,
): Parsed<GmMessage> {
  const r = read(GM_MESSAGE, text, limits.viewBytes);
  const big = r.ok && (r.message.t === 'view' || r.message.t === 'viewPatch' || r.message.t === 'viewPart');
  if (r.ok && !big && typeof text === 'string' && utf8Length(text) > limits.gmBytes) {
    return { ok: false, problem: { path: '(frame)', expected: `at most ${limits.gmBytes} bytes` } };
  }
  return r;
}

/** Read a player's message. */
export function parsePlayerMessage(text: unknown, maxBytes: number = LIMITS.playerBytes): Parsed<PlayerMessage> {
  return read(PLAYER_MESSAGE, text, maxBytes);
}

/** Read a message from the server (clients check what they get too). */
export function parseServerMessage(text: unknown, maxBytes: number = LIMITS.viewBytes + 1024): Parsed<ServerMessage> {
  return read(SERVER_MESSAGE, text, maxBytes);
}

/** Check an already-built value against a message schema (tests, and the server's own output in debug). */
export const schemas = {
  hello: HELLO,
  gm: GM_MESSAGE,
  player: PLAYER_MESSAGE,
  server: SERVER_MESSAGE,
  view: VIEW,
  command: COMMAND,
  roster: ROSTER,
} as const;

/** Encode a message (one JSON text frame). */
export function encode(m: ClientMessage | ServerMessage): string {
  return JSON.stringify(m);
}

/** A name as the roster shows it: control, bidi-override and zero-width characters removed, trimmed, at most 40 characters. */
export function cleanName(name: string): string {
  // Controls (C0, C1), format characters (bidi marks, embeddings, overrides and isolates, zero-width characters,
  // the BOM, soft hyphens, tags), line and paragraph separators, unassigned and private-use code points, and the
  // blank "letters" that draw nothing (Hangul fillers, combining grapheme joiner, variation selectors, Khmer and
  // Mongolian invisible vowels and separators). Runs of white space become one space.
  const cleaned = name
    .normalize('NFC')
    .replace(
      // Each character is removed on its own (a combining one too): that is the point here.
      // eslint-disable-next-line no-misleading-character-class
      /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f]/gu,
      '',
    )
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(cleaned).slice(0, 40).join('');
}
