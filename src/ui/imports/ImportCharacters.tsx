/**
 * The creature area's import (issue 30): a field to paste a ココフォリア character into ("キャラクターをコピー") and
 * a button for a ユドナリウム save (zip). Ctrl+V on the board and a zip dropped on the board do the same
 * (`BoardImports`). The answer (what was imported, a picture not fetched, or why nothing was) is a notice.
 */
import { useRef, useState } from 'react';
import { useServices, useT } from '../context';
import { importCocofolia, importYudonarium, type Notice } from './importCharacters';

export function ImportCharacters() {
  const { t } = useT();
  const svc = useServices();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Notice | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const run = async (job: Promise<Notice>) => {
    setBusy(true);
    const n = await job;
    setBusy(false);
    setAnswer(n);
    svc.ui.getState().notify(n.text, n.kind);
    if (n.kind === 'info') setText('');
  };
  return (
    <details className="import-characters" data-testid="import">
      <summary>{t('import.title')}</summary>
      <textarea
        data-testid="import.paste"
        rows={2}
        value={text}
        placeholder={t('import.paste')}
        aria-label={t('import.paste')}
        onChange={(e) => setText(e.target.value)}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData('text');
          if (!pasted.trim().startsWith('{')) return;
          e.preventDefault();
          void run(importCocofolia(svc, pasted));
        }}
      />
      <p className="muted small">{t('import.pasteHelp')}</p>
      <div className="row">
        <button
          type="button"
          data-testid="import.pasteGo"
          disabled={busy || !text.trim()}
          onClick={() => void run(importCocofolia(svc, text))}
        >
          {t('import.title')}
        </button>
        <button type="button" data-testid="import.zipPick" disabled={busy} onClick={() => file.current?.click()}>
          {t('import.zip')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".zip,application/zip"
          hidden
          data-testid="import.zip"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void run(importYudonarium(svc, f));
          }}
        />
      </div>
      {answer && (
        <p className={answer.kind === 'error' ? 'error small' : 'small'} role="status" data-testid="import.answer">
          {answer.text}
        </p>
      )}
    </details>
  );
}
