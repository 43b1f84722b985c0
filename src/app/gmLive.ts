/** The GM window's side of the live channel: posts the filtered encounter and the camera on every change. */
import type { EncounterStore } from '../store';
import type { EventBase } from '../rules';
import { describeEvent } from '../i18n';
import type { CameraState } from '../render/camera';
import { openLive } from './liveChannel';
import { hiddenFromPlayers, playerEncounter, playerLog } from './playerFilter';

/** Start broadcasting; returns a function that posts the GM camera (call it on camera changes). */
export function startGmLive(enc: EncounterStore): { postCamera(c: CameraState, width: number, height: number): void } {
  let lastCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  // Nothing is filtered or posted until a player view has said hello (no cost for a GM without one).
  let listening = false;
  const live = openLive((m) => {
    if (m.kind === 'hello') {
      listening = true;
      postState();
      if (lastCamera) live?.post({ kind: 'camera', ...lastCamera });
    }
  });
  const postState = () => {
    if (!listening) return;
    const s = enc.getState();
    const hidden = hiddenFromPlayers(s.encounter);
    // Only the newest events matter (the player view shows the last few lines): walk back from the cursor.
    const recent: EventBase[] = [];
    for (let i = s.session.cursor - 1; i >= 0 && recent.length < 40; i--) {
      const evs = s.session.entry(i)?.events ?? [];
      for (let j = evs.length - 1; j >= 0 && recent.length < 40; j--) recent.unshift(evs[j] as EventBase);
    }
    const system = s.encounter.system;
    const lines = recent.map((e) => ({ text: { en: describeEvent(system, e, 'en'), ja: describeEvent(system, e, 'ja') }, ...(e.ids ? { ids: e.ids } : {}) }));
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
  live?.post({ kind: 'gmStarted' });
  return {
    postCamera(c, width, height) {
      lastCamera = { x: c.x, y: c.y, scale: c.scale, width, height };
      if (listening) live?.post({ kind: 'camera', ...lastCamera });
    },
  };
}
