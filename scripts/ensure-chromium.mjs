// Make sure Debian's Chromium is there for the end-to-end tests (Playwright's own browser download does not
// work here). Installs it with apt when running as root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.SADDLEGRID_CHROMIUM ?? '/usr/bin/chromium';
if (existsSync(path)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log(`Chromium not found at ${path}; installing Debian's chromium (and CJK fonts for Japanese labels)…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `\nThe end-to-end tests need Chromium at ${path}.\n` +
    (hasApt
      ? '  Install it with:  sudo apt-get install -y chromium fonts-noto-cjk\n'
      : "  Install Chromium from your system's packages,\n") +
    '  or point SADDLEGRID_CHROMIUM at an existing Chromium/Chrome binary.\n',
);
process.exit(1);
