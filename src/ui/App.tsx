/** The GM's window: toolbar, board, side panels, menus and dialogs. */
import { useEffect } from 'react';
import { BoardHost } from './BoardHost';
import { ErrorBoundary } from './ErrorBoundary';
import { CreaturePanel } from './CreaturePanel';
import { InitiativePanel } from './InitiativePanel';
import { LogPanel } from './LogPanel';
import { Notices } from './Notices';
import { PendingDialog } from './PendingDialog';
import { TokenMenu } from './TokenMenu';
import { Toolbar } from './Toolbar';
import { useServices, useT } from './context';

export function App() {
  const svc = useServices();
  const { t, lang } = useT();
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${t('app.title')} — ${t('app.tagline')}`;
  }, [lang, t]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) svc.encounter.getState().redo();
        else svc.encounter.getState().undo();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        svc.encounter.getState().redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [svc]);
  return (
    <div className="app">
      <Toolbar />
      <main className="main">
        <div className="board-area">
          <BoardHost />
          <ErrorBoundary name="menu">
            <TokenMenu />
          </ErrorBoundary>
          <ErrorBoundary name="pending">
            <PendingDialog />
          </ErrorBoundary>
          <Notices />
          <p className="help">{t('help.keys')}</p>
        </div>
        <aside className="sidebar">
          <ErrorBoundary name="initiative">
            <InitiativePanel />
          </ErrorBoundary>
          <ErrorBoundary name="creatures">
            <CreaturePanel />
          </ErrorBoundary>
          <ErrorBoundary name="log">
            <LogPanel />
          </ErrorBoundary>
        </aside>
      </main>
    </div>
  );
}
