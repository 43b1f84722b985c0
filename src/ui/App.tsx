/**
 * The GM's window, board first: the toolbar; the board with the dock of tools beside the tokens they act on, the
 * token menu and the shortcut overlay over it; the status bar under it (what the board waits for, messages, the
 * help line); the rules reference as a tray that narrows the board; the docked sidebar with the pinned turn strip
 * and its tabs. One key listener routes every key through the action registry.
 */
import { lazy, Suspense, useEffect } from 'react';
import { BoardHost } from './BoardHost';
import { ErrorBoundary } from './ErrorBoundary';
import { Toolbar } from './Toolbar';
import { useEnc, useT } from './context';
import { setDocumentMeta } from './documentMeta';
import { useActionKeys } from './actions/keyboard';
import { Sidebar } from './layout/Sidebar';
import { StatusBar } from './layout/StatusBar';
import { useRulesUi } from './rules/rulesUi';
import { uiOf } from './systems';
import { AfterBoard } from './AfterBoard';

// The dock of tools, the token menu and the shortcut overlay are loaded after the board's first frame (start-up,
// issue 33: AfterBoard.tsx).
const ToolDock = lazy(() => import('./layout/ToolDock').then((m) => ({ default: m.ToolDock })));
const TokenMenu = lazy(() => import('./TokenMenu').then((m) => ({ default: m.TokenMenu })));
const ShortcutOverlay = lazy(() => import('./actions/ShortcutOverlay').then((m) => ({ default: m.ShortcutOverlay })));
// The rules reference is loaded when it is first opened (start-up, issue 16).
const RulesPanel = lazy(() => import('./rules/RulesPanel').then((m) => ({ default: m.RulesPanel })));

/** The GM window. @public (loaded by a dynamic import in main.tsx) */
export function App() {
  const { t, lang } = useT();
  useActionKeys();
  const system = useEnc((s) => s.encounter.system);
  const { BoardTools } = uiOf(system);
  const rulesOpen = useRulesUi((s) => s.open);
  const title = `${t('app.title')} — ${t('app.tagline')}`;
  useEffect(() => setDocumentMeta(lang, title), [lang, title]);
  return (
    <div className="app">
      <Toolbar />
      <main className="main">
        <div className="board-column">
          <div className="board-area" data-testid="board-area">
            <BoardHost />
            {BoardTools && (
              <ErrorBoundary name="board-tools">
                <Suspense fallback={<p>{t('board.loading')}</p>}>
                  <BoardTools />
                </Suspense>
              </ErrorBoundary>
            )}
            <ErrorBoundary name="dock">
              <AfterBoard>
                <ToolDock key={system} />
              </AfterBoard>
            </ErrorBoundary>
            <ErrorBoundary name="menu">
              <AfterBoard>
                <TokenMenu />
              </AfterBoard>
            </ErrorBoundary>
            <ErrorBoundary name="shortcuts">
              <AfterBoard>
                <ShortcutOverlay />
              </AfterBoard>
            </ErrorBoundary>
          </div>
          <ErrorBoundary name="status">
            <StatusBar />
          </ErrorBoundary>
        </div>
        <ErrorBoundary name="rules">
          {rulesOpen && (
            <Suspense fallback={null}>
              <RulesPanel />
            </Suspense>
          )}
        </ErrorBoundary>
        <Sidebar />
      </main>
    </div>
  );
}
