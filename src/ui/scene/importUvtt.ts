/**
 * Importing a Universal VTT map (issue 32), from the Map tab or dropped on the board: the file is read and checked
 * (`parseUvtt`: size, JSON, numbers in range, walls on the map, the image's bytes) before anything is stored; the
 * picture goes through the picture store's own check; then one `setScene` puts the picture under the grid, aligned
 * from the file's pixels per square and origin, and replaces the walls with the file's walls and doors (one undo
 * step). A map larger than the open encounter's grid gets a new encounter of its size (the walls then follow in
 * one `setScene`). A refused file changes nothing and says why in the GM's language. Lights are left out.
 */
import { newEncounter, type AnyEncounter, cmd } from '../../rules';
import { describeRefusal, t, type StringKey } from '../../i18n';
import { freshDice } from '../../app/diceKeys';
import { MAX_UVTT_BYTES, parseUvtt, uvttScene } from '../../app/assets/uvtt';
import type { AppServices } from '../context';
import { storePicture } from './addPicture';

export { UVTT_NAME } from '../../app/assets/uvtt';

/** Import a Universal VTT file. True when the map was placed. */
export async function importUvttFile(svc: AppServices, file: Blob, name: string): Promise<boolean> {
  const ui = svc.ui.getState();
  const bad = (key: StringKey) => {
    ui.notify(t(ui.lang, 'scene.uvttBad', { why: t(ui.lang, key) }), 'error');
    return false;
  };
  if (file.size > MAX_UVTT_BYTES) return bad('scene.uvtt.tooLarge');
  const parsed = parseUvtt(await file.text());
  if (!parsed.ok) return bad(`scene.uvtt.${parsed.problem}` as StringKey);
  const m = parsed.map;
  const pic = await storePicture(svc, new Blob([m.picture.bytes], { type: m.picture.mime }), name);
  if (!pic) return false;
  const scene = uvttScene(m, pic);
  let enc = svc.encounter.getState().encounter;
  if (enc.grid.width < m.width || enc.grid.height < m.height) {
    // Larger than this grid: a new encounter of the map's size (as "a new encounter sized to the picture").
    const base = newEncounter({
      system: enc.system,
      name: enc.name,
      width: m.width,
      height: m.height,
      dice: freshDice(),
    });
    const initial = {
      ...base,
      grid: { ...base.grid, squareSize: enc.grid.squareSize },
      scene: { ...base.scene, map: scene.map, gridLines: enc.scene.gridLines },
    } as AnyEncounter;
    const lib = svc.library;
    if (!lib) return false;
    const err = await lib.create({ name: enc.name, initial });
    if (err) {
      ui.notify(err, 'error');
      return false;
    }
    ui.notify(t(ui.lang, 'scene.uvttNewEncounter', { w: m.width, h: m.height, name: enc.name }));
    enc = svc.encounter.getState().encounter;
  }
  const r = svc.encounter.getState().dispatch(
    cmd('setScene', {
      ...(enc.scene.map?.asset === scene.map.asset && enc.scene.map.cell === scene.map.cell ? {} : { map: scene.map }),
      walls: scene.walls,
    }),
  );
  if (!r.ok) {
    ui.notify(r.kind === 'refused' ? describeRefusal(enc.system, r, ui.lang) : r.error, 'error');
    return false;
  }
  ui.notify(
    t(ui.lang, 'scene.uvttDone', {
      name,
      w: m.width,
      h: m.height,
      walls: m.walls.length - m.doors,
      doors: m.doors,
      lights: m.lights,
    }),
  );
  return true;
}
