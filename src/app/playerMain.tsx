/** Composition root of the player view window (`?view=player`): display only, fed by the live channel. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { newEncounter } from '../rules';
import { Board } from '../render/board';
import { createEncounterStore, createPlayerStore, createUiStore } from '../store';
import { browserLang } from '../i18n';
import { PlayerApp } from '../ui/player/PlayerApp';
import { ServicesContext, type AppServices } from '../ui/context';
import { openLive } from './liveChannel';
import { installTestBridge } from './testBridge';

/** Start the player view. */
export function startPlayer(): void {
  const lang = (localStorage.getItem('saddlegrid.lang') as 'en' | 'ja' | null) ?? browserLang(navigator.languages);
  const ui = createUiStore(lang);
  const encounter = createEncounterStore(newEncounter({ name: '…' }));
  const player = createPlayerStore();
  let board: Board | null = null;
  let gmCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  let lastTurn = '';

  const live = openLive((m) => {
    if (m.kind === 'gmStarted') {
      live?.post({ kind: 'hello' });
    } else if (m.kind === 'state') {
      const prevTurn = lastTurn;
      const enc = m.encounter;
      lastTurn = `${enc.turns.round}:${enc.turns.order[enc.turns.current] ?? ''}`;
      encounter.setState({ encounter: enc, lastEvents: m.events, lastChange: m.change, revision: m.rev });
      player.getState().setLog(m.log);
      player.getState().setConnected(true);
      // Focus on the active creature when a turn starts (own camera mode).
      const active = enc.turns.order[enc.turns.current];
      if (active && lastTurn !== prevTurn && !player.getState().follow) board?.focusOn(active);
    } else if (m.kind === 'camera') {
      gmCamera = m;
      if (player.getState().follow) board?.follow(m, m.width, m.height);
    }
  });
  live?.post({ kind: 'hello' });
  player.subscribe((s, prev) => {
    if (s.follow && !prev.follow && gmCamera) board?.follow(gmCamera, gmCamera.width, gmCamera.height);
    if (s.highContrast !== prev.highContrast) board?.setHighContrast(s.highContrast);
  });

  const none = () => null;
  const services: AppServices = {
    encounter,
    ui,
    mountBoard(el) {
      const b = new Board(encounter, ui, 'player');
      board = b;
      b.mount(el)
        .then(() => {
          if (gmCamera && player.getState().follow) b.follow(gmCamera, gmCamera.width, gmCamera.height);
          b.setHighContrast(player.getState().highContrast);
        })
        .catch((e: unknown) => ui.getState().notify(`WebGL: ${String(e)}`, 'error'));
      return () => {
        if (board === b) board = null;
        try {
          b.destroy();
        } catch {
          /* not started */
        }
      };
    },
    fitBoard: () => board?.fitToScreen(),
    exportFile: () => '',
    importFile: none,
    reset: () => undefined,
    keepMine: () => undefined,
    openPlayerView: () => undefined,
  };
  installTestBridge(services, () => board);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <ServicesContext.Provider value={services}>
        <PlayerApp player={player} />
      </ServicesContext.Provider>
    </StrictMode>,
  );
}
