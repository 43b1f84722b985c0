/** The GM's window: toolbar, board, side panels, menus and dialogs; the rule system's own parts come from its UI. */
import { Suspense, useEffect } from 'react';
import { BoardHost } from './BoardHost';
import { ErrorBoundary } from './ErrorBoundary';
import { CreaturePanel } from './CreaturePanel';
import { InitiativePanel } from './InitiativePanel';
import { LogPanel } from './log/LogPanel';
import { Notices } from './Notices';
import { PendingDialog } from './PendingDialog';
import { TokenMenu } from './TokenMenu';
import { Toolbar } from './Toolbar';
import { useEnc, useServices, useT } from './context';
import { RulesPanel } from './rules/RulesPanel';
import { rulesUi } from './rules/rulesUi';
import { SYSTEM_UI, uiOf } from './systems';

/** Every system's shortcut hook, called in a fixed order (hooks may not be called conditionally); each acts only in its system. */
const SHORTCUT_HOOKS = Object.values(SYSTEM_UI).flatMap((u) => (u.useShortcuts ? [u.useShortcuts] : []));

export function App() {
  const svc = useServices();
  const { t, lang } = useT();
  for (const use of SHORTCUT_HOOKS) use();
  const system = useEnc((s) => s.encounter.system);
  const sys = uiOf(system);
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
  const { Sidebar, BoardTools, Overlays } = sys;
  return (
    <div className="app">
      <Toolbar />
      <main className="main">
        <div className="board-area">
          <BoardHost />
          {BoardTools && (
            <ErrorBoundary name="board-tools">
              <Suspense fallback={<p>{t('board.loading')}</p>}>
                <BoardTools />
              </Suspense>
            </ErrorBoundary>
          )}
          <ErrorBoundary name="menu">
            <TokenMenu />
          </ErrorBoundary>
          <ErrorBoundary name="pending">
            <PendingDialog />
          </ErrorBoundary>
          {Overlays && <Overlays />}
          <Notices />
          <ErrorBoundary name="rules">
            <RulesPanel />
          </ErrorBoundary>
          <p className="help">
            {t(sys.help)}{' '}
            <button type="button" className="link" data-testid="rules.open" onClick={() => rulesUi.getState().openRule(null)}>
              {t('rules.open')}
            </button>
          </p>
        </div>
        <aside className="sidebar">
          {Sidebar && (
            <ErrorBoundary name="system-sidebar">
              <Suspense fallback={<p>{t('board.loading')}</p>}>
                <Sidebar />
              </Suspense>
            </ErrorBoundary>
          )}
          {!sys.replacesSidebar && (
            <>
              <ErrorBoundary name="initiative">
                <InitiativePanel />
              </ErrorBoundary>
              <ErrorBoundary name="creatures">
                <CreaturePanel />
              </ErrorBoundary>
            </>
          )}
          <ErrorBoundary name="log">
            <LogPanel />
          </ErrorBoundary>
        </aside>
      </main>
    </div>
  );
}
