/**
 * The same-origin channel between the GM window and the player view (BroadcastChannel, no server).
 * The GM side filters (playerFilter) before posting; the player side only displays.
 */
import type { ChangeKind, SharedOverlay } from '../store';
import type { AnyEncounter, EventBase } from '../rules';
import type { Text } from '../i18n';

export const LIVE_CHANNEL = 'saddlegrid-live';

/** Messages on the live channel. */
export type LiveMessage =
  | { kind: 'hello' }
  /** The GM window (re)started: player views answer with hello. */
  | { kind: 'gmStarted' }
  | { kind: 'state'; rev: number; encounter: AnyEncounter; log: Text[]; events: EventBase[]; change: ChangeKind }
  | { kind: 'camera'; x: number; y: number; scale: number; width: number; height: number }
  /** What the GM points at (issue 17), filtered for the players (overlayFilter.ts `playerOverlay`). */
  | { kind: 'overlay'; overlay: SharedOverlay };

/** Open the channel (null where BroadcastChannel is missing). */
export function openLive(onMessage: (m: LiveMessage) => void): { post(m: LiveMessage): void; close(): void } | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const ch = new BroadcastChannel(LIVE_CHANNEL);
  ch.onmessage = (ev: MessageEvent<LiveMessage>) => onMessage(ev.data);
  return {
    post: (m) => ch.postMessage(m),
    close: () => ch.close(),
  };
}
