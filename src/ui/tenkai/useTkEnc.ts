/** The store's encounter as a Tenkai encounter (the Tenkai panels' one way to read it; no casts elsewhere). */
import type { TkEncounter } from '../../rules/tenkai';
import { useEnc } from '../context';

/** The live encounter narrowed to Tenkai, or null while an encounter of another rule system is loaded. */
export function useTkEnc(): TkEncounter | null {
  return useEnc((s) => (s.encounter.system === 'tenkai' ? s.encounter : null));
}
