/**
 * Start-up order (issue 16): the board's first frame comes first, the sidebar's panels mount after it. The
 * composition root marks the board drawn (`markBoardDrawn`, after the frame that first drew it); panels ask
 * `useBoardDrawn()`. Without a board (WebGL failed, a test page) they mount after `FALLBACK_MS` anyway.
 */
import { startTransition, useEffect, useState } from 'react';

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

/**
 * True once the board has drawn its first frame (re-renders the component then). The re-render is a transition
 * (issue 33): mounting every panel at once was one task of several hundred milliseconds on 1,000 creatures;
 * React now renders them in slices and the page stays responsive.
 */
export function useBoardDrawn(): boolean {
  const [drawnNow, setDrawn] = useState(boardDrawn);
  useEffect(() => {
    if (drawnNow) return;
    const show = () => startTransition(() => setDrawn(true));
    // Drawn between the render and this effect: show at once.
    if (boardDrawn()) {
      show();
      return;
    }
    return onBoardDrawn(show);
  }, [drawnNow]);
  return drawnNow;
}
