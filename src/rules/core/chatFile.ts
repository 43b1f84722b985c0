/**
 * The chat in a file and in the players' view (issue 30): the loader's check of a file's `chat` field (all or
 * nothing, like the rest of a file), and what the players receive of the chat (never a GM-only tab, never a secret
 * roll's faces or label, never a creature's id).
 */
import {
  CHAT_LIMITS,
  cleanChatName,
  cleanChatText,
  emptyChat,
  type ChatLine,
  type ChatLog,
  type Portrait,
} from './chat';
import { ASSET_ID } from './validate';

const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TAB_ID = /^[a-z0-9]{1,12}$/;
const CREATURE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Longest roll text kept (the dice describer cuts a line at 3,000 characters). */
const ROLL_TEXT = 4000;

/** Why a file's chat was refused: the path of the first bad value. */
export class ChatFileProblem extends Error {
  constructor(readonly where: string) {
    super(where);
  }
}

function only(o: unknown, keys: readonly string[], where: string): Record<string, unknown> {
  if (!isObj(o)) throw new ChatFileProblem(where);
  for (const k of Object.keys(o)) if (!keys.includes(k)) throw new ChatFileProblem(`${where}.${k.slice(0, 40)}`);
  for (const k of keys) if (!hasOwn.call(o, k)) throw new ChatFileProblem(`${where}.${k}`);
  return o;
}

/** A text that is already clean (a file may not carry what the chat would have removed). */
function text(v: unknown, max: number, where: string, name = false): string {
  if (typeof v !== 'string' || v.length > max) throw new ChatFileProblem(where);
  if ((name ? cleanChatName(v) : cleanChatText(v)) !== v) throw new ChatFileProblem(where);
  return v;
}

function line(v: unknown, i: number, tabs: ReadonlySet<string>, prev: number): ChatLine {
  const w = `chat.lines[${i}]`;
  const o = only(v, ['n', 'tab', 'at', 'from', 'speaker', 'face', 'text', 'roll'], w);
  if (typeof o.n !== 'number' || !Number.isInteger(o.n) || o.n <= prev || o.n > 2 ** 40)
    throw new ChatFileProblem(`${w}.n`);
  if (typeof o.tab !== 'string' || !tabs.has(o.tab)) throw new ChatFileProblem(`${w}.tab`);
  if (typeof o.at !== 'number' || !Number.isInteger(o.at) || o.at < 0 || o.at > 2 ** 50)
    throw new ChatFileProblem(`${w}.at`);
  const from = isObj(o.from) && o.from.gm === true ? only(o.from, ['gm'], `${w}.from`) : null;
  const player = from ? null : only(o.from, ['gm', 'player'], `${w}.from`);
  if (player && player.gm !== false) throw new ChatFileProblem(`${w}.from.gm`);
  const sp = only(o.speaker, ['name', 'id'], `${w}.speaker`);
  if (sp.id !== null && (typeof sp.id !== 'string' || !CREATURE_ID.test(sp.id)))
    throw new ChatFileProblem(`${w}.speaker.id`);
  let face: ChatLine['face'] = null;
  if (o.face !== null) {
    const f = only(o.face, ['name', 'picture'], `${w}.face`);
    if (typeof f.picture !== 'string' || !ASSET_ID.test(f.picture)) throw new ChatFileProblem(`${w}.face.picture`);
    face = { name: text(f.name, CHAT_LIMITS.faceName, `${w}.face.name`, true), picture: f.picture };
  }
  let roll: ChatLine['roll'] = null;
  if (o.roll !== null) {
    const r = only(o.roll, ['en', 'ja', 'secret'], `${w}.roll`);
    if (typeof r.secret !== 'boolean') throw new ChatFileProblem(`${w}.roll.secret`);
    // (The paths are made apart from the texts: a file's roll text is the reader's data, not a sentence of ours.)
    const [en, ja] = (['en', 'ja'] as const).map((k) => text(r[k], ROLL_TEXT, `${w}.roll.${k}`));
    roll = { en: en ?? '', ja: ja ?? '', secret: r.secret };
  }
  return {
    n: o.n,
    tab: o.tab,
    at: o.at,
    from: player ? { gm: false, player: text(player.player, 80, `${w}.from.player`, true) } : { gm: true },
    speaker: { name: text(sp.name, 80, `${w}.speaker.name`, true), id: sp.id },
    face,
    text: text(o.text, CHAT_LIMITS.text, `${w}.text`),
    roll,
  };
}

/**
 * A file's `chat` checked and copied (absent: the three default tabs, nothing said — files written before issue 30).
 * `creatures`: the ids the encounter's starting state or history knows (portraits of others are refused).
 */
export function checkChat(v: unknown): ChatLog {
  if (v === undefined) return emptyChat();
  const o = only(v, ['tabs', 'lines', 'portraits', 'stage'], 'chat');
  if (!Array.isArray(o.tabs) || o.tabs.length === 0 || o.tabs.length > CHAT_LIMITS.tabs)
    throw new ChatFileProblem('chat.tabs');
  const tabs = o.tabs.map((t, i) => {
    const x = only(t, ['id', 'name', 'gmOnly'], `chat.tabs[${i}]`);
    if (typeof x.id !== 'string' || !TAB_ID.test(x.id)) throw new ChatFileProblem(`chat.tabs[${i}].id`);
    if (typeof x.gmOnly !== 'boolean') throw new ChatFileProblem(`chat.tabs[${i}].gmOnly`);
    return { id: x.id, name: text(x.name, CHAT_LIMITS.tabName, `chat.tabs[${i}].name`, true), gmOnly: x.gmOnly };
  });
  const ids = new Set(tabs.map((t) => t.id));
  if (ids.size !== tabs.length || !ids.has('main')) throw new ChatFileProblem('chat.tabs');
  if (!Array.isArray(o.lines) || o.lines.length > CHAT_LIMITS.lines) throw new ChatFileProblem('chat.lines');
  const lines: ChatLine[] = [];
  for (const [i, l] of o.lines.entries()) lines.push(line(l, i, ids, lines[lines.length - 1]?.n ?? 0));
  if (!isObj(o.portraits) || Object.keys(o.portraits).length > CHAT_LIMITS.portraits)
    throw new ChatFileProblem('chat.portraits');
  const portraits: Record<string, readonly Portrait[]> = {};
  for (const [id, faces] of Object.entries(o.portraits)) {
    const w = `chat.portraits.${id.slice(0, 40)}`;
    if (!CREATURE_ID.test(id) || !Array.isArray(faces) || faces.length === 0 || faces.length > CHAT_LIMITS.faces)
      throw new ChatFileProblem(w);
    portraits[id] = faces.map((f, i) => {
      const x = only(f, ['name', 'picture'], `${w}[${i}]`);
      if (typeof x.picture !== 'string' || !ASSET_ID.test(x.picture)) throw new ChatFileProblem(`${w}[${i}].picture`);
      return { name: text(x.name, CHAT_LIMITS.faceName, `${w}[${i}].name`, true), picture: x.picture };
    });
    if (new Set(portraits[id]?.map((f) => f.name)).size !== faces.length) throw new ChatFileProblem(w);
  }
  let stage: ChatLog['stage'] = null;
  if (o.stage !== null) {
    const s = only(o.stage, ['id', 'face'], 'chat.stage');
    if (typeof s.id !== 'string' || !(portraits[s.id] ?? []).some((f) => f.name === s.face))
      throw new ChatFileProblem('chat.stage');
    stage = { id: s.id, face: s.face as string };
  }
  return { tabs, lines, portraits, stage };
}

/** Is this the chat of a new encounter (the three default tabs as they were, nothing said, no 立ち絵)? */
export function isDefaultChat(c: ChatLog): boolean {
  return (
    c.lines.length === 0 &&
    Object.keys(c.portraits).length === 0 &&
    c.stage === null &&
    JSON.stringify(c.tabs) === JSON.stringify(emptyChat().tabs)
  );
}

/** A chat as file JSON, every field in the format's order (the same chat always gives the same text). */
export function chatJson(c: ChatLog): string {
  const lines = c.lines.map((l) => ({
    n: l.n,
    tab: l.tab,
    at: l.at,
    from: l.from.gm ? { gm: true } : { gm: false, player: l.from.player },
    speaker: { name: l.speaker.name, id: l.speaker.id },
    face: l.face ? { name: l.face.name, picture: l.face.picture } : null,
    text: l.text,
    roll: l.roll ? { en: l.roll.en, ja: l.roll.ja, secret: l.roll.secret } : null,
  }));
  const portraits: Record<string, Portrait[]> = {};
  for (const [id, faces] of Object.entries(c.portraits))
    portraits[id] = faces.map((f) => ({ name: f.name, picture: f.picture }));
  return JSON.stringify({
    tabs: c.tabs.map((t) => ({ id: t.id, name: t.name, gmOnly: t.gmOnly })),
    lines,
    portraits,
    stage: c.stage ? { id: c.stage.id, face: c.stage.face } : null,
  });
}

/** A chat line as the players receive it. */
export interface PlayersChatLine {
  readonly n: number;
  readonly tab: string;
  readonly at: number;
  /** The writer: a player's name, or '' for the GM. */
  readonly player: string;
  /** The speaker's name ('' for the GM speaking as the GM). */
  readonly speaker: string;
  readonly picture: string | null;
  /** The message ('' for a secret roll: its label is the GM's, or the roller's). */
  readonly text: string;
  /** The roll's text, or null (none, or secret). */
  readonly roll: { readonly en: string; readonly ja: string } | null;
  readonly secret: boolean;
}

/** What the players receive of the chat. */
export interface PlayersChat {
  readonly tabs: readonly { readonly id: string; readonly name: string }[];
  readonly lines: readonly PlayersChatLine[];
  /** The 立ち絵 the GM shows beside the board, or null. */
  readonly stage: { readonly name: string; readonly picture: string } | null;
}

/** Lines the players' view carries (the newest). */
export const PLAYERS_CHAT_LINES = 200;

/**
 * The players' chat: no GM-only tab or its lines; a secret roll's line without its text, roll or picture; no
 * creature ids; the newest {@link PLAYERS_CHAT_LINES} lines. `nameOf`: the stage creature's name as the players may
 * read it (null: the creature is not theirs to see, so nothing is staged).
 */
export function playersChat(log: ChatLog, nameOf: (id: string) => string | null): PlayersChat {
  const open = new Set(log.tabs.filter((t) => !t.gmOnly).map((t) => t.id));
  const lines = log.lines
    .filter((l) => open.has(l.tab))
    .slice(-PLAYERS_CHAT_LINES)
    .map((l): PlayersChatLine => {
      const secret = l.roll?.secret === true;
      return {
        n: l.n,
        tab: l.tab,
        at: l.at,
        player: l.from.gm ? '' : l.from.player,
        speaker: l.speaker.name,
        picture: secret ? null : (l.face?.picture ?? null),
        text: secret ? '' : l.text,
        roll: l.roll && !secret ? { en: l.roll.en, ja: l.roll.ja } : null,
        secret,
      };
    });
  const face = log.stage ? (log.portraits[log.stage.id] ?? []).find((f) => f.name === log.stage?.face) : undefined;
  const name = log.stage ? nameOf(log.stage.id) : null;
  return {
    tabs: log.tabs.filter((t) => !t.gmOnly).map((t) => ({ id: t.id, name: t.name })),
    lines,
    stage: face && name !== null ? { name, picture: face.picture } : null,
  };
}

/** Picture ids the players' chat names (for the picture budget: only these are sent). */
export function playersChatPictures(c: PlayersChat): Set<string> {
  const out = new Set<string>();
  for (const l of c.lines) if (l.picture) out.add(l.picture);
  if (c.stage) out.add(c.stage.picture);
  return out;
}

/**
 * A players' chat as a player's page receives it, checked before use (a view is checked like a file): the shape
 * above, lengths bounded; anything else is dropped (null) and the page shows no chat.
 */
export function checkPlayersChat(v: unknown): PlayersChat | null {
  try {
    const o = only(v, ['tabs', 'lines', 'stage'], 'chat');
    if (!Array.isArray(o.tabs) || o.tabs.length > CHAT_LIMITS.tabs) return null;
    if (!Array.isArray(o.lines) || o.lines.length > PLAYERS_CHAT_LINES) return null;
    const s = (x: unknown, max: number): string => {
      if (typeof x !== 'string' || x.length > max) throw new ChatFileProblem('chat');
      return x;
    };
    const pic = (x: unknown): string | null => {
      if (x === null) return null;
      if (typeof x !== 'string' || !ASSET_ID.test(x)) throw new ChatFileProblem('chat');
      return x;
    };
    const tabs = o.tabs.map((t) => {
      const x = only(t, ['id', 'name'], 'chat.tab');
      return { id: s(x.id, 12), name: s(x.name, CHAT_LIMITS.tabName) };
    });
    const lines = o.lines.map((l): PlayersChatLine => {
      const x = only(l, ['n', 'tab', 'at', 'player', 'speaker', 'picture', 'text', 'roll', 'secret'], 'chat.line');
      if (typeof x.n !== 'number' || typeof x.at !== 'number' || typeof x.secret !== 'boolean')
        throw new ChatFileProblem('chat');
      const roll = x.roll === null ? null : only(x.roll, ['en', 'ja'], 'chat.roll');
      return {
        n: x.n,
        tab: s(x.tab, 12),
        at: x.at,
        player: s(x.player, 80),
        speaker: s(x.speaker, 80),
        picture: pic(x.picture),
        text: s(x.text, CHAT_LIMITS.text),
        roll: roll ? { en: s(roll.en, ROLL_TEXT), ja: s(roll.ja, ROLL_TEXT) } : null,
        secret: x.secret,
      };
    });
    let stage: PlayersChat['stage'] = null;
    if (o.stage !== null) {
      const x = only(o.stage, ['name', 'picture'], 'chat.stage');
      stage = { name: s(x.name, 80), picture: pic(x.picture) ?? '' };
      if (!stage.picture) return null;
    }
    return { tabs, lines, stage };
  } catch {
    return null;
  }
}
