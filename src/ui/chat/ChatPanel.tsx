/**
 * The GM's chat (issue 30), a sidebar tab beside the log: tabs (メイン / 雑談 / 情報 and her own, GM-only if she
 * likes), the speaker (any creature or the GM) and its expression, a message line — a dice line (`2D6>=7 攻撃`) is
 * rolled with the encounter's dice and shown with its result — and the rules log shown with the chat on request.
 * Chat is never undone and never undoes the game (`src/rules/core/chat.ts`).
 */
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { addTab, emptyChat, removeTab, renameTab, type ChatLog } from '../../rules';
import { createChatStore } from '../../store';
import { chatProblemText } from '../../i18n/chat';
import { post } from '../../app/chat/post';
import { useEnc, useServices, useT } from '../context';
import { parseFaces } from '../dice';
import { useLogLines } from '../log/useLogLines';
import { ChatInputRow, SpeakerSelect, useChatDraft } from './ChatInputRow';
import { ChatLines, tabName, type ShownLine } from './ChatLines';
import { Portraits } from './Portraits';

const NONE = createChatStore(emptyChat());

export function ChatPanel() {
  const { t, tr, ev, lang, refusal } = useT();
  const svc = useServices();
  const store = svc.chat ?? NONE;
  const log: ChatLog = useStore(store, (s) => s.log);
  const order = useEnc((s) => s.encounter.creatureOrder);
  const all = useEnc((s) => s.encounter.creatures);
  const creatures = useMemo(() => order.map((id) => all[id]), [order, all]);
  const [tab, setTab] = useState('main');
  const [speaker, setSpeaker] = useState<string>('');
  const [face, setFace] = useState('');
  const draft = useChatDraft();
  const { text, faces, setError } = draft;
  const [showRules, setShowRules] = useState(false);
  const [newTab, setNewTab] = useState('');
  const [newGmOnly, setNewGmOnly] = useState(false);
  const rules = useLogLines(50);
  const current = log.tabs.some((x) => x.id === tab) ? tab : 'main';
  const speakerId = speaker && creatures.some((c) => c?.id === speaker) ? speaker : null;
  const speakerFaces = speakerId ? (log.portraits[speakerId] ?? []) : [];
  const url = (id: string) => svc.pictures?.urlOf(id) ?? Promise.resolve(null);

  const send = () => {
    const enc = svc.encounter.getState();
    const r = post(
      store,
      () => svc.encounter.getState().encounter,
      { tab: current, text, speaker: speakerId, face: face || null, dice: parseFaces(faces) },
      { gm: true },
      (c) => enc.dispatch(c),
      Date.now(),
    );
    if (r.ok) return draft.sent();
    const f = r.failure;
    setError(
      f.kind === 'chat'
        ? chatProblemText(f.why, lang)
        : f.kind === 'dice'
          ? tr(f.text)
          : f.outcome.ok
            ? null
            : f.outcome.kind === 'refused'
              ? refusal(f.outcome)
              : f.outcome.error,
    );
  };

  const lines: ShownLine[] = log.lines
    .filter((l) => l.tab === current)
    .slice(-300)
    .map((l) => ({
      key: `c${l.n}`,
      speaker: l.speaker.name,
      player: l.from.gm ? '' : l.from.player,
      picture: l.face?.picture ?? null,
      text: l.text,
      roll: l.roll ? (l.roll.secret ? `${t('chat.secretRoll')} ${l.roll[lang]}` : l.roll[lang]) : null,
      secret: false,
    }));
  const change = (r: ReturnType<typeof addTab>) => setError(r.ok ? null : chatProblemText(r.why, lang));

  return (
    <section className="chat-panel" data-testid="chat.panel">
      <div className="chat-tabs" role="tablist" aria-label={t('chat.tabs')}>
        {log.tabs.map((x) => (
          <button
            key={x.id}
            role="tab"
            aria-selected={x.id === current}
            className={x.id === current ? 'active' : ''}
            data-testid={`chat.tab.${x.id}`}
            onClick={() => setTab(x.id)}
            onDoubleClick={() => {
              const name = window.prompt(t('chat.renameTab'), tabName(x, lang));
              if (name !== null) change(store.getState().change((l) => renameTab(l, x.id, name)));
            }}
          >
            {tabName(x, lang)}
            {x.gmOnly ? ` ${t('chat.gmOnlyMark')}` : ''}
          </button>
        ))}
      </div>
      {showRules && (
        <div className="chat-rules" data-testid="chat.rulesLog">
          {rules.lines.slice(-50).map((l) => (
            <div key={l.key} className="small muted">
              {ev(l.event)}
            </div>
          ))}
        </div>
      )}
      <ChatLines lines={lines} lang={lang} url={url} />
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <div className="row">
          <SpeakerSelect
            value={speakerId ?? ''}
            onValue={(id) => (setSpeaker(id), setFace(''))}
            self={t('chat.asGm')}
            creatures={creatures}
          />
          {speakerFaces.length > 0 && (
            <label className="small">
              {t('chat.face')}
              <select data-testid="chat.faceSelect" value={face} onChange={(e) => setFace(e.target.value)}>
                <option value="">{t('chat.faceDefault')}</option>
                {speakerFaces.map((f) => (
                  <option key={f.name} value={f.name}>
                    {f.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <ChatInputRow {...draft.row} />
      </form>
      <label className="small">
        <input
          type="checkbox"
          data-testid="chat.showRules"
          checked={showRules}
          onChange={(e) => setShowRules(e.target.checked)}
        />
        {t('chat.showLog')}
      </label>
      <div className="row small">
        <input
          data-testid="chat.newTab"
          aria-label={t('chat.newTabName')}
          placeholder={t('chat.newTabName')}
          value={newTab}
          size={10}
          onChange={(e) => setNewTab(e.target.value)}
        />
        <label>
          <input type="checkbox" checked={newGmOnly} onChange={(e) => setNewGmOnly(e.target.checked)} />
          {t('chat.newTabGmOnly')}
        </label>
        <button
          data-testid="chat.addTab"
          onClick={() => {
            const r = store.getState().change((l) => addTab(l, newTab, newGmOnly));
            change(r);
            if (r.ok) setNewTab('');
          }}
        >
          {t('chat.addTab')}
        </button>
        <button
          data-testid="chat.removeTab"
          disabled={current === 'main'}
          onClick={() => change(store.getState().change((l) => removeTab(l, current)))}
        >
          {t('chat.removeTab')}
        </button>
      </div>
      <Portraits store={store} id={speakerId} />
    </section>
  );
}
