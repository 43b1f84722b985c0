/**
 * Restoring an encounter and opening it for writing in this tab (see library.ts). Quick path: the newest
 * checkpoint and the journal records after it (one read), the checkpoint's checks, then `Session.resume` with the
 * commands after it. Anything doubtful takes the full path: the whole journal, the other checkpoints (each
 * checked), else a replay from the start. If that fails too, the entry is marked damaged, kept untouched.
 */
import { checkpointIntegrity, checkpointShape, checkpointState, scheduleCheckpoint } from './checkpoints';
import type { Core } from './core';
import { hashText, PrefixChain } from './hash';
import { request } from './idb';
import { Session, type CommandBase, type Encounter } from './kernel';
import { damagedFrom, prepare, rawDamage, readEntry, readQuick, refusalMsg } from './reads';
import { fold, STORES, type CheckpointRecord, type EntryRecord, type Folded } from './records';
import { updateEntry } from './catalogue';
import { chainOf, parseTexts, slicer, type Slice } from './slices';
import { isFailure, type QuickData, type RestoreResult, type Writer } from './types';

/** See {@link Library.restore}. */
export async function restore<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  pause?: () => Promise<void>,
): Promise<RestoreResult<E, C>> {
  const quick = await readQuick(core, id);
  if (isFailure(quick)) return quick;
  const entry = quick.entry;
  if (!entry || entry.deletedAt !== null) return { ok: false, reason: 'notFound' };
  if (entry.rawOnly) {
    core.damagedIds.add(id);
    return { ok: false, reason: 'damaged', damaged: rawDamage(core, entry, quick.rawText ?? '') };
  }
  const bad: number[] = [];
  core.checkedCps.delete(id);
  if (quick.cp !== undefined) {
    const q = await resumeQuick(core, quick, slicer(pause));
    if (q === 'bad') bad.push(quick.cpRevs[quick.cpRevs.length - 1] as number);
    else if (q !== 'unusable') {
      const { log: _log, state: _state, ...checked } = quick.cp;
      core.checkedCps.set(id, checked);
      const w = core.openWriter(id, q.session, q.folded, q.chain, q.texts, quick.cpRevs.slice().reverse());
      w.since = quick.keys.length;
      restored(core, entry, w);
      return {
        ok: true,
        session: q.session,
        from: 'checkpoint',
        replayed: q.replayed,
        ignored: q.folded.ignored,
        lost: q.folded.lostTail,
        badCheckpoints: 0,
      };
    }
  }
  const data = await readEntry(core, id, false);
  if (isFailure(data)) return data;
  if (!data.entry) return { ok: false, reason: 'notFound' };
  const p = prepare(core, data);
  if (p.problem !== null || !p.start) return damagedFrom(core, id, entry, p, p.problem ?? 'noInitial');
  const { system, initial } = p.start;
  const chain = PrefixChain.of(p.texts);
  let result: { session: Session<E, C>; n: number; rev: number } | null = null;
  for (const rev of data.cpRevs.slice().reverse()) {
    if (bad.includes(rev)) continue;
    const rec = await core.read([STORES.checkpoints], 'read a checkpoint', (tx) =>
      request(tx.objectStore(STORES.checkpoints).get([id, rev])),
    );
    if (isFailure(rec)) continue;
    const cp = rec as CheckpointRecord | undefined;
    const state =
      cp && cp.rev === rev && cp.n <= p.cursor && cp.ph === chain.at(cp.n) && checkpointIntegrity(cp)
        ? checkpointState(core, cp, initial)
        : null;
    if (state && cp) {
      const r = Session.resume<E, C>(
        system,
        initial,
        p.commands.slice(0, cp.n),
        state,
        p.commands.slice(cp.n),
        p.cursor,
      );
      if (r.failedAt === null) {
        result = { session: r.session, n: cp.n, rev };
        break;
      }
    }
    // Not usable for this history (an older cursor, a rewritten prefix) is not bad; failing a check is.
    if (!cp || !checkpointIntegrity(cp) || (cp.n <= p.cursor && cp.ph === chain.at(cp.n))) bad.push(rev);
  }
  if (!result) {
    const r = Session.replay<E, C>(system, initial, p.commands, p.cursor);
    if (r.failedAt !== null) return damagedFrom(core, id, entry, p, refusalMsg(r.failure, r.failedAt), r.failedAt);
    result = { session: r.session, n: 0, rev: 0 };
  }
  if (bad.length) core.deleteCheckpoints(id, bad);
  const w = core.openWriter(
    id,
    result.session,
    p.folded,
    chain,
    p.texts,
    data.cpRevs.filter((r) => !bad.includes(r)).reverse(),
  );
  const after = result.rev;
  w.since = data.keys.filter((k) => k > after).length;
  restored(core, entry, w);
  return {
    ok: true,
    session: result.session,
    from: result.rev > 0 ? 'checkpoint' : 'start',
    replayed: p.commands.length - result.n,
    ignored: p.folded.ignored,
    lost: p.folded.lostTail,
    badCheckpoints: bad.length,
  };
}

/** After a successful restore: the damage mark goes if there was one, and a checkpoint is asked for if due. */
function restored<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  entry: EntryRecord,
  w: Writer<E, C>,
): void {
  // It restores again (a loader or a rule fixed since): the damage mark goes; the data was never touched.
  if (entry.damage !== null) void updateEntry(core, entry.id, (e) => ({ ...e, damage: null }));
  scheduleCheckpoint(core, w);
}

/**
 * The quick path of a restore: 'bad' when the newest checkpoint fails a check of its own (it is deleted),
 * 'unusable' when it does not fit this history or anything else is doubtful (the full path decides). Issue 33:
 * the checkpoint's log is hashed once (its checks and the final chain) and its commands parsed in slices.
 */
async function resumeQuick<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  d: QuickData,
  slice: Slice,
): Promise<
  { session: Session<E, C>; folded: Folded; chain: PrefixChain; texts: string[]; replayed: number } | 'bad' | 'unusable'
> {
  const cp = d.cp as CheckpointRecord;
  const newest = d.cpRevs[d.cpRevs.length - 1];
  if (cp.rev !== newest || !checkpointShape(cp)) return 'bad';
  // The checkpoint's own checks (checkpointIntegrity), its log hashed once.
  const chain = await chainOf(cp.log, slice);
  if (chain.at(cp.log.length) !== cp.lh || chain.at(cp.n) !== cp.ph) return 'bad';
  await slice(true);
  if (hashText(cp.state) !== cp.sh) return 'bad';
  if (d.initialText === undefined) return 'unusable';
  const folded = fold(d.keys, d.values, { cmds: cp.log, cursor: cp.n, chainKey: cp.rev, lastWriter: cp.lw });
  if (folded.problem || folded.restarted || folded.cursor < cp.n) return 'unusable';
  // The prefix hashes of the final log: the checkpoint's, cut where the log left it, then the new commands.
  let same = 0;
  const texts = folded.cmds;
  while (same < texts.length && same < cp.log.length && texts[same] === cp.log[same]) same++;
  chain.truncate(same);
  for (let i = same; i < texts.length; i++) chain.set(i + 1, texts[i] as string);
  if (chain.at(cp.n) !== cp.ph) return 'unusable';
  await slice(true);
  const p = prepare(core, { keys: [], values: [], initialText: d.initialText }, folded, false);
  if (p.problem !== null || !p.start) return 'unusable';
  await slice(true);
  const commands = await parseTexts<C>(p.texts, slice);
  if (typeof commands === 'number') return 'unusable';
  await slice(true);
  const state = checkpointState(core, cp, p.start.initial);
  if (!state) return 'bad';
  await slice(true);
  const r = Session.resume<E, C>(
    p.start.system,
    p.start.initial,
    commands.slice(0, cp.n),
    state,
    commands.slice(cp.n),
    folded.cursor,
  );
  if (r.failedAt !== null) return 'unusable';
  return { session: r.session, folded, chain, texts: p.texts, replayed: commands.length - cp.n };
}
