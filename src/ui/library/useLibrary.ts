/** React access to the encounter library's view (an empty view where there is no library: the player view). */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { LibraryView } from '../../app/encounters';
import { useServices } from '../context';

const NONE = createStore<LibraryView>()(() => ({
  phase: 'unavailable',
  currentId: null,
  notSaving: null,
  entries: [],
  deleted: [],
  lost: null,
  damaged: [],
  savedRev: 0,
}));

/** Select from the library's view. */
export function useLibraryView<T>(sel: (v: LibraryView) => T): T {
  const lib = useServices().library;
  return useStore(lib?.view ?? NONE, sel);
}

/** "1 Dec 2026, 09:37" / "2026/12/01 9:37" in the reader's language. */
export function formatTime(t: number, lang: 'en' | 'ja'): string {
  try {
    return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(t));
  } catch {
    return new Date(t).toISOString();
  }
}
