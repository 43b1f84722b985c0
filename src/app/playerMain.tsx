/** Composition root of the player view window (`?view=player`): display only, fed by the live channel. */
import { NO_CHANGE, newEncounter, type Diff } from '../rules';
import { createEncounterStore, createPlayerStore, createUiStore } from '../store';
import { browserLang } from '../i18n';
import { PlayerApp } from '../ui/player/PlayerApp';
import type { AppServices } from '../ui/context';
import { BoardSlot, renderRoot } from './boot';
import { applyDelta, openLive, type LiveMessage } from './liveChannel';
import { readInvite } from '../net/invite';
import { installTestBridge } from './testBridge';
import { PictureStore } from './assets';

/** Start the player view. */
export function startPlayer(): void {
  // A join link (issue 20): the player's own device in a session, fed by the session server instead.
  const invite = readInvite(location.hash);
  if (invite) {
    void import('./session/playerPage').then((m) => m.startPlayerPage(invite));
    return;
  }
  // The same origin as the GM window: pictures are read from the same database by id (nothing picture-sized on the channel).
  const pictures = new PictureStore(typeof indexedDB === 'undefined' ? null : indexedDB);
  const lang = (localStorage.getItem('saddlegrid.lang') as 'en' | 'ja' | null) ?? browserLang(navigator.languages);
  const ui = createUiStore(lang);
  const encounter = createEncounterStore(newEncounter({ name: '…' }));
  const player = createPlayerStore();
  const slot = new BoardSlot(encounter, ui, 'player');
  let gmCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  let lastTurn = '';
  /** The last whole state (a delta applies to it, issue 33). */
  let last: Extract<LiveMessage, { kind: 'state' }> | null = null;

  const live = openLive((msg) => {
    let m = msg;
    let diff: Diff = NO_CHANGE;
    if (m.kind === 'delta') {
      const next = last ? applyDelta(last, m) : null;
      // A delta after a state this window did not get (it opened late, a message was lost): ask for the whole.
      if (!next) {
        live?.post({ kind: 'hello' });
        return;
      }
      m = next.state;
      diff = { ...next.diff, root: {} };
    }
    if (m.kind === 'gmStarted') {
      live?.post({ kind: 'hello' });
    } else if (m.kind === 'state') {
      last = m;
      const prevTurn = lastTurn;
      const enc = m.encounter;
      lastTurn = `${enc.turns.round}:${enc.turns.order[enc.turns.current] ?? ''}`;
      encounter.setState({
        encounter: enc,
        lastEvents: m.events,
        lastDiff: diff,
        lastChange: m.change,
        revision: m.rev,
      });
      player.getState().setLog(m.log);
      player.getState().setConnected(true);
      // Focus on the active creature when a turn starts (own camera mode).
      const active = enc.turns.order[enc.turns.current];
      if (active && lastTurn !== prevTurn && !player.getState().follow) slot.current?.focusOn(active);
    } else if (m.kind === 'overlay') {
      // What the GM points at, already filtered by the GM window (overlayFilter.ts).
      ui.getState().setShared(m.overlay);
    } else if (m.kind === 'camera') {
      gmCamera = m;
      if (player.getState().follow) slot.current?.follow(m, m.width, m.height);
    }
  });
  live?.post({ kind: 'hello' });
  player.subscribe((s, prev) => {
    if (s.follow && !prev.follow && gmCamera) slot.current?.follow(gmCamera, gmCamera.width, gmCamera.height);
    if (s.highContrast !== prev.highContrast) slot.current?.setHighContrast(s.highContrast);
  });

  const services: AppServices = {
    encounter,
    ui,
    mountBoard: (el) =>
      slot.mount(
        el,
        (b) => (b.pictures = pictures),
        (b) => {
          if (gmCamera && player.getState().follow) b.follow(gmCamera, gmCamera.width, gmCamera.height);
          b.setHighContrast(player.getState().highContrast);
        },
      ),
    fitBoard: () => slot.current?.fitToScreen(),
    exportFile: () => '',
    exportFileWithPictures: () => Promise.resolve(''),
    pictures,
    importFile: () => ({ ok: false, error: '' }),
    library: null,
    sampleOf: () => Promise.reject(new Error('the player view has no samples')),
    openPlayerView: () => undefined,
  };
  if (__SADDLEGRID_TEST_BRIDGE__) installTestBridge(services, () => slot.current, null, pictures);
  renderRoot(services, <PlayerApp player={player} />);
}
