/** The element the board's canvas lives in (the board itself is created by the composition root). */
import { useEffect, useRef } from 'react';
import { useServices, useT } from './context';

export function BoardHost() {
  const { t } = useT();
  const svc = useServices();
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    return svc.mountBoard(el.current);
  }, [svc]);
  return (
    <div className="board-host" ref={el} data-testid="board">
      <noscript>{t('board.loading')}</noscript>
    </div>
  );
}
