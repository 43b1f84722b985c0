/** The odds client and worker logic, with an in-process fake worker (Node has no Web Worker). */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../rules/sudukuri/odds';
import { battle, ch } from '../../rules/sudukuri/testkit';
import { OddsCancelledError, requestOdds, type OddsProgressInfo, type WorkerLike } from './oddsClient';
import type { OddsInbound, OddsOutbound } from './protocol';
import { messageChannelLater, oddsWorkerHandler } from './workerCore';

/** A fake worker running the real worker logic; chunks are scheduled with setTimeout like the real one. */
function fakeWorker(): WorkerLike & { terminated: boolean } {
  const w: WorkerLike & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage(m: OddsInbound) {
      if (!w.terminated) handle(m);
    },
    terminate() {
      w.terminated = true;
    },
  };
  const handle = oddsWorkerHandler((m: OddsOutbound) => {
    if (!w.terminated) w.onmessage?.({ data: m } as MessageEvent<OddsOutbound>);
  });
  return w;
}

const b = battle({ pc: [ch('A', 30, 8, 2, { doubleAttack: 1 })], opp: [ch('O', 30, 7, 2, { regeneration: 1 })] });

describe('odds worker client', () => {
  it('reports progress per chunk and resolves with the same result as a direct simulation', async () => {
    const progress: OddsProgressInfo[] = [];
    const h = requestOdds(
      b,
      { runs: 1000, seed: 4 },
      { chunk: 300, createWorker: fakeWorker, onProgress: (p) => progress.push(p) },
    );
    const r = await h.promise;
    expect(progress.map((p) => p.done)).toEqual([300, 600, 900]);
    expect(progress.every((p) => p.total === 1000)).toBe(true);
    expect(r).toEqual(simulate(b, { runs: 1000, seed: 4 }));
  });

  it('cancel rejects at once and terminates the worker; no progress after it', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const progress: number[] = [];
    const h = requestOdds(
      b,
      { runs: 100000, seed: 1 },
      {
        chunk: 100,
        createWorker: () => {
          const w = fakeWorker();
          workers.push(w);
          return w;
        },
        onProgress: (p) => {
          progress.push(p.done);
          if (p.done === 200) h.cancel();
        },
      },
    );
    await expect(h.promise).rejects.toBeInstanceOf(OddsCancelledError);
    await new Promise((r) => setTimeout(r, 20));
    expect(progress).toEqual([100, 200]);
    expect(workers.map((w) => w.terminated)).toEqual([true]);
  });
});

describe('messageChannelLater', () => {
  it('runs callbacks in order, each in its own task after the current one', async () => {
    const later = messageChannelLater();
    const seen: number[] = [];
    later(() => seen.push(1));
    later(() => seen.push(2));
    seen.push(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([0, 1, 2]);
  });
});
