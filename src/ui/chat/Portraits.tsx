/**
 * The speaker's 立ち絵 (issue 30): its expressions (a name and a picture of the picture store, added from a file
 * with the store's checks), removed one by one, and the one shown beside the board in the player view.
 */
import { useState } from 'react';
import { useStore } from 'zustand';
import { setPortraits, setStage } from '../../rules';
import type { ChatStore } from '../../store';
import { chatProblemText } from '../../i18n/chat';
import { useEnc, useServices, useT } from '../context';
import { PICTURE_ACCEPT, storePicture } from '../scene/addPicture';

export function Portraits({ store, id }: { store: ChatStore; id: string | null }) {
  const { t, lang } = useT();
  const svc = useServices();
  const log = useStore(store, (s) => s.log);
  const name = useEnc((s) => (id ? (s.encounter.creatures[id]?.name ?? null) : null));
  const [face, setFace] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!id || name === null)
    return (
      <details className="chat-portraits">
        <summary>{t('chat.portraits')}</summary>
        <p className="muted small">{t('chat.noSpeakerFaces')}</p>
      </details>
    );
  const faces = log.portraits[id] ?? [];
  const exists = (x: string) => svc.encounter.getState().encounter.creatures[x] !== undefined;
  const put = (next: typeof faces) => {
    const r = store.getState().change((l) => setPortraits(l, id, next, exists));
    setError(r.ok ? null : chatProblemText(r.why, lang));
  };
  return (
    <details className="chat-portraits" data-testid="chat.portraits">
      <summary>{t('chat.portraitOf', { name })}</summary>
      <ul>
        {faces.map((f) => {
          const staged = log.stage?.id === id && log.stage.face === f.name;
          return (
            <li key={f.name} className="row small">
              <span>{f.name}</span>
              <button onClick={() => put(faces.filter((x) => x.name !== f.name))}>{t('chat.removeFace')}</button>
              <button
                data-testid="chat.stage"
                onClick={() => store.getState().change((l) => setStage(l, staged ? null : { id, face: f.name }))}
              >
                {staged ? t('chat.unstage') : t('chat.stage')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="row small">
        <input
          data-testid="chat.faceName"
          aria-label={t('chat.faceName')}
          placeholder={t('chat.faceName')}
          value={face}
          size={8}
          onChange={(e) => setFace(e.target.value)}
        />
        <label className="button">
          {t('chat.addFace')}
          <input
            type="file"
            hidden
            accept={PICTURE_ACCEPT}
            data-testid="chat.faceFile"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const pic = await storePicture(svc, file, file.name);
              if (!pic) return;
              put([...faces, { name: face.trim() || String(faces.length + 1), picture: pic.id }]);
              setFace('');
            }}
          />
        </label>
      </div>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
