/**
 * UI state of the table's layout (never the encounter): the sidebar's open tab and whether it is collapsed (kept
 * in this browser), the `?` shortcut overlay, and requests to focus a field in a tab (the dice line).
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

const KEY = 'saddlegrid.layout';

/** The layout's state and setters. */
export interface LayoutState {
  /** The sidebar's tab (a tab id of the rule system; unknown ids fall back to the first tab). */
  tab: string;
  /** The sidebar is folded to a rail (the turn and Next turn stay in it). */
  collapsed: boolean;
  /** The `?` overlay is open. */
  shortcuts: boolean;
  /**
   * A field asked to take the focus once its tab shows (e.g. 'dice.expr'), with a counter so a repeat asks again.
   * The sidebar clears it once the field has the focus (or cannot take it): a request is served once, never
   * replayed on a later tab change (issue 29).
   */
  focus: { id: string; n: number } | null;
  setTab(tab: string): void;
  setCollapsed(on: boolean): void;
  setShortcuts(on: boolean): void;
  requestFocus(id: string): void;
  /** The request `n` was served (or given up): forget it, unless a newer one came meanwhile. */
  focusDone(n: number): void;
}

function saved(): { tab?: string; collapsed?: boolean } {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    if (!v || typeof v !== 'object') return {};
    const o = v as Record<string, unknown>;
    return {
      ...(typeof o.tab === 'string' ? { tab: o.tab } : {}),
      ...(typeof o.collapsed === 'boolean' ? { collapsed: o.collapsed } : {}),
    };
  } catch {
    return {};
  }
}

function persist(s: Pick<LayoutState, 'tab' | 'collapsed'>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ tab: s.tab, collapsed: s.collapsed }));
  } catch {
    /* storage may be unavailable: the layout is only not remembered */
  }
}

const first = typeof localStorage === 'undefined' ? {} : saved();

/** The last focus request's number (rising, so a served request is never mistaken for a new one). */
let focusSeq = 0;

/** The store (one per page). */
export const layoutUi = createStore<LayoutState>()((set, get) => ({
  tab: first.tab ?? 'creatures',
  collapsed: first.collapsed ?? false,
  shortcuts: false,
  focus: null,
  setTab: (tab) => {
    set({ tab, collapsed: false });
    persist(get());
  },
  setCollapsed: (collapsed) => {
    set({ collapsed });
    persist(get());
  },
  setShortcuts: (shortcuts) => set({ shortcuts }),
  requestFocus: (id) => set({ focus: { id, n: ++focusSeq } }),
  focusDone: (n) => {
    if (get().focus?.n === n) set({ focus: null });
  },
}));

/** Select from the layout state. */
export function useLayout<T>(sel: (s: LayoutState) => T): T {
  return useStore(layoutUi, sel);
}
