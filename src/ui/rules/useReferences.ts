/**
 * The rules reference's texts in React (start-up, issue 33): the built-in systems' references are chunks loaded
 * after the board's first frame. A component that reads them calls {@link useReferences}: it asks for them if they
 * are not here yet and renders again when they come; until then it shows the rule id, never another text.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { loadReferences, onReferencesLoaded, referencesLoaded } from '../../i18n/reference';

/** Are the references here? Loads them on first use; the component renders again once they are. */
export function useReferences(): boolean {
  const ready = useSyncExternalStore(onReferencesLoaded, referencesLoaded);
  useEffect(() => {
    // A chunk that failed to load is asked for again by the next component that needs it.
    if (!ready) loadReferences().catch(() => {});
  }, [ready]);
  return ready;
}
