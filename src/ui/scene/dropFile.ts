/**
 * What a file dropped on the board becomes (`BoardDrop`): a Universal VTT map (issue 32) with its grid, walls and
 * doors; a picture as the map picture; anything else refused with a message, nothing changed. Loaded at the first
 * drop (start-up, issue 33: the parsers are not in the first frame's code; the listener that takes the drop is).
 */
import { t } from '../../i18n';
import type { AppServices } from '../context';
import { placeMapFile } from './addPicture';
import { importUvttFile, UVTT_NAME } from './importUvtt';

export function dropFile(svc: AppServices, f: File): void {
  if (UVTT_NAME.test(f.name)) {
    void importUvttFile(svc, f, f.name);
    return;
  }
  if (!f.type.startsWith('image/') && f.type !== '') {
    const ui = svc.ui.getState();
    ui.notify(t(ui.lang, 'scene.notPicture'), 'error');
    return;
  }
  void placeMapFile(svc, f, f.name);
}
