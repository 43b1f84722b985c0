/** UI state of the Tenkai panels only (never the encounter): attack panel, rules reference, band filter. */
import { create } from 'zustand';
import type { CreatureId } from '../../rules';
import type { TkBand } from '../../rules/tenkai';

/** Tenkai panel state. */
export interface TkUiState {
  /** The attack panel is open for this attacker. */
  attackerId: CreatureId | null;
  /** The rules reference (rating table) is shown over the board. */
  showRules: boolean;
  /** Band filter (TK-ALT-1): null = every band. */
  band: TkBand | null;
  openAttack(id: CreatureId | null): void;
  setShowRules(on: boolean): void;
  setBand(b: TkBand | null): void;
}

/** The hook (one store per page; tests of pure helpers do not need it). */
export const useTkUi = create<TkUiState>()((set) => ({
  attackerId: null,
  showRules: false,
  band: null,
  openAttack: (attackerId) => set({ attackerId }),
  setShowRules: (showRules) => set({ showRules }),
  setBand: (band) => set({ band }),
}));
