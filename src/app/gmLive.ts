/**
 * The GM window's side of the live channel: posts the filtered encounter and the camera on every change — after
 * the GM's frame, coalesced, and after the first view only what changed (issue 33).
 */
import type { EncounterStore, SharedOverlay, UiStore } from '../store';
import type { CameraState } from '../render/camera';
import { openLive, SAME_PARTS, type LiveMessage } from './liveChannel';
import { sameData, type AnyEncounter, type PlayersChat } from '../rules';
import { afterFrame } from './afterFrame';
import { playerViewBuilder } from '../services/players/playerView';
import { playerOverlay } from './overlayFilter';

/**
 * Start broadcasting; returns a function that posts the GM camera (call it on camera changes; the board's own pans
 * to show a tool card's tokens, `auto`, are not posted). With `ui`, what
 * the GM points at (`ui.shared`, kept by overlayFilter.ts `publishSharedOverlay`) goes too, filtered for the
 * players (`playerOverlay`: nothing under the fog or about a hidden creature).
 */
export function startGmLive(
  enc: EncounterStore,
  open: typeof openLive = openLive,
  ui: UiStore | null = null,
  schedule: (cb: () => void) => void = afterFrame,
): {
  postCamera(c: CameraState, width: number, height: number, auto?: boolean): void;
  /** The players' chat (issue 30; kept, and sent again to a window that says hello). */
  postChat(chat: PlayersChat): void;
  close(): void;
} {
  let lastChat: PlayersChat | null = null;
  let lastCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  // Nothing is filtered or posted until a player view has said hello (no cost for a GM without one).
  let listening = false;
  // The screen-share window is the GM's own (on this computer): creatures keep their ids there. The builder keeps
  // the filtered records of the last view (issue 33): an unchanged creature is the same object, not sent again.
  const buildPlayerView = playerViewBuilder();
  const live = open((m) => {
    if (m.kind === 'hello') {
      listening = true;
      sent = null;
      postState();
      lastOverlay = '';
      postOverlay();
      if (lastCamera) live?.post({ kind: 'camera', ...lastCamera });
      if (lastChat) live?.post({ kind: 'chat', chat: lastChat });
    }
  });
  // What the player window has (issue 33): the records it was sent, its grid and revision, and the parts a delta
  // leaves out while equal (`SAME_PARTS`), so a change sends only what changed (a command changes a few creatures
  // of a thousand; the grid is 80,000 numbers; the turn order lists every creature).
  let sent: {
    rev: number;
    creatures: AnyEncounter['creatures'];
    grid: AnyEncounter['grid'];
    parts: Record<string, unknown>;
  } | null = null;
  const postState = () => {
    if (!listening) return;
    const s = enc.getState();
    // Everything posted is built by the allow-list filter (services/players), the same view the players' own
    // devices get: nothing of the GM's state is passed through as it is.
    const view = buildPlayerView(s);
    const e = view.encounter;
    const now = e as unknown as Record<string, unknown>;
    const parts: Record<string, unknown> = {};
    for (const k of SAME_PARTS) parts[k] = now[k];
    if (!sent) {
      live?.post({ kind: 'state', rev: s.revision, ...view });
    } else {
      const changed: Record<string, unknown> = {};
      const removed: string[] = [];
      // The builder keeps the last view's creatures object while no record changed (a dice roll, a turn): no walk.
      if (e.creatures !== sent.creatures) {
        for (const id in e.creatures) if (e.creatures[id] !== sent.creatures[id]) changed[id] = e.creatures[id];
        for (const id in sent.creatures) if (!(id in e.creatures)) removed.push(id);
      }
      // The view's fields but its grid and its parts equal by value to those the player window has (the builder
      // keeps an unchanged part the same object: mostly no comparison). Equal by value, not "unchanged in the GM's
      // state": whether a part is sent says nothing the view itself does not.
      const out: Record<string, unknown> = {};
      for (const k in now) {
        if (k === 'grid' || k === 'creatures') continue;
        const was = (SAME_PARTS as readonly string[]).includes(k) ? sent.parts[k] : undefined;
        if (was !== undefined && (was === now[k] || sameData(was, now[k]))) continue;
        out[k] = now[k];
      }
      out.creatures = changed;
      if (e.grid !== sent.grid) out.grid = e.grid;
      live?.post({
        kind: 'delta',
        rev: s.revision,
        base: sent.rev,
        encounter: out as Extract<LiveMessage, { kind: 'delta' }>['encounter'],
        removed,
        log: view.log,
        events: view.events,
        change: view.change,
      });
    }
    sent = { rev: s.revision, creatures: e.creatures, grid: e.grid, parts };
  };
  // After the GM's frame, once for a burst of changes: the GM's dispatch never waits for the players' view.
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    schedule(() => {
      queued = false;
      postState();
      postOverlay();
    });
  };
  // The overlay is posted when what the players would see of it changed (a drag over fogged squares sends nothing new).
  let lastOverlay = '';
  const postOverlay = () => {
    if (!listening || !ui) return;
    const o: SharedOverlay = playerOverlay(enc.getState().encounter, ui.getState().shared);
    const key = JSON.stringify(o);
    if (key === lastOverlay) return;
    lastOverlay = key;
    live?.post({ kind: 'overlay', overlay: o });
  };
  const unsubscribe = enc.subscribe((s, prev) => {
    if (s.revision !== prev.revision && listening) later();
  });
  // A drag, a ruler or a template changes the shared overlay at every pointer move and at the drop: filtered and
  // posted after the GM's frame, once per frame (issue 33: it ran inside the drop's task, before the GM's frame).
  let overlayQueued = false;
  const unsubscribeUi = ui?.subscribe((s, prev) => {
    if (s.shared === prev.shared || !listening || overlayQueued) return;
    overlayQueued = true;
    schedule(() => {
      overlayQueued = false;
      postOverlay();
    });
  });
  live?.post({ kind: 'gmStarted' });
  return {
    postCamera(c, width, height, auto = false) {
      // A pan the board made to show a tool card's tokens is the GM's incidental view, never the players' (issue 29).
      if (auto) return;
      lastCamera = { x: c.x, y: c.y, scale: c.scale, width, height };
      if (listening) live?.post({ kind: 'camera', ...lastCamera });
    },
    postChat(chat) {
      lastChat = chat;
      if (listening) live?.post({ kind: 'chat', chat });
    },
    close() {
      unsubscribe();
      unsubscribeUi?.();
      live?.close();
    },
  };
}
