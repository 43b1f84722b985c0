/**
 * The chat of a hosted session (issue 30): what the players read of it (`playersChat`: no GM-only tab, no secret
 * roll, no creature id) and a player's `chat` request from her device, checked in the GM's tab like every request —
 * the roster, the speaker (only a creature the GM gave her, by the alias she knows it by, or herself), the tab (not
 * a GM-only one), the text — and a dice line rolled through the players' policy (the request check of a `rollDice`).
 * A refused message changes nothing and says why in the player's language.
 */
import { wireRefusal, type RequestRefusal } from '../../net/messages';
import type { JsonObject, RequestResult } from '../../net/protocol';
import {
  playersChat,
  playersChatPictures,
  splitFace,
  type AnyEncounter,
  type ChatAuthor,
  type ChatProblem,
  type Command,
  type PlayersChat,
} from '../../rules';
import type { ChatStore, EncounterStore } from '../../store';
import { backFrom, NO_CREATURE, type Aliases } from '../../services/players/aliases';
import type { RosterPlayer, Verdict } from '../../services/players/check';
import type { HostChat } from '../../services/players/gmHost';
import { post } from './post';
import { recognizeDice } from '../../rules/dice';

export interface HostChatOptions {
  readonly chat: ChatStore;
  readonly encounter: EncounterStore;
  aliases(): Aliases;
  /** The request check of a player's roll (the desk's `check`), null before the room is open. */
  check(req: { playerId: string; command: unknown; basedOnRevision: number }): Verdict | null;
  /** The encounter's approval setting: while the GM approves requests, a roll in chat is refused (not queued). */
  mode?(): 'auto' | 'approve';
  now?(): number;
}

const str = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

export function hostChat(o: HostChatOptions): HostChat {
  const refused = (r: RequestRefusal): RequestResult => ({
    status: 'refused',
    refusal: wireRefusal(o.encounter.getState().encounter.system, r),
  });
  const chatRefused = (why: ChatProblem) => refused({ source: 'net', reason: { m: 'chatRefused', why } });
  return {
    view: () => chatForPlayers(o.chat, o.encounter) as unknown as JsonObject,
    revision: () => o.chat.getState().revision,
    subscribe: (fn) => o.chat.subscribe((s, p) => s.revision !== p.revision && fn()),
    receive(player: RosterPlayer | undefined, c: JsonObject, basedOnRevision: number): RequestResult {
      if (!player) return refused({ source: 'net', reason: { m: 'unknownPlayer' } });
      const known = new Set(['type', 'tab', 'text', 'speaker', 'face', 'dice']);
      if (
        Object.keys(c).some((k) => !known.has(k)) ||
        !str(c.tab, 20) ||
        !str(c.text, 4000) ||
        !(c.speaker === null || str(c.speaker, 64)) ||
        !(c.face === undefined || c.face === null || str(c.face, 20)) ||
        !(
          c.dice === undefined ||
          (Array.isArray(c.dice) && c.dice.length <= 200 && c.dice.every((d) => Number.isInteger(d)))
        )
      )
        return refused({ source: 'net', reason: { m: 'notACommand' } });
      const enc: AnyEncounter = o.encounter.getState().encounter;
      const back = backFrom(o.aliases(), enc.creatureOrder);
      const speaker = c.speaker === null ? null : back(c.speaker);
      if (speaker === NO_CREATURE) return chatRefused('notYourSpeaker');
      const author: ChatAuthor = {
        gm: false,
        player: (player.name ?? '').trim() || '?',
        creatures: player.creatureIds.map(back).filter((id) => id !== NO_CREATURE),
      };
      // While the GM approves every request, a roll goes through the dice line and her queue, not through chat.
      const rolls = recognizeDice(splitFace(c.text).text.trim()) !== null;
      if (rolls && o.mode?.() === 'approve') return chatRefused('rollNeedsOk');
      // The players' policy rolls for one of her creatures (rollDice's actor): speaking as herself rolls nothing.
      if (rolls && speaker === null) return chatRefused('rollNeedsSpeaker');
      let refusal: RequestRefusal | null = null;
      const r = post(
        o.chat,
        () => o.encounter.getState().encounter,
        {
          tab: c.tab,
          text: c.text,
          speaker,
          face: (c.face as string | null | undefined) ?? null,
          dice: (c.dice as number[] | undefined) ?? null,
        },
        author,
        (command: Command) => {
          // The roll as the player's own request: the players' policy decides (her creature, her turn …).
          const asked = { ...command, by: c.speaker } as unknown as JsonObject;
          const v = o.check({ playerId: player.id, command: asked, basedOnRevision });
          if (!v) return { ok: false, kind: 'bug', error: 'no room' };
          if (!v.ok) {
            refusal = v.refusal;
            return { ok: false, kind: 'bug', error: 'refused' };
          }
          return o.encounter.getState().dispatch(v.command);
        },
        o.now?.() ?? Date.now(),
      );
      if (refusal) return refused(refusal);
      if (!r.ok) {
        if (r.failure.kind === 'chat') return chatRefused(r.failure.why);
        if (r.failure.kind === 'dice')
          return refused({ source: 'rules', reason: { m: 'legacyText', ...r.failure.text } });
        return refused({ source: 'net', reason: { m: 'gmFault' } });
      }
      const note = r.roll?.secret ? { en: r.roll.en, ja: r.roll.ja } : undefined;
      // The host puts in the revision that shows the line.
      return { status: 'applied', rev: 0, ...(note ? { note } : {}) };
    },
  };
}

/** The pictures the players' chat names (its lines' 立ち絵 and the staged one): sent under the picture budget. */
export function chatPictures(chat: ChatStore, encounter: EncounterStore): Set<string> {
  return playersChatPictures(chatForPlayers(chat, encounter));
}

/** What the players read of the chat now (a hidden creature's 立ち絵 is never staged for them). */
export function chatForPlayers(chat: ChatStore, encounter: EncounterStore): PlayersChat {
  const enc = encounter.getState().encounter;
  return playersChat(chat.getState().log, (id) => {
    const c = enc.creatures[id];
    return c && !c.conditions.includes('hidden') ? c.name : null;
  });
}
