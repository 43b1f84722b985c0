/**
 * The encounter file's format (docs/encounter-format.md, version 3): its name and version, the limits a file must
 * keep, what is written to disk, and the order of the encounter's and a creature's fields.
 */
import type { ChatLog } from './chat';
import type { CommandBase } from './commandBase';
import type { FileMsg } from './fileProblems';
import type { Encounter } from './model';

/** Format name written into every file. */
export const FILE_FORMAT = 'saddlegrid-encounter';
/** Current format version. */
export const FILE_VERSION = 3;
/** Largest file accepted (characters). */
export const MAX_FILE_CHARS = 64 * 1024 * 1024;
/** Largest grid side accepted. */
export const MAX_GRID_SIDE = 400;
/** Most creatures accepted. */
export const MAX_CREATURES = 5000;
/** Most commands accepted. */
export const MAX_COMMANDS = 200000;
/** Deepest nesting accepted in a file. */
export const MAX_DEPTH = 64;
/** Longest string value accepted anywhere in a file (notes are at most 4,000; this bounds everything else). */
export const MAX_STRING = 20000;
/** Longest object key accepted anywhere in a file (ids, field names). */
export const MAX_KEY = 200;

/** What is written to disk. */
export interface EncounterFile<C extends CommandBase = CommandBase> {
  readonly format: typeof FILE_FORMAT;
  readonly version: typeof FILE_VERSION;
  readonly initial: Encounter;
  readonly commands: readonly C[];
  readonly cursor: number;
  /**
   * Pictures the encounter uses (issue 17: the map, token pictures), by asset id, as `data:` URLs of PNG, JPEG,
   * WebP or GIF images. Optional: a file without them loads, and the board shows a placeholder for a missing one.
   */
  readonly assets?: Readonly<Record<string, string>>;
  /**
   * The table's chat (issue 30: tabs, lines, 立ち絵), kept beside the history and never undone. Optional: a file
   * without it (every file written before issue 30) loads with the three default tabs and nothing said.
   */
  readonly chat?: ChatLog;
}

/** Most assets one file may carry, and the largest one (characters of its data URL). */
export const MAX_ASSETS = 1000;
export const MAX_ASSET_CHARS = 24 * 1024 * 1024;

/** Result of parsing. */
export type ParseResult<C extends CommandBase = CommandBase> =
  { ok: true; file: EncounterFile<C> } | { ok: false; error: FileMsg };

export const ENCOUNTER_KEYS = [
  'id',
  'name',
  'system',
  'grid',
  'creatures',
  'creatureOrder',
  'turns',
  'rng',
  'nextId',
  'seq',
  'pending',
  'palettes',
  'scene',
  'sys',
];
export const CREATURE_KEYS = [
  'id',
  'name',
  'side',
  'kind',
  'size',
  'pos',
  'elevation',
  'flying',
  'flySpeed',
  'speed',
  'reach',
  'hp',
  'hpMax',
  'tempHp',
  'conditions',
  'initBonus',
  'initiative',
  'notes',
  'color',
  'glyph',
  'mountId',
  'isRider',
  'sys',
];
/** Creature keys a file may leave out (the token picture and shape, issue 17). */
export const OPTIONAL_CREATURE_KEYS = ['image', 'token'];
