/** UI state of the rules reference panel (never the encounter): which rule is open, the search, what players see. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The rules panel's state. */
export interface RulesUiState {
  /** The panel is open. */
  open: boolean;
  /** The rule shown (null: the list). */
  ruleId: string | null;
  query: string;
  /** The rule the GM shows in the player view (null: none). */
  shown: string | null;
  openRule(id: string | null): void;
  close(): void;
  setQuery(q: string): void;
  show(id: string | null): void;
}

/** The store (one per page). */
export const rulesUi = createStore<RulesUiState>()((set) => ({
  open: false,
  ruleId: null,
  query: '',
  shown: null,
  openRule: (ruleId) => set({ open: true, ruleId }),
  close: () => set({ open: false }),
  setQuery: (query) => set({ query, ruleId: null }),
  show: (shown) => set({ shown }),
}));

/** Select from the rules panel's state. */
export function useRulesUi<T>(sel: (s: RulesUiState) => T): T {
  return useStore(rulesUi, sel);
}
