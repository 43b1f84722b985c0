/**
 * The chat on a player's own device (issue 30): the tabs the GM lets players read, the lines with their 立ち絵
 * (fetched once per picture through the session, under the picture budget), and a line to speak as one of her
 * creatures or as herself. What she sends is a request the GM's tab checks; a refusal is shown in her language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { PlayerSession } from '../../app/session/player';
import { refusalIn } from '../../app/session/player';
import type { PlayerStore } from '../../store';
import { useT } from '../context';
import { parseFaces } from '../dice';
import { ChatInputRow, SpeakerSelect, useChatDraft } from './ChatInputRow';
import { ChatLines, tabName, type ShownLine } from './ChatLines';

/** Object URLs of the pictures this page fetched (one request per picture id). */
export function usePictureUrls(session: PlayerSession): (id: string) => Promise<string | null> {
  const cache = useRef(new Map<string, Promise<string | null>>());
  return useCallback(
    (id: string) => {
      let got = cache.current.get(id);
      if (!got) {
        got = session.picture(id).then((b) => (b ? URL.createObjectURL(b) : null));
        cache.current.set(id, got);
      }
      return got;
    },
    [session],
  );
}

export function PlayerChat({
  session,
  player,
  creatures,
}: {
  session: PlayerSession;
  player: PlayerStore;
  creatures: readonly { id: string; name: string }[];
}) {
  const { t, lang } = useT();
  const chat = useStore(player, (s) => s.chat);
  const me = useStore(session.state, (s) => s.name);
  const url = usePictureUrls(session);
  const [tab, setTab] = useState('main');
  const [speaker, setSpeaker] = useState('');
  const [busy, setBusy] = useState(false);
  const draft = useChatDraft();
  const { text, faces, setError } = draft;
  if (!chat) return null;
  const current = chat.tabs.some((x) => x.id === tab) ? tab : (chat.tabs[0]?.id ?? 'main');
  const lines: ShownLine[] = chat.lines
    .filter((l) => l.tab === current)
    .map((l) => ({
      key: `c${l.n}`,
      speaker: l.speaker,
      player: l.player,
      picture: l.picture,
      text: l.text,
      roll: l.roll ? l.roll[lang] : null,
      secret: l.secret,
    }));
  const send = () => {
    setBusy(true);
    const who = creatures.some((c) => c.id === speaker) ? speaker : null;
    void session.chat({ tab: current, text, speaker: who, dice: parseFaces(faces) }).then((r) => {
      setBusy(false);
      if (r.status === 'refused') setError(refusalIn(r.refusal, lang));
      else if (r.status === 'undelivered') setError(t('chat.notDelivered'));
      else draft.sent();
    });
  };
  return (
    <section className="chat-panel player-chat" data-testid="player.chat">
      <h2>{t('tab.chat')}</h2>
      <div className="chat-tabs" role="tablist" aria-label={t('chat.tabs')}>
        {chat.tabs.map((x) => (
          <button
            key={x.id}
            role="tab"
            aria-selected={x.id === current}
            className={x.id === current ? 'active' : ''}
            data-testid={`chat.tab.${x.id}`}
            onClick={() => setTab(x.id)}
          >
            {tabName(x, lang)}
          </button>
        ))}
      </div>
      <ChatLines lines={lines} lang={lang} url={url} />
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <SpeakerSelect value={speaker} onValue={setSpeaker} self={me} creatures={creatures} />
        <ChatInputRow {...draft.row} busy={busy} />
      </form>
    </section>
  );
}

/** The 立ち絵 the GM shows beside the board (issue 30), on a player's page. */
export function PlayerStage({ session, player }: { session: PlayerSession; player: PlayerStore }) {
  const stage = useStore(player, (s) => s.chat?.stage ?? null);
  const url = usePictureUrls(session);
  const [src, setSrc] = useState<{ id: string; url: string | null } | null>(null);
  const id = stage?.picture ?? null;
  useEffect(() => {
    let live = true;
    if (id) void url(id).then((u) => live && setSrc({ id, url: u }));
    return () => {
      live = false;
    };
  }, [id, url]);
  if (!stage) return null;
  return src?.id === stage.picture && src.url ? (
    <figure className="chat-stage" data-testid="player.stage">
      <img src={src.url} alt={stage.name} />
    </figure>
  ) : null;
}
