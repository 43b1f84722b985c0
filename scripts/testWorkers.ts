/**
 * How many test workers to run now (issue 33: the whole `npm test` well under 15 minutes on a 2-core machine, and
 * still passing on a loaded one). Measured on this project's 2-core machine: two workers run the e2e suite in
 * 7.7 min against 13–14 with one, and the unit tests in 66 s against ~160; but with other work on the machine
 * (load ~18) two e2e workers starved each other's pages until inputs were lost (a player's drag, a ping's click).
 * So: two workers when the machine is idle now, one when something else keeps it busy. A value given (an
 * environment variable) decides.
 *
 * "Now" is the processors' busy share over half a second, not the load average: the 1-minute load still counts this
 * suite's own steps just before (the build, the static checks), which are over when the tests start.
 */
import { availableParallelism, cpus } from 'node:os';

/** At most this many workers: more were never measured here. */
const MOST = 2;

/** The share of processor time (0–1) spent busy over the next `ms` milliseconds, all processors together. */
export function busyNow(ms = 500): number {
  const total = (t: { user: number; nice: number; sys: number; idle: number; irq: number }) =>
    t.user + t.nice + t.sys + t.idle + t.irq;
  const a = cpus();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  const b = cpus();
  let idle = 0;
  let all = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const ta = (a[i] as (typeof a)[number]).times;
    const tb = (b[i] as (typeof b)[number]).times;
    idle += tb.idle - ta.idle;
    all += total(tb) - total(ta);
  }
  return all > 0 ? 1 - idle / all : 0;
}

export function testWorkers(given: string | undefined, busy?: number, cores = availableParallelism()): number {
  const n = Number(given);
  if (given !== undefined && given !== '' && Number.isInteger(n) && n >= 1) return n;
  if (cores < 2) return 1;
  // Something else using a whole processor of two (or more) is a busy machine.
  return (busy ?? busyNow()) < 0.5 ? Math.min(MOST, cores) : 1;
}
