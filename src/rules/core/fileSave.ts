/**
 * Writing an encounter file: the encounter's JSON in the format's field order, a session's file text (the starting
 * state's JSON cached), and the pictures a state uses.
 */
import type { ChatLog } from './chat';
import { chatJson, isDefaultChat } from './chatFile';
import type { CommandBase } from './commandBase';
import { ENCOUNTER_KEYS, FILE_FORMAT, FILE_VERSION } from './fileFormat';
import { hasOwn } from './fileProblems';
import type { Encounter } from './model';
import type { Session } from './session';

/** An encounter as file JSON (every field in the format's order; the creatures in creation order, whatever the record's key order). */
export function encounterJson(enc: Encounter): string {
  const creatures: Record<string, unknown> = {};
  for (const id of enc.creatureOrder) if (hasOwn.call(enc.creatures, id)) creatures[id] = enc.creatures[id];
  // The fields in the format's order, whatever order the object was built in (a loaded file, a migration).
  const out: Record<string, unknown> = {};
  for (const k of ENCOUNTER_KEYS)
    out[k] = k === 'creatures' ? creatures : (enc as unknown as Record<string, unknown>)[k];
  return JSON.stringify(out);
}

/** JSON of starting states already serialised (a starting state is immutable, so its text never changes). */
const initialJson = new WeakMap<Encounter, string>();

/**
 * File text of a starting state, commands and cursor, with the pictures it uses when given. The starting state's
 * JSON is cached per state object.
 */
export function fileText(
  initial: Encounter,
  commands: readonly CommandBase[],
  cursor: number,
  assets?: Readonly<Record<string, string>>,
  chat?: ChatLog,
): string {
  let init = initialJson.get(initial);
  if (init === undefined) {
    init = encounterJson(initial);
    initialJson.set(initial, init);
  }
  const pics = assets && Object.keys(assets).length > 0 ? `,"assets":${JSON.stringify(assets)}` : '';
  const talk = chat && (chat.lines.length > 0 || !isDefaultChat(chat)) ? `,"chat":${chatJson(chat)}` : '';
  return `{"format":${JSON.stringify(FILE_FORMAT)},"version":${FILE_VERSION},"initial":${init},"commands":${JSON.stringify(commands)},"cursor":${cursor}${talk}${pics}}`;
}

/** File text of a session (its starting state and every recorded command, done and undone; the pictures given). */
export function saveEncounterFile(s: Session, assets?: Readonly<Record<string, string>>, chat?: ChatLog): string {
  return fileText(s.initial, s.commands(), s.cursor, assets, chat);
}

/** Asset ids an encounter's state uses: the map picture and the token pictures. */
export function assetsUsed(enc: Encounter): Set<string> {
  const out = new Set<string>();
  if (enc.scene.map) out.add(enc.scene.map.asset);
  for (const id of enc.creatureOrder) {
    const img = enc.creatures[id]?.image;
    if (img) out.add(img);
  }
  return out;
}
