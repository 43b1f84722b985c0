/**
 * The journal's hot path (see library.ts): `append` / `record` write one small record per applied command or
 * undo/redo, issued synchronously in the call (one `add` in its own readwrite transaction, then `commit()`): no
 * await, no read. Appends of one encounter are keyed by consecutive revisions and IndexedDB runs readwrite
 * transactions on one store in the order they were created, so what reaches the disk is always a prefix of what
 * was appended. A watchdog turns a write that hangs into a 'timeout' status.
 */
import { scheduleCheckpoint } from './checkpoints';
import type { Core } from './core';
import { abortQuietly, commitNow, detailOf, reasonOf, SAVING } from './idb';
import type { CommandBase, Encounter, Session } from './kernel';
import { STORES, type JournalRecord } from './records';
import type { AppendResult, JournalAppend } from './types';

/** See {@link Library.append}. */
export function append<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  entry: JournalAppend<C>,
): AppendResult {
  const w = core.writers.get(id);
  if (!w) return { ok: false, reason: core.damagedIds.has(id) ? 'damaged' : 'notOpen' };
  if (!w.status.saving && w.status.reason !== 'timeout') return { ok: false, reason: w.status.reason };
  if (core.dead) return { ok: false, reason: core.dead };
  const t = core.now();
  const tabId = core.tabId;
  let rec: JournalRecord;
  let text = '';
  if (entry.kind === 'command') {
    if (entry.seq !== w.cursor + 1) return core.broken(w, `command ${entry.seq} appended at cursor ${w.cursor}`);
    try {
      text = (JSON.stringify(entry.command) as string | undefined) ?? '';
    } catch (e) {
      return core.broken(w, detailOf(e));
    }
    if (!text.startsWith('{')) return core.broken(w, 'the command is not an object');
    rec = { k: 'c', s: entry.seq, c: text, w: tabId, p: w.rejoin !== null ? tabId : w.lastW, t };
  } else {
    if (!Number.isInteger(entry.cursor) || entry.cursor < 0 || entry.cursor > w.len)
      return core.broken(w, `cursor ${entry.cursor} outside 0..${w.len}`);
    rec = { k: 'u', u: entry.cursor, w: tabId, p: w.rejoin !== null ? tabId : w.lastW, t };
  }
  let key = w.rev;
  let tx: IDBTransaction | undefined;
  try {
    tx = core.db.transaction(STORES.journal, 'readwrite');
    const store = tx.objectStore(STORES.journal);
    if (w.rejoin !== null)
      store.add({ k: 'j', to: w.rejoin, w: tabId, p: w.lastW, t } satisfies JournalRecord, [id, ++key]);
    store.add(rec, [id, ++key]);
    commitNow(tx);
  } catch (e) {
    abortQuietly(tx);
    core.failed(w, e);
    return { ok: false, reason: reasonOf(e), detail: detailOf(e) };
  }
  // Issued: the in-memory view follows the journal.
  const rev = key;
  w.rev = rev;
  w.lastW = tabId;
  w.rejoin = null;
  if (entry.kind === 'command') {
    w.len = entry.seq;
    w.cursor = entry.seq;
    w.texts.length = entry.seq - 1;
    w.texts.push(text);
    w.chain.set(entry.seq, text);
  } else w.cursor = entry.cursor;
  w.since++;
  w.inflight.push(t);
  armWatchdog(core);
  tx.oncomplete = () => {
    w.inflight.shift();
    if (!w.status.saving && w.status.reason === 'timeout' && w.inflight.length === 0) core.setStatus(w, SAVING);
    core.post({ t: 'a', id, rev, w: tabId });
    if (w.inflight.length === 0) for (const f of w.drained.splice(0)) f();
  };
  tx.onabort = () => {
    w.inflight.shift();
    core.failed(w, tx.error);
    if (w.inflight.length === 0) for (const f of w.drained.splice(0)) f();
  };
  return { ok: true, rev };
}

/** See {@link Library.record}. */
export function record<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
  session: Session<E, C>,
  change: 'command' | 'undo' | 'redo',
): AppendResult {
  const w = core.writers.get(id);
  if (w) w.session = session;
  let r: AppendResult;
  if (change === 'command') {
    const e = session.entry(session.cursor - 1);
    if (!e) return w ? core.broken(w, 'no command at the cursor') : { ok: false, reason: 'notOpen' };
    r = append(core, id, { kind: 'command', seq: session.cursor, command: e.command });
  } else r = append(core, id, { kind: 'cursor', cursor: session.cursor });
  if (r.ok && w) scheduleCheckpoint(core, w);
  return r;
}

/** See {@link Library.whenWritten}. */
export function whenWritten<E extends Encounter, C extends CommandBase>(
  core: Core<E, C>,
  id: string,
): Promise<boolean> {
  const w = core.writers.get(id);
  if (!w) return Promise.resolve(false);
  if (w.inflight.length === 0) return Promise.resolve(w.status.saving);
  return new Promise((resolve) => w.drained.push(() => resolve(core.writers.get(id) === w && w.status.saving)));
}

/** A write that has not finished after `timeoutMs` turns its encounter's status to 'timeout' (until it does). */
function armWatchdog<E extends Encounter, C extends CommandBase>(core: Core<E, C>): void {
  if (core.watchdog || !(core.timeoutMs > 0) || !Number.isFinite(core.timeoutMs)) return;
  core.watchdog = setTimeout(() => {
    core.watchdog = null;
    const t = core.now();
    let waiting = false;
    for (const w of core.writers.values()) {
      const oldest = w.inflight[0];
      if (oldest === undefined) continue;
      waiting = true;
      if (t - oldest >= core.timeoutMs && w.status.saving)
        core.setStatus(w, {
          saving: false,
          reason: 'timeout',
          detail: `a write has not finished after ${core.timeoutMs} ms`,
        });
    }
    if (waiting) armWatchdog(core);
  }, core.timeoutMs);
}
