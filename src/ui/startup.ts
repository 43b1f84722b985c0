/**
 * Start-up order (issue 16): the board's first frame comes first, the sidebar's panels mount after it. The
 * composition root marks the board drawn (`markBoardDrawn`, after the frame that first drew it); panels ask
 * `useBoardDrawn()`. Without a board (WebGL failed, a test page) they mount after `FALLBACK_MS` anyway.
 */
import { useSyncExternalStore } from 'react';

/** Panels never wait longer than this for the board's first frame. */
export const BOARD_FALLBACK_MS = 2000;

let drawn = false;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

/** The board has drawn its first frame (or will not): the panels may mount. */
export function markBoardDrawn(): void {
  if (drawn) return;
  drawn = true;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  for (const f of [...listeners]) f();
}

/** Has the board drawn its first frame? */
export function boardDrawn(): boolean {
  return drawn;
}

/** Be told when the board is drawn (the first listener arms the fallback timer). Returns the unsubscribe. */
export function onBoardDrawn(f: () => void): () => void {
  listeners.add(f);
  if (!drawn && timer === null) timer = setTimeout(markBoardDrawn, BOARD_FALLBACK_MS);
  return () => {
    listeners.delete(f);
  };
}

/** True once the board has drawn its first frame (re-renders the component then). */
export function useBoardDrawn(): boolean {
  return useSyncExternalStore(onBoardDrawn, boardDrawn, boardDrawn);
}
