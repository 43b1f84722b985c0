import { describe, expect, it } from 'vitest';
import { busyNow, testWorkers } from './testWorkers';

describe('test workers (issue 33: the suite in budget, and passing on a loaded machine)', () => {
  it('two on an idle 2-core machine, one on a busy one or a 1-core one', () => {
    expect(testWorkers(undefined, 0.05, 2)).toBe(2);
    expect(testWorkers(undefined, 0.45, 2)).toBe(2);
    expect(testWorkers(undefined, 0.55, 2)).toBe(1);
    expect(testWorkers(undefined, 1, 2)).toBe(1);
    expect(testWorkers(undefined, 0, 1)).toBe(1);
    expect(testWorkers(undefined, 0, 16)).toBe(2);
  });
  it('a value given decides; a bad one is ignored', () => {
    expect(testWorkers('1', 0, 2)).toBe(1);
    expect(testWorkers('3', 1, 2)).toBe(3);
    expect(testWorkers('', 1, 2)).toBe(1);
    expect(testWorkers('two', 0, 2)).toBe(2);
    expect(testWorkers('0', 0, 2)).toBe(2);
  });
  it('the busy share is read from the processors: a share between 0 and 1', () => {
    const idle = busyNow(200);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(1);
  });
});
