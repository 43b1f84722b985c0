// One command to try Saddlegrid: install dependencies if needed, build the app and the server, and serve both
// from one Node process (issue 27): the built app (static files with their types, caching and the
// Content-Security-Policy header) and the session server's WebSocket path /ws on one port (issue 20: players on
// their own devices). The sample encounter is loaded on the first visit.
//
//   npm start                       # this machine only: http://127.0.0.1:4173/
//   npm start -- --host 0.0.0.0     # also the local network (players' laptops, tablets, phones)
//
// The server is TypeScript compiled ahead of time (`npm run build:server`: esbuild bundles server/main.ts into
// dist-server/main.mjs; no tsx at run time) and runs in this process: Ctrl+C stops it cleanly (every room is
// written first). PORT (default 4173) moves the port; the rest of the environment is server/main.ts's
// (docs/multiplayer.md, "Deployment").
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i >= 0 && argv[i + 1]) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : undefined;
};
// `npm start --host 0.0.0.0` (without the `--`) reaches us as npm_config_host.
const host = flag('--host') ?? process.env.npm_config_host ?? process.env.HOST ?? '127.0.0.1';
const port = flag('--port') ?? process.env.PORT ?? '4173';

const run = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
if (!existsSync('node_modules/.package-lock.json')) run('npm ci --no-audit --no-fund');
run('npx vite build');
run('npm run --silent build:server');

const network = host === '0.0.0.0' || host === '::';
const lan = [];
for (const list of Object.values(networkInterfaces()))
  for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) lan.push(a.address);

// The server reads its settings from the environment (server/main.ts); it tells the GM's page the network
// addresses for the invite link when the app is served to the network.
Object.assign(process.env, {
  HOST: host,
  PORT: port,
  SADDLEGRID_APP_DIR: process.env.SADDLEGRID_APP_DIR ?? 'dist',
  ...(network && !process.env.SADDLEGRID_INVITE_HOSTS ? { SADDLEGRID_INVITE_HOSTS: lan.join(',') } : {}),
});
await import(pathToFileURL(`${root}dist-server/main.mjs`).href);

console.log(`\nSaddlegrid is served at  http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
if (network)
  for (const a of lan)
    console.log(`  players on the network:  http://${a}:${port}/  (the GM's "Invite players" link uses it)`);
else console.log('  players on other devices: run  npm start -- --host 0.0.0.0  to serve the local network');
console.log(`  session server: ws://127.0.0.1:${port}/ws (same process, same port)\n`);
