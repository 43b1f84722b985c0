/**
 * The words of the session's own messages (src/net/messages.ts: why a player's request was refused before or besides
 * the rules). The Japanese sentences use no English words (the GM is ゲームマスター); names come from the encounter.
 */
import type { NetMsgs } from '../net/messages';
import { chatProblemText } from './chat';

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
