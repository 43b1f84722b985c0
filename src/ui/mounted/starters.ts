/** Start the board tools (square picks, forced movement) from the menu or a keyboard shortcut. */
import { both } from '../../i18n';
import { legalDismountSquares, type M4Encounter } from '../../rules/mounted4e';
import type { UiState } from '../../store';
import { creatureOf } from '../../rules';

type Ui = Pick<UiState, 'startPick' | 'setForced' | 'setMounted' | 'setPreview'>;

/** Dismount (MC-MOUNT-2): highlight the legal landing squares; a click on one dismounts there. */
export function startDismount(ui: Ui, enc: M4Encounter, id: string): void {
  const c = creatureOf(enc, id);
  ui.setMounted({ offer: null });
  ui.startPick({
    id,
    squares: [...legalDismountSquares(enc, id)],
    prompt: both('mm.pickDismount', { name: c?.name ?? '' }),
    command: { type: 'dismount', id },
    field: 'to',
  });
}

/** Drop prone from a mount (MC-PRONE-4): pick the adjacent square. */
export function startDropProne(ui: Ui, enc: M4Encounter, id: string): void {
  const c = creatureOf(enc, id);
  ui.startPick({
    id,
    squares: [...legalDismountSquares(enc, id)],
    prompt: both('mm.pickProne', { name: c?.name ?? '' }),
    command: { type: 'dropProne', id },
    field: 'to',
  });
}

/** Teleport (B-13, MC-TP-1/2): any square; the engine checks distance and room. */
export function startTeleport(ui: Ui, id: string, distance: number): void {
  ui.startPick({
    id,
    squares: null,
    prompt: both('mm.pickTeleport', { distance }),
    command: { type: 'teleport', id, distance },
    field: 'to',
  });
}

/** Open the forced-movement tool on a target (B-2, MC-FM-1/2, MC-PASS-4). */
export function startForced(ui: Ui, enc: M4Encounter, id: string): void {
  if (!creatureOf(enc, id)) return;
  ui.setForced({ targetId: id, alsoIds: [], kind: 'push', sourceId: null, distance: 1, path: [] });
}
