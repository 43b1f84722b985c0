import { describe, expect, it } from 'vitest';
import { StorageTimeout, timedSteps } from './idb';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a read in steps times out only when it stops answering (issue 33)', () => {
  it('a read whose steps come in time finishes, however long it takes in all', async () => {
    const t0 = Date.now();
    const got = await timedSteps(
      async (progress) => {
        for (let i = 0; i < 8; i++) {
          await wait(15);
          progress();
        }
        return 'done';
      },
      60,
      'a long read',
    );
    expect(got).toBe('done');
    // Longer in all than one timeout: the old single timer would have given up.
    expect(Date.now() - t0).toBeGreaterThan(60);
  });

  it('a read that stops answering gives up after the timeout since its last step', async () => {
    let steps = 0;
    const r = timedSteps(
      async (progress) => {
        await wait(5);
        progress();
        steps++;
        await new Promise(() => {});
      },
      40,
      'a stuck read',
    );
    await expect(r).rejects.toBeInstanceOf(StorageTimeout);
    expect(steps).toBe(1);
  });

  it('a failure is passed on as it is', async () => {
    await expect(timedSteps(() => Promise.reject(new Error('boom')), 40, 'x')).rejects.toThrow('boom');
  });
});
