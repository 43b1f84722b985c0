/**
 * Pictures in encounter files: which pictures a session's history uses, the export with them embedded, the
 * import that hands them to the picture store, and a new encounter's grid sized from a picture.
 */
import {
  assetsUsed,
  MAX_GRID_SIDE,
  parseEncounterFile,
  saveEncounterFile,
  Session,
  systemOf,
  type AnyEncounter,
  type Command,
  type ChatLog,
  type Encounter,
  type FileMsg,
} from '../../rules';
import { refusalMsg } from '../storage/library';
import type { PictureStore } from './store';

const ASSET_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Asset ids a command names: any string under an `asset` or `image` key at any depth (the kernel's setScene
 * `map.asset`, addCreature `creature.image`, editCreature `patch.image`, and a rule system's command that carries
 * a creature), so that undoing back to a state that shows a picture still finds it in the file.
 */
function collect(v: unknown, out: Set<string>, depth = 0): void {
  if (v === null || typeof v !== 'object' || depth > 8) return;
  if (Array.isArray(v)) {
    for (const x of v) collect(x, out, depth + 1);
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if ((k === 'asset' || k === 'image') && typeof x === 'string' && ASSET_ID.test(x)) out.add(x);
    else collect(x, out, depth + 1);
  }
}

/** Every asset id a history uses: the starting state's and every command's, done or undone. */
export function picturesInHistory(initial: Encounter, commands: readonly unknown[]): Set<string> {
  const out = assetsUsed(initial);
  for (const c of commands) collect(c, out);
  return out;
}

/** A session's file text with the pictures its history uses (pictures not in the store are left out). */
export async function exportWithPictures(
  session: Session,
  store: PictureStore | null,
  chat?: ChatLog,
): Promise<string> {
  const commands = session.commands();
  const ids = picturesInHistory(session.initial, commands);
  // The chat's 立ち絵 (issue 30) travel with the file too.
  if (chat) for (const faces of Object.values(chat.portraits)) for (const f of faces) ids.add(f.picture);
  if (chat) for (const l of chat.lines) if (l.face) ids.add(l.face.picture);
  const assets = store ? await store.dataUrlsFor(ids) : {};
  return saveEncounterFile(session, assets, chat);
}

/**
 * A stored file text (the library's export of an entry) with the pictures its history uses added. A text that
 * is not a file of ours, or already has pictures, is returned as it is.
 */
export async function addPicturesToText(text: string, store: PictureStore | null): Promise<string> {
  if (!store || !text.endsWith('}')) return text;
  let data: { initial?: unknown; commands?: unknown; assets?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return text;
  }
  if (typeof data !== 'object' || data === null || data.assets !== undefined) return text;
  const ids = new Set<string>();
  collect(data.initial, ids);
  collect(data.commands, ids);
  const assets = await store.dataUrlsFor(ids);
  return Object.keys(assets).length === 0 ? text : `${text.slice(0, -1)},"assets":${JSON.stringify(assets)}}`;
}

/** A file loaded for import: the session rebuilt by replaying it, and its pictures (if any). */
export type LoadedFile =
  | { ok: true; session: Session<AnyEncounter, Command>; pictures: Readonly<Record<string, string>> | null }
  | { ok: false; error: FileMsg };

/** Parse and replay a file (as the registry's `loadFile`), keeping its pictures for the store. */
export function loadFileWithPictures(text: string): LoadedFile {
  const parsed = parseEncounterFile<Command>(text, systemOf);
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  const system = systemOf(file.initial.system);
  if (!system)
    return { ok: false, error: { m: 'file', problem: 'unknownSystem', where: file.initial.system.slice(0, 40) } };
  const r = Session.replay<AnyEncounter, Command>(system, file.initial as AnyEncounter, file.commands, file.cursor);
  if (r.failedAt !== null) return { ok: false, error: refusalMsg(r.failure, r.failedAt) };
  return { ok: true, session: r.session, pictures: file.assets ?? null };
}

/**
 * A new encounter's grid from a picture: the squares that cover it at `cell` pixels a square (a sliver under
 * 5% of a square is not a square), clamped to 1…MAX_GRID_SIDE. Null when the numbers are not positive.
 */
export function gridFromPicture(width: number, height: number, cell: number): { width: number; height: number } | null {
  if (![width, height, cell].every((n) => Number.isFinite(n) && n > 0)) return null;
  const squares = (px: number) => Math.min(MAX_GRID_SIDE, Math.max(1, Math.ceil(px / cell - 0.05)));
  return { width: squares(width), height: squares(height) };
}
