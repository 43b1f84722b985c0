/** React access to the GM's bestiary (an empty one in windows without it). */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { BestiaryView } from '../../app/bestiary/store';
import { useServices } from '../context';

const NONE = createStore<BestiaryView>()(() => ({ entries: [], persistent: false }));

/** Select from the bestiary's view. */
export function useBestiary<T>(sel: (v: BestiaryView) => T): T {
  return useStore(useServices().bestiary?.view ?? NONE, sel);
}
