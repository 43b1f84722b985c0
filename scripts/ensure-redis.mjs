// Make sure Debian's redis-server is there for the multi-process test (server/redis.test.ts, issue 27): installs
// it with apt when running as root (CI does). Without root it says exactly what to install and lets the unit tests
// run: that one test is then skipped with a loud message. As root (or with CI set) a redis-server that cannot be
// installed stops the run instead — CI never skips it silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
const found = () =>
  [process.env.REDIS_SERVER ?? '', ...dirs.map((d) => join(d, 'redis-server'))].some((p) => p && existsSync(p));
if (found()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('redis-server not found; installing Debian’s redis-server for the multi-process test…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server', {
      stdio: 'inherit',
    });
  } catch {
    // said below
  }
  if (found()) process.exit(0);
}
const how = hasApt
  ? '  Install it with:  sudo apt-get install -y redis-server\n'
  : "  Install Redis from your system's packages (or point REDIS_SERVER at a redis-server binary).\n";
if (isRoot || process.env.CI) {
  console.error(
    `\nThe multi-process test (server/redis.test.ts) needs redis-server, and it could not be installed.\n${how}`,
  );
  process.exit(1);
}
console.warn(
  `\n*** redis-server is missing: the multi-process test (server/redis.test.ts) will be SKIPPED. ***\n${how}`,
);
