/**
 * The session's own messages — why a player's request was refused before or besides the rules (ownership, the
 * GM's queue, the connection) — as data (`{ m, …params }`, like the rules' messages) with a describer per key
 * in English and Japanese (src/i18n/netMessages.ts). The Japanese sentences use no English words (the GM is ゲームマスター), so a
 * Japanese player reads Japanese only; names come from the encounter.
 */
import { describeRefusal, NET_MESSAGES, type Lang, type Text } from '../i18n';
import type { ChatProblem, Msg, MsgOf, Ref } from '../rules';
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
