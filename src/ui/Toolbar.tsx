/** The top bar: encounter name, undo/redo, the library (encounters, new, import, export, settings), language, map tools, player view. */
import { lazy, Suspense, useRef, useState } from 'react';
import { systemName } from '../i18n';
import { useEnc, useServices, useT, useUi } from './context';
import { downloadText } from './library/download';
import { BoardDrop } from './scene/BoardDrop';
import { BoardImports } from './imports/BoardImports';
import { layoutUi } from './layout/layoutUi';

const LibraryDialog = lazy(() => import('./library/LibraryDialog').then((m) => ({ default: m.LibraryDialog })));
const NewEncounterDialog = lazy(() =>
  import('./library/NewEncounterDialog').then((m) => ({ default: m.NewEncounterDialog })),
);
const SettingsDialog = lazy(() => import('./library/SettingsDialog').then((m) => ({ default: m.SettingsDialog })));

export function Toolbar() {
  const { t, lang } = useT();
  const svc = useServices();
  const name = useEnc((s) => s.encounter.name);
  const system = useEnc((s) => s.encounter.system);
  const canUndo = useEnc((s) => s.session.canUndo);
  const canRedo = useEnc((s) => s.session.cursor < s.session.length);
  const setLang = useUi((s) => s.setLang);
  const tool = useUi((s) => s.tool);
  const setTool = useUi((s) => s.setTool);
  const notify = useUi((s) => s.notify);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<'library' | 'new' | 'settings' | null>(null);

  // Issue 17: the export embeds the pictures the whole history uses (the synchronous exportFile stays for tests).
  const doExport = async () =>
    downloadText(svc.exportFileWithPictures ? await svc.exportFileWithPictures() : svc.exportFile(), name);
  // Import creates a new library entry and opens it; the encounter open now stays in the list.
  const doImport = async (f: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!f) return;
    // A file with a 16 MB map picture is about 21 MB; the loader takes 64 MiB characters (MAX_FILE_CHARS).
    if (f.size > 64 * 1024 * 1024) {
      notify(
        t('file.error', {
          why: lang === 'ja' ? 'ファイルが大きすぎます（上限64 MB）。' : 'The file is too large (at most 64 MB).',
        }),
        'error',
      );
      return;
    }
    const text = await f.text();
    const r = svc.importFile(text, f.name);
    if (!r.ok) {
      notify(t('file.error', { why: r.error }), 'error');
      return;
    }
    if (!(await r.opened)) return;
    setDialog(null);
    // Pictures of the file left out (damaged, changed by hand, over a limit), already in the GM's language.
    const left = await r.leftOut;
    // The file of an entry already in the library opens that entry (issue 29: no second, identical entry).
    const done = t((await r.existing) ? 'file.alreadyHere' : 'file.importedAs', { name: r.name });
    notify(left ? `${done}\n${left}` : done, left ? 'error' : 'info');
  };

  return (
    <header className="toolbar" data-testid="toolbar">
      <div className="brand">
        <strong>{t('app.title')}</strong>
        <span className="encounter-name" data-testid="toolbar.encounter-name">
          {name}
        </span>
        <span className="system-tag" data-testid="toolbar.system">
          {systemName(system, lang)}
        </span>
      </div>
      <div className="group">
        <button
          data-testid="toolbar.undo"
          disabled={!canUndo}
          onClick={() => svc.encounter.getState().undo()}
          title="Ctrl+Z"
        >
          ↶ {t('toolbar.undo')}
        </button>
        <button
          data-testid="toolbar.redo"
          disabled={!canRedo}
          onClick={() => svc.encounter.getState().redo()}
          title="Ctrl+Shift+Z"
        >
          ↷ {t('toolbar.redo')}
        </button>
        <button data-testid="toolbar.fit" onClick={() => svc.fitBoard()}>
          ⤢ {t('toolbar.fit')}
        </button>
      </div>
      <div className="group" role="radiogroup" aria-label={t('panel.terrain')}>
        <button
          data-testid="tool.select"
          aria-pressed={tool.kind === 'select'}
          onClick={() => setTool({ kind: 'select' })}
        >
          {t('terrain.off')}
        </button>
        <select
          data-testid="tool.terrain"
          value={tool.kind === 'terrain' ? String(tool.terrain) : tool.kind === 'height' ? `h${tool.elevation}` : ''}
          onChange={(e) => {
            const v = e.target.value;
            if (v === '') setTool({ kind: 'select' });
            else if (v.startsWith('h')) setTool({ kind: 'height', elevation: Number(v.slice(1)) });
            else setTool({ kind: 'terrain', terrain: Number(v) as 0 | 1 | 2 });
          }}
        >
          <option value="">{t('terrain.paint')}…</option>
          <option value="0">{t('terrain.normal')}</option>
          <option value="1">{t('terrain.difficult')}</option>
          <option value="2">{t('terrain.blocking')}</option>
          {[-2, -1, 0, 1, 2, 3, 4].map((h) => (
            <option key={h} value={`h${h}`}>
              {t('terrain.height')}: {h > 0 ? `+${h}` : h}
            </option>
          ))}
        </select>
      </div>
      <div className="group">
        <button data-testid="toolbar.scene" onClick={() => layoutUi.getState().setTab('scene')}>
          {t('act.scene')}
        </button>
      </div>
      <div className="group" role="group" aria-label={t('library.title')}>
        <button data-testid="toolbar.library" aria-haspopup="dialog" onClick={() => setDialog('library')}>
          ☰ {t('toolbar.library')}
        </button>
        <button data-testid="toolbar.new" aria-haspopup="dialog" onClick={() => setDialog('new')}>
          ＋ {t('toolbar.newEncounter')}
        </button>
        <button data-testid="toolbar.import" onClick={() => fileInput.current?.click()}>
          ⇧ {t('toolbar.import')}
        </button>
        <input
          ref={fileInput}
          data-testid="toolbar.import-file"
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void doImport(e.target.files?.[0])}
        />
        <button data-testid="toolbar.export" onClick={() => void doExport()}>
          ⇩ {t('toolbar.export')}
        </button>
        <button data-testid="toolbar.settings" aria-haspopup="dialog" onClick={() => setDialog('settings')}>
          ⚙ {t('toolbar.settings')}
        </button>
      </div>
      <div className="group">
        <button data-testid="toolbar.player-view" onClick={() => svc.openPlayerView()}>
          {t('player.open')}
        </button>
        <button
          data-testid="toolbar.lang"
          onClick={() => setLang(lang === 'ja' ? 'en' : 'ja')}
          aria-label={t('lang.label')}
        >
          {t('lang.switch')}
        </button>
        {/* The players' session button (issue 20) is put here by the session's own root (src/ui/session/SessionDock.tsx). */}
        <span id="toolbar-session" className="toolbar-slot" />
      </div>
      {/* From the start: a file dropped before the first frame must not open in the app's place (issue 33). */}
      <BoardDrop />
      <BoardImports />
      <Suspense fallback={null}>
        {dialog === 'library' && (
          <LibraryDialog
            onClose={() => setDialog(null)}
            onNew={() => setDialog('new')}
            onImport={() => fileInput.current?.click()}
          />
        )}
        {dialog === 'new' && <NewEncounterDialog onClose={() => setDialog(null)} />}
        {dialog === 'settings' && <SettingsDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </header>
  );
}
