/** The player view's own UI state: what arrived over the live channel besides the encounter, and options. */
import { createStore } from 'zustand/vanilla';
import type { Text } from '../i18n';
import { sameData, type PlayersChat } from '../rules';

/**
 * How the players' window frames the table (issue 29): the whole table (the default, refitted when the window is
 * resized), the action (whose turn it is and what the GM points at), or the GM's own camera when the GM chooses
 * it (never the pans the GM board makes by itself to show a tool card).
 */
export type Framing = 'table' | 'action' | 'gm';

/** The framings, in menu order. */
export const FRAMINGS: readonly Framing[] = ['table', 'action', 'gm'];

export interface PlayerState {
  /** The last few log lines (already filtered by the GM window). */
  log: Text[];
  /** The players' own devices (issue 20): follow the GM's camera (true) or use this page's own camera. */
  follow: boolean;
  /** The screen-share window (`?view=player`): how it frames the table (issue 29). */
  frame: Framing;
  highContrast: boolean;
  /** A state message has arrived from the GM window. */
  connected: boolean;
  /** The players' chat (issue 30), as the GM's tab published it; null before any or when it failed its check. */
  chat: PlayersChat | null;
  setLog(log: Text[]): void;
  setChat(chat: PlayersChat | null): void;
  setFollow(f: boolean): void;
  setFrame(f: Framing): void;
  setHighContrast(h: boolean): void;
  setConnected(c: boolean): void;
}

export function createPlayerStore() {
  return createStore<PlayerState>()((set, get) => ({
    log: [],
    follow: true,
    frame: 'table',
    highContrast: false,
    connected: false,
    chat: null,
    // The same lines again (a change that added none): not set, so the view does not render for nothing (issue 33).
    setLog: (log) => {
      if (!sameData(get().log, log)) set({ log });
    },
    setConnected: (connected) => {
      if (get().connected !== connected) set({ connected });
    },
    setChat: (chat) => set({ chat }),
    setFollow: (follow) => set({ follow }),
    setFrame: (frame) => set({ frame }),
    setHighContrast: (highContrast) => set({ highContrast }),
  }));
}

export type PlayerStore = ReturnType<typeof createPlayerStore>;
