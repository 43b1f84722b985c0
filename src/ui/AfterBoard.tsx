/**
 * Start-up (issue 33): parts of the GM window the board's first frame does not need — the token menu, the dock of
 * tools, the shortcut overlay, the board's drop and import listeners — are loaded (`React.lazy`) and mounted once the
 * board has drawn its first frame, each in its own Suspense boundary, so their code is not in the first frame's
 * static graph and does not hold the sidebar's panels back while it loads.
 */
import { Suspense, type ReactNode } from 'react';
import { useBoardDrawn } from './startup';

/** Its children, once the board has drawn its first frame (or will not: `startup.ts`'s fallback). */
export function AfterBoard({ children }: { children: ReactNode }) {
  const drawn = useBoardDrawn();
  return drawn ? <Suspense fallback={null}>{children}</Suspense> : null;
}
