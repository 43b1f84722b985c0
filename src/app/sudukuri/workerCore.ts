/**
 * The odds worker's logic, apart from the worker global so it can be tested in Node: runs a simulation in
 * chunks, yielding between chunks (so a cancel message is seen), and posts progress after each chunk.
 */
import { oddsResult, runOdds, startOdds, type OddsJob } from '../../rules/sudukuri';
import type { OddsInbound, OddsOutbound } from './protocol';

/** Default battles per chunk (about a few ms each on a desktop). */
export const DEFAULT_CHUNK = 250;

/**
 * Run callbacks as soon as possible but after pending messages, without the 4 ms clamp of nested `setTimeout(0)`:
 * each one is a task posted through a MessageChannel, in order.
 */
export function messageChannelLater(): (fn: () => void) => void {
  const queue: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => queue.shift()?.();
  return (fn) => {
    queue.push(fn);
    channel.port2.postMessage(null);
  };
}

/** Build a message handler; `post` sends to the main thread, `later` schedules the next chunk. */
export function oddsWorkerHandler(
  post: (m: OddsOutbound) => void,
  later: (fn: () => void) => void = (fn) => setTimeout(fn, 0),
): (m: OddsInbound) => void {
  const active = new Map<number, OddsJob>();
  const step = (id: number, total: number, chunk: number): void => {
    const job = active.get(id);
    if (!job) return; // cancelled
    try {
      runOdds(job, Math.min(chunk, total - job.tally.runs));
      if (job.tally.runs >= total) {
        active.delete(id);
        post({ type: 'done', id, result: oddsResult(job) });
        return;
      }
      post({ type: 'progress', id, done: job.tally.runs, total, partial: oddsResult(job) });
      later(() => step(id, total, chunk));
    } catch (e) {
      active.delete(id);
      post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
    }
  };
  return (m) => {
    if (m.type === 'cancel') {
      active.delete(m.id);
      return;
    }
    const total = Math.max(0, Math.floor(m.runs));
    const chunk = Math.max(1, Math.floor(m.chunk ?? DEFAULT_CHUNK));
    try {
      active.set(m.id, startOdds(m.battle, m.seed));
    } catch (e) {
      post({ type: 'error', id: m.id, message: e instanceof Error ? e.message : String(e) });
      return;
    }
    step(m.id, total, chunk);
  };
}
