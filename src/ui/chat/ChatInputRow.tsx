/** The chat's message line, typed-in faces and send button, with its refusal (the GM's panel and a player's page). */
import { useT } from '../context';

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
