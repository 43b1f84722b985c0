/** The top bar: encounter name, undo/redo, file, language, map tools, player view. */
import { useRef } from 'react';
import { newSession, SYSTEM_IDS, type SystemId } from '../rules';
import { useEnc, useServices, useT, useUi } from './context';

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
  // The Tenkai sample is loaded on demand (keeps the main chunk small); it starts a fresh history like "New encounter".
  const loadTenkaiSample = async () => {
    const { sampleTenkaiEncounter } = await import('../app/sampleTenkai');
    svc.encounter.getState().load(newSession(sampleTenkaiEncounter(lang)));
    svc.ui.getState().select(null);
    setTimeout(() => svc.fitBoard(), 0);
  };

  const doExport = () => {
    const blob = new Blob([svc.exportFile()], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${name.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'encounter'}.saddlegrid.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const doImport = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > 32 * 1024 * 1024) {
      notify(t('file.error', { why: lang === 'ja' ? 'ファイルが大きすぎます（上限32 MB）。' : 'The file is too large (at most 32 MB).' }), 'error');
      return;
    }
    const text = await f.text();
    const err = svc.importFile(text);
    notify(err ? t('file.error', { why: err }) : t('file.loaded', { name: f.name }), err ? 'error' : 'info');
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <header className="toolbar" data-testid="toolbar">
      <div className="brand">
        <strong>{t('app.title')}</strong>
        <span className="encounter-name" data-testid="toolbar.encounter-name">{name}</span>
        <span className="system-tag" data-testid="toolbar.system">{t(`system.${system}`)}</span>
      </div>
      <div className="group">
        <button data-testid="toolbar.undo" disabled={!canUndo} onClick={() => svc.encounter.getState().undo()} title="Ctrl+Z">↶ {t('toolbar.undo')}</button>
        <button data-testid="toolbar.redo" disabled={!canRedo} onClick={() => svc.encounter.getState().redo()} title="Ctrl+Shift+Z">↷ {t('toolbar.redo')}</button>
        <button data-testid="toolbar.fit" onClick={() => svc.fitBoard()}>⤢ {t('toolbar.fit')}</button>
      </div>
      <div className="group" role="radiogroup" aria-label={t('panel.terrain')}>
        <button data-testid="tool.select" aria-pressed={tool.kind === 'select'} onClick={() => setTool({ kind: 'select' })}>{t('terrain.off')}</button>
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
            <option key={h} value={`h${h}`}>{t('terrain.height')}: {h > 0 ? `+${h}` : h}</option>
          ))}
        </select>
      </div>
      <div className="group">
        <button data-testid="toolbar.export" onClick={doExport}>⇩ {t('toolbar.export')}</button>
        <button data-testid="toolbar.import" onClick={() => fileInput.current?.click()}>⇧ {t('toolbar.import')}</button>
        <input ref={fileInput} data-testid="toolbar.import-file" type="file" accept=".json,application/json" hidden onChange={(e) => void doImport(e.target.files?.[0])} />
        <select
          data-testid="toolbar.new"
          value=""
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'sample') svc.reset('sample');
            else if (v === 'sampleTenkai') void loadTenkaiSample();
            else if (v) svc.reset('empty', v as SystemId);
          }}
        >
          <option value="">{t('toolbar.new')}…</option>
          <option value="sample">{t('toolbar.sample')}</option>
          <option value="sampleTenkai">{t('toolbar.sampleTenkai')}</option>
          {SYSTEM_IDS.map((id) => (
            <option key={id} value={id}>{t(`system.${id}`)}</option>
          ))}
        </select>
      </div>
      <div className="group">
        <button data-testid="toolbar.player-view" onClick={() => svc.openPlayerView()}>{t('player.open')}</button>
        <button data-testid="toolbar.lang" onClick={() => setLang(lang === 'ja' ? 'en' : 'ja')} aria-label={t('lang.label')}>
          {t('lang.switch')}
        </button>
      </div>
    </header>
  );
}
