/**
 * New entries (see library.ts): create from a starting state, adopt a session, import a file, duplicate, salvage
 * a damaged entry's first commands; and an entry's save as a file text. A new entry's journal is one reset
 * record; a long log gets its first checkpoint at once.
 */
import { checkpointRecord, STORED } from './checkpoints';
import { cleanName, list } from './catalogue';
import type { Core } from './core';
import { PrefixChain } from './hash';
import { encounterJson, parseEncounterFile, Session, type CommandBase, type Encounter, type FileMsg } from './kernel';
import { prepare, readEntry, readLog, refusalMsg } from './reads';
import { fileTextOf, STORES, type CheckpointRecord, type EntryRecord, type JournalRecord } from './records';
import { newEntryId, type SystemOf } from './schema';
import { isFailure, type Created, type Failure } from './types';

type System = NonNullable<ReturnType<SystemOf>>;

/** Write a new entry whose journal is one reset record; opens it for writing when a session is given. */
async function writeNew<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  name: string,
  system: string,
  initialText: string,
  texts: readonly string[],
  cursor: number,
  session: Session<E, C> | null,
): Promise<{ ok: true; id: string } | Failure> {
  const id = newEntryId();
  const t = core.now();
  const entry: EntryRecord = {
    id,
    name: cleanName(name),
    system,
    createdAt: t,
    updatedAt: t,
    deletedAt: null,
    damage: null,
  };
  const reset: JournalRecord = { k: 'r', cs: texts, u: cursor, w: core.tabId, p: '', t };
  const chain = PrefixChain.of(texts);
  // A long log gets its first checkpoint at once (an import of a long file restores quickly the first time).
  const cp: CheckpointRecord | null =
    session && texts.length >= core.every
      ? checkpointRecord(1, core.tabId, cursor, texts, chain, session.state, t)
      : null;
  const fail = await core.write([STORES.entries, STORES.initials, STORES.journal, STORES.checkpoints], (tx) => {
    tx.objectStore(STORES.entries).add(entry);
    tx.objectStore(STORES.initials).add({ text: initialText }, id);
    tx.objectStore(STORES.journal).add(reset, [id, 1]);
    if (cp) tx.objectStore(STORES.checkpoints).put(cp, [id, 1]);
  });
  if (fail) return fail;
  if (session)
    core.openWriter(
      id,
      session,
      { maxKey: 1, chainKey: 1, lastWriter: core.tabId },
      chain,
      texts.slice(),
      cp ? [1] : [],
    );
  core.post({ t: 'l' });
  return { ok: true, id };
}

/** The starting state's JSON if the loader accepts it. */
function checkInitial<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  initial: Encounter,
): { ok: true; text: string } | Failure {
  if (!core.systemOf(initial.system))
    return {
      ok: false,
      reason: 'invalid',
      error: { m: 'file', problem: 'unknownSystem', where: String(initial.system).slice(0, 40) },
    };
  const text = encounterJson(initial);
  const parsed = parseEncounterFile(fileTextOf(text, [], 0), core.systemOf);
  return parsed.ok ? { ok: true, text } : { ok: false, reason: 'invalid', error: parsed.error };
}

/** See {@link Library.create}. */
export async function create<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  opts: { name: string; initialState: E },
): Promise<Created<E, C>> {
  const checked = checkInitial(core, opts.initialState);
  if (!checked.ok) return checked;
  const system = core.systemOf(opts.initialState.system) as System;
  const session = new Session<E, C>(system, opts.initialState);
  const r = await writeNew(core, opts.name, opts.initialState.system, checked.text, [], 0, session);
  return r.ok ? { ok: true, id: r.id, session } : r;
}

/** See {@link Library.adopt}. */
export async function adopt<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  name: string,
  session: Session<E, C>,
): Promise<Created<E, C>> {
  const checked = checkInitial(core, session.initial);
  if (!checked.ok) return checked;
  const texts = session.commands().map((c) => JSON.stringify(c));
  const r = await writeNew(core, name, session.initial.system, checked.text, texts, session.cursor, session);
  return r.ok ? { ok: true, id: r.id, session } : r;
}

/** See {@link Library.findSame}. */
export async function findSame<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  name: string,
  session: Session<E, C>,
): Promise<string | null> {
  const checked = checkInitial(core, session.initial);
  if (!checked.ok) return null;
  const all = await list(core, {});
  if (isFailure(all)) return null;
  const texts = session.commands().map((c) => JSON.stringify(c));
  for (const e of all) {
    if (e.name !== cleanName(name) || e.system !== session.initial.system || e.damaged) continue;
    const log = await readLog(core, e.id);
    if (isFailure(log) || log.problem || log.initialText !== checked.text || log.cursor !== session.cursor) continue;
    if (log.texts.length === texts.length && log.texts.every((t, i) => t === texts[i])) return e.id;
  }
  return null;
}

/** See {@link Library.importText}. */
export async function importText<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  text: string,
  name?: string,
): Promise<Created<E, C>> {
  const parsed = parseEncounterFile<C>(text, core.systemOf);
  if (!parsed.ok) return { ok: false, reason: 'invalid', error: parsed.error };
  const system = core.systemOf(parsed.file.initial.system) as System;
  const r = Session.replay<E, C>(system, parsed.file.initial as E, parsed.file.commands, parsed.file.cursor);
  if (r.failedAt !== null) return { ok: false, reason: 'invalid', error: refusalMsg(r.failure, r.failedAt) };
  return adopt(core, name ?? parsed.file.initial.name, r.session);
}

/** See {@link Library.duplicate}. */
export async function duplicate<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  name?: string,
): Promise<{ ok: true; id: string } | Failure> {
  const log = await readLog(core, id);
  if (isFailure(log)) return log;
  const entry = log.entry;
  if (entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
  if (log.problem || entry.damage !== null || log.initialText === undefined) return { ok: false, reason: 'damaged' };
  return writeNew(core, name ?? `${entry.name} (2)`, entry.system, log.initialText, log.texts, log.cursor, null);
}

/** See {@link Library.restorePrefix}. */
export async function restorePrefix<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  n: number,
  name?: string,
): Promise<Created<E, C>> {
  const data = await readEntry(core, id, false);
  if (isFailure(data)) return data;
  const entry = data.entry;
  if (!entry) return { ok: false, reason: 'notFound' };
  let system: System | undefined;
  let initial: E;
  let commands: C[];
  let texts: string[];
  if (entry.rawOnly) {
    const parsed = parseEncounterFile<C>(data.rawText ?? '', core.systemOf);
    if (!parsed.ok) return { ok: false, reason: 'invalid', error: parsed.error };
    system = core.systemOf(parsed.file.initial.system);
    initial = parsed.file.initial as E;
    commands = parsed.file.commands.slice();
    texts = commands.map((c) => JSON.stringify(c));
  } else {
    const p = prepare(core, data);
    if (!p.start)
      return {
        ok: false,
        reason: 'invalid',
        ...(typeof p.problem === 'object' && p.problem !== null && p.problem.m === 'file'
          ? { error: p.problem as FileMsg }
          : { detail: String(p.problem) }),
      };
    system = p.start.system;
    initial = p.start.initial;
    commands = p.commands;
    texts = p.texts;
  }
  if (!system) return { ok: false, reason: 'invalid', detail: 'unknown rule system' };
  if (!Number.isInteger(n) || n < 0 || n > commands.length)
    return { ok: false, reason: 'invalid', detail: `n must be 0..${commands.length}` };
  const r = Session.replay<E, C>(system, initial, commands.slice(0, n), n);
  if (r.failedAt !== null) return { ok: false, reason: 'invalid', error: refusalMsg(r.failure, r.failedAt) };
  const w = await writeNew(
    core,
    name ?? `${entry.name} (${n})`,
    initial.system,
    encounterJson(r.session.initial),
    texts.slice(0, n),
    n,
    r.session,
  );
  return w.ok ? { ok: true, id: w.id, session: r.session } : w;
}

/** See {@link Library.exportText}. */
export async function exportText<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
): Promise<{ ok: true; text: string } | Failure> {
  const log = await readLog(core, id);
  if (isFailure(log)) return log;
  if (log.rawText !== undefined) return { ok: true, text: log.rawText };
  const parsed =
    log.initialText === undefined
      ? null
      : parseEncounterFile(fileTextOf(log.initialText, [], 0), core.systemOf, STORED);
  const initial = parsed?.ok ? encounterJson(parsed.file.initial) : (log.initialText ?? 'null');
  return { ok: true, text: fileTextOf(initial, log.texts, log.cursor) };
}
