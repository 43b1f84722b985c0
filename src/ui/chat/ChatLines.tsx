/**
 * The lines of a chat tab (issue 30), shared by the GM's panel and the player's page: the speaker (発言者) with
 * the 立ち絵 beside the line, the message, the roll it made (BCDice's text in Japanese), a secret roll as
 * "rolled secretly" only. Text is shown as text, never as HTML.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang, StringKey } from '../../i18n';
import { t } from '../../i18n';

/** A line as the two views show it. */
export interface ShownLine {
  readonly key: string;
  /** '' for the GM speaking as herself. */
  readonly speaker: string;
  /** The writer when she is a player speaking as her creature ('' otherwise). */
  readonly player: string;
  readonly picture: string | null;
  readonly text: string;
  readonly roll: string | null;
  readonly secret: boolean;
  /** A line of the rules log shown with the chat. */
  readonly rules?: boolean;
}

/** A picture of the picture store (or the player's page's fetched copy) as an object URL. */
export type PictureUrl = (id: string) => Promise<string | null>;

function Face({ id, url, name }: { id: string; url: PictureUrl; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void url(id).then((u) => live && setSrc(u));
    return () => {
      live = false;
    };
  }, [id, url]);
  return src ? (
    <img className="chat-face" src={src} alt={name} data-testid="chat.face" />
  ) : (
    <span className="chat-face" />
  );
}

export function ChatLines({ lines, lang, url }: { lines: readonly ShownLine[]; lang: Lang; url: PictureUrl }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  const say = (k: StringKey) => t(lang, k);
  if (lines.length === 0)
    return (
      <p className="muted small" data-testid="chat.empty">
        {say('chat.empty')}
      </p>
    );
  return (
    <div className="chat-lines" data-testid="chat.lines" role="log">
      {lines.map((l) => (
        <div key={l.key} className={`chat-line${l.rules ? ' rules' : ''}`} data-testid="chat.line">
          {l.picture ? <Face id={l.picture} url={url} name={l.speaker} /> : null}
          <div className="chat-body">
            <div className="chat-speaker">
              {l.rules ? say('chat.rulesLine') : l.speaker || say('chat.asGm')}
              {l.player && l.player !== l.speaker ? <span className="muted small"> ({l.player})</span> : null}
            </div>
            {l.secret ? <div className="chat-text muted">{say('chat.secretRoll')}</div> : null}
            {l.text && !l.secret ? <div className="chat-text">{l.text}</div> : null}
            {l.roll ? (
              <div className="chat-roll" data-testid="chat.roll">
                {l.roll}
              </div>
            ) : null}
          </div>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}

/** A tab's name as the reader sees it (the default tabs' names from the i18n layer). */
export function tabName(tab: { id: string; name: string }, lang: Lang): string {
  if (tab.name) return tab.name;
  const k = ({ main: 'chat.tab.main', chat: 'chat.tab.chat', info: 'chat.tab.info' } as const)[
    tab.id as 'main' | 'chat' | 'info'
  ];
  return k ? t(lang, k) : tab.id;
}
