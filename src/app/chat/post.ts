/**
 * A chat message posted (issue 30): by the GM in her tab, or by a player from her device (a `chat` request that the
 * GM's tab checks). A message that is a dice line (BCDice: its start is a command, `2D6>=7 攻撃`) is rolled by the
 * kernel's `rollDice` command — the encounter's seeded dice, typed-in faces, the rules log, a player's roll through
 * the players' policy — and the chat line keeps the text the roll printed. The chat is checked before anything is
 * rolled, so a refused message rolls nothing and changes nothing.
 */
import { describeDiceResult } from '../../i18n/dice';
import type { Text } from '../../i18n';
import {
  postChat,
  postProblem,
  rollDiceCommand,
  splitFace,
  CHAT_LIMITS,
  type AnyEncounter,
  type ChatAuthor,
  type ChatProblem,
  type ChatRoll,
  type Command,
  type CreatureId,
  type Outcome,
} from '../../rules';
import { recognizeDice } from '../../rules/dice';
import { describeDiceError } from '../../i18n/dice';
import type { ChatStore } from '../../store';

/** What the GM's chat line asks. */
export interface GmPost {
  readonly tab: string;
  readonly text: string;
  readonly speaker: CreatureId | null;
  readonly face?: string | null;
  /** Faces typed in for a dice line ("I rolled…"). */
  readonly dice?: readonly number[] | null;
}

/** Why a post failed: a chat problem, a dice line's error, or the rules' refusal of the roll. */
export type PostFailure =
  | { readonly kind: 'chat'; readonly why: ChatProblem }
  | { readonly kind: 'dice'; readonly text: Text }
  | { readonly kind: 'rules'; readonly outcome: Outcome<AnyEncounter> };

export type PostResult =
  { readonly ok: true; readonly roll: ChatRoll | null } | { readonly ok: false; readonly failure: PostFailure };

/** The roll a `rollDice` outcome made, as chat keeps it (each language in its default format). */
export function rollOf(outcome: Outcome<AnyEncounter>): ChatRoll | null {
  if (!outcome.ok) return null;
  for (const e of outcome.events) {
    if (e.type !== 'diceRolled') continue;
    const result = (e as unknown as { result: Parameters<typeof describeDiceResult>[0] }).result;
    return {
      en: describeDiceResult({ ...result, secret: false }, 'en'),
      ja: describeDiceResult({ ...result, secret: false }, 'ja'),
      secret: result.secret,
    };
  }
  return null;
}

/**
 * Post a message: checked as chat first (tab, speaker, text); a dice line is parsed (an error says why, nothing is
 * rolled) and rolled through `roll` (the GM's dispatch, or a player's request check and dispatch).
 */
export function post(
  chat: ChatStore,
  encounter: () => AnyEncounter,
  p: GmPost,
  author: ChatAuthor,
  roll: (command: Command) => Outcome<AnyEncounter>,
  at: number,
): PostResult {
  if (p.text.length > CHAT_LIMITS.text * 4) return { ok: false, failure: { kind: 'chat', why: 'tooLong' } };
  const { text, face } = splitFace(p.text);
  const nameOf = (id: CreatureId) => encounter().creatures[id]?.name ?? null;
  const entry = { tab: p.tab, text, speaker: p.speaker, face: p.face ?? face };
  const why = postProblem(chat.getState().log, entry, author, nameOf);
  if (why) return { ok: false, failure: { kind: 'chat', why } };
  let made: ChatRoll | null = null;
  const parsed = recognizeDice(text.trim());
  if (parsed && !parsed.ok)
    return {
      ok: false,
      failure: {
        kind: 'dice',
        text: { en: describeDiceError(parsed.error, 'en'), ja: describeDiceError(parsed.error, 'ja') },
      },
    };
  if (parsed) {
    const outcome = roll(rollDiceCommand(text.trim(), p.speaker, p.dice ?? null));
    if (!outcome.ok) return { ok: false, failure: { kind: 'rules', outcome } };
    made = rollOf(outcome);
  }
  const r = chat.getState().change((log) => postChat(log, { ...entry, roll: made }, author, nameOf, at));
  return r.ok ? { ok: true, roll: made } : { ok: false, failure: { kind: 'chat', why: r.why } };
}
