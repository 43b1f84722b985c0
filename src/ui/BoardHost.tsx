/**
 * The element the board's canvas lives in (the board itself is created by the composition root). The layout
 * resizes it without the window resizing (the sidebar folds, the rules tray opens): the board follows its size.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useServices, useT } from './context';

export function BoardHost() {
  const { t } = useT();
  const svc = useServices();
  const el = useRef<HTMLDivElement>(null);
  // Before the browser paints the window: the board's first frame is drawn in the same task (start-up, issue 16).
  useLayoutEffect(() => {
    if (!el.current) return;
    return svc.mountBoard(el.current);
  }, [svc]);
  useEffect(() => {
    const host = el.current;
    if (!host || typeof ResizeObserver === 'undefined') return;
    let last = `${host.clientWidth}x${host.clientHeight}`;
    let raf = 0;
    const ro = new ResizeObserver(() => {
      const now = `${host.clientWidth}x${host.clientHeight}`;
      if (now === last) return;
      last = now;
      cancelAnimationFrame(raf);
      // The canvas resizes to its host on the window's resize event (PixiJS resizeTo).
      raf = requestAnimationFrame(() => window.dispatchEvent(new Event('resize')));
    });
    ro.observe(host);
    return () => {
      cancelAnimationFrame(raf);
      ro.disconnect();
    };
  }, []);
  return (
    <div className="board-host" ref={el} data-testid="board">
      <noscript>{t('board.loading')}</noscript>
    </div>
  );
}
