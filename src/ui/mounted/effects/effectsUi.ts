/** Which creature's effects card is open (issue 19); kept beside the UI store like the token menu's own state. */
import { create } from 'zustand';
import type { CreatureId } from '../../../rules';

export const useEffectsUi = create<{ openFor: CreatureId | null; open(id: CreatureId | null): void }>()((set) => ({
  openFor: null,
  open: (openFor) => set({ openFor }),
}));
