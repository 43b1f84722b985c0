/**
 * The chat's speaker, message line, typed-in faces and send button, with its refusal, and the draft they edit (the
 * GM's panel and a player's page).
 */
import { useState } from 'react';
import { useT } from '../context';

/** The message being written: its text, typed-in faces and the last refusal (cleared as she types). */
export function useChatDraft() {
  const [text, setText] = useState('');
  const [faces, setFaces] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    faces,
    setError,
    /** Sent: an empty line again. */
    sent: () => {
      setText('');
      setFaces('');
      setError(null);
    },
    /** The props of {@link ChatInputRow}. */
    row: { text, faces, error, onText: (v: string) => (setText(v), setError(null)), onFaces: setFaces },
  };
}

/** Who speaks: `self` (the GM, or the player herself) or one of `creatures`. */
export function SpeakerSelect({
  value,
  onValue,
  self,
  creatures,
}: {
  value: string;
  onValue: (id: string) => void;
  self: string;
  creatures: readonly ({ id: string; name: string } | undefined)[];
}) {
  const { t } = useT();
  return (
    <label className="small">
      {t('chat.speaker')}
      <select data-testid="chat.speaker" value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{self}</option>
        {creatures.map((c) =>
          c ? (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ) : null,
        )}
      </select>
    </label>
  );
}

export function ChatInputRow(p: {
  text: string;
  faces: string;
  error: string | null;
  busy?: boolean;
  onText: (text: string) => void;
  onFaces: (faces: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <div className="row">
        <input
          data-testid="chat.input"
          aria-label={t('chat.input')}
          placeholder={t('chat.input')}
          value={p.text}
          maxLength={4000}
          onChange={(e) => p.onText(e.target.value)}
        />
        <input
          data-testid="chat.faces"
          className="faces"
          aria-label={t('dice.faces')}
          placeholder={t('dice.faces')}
          value={p.faces}
          size={6}
          onChange={(e) => p.onFaces(e.target.value)}
        />
        <button type="submit" data-testid="chat.send" disabled={p.busy === true || p.text.trim() === ''}>
          {p.busy ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      {p.error && (
        <p className="error small" role="alert" data-testid="chat.error">
          {p.error}
        </p>
      )}
    </>
  );
}
