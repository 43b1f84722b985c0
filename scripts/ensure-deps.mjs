// `npm test` on a fresh clone (issue 31: it stopped at once with "tsc: not found"): install the locked
// dependencies first, as `npm start` does. Runs as npm's `pretest` hook, so the README's two commands each work
// on their own. Nothing is done when node_modules matches the lock already.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const stale = () => {
  try {
    const want = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages ?? {};
    const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
    // Every locked package (but optional ones for other platforms) must be installed at its locked version.
    return Object.entries(want).some(
      ([k, v]) => k !== '' && !v.optional && !v.devOptional && have[k]?.version !== v.version,
    );
  } catch {
    return true;
  }
};
if (!existsSync(installed) || stale()) {
  console.log('Installing the locked dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
