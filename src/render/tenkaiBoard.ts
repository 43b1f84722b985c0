/**
 * What the Tenkai rules bring to the board beyond its marks (tenkaiMarks.ts): the offer to ride a partner when a
 * character is dropped on its square (TK-MNT-3). A character and a partner share a square (TK-GRID-1 stacking),
 * so the move is made first; the offer follows if a dry run of `tkMountPartner` accepts it.
 */
import { cmd, type AnyEncounter, type Command, type CreatureId, type Outcome } from '../rules';
import type { MountOfferChoice } from '../store';
import type { BoardSystem } from './systems';
import { tenkaiPreviewLabel, tenkaiTokenMarks } from './tenkaiMarks';

/** Could `id` ride `partnerId` now? The one choice, checked by a dry run, or null. */
export function tkMountOffer(
  _enc: AnyEncounter,
  id: CreatureId,
  partnerId: CreatureId,
  dryRun: (c: Command) => Outcome,
): { asPassenger: boolean; choices: MountOfferChoice[] } | null {
  const command = cmd('tkMountPartner', { riderId: id, partnerId });
  const r = dryRun(command);
  return r.ok ? { asPassenger: false, choices: [{ via: 'ride', command, legal: true }] } : null;
}

/** Tenkai's board part (registered by the UI list with Tenkai's UI): band badges, the AP a drag costs, partners. */
export const tenkaiBoard: BoardSystem = {
  tokenMarks: tenkaiTokenMarks,
  previewLabel: tenkaiPreviewLabel,
  tokensDependOnState: true,
  mountOffer: tkMountOffer,
};
