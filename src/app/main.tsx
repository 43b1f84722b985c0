/**
 * The composition root: creates the stores, restores the autosave (or loads the sample on a first visit),
 * wires autosave, the board and the test bridge, and renders the GM window.
 */
import { loadFile, newEncounter, newSession, saveEncounterFile } from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { browserLang, describeMsg } from '../i18n';
import { App } from '../ui/App';
import type { AppServices } from '../ui/context';
import { BoardSlot, renderRoot } from './boot';
import '../ui/styles.css';
import { Autosave } from './persistence';
import { createSaveScheduler } from './saveScheduler';
import { sampleEncounter } from './sample';
import { installTestBridge } from './testBridge';
import { startGmLive } from './gmLive';

async function start(): Promise<void> {
  const lang = (localStorage.getItem('saddlegrid.lang') as 'en' | 'ja' | null) ?? browserLang(navigator.languages);
  const ui = createUiStore(lang);
  const encounter = createEncounterStore(sampleEncounter(lang));
  const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const autosave = new Autosave(indexedDB, tabId);

  // Start PixiJS (WebGL, shaders) while the autosave is read: the two waits overlap (start-up, issue 8).
  const slot = new BoardSlot(encounter, ui, 'gm');
  slot.prepare();

  let restoring = true;
  try {
    const saved = await autosave.load();
    if (saved && 'session' in saved) encounter.getState().load(saved.session);
    else if (saved && 'error' in saved) ui.getState().notify(`Autosave could not be restored: ${saved.error}`, 'error');
  } catch (e) {
    ui.getState().notify(`Autosave unavailable: ${String(e)}`, 'error');
  }
  restoring = false;

  // Autosave after every change (commands, undo, redo, loads); never overwrite another tab's newer save.
  // Coalesced, and written after the frame that shows the change (in idle time), so serialising a large
  // encounter never delays the board; a pending save is written at once when the page is hidden or closed.
  const saves = createSaveScheduler((force) => {
    autosave
      .save(encounter.getState().session, force)
      .then((r) => ui.getState().setConflict(r === 'conflict'))
      .catch((e: unknown) => ui.getState().notify(`Autosave failed: ${String(e)}`, 'error'));
  });
  const save = (force = false) => {
    if (!restoring) saves.request(force);
  };
  addEventListener('pagehide', () => saves.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saves.flush();
  });
  encounter.subscribe((s, prev) => {
    if (s.revision !== prev.revision) save();
  });
  autosave.onOtherTabWrote = () => ui.getState().setConflict(true);
  ui.subscribe((s, prev) => {
    if (s.lang !== prev.lang) localStorage.setItem('saddlegrid.lang', s.lang);
  });

  const live = startGmLive(encounter);
  const services: AppServices = {
    encounter,
    ui,
    mountBoard: (el) => slot.mount(el, (b) => (b.onCamera = (c, w, h) => live.postCamera(c, w, h))),
    fitBoard: () => slot.current?.fitToScreen(),
    exportFile: () => saveEncounterFile(encounter.getState().session),
    importFile(text) {
      const r = loadFile(text);
      if (!r.ok) return describeMsg('core', r.error, ui.getState().lang);
      encounter.getState().load(r.session);
      ui.getState().select(null);
      slot.current?.fitToScreen();
      return null;
    },
    reset(kind, system) {
      const initial = kind === 'sample' ? sampleEncounter(ui.getState().lang) : newEncounter({ system: system ?? 'mounted4e', name: ui.getState().lang === 'ja' ? '新しい遭遇' : 'New encounter', seed: Date.now() });
      encounter.getState().load(newSession(initial));
      ui.getState().select(null);
      setTimeout(() => slot.current?.fitToScreen(), 0);
    },
    keepMine() {
      save(true);
    },
    openPlayerView() {
      window.open(`${location.pathname}?view=player`, 'saddlegrid-player', 'width=1280,height=720');
    },
  };
  installTestBridge(services, () => slot.current);

  renderRoot(services, <App />);
}

if (new URLSearchParams(location.search).get('view') === 'player') {
  // The player view is its own small app, loaded on demand.
  void import('./playerMain').then((m) => m.startPlayer());
} else {
  void start();
}
