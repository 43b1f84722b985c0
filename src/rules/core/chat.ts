/**
 * The table's chat (issue 30): tabs (メイン / 雑談 / 情報 and the GM's own), lines spoken as a creature or as the GM
 * or a player, dice lines rolled inside messages, and 立ち絵 (standing pictures, several expressions per creature).
 *
 * Chat is not game state: it lives beside the encounter's history, never inside the undoable command stack. A dice
 * line in a message is rolled by the kernel's `rollDice` command (seeded, replayable, undoable like any roll); the
 * chat line keeps the text that roll printed, so undo and redo never touch a chat line and a chat line never
 * changes the game. It is saved with the encounter (the file's `chat` field, `docs/encounter-format.md`).
 *
 * Pure: every change returns a new log or the reason it was refused (a {@link ChatProblem}); nothing is changed then.
 */
import type { CreatureId } from './model';
import { ASSET_ID } from './validate';

/** A tab of the chat. The three default tabs have fixed ids and their names from the i18n layer (name ''). */
export interface ChatTab {
  readonly id: string;
  /** The GM's name for it; '' for a default tab (メイン / 雑談 / 情報 in the reader's language). */
  readonly name: string;
  /** Shown to the GM only (never sent to the players). */
  readonly gmOnly: boolean;
}

/** A roll made by a dice line in a message: its log text in both languages, and whether it was secret. */
export interface ChatRoll {
  readonly en: string;
  readonly ja: string;
  readonly secret: boolean;
}

/** One line of the chat. */
export interface ChatLine {
  /** Its number (1, 2, …): unique in the log. */
  readonly n: number;
  readonly tab: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  /** Who wrote it: the GM, or a player by her name on the roster. */
  readonly from: { readonly gm: true } | { readonly gm: false; readonly player: string };
  /** Who speaks (発言者): a creature's name as it was then (and its id), or the writer herself (id null). */
  readonly speaker: { readonly name: string; readonly id: CreatureId | null };
  /** The expression of the speaker's 立ち絵 and its picture (asset id), if any. */
  readonly face: { readonly name: string; readonly picture: string } | null;
  readonly text: string;
  /** The roll the message made, if it was a dice line. */
  readonly roll: ChatRoll | null;
}

/** One expression of a creature's 立ち絵: its name (笑顔, 怒り …) and a picture of the picture store. */
export interface Portrait {
  readonly name: string;
  readonly picture: string;
}

/** The whole chat of an encounter. */
export interface ChatLog {
  readonly tabs: readonly ChatTab[];
  readonly lines: readonly ChatLine[];
  /** 立ち絵 by creature id: its expressions, the first one the default. */
  readonly portraits: Readonly<Record<CreatureId, readonly Portrait[]>>;
  /** The 立ち絵 the GM shows beside the board in the player view, or null. */
  readonly stage: { readonly id: CreatureId; readonly face: string } | null;
}

/** The default tabs' ids (メイン, 雑談, 情報). */
export const DEFAULT_TABS = ['main', 'chat', 'info'] as const;
/** Longest message, tab name, expression name; most tabs, lines kept, expressions per creature. */
export const CHAT_LIMITS = {
  text: 1000,
  tabName: 20,
  faceName: 20,
  tabs: 12,
  lines: 5000,
  faces: 12,
  portraits: 500,
} as const;

/** A chat with the three default tabs and nothing said. */
export function emptyChat(): ChatLog {
  return {
    tabs: DEFAULT_TABS.map((id) => ({ id, name: '', gmOnly: false })),
    lines: [],
    portraits: {},
    stage: null,
  };
}

/** Why a change of the chat was refused (the i18n layer words each: `chat.problem.<key>`). */
export type ChatProblem =
  | 'empty'
  | 'tooLong'
  | 'noTab'
  | 'notYourTab'
  | 'notYourSpeaker'
  | 'tooManyTabs'
  | 'tabNotEmpty'
  | 'defaultTab'
  | 'badName'
  | 'noCreature'
  | 'badPicture'
  | 'tooManyFaces'
  /** A player's dice line while the GM approves every request (it goes through the dice line and her OK). */
  | 'rollNeedsOk'
  /** A player's dice line spoken as herself (the players' policy rolls for one of her creatures). */
  | 'rollNeedsSpeaker';

export type ChatResult =
  { readonly ok: true; readonly log: ChatLog } | { readonly ok: false; readonly why: ChatProblem };

/** Bidirectional controls, zero-width and control characters (the loader's `INVISIBLE`), line breaks apart. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A message as typed, cleaned: invisible and control characters removed (line breaks kept), ends trimmed. */
export function cleanChatText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}

/** A one-line name (a tab's, an expression's) cleaned like a message, line breaks removed too. */
export function cleanChatName(text: string): string {
  return cleanChatText(text).replace(/\n/g, ' ').trim();
}

/** Who asks for a change: the GM, or a player with the creatures she controls and her roster name. */
export type ChatAuthor =
  { readonly gm: true } | { readonly gm: false; readonly player: string; readonly creatures: readonly CreatureId[] };

/** What a message asks for. `speaker` null: the author speaks as herself (the GM as the GM). */
export interface ChatPost {
  readonly tab: string;
  readonly text: string;
  readonly speaker: CreatureId | null;
  /** An expression's name (the `@笑顔` suffix or the picker); unknown names fall back to the default one. */
  readonly face?: string | null;
  readonly roll?: ChatRoll | null;
}

/** The `@表情` suffix of a message: the text without it and the expression's name (ココフォリア's habit). */
export function splitFace(text: string): { text: string; face: string | null } {
  const m = /^([\s\S]*?)\s*@([^\s@]{1,20})$/.exec(text);
  return m && m[1] !== undefined && m[2] !== undefined ? { text: m[1], face: m[2] } : { text, face: null };
}

/** Can this author write in this tab? (A GM-only tab is the GM's; a missing tab is nobody's.) */
export function tabProblem(log: ChatLog, tab: string, author: ChatAuthor): ChatProblem | null {
  const t = log.tabs.find((x) => x.id === tab);
  if (!t) return 'noTab';
  return t.gmOnly && !author.gm ? 'notYourTab' : null;
}

/**
 * The checks of a message before anything is rolled or written: the tab, the speaker (the GM: any creature; a
 * player: only hers), the text (cleaned, not empty, not too long).
 */
export function postProblem(
  log: ChatLog,
  post: ChatPost,
  author: ChatAuthor,
  nameOf: (id: CreatureId) => string | null,
): ChatProblem | null {
  const tab = tabProblem(log, post.tab, author);
  if (tab) return tab;
  if (post.speaker !== null) {
    if (nameOf(post.speaker) === null) return author.gm ? 'noCreature' : 'notYourSpeaker';
    if (!author.gm && !author.creatures.includes(post.speaker)) return 'notYourSpeaker';
  }
  const text = cleanChatText(post.text);
  if (text === '') return 'empty';
  if (text.length > CHAT_LIMITS.text) return 'tooLong';
  return null;
}

/** Add a message (checked by {@link postProblem}); the oldest lines go past {@link CHAT_LIMITS.lines}. */
export function postChat(
  log: ChatLog,
  post: ChatPost,
  author: ChatAuthor,
  nameOf: (id: CreatureId) => string | null,
  at: number,
): ChatResult {
  const why = postProblem(log, post, author, nameOf);
  if (why) return { ok: false, why };
  const speakerName = post.speaker !== null ? (nameOf(post.speaker) ?? '') : author.gm ? '' : author.player;
  const faces = post.speaker !== null ? (log.portraits[post.speaker] ?? []) : [];
  const face = faces.find((f) => f.name === post.face) ?? faces[0] ?? null;
  const last = log.lines[log.lines.length - 1];
  const line: ChatLine = {
    n: (last?.n ?? 0) + 1,
    tab: post.tab,
    at,
    from: author.gm ? { gm: true } : { gm: false, player: author.player },
    speaker: { name: speakerName, id: post.speaker },
    face: face ? { name: face.name, picture: face.picture } : null,
    text: cleanChatText(post.text),
    roll: post.roll ?? null,
  };
  const lines = [...log.lines, line];
  return { ok: true, log: { ...log, lines: lines.slice(Math.max(0, lines.length - CHAT_LIMITS.lines)) } };
}

/** The GM adds a tab (its id made from a counter; its name cleaned). */
export function addTab(log: ChatLog, name: string, gmOnly: boolean): ChatResult {
  const clean = cleanChatName(name);
  if (clean === '' || clean.length > CHAT_LIMITS.tabName) return { ok: false, why: 'badName' };
  if (log.tabs.length >= CHAT_LIMITS.tabs) return { ok: false, why: 'tooManyTabs' };
  let k = log.tabs.length + 1;
  while (log.tabs.some((t) => t.id === `t${k}`)) k++;
  return { ok: true, log: { ...log, tabs: [...log.tabs, { id: `t${k}`, name: clean, gmOnly }] } };
}

/** The GM renames a tab (a default one too: its name then replaces the default words). */
export function renameTab(log: ChatLog, id: string, name: string): ChatResult {
  const clean = cleanChatName(name);
  if (!log.tabs.some((t) => t.id === id)) return { ok: false, why: 'noTab' };
  if (clean === '' || clean.length > CHAT_LIMITS.tabName) return { ok: false, why: 'badName' };
  return { ok: true, log: { ...log, tabs: log.tabs.map((t) => (t.id === id ? { ...t, name: clean } : t)) } };
}

/** The GM removes an empty tab of her own (メイン stays: it is where a message goes by default). */
export function removeTab(log: ChatLog, id: string): ChatResult {
  if (!log.tabs.some((t) => t.id === id)) return { ok: false, why: 'noTab' };
  if (id === 'main') return { ok: false, why: 'defaultTab' };
  if (log.lines.some((l) => l.tab === id)) return { ok: false, why: 'tabNotEmpty' };
  return { ok: true, log: { ...log, tabs: log.tabs.filter((t) => t.id !== id) } };
}

/** The GM sets a creature's 立ち絵 (its expressions, the first one the default; none removes them). */
export function setPortraits(
  log: ChatLog,
  id: CreatureId,
  faces: readonly Portrait[],
  exists: (id: CreatureId) => boolean,
): ChatResult {
  if (!exists(id)) return { ok: false, why: 'noCreature' };
  if (faces.length > CHAT_LIMITS.faces) return { ok: false, why: 'tooManyFaces' };
  const clean = faces.map((f) => ({ name: cleanChatName(f.name), picture: f.picture }));
  if (clean.some((f) => f.name === '' || f.name.length > CHAT_LIMITS.faceName || f.name.includes('@')))
    return { ok: false, why: 'badName' };
  if (new Set(clean.map((f) => f.name)).size !== clean.length) return { ok: false, why: 'badName' };
  if (clean.some((f) => !ASSET_ID.test(f.picture))) return { ok: false, why: 'badPicture' };
  const portraits: Record<CreatureId, readonly Portrait[]> = { ...log.portraits };
  if (clean.length) portraits[id] = clean;
  else delete portraits[id];
  const stage = log.stage && log.stage.id === id && !clean.some((f) => f.name === log.stage?.face) ? null : log.stage;
  return { ok: true, log: { ...log, portraits, stage } };
}

/** The GM shows a 立ち絵 beside the board in the player view (null: none). */
export function setStage(log: ChatLog, stage: ChatLog['stage']): ChatResult {
  if (stage && !(log.portraits[stage.id] ?? []).some((f) => f.name === stage.face))
    return { ok: false, why: 'noCreature' };
  return { ok: true, log: { ...log, stage } };
}
