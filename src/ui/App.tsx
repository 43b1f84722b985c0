/** The GM's window: toolbar, board, side panels, menus and dialogs. */
import { Suspense, lazy, useEffect, useState } from 'react';
import { BoardHost } from './BoardHost';
import { ErrorBoundary } from './ErrorBoundary';
import { CreaturePanel } from './CreaturePanel';
import { InitiativePanel } from './InitiativePanel';
import { LogPanel } from './LogPanel';
import { Notices } from './Notices';
import { PendingDialog } from './PendingDialog';
import { TokenMenu } from './TokenMenu';
import { Toolbar } from './Toolbar';
import { AttackPanel } from './mounted/AttackPanel';
import { ForcedPanel } from './mounted/ForcedPanel';
import { PickBanner } from './mounted/PickBanner';
import { RollCard } from './mounted/RollCard';
import { useMountedShortcuts } from './mounted/shortcuts';
import { useEnc, useServices, useT } from './context';

// Rarely used panels are loaded on demand (keeps the main chunk small).
const BattlePanel = lazy(() => import('./sudukuri/BattlePanel').then((m) => ({ default: m.BattlePanel })));
const TenkaiSidebar = lazy(() => import('./tenkai/TenkaiSidebar').then((m) => ({ default: m.TenkaiSidebar })));
const TenkaiBoardTools = lazy(() => import('./tenkai/TenkaiBoardTools').then((m) => ({ default: m.TenkaiBoardTools })));

export function App() {
  const svc = useServices();
  const { t, lang } = useT();
  useMountedShortcuts();
  const system = useEnc((s) => s.encounter.system);
  const [showBattle, setShowBattle] = useState(true);
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
          {system === 'sudukuri' && (
            <div className="view-switch">
              <button data-testid="view.battle" aria-pressed={showBattle} onClick={() => setShowBattle(true)}>{t('sd.showBattle')}</button>
              <button data-testid="view.map" aria-pressed={!showBattle} onClick={() => setShowBattle(false)}>{t('sd.showMap')}</button>
            </div>
          )}
          {system === 'sudukuri' && showBattle && (
            <div className="sd-host">
              <ErrorBoundary name="battle">
                <Suspense fallback={<p>{t('board.loading')}</p>}>
                  <BattlePanel />
                </Suspense>
              </ErrorBoundary>
            </div>
          )}
          {system === 'tenkai' && (
            <ErrorBoundary name="tenkai-board">
              <Suspense fallback={null}>
                <TenkaiBoardTools />
              </Suspense>
            </ErrorBoundary>
          )}
          <ErrorBoundary name="menu">
            <TokenMenu />
          </ErrorBoundary>
          <ErrorBoundary name="pending">
            <PendingDialog />
          </ErrorBoundary>
          <ErrorBoundary name="mounted">
            <PickBanner />
            <ForcedPanel />
            <AttackPanel />
            <RollCard />
          </ErrorBoundary>
          <Notices />
          <p className="help">{t('help.keys')}</p>
        </div>
        <aside className="sidebar">
          {system === 'tenkai' ? (
            <ErrorBoundary name="tenkai">
              <Suspense fallback={<p>{t('board.loading')}</p>}>
                <TenkaiSidebar />
              </Suspense>
            </ErrorBoundary>
          ) : (
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
