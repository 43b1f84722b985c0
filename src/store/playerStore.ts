/** The player view's own UI state: what arrived over the live channel besides the encounter, and options. */
import { createStore } from 'zustand/vanilla';
import type { Text } from '../i18n';

export interface PlayerState {
  /** The last few log lines (already filtered by the GM window). */
  log: Text[];
  /** Follow the GM's camera (true) or use this window's own camera. */
  follow: boolean;
  highContrast: boolean;
  /** A state message has arrived from the GM window. */
  connected: boolean;
  setLog(log: Text[]): void;
  setFollow(f: boolean): void;
  setHighContrast(h: boolean): void;
  setConnected(c: boolean): void;
}

export function createPlayerStore() {
  return createStore<PlayerState>()((set) => ({
    log: [],
    follow: true,
    highContrast: false,
    connected: false,
    setLog: (log) => set({ log }),
    setFollow: (follow) => set({ follow }),
    setHighContrast: (highContrast) => set({ highContrast }),
    setConnected: (connected) => set({ connected }),
  }));
}

export type PlayerStore = ReturnType<typeof createPlayerStore>;
