/**
 * The docked sidebar: the pinned turn strip on top (the round, whose turn, Previous / Next turn — never scrolled
 * away), then tabs (Turn, Creatures, the rule system's own, Log) whose panels scroll by themselves. Every tab's
 * panel stays mounted (hidden and inert when another tab is open), so a panel keeps its state and the log its
 * place. On a screen at least 820 px tall the log is docked under the tabs instead of being a tab. Folded (B),
 * the sidebar is a narrow rail that still shows the round and Next turn.
 */
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { Notices } from '../Notices';
import { useEnc, useT } from '../context';
import { keyLabel } from '../actions/helpers';
import { uiOf } from '../systems';
import { layoutUi, useLayout } from './layoutUi';
import { tabShown, tabsOf } from './tabs';
import { TurnStrip } from './TurnStrip';
import { useMedia } from './useMedia';
import { usePanelsMounted } from './usePanelsMounted';
import { useBoardDrawn } from '../startup';

/** The log is docked under the tabs when the window is at least this tall. */
export const SPLIT_QUERY = '(min-height: 820px)';

export function Sidebar() {
  const { t, lang } = useT();
  const system = useEnc((s) => s.encounter.system);
  const tab = useLayout((s) => s.tab);
  const collapsed = useLayout((s) => s.collapsed);
  const focus = useLayout((s) => s.focus);
  const split = useMedia(SPLIT_QUERY);
  const all = tabsOf(system);
  const tabs = split ? all.filter((x) => x.id !== 'log') : all;
  const active = tabShown(tabs, tab);
  const log = all.find((x) => x.id === 'log');
  const Strip = uiOf(system).TurnStrip ?? TurnStrip;
  // The panels mount after the board's first frame (start-up, issue 16: the board is not held up by a
  // thousand-row list); their code is loaded then too (tabs.ts).
  const drawn = useBoardDrawn();
  // Issue 33: one panel per task after the frame (the shown tab's first, then the docked log, then the others).
  const order = [active, split ? log : undefined, ...tabs].flatMap((x) => (x ? [x.id] : []));
  const mounted = usePanelsMounted(drawn, [...new Set(order)]);
  const loading = <p className="muted">{t('board.loading')}</p>;
  // A field asked for the focus (the dice line, `/`): show its tab, then focus it — once. The request is cleared
  // when served, so a later tab change (a click, a key) never sends the focus back to it (issue 29).
  useEffect(() => {
    if (!focus) return;
    const l = layoutUi.getState();
    let raf = 0;
    let tries = 0;
    const serve = () => {
      const el = document.querySelector<HTMLElement>(`[data-testid="${focus.id}"]`);
      // The panel may still be loading (lazy tabs): look again for about a second, then give the request up.
      if (!el) {
        if (++tries < 60) raf = requestAnimationFrame(serve);
        else l.focusDone(focus.n);
        return;
      }
      const hidden = el.closest<HTMLElement>('.tab-panel:not(.active)');
      if (hidden?.dataset.tab && hidden.dataset.tab !== active?.id) return l.setTab(hidden.dataset.tab);
      if (collapsed) return l.setCollapsed(false);
      el.focus();
      l.focusDone(focus.n);
    };
    serve();
    return () => cancelAnimationFrame(raf);
  }, [focus, active?.id, collapsed]);
  return (
    <aside
      className={`sidebar ${collapsed ? 'collapsed' : ''} ${split ? 'split' : ''}`}
      data-testid="sidebar"
      aria-label={t('layout.sidebar')}
    >
      <div className="sidebar-pinned" data-testid="sidebar.pinned">
        <button
          type="button"
          className="sidebar-toggle"
          data-testid="sidebar.toggle"
          aria-expanded={!collapsed}
          aria-controls="sidebar-tabs"
          title={`${t(collapsed ? 'layout.expand' : 'layout.collapse')} (${keyLabel({ key: 'b' }, lang)})`}
          onClick={() => layoutUi.getState().setCollapsed(!collapsed)}
        >
          {collapsed ? '«' : '»'}
        </button>
        <ErrorBoundary name="turn-strip">
          <Suspense fallback={null}>
            <Strip compact={collapsed} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <Notices part="banners" />
      <div className="sidebar-body" id="sidebar-tabs" hidden={collapsed}>
        <div className="tabs" role="tablist" aria-label={t('layout.tabs')}>
          {tabs.map((x, i) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              id={`tab-${x.id}`}
              aria-selected={x === active}
              aria-controls={`panel-${x.id}`}
              tabIndex={x === active ? 0 : -1}
              data-testid={`tab.${x.id}`}
              onClick={() => layoutUi.getState().setTab(x.id)}
              onKeyDown={(e) => {
                const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                if (!d) return;
                const next = tabs[(i + d + tabs.length) % tabs.length];
                if (!next) return;
                e.preventDefault();
                layoutUi.getState().setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }}
            >
              {t(x.label)} <kbd>{i + 1}</kbd>
            </button>
          ))}
        </div>
        <div className="tab-panels">
          {tabs.map((x) => (
            <section
              key={x.id}
              id={`panel-${x.id}`}
              role="tabpanel"
              aria-labelledby={`tab-${x.id}`}
              className={`tab-panel ${x === active ? 'active' : ''}`}
              data-tab={x.id}
              data-testid={`tabpanel.${x.id}`}
              inert={x !== active}
            >
              <ErrorBoundary name={`tab-${x.id}`}>
                <Suspense fallback={loading}>{mounted(x.id) ? <x.Panel /> : loading}</Suspense>
              </ErrorBoundary>
            </section>
          ))}
        </div>
        {split && log && (
          <section className="sidebar-log" data-tab="log" data-testid="tabpanel.log" aria-label={t(log.label)}>
            <ErrorBoundary name="log">
              <Suspense fallback={loading}>{mounted(log.id) ? <log.Panel /> : loading}</Suspense>
            </ErrorBoundary>
          </section>
        )}
      </div>
    </aside>
  );
}
