/**
 * Checkpoints (off the hot path, see library.ts): every `checkpointEvery` appends `record` asks `idle` to run
 * `checkpoint`: once every append before it is on disk, the history at that revision is stored compacted into one
 * record — the whole log, the state at the cursor, hashes of each. Here too the checks a restore makes of one.
 */
import type { Core } from './core';
import { hashText, PrefixChain } from './hash';
import { commitNow, finished, timed } from './idb';
import { parseEncounterFile, type CommandBase, type Encounter, type Session } from './kernel';
import { fileTextOf, stateText, STORES, type CheckpointRecord } from './records';
import { textHash } from './stateHash';
import type { Slice } from './slices';
import type { Writer } from './types';

/**
 * How the library parses the states it stored (starting states, checkpoints): they carry no file version, and
 * those saved before file version 3 hold the dice as the legacy integer (issue 26; the loader migrates it).
 */
export const STORED = { stored: true } as const;

/** A checkpoint record of a log at revision `rev` whose state (after `n` commands) is `state`. */
export function checkpointRecord(
  rev: number,
  lastWriter: string,
  n: number,
  log: readonly string[],
  chain: PrefixChain,
  state: Encounter,
  t: number,
): CheckpointRecord {
  const text = stateText(state);
  return { rev, lw: lastWriter, n, log, state: text, sh: hashText(text), ph: chain.at(n), lh: chain.at(log.length), t };
}

/** Ask for a checkpoint in idle time when `checkpointEvery` commands were recorded since the last one. */
export function scheduleCheckpoint<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  w: Writer<E, C>,
): void {
  if (w.since < core.every || w.scheduled) return;
  w.scheduled = true;
  core.idle(() => {
    w.scheduled = false;
    if (w.session && core.writers.get(w.id) === w) void checkpoint(core, w.id, w.session);
  });
}

/** See {@link Library.checkpoint}. */
export async function checkpoint<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  session: Session<E, C>,
): Promise<boolean> {
  const w = core.writers.get(id);
  if (!w) return false;
  if (w.inflight.length > 0) {
    // Only what is on disk may be checkpointed: wait for the appends issued so far.
    try {
      await timed(new Promise<void>((r) => w.drained.push(r)), core.timeoutMs, 'appends before a checkpoint');
    } catch {
      return false;
    }
    if (w.inflight.length > 0) {
      // More came meanwhile: ask again in idle time.
      w.since = Math.max(w.since, core.every);
      scheduleCheckpoint(core, w);
      return false;
    }
  }
  if (core.writers.get(id) !== w || !w.status.saving || core.dead || w.rejoin !== null) return false;
  if (session.length !== w.len || session.cursor !== w.cursor) return false;
  if (w.len === 0 || w.cpRevs[0] === w.rev) {
    w.since = 0;
    return false;
  }
  const rev = w.rev;
  const counted = w.since;
  const rec = checkpointRecord(rev, w.lastW, w.cursor, w.texts.slice(), w.chain, session.state, core.now());
  const older = w.cpRevs.filter((r) => r !== rev);
  const drop = older.slice(Math.max(0, core.keep - 1));
  try {
    const tx = core.db.transaction(STORES.checkpoints, 'readwrite');
    const store = tx.objectStore(STORES.checkpoints);
    store.put(rec, [id, rev]);
    for (const r of drop) store.delete([id, r]);
    commitNow(tx);
    await timed(finished(tx), core.timeoutMs, 'checkpoint');
  } catch {
    // a checkpoint is a cache: the journal is the truth; a failed one changes nothing
    return false;
  }
  w.cpRevs = [rev, ...older.slice(0, Math.max(0, core.keep - 1))];
  w.since = Math.max(0, w.since - counted); // appends made while it was written still count
  return true;
}

/** A checkpoint record's fields are of the right kinds (before any hash is checked). */
export function checkpointShape(cp: CheckpointRecord): boolean {
  if (
    typeof cp !== 'object' ||
    cp === null ||
    !Array.isArray(cp.log) ||
    typeof cp.state !== 'string' ||
    typeof cp.lw !== 'string'
  )
    return false;
  if (!Number.isInteger(cp.n) || cp.n < 0 || cp.n > cp.log.length || !Number.isInteger(cp.rev)) return false;
  return cp.log.every((c) => typeof c === 'string');
}

/** A checkpoint's own checks: its shape, the hash of its log, of the prefix its state belongs to, of its state. */
export function checkpointIntegrity(cp: CheckpointRecord): boolean {
  if (!checkpointShape(cp)) return false;
  const chain = PrefixChain.of(cp.log);
  return chain.at(cp.log.length) === cp.lh && chain.at(cp.n) === cp.ph && hashText(cp.state) === cp.sh;
}

/** {@link checkpointIntegrity} in slices (the whole history after a restore, issue 33). */
export async function checkpointIntact(
  cp: CheckpointRecord,
  chainOf: (texts: readonly string[]) => Promise<PrefixChain>,
  slice: Slice,
): Promise<boolean> {
  if (!checkpointShape(cp)) return false;
  const chain = await chainOf(cp.log);
  if (chain.at(cp.log.length) !== cp.lh || chain.at(cp.n) !== cp.ph) return false;
  await slice(true);
  return (await textHash(cp.state, slice)) === cp.sh;
}

/** A checkpoint's state if the loader accepts it (and it is of the encounter's rule system), else null. */
export function checkpointState<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  cp: CheckpointRecord,
  initial: E,
): E | null {
  const parsed = parseEncounterFile(fileTextOf(cp.state, [], 0), core.systemOf, STORED);
  if (!parsed.ok || parsed.file.initial.system !== initial.system) return null;
  return parsed.file.initial as E;
}
