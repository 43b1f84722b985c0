import { describe, expect, it } from 'vitest';
import { testWorkers } from './testWorkers';

describe('test workers (issue 33: the suite in budget, and passing on a loaded machine)', () => {
  it('two on a quiet 2-core machine, one on a busy one or a 1-core one', () => {
    expect(testWorkers(undefined, 0.5, 2)).toBe(2);
    expect(testWorkers(undefined, 3.9, 2)).toBe(2);
    expect(testWorkers(undefined, 4.1, 2)).toBe(1);
    expect(testWorkers(undefined, 18, 2)).toBe(1);
    expect(testWorkers(undefined, 0, 1)).toBe(1);
    expect(testWorkers(undefined, 1, 16)).toBe(2);
  });
  it('a value given decides; a bad one is ignored', () => {
    expect(testWorkers('1', 0, 2)).toBe(1);
    expect(testWorkers('3', 30, 2)).toBe(3);
    expect(testWorkers('', 30, 2)).toBe(1);
    expect(testWorkers('two', 0, 2)).toBe(2);
    expect(testWorkers('0', 0, 2)).toBe(2);
  });
});
