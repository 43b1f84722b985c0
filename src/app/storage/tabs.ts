/**
 * Two tabs (see library.ts): an append that finds its revision taken fails inside IndexedDB (`add` on an existing
 * key) and the tab is told 'conflict'; every committed append is also announced on a BroadcastChannel so the
 * other tab knows at once. Nothing more is written to that encounter until `force` (keep mine) or a new
 * `restore`; `resync` writes the whole log again after a failed write unless another tab wrote meanwhile.
 */
import { scheduleCheckpoint } from './checkpoints';
import type { Core } from './core';
import { PrefixChain } from './hash';
import { detailOf, SAVING, type NotSavingReason } from './idb';
import type { CommandBase, Encounter, Session } from './kernel';
import { STORES, type JournalRecord } from './records';
import { second, type AppendResult, type Writer } from './types';

/** A message of another tab on the channel (an append, a change of the list, an entry purged). */
export function onTabMessage<E extends Encounter, C extends CommandBase>(core: Core<E, C>, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const m = data as { t?: unknown; id?: unknown; rev?: unknown; w?: unknown };
  if (m.t === 'l') {
    for (const fn of core.libraryListeners) fn();
    return;
  }
  if (typeof m.id !== 'string') return;
  const w = core.writers.get(m.id);
  if (m.t === 'x') {
    for (const fn of core.libraryListeners) fn();
    if (w) core.setStatus(w, { saving: false, reason: 'deleted' });
    return;
  }
  if (m.t !== 'a' || !w || m.w === core.tabId || typeof m.rev !== 'number') return;
  if (m.rev > w.rev && (w.status.saving || w.status.reason === 'timeout'))
    core.setStatus(w, { saving: false, reason: 'conflict' });
}

/**
 * Write the session's whole log as one reset record after whatever the journal holds: `force` (keep mine) after
 * another tab's records, else ('resync') only if no other tab wrote since this one last read ('conflict').
 */
export async function rewrite<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  session: Session<E, C>,
  force: boolean,
): Promise<AppendResult> {
  const w = core.writers.get(id);
  if (!w) return { ok: false, reason: core.damagedIds.has(id) ? 'damaged' : 'notOpen' };
  // Purged (here or in another tab): writing now would leave records without an entry.
  if (!w.status.saving && w.status.reason === 'deleted') return { ok: false, reason: 'deleted' };
  let texts: string[];
  try {
    texts = session.commands().map((c) => JSON.stringify(c));
  } catch (e) {
    return { ok: false, reason: 'invalid', detail: detailOf(e) };
  }
  const t = core.now();
  let outcome: { rev: number } | 'conflict' | null = null;
  const fail = await core.write([STORES.journal, STORES.checkpoints], (tx) => {
    const j = tx.objectStore(STORES.journal);
    const req = j.openCursor(core.keyRange.bound([id, w.seenRev], [id, Infinity], true, false));
    let tail = w.seenRev;
    let other = false;
    let tailW = '';
    req.onsuccess = () => {
      const cur = req.result;
      if (cur) {
        const v = cur.value as Partial<JournalRecord> | null;
        tail = second(cur.primaryKey);
        tailW = typeof v?.w === 'string' ? v.w : '';
        if (tailW !== core.tabId) other = true;
        cur.continue();
        return;
      }
      if (other && !force) {
        outcome = 'conflict';
        return;
      }
      if (tail === w.seenRev) tailW = w.lastW;
      j.add({ k: 'r', cs: texts, u: session.cursor, w: core.tabId, p: tailW, t } satisfies JournalRecord, [
        id,
        tail + 1,
      ]);
      tx.objectStore(STORES.checkpoints).delete(core.range(id));
      outcome = { rev: tail + 1 };
    };
  });
  if (fail) {
    core.setStatus(
      w,
      fail.detail === undefined
        ? { saving: false, reason: fail.reason as NotSavingReason }
        : { saving: false, reason: fail.reason as NotSavingReason, detail: fail.detail },
    );
    return fail;
  }
  const o = outcome as { rev: number } | 'conflict' | null;
  if (o === 'conflict' || o === null) {
    core.setStatus(w, { saving: false, reason: 'conflict' });
    return { ok: false, reason: 'conflict' };
  }
  Object.assign(w, {
    rev: o.rev,
    seenRev: o.rev,
    lastW: core.tabId,
    rejoin: null,
    len: session.length,
    cursor: session.cursor,
    texts,
    chain: PrefixChain.of(texts),
    cpRevs: [],
    since: Math.max(core.every, 1),
    session,
    inflight: [],
    drained: [],
  } satisfies Partial<Writer<E, C>>);
  core.setStatus(w, core.dead ? { saving: false, reason: core.dead } : SAVING);
  scheduleCheckpoint(core, w);
  core.post({ t: 'a', id, rev: o.rev, w: core.tabId });
  return { ok: true, rev: o.rev };
}
