/**
 * The checks of a parsed encounter against the kernel and its rule system (issue 31: the file module split by
 * responsibility): fields, grid, creatures and their riding relations and spaces, turns, dice, the pending decision,
 * palettes, the scene and the embedded pictures. Each throws a {@link FileProblem} naming the field.
 */
import { diceProblem } from './diceStream';
import {
  CREATURE_KEYS,
  ENCOUNTER_KEYS,
  MAX_ASSET_CHARS,
  MAX_ASSETS,
  MAX_CREATURES,
  MAX_GRID_SIDE,
  OPTIONAL_CREATURE_KEYS,
} from './fileFormat';
import { fail, hasOwn, int, isObj, onlyKeys } from './fileProblems';
import { FORBIDDEN_KEYS, INVISIBLE } from './fileTree';
import { fogProblem } from './fog';
import { PALETTE_LINE_LENGTH, PALETTE_LINES } from './handlers/dice';
import { mapProblem } from './handlers/scene';
import { spaceSide, type Creature, type Encounter, type MapLayer } from './model';
import type { AnyRuleSystem } from './system';
import { ASSET_ID, creatureProblem, MAX_ENCOUNTER_NAME } from './validate';
import { MAX_WALLS, wallsProblem } from './walls';

/** Image types a file may embed (no SVG: it can carry script and external references). */
const ASSET_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const DATA_URL = new RegExp(`^data:(${ASSET_TYPES.join('|')});base64,[A-Za-z0-9+/]*={0,2}$`);

/** Check a whole encounter object against the kernel and its rule system; throws FileProblem. */
export function checkEncounter(
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

/** The embedded pictures: a record of asset ids to data URLs of allowed image types. */
export function checkAssets(a: unknown): Record<string, string> {
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
