/**
 * The encounter file (export/import, autosave, replay): a starting state plus the command log and the undo
 * cursor. Format documented in docs/encounter-format.md (version 3; version 1 files are migrated on load by
 * the kernel and each rule system's migrations, version 1 and 2 files' integer dice state becomes the legacy
 * generator's record). Parsing is defensive: a malformed, truncated, too large,
 * wrong-version or hostile file gives a clear message naming the field and never a half-loaded encounter.
 *
 * This module parses and loads; the format and its limits are `fileFormat.ts`, the refusals `fileProblems.ts`, the
 * first walk `fileTree.ts`, the migrations `fileMigrate.ts`, the encounter's checks `fileCheck.ts`, writing
 * `fileSave.ts` (issue 31).
 */
import type { ChatLog } from './chat';
import { ChatFileProblem, checkChat } from './chatFile';
import type { CommandBase } from './commandBase';
import type { Outcome } from './engine';
import { msg } from './events';
import { checkAssets, checkEncounter } from './fileCheck';
import { FILE_FORMAT, FILE_VERSION, MAX_COMMANDS, MAX_DEPTH, MAX_FILE_CHARS, type ParseResult } from './fileFormat';
import { migrateDice, migrateScene, migrateV1 } from './fileMigrate';
import { fail, FileProblem, hasOwn, isObj, int, onlyKeys, type FileMsg } from './fileProblems';
import { checkTree } from './fileTree';
import { duplicateKey } from './jsonKeys';
import type { Msg } from './message';
import { EMPTY_SCENE, type Encounter } from './model';
import { Session } from './session';
import type { AnyRuleSystem } from './system';

export * from './fileFormat';
export * from './fileSave';
export type { FileMsg, FileProblemKind } from './fileProblems';

/** Options of {@link parseEncounterFile}. */
export interface ParseOptions {
  /**
   * The text wraps a state the browser library stored (its starting state, a checkpoint): such states carry no
   * version of their own, and those saved before version 3 hold the dice as an integer. Either form is accepted.
   */
  readonly stored?: boolean;
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
