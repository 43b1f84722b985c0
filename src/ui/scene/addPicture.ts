/**
 * Adding a picture from a file (issue 17): the map (a picked or dropped file) and a token's picture go through
 * the picture store's one check (its type from the bytes, 16 MB, 8192 px a side); a refusal is shown in the GM's
 * language and nothing changes. The map is placed at 1 square = 70 picture pixels unless the encounter already
 * had a map (its alignment is kept for a picture of the same size).
 */
import type { AnyEncounter, MapLayer } from '../../rules';
import { t } from '../../i18n';
import type { AppServices } from '../context';

/** Pixels per square of a new map picture (a common battle-map export: 70 px per 5-ft square). */
export const DEFAULT_CELL = 70;

/** Picture types the pickers offer (the store also takes GIF, but a map or token is never animated). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The map layer for a new picture: the old alignment for a picture of the same size, else 70 px per square. */
export function mapFor(enc: Pick<AnyEncounter, 'scene'>, pic: { id: string; width: number; height: number }): MapLayer {
  const old = enc.scene.map;
  if (old && old.width === pic.width && old.height === pic.height) return { ...old, asset: pic.id };
  return { asset: pic.id, width: pic.width, height: pic.height, cell: DEFAULT_CELL, offsetX: 0, offsetY: 0 };
}

/** Store a file as a picture; notify the refusal. The stored picture, or null. */
export async function storePicture(
  svc: AppServices,
  file: Blob,
  name: string,
): Promise<{ id: string; width: number; height: number } | null> {
  const ui = svc.ui.getState();
  if (!svc.pictures) return null;
  const r = await svc.pictures.addPicture(file, name);
  if (!r.ok) {
    ui.notify(r.message[ui.lang], 'error');
    return null;
  }
  if (!r.persistent) ui.notify(t(ui.lang, 'scene.memoryOnly'));
  return { id: r.id, width: r.width, height: r.height };
}

/** Put a file on the board as the map picture (one `setScene`, undoable). True if it was placed. */
export async function placeMapFile(svc: AppServices, file: Blob, name: string): Promise<boolean> {
  const pic = await storePicture(svc, file, name);
  if (!pic) return false;
  const s = svc.encounter.getState();
  const r = s.dispatch({ type: 'setScene', map: mapFor(s.encounter, pic) });
  return r.ok;
}
