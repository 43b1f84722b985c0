/**
 * The session protocol's building blocks (`protocol.ts` is the whole): its version, frame limits and close codes,
 * the validators of ids, names, points and pictures, and the shapes several messages share (the view, the roster,
 * a refusal, a menu entry, a request's result). Imports nothing at run time but `./schema`.
 */
import {
  arr,
  bool,
  int,
  jsonObject,
  lit,
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
} from './schema';

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

export const ID = pattern(/^[A-Za-z0-9_-]{1,64}$/, 64, 'an id of letters, digits, _ and -');
export const ROOM = pattern(/^[A-Za-z0-9_-]{16,64}$/, 64, 'a room id');
export const SECRET = pattern(/^[A-Za-z0-9_-]{16,128}$/, 128, 'a secret');
export const REQ_ID = pattern(/^[A-Za-z0-9_.:-]{1,64}$/, 64, 'a request id');
export const CREATURE_ID = str(1, 100);
export const LANG = lit<Lang>('en', 'ja');
export const NAME = str(0, 80);
const COORD = num(-100_000, 100_000);
export const POINT = obj({ x: COORD, y: COORD });
const TEXT = obj({ en: str(0, 4000), ja: str(0, 4000) });
export const REV = int(0, Number.MAX_SAFE_INTEGER);
/** A picture's content id (src/app/assets: the first 16 bytes of its SHA-256, base64url). */
export const PICTURE_ID = pattern(/^[A-Za-z0-9_-]{22}$/, 22, 'a picture id');
const PICTURE_TYPE = lit('image/png', 'image/jpeg', 'image/webp', 'image/gif');
const PICTURE_PART = int(0, Math.ceil(LIMITS.pictureBytes / ((LIMITS.pictureChunkChars / 4) * 3)));
const BASE64 = pattern(/^[A-Za-z0-9+/]*={0,2}$/, LIMITS.pictureChunkChars, 'base64');
/** One part of a picture (`parts: 0`: the GM has no such picture for this player). */
export const PICTURE_DATA_FIELDS = {
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
export const VIEW_JSON: JsonLimits = { maxDepth: 32, maxNodes: 4_000_000, maxString: 20_000, maxKey: 200 };
/** The players' chat: at most 200 lines of about ten values each. */
const CHAT_JSON: JsonLimits = { maxDepth: 6, maxNodes: 5_000, maxString: 4_000, maxKey: 100 };
const COMMAND_JSON: JsonLimits = { maxDepth: 12, maxNodes: 5_000, maxString: 2_000, maxKey: 100 };
const MSG_JSON: JsonLimits = { maxDepth: 12, maxNodes: 2_000, maxString: 2_000, maxKey: 100 };
/** An overlay: a template may cover a few hundred squares (each a node with two numbers). */
export const OVERLAY_JSON: JsonLimits = { maxDepth: 12, maxNodes: 20_000, maxString: 2_000, maxKey: 100 };

const hasOwn = Object.prototype.hasOwnProperty;
export const fieldIs = (o: JsonObject, k: string, test: (v: unknown) => boolean): boolean =>
  hasOwn.call(o, k) && test(o[k]);

/** A command as a player sends it: a JSON object with a `type` (the GM's engine checks the rest). */
export const COMMAND = refine(jsonObject(COMMAND_JSON), (c, p) =>
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
export const VIEW = obj({
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
export const CAMERA_FIELDS = {
  x: num(-1e7, 1e7),
  y: num(-1e7, 1e7),
  scale: num(0.001, 1000),
  width: num(0, 100_000),
  height: num(0, 100_000),
};

/** Who a pointer or ping comes from (the server fills it in; a client cannot choose it). */
export const PEER = union('role', {
  gm: obj({ role: lit('gm') }),
  player: obj({ role: lit('player'), playerId: ID }),
});
export type Peer = Infer<typeof PEER>;

/** One player on the room's roster. */
export const ROSTER_ENTRY = obj({
  id: ID,
  name: NAME,
  lang: LANG,
  /** Creatures the GM assigned to this player (the request check's ownership). */
  creatureIds: arr(CREATURE_ID, 200),
  online: bool,
});
export type RosterEntry = Infer<typeof ROSTER_ENTRY>;

/** A refusal as it reaches a player: the data (re-rendered in the page's language) and its text in both. */
export const REFUSAL = obj({
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
export const PLAYER_ACTION = obj({
  /** Stable within the menu (test id `player.menu.<id>`). */
  id: pattern(/^[A-Za-z0-9_.:-]{1,80}$/, 80, 'an action id'),
  label: TEXT,
  command: COMMAND,
  pick: opt(obj({ field: pattern(/^[A-Za-z]{1,30}$/, 30, 'a field name'), squares: arr(SQUARE, 2000), prompt: TEXT })),
});
export type PlayerAction = Infer<typeof PLAYER_ACTION>;

/** What became of a request. */
export const RESULT = union('status', {
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
