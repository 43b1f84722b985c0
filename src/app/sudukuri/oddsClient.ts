/**
 * Promise-based client for the odds worker: `requestOdds(battle, { runs, seed }, { onProgress })` returns a
 * promise of the result and a `cancel()`. Each request gets its own worker, terminated when it finishes or is
 * cancelled (cancel is immediate, even in the middle of a chunk).
 */
import type { OddsResult, SdBattle } from '../../rules/sudukuri';
import type { OddsInbound, OddsOutbound } from './protocol';

/** What the client needs of a worker (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: OddsInbound): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<OddsOutbound>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

/** Progress of a request. */
export interface OddsProgressInfo {
  done: number;
  total: number;
  /** The result over the battles run so far. */
  partial: OddsResult;
}

/** Options of {@link requestOdds}. */
export interface OddsClientOptions {
  onProgress?: (p: OddsProgressInfo) => void;
  /** Battles per chunk (progress granularity). */
  chunk?: number;
  /** Worker factory (tests, or a shared bundle); defaults to the Vite module worker. */
  createWorker?: () => WorkerLike;
}

/** A running request. */
export interface OddsHandle {
  promise: Promise<OddsResult>;
  /** Stop now; the promise rejects with {@link OddsCancelledError}. */
  cancel(): void;
}

/** The request was cancelled. */
export class OddsCancelledError extends Error {
  constructor() {
    super('Odds simulation cancelled');
    this.name = 'OddsCancelledError';
  }
}

function defaultWorker(): WorkerLike {
  return new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

let nextId = 1;

/** Simulate `runs` battles off the main thread. */
export function requestOdds(
  battle: SdBattle,
  params: { runs: number; seed: number },
  opts: OddsClientOptions = {},
): OddsHandle {
  const id = nextId++;
  const worker = (opts.createWorker ?? defaultWorker)();
  let settled = false;
  let rejectFn: (e: Error) => void = () => {};
  const finish = (): void => {
    settled = true;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
  };
  const promise = new Promise<OddsResult>((resolve, reject) => {
    rejectFn = reject;
    worker.onmessage = (e) => {
      const m = e.data;
      if (settled || m.id !== id) return;
      if (m.type === 'progress') opts.onProgress?.({ done: m.done, total: m.total, partial: m.partial });
      else if (m.type === 'done') {
        finish();
        resolve(m.result);
      } else {
        finish();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      if (settled) return;
      finish();
      reject(new Error(e.message || 'Odds worker failed'));
    };
  });
  worker.postMessage({
    type: 'start',
    id,
    battle,
    runs: params.runs,
    seed: params.seed,
    ...(opts.chunk ? { chunk: opts.chunk } : {}),
  });
  return {
    promise,
    cancel(): void {
      if (settled) return;
      worker.postMessage({ type: 'cancel', id });
      finish();
      rejectFn(new OddsCancelledError());
    },
  };
}
