/**
 * The composition root: creates the stores, opens the encounter library (the journaled autosave) and the
 * encounter to show, wires the board, the live channel to the player view and — in test builds only — the test
 * bridge, and renders the GM window.
 */
import { saveEncounterFile } from '../rules';
import { createChatStore, createEncounterStore, createUiStore } from '../store';
import { keepChat } from './chat/keeper';
import { chatForPlayers } from './chat/hostChat';
import { chatOfFile } from './chat/files';
import { browserLang } from '../i18n';
import type { AppServices } from '../ui/context';
import { BoardSlot, loadReactDom, renderRoot } from './boot';
import '../ui/styles.css';
import { DiceGuard } from './diceKeys';
import { Encounters } from './encounters';
import { sampleEncounter } from './sample';
import { installTestBridge } from './testBridge';
import { startGmLive } from './gmLive';
import type { SessionHost } from './session/hostView';
import { trackPointer } from './session/pointer';
import { onBoardDrawn } from '../ui/startup';
import { exportWithPictures, PictureStore } from './assets';
import { Bestiary } from './bestiary/store';
import { publishSharedOverlay } from './overlayFilter';
import { rulesUi } from '../ui/rules/rulesUi';

async function start(): Promise<void> {
  const lang = (localStorage.getItem('saddlegrid.lang') as 'en' | 'ja' | null) ?? browserLang(navigator.languages);
  const savedStyle = localStorage.getItem('saddlegrid.diceStyle');
  const ui = createUiStore(lang, savedStyle === 'bcdice' || savedStyle === 'saddlegrid' ? savedStyle : null);
  const encounter = createEncounterStore(sampleEncounter(lang));
  const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  // Start PixiJS (WebGL, shaders) while the library is read when the board's size is known from last time (start-up,
  // issues 8 and 33); otherwise the board starts when it mounts, at its host's size (BoardSlot.prepare).
  const slot = new BoardSlot(encounter, ui, 'gm');
  slot.prepare();
  // The GM window's React UI is loaded while PixiJS starts and the library opens (start-up, issue 16: PixiJS
  // starts from this small entry, not after the whole bundle was evaluated).
  // React DOM too (issue 33): evaluated while the library opens, not after it (the chunks are preloaded,
  // scripts/startupPreload.ts).
  const gmUi = Promise.all([import('../ui/App'), loadReactDom()]);

  // Pictures (issue 17): their own database, opened while the library opens; imports store a file's pictures.
  const pictures = new PictureStore(typeof indexedDB === 'undefined' ? null : indexedDB);

  // Dice nobody can predict (issue 26): the open encounter always rolls with a secret key made in this tab.
  const dice = new DiceGuard(encounter);
  let started = false;
  const encounters = new Encounters({
    pictures,
    encounter,
    ui,
    idb: typeof indexedDB === 'undefined' ? null : indexedDB,
    tabId,
    sample: (l) => sampleEncounter(l),
    // The store above starts with this sample: a first visit shows it at once, its entry written behind it.
    startsWithSample: true,
    storage: localStorage,
    // A hanging indexedDB.open gives up after 3 s: the app starts with the sample and says it is not saving.
    library: { timeoutMs: 3000 },
    idle: (f) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 0),
    onSwitched: () => {
      ui.getState().select(null);
      if (started) setTimeout(() => slot.current?.fitToScreen(), 0);
    },
  });
  const opening = encounters.start();
  // The GM's own bestiary (issue 29): its own database too, opened after the library's start (start-up, issue 33:
  // it is first needed in a sidebar tab, and its opening competed with the library's); its pictures are the
  // picture store's.
  const bestiary = new Bestiary(typeof indexedDB === 'undefined' ? null : indexedDB, pictures, Date.now, 3000, opening);
  await opening;
  started = true;

  // The table's chat (issue 30): beside the encounter's history, never undone; kept per encounter.
  const chat = createChatStore();
  const encounterKey = () => encounters.view.getState().currentId ?? 'unsaved';
  const onEncounterSwitch = (fn: () => void) =>
    encounters.view.subscribe((s, p) => s.currentId !== p.currentId && fn());
  keepChat(chat, localStorage, encounterKey, onEncounterSwitch);

  ui.subscribe((s, prev) => {
    if (s.lang !== prev.lang) localStorage.setItem('saddlegrid.lang', s.lang);
    if (s.diceStyle !== prev.diceStyle) {
      if (s.diceStyle) localStorage.setItem('saddlegrid.diceStyle', s.diceStyle);
      else localStorage.removeItem('saddlegrid.diceStyle');
    }
  });

  // What the GM points at (issue 17): `ui.shared`, the one source the player window and the session read.
  // What the GM points at, and the rule shown to the players (issue 21), as one overlay for every audience.
  publishSharedOverlay(encounter, ui, {
    get: () => rulesUi.getState().shown,
    subscribe: (fn) => rulesUi.subscribe((a, b) => a.shown !== b.shown && fn()),
  });
  const live = startGmLive(encounter, undefined, ui);
  // The screen-share window shows the staged 立ち絵 (issue 30), filtered as for the players' devices.
  const postChat = () => live.postChat(chatForPlayers(chat, encounter));
  postChat();
  chat.subscribe(postChat);
  // A staged creature the GM hides leaves the players' screen at once.
  encounter.subscribe((s, p) => s.revision !== p.revision && chat.getState().log.stage && postChat());
  // Players on their own devices (issue 20): the session host and the players panel start after the board's first
  // frame (start-up, issue 33: their code is not in the first frame's static graph; ./session/gmMount.tsx). The room
  // is opened from the players panel, and retaken after a reload of this tab once the host starts. The board's
  // camera and the GM's pointer go to the host once it is there (the last camera at once).
  let session: SessionHost | null = null;
  let camera: [{ x: number; y: number; scale: number }, number, number] | null = null;
  const [{ App }] = await gmUi;
  const services: AppServices = {
    encounter,
    ui,
    mountBoard: (el) => {
      const unmount = slot.mount(el, (b) => {
        b.onCamera = (c, w, h, auto) => {
          live.postCamera(c, w, h, auto);
          camera = [c, w, h];
          session?.camera(c, w, h);
        };
        b.pictures = pictures;
      });
      const off = trackPointer(
        el,
        () => slot.current,
        (at) => session?.pointer(at),
      );
      return () => (off(), unmount());
    },
    fitBoard: () => slot.current?.fitToScreen(),
    board: () => slot.current,
    exportFile: () => saveEncounterFile(encounter.getState().session, undefined, chat.getState().log),
    exportFileWithPictures: () => exportWithPictures(encounter.getState().session, pictures, chat.getState().log),
    chat,
    pictures,
    importFile: (text, fileName) => {
      const r = encounters.importFile(text, fileName);
      // A file's key is known to whoever has the file: the imported encounter's dice get a new one.
      const talk = chatOfFile(text);
      if (r.ok)
        void r.opened.then((ok) => {
          if (!ok) return;
          dice.imported(encounter.getState().session);
          // The file's chat (issue 30) comes with it: the new entry's chat is the file's.
          if (talk) chat.getState().load(talk);
        });
      return r;
    },
    library: encounters,
    bestiary,
    async sampleOf(kind, l) {
      if (kind === 'sample') return sampleEncounter(l);
      const { sampleTenkaiEncounter } = await import('./sampleTenkai');
      return sampleTenkaiEncounter(l);
    },
    openPlayerView() {
      window.open(`${location.pathname}?view=player`, 'saddlegrid-player', 'width=1280,height=720');
    },
  };
  // The test bridge exists in test builds only (vite.config.ts: SADDLEGRID_TEST_BRIDGE); elsewhere this is
  // dead code and the bridge is not in the bundle.
  if (__SADDLEGRID_TEST_BRIDGE__) installTestBridge(services, () => slot.current, encounters, pictures);

  renderRoot(services, <App />);
  onBoardDrawn(() => {
    void import('./session/gmMount').then(({ startGmSession }) => {
      session = startGmSession(services, {
        encounter,
        ui,
        pictures,
        encounterKey,
        onEncounterSwitch,
        chat,
        settings: localStorage,
        rooms: localStorage,
        page: location,
      });
      if (camera) session.camera(...camera);
    });
  });
}

if (new URLSearchParams(location.search).get('view') === 'player') {
  // The player view is its own small app, loaded on demand.
  void import('./playerMain').then((m) => m.startPlayer());
} else {
  void start();
}
