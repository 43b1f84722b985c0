// Run npm scripts side by side (`node scripts/parallel.mjs typecheck lint format:check knip`): `npm test`'s static
// checks are each one process on one core, so on a 2-core machine two at a time take about half as long as one
// after the other. At most SADDLEGRID_JOBS (default: the number of cores, at most 4) run at once. Each script's
// output is printed in one piece when it ends, with its time; the run fails (exit 1) if any script fails, after
// every script has run, so one run reports every problem.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> …');
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.SADDLEGRID_JOBS) || Math.min(4, availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Run one npm script; resolves with its exit code once its whole output has been printed. */
function run(name) {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      shell: process.platform === 'win32',
    });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code, signal) => {
      const rc = code ?? (signal ? 1 : 0);
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${rc === 0 ? 'ok' : `FAILED (exit ${rc})`} in ${secs} s\n`);
      process.stdout.write(Buffer.concat(out));
      done(rc);
    });
  });
}

const queue = [...names];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, names.length) }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if ((await run(name)) !== 0) failed.push(name);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
