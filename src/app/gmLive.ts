/** The GM window's side of the live channel: posts the filtered encounter and the camera on every change. */
import { logOf, type EncounterStore } from '../store';
import type { CameraState } from '../render/camera';
import { openLive } from './liveChannel';
import { hiddenFromPlayers, playerEncounter, playerLog } from './playerFilter';

/** Start broadcasting; returns a function that posts the GM camera (call it on camera changes). */
export function startGmLive(enc: EncounterStore): { postCamera(c: CameraState, width: number, height: number): void } {
  let lastCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  const live = openLive((m) => {
    if (m.kind === 'hello') {
      postState();
      if (lastCamera) live?.post({ kind: 'camera', ...lastCamera });
    }
  });
  const postState = () => {
    const s = enc.getState();
    const hidden = hiddenFromPlayers(s.encounter);
    const lines = logOf(s.history)
      .map((l) => ({ text: l.event.text, ...(l.event.ids ? { ids: l.event.ids } : {}) }));
    live?.post({
      kind: 'state',
      rev: s.revision,
      encounter: playerEncounter(s.encounter),
      log: playerLog(lines, hidden, 6, s.encounter),
      events: s.lastEvents.filter((e) => !(e.ids ?? []).some((id) => hidden.has(id))),
      change: s.lastChange,
    });
  };
  enc.subscribe((s, prev) => {
    if (s.revision !== prev.revision) postState();
  });
  postState();
  return {
    postCamera(c, width, height) {
      lastCamera = { x: c.x, y: c.y, scale: c.scale, width, height };
      live?.post({ kind: 'camera', ...lastCamera });
    },
  };
}
