/** UI state of the token menu beyond what the UI store keeps: which action's sub-list is open (4e's mount list). */
import { create } from 'zustand';

export const useMenuUi = create<{ expanded: string | null; expand(id: string | null): void }>()((set) => ({
  expanded: null,
  expand: (expanded) => set({ expanded }),
}));
