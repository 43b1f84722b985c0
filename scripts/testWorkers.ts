/**
 * How many test workers to run now (issue 33: the whole `npm test` well under 15 minutes on a 2-core machine, and
 * still passing on a loaded one). Measured on this project's 2-core machine: two workers run the e2e suite in
 * 7.7 min against 13–14 with one, and the unit tests in 66 s against ~160; but at load ~18 (other work on the
 * machine) two e2e workers starved each other's pages until inputs were lost (a player's drag, a ping's click).
 * So: two workers on a machine not busy with other work, one on a busy one. A value given (an environment variable)
 * decides.
 */
import { availableParallelism, loadavg } from 'node:os';

/** At most this many workers: more were never measured here. */
const MOST = 2;

export function testWorkers(
  given: string | undefined,
  load = loadavg()[0] ?? 0,
  cores = availableParallelism(),
): number {
  const n = Number(given);
  if (given !== undefined && given !== '' && Number.isInteger(n) && n >= 1) return n;
  if (cores < 2) return 1;
  // The 1-minute load includes this suite's own steps just before (a build, the static checks: ~2 on 2 cores);
  // above two runnable tasks per core something else is using the machine.
  return load <= 2 * cores ? Math.min(MOST, cores) : 1;
}
