/**
 * The encounter file (export/import, autosave, replay): a starting state plus the command log and the undo
 * cursor. Format documented in docs/encounter-format.md (version 3; version 1 files are migrated on load by
 * the kernel and each rule system's migrations, version 1 and 2 files' integer dice state becomes the legacy
 * generator's record). Parsing is defensive: a malformed, truncated, too large,
 * wrong-version or hostile file gives a clear message naming the field and never a half-loaded encounter.
 */
import type { CommandBase, Outcome } from './engine';
import { ChatFileProblem, chatJson, checkChat, isDefaultChat } from './chatFile';
import type { ChatLog } from './chat';
import { msg } from './events';
import { diceProblem } from './diceStream';
import type { Msg } from './message';
import { fogProblem } from './fog';
import { mapProblem } from './handlers/scene';
import { PALETTE_LINE_LENGTH, PALETTE_LINES } from './handlers/dice';
import { MAX_WALLS, wallsProblem } from './walls';
import { EMPTY_SCENE, spaceSide, type Creature, type Encounter, type MapLayer } from './model';
import { Session } from './session';
import type { AnyRuleSystem } from './system';
import { duplicateKey } from './jsonKeys';
import { ASSET_ID, creatureProblem, MAX_ENCOUNTER_NAME } from './validate';

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

/** Image types a file may embed (no SVG: it can carry script and external references). */
const ASSET_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Most assets one file may carry, and the largest one (characters of its data URL). */
export const MAX_ASSETS = 1000;
export const MAX_ASSET_CHARS = 24 * 1024 * 1024;
const DATA_URL = new RegExp(`^data:(${ASSET_TYPES.join('|')});base64,[A-Za-z0-9+/]*={0,2}$`);

/** Why a file was refused (a message the i18n layer describes; `detail` is the nested reason if any). */
export interface FileMsg extends Msg {
  readonly m: 'file';
  readonly problem: FileProblemKind;
  /** Where: a place key ('file', 'encounter', 'grid', 'turns', 'pending', 'creature') or a field key ('grid.width'). */
  readonly where?: string;
  /** The field or key concerned. */
  readonly field?: string;
  /** The creature concerned. */
  readonly creature?: string;
  readonly detail?: Msg;
  readonly n?: number;
  readonly max?: number;
}

/** The kinds of file problems. */
export type FileProblemKind =
  | 'empty'
  | 'tooLarge'
  | 'notJson'
  | 'notOurs'
  | 'version'
  | 'forbiddenKey'
  | 'badNumber'
  | 'tooDeep'
  | 'unknownField'
  | 'missingField'
  | 'badValue'
  | 'unknownSystem'
  | 'tooMany'
  | 'orderMismatch'
  | 'gridMismatch'
  | 'idMismatch'
  | 'badCreature'
  | 'offMap'
  | 'noMount'
  | 'ridingCycle'
  | 'ridingChain'
  | 'badRelation'
  | 'awayFromMount'
  | 'twoRiders'
  | 'overlap'
  | 'unknownInOrder'
  | 'badCommand'
  | 'commandRefused'
  /** A string longer than the limit (`field`: the key it is under; `max`). */
  | 'tooLong'
  /** Text that is not plain: bidi controls or zero-width characters in a name, or a lone surrogate (`where`, `field`). */
  | 'badText'
  /** The same entry twice where each may appear once (`where`: 'turns' or 'creature'; `field`). */
  | 'duplicate'
  /** A pending decision of a kind the rule system does not know (`field`: the kind). */
  | 'unknownDecision'
  /** A message (a prompt, an option's label) that is not a well-formed message (`where`). */
  | 'badMessage'
  /**
   * The dice record `rng` (issue 26): `field` names what is wrong (`rng` itself, `alg`, `key`, `n`, `state`, or an
   * unknown or missing field, with `where` 'unknown' or 'missing').
   */
  | 'badDice'
  /** A key given twice in one object of the JSON text (`field`: the key); JSON.parse would keep the last (issue 31). */
  | 'duplicateKey'
  /** The id counter `nextId` at or below an existing creature's `c<n>` (`creature`: that id; issue 31). */
  | 'idCounter';

/** Result of parsing. */
export type ParseResult<C extends CommandBase = CommandBase> =
  { ok: true; file: EncounterFile<C> } | { ok: false; error: FileMsg };

class FileProblem extends Error {
  constructor(readonly info: FileMsg) {
    super(info.problem);
  }
}
function fail(problem: FileProblemKind, extra: Omit<FileMsg, 'm' | 'problem'> = {}): never {
  throw new FileProblem({ m: 'file', problem, ...extra });
}
const hasOwn = Object.prototype.hasOwnProperty;
function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function onlyKeys(
  o: Record<string, unknown>,
  allowed: readonly string[],
  where: string,
  creature?: string,
  optional: readonly string[] = [],
): void {
  const at = creature === undefined ? { where } : { where, creature };
  for (const k of Object.keys(o))
    if (!allowed.includes(k) && !optional.includes(k)) fail('unknownField', { ...at, field: k.slice(0, 40) });
  for (const k of allowed) if (!hasOwn.call(o, k)) fail('missingField', { ...at, field: k });
}
function int(v: unknown, min: number, max: number, where: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail('badValue', { where, n: min, max });
  return v;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A lone UTF-16 surrogate: JSON can escape it, but it is not text (UTF-8 cannot hold it; an export would change it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (s: string): boolean => {
  const f = (s as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof f === 'function' ? f.call(s) : !LONE_SURROGATE.test(s);
};
/** Bidi controls and zero-width characters (names and other labels shown to people may not contain them). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u001f\u007f]/;

/** A primitive of parsed JSON, checked: finite numbers other than −0, strings within the limit and well formed. */
function checkLeaf(x: unknown, key: string): void {
  if (typeof x === 'number') {
    // JSON.parse gives Infinity for 1e999, and −0 does not survive JSON.stringify (an export would differ).
    if (!Number.isFinite(x) || Object.is(x, -0)) fail('badNumber', { field: key.slice(0, 40) });
  } else if (typeof x === 'string') {
    if (x.length > MAX_STRING) fail('tooLong', { field: key.slice(0, 40), max: MAX_STRING });
    if (!isWellFormed(x)) fail('badText', { where: 'file', field: key.slice(0, 40) });
  }
}

/**
 * Walk parsed JSON once (no reviver on every value): forbidden keys, non-finite numbers, strings and keys within
 * their limits and well formed, nesting depth.
 */
function checkTree(root: unknown): void {
  checkLeaf(root, '');
  const stack: [unknown, number, string][] = [[root, 0, '']];
  while (stack.length) {
    const [v, depth, at] = stack.pop() as [unknown, number, string];
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_DEPTH) fail('tooDeep', { max: MAX_DEPTH });
    if (Array.isArray(v)) {
      for (const x of v) {
        if (x !== null && typeof x === 'object') stack.push([x, depth + 1, at]);
        else checkLeaf(x, at);
      }
      continue;
    }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) fail('forbiddenKey', { field: k });
      if (k.length > MAX_KEY) fail('tooLong', { field: k.slice(0, 40), max: MAX_KEY });
      if (!isWellFormed(k)) fail('badText', { where: 'file', field: '?' });
      const x = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === 'object') stack.push([x, depth + 1, k]);
      else checkLeaf(x, k);
    }
  }
}

const ENCOUNTER_KEYS = [
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
const CREATURE_KEYS = [
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
const OPTIONAL_CREATURE_KEYS = ['image', 'token'];

/** Bring a version-1 encounter (and its commands) to version 2 (kernel part, then the system's migration). */
function migrateV1(raw: Record<string, unknown>, commands: unknown[], system: AnyRuleSystem): void {
  // Version 1 stored finished text in a pending decision ({en, ja}); keep it as a legacy message.
  const legacy = (t: unknown): unknown =>
    isObj(t) && typeof t.en === 'string' && typeof t.ja === 'string' && !hasOwn.call(t, 'm')
      ? { m: 'legacyText', en: t.en, ja: t.ja }
      : t;
  if (isObj(raw.pending)) {
    const p = raw.pending;
    p.prompt = legacy(p.prompt);
    if (Array.isArray(p.options))
      for (const o of p.options)
        if (isObj(o)) {
          o.label = legacy(o.label);
          if (o.disabledReason !== undefined) o.disabledReason = legacy(o.disabledReason);
        }
  }
  for (const m of system.migrations) {
    if (m.from !== 1) continue;
    m.encounter(raw);
    if (m.command) for (const c of commands) if (isObj(c)) m.command(c);
  }
  // Fields of version 1 that moved into the systems' parts (4e defences and riding traits, `ext`, `settings`):
  // whatever a system's migration did not take is dropped; new kernel fields start empty.
  delete raw.settings;
  if (raw.palettes === undefined) raw.palettes = {};
  if (raw.scene === undefined) raw.scene = { ...EMPTY_SCENE };
  if (isObj(raw.creatures)) {
    for (const c of Object.values(raw.creatures)) {
      if (!isObj(c)) continue;
      delete c.ext;
      delete c.defences;
      delete c.riding;
    }
  }
}

/** Check a whole encounter object against the kernel and its rule system; throws FileProblem. */
function checkEncounter(
  e: Record<string, unknown>,
  system: AnyRuleSystem,
): asserts e is Record<string, unknown> & Encounter {
  onlyKeys(e, ENCOUNTER_KEYS, 'encounter');
  if (typeof e.id !== 'string' || e.id.length > 200) fail('badValue', { where: 'encounter.id' });
  if (typeof e.name !== 'string') fail('badValue', { where: 'encounter.name' });
  if (e.name.length > MAX_ENCOUNTER_NAME)
    fail('tooLong', { where: 'encounter', field: 'name', max: MAX_ENCOUNTER_NAME });
  // A name shown to people (and in the player view): no bidi controls or zero-width characters.
  if (INVISIBLE.test(e.name)) fail('badText', { where: 'encounter', field: 'name' });
  const g = e.grid;
  if (!isObj(g)) fail('badValue', { where: 'encounter.grid' });
  onlyKeys(g, ['width', 'height', 'squareSize', 'unit', 'elevation', 'terrain'], 'grid');
  const w = int(g.width, 1, MAX_GRID_SIDE, 'grid.width');
  const h = int(g.height, 1, MAX_GRID_SIDE, 'grid.height');
  int(g.squareSize, 1, 100, 'grid.squareSize');
  if (g.unit !== 'ft' && g.unit !== 'm') fail('badValue', { where: 'grid.unit' });
  if (!Array.isArray(g.elevation) || g.elevation.length !== w * h) fail('gridMismatch', { field: 'elevation' });
  if (!Array.isArray(g.terrain) || g.terrain.length !== w * h) fail('gridMismatch', { field: 'terrain' });
  for (const v of g.elevation) int(v, -100, 100, 'grid.elevation');
  for (const v of g.terrain) if (v !== 0 && v !== 1 && v !== 2) fail('badValue', { where: 'grid.terrain' });
  if (!isObj(e.creatures)) fail('badValue', { where: 'encounter.creatures' });
  if (!Array.isArray(e.creatureOrder)) fail('badValue', { where: 'encounter.creatureOrder' });
  const table = e.creatures;
  const ids = Object.keys(table);
  if (ids.length > MAX_CREATURES) fail('tooMany', { where: 'encounter.creatures', n: ids.length, max: MAX_CREATURES });
  const order = e.creatureOrder as unknown[];
  if (
    order.length !== ids.length ||
    new Set(order).size !== ids.length ||
    !order.every((id) => typeof id === 'string' && hasOwn.call(table, id))
  ) {
    fail('orderMismatch');
  }
  for (const id of ids) {
    const c = table[id];
    const creature = id.slice(0, 40);
    if (!isObj(c)) fail('badCreature', { creature });
    onlyKeys(c, CREATURE_KEYS, 'creature', creature, OPTIONAL_CREATURE_KEYS);
    if (c.id !== id) fail('idMismatch', { creature, field: String(c.id).slice(0, 40) });
    if (Array.isArray(c.conditions) && new Set(c.conditions).size !== c.conditions.length)
      fail('duplicate', { where: 'creature', creature, field: 'conditions' });
    if (typeof c.name === 'string' && INVISIBLE.test(c.name))
      fail('badText', { where: 'creature', creature, field: 'name' });
    const problem = creatureProblem(c as unknown as Creature, system.conditions);
    if (problem) fail('badCreature', { creature, detail: problem });
    const part = system.creaturePart(c.sys, undefined);
    if (!part.ok) fail('badCreature', { creature, detail: part.reason });
    c.sys = part.part;
    const cr = c as unknown as Creature;
    if (cr.pos.x >= w || cr.pos.y >= h) fail('offMap', { creature });
    if (cr.mountId !== null && (!hasOwn.call(table, cr.mountId) || cr.mountId === id)) fail('noMount', { creature });
  }
  checkRelations(table as unknown as Record<string, Creature>, ids);
  checkSpaces(e as unknown as Encounter, table as unknown as Record<string, Creature>, ids, system);
  const t = e.turns;
  if (!isObj(t)) fail('badValue', { where: 'encounter.turns' });
  onlyKeys(t, ['order', 'current', 'round'], 'turns');
  if (Array.isArray(t.order) && new Set(t.order).size !== t.order.length)
    fail('duplicate', { where: 'turns', field: 'order' });
  if (
    !Array.isArray(t.order) ||
    !t.order.every((id) => typeof id === 'string' && hasOwn.call(table, id)) ||
    new Set(t.order).size !== t.order.length
  ) {
    fail('unknownInOrder');
  }
  int(t.current, -1, Math.max(-1, t.order.length - 1), 'turns.current');
  int(t.round, 0, 1000000, 'turns.round');
  const dice = diceProblem(e.rng);
  if (dice)
    fail('badDice', {
      field: dice.field,
      ...(dice.unknown ? { where: 'unknown' } : dice.missing ? { where: 'missing' } : {}),
    });
  int(e.nextId, 1, 1e9, 'encounter.nextId');
  // The next generated id must be free (issue 31: a counter at or below an existing `c<n>` made the next Add
  // creature overwrite it — the creature twice in the order, a rider on a clone).
  for (const id of ids)
    if (/^c\d+$/.test(id) && Number(id.slice(1)) >= (e.nextId as number))
      fail('idCounter', { creature: id.slice(0, 40), n: e.nextId as number });
  int(e.seq, 0, 1e9, 'encounter.seq');
  if (e.pending !== null) checkPending(e.pending, system, table, w, h);
  checkPalettes(e.palettes, table);
  checkScene(e.scene, w, h);
  const sysProblem = system.checkSys(e as unknown as Encounter);
  if (sysProblem) fail('badValue', { where: 'encounter.sys', detail: sysProblem });
}

/**
 * Riding relations: no cycles, no chains (a carried creature carries nobody), a rider or passenger shares its
 * mount's space, at most one rider per mount, and `isRider` only for a creature that rides.
 */
function checkRelations(table: Record<string, Creature>, ids: readonly string[]): void {
  const riders = new Map<string, string>();
  for (const id of ids) {
    const c = table[id] as Creature;
    const creature = id.slice(0, 40);
    if (c.isRider && c.mountId === null) fail('badRelation', { creature, field: 'isRider' });
    if (c.mountId === null) continue;
    const m = table[c.mountId] as Creature;
    if (m.mountId !== null)
      fail(m.mountId === id || table[m.mountId]?.mountId === c.mountId ? 'ridingCycle' : 'ridingChain', { creature });
    if (m.pos.x !== c.pos.x || m.pos.y !== c.pos.y) fail('awayFromMount', { creature });
    if (c.isRider) {
      if (riders.has(c.mountId)) fail('twoRiders', { creature });
      riders.set(c.mountId, id);
    }
  }
}

/**
 * Spaces of creatures standing on their own: inside the map and — where the rule system does not stack creatures —
 * no two overlapping. Blocking terrain under a creature is accepted: the GM may paint it there (`paintTerrain`
 * allows it), so a state the engine made (an autosave, a checkpoint, the players' view of it) must load.
 */
function checkSpaces(
  enc: Encounter,
  table: Record<string, Creature>,
  ids: readonly string[],
  system: AnyRuleSystem,
): void {
  const { width, height } = enc.grid;
  const taken = system.grid.stacking ? null : new Map<number, string>();
  for (const id of ids) {
    const c = table[id] as Creature;
    if (c.mountId !== null) continue;
    const creature = id.slice(0, 40);
    const side = spaceSide(c.size);
    if (c.pos.x + side > width || c.pos.y + side > height) fail('offMap', { creature });
    for (let y = c.pos.y; y < c.pos.y + side; y++) {
      for (let x = c.pos.x; x < c.pos.x + side; x++) {
        if (!taken) continue;
        const k = y * width + x;
        const other = taken.get(k);
        if (other !== undefined) fail('overlap', { creature, field: other.slice(0, 40) });
        taken.set(k, id);
      }
    }
  }
}

/** The scene: a map picture that fits (or none), the grid lines' look, a fog sized for the grid (or none). */
function checkScene(sc: unknown, w: number, h: number): void {
  if (!isObj(sc)) fail('badValue', { where: 'encounter.scene' });
  onlyKeys(sc, ['map', 'gridLines', 'fog', 'walls', 'vision'], 'scene');
  if (sc.map !== null) {
    if (!isObj(sc.map)) fail('badValue', { where: 'scene.map' });
    onlyKeys(sc.map, ['asset', 'width', 'height', 'cell', 'offsetX', 'offsetY'], 'scene.map');
    const bad = mapProblem(sc.map as unknown as MapLayer);
    if (bad) fail('badValue', { where: 'scene.map', field: bad });
  }
  if (sc.gridLines !== 'drawn' && sc.gridLines !== 'faint' && sc.gridLines !== 'hidden')
    fail('badValue', { where: 'scene.gridLines' });
  if (fogProblem(sc.fog, w, h)) fail('badValue', { where: 'scene.fog' });
  // Issue 32: at most MAX_WALLS walls, unique ids, known kinds, finite ends on the grid, only doors open.
  if (Array.isArray(sc.walls) && sc.walls.length > MAX_WALLS)
    fail('tooMany', { where: 'scene.walls', n: sc.walls.length, max: MAX_WALLS });
  const badWall = wallsProblem(sc.walls, w, h);
  if (badWall) fail('badValue', { where: 'scene.walls', field: badWall });
  if (typeof sc.vision !== 'boolean') fail('badValue', { where: 'scene.vision' });
}

/** Scenes written before issue 32 have no walls and no vision option: none, off. */
function migrateScene(initial: Record<string, unknown>): void {
  const sc = initial.scene;
  if (!isObj(sc)) return;
  if (!hasOwn.call(sc, 'walls')) sc.walls = [];
  if (!hasOwn.call(sc, 'vision')) sc.vision = false;
}

/** The embedded pictures: a record of asset ids to data URLs of allowed image types. */
function checkAssets(a: unknown): Record<string, string> {
  if (!isObj(a)) fail('badValue', { where: 'file.assets' });
  const ids = Object.keys(a);
  if (ids.length > MAX_ASSETS) fail('tooMany', { where: 'file.assets', n: ids.length, max: MAX_ASSETS });
  for (const id of ids) {
    if (FORBIDDEN_KEYS.has(id) || !ASSET_ID.test(id))
      fail('badValue', { where: 'file.assets', field: id.slice(0, 40) });
    const v = a[id];
    if (typeof v !== 'string' || v.length > MAX_ASSET_CHARS || !DATA_URL.test(v))
      fail('badValue', { where: 'file.assets', field: id.slice(0, 40) });
  }
  return a as Record<string, string>;
}

function checkPalettes(p: unknown, table: Record<string, unknown>): void {
  if (!isObj(p)) fail('badValue', { where: 'encounter.palettes' });
  for (const [k, lines] of Object.entries(p)) {
    if (k !== 'gm' && !hasOwn.call(table, k)) fail('badValue', { where: 'encounter.palettes' });
    if (
      !Array.isArray(lines) ||
      lines.length > PALETTE_LINES ||
      lines.some((l) => typeof l !== 'string' || l.length > PALETTE_LINE_LENGTH)
    )
      fail('badValue', { where: 'encounter.palettes' });
    if (lines.some((l) => INVISIBLE.test(l as string))) fail('badText', { where: 'encounter', field: 'palettes' });
  }
}

/** Parameter values a message may carry: text, numbers, flags, null, and nested lists and records of them. */
function msgParamOk(v: unknown, depth: number): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return true;
  if (depth > 6) return false;
  if (Array.isArray(v)) return v.length <= 200 && v.every((x) => msgParamOk(x, depth + 1));
  if (!isObj(v)) return false;
  const keys = Object.keys(v);
  return keys.length <= 40 && keys.every((k) => msgParamOk(v[k], depth + 1));
}

/** A message as data: `{ m: key, ...params }` with a plain key and parameters of plain values. */
function msgOk(v: unknown): boolean {
  if (!isObj(v) || !hasOwn.call(v, 'm') || typeof v.m !== 'string' || !/^[A-Za-z][\w.-]{0,79}$/.test(v.m)) return false;
  for (const k of Object.keys(v)) if (k !== 'm' && !msgParamOk(v[k], 1)) return false;
  if (v.m === 'legacyText')
    return (
      typeof v.en === 'string' &&
      typeof v.ja === 'string' &&
      !INVISIBLE.test(v.en.replace(/\n/g, '')) &&
      !INVISIBLE.test(v.ja.replace(/\n/g, ''))
    );
  return true;
}

const OPTION_KEYS = ['id', 'label', 'square', 'disabledReason', 'disabledRule'];

function checkPending(p: unknown, system: AnyRuleSystem, table: Record<string, unknown>, w: number, h: number): void {
  if (!isObj(p)) fail('badValue', { where: 'pending' });
  onlyKeys(p, ['kind', 'chooserId', 'prompt', 'options', 'ruleId', 'playerFacing', 'context'], 'pending');
  if (typeof p.kind !== 'string') fail('badValue', { where: 'pending.kind' });
  if (!hasOwn.call(system.decisions, p.kind)) fail('unknownDecision', { where: 'pending', field: p.kind.slice(0, 40) });
  if (!isObj(p.context)) fail('badValue', { where: 'pending.context' });
  if (!msgOk(p.prompt)) fail('badMessage', { where: 'pending.prompt' });
  if (!Array.isArray(p.options) || p.options.length === 0 || p.options.length > 1000)
    fail('badValue', { where: 'pending.options' });
  const optionIds = new Set<string>();
  for (const o of p.options) {
    if (!isObj(o) || typeof o.id !== 'string' || o.id.length > 200) fail('badValue', { where: 'pending.options' });
    if (optionIds.has(o.id)) fail('duplicate', { where: 'pending', field: 'options' });
    for (const k of Object.keys(o))
      if (!OPTION_KEYS.includes(k)) fail('unknownField', { where: 'pending', field: k.slice(0, 40) });
    if (!msgOk(o.label)) fail('badMessage', { where: 'pending.options' });
    optionIds.add(o.id);
    if (o.square !== undefined) {
      const q = o.square as Record<string, unknown> | null;
      if (
        !isObj(q) ||
        !Number.isInteger(q.x) ||
        !Number.isInteger(q.y) ||
        (q.x as number) < 0 ||
        (q.y as number) < 0 ||
        (q.x as number) >= w ||
        (q.y as number) >= h
      )
        fail('badValue', { where: 'pending.options' });
    }
    if (o.disabledReason !== undefined && !msgOk(o.disabledReason)) fail('badMessage', { where: 'pending.options' });
    if (o.disabledRule !== undefined && (typeof o.disabledRule !== 'string' || o.disabledRule.length > 40))
      fail('badValue', { where: 'pending.options' });
  }
  if (typeof p.ruleId !== 'string' || p.ruleId.length > 40 || typeof p.playerFacing !== 'boolean')
    fail('badValue', { where: 'pending' });
  if (p.chooserId !== null && (typeof p.chooserId !== 'string' || !hasOwn.call(table, p.chooserId)))
    fail('badValue', { where: 'pending.chooserId' });
}

/** Options of {@link parseEncounterFile}. */
export interface ParseOptions {
  /**
   * The text wraps a state the browser library stored (its starting state, a checkpoint): such states carry no
   * version of their own, and those saved before version 3 hold the dice as an integer. Either form is accepted.
   */
  readonly stored?: boolean;
}

/**
 * Version 1 and 2 files (and stored states written before version 3) hold the dice as the integer state of the
 * legacy generator: it becomes its record, so their commands replay with exactly the dice that were rolled.
 * A version-3 file must hold the record (checked with the encounter).
 */
function migrateDice(initial: Record<string, unknown>, version: number, stored: boolean): void {
  if (version === FILE_VERSION && !(stored && typeof initial.rng === 'number')) return;
  if (!hasOwn.call(initial, 'rng')) fail('missingField', { where: 'encounter', field: 'rng' });
  const state = int(initial.rng, 0, 4294967295, 'encounter.rng');
  initial.rng = { alg: 'mulberry32', state };
}

/** Parse and check a file's text (structure and state; commands are checked by replaying them). A BOM is ignored. */
export function parseEncounterFile<C extends CommandBase = CommandBase>(
  text: string,
  systemOf: (id: string) => AnyRuleSystem | undefined,
  opts: ParseOptions = {},
): ParseResult<C> {
  try {
    if (typeof text !== 'string' || text.length === 0) fail('empty');
    if (text.length > MAX_FILE_CHARS)
      fail('tooLarge', { n: Math.round(text.length / 1048576), max: MAX_FILE_CHARS / 1048576 });
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      fail('notJson');
    }
    // JSON.parse keeps the last of a key given twice: such a file is not one the app wrote (issue 31). What the
    // library stored itself (JSON.stringify's output) is not scanned again.
    const twice = opts.stored === true ? null : duplicateKey(body);
    if (twice !== null) fail('duplicateKey', { field: twice.slice(0, 40) });
    // The pictures are checked on their own (their data URLs are far longer than any other string of a file).
    let assets: Record<string, string> | undefined;
    if (isObj(data) && hasOwn.call(data, 'assets')) {
      assets = checkAssets(data.assets);
      delete data.assets;
    }
    checkTree(data);
    if (!isObj(data) || data.format !== FILE_FORMAT) fail('notOurs');
    if (data.version !== 1 && data.version !== 2 && data.version !== FILE_VERSION)
      fail('version', { n: typeof data.version === 'number' ? data.version : -1, max: FILE_VERSION });
    let chat: ChatLog | undefined;
    if (isObj(data) && hasOwn.call(data, 'chat')) {
      try {
        chat = checkChat(data.chat);
      } catch (e) {
        if (e instanceof ChatFileProblem) fail('badValue', { where: 'file', field: e.where });
        throw e;
      }
      delete data.chat;
    }
    onlyKeys(data, ['format', 'version', 'initial', 'commands', 'cursor'], 'file');
    const initial = data.initial;
    if (!isObj(initial)) fail('badValue', { where: 'file.initial' });
    if (typeof initial.system !== 'string') fail('unknownSystem', { where: '?' });
    const system = hasOwn.call(initial, 'system') ? systemOf(initial.system) : undefined;
    if (!system) fail('unknownSystem', { where: String(initial.system).slice(0, 40) });
    if (!Array.isArray(data.commands) || data.commands.length > MAX_COMMANDS)
      fail('tooMany', {
        where: 'file.commands',
        n: Array.isArray(data.commands) ? data.commands.length : 0,
        max: MAX_COMMANDS,
      });
    for (const c of data.commands) if (!isObj(c) || typeof c.type !== 'string') fail('badCommand');
    if (data.version === 1) migrateV1(initial, data.commands as unknown[], system);
    // Version-2 files written before the scene existed (issue 17) have none: an empty scene.
    else if (!hasOwn.call(initial, 'scene')) initial.scene = { ...EMPTY_SCENE };
    migrateScene(initial);
    // A system's parts as earlier builds wrote version 2 (recognised by their shape, so the files, autosaves and
    // checkpoints of those builds load; e.g. 4e effects kept in the encounter part before issue 33).
    for (const m of system.migrations) {
      if (m.from !== 2) continue;
      m.encounter(initial);
      if (m.command) for (const c of data.commands as unknown[]) if (isObj(c)) m.command(c);
    }
    migrateDice(initial, data.version as number, opts.stored === true);
    checkEncounter(initial, system);
    int(data.cursor, 0, data.commands.length, 'file.cursor');
    const file = {
      format: FILE_FORMAT,
      version: FILE_VERSION,
      initial: initial as unknown as Encounter,
      commands: data.commands as unknown as C[],
      cursor: data.cursor as number,
    } as const;
    return { ok: true, file: { ...file, ...(chat ? { chat } : {}), ...(assets ? { assets } : {}) } };
  } catch (e) {
    if (e instanceof FileProblem) return { ok: false, error: e.info };
    if (e instanceof RangeError) return { ok: false, error: { m: 'file', problem: 'tooDeep', max: MAX_DEPTH } };
    return { ok: false, error: { m: 'file', problem: 'notOurs' } };
  }
}

/** Parse a file and rebuild its session by replaying the commands; any refused command fails the load. */
export function loadEncounterFile<E extends Encounter, C extends CommandBase>(
  text: string,
  systemOf: (id: string) => AnyRuleSystem | undefined,
  opts: ParseOptions = {},
): { ok: true; session: Session<E, C> } | { ok: false; error: FileMsg } {
  const parsed = parseEncounterFile<C>(text, systemOf, opts);
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  const system = systemOf(file.initial.system) as AnyRuleSystem;
  const r = Session.replay<E, C>(system, file.initial as E, file.commands, file.cursor);
  if (r.failedAt !== null) {
    const f = r.failure as Outcome;
    const detail: Msg = f.ok
      ? msg('notACommand', {})
      : f.kind === 'refused'
        ? f.reason
        : ({ m: 'bugReport', error: f.error } as Msg);
    return { ok: false, error: { m: 'file', problem: 'commandRefused', n: r.failedAt + 1, detail } };
  }
  return { ok: true, session: r.session };
}

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
