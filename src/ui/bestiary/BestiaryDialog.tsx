/**
 * The GM's own bestiary (issue 29): every saved creature with its rule system and size, searched by name; remove
 * one; export them all as a file (pictures embedded) or import a file (checked like an encounter file: a refused
 * file adds nothing and says why, naming the creature and the engine's reason).
 */
import { useRef, useState } from 'react';
import { systemName } from '../../i18n';
import { useBestiary } from './useBestiary';
import { useServices, useT } from '../context';
import { Dialog } from '../library/Dialog';
import { bestiaryProblemText } from './texts';

export function BestiaryDialog({ onClose }: { onClose: () => void }) {
  const { t, lang } = useT();
  const svc = useServices();
  const b = svc.bestiary;
  const entries = useBestiary((v) => v.entries);
  const persistent = useBestiary((v) => v.persistent);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  if (!b) return null;
  const shown = b.search(entries, query);
  const exportAll = async () => {
    const text = await b.exportFile();
    const blob = new Blob([text], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'bestiary.saddlegrid-bestiary.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const importFile = async (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    const r = await b.importFile(await f.text(), f.name);
    setMessage(
      r.ok
        ? { text: t('bestiary.imported', { n: r.added, p: r.pictures }), error: false }
        : { text: t('bestiary.refused', { why: bestiaryProblemText(r.problem, lang) }), error: true },
    );
  };
  return (
    <Dialog title={t('bestiary.title')} testId="bestiary.dialog" onClose={onClose} wide closeLabel={t('dialog.close')}>
      <p className="lib-intro">{t('bestiary.intro')}</p>
      {!persistent && <p className="warn small">{t('bestiary.memory')}</p>}
      <div className="lib-actions">
        <input
          type="search"
          data-autofocus
          data-testid="bestiary.search"
          placeholder={t('bestiary.search')}
          aria-label={t('bestiary.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button
          type="button"
          data-testid="bestiary.export"
          disabled={entries.length === 0}
          onClick={() => void exportAll()}
        >
          ⇩ {t('bestiary.export')}
        </button>
        <button type="button" data-testid="bestiary.import" onClick={() => input.current?.click()}>
          ⇧ {t('bestiary.import')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".json,application/json"
          data-testid="bestiary.import-file"
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
      </div>
      {message && (
        <p
          className={message.error ? 'error' : 'muted'}
          role={message.error ? 'alert' : 'status'}
          data-testid="bestiary.message"
        >
          {message.text}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="muted" data-testid="bestiary.empty">
          {t('bestiary.empty')}
        </p>
      ) : (
        <div className="lib-table-wrap">
          <table className="lib-table" data-testid="bestiary.list">
            <thead>
              <tr>
                <th scope="col">{t('bestiary.col.name')}</th>
                <th scope="col">{t('bestiary.col.system')}</th>
                <th scope="col">{t('bestiary.col.size')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id} data-testid={`bestiary.item.${e.id}`}>
                  <td>{e.name}</td>
                  <td>{systemName(e.system, lang)}</td>
                  <td>{e.creature.size ? t(`size.${e.creature.size}`) : ''}</td>
                  <td>
                    <button type="button" className="danger" onClick={() => void b.remove(e.id)}>
                      {t('bestiary.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
