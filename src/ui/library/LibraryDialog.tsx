/**
 * The encounter library: every saved encounter side by side (name, rule system, last change), with open,
 * duplicate, rename, export and delete (asked first; brought back from "Recently deleted" until the tab closes).
 * Nothing here replaces the open encounter: opening another keeps this one saved in the list.
 */
import { useEffect, useRef, useState } from 'react';
import type { EncounterSummary } from '../../app/storage';
import { systemName } from '../../i18n';
import { useServices, useT } from '../context';
import { Dialog } from './Dialog';
import { downloadText } from './download';
import { formatTime, useLibraryView } from './useLibrary';

export function LibraryDialog({
  onClose,
  onNew,
  onImport,
}: {
  onClose: () => void;
  onNew: () => void;
  onImport: () => void;
}) {
  const { t, lang } = useT();
  const svc = useServices();
  const lib = svc.library;
  const phase = useLibraryView((v) => v.phase);
  const entries = useLibraryView((v) => v.entries);
  const deleted = useLibraryView((v) => v.deleted);
  const currentId = useLibraryView((v) => v.currentId);
  const [loaded, setLoaded] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const renameInput = useRef<HTMLInputElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let alive = true;
    void lib?.refresh().then(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [lib]);
  useEffect(() => {
    if (renaming) renameInput.current?.focus();
  }, [renaming?.id]);
  useEffect(() => {
    if (asking) cancelDelete.current?.focus();
  }, [asking]);

  const act = async (fn: () => Promise<string | null>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      const err = await fn();
      if (err) setError(err);
      else after?.();
    } finally {
      setBusy(false);
    }
  };
  const open = (e: EncounterSummary) =>
    act(
      () => lib?.open(e.id) ?? Promise.resolve(null),
      () => {
        svc.ui.getState().notify(t('library.opened', { name: e.name }));
        onClose();
      },
    );
  const doExport = (e: EncounterSummary) =>
    act(async () => {
      const r = await lib?.exportText(e.id);
      if (!r) return null;
      if (!r.ok) return r.error;
      downloadText(r.text, e.name);
      return null;
    });
  const saveName = () => {
    const r = renaming;
    if (!r) return;
    void act(
      () => lib?.rename(r.id, r.name) ?? Promise.resolve(null),
      () => setRenaming(null),
    );
  };
  // The rule system's own name (its catalogue's); a system this app does not know is shown by its id.
  const sys = (id: string) => systemName(id, lang);

  return (
    <Dialog title={t('library.title')} testId="library.dialog" onClose={onClose} wide closeLabel={t('dialog.close')}>
      <p className="lib-intro">{t('library.intro')}</p>
      <div className="lib-actions">
        <button type="button" data-testid="library.new" onClick={onNew}>
          ＋ {t('toolbar.newEncounter')}
        </button>
        <button type="button" data-testid="library.import" onClick={onImport}>
          ⇧ {t('toolbar.import')}…
        </button>
      </div>
      {error && (
        <p className="error" role="alert" data-testid="library.error">
          {error}
        </p>
      )}
      {phase === 'unavailable' && (
        <p className="error" data-testid="library.unavailable">
          {t('library.unavailable')}
        </p>
      )}
      {phase !== 'unavailable' && !loaded && entries.length === 0 && <p className="muted">{t('library.loading')}</p>}
      {phase !== 'unavailable' && loaded && entries.length === 0 && (
        <p className="muted" data-testid="library.empty">
          {t('library.empty')}
        </p>
      )}
      {entries.length > 0 && (
        <div className="lib-table-wrap">
          <table className="lib-table" data-testid="library.list" aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{t('library.col.name')}</th>
                <th scope="col">{t('library.col.system')}</th>
                <th scope="col">{t('library.col.changed')}</th>
                <th scope="col">
                  <span className="sr-only">{t('library.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const current = e.id === currentId;
                const isRenaming = renaming?.id === e.id;
                return (
                  <tr
                    key={e.id}
                    data-testid={`library.row.${e.id}`}
                    className={current ? 'current' : ''}
                    aria-current={current ? 'true' : undefined}
                  >
                    <td className="lib-name">
                      {isRenaming ? (
                        <form
                          className="lib-rename"
                          onSubmit={(ev) => {
                            ev.preventDefault();
                            saveName();
                          }}
                        >
                          <input
                            ref={renameInput}
                            data-testid={`library.rename-input.${e.id}`}
                            aria-label={t('library.renameLabel', { name: e.name })}
                            value={renaming.name}
                            maxLength={200}
                            onChange={(ev) => setRenaming({ id: e.id, name: ev.target.value })}
                            onKeyDown={(ev) => {
                              if (ev.key === 'Escape') {
                                ev.stopPropagation();
                                ev.preventDefault();
                                setRenaming(null);
                              }
                            }}
                          />
                          <button type="submit" data-testid={`library.rename-save.${e.id}`} disabled={busy}>
                            {t('library.renameSave')}
                          </button>
                          <button type="button" onClick={() => setRenaming(null)}>
                            {t('dialog.cancel')}
                          </button>
                        </form>
                      ) : (
                        <>
                          <span className="lib-title" data-testid={`library.name.${e.id}`}>
                            {e.name}
                          </span>
                          {current && (
                            <span className="lib-badge" data-testid="library.current">
                              {t('library.current')}
                            </span>
                          )}
                          {e.damaged && (
                            <span className="lib-badge bad" data-testid={`library.damaged.${e.id}`}>
                              {t('library.damaged')}
                            </span>
                          )}
                        </>
                      )}
                      {asking === e.id && (
                        <div
                          className="lib-ask"
                          role="alertdialog"
                          aria-label={t('library.deleteAsk', { name: e.name })}
                          data-testid={`library.ask.${e.id}`}
                        >
                          <span>{t('library.deleteAsk', { name: e.name })}</span>
                          <button
                            type="button"
                            className="danger"
                            data-testid={`library.delete-confirm.${e.id}`}
                            disabled={busy}
                            onClick={() =>
                              void act(
                                () => lib?.remove(e.id) ?? Promise.resolve(null),
                                () => setAsking(null),
                              )
                            }
                          >
                            {t('library.deleteYes')}
                          </button>
                          <button
                            type="button"
                            ref={cancelDelete}
                            data-testid={`library.delete-cancel.${e.id}`}
                            onClick={() => setAsking(null)}
                          >
                            {t('dialog.cancel')}
                          </button>
                        </div>
                      )}
                    </td>
                    <td className="lib-system">{sys(e.system)}</td>
                    <td className="lib-time">{formatTime(e.updatedAt, lang)}</td>
                    <td className="lib-row-actions">
                      <button
                        type="button"
                        data-testid={`library.open.${e.id}`}
                        disabled={current || busy || e.damaged}
                        onClick={() => void open(e)}
                      >
                        {t('library.open')}
                      </button>
                      {e.damaged ? (
                        <button
                          type="button"
                          data-testid={`library.salvage.${e.id}`}
                          disabled={busy}
                          onClick={() => void act(async () => (await lib?.inspectDamaged(e.id), null), onClose)}
                        >
                          {t('library.salvage')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          data-testid={`library.duplicate.${e.id}`}
                          disabled={busy}
                          onClick={() => void act(() => lib?.duplicate(e.id) ?? Promise.resolve(null))}
                        >
                          {t('library.duplicate')}
                        </button>
                      )}
                      <button
                        type="button"
                        data-testid={`library.rename.${e.id}`}
                        disabled={busy}
                        onClick={() => setRenaming({ id: e.id, name: e.name })}
                      >
                        {t('library.rename')}
                      </button>
                      <button
                        type="button"
                        data-testid={`library.export.${e.id}`}
                        disabled={busy}
                        onClick={() => void doExport(e)}
                      >
                        {t('library.export')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        data-testid={`library.delete.${e.id}`}
                        disabled={current || busy}
                        title={current ? t('library.deleteOpen') : undefined}
                        onClick={() => setAsking(e.id)}
                      >
                        {t('library.delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {deleted.length > 0 && (
        <section className="lib-deleted" data-testid="library.deleted">
          <h3>{t('library.deleted')}</h3>
          <ul>
            {deleted.map((e) => (
              <li key={e.id} data-testid={`library.deleted.${e.id}`}>
                <span className="lib-title">{e.name}</span>
                <span className="muted">
                  {sys(e.system)} · {t('library.deletedAt', { time: formatTime(e.deletedAt ?? e.updatedAt, lang) })}
                </span>
                <button
                  type="button"
                  data-testid={`library.undelete.${e.id}`}
                  disabled={busy}
                  onClick={() => void act(() => lib?.undelete(e.id) ?? Promise.resolve(null))}
                >
                  {t('library.undelete')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
