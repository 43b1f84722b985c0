/**
 * Reading an entry back (see library.ts): one read of everything, the quick read of the newest checkpoint and
 * the journal after it, the parse of what was read (no replay), an entry's log without replaying it, and what a
 * restore that fails keeps: the entry marked damaged (metadata only) with its export text and how many commands
 * still replay.
 */
import { checkpointIntegrity, STORED } from './checkpoints';
import type { CheckedCheckpoint, Core } from './core';
import { request } from './idb';
import {
  encounterJson,
  parseEncounterFile,
  Session,
  type CommandBase,
  type Encounter,
  type FileMsg,
  type Msg,
  type Outcome,
} from './kernel';
import {
  fileTextOf,
  fold,
  STORES,
  type CheckpointRecord,
  type DamageReason,
  type EntryRecord,
  type Folded,
} from './records';
import {
  isFailure,
  second,
  type Damage,
  type Damaged,
  type EntryData,
  type Failure,
  type Prepared,
  type QuickData,
} from './types';

const textOf = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null && typeof (v as { text?: unknown }).text === 'string'
    ? (v as { text: string }).text
    : undefined;

/** A replay that stopped at a command, as a file message (the command's position and the rule's reason). */
export function refusalMsg(f: Outcome | undefined, failedAt: number): FileMsg {
  const detail: Msg =
    !f || f.ok ? { m: 'notACommand' } : f.kind === 'refused' ? f.reason : ({ m: 'bugReport', error: f.error } as Msg);
  return { m: 'file', problem: 'commandRefused', n: failedAt + 1, detail };
}

/** One read of an entry: its metadata, starting state, raw text, whole journal and checkpoint revisions. */
export function readEntry<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  withCheckpoints: boolean,
): Promise<EntryData | Failure> {
  return core.read(
    [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
    'read an encounter',
    async (tx) => {
      const r = core.range(id);
      const j = tx.objectStore(STORES.journal);
      const c = tx.objectStore(STORES.checkpoints);
      const [entry, initial, raw, keys, values, cpKeys, cps] = await Promise.all([
        request(tx.objectStore(STORES.entries).get(id)),
        request(tx.objectStore(STORES.initials).get(id)),
        request(tx.objectStore(STORES.raw).get(id)),
        request(j.getAllKeys(r)),
        request(j.getAll(r)),
        request(c.getAllKeys(r)),
        withCheckpoints ? request(c.getAll(r)) : Promise.resolve(undefined),
      ]);
      const data: EntryData = {
        entry: entry as EntryRecord | undefined,
        initialText: textOf(initial),
        rawText: textOf(raw),
        keys: keys.map(second),
        values,
        cpRevs: cpKeys.map(second).sort((a, b) => a - b),
      };
      if (cps) data.cps = cps as CheckpointRecord[];
      return data;
    },
  );
}

/** Journal records per request when an entry is read in pieces (each piece is its own task on the page). */
const PIECE = 2000;

/**
 * {@link readEntry} with checkpoints, in pieces (issue 33): one transaction, but the journal is read `PIECE`
 * records per request and the checkpoints one per request, each request issued when the one before it arrived,
 * so that turning the stored values back into objects is many short tasks, not one long one. `known`: a
 * checkpoint that passed its checks in this tab (its record is not read again; it stands in the result without
 * its log and state).
 */
export function readEntryInPieces<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  known?: CheckedCheckpoint,
): Promise<EntryData | Failure> {
  // The timeout counts from the last piece answered (a long journal takes several times one piece's time).
  return core.readInSteps(
    [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
    'read an encounter',
    (tx, progress) =>
      new Promise<EntryData>((resolve, reject) => {
        // Callbacks, not awaits, between dependent requests of one transaction.
        const fail = (r: IDBRequest): void => reject(r.error ?? new Error('read failed'));
        const watch = <T extends IDBRequest>(r: T): T => {
          r.onerror = () => fail(r);
          r.addEventListener('success', progress);
          return r;
        };
        const entry = watch(tx.objectStore(STORES.entries).get(id));
        const initial = watch(tx.objectStore(STORES.initials).get(id));
        const raw = watch(tx.objectStore(STORES.raw).get(id));
        const j = tx.objectStore(STORES.journal);
        const c = tx.objectStore(STORES.checkpoints);
        const keys: number[] = [];
        const values: unknown[] = [];
        const cps: CheckpointRecord[] = [];
        const done = (cpRevs: number[]): void =>
          resolve({
            entry: entry.result as EntryRecord | undefined,
            initialText: textOf(initial.result),
            rawText: textOf(raw.result),
            keys,
            values,
            cpRevs,
            cps,
          });
        const checkpoints = (): void => {
          const revs = watch(c.getAllKeys(core.range(id)));
          revs.onsuccess = () => {
            const cpRevs = revs.result.map(second).sort((a, b) => a - b);
            const next = (i: number): void => {
              if (i === cpRevs.length) return done(cpRevs);
              if (known !== undefined && known.rev === cpRevs[i]) {
                // Checked by the restore this read follows: not read again (issue 33).
                cps.push(known as CheckpointRecord);
                return next(i + 1);
              }
              const one = watch(c.get([id, cpRevs[i] as number]));
              one.onsuccess = () => {
                if (one.result !== undefined) cps.push(one.result as CheckpointRecord);
                next(i + 1);
              };
            };
            next(0);
          };
        };
        const piece = (after: number): void => {
          const range = core.keyRange.bound([id, after], [id, Infinity], true, false);
          const k = watch(j.getAllKeys(range, PIECE));
          const v = watch(j.getAll(range, PIECE));
          v.onsuccess = () => {
            for (const key of k.result) keys.push(second(key));
            for (const value of v.result) values.push(value);
            if (v.result.length < PIECE) checkpoints();
            else piece(keys[keys.length - 1] as number);
          };
        };
        piece(-Infinity);
      }),
  );
}

/** One read: the entry, its starting state, its newest checkpoint and the journal records after it. */
export function readQuick<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
): Promise<QuickData | Failure> {
  return core.read(
    [STORES.entries, STORES.initials, STORES.raw, STORES.journal, STORES.checkpoints],
    'read an encounter',
    (tx) =>
      new Promise<QuickData>((resolve, reject) => {
        // Callbacks, not awaits, between dependent requests of one transaction.
        const fail = (r: IDBRequest): void => reject(r.error ?? new Error('read failed'));
        const entry = tx.objectStore(STORES.entries).get(id);
        const initial = tx.objectStore(STORES.initials).get(id);
        const raw = tx.objectStore(STORES.raw).get(id);
        const cps = tx.objectStore(STORES.checkpoints);
        const revsReq = cps.getAllKeys(core.range(id));
        for (const r of [entry, initial, raw, revsReq]) r.onerror = () => fail(r);
        revsReq.onsuccess = () => {
          const cpRevs = revsReq.result.map(second).sort((a, b) => a - b);
          const newest = cpRevs[cpRevs.length - 1];
          const cp = newest === undefined ? null : cps.get([id, newest]);
          const after =
            newest === undefined ? core.range(id) : core.keyRange.bound([id, newest], [id, Infinity], true, false);
          const j = tx.objectStore(STORES.journal);
          const keys = j.getAllKeys(after);
          const values = j.getAll(after);
          for (const r of [keys, values, ...(cp ? [cp] : [])]) r.onerror = () => fail(r);
          values.onsuccess = () =>
            resolve({
              entry: entry.result as EntryRecord | undefined,
              initialText: textOf(initial.result),
              rawText: textOf(raw.result),
              cp: (cp?.result as CheckpointRecord | undefined) ?? undefined,
              cpRevs,
              keys: keys.result.map(second),
              values: values.result,
            });
        };
      }),
  );
}

/**
 * Parse an entry's stored data as far as it goes (no replay). `parse: false` leaves the commands' texts unparsed
 * (`commands` empty): the caller parses each as it replays it (a long history, in slices).
 */
export function prepare<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  data: Pick<EntryData, 'keys' | 'values' | 'initialText'>,
  folded: Folded = fold(data.keys, data.values),
  parse = true,
): Prepared<E, C> {
  const texts = folded.cmds;
  const cursor = Math.min(folded.cursor, texts.length);
  const initialText = data.initialText ?? 'null';
  const out: Prepared<E, C> = {
    folded,
    texts,
    commands: [],
    cursor,
    initialText,
    start: null,
    problem: folded.problem ? folded.problem.code : null,
  };
  if (data.initialText === undefined) {
    out.problem = 'noInitial';
    return out;
  }
  const memo = core.parsedStart;
  if (memo !== null && memo.text === data.initialText) out.start = memo.start;
  else {
    const parsed = parseEncounterFile(fileTextOf(data.initialText, [], 0), core.systemOf, STORED);
    if (!parsed.ok) {
      out.problem = parsed.error;
      return out;
    }
    const system = core.systemOf(parsed.file.initial.system);
    if (!system) {
      out.problem = { m: 'file', problem: 'unknownSystem', where: parsed.file.initial.system.slice(0, 40) } as FileMsg;
      return out;
    }
    out.start = { system, initial: parsed.file.initial as E };
    // The next read of the same text (the whole history after a restore) takes this parse (issue 33).
    core.parsedStart = { text: data.initialText, start: out.start };
  }
  if (!parse) return out;
  for (let i = 0; i < texts.length; i++) {
    try {
      out.commands.push(JSON.parse(texts[i] as string) as C);
    } catch {
      out.problem ??= 'badCommandText';
      out.texts = texts.slice(0, i);
      out.cursor = Math.min(out.cursor, i);
      break;
    }
  }
  return out;
}

/** Mark an entry damaged (metadata only; its data stays as it is) and forget any writer of it. */
async function markDamaged<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  entry: EntryRecord,
  damage: Damage,
): Promise<Damaged> {
  const w = core.writers.get(id);
  if (w) core.setStatus(w, { saving: false, reason: 'damaged' });
  core.writers.delete(id);
  core.damagedIds.add(id);
  const at = core.now();
  await core.write([STORES.entries], (tx) => {
    tx.objectStore(STORES.entries).put({
      ...entry,
      updatedAt: at,
      damage: { reason: damage.reason, commandsThatReplay: damage.commandsThatReplay, at },
    } satisfies EntryRecord);
  });
  return { ok: false, reason: 'damaged', damaged: damage };
}

/**
 * Mark an entry damaged for `reason`, with how many of its commands replay (`replayed`, else counted by a
 * replay) and its export text.
 */
export function damagedFrom<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  entry: EntryRecord,
  p: Prepared<E, C>,
  reason: DamageReason,
  replayed?: number,
): Promise<Damaged> {
  let n = replayed ?? 0;
  if (replayed === undefined && p.start) {
    const r = Session.replay<E, C>(p.start.system, p.start.initial, p.commands, p.commands.length);
    n = r.failedAt ?? p.commands.length;
  }
  return markDamaged(core, id, entry, {
    reason,
    commandsThatReplay: n,
    canRestorePrefix: p.start !== null,
    exportText: fileTextOf(p.start ? encounterJson(p.start.initial) : p.initialText, p.texts, p.cursor),
  });
}

/** The damage of an entry that holds only a raw file text (a version-1 autosave that did not load). */
export function rawDamage<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  entry: EntryRecord,
  text: string,
): Damage {
  const parsed = parseEncounterFile<C>(text, core.systemOf);
  if (!parsed.ok)
    return {
      reason: entry.damage?.reason ?? parsed.error,
      commandsThatReplay: 0,
      canRestorePrefix: false,
      exportText: text,
    };
  const system = core.systemOf(parsed.file.initial.system);
  if (!system)
    return {
      reason: entry.damage?.reason ?? 'noInitial',
      commandsThatReplay: 0,
      canRestorePrefix: false,
      exportText: text,
    };
  const r = Session.replay<E, C>(system, parsed.file.initial as E, parsed.file.commands, parsed.file.commands.length);
  const n = r.failedAt ?? parsed.file.commands.length;
  return {
    reason: r.failedAt === null ? (entry.damage?.reason ?? 'migration') : refusalMsg(r.failure, r.failedAt),
    commandsThatReplay: n,
    canRestorePrefix: true,
    exportText: text,
  };
}

/** An entry's stored log, as {@link readLog} gives it. */
export interface StoredLog {
  entry: EntryRecord;
  initialText: string | undefined;
  rawText?: string;
  texts: string[];
  cursor: number;
  problem: boolean;
}

/**
 * An entry's stored log (command texts and cursor), without replaying: from the newest checkpoint and the
 * records after it when that checkpoint passes its own checks, else from the whole journal (as far as it folds).
 */
export async function readLog<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
): Promise<StoredLog | Failure> {
  const quick = await readQuick(core, id);
  if (isFailure(quick)) return quick;
  const entry = quick.entry;
  if (!entry) return { ok: false, reason: 'notFound' };
  if (entry.rawOnly)
    return { entry, initialText: undefined, rawText: quick.rawText ?? '', texts: [], cursor: 0, problem: true };
  const cp = quick.cp;
  if (cp && cp.rev === quick.cpRevs[quick.cpRevs.length - 1] && checkpointIntegrity(cp)) {
    const f = fold(quick.keys, quick.values, { cmds: cp.log, cursor: cp.n, chainKey: cp.rev, lastWriter: cp.lw });
    if (!f.problem && !f.restarted)
      return { entry, initialText: quick.initialText, texts: f.cmds, cursor: f.cursor, problem: false };
  }
  const data = await readEntry(core, id, false);
  if (isFailure(data)) return data;
  const f = fold(data.keys, data.values);
  return {
    entry,
    initialText: data.initialText,
    texts: f.cmds,
    cursor: Math.min(f.cursor, f.cmds.length),
    problem: f.problem !== null,
  };
}
