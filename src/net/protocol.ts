/**
 * The session protocol between the GM's tab, the session server (`server/`) and the players' pages: every
 * message is one JSON text frame, a discriminated union on `t`, checked by the validators below before anything
 * acts on it — by the server on the way in (and so before it is relayed), and by each client on the way in.
 *
 * The building blocks are `protocolParts.ts`, the messages `protocolMessages.ts` (issue 31: split by
 * responsibility); this module reads and writes frames, and is the import path of everything.
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
import type { Problem, Schema } from './schema';
import { LIMITS, COMMAND, VIEW } from './protocolParts';
import {
  HELLO,
  GM_MESSAGE,
  PLAYER_MESSAGE,
  ROSTER,
  SERVER_MESSAGE,
  type Hello,
  type GmMessage,
  type PlayerMessage,
  type ClientMessage,
  type ServerMessage,
} from './protocolMessages';

export type { JsonObject, JsonValue, Problem } from './schema';
export { PROTOCOL_VERSION, LIMITS, CLOSE, TERMINAL_CLOSE_CODES } from './protocolParts';
export type { Lang, View, Peer, RosterEntry, WireRefusal, PlayerAction, RequestResult } from './protocolParts';
export type {
  HostHello,
  JoinHello,
  Hello,
  PatchOp,
  GmMessage,
  PlayerMessage,
  ClientMessage,
  ServerMessage,
  Hosted,
  Joined,
  IncomingRequest,
  Menu,
  ErrorCode,
  PictureData,
  ToGm,
  ToPlayer,
} from './protocolMessages';

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
