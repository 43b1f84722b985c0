/**
 * A player's chat from her own device, checked in the GM's tab (issue 30): her creatures only, no GM-only tab, no
 * tab that does not exist, no huge message, no forged field — each refused with a clear message, nothing changed —
 * and a dice line rolled through the players' policy.
 */
import { describe, expect, it } from 'vitest';
import { addTab, type ChatLog } from '../../rules';
import { createChatStore, createEncounterStore } from '../../store';
import { checkRequest } from '../../services/players/check';
import { ROOM, requestScene } from '../../services/players/testing';
import type { JsonObject, RequestResult } from '../../net/protocol';
import { hostChat } from './hostChat';

function scene(mode: 'auto' | 'approve' = 'auto') {
  const { session, roster, a } = requestScene();
  const encounter = createEncounterStore(session);
  const chat = createChatStore();
  const host = hostChat({
    chat,
    encounter,
    aliases: () => ROOM,
    check: (req) =>
      checkRequest(
        { session: encounter.getState().session, roster, revision: encounter.getState().revision, aliases: ROOM },
        req,
      ),
    now: () => 5,
    mode: () => mode,
  });
  const say = (playerId: string, c: Record<string, unknown>): RequestResult =>
    host.receive(
      roster.find((p) => p.id === playerId),
      { type: 'chat', tab: 'main', speaker: null, ...c } as JsonObject,
      encounter.getState().revision,
    );
  return { encounter, chat, a, say, host };
}

const why = (r: RequestResult) =>
  r.status === 'refused' ? ((r.refusal.reason as { m: string; why?: string }).why ?? r.refusal.reason.m) : null;

describe('a player’s chat (issue 30)', () => {
  it('speaks as her own creature or as herself; the GM sees it with her name', () => {
    const { chat, a, say } = scene();
    expect(say('alice', { text: 'よろしく', speaker: a('knight') }).status).toBe('applied');
    expect(say('alice', { text: '中の人です' }).status).toBe('applied');
    const [x, y] = chat.getState().log.lines;
    expect(x).toMatchObject({
      from: { gm: false, player: 'Alice' },
      speaker: { name: 'Sir Aldric' },
      text: 'よろしく',
    });
    expect(y).toMatchObject({ speaker: { name: 'Alice', id: null } });
  });

  it('refuses another player’s creature, a hidden one, a guessed id, a GM-only or missing tab, a huge message', () => {
    const { chat, a, say, encounter } = scene();
    chat.getState().change((l) => addTab(l, '裏', true));
    const before: ChatLog = chat.getState().log;
    const rev = encounter.getState().revision;
    expect(why(say('bob', { text: 'なりすまし', speaker: a('knight') }))).toBe('notYourSpeaker');
    expect(why(say('alice', { text: '隠れ', speaker: a('goblin') }))).toBe('notYourSpeaker');
    expect(why(say('alice', { text: '推測', speaker: 'c1' }))).toBe('notYourSpeaker');
    expect(why(say('alice', { text: '覗き見', tab: 't4' }))).toBe('notYourTab');
    expect(why(say('alice', { text: 'どこ', tab: 'nowhere' }))).toBe('noTab');
    expect(why(say('alice', { text: 'あ'.repeat(1001) }))).toBe('tooLong');
    expect(why(say('alice', { text: '\u200b\u202e' }))).toBe('empty');
    expect(why(say('alice', { text: 'x', extra: 1 }))).toBe('notACommand');
    expect(why(say('mallory', { text: 'だれ' }))).toBe('unknownPlayer');
    // Each refusal has its words in both languages.
    const r = say('alice', { text: 'どこ', tab: 'nowhere' });
    expect(r.status === 'refused' && r.refusal.text).toEqual({
      en: 'There is no such chat tab.',
      ja: 'そのチャットタブはありません。',
    });
    expect(chat.getState().log).toBe(before);
    expect(encounter.getState().revision).toBe(rev);
  });

  it('rolls her dice line through the players’ policy, with typed-in faces; a secret roll is hers alone', () => {
    const { chat, a, say, host, encounter } = scene();
    const cursor = encounter.getState().session.cursor;
    expect(say('alice', { text: '1D20+5 登攀', speaker: a('knight'), dice: [12] }).status).toBe('applied');
    expect(encounter.getState().session.cursor).toBe(cursor + 1);
    expect(chat.getState().log.lines[0]?.roll?.ja).toBe('登攀 (1D20+5) ＞ 12[12]+5 ＞ 17');
    // Another's creature cannot roll: the policy's refusal, nothing rolled.
    expect(say('bob', { text: '1D20', speaker: a('knight'), dice: [3] }).status).toBe('refused');
    expect(encounter.getState().session.cursor).toBe(cursor + 1);
    // Speaking as herself she rolls nothing (the players' policy rolls for a creature): told to choose one.
    expect(why(say('alice', { text: '2D6 運試し', dice: [1, 1] }))).toBe('rollNeedsSpeaker');
    expect(encounter.getState().session.cursor).toBe(cursor + 1);
    const secret = say('alice', { text: 'S1D6', speaker: a('knight'), dice: [6] });
    expect(secret.status === 'applied' && secret.note?.ja).toContain('6');
    const seen = JSON.stringify(host.view());
    expect(seen).not.toContain('S1D6');
    // No creature is named by its id in what the players receive.
    for (const c of Object.keys(encounter.getState().encounter.creatures)) expect(seen).not.toContain(`"${c}"`);
  });
});

describe('a player’s roll in chat while the GM approves requests (issue 30)', () => {
  it('is refused with the way to roll, nothing rolled; plain talk still goes', () => {
    const { say, a, encounter, chat } = scene('approve');
    const cursor = encounter.getState().session.cursor;
    const r = say('alice', { text: '1D20 登攀', speaker: a('knight'), dice: [3] });
    expect(why(r)).toBe('rollNeedsOk');
    expect(encounter.getState().session.cursor).toBe(cursor);
    expect(say('alice', { text: 'お待ちします' }).status).toBe('applied');
    expect(chat.getState().log.lines).toHaveLength(1);
  });
});
