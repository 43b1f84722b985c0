/** The mounted UI's view of the store: the encounter as a 4e one (null in another rule system). */
import type { AnyEncounter } from '../../rules';
import type { M4Encounter } from '../../rules/mounted4e';
import { useEnc } from '../context';

/** The encounter if it is a 4e encounter (this folder is the 4e system's own, so it may name it). */
export function asM4(enc: AnyEncounter): M4Encounter | null {
  return enc.system === 'mounted4e' ? enc : null;
}

/** The 4e encounter of the store, or null. */
export function useM4(): M4Encounter | null {
  return useEnc((s) => asM4(s.encounter));
}
