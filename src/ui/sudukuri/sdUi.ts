/** UI state of the 巣作りドラゴン panels (never the encounter): the battle view or the map. */
import { create } from 'zustand';

export const useSdUi = create<{ battle: boolean; setBattle(on: boolean): void }>()((set) => ({
  battle: true,
  setBattle: (battle) => set({ battle }),
}));
