/** Composition root of the player view window (`?view=player`): display only, fed by the live channel. */
import {
  NO_CHANGE,
  checkPlayersChat,
  creatureOf,
  newEncounter,
  VIEW_DICE,
  type AnyEncounter,
  type Diff,
} from '../rules';
import { createEncounterStore, createPlayerStore, createUiStore, type SharedOverlay } from '../store';
import { browserLang } from '../i18n';
import { PlayerApp } from '../ui/player/PlayerApp';
import type { AppServices } from '../ui/context';
import { BoardSlot, renderRoot } from './boot';
import { applyDelta, openLive, type LiveMessage } from './liveChannel';
import { readInvite } from '../net/invite';
import { installTestBridge } from './testBridge';
import { PictureStore } from './assets';

/**
 * The creatures of the action: whose turn it is (with its mount or rider: one shared turn, a shared space) and
 * what the GM points at (a template's creatures, the ruler's ends, a dragged token, a forced movement's target).
 */
function actionIds(enc: AnyEncounter, shared: SharedOverlay | null): string[] {
  const ids = new Set<string>();
  const cur = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  if (cur) {
    ids.add(cur);
    const c = creatureOf(enc, cur);
    if (c?.mountId) ids.add(c.mountId);
  }
  if (shared) {
    for (const id of shared.template?.included ?? []) ids.add(id);
    for (const id of [shared.ruler?.fromId, shared.ruler?.toId, shared.preview?.id, shared.forced?.targetId])
      if (id) ids.add(id);
  }
  return [...ids].filter((id) => creatureOf(enc, id)).sort();
}

/** Start the player view. */
export function startPlayer(): void {
  // Another join link pasted into this tab changes only the `#` part (no page load): start again with it (issue 27).
  const started = location.hash;
  addEventListener('hashchange', () => {
    if (location.hash !== started && readInvite(location.hash)) location.reload();
  });
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
  const encounter = createEncounterStore(newEncounter({ name: '…', dice: VIEW_DICE }));
  const player = createPlayerStore();
  const slot = new BoardSlot(encounter, ui, 'player');
  let gmCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  let lastGrid = '';
  let lastAction = '';
  /** The last whole state (a delta applies to it, issue 33). */
  let last: Extract<LiveMessage, { kind: 'state' }> | null = null;

  // Issue 29: the window is shared with the table, so it frames the table for the players — the whole table (the
  // default), the action, or the GM's camera when the GM chooses it — again after every resize.
  const frame = (force = false) => {
    const b = slot.current;
    if (!b) return;
    const mode = player.getState().frame;
    if (mode === 'gm') {
      if (gmCamera) b.follow(gmCamera, gmCamera.width, gmCamera.height);
      else b.fitToScreen();
      return;
    }
    if (mode === 'table') return b.fitToScreen();
    const enc = encounter.getState().encounter;
    const ids = actionIds(enc, ui.getState().shared);
    // Framed again when the action's creatures change or move (not on every change of the table).
    const key = ids.map((id) => `${id}@${JSON.stringify(creatureOf(enc, id)?.pos)}`).join(',');
    if (!force && key === lastAction) return;
    lastAction = key;
    b.frameAround(ids);
  };

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
      const enc = m.encounter;
      encounter.setState({
        encounter: enc,
        lastEvents: m.events,
        lastDiff: diff,
        lastChange: m.change,
        revision: m.rev,
      });
      player.getState().setLog(m.log);
      player.getState().setConnected(true);
      // Another table (or a resized grid): frame it; in "follow the action", a new turn or a move frames again.
      const grid = `${enc.id}:${enc.grid.width}x${enc.grid.height}`;
      const mode = player.getState().frame;
      if (grid !== lastGrid) {
        lastGrid = grid;
        requestAnimationFrame(() => frame(true));
      } else if (mode === 'action') requestAnimationFrame(() => frame());
    } else if (m.kind === 'chat') {
      // The staged 立ち絵 (issue 30), checked like a view from the players' session.
      player.getState().setChat(checkPlayersChat(m.chat));
    } else if (m.kind === 'overlay') {
      // What the GM points at, already filtered by the GM window (overlayFilter.ts).
      ui.getState().setShared(m.overlay);
      if (player.getState().frame === 'action') requestAnimationFrame(() => frame());
    } else if (m.kind === 'camera') {
      gmCamera = m;
      if (player.getState().frame === 'gm') slot.current?.follow(m, m.width, m.height);
    }
  });
  live?.post({ kind: 'hello' });
  player.subscribe((s, prev) => {
    if (s.frame !== prev.frame) frame(true);
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
          b.onResize = () => frame(true);
          frame(true);
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
