/**
 * The encounter file (export/import, autosave, replay): a starting state plus the command log and the undo
 * cursor. Format documented in docs/encounter-format.md. Parsing is defensive: a malformed, truncated, too
 * large, wrong-version or hostile file gives a clear message and never a half-loaded encounter.
 */
import { creatureRecord, creatureTable } from './creatures';
import type { CommandBase, Outcome } from './engine';
import { replay, type History } from './history';
import type { Creature, Encounter } from './model';
import { tx, type Text } from './text';
import { creatureProblem } from './validate';

/** Format name written into every file. */
export const FILE_FORMAT = 'saddlegrid-encounter';
/** Current format version. */
export const FILE_VERSION = 1;
/** Largest file accepted (characters). */
export const MAX_FILE_CHARS = 32 * 1024 * 1024;
/** Largest grid side accepted. */
export const MAX_GRID_SIDE = 400;
/** Most creatures accepted. */
export const MAX_CREATURES = 5000;
/** Most commands accepted. */
export const MAX_COMMANDS = 200000;

/** What is written to disk. */
export interface EncounterFile<C extends CommandBase = CommandBase> {
  format: typeof FILE_FORMAT;
  version: typeof FILE_VERSION;
  initial: Encounter;
  commands: C[];
  cursor: number;
}

/** Result of parsing. */
export type ParseResult<C extends CommandBase = CommandBase> = { ok: true; file: EncounterFile<C> } | { ok: false; error: Text };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const ENCOUNTER_KEYS = ['id', 'name', 'system', 'grid', 'creatures', 'creatureOrder', 'turns', 'rng', 'nextId', 'seq', 'settings', 'pending', 'sys'];
const CREATURE_KEYS = [
  'id', 'name', 'side', 'kind', 'size', 'pos', 'elevation', 'flying', 'flySpeed', 'speed', 'reach', 'hp', 'hpMax', 'tempHp',
  'defences', 'conditions', 'initBonus', 'initiative', 'notes', 'color', 'glyph', 'riding', 'mountId', 'isRider', 'ext',
];

class FileProblem extends Error {
  readonly text: Text;
  constructor(text: Text) {
    super(text.en);
    this.text = text;
  }
}
function fail(en: string, ja: string): never {
  throw new FileProblem(tx(en, ja));
}
function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function onlyKeys(o: Record<string, unknown>, allowed: string[], where: string, optional: string[] = []): void {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k) && !optional.includes(k)) fail(`Unknown field "${k}" in ${where}.`, `${where}に不明な項目「${k}」があります。`);
  }
  for (const k of allowed) if (!(k in o)) fail(`Missing field "${k}" in ${where}.`, `${where}に項目「${k}」がありません。`);
}
function int(v: unknown, min: number, max: number, what: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(`${what} must be a whole number from ${min} to ${max}.`, `${what}は${min}〜${max}の整数でなければなりません。`);
  }
  return v;
}

/** Check a whole encounter object; throws FileProblem. */
function checkEncounter(e: unknown): asserts e is Encounter {
  if (!isObj(e)) fail('The encounter is missing.', '遭遇データがありません。');
  onlyKeys(e, ENCOUNTER_KEYS, 'the encounter');
  if (typeof e.id !== 'string' || typeof e.name !== 'string' || e.name.length > 200) fail('The encounter id or name is invalid.', '遭遇のIDか名前が不正です。');
  if (!['mounted4e', 'tenkai', 'sudukuri'].includes(e.system as string)) fail(`Unknown rule system "${String(e.system)}".`, `不明なルール「${String(e.system)}」です。`);
  const g = e.grid;
  if (!isObj(g)) fail('The grid is missing.', 'グリッドがありません。');
  onlyKeys(g, ['width', 'height', 'squareSize', 'unit', 'elevation', 'terrain'], 'the grid');
  const w = int(g.width, 1, MAX_GRID_SIDE, 'Grid width');
  const h = int(g.height, 1, MAX_GRID_SIDE, 'Grid height');
  int(g.squareSize, 1, 100, 'Square size');
  if (g.unit !== 'ft' && g.unit !== 'm') fail('The grid unit must be ft or m.', 'グリッドの単位はftかmです。');
  if (!Array.isArray(g.elevation) || g.elevation.length !== w * h) fail('The elevation map does not match the grid size.', '高さの配列がグリッドの大きさと合いません。');
  if (!Array.isArray(g.terrain) || g.terrain.length !== w * h) fail('The terrain map does not match the grid size.', '地形の配列がグリッドの大きさと合いません。');
  for (const v of g.elevation) int(v, -100, 100, 'Ground elevation');
  for (const v of g.terrain) if (v !== 0 && v !== 1 && v !== 2) fail('Unknown terrain code.', '不明な地形コードです。');
  if (!isObj(e.creatures)) fail('The creature list is missing.', 'クリーチャー一覧がありません。');
  if (!Array.isArray(e.creatureOrder)) fail('The creature order is missing.', 'クリーチャーの並びがありません。');
  const ids = Object.keys(e.creatures);
  if (ids.length > MAX_CREATURES) fail(`Too many creatures (${ids.length}; at most ${MAX_CREATURES}).`, `クリーチャーが多すぎます（${ids.length}体、上限${MAX_CREATURES}）。`);
  if (e.creatureOrder.length !== ids.length || new Set(e.creatureOrder).size !== ids.length || !e.creatureOrder.every((id) => typeof id === 'string' && id in (e.creatures as object))) {
    fail('The creature order does not match the creatures.', 'クリーチャーの並びが一覧と一致しません。');
  }
  for (const id of ids) {
    const c = (e.creatures as Record<string, unknown>)[id];
    if (!isObj(c)) fail(`Creature ${id} is not an object.`, `クリーチャー${id}が不正です。`);
    onlyKeys(c, CREATURE_KEYS.filter((k) => k !== 'ext'), `creature ${id}`, ['ext']);
    if (c.id !== id) fail(`Creature id "${String(c.id)}" does not match its key "${id}".`, `クリーチャーのID「${String(c.id)}」がキー「${id}」と一致しません。`);
    const problem = creatureProblem(c as unknown as Creature);
    if (problem) fail(`Creature ${id}: ${problem.en}`, `クリーチャー${id}：${problem.ja}`);
    const cr = c as unknown as Creature;
    if (cr.pos.x >= w || cr.pos.y >= h) fail(`Creature ${id} stands off the map.`, `クリーチャー${id}が地図の外にいます。`);
    if (cr.mountId !== null && !(cr.mountId in (e.creatures as object))) fail(`Creature ${id} rides a creature that does not exist.`, `クリーチャー${id}の乗騎が存在しません。`);
    if (c.ext !== undefined && !isObj(c.ext)) fail(`Creature ${id}: ext must be an object.`, `クリーチャー${id}：extはオブジェクトです。`);
  }
  // No riding cycles, nobody rides itself.
  for (const id of ids) {
    const seen = new Set<string>([id]);
    let cur = (e.creatures as Record<string, Creature>)[id]?.mountId ?? null;
    while (cur) {
      if (seen.has(cur)) fail(`Creature ${id} is in a riding cycle.`, `クリーチャー${id}の騎乗関係が循環しています。`);
      seen.add(cur);
      cur = (e.creatures as Record<string, Creature>)[cur]?.mountId ?? null;
    }
  }
  const t = e.turns;
  if (!isObj(t)) fail('The initiative tracker is missing.', 'イニシアチブ表がありません。');
  onlyKeys(t, ['order', 'current', 'round'], 'the initiative tracker');
  if (!Array.isArray(t.order) || !t.order.every((id) => typeof id === 'string' && id in (e.creatures as object))) fail('The initiative order names unknown creatures.', 'イニシアチブ順に不明なクリーチャーがいます。');
  int(t.current, -1, Math.max(-1, t.order.length - 1), 'The current turn');
  int(t.round, 0, 1000000, 'The round');
  int(e.rng, 0, 4294967295, 'The dice state');
  int(e.nextId, 1, 1e9, 'The next id');
  int(e.seq, 0, 1e9, 'The command counter');
  if (!isObj(e.settings) || typeof e.settings.optionalFallRule !== 'boolean') fail('The settings are invalid.', '設定が不正です。');
  if (e.pending !== null && !isObj(e.pending)) fail('The pending decision is invalid.', '決定待ちが不正です。');
  if (!isObj(e.sys)) fail('The rule-system state is invalid.', 'ルール固有の状態が不正です。');
}

/** Parse and check a file's text (structure only; commands are checked by replaying them). */
export function parseEncounterFile<C extends CommandBase = CommandBase>(text: string): ParseResult<C> {
  try {
    if (typeof text !== 'string' || text.length === 0) fail('The file is empty.', 'ファイルが空です。');
    if (text.length > MAX_FILE_CHARS) fail(`The file is too large (${Math.round(text.length / 1048576)} MB; at most 32 MB).`, `ファイルが大きすぎます（${Math.round(text.length / 1048576)} MB、上限32 MB）。`);
    let data: unknown;
    try {
      data = JSON.parse(text, (k, v: unknown) => {
        if (FORBIDDEN_KEYS.has(k)) fail(`The file contains a forbidden field "${k}".`, `ファイルに禁止された項目「${k}」があります。`);
        if (typeof v === 'number' && !Number.isFinite(v)) fail('The file contains a number out of range.', 'ファイルに範囲外の数値があります。');
        return v;
      });
    } catch (e) {
      if (e instanceof FileProblem) throw e;
      fail('This is not a Saddlegrid encounter file: it is not valid JSON (truncated or damaged?).', 'Saddlegridの遭遇ファイルではありません：JSONとして読めません（途中で切れているか壊れています）。');
    }
    if (!isObj(data) || data.format !== FILE_FORMAT) fail('This is not a Saddlegrid encounter file.', 'Saddlegridの遭遇ファイルではありません。');
    if (data.version !== FILE_VERSION) fail(`Unsupported file version ${String(data.version)} (this app reads version ${FILE_VERSION}).`, `対応していないファイルのバージョン${String(data.version)}です（このアプリはバージョン${FILE_VERSION}を読めます）。`);
    onlyKeys(data, ['format', 'version', 'initial', 'commands', 'cursor'], 'the file');
    checkEncounter(data.initial);
    // Files hold creatures as a flat record by id (format v1); the state shards them (creatures.ts).
    data.initial.creatures = creatureTable(data.initial.creatures as unknown as Record<string, Creature>);
    if (!Array.isArray(data.commands) || data.commands.length > MAX_COMMANDS) fail('The command log is invalid or too long.', 'コマンド履歴が不正か長すぎます。');
    for (const c of data.commands) if (!isObj(c) || typeof c.type !== 'string') fail('The command log contains something that is not a command.', 'コマンド履歴にコマンドでないものがあります。');
    int(data.cursor, 0, data.commands.length, 'The undo position');
    return { ok: true, file: data as unknown as EncounterFile<C> };
  } catch (e) {
    if (e instanceof FileProblem) return { ok: false, error: e.text };
    return { ok: false, error: tx('The file could not be read.', 'ファイルを読めませんでした。') };
  }
}

/** Parse a file and rebuild its history by replaying the commands; any rejected command fails the load. */
export function loadEncounterFile<C extends CommandBase>(
  text: string,
  apply: (s: Encounter, c: C) => Outcome,
): { ok: true; history: History<C> } | { ok: false; error: Text } {
  const parsed = parseEncounterFile<C>(text);
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  const r = replay(file.initial, file.commands, file.cursor, apply);
  if (r.failedAt !== null) {
    const why = r.failure && !r.failure.ok ? r.failure.reason : tx('rejected', '拒否');
    return {
      ok: false,
      error: tx(`Command ${r.failedAt + 1} in the file cannot be applied: ${why.en}`, `ファイルの${r.failedAt + 1}番目のコマンドを適用できません：${why.ja}`),
    };
  }
  return { ok: true, history: r.history };
}

/** An encounter as file JSON: every field in order, the creatures as a flat record by id (format v1). */
export function encounterJson(enc: Encounter): string {
  return JSON.stringify({ ...enc, creatures: creatureRecord(enc.creatures, enc.creatureOrder) });
}

/** JSON of starting states already serialised (a starting state is immutable, so its text never changes). */
const initialJson = new WeakMap<Encounter, string>();

/**
 * Serialise a history to file text. The starting state's JSON is cached per state object: autosave after
 * every command then serialises only the command log, not a large map again and again.
 */
export function saveEncounterFile<C extends CommandBase>(h: History<C>): string {
  let init = initialJson.get(h.initial);
  if (init === undefined) {
    init = encounterJson(h.initial);
    initialJson.set(h.initial, init);
  }
  const commands = JSON.stringify(h.entries.slice(0, h.length).map((e) => e.command));
  // Same text as JSON.stringify of the EncounterFile object, in the same key order.
  return `{"format":${JSON.stringify(FILE_FORMAT)},"version":${FILE_VERSION},"initial":${init},"commands":${commands},"cursor":${h.cursor}}`;
}
