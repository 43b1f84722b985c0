/** The GM window's side of the live channel: posts the filtered encounter and the camera on every change. */
import type { EncounterStore } from '../store';
import type { EventBase } from '../rules';
import type { CameraState } from '../render/camera';
import { openLive } from './liveChannel';
import { playerEncounter, playerEvents, playerLogLines } from './playerFilter';

/** Start broadcasting; returns a function that posts the GM camera (call it on camera changes). */
export function startGmLive(enc: EncounterStore, open: typeof openLive = openLive): { postCamera(c: CameraState, width: number, height: number): void; close(): void } {
  let lastCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  // Nothing is filtered or posted until a player view has said hello (no cost for a GM without one).
  let listening = false;
  const live = open((m) => {
    if (m.kind === 'hello') {
      listening = true;
      postState();
      if (lastCamera) live?.post({ kind: 'camera', ...lastCamera });
    }
  });
  const postState = () => {
    if (!listening) return;
    const s = enc.getState();
    // Only the newest events matter (the player view shows the last few lines): walk back from the cursor.
    const recent: EventBase[] = [];
    for (let i = s.session.cursor - 1; i >= 0 && recent.length < 40; i--) {
      const evs = s.session.entry(i)?.events ?? [];
      for (let j = evs.length - 1; j >= 0 && recent.length < 40; j--) recent.unshift(evs[j] as EventBase);
    }
    // Everything posted is built by the allow-list filter (playerFilter.ts): nothing of the GM's state is
    // passed through as it is.
    live?.post({
      kind: 'state',
      rev: s.revision,
      encounter: playerEncounter(s.encounter),
      log: playerLogLines(recent, s.encounter, 6),
      events: playerEvents(s.lastEvents, s.encounter),
      change: s.lastChange,
    });
  };
  const unsubscribe = enc.subscribe((s, prev) => {
    if (s.revision !== prev.revision) postState();
  });
  live?.post({ kind: 'gmStarted' });
  return {
    postCamera(c, width, height) {
      lastCamera = { x: c.x, y: c.y, scale: c.scale, width, height };
      if (listening) live?.post({ kind: 'camera', ...lastCamera });
    },
    close() {
      unsubscribe();
      live?.close();
    },
  };
}
