/**
 * What the open tools act on (the dock beside the tokens reads it): each open card — the attack helper, forced
 * movement, a pending decision, a roll card, an offer — says which creatures it involves and which squares it
 * asks about, so the dock opens beside them without covering them and the board pans to keep them in view.
 */
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CreatureId, Point } from '../../rules';

/** One open card's footprint on the board. */
export interface DockCard {
  readonly ids: readonly CreatureId[];
  /** Squares the card asks about (a decision's square options, the squares a forced path may reach). */
  readonly squares?: readonly Point[];
}

/** The open cards by card id. */
export interface DockState {
  cards: Readonly<Record<string, DockCard>>;
  put(id: string, card: DockCard | null): void;
}

/** The store (one per page). */
export const dockUi = createStore<DockState>()((set, get) => ({
  cards: {},
  put: (id, card) => {
    const cards = { ...get().cards };
    if (card) cards[id] = card;
    else delete cards[id];
    set({ cards });
  },
}));

/** Select from the dock state. */
export function useDock<T>(sel: (s: DockState) => T): T {
  return useStore(dockUi, sel);
}

/** A stable text of a card's footprint (effects depend on it, not on array identity). */
function keyOf(card: DockCard | null): string {
  if (!card) return '';
  return `${card.ids.join(',')}|${(card.squares ?? []).map((p) => `${p.x}.${p.y}`).join(',')}`;
}

/** Register a card while it is open (`card` null: closed). */
export function useDockCard(id: string, card: DockCard | null): void {
  const key = keyOf(card);
  useEffect(() => {
    if (!key) return;
    dockUi.getState().put(id, card);
    return () => dockUi.getState().put(id, null);
    // `key` stands for the card's content (a new array of the same ids must not re-register).
  }, [id, key]);
}
