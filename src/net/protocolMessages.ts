/**
 * The session protocol's messages (`protocol.ts` reads them): the opening messages, awareness, the GM's messages,
 * the players' messages and the server's, each a union on `t`. Imports nothing at run time but `./schema`.
 */
import { arr, bool, int, json, jsonObject, lit, nullable, obj, opt, refine, str, union, type Infer } from './schema';
import {
  LIMITS,
  ID,
  ROOM,
  SECRET,
  REQ_ID,
  CREATURE_ID,
  LANG,
  NAME,
  POINT,
  REV,
  PICTURE_ID,
  PICTURE_DATA_FIELDS,
  VIEW_JSON,
  OVERLAY_JSON,
  fieldIs,
  COMMAND,
  VIEW,
  CAMERA_FIELDS,
  PEER,
  ROSTER_ENTRY,
  REFUSAL,
  PLAYER_ACTION,
  RESULT,
} from './protocolParts';

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
export const HELLO = union('t', { host: HOST, join: JOIN });
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

export const GM_MESSAGE = union('t', {
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

export const PLAYER_MESSAGE = union('t', {
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
export const ROSTER = obj({ t: lit('roster'), gmOnline: bool, players: arr(ROSTER_ENTRY, 64) });
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

export const SERVER_MESSAGE = union('t', {
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
