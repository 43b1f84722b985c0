/**
 * The chat of issue 30: tabs, speakers, dice lines in chat with typed-in (seeded) faces, the file's chat field
 * (round trip and hostile files), undo and redo that never touch chat, chat that never undoes the game, and
 * hostile requests of a player refused without a change.
 */
import { describe, expect, it } from 'vitest';
import {
  addTab,
  checkChat,
  cleanChatText,
  emptyChat,
  parseEncounterFile,
  playersChat,
  removeTab,
  renameTab,
  saveEncounterFile,
  setPortraits,
  setStage,
  splitFace,
  systemOf,
  type ChatLog,
  type Command,
} from '../../rules';
import { createChatStore, createEncounterStore } from '../../store';
import { sampleEncounter } from '../sample';
import { post } from './post';

const PIC = 'AAAAAAAAAAAAAAAAAAAAAA';

function table() {
  const encounter = createEncounterStore(sampleEncounter('ja'));
  const chat = createChatStore();
  const enc = () => encounter.getState().encounter;
  const first = enc().creatureOrder[0] as string;
  const gmSays = (text: string, o: { tab?: string; speaker?: string | null; dice?: number[] } = {}) =>
    post(
      chat,
      enc,
      { tab: o.tab ?? 'main', text, speaker: o.speaker ?? null, dice: o.dice ?? null },
      { gm: true },
      (c: Command) => encounter.getState().dispatch(c),
      1000,
    );
  return { encounter, chat, enc, first, gmSays };
}

describe('chat (issue 30)', () => {
  it('starts with メイン / 雑談 / 情報 and lets the GM add, rename and remove an empty tab', () => {
    let log: ChatLog = emptyChat();
    expect(log.tabs.map((t) => t.id)).toEqual(['main', 'chat', 'info']);
    const added = addTab(log, '戦闘', true);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    log = added.log;
    expect(log.tabs[3]).toEqual({ id: 't4', name: '戦闘', gmOnly: true });
    const renamed = renameTab(log, 't4', '秘密');
    expect(renamed.ok && renamed.log.tabs[3]?.name).toBe('秘密');
    expect(removeTab(log, 'main')).toEqual({ ok: false, why: 'defaultTab' });
    expect(removeTab(log, 'nope')).toEqual({ ok: false, why: 'noTab' });
    expect(addTab(log, '   ', false)).toEqual({ ok: false, why: 'badName' });
    const removed = removeTab(log, 't4');
    expect(removed.ok && removed.log.tabs.length).toBe(3);
  });

  it('speaks as a creature or as the GM, in the tab chosen, with the text cleaned of invisible characters', () => {
    const { chat, first, gmSays, enc } = table();
    expect(gmSays('こんに\u200bちは\u202e', { speaker: first, tab: 'chat' }).ok).toBe(true);
    expect(gmSays('ゲームマスターです').ok).toBe(true);
    const [a, b] = chat.getState().log.lines;
    expect(a).toMatchObject({
      tab: 'chat',
      text: 'こんにちは',
      speaker: { id: first, name: enc().creatures[first]?.name },
    });
    expect(b).toMatchObject({ tab: 'main', speaker: { id: null, name: '' }, from: { gm: true } });
    expect(cleanChatText('a\u0000b\nc\u2066')).toBe('ab\nc');
  });

  it('rolls a dice line in chat with the typed-in faces through the kernel, and the line keeps the result', () => {
    const { chat, encounter, gmSays } = table();
    const before = encounter.getState().session.cursor;
    const r = gmSays('2D6>=7 攻撃', { dice: [4, 5] });
    expect(r.ok).toBe(true);
    expect(encounter.getState().session.cursor).toBe(before + 1);
    const line = chat.getState().log.lines[0];
    expect(line?.roll?.ja).toBe('攻撃 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功');
    expect(line?.roll?.secret).toBe(false);
    // A bad face rolls nothing and says nothing.
    expect(gmSays('1D6', { dice: [9] }).ok).toBe(false);
    expect(chat.getState().log.lines).toHaveLength(1);
    // Plain text that only looks like arithmetic is posted as it is, as BCDice does.
    expect(gmSays('1+2').ok).toBe(true);
    expect(chat.getState().log.lines[1]?.roll).toBeNull();
  });

  it('undo and redo never touch chat lines, and a chat line never undoes the game', () => {
    const { chat, encounter, gmSays } = table();
    gmSays('2D6 先制', { dice: [1, 2] });
    gmSays('ただの会話');
    const lines = chat.getState().log;
    const cursor = encounter.getState().session.cursor;
    encounter.getState().undo();
    expect(encounter.getState().session.cursor).toBe(cursor - 1);
    expect(chat.getState().log).toBe(lines);
    encounter.getState().redo();
    expect(chat.getState().log).toBe(lines);
    // Plain chat adds nothing to the history: the game's undo stack is unchanged by talking.
    gmSays('もう一言');
    expect(encounter.getState().session.cursor).toBe(cursor);
    expect(encounter.getState().session.length).toBe(cursor);
  });

  it('keeps a secret roll from the players and never sends a GM-only tab', () => {
    const { chat, gmSays } = table();
    const added = chat.getState().change((l) => addTab(l, '裏', true));
    expect(added.ok).toBe(true);
    gmSays('S1D20 隠し', { dice: [17] });
    gmSays('秘密の相談', { tab: 't4' });
    const seen = playersChat(chat.getState().log, () => null);
    expect(seen.tabs.map((t) => t.id)).toEqual(['main', 'chat', 'info']);
    expect(seen.lines).toHaveLength(1);
    expect(seen.lines[0]).toMatchObject({ secret: true, text: '', roll: null, picture: null });
    expect(JSON.stringify(seen)).not.toContain('17');
    expect(JSON.stringify(seen)).not.toContain('隠し');
  });

  it('shows a creature’s 立ち絵 beside its line by the @表情 suffix, and stages it for the players', () => {
    const { chat, first, gmSays, enc } = table();
    const r = chat.getState().change((l) =>
      setPortraits(
        l,
        first,
        [
          { name: '通常', picture: PIC },
          { name: '笑顔', picture: 'BBBBBBBBBBBBBBBBBBBBBB' },
        ],
        (id) => Boolean(enc().creatures[id]),
      ),
    );
    expect(r.ok).toBe(true);
    expect(splitFace('やった！ @笑顔')).toEqual({ text: 'やった！', face: '笑顔' });
    gmSays('やった！ @笑顔', { speaker: first });
    gmSays('ふむ', { speaker: first });
    const [a, b] = chat.getState().log.lines;
    expect(a?.face).toEqual({ name: '笑顔', picture: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(a?.text).toBe('やった！');
    expect(b?.face?.name).toBe('通常');
    expect(chat.getState().change((l) => setStage(l, { id: first, face: '笑顔' })).ok).toBe(true);
    const seen = playersChat(chat.getState().log, () => '騎士');
    expect(seen.stage).toEqual({ name: '騎士', picture: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(JSON.stringify(seen)).not.toContain(first);
    expect(setPortraits(chat.getState().log, first, [{ name: 'x', picture: '<svg>' }], () => true)).toEqual({
      ok: false,
      why: 'badPicture',
    });
  });

  it('round-trips through the file and refuses a hostile chat field', () => {
    const { chat, encounter, gmSays, first } = table();
    gmSays('2D6>=7 攻撃', { dice: [6, 6], speaker: first });
    chat.getState().change((l) => addTab(l, '戦闘', false));
    const text = saveEncounterFile(encounter.getState().session, undefined, chat.getState().log);
    const parsed = parseEncounterFile(text, systemOf);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.chat).toEqual(chat.getState().log);
    expect(saveEncounterFile(encounter.getState().session, undefined, parsed.file.chat)).toBe(text);
    // A file without chat loads with the default tabs (files before issue 30).
    const old = parseEncounterFile(saveEncounterFile(encounter.getState().session), systemOf);
    expect(old.ok && old.file.chat).toBeUndefined();
    expect(checkChat(undefined)).toEqual(emptyChat());
    const bad = (f: (c: Record<string, unknown>) => void) => {
      const data = JSON.parse(text) as { chat: Record<string, unknown> };
      f(data.chat);
      return parseEncounterFile(JSON.stringify(data), systemOf);
    };
    const lines = (c: Record<string, unknown>) => c.lines as Record<string, unknown>[];
    expect(bad((c) => (lines(c)[0]!.text = 'a\u202eb')).ok).toBe(false);
    expect(bad((c) => (lines(c)[0]!.tab = 'nowhere')).ok).toBe(false);
    expect(bad((c) => (lines(c)[0]!.text = 'x'.repeat(1001))).ok).toBe(false);
    expect(bad((c) => (c.extra = 1)).ok).toBe(false);
    expect(bad((c) => (c.tabs = [])).ok).toBe(false);
    expect(bad((c) => (c.stage = { id: 'c1', face: 'none' })).ok).toBe(false);
  });
});
