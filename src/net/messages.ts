/**
 * The session's own messages — why a player's request was refused before or besides the rules (ownership, the
 * GM's queue, the connection) — as data (`{ m, …params }`, like the rules' messages) with a describer per key
 * in English and Japanese. The Japanese sentences use no English words (the GM is ゲームマスター), so a
 * Japanese player reads Japanese only; names come from the encounter.
 */
import { describeRefusal, type Lang, type Text } from '../i18n';
import type { ChatProblem, Msg, MsgOf, Ref } from '../rules';
import { chatProblemText } from '../i18n/chat';
import type { JsonObject, WireRefusal } from './protocol';

/** No parameters. */
type Empty = Record<never, never>;

/** The session's messages by key, with their parameters. */
export interface NetMsgs {
  /** The command acts for a creature the GM did not give this player (or one the player cannot see). */
  notYours: { readonly creature: Ref | null };
  /** A GM's command (set-up, rulings, turn order, effects on others …). */
  gmOnly: Empty;
  /** The command asks for the GM's freedoms (`gm: true`, an instant set-up). */
  gmFreedom: Empty;
  /** The GM gave this player no creature (yet). */
  noCreatures: Empty;
  /** Not on the room's roster (removed by the GM). */
  unknownPlayer: Empty;
  /** Not a command at all. */
  notACommand: Empty;
  /** `decide` while nothing is waiting for an answer. */
  noDecision: Empty;
  /** `decide` for a decision someone else (or the GM) makes. */
  notYourDecision: Empty;
  /** The answer was for a question that changed before it arrived. */
  decisionChanged: Empty;
  /** The GM is resolving something the players do not see; requests wait. */
  gmResolving: Empty;
  /** Only on the turn (round) of one of the player's creatures. */
  notYourTurn: Empty;
  /** A refusal that would have told something hidden from the players. */
  notPossible: Empty;
  /** The GM declined the request. */
  declined: Empty;
  /** Too many of this player's requests wait for the GM already. */
  queueFull: Empty;
  /** The request hit a fault in the GM's tab (reported to the GM; nothing changed). */
  gmFault: Empty;
  /** The GM is not connected; nothing happened. */
  gmAway: Empty;
  /** A chat message refused (issue 30): the tab, the speaker, the text. */
  chatRefused: { readonly why: ChatProblem };
}

/** One of the session's messages. */
export type NetMsg = MsgOf<NetMsgs>;

type Describers = {
  readonly [K in keyof NetMsgs]: { readonly en: (p: NetMsgs[K]) => string; readonly ja: (p: NetMsgs[K]) => string };
};

/** The describers (a key without one does not compile). */
export const NET_MESSAGES: Describers = {
  notYours: {
    en: (p) => (p.creature ? `${p.creature.name} is not one of your creatures.` : 'That creature is not one of yours.'),
    ja: (p) =>
      p.creature
        ? `${p.creature.name}はあなたのキャラクターではありません。`
        : 'そのキャラクターはあなたのものではありません。',
  },
  gmOnly: { en: () => 'Only the GM can do that.', ja: () => 'その操作はゲームマスターだけが行えます。' },
  gmFreedom: {
    en: () => "Placing freely and set-ups are the GM's.",
    ja: () => '自由な配置や準備はゲームマスターだけが行えます。',
  },
  noCreatures: {
    en: () => 'The GM has not given you a creature yet.',
    ja: () => 'ゲームマスターからまだキャラクターを割り当てられていません。',
  },
  unknownPlayer: {
    en: () => 'You are not on the list of players any more.',
    ja: () => 'あなたはもう参加者の一覧にいません。',
  },
  notACommand: { en: () => 'That request is not an action.', ja: () => 'その要求は行動として読み取れません。' },
  noDecision: { en: () => 'Nothing is waiting for an answer.', ja: () => '回答を待っている決定はありません。' },
  notYourDecision: {
    en: () => 'This decision is not yours to make.',
    ja: () => 'この決定はあなたが行うものではありません。',
  },
  decisionChanged: {
    en: () => 'The question changed before your answer arrived; look again.',
    ja: () => '回答が届く前に問いが変わりました。もう一度確認してください。',
  },
  gmResolving: {
    en: () => 'The GM is resolving something; wait a moment.',
    ja: () => 'ゲームマスターが処理中です。少しお待ちください。',
  },
  notYourTurn: {
    en: () => 'Only on the turn of one of your creatures.',
    ja: () => 'あなたのキャラクターの手番にだけ行えます。',
  },
  notPossible: { en: () => 'That is not possible right now.', ja: () => '今はそれを行えません。' },
  declined: { en: () => 'The GM declined your request.', ja: () => 'ゲームマスターが要求を却下しました。' },
  queueFull: {
    en: () => 'Several of your requests already wait for the GM.',
    ja: () => 'ゲームマスターの承認待ちの要求がすでにいくつもあります。',
  },
  gmFault: {
    en: () => 'Something went wrong on the GM’s side; nothing changed.',
    ja: () => 'ゲームマスター側で不具合が起きました。何も変わっていません。',
  },
  gmAway: {
    en: () => 'The GM is not connected; nothing happened.',
    ja: () => 'ゲームマスターが接続していません。何も起きていません。',
  },
  chatRefused: { en: (p) => chatProblemText(p.why, 'en'), ja: (p) => chatProblemText(p.why, 'ja') },
};

/** The text of a session message. */
export function describeNetMsg(m: NetMsg, lang: Lang): string {
  const d = NET_MESSAGES[m.m] as { readonly en: (p: NetMsg) => string; readonly ja: (p: NetMsg) => string };
  return d[lang](m);
}

/** A refusal of a request: the rules' (reason and rule id of the encounter's system) or the session's. */
export type RequestRefusal =
  | { readonly source: 'rules'; readonly reason: Msg; readonly ruleId?: string }
  | { readonly source: 'net'; readonly reason: NetMsg };

/** The text of a refusal in one language (the rules' as the GM reads them: reason, then the rule id). */
export function describeRequestRefusal(system: string, r: RequestRefusal, lang: Lang): string {
  return r.source === 'rules' ? describeRefusal(system, r, lang) : describeNetMsg(r.reason, lang);
}

/** The text of a refusal in both languages. */
export function refusalText(system: string, r: RequestRefusal): Text {
  return { en: describeRequestRefusal(system, r, 'en'), ja: describeRequestRefusal(system, r, 'ja') };
}

/** A refusal as it goes on the wire (its data and its text in both languages, rendered here in the GM's tab). */
export function wireRefusal(system: string, r: RequestRefusal): WireRefusal {
  const reason = r.reason as unknown as JsonObject;
  const text = refusalText(system, r);
  return r.source === 'rules' && r.ruleId
    ? { source: 'rules', system, reason, ruleId: r.ruleId, text }
    : { source: r.source, system, reason, text };
}
