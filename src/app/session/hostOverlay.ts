/**
 * What the GM points at (issue 17's shared overlay), sent to the room filtered for the players (`playerOverlay`:
 * nothing under the fog or about a hidden creature), at most every {@link OVERLAY_MS} while it changes (a ruler
 * drag; the newest wins), and only when what the players see of it changed.
 */
import type { GmClient } from '../../net/client';
import type { JsonObject } from '../../net/schema';
import type { Aliases } from '../../services/players/aliases';
import type { EncounterStore, UiStore } from '../../store';
import { playerOverlay } from '../overlayFilter';

/** The overlay is sent at most this often while it changes (a ruler drag); the newest wins. */
const OVERLAY_MS = 40;

/** Follow the GM's overlay and the state; `resend` after a (re)connection, `dispose` to stop. */
export function overlaySender(d: {
  readonly ui?: UiStore;
  readonly encounter: EncounterStore;
  client(): GmClient | null;
  aliases(): Aliases;
}): { resend(): void; dispose(): void } {
  let overlaySent = '';
  let overlayTimer: ReturnType<typeof setTimeout> | null = null;
  let overlayLast = 0;
  const sendOverlay = () => {
    overlayTimer = null;
    const client = d.client();
    if (!d.ui || !client || client.state !== 'open') return;
    const overlay = playerOverlay(d.encounter.getState().encounter, d.ui.getState().shared, d.aliases());
    const key = JSON.stringify(overlay);
    if (key === overlaySent) return;
    if (client.send({ t: 'overlay', overlay: overlay as unknown as JsonObject })) {
      overlaySent = key;
      overlayLast = Date.now();
    }
  };
  const overlayChanged = () => {
    const client = d.client();
    if (overlayTimer || !client || client.state !== 'open') return;
    overlayTimer = setTimeout(sendOverlay, Math.max(0, overlayLast + OVERLAY_MS - Date.now()));
  };
  const offs = [
    d.ui?.subscribe((s, prev) => s.shared !== prev.shared && overlayChanged()) ?? (() => {}),
    // The filter depends on the state (fog, hidden creatures): a change may reveal or hide part of it.
    d.encounter.subscribe((s, prev) => s.revision !== prev.revision && overlayChanged()),
  ];
  return {
    resend() {
      // The room may hold an older overlay (this tab reloaded): send the one of now.
      overlaySent = '';
      sendOverlay();
    },
    dispose() {
      for (const off of offs) off();
      if (overlayTimer) clearTimeout(overlayTimer);
    },
  };
}
