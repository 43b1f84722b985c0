// One command to try Saddlegrid: install dependencies if needed, build, and serve the app together with the
// session server (issue 20: players on their own devices). The sample encounter is loaded on the first visit.
//
//   npm start                       # this machine only: http://127.0.0.1:4173/
//   npm start -- --host 0.0.0.0     # also the local network (players' laptops, tablets, phones)
//
// One address serves both: the app's web server (vite preview) proxies the WebSocket path /ws to the session
// server (vite.config.ts), which itself listens on 127.0.0.1 only — players reach it through the app's port.
// PORT (default 4173) and SADDLEGRID_SESSION_PORT (default 8787) move the two ports.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

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
const sessionPort = process.env.SADDLEGRID_SESSION_PORT ?? '8787';
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', SADDLEGRID_SESSION_PORT: sessionPort };

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env });
if (!existsSync('node_modules/.package-lock.json')) run('npm ci --no-audit --no-fund');
run('npx vite build');

const network = host === '0.0.0.0' || host === '::';
const lan = [];
for (const list of Object.values(networkInterfaces()))
  for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) lan.push(a.address);

const children = [];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
};
const child = (cmd, args, extraEnv = {}) => {
  const c = spawn(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(c);
  c.on('exit', (code) => stop(code ?? 0));
  return c;
};

// The session server: loopback only (the preview proxies /ws to it); it tells the GM's page the network
// addresses for the invite link when the app is served to the network.
child(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  HOST: '127.0.0.1',
  SESSION_PORT: sessionPort,
  ...(network ? { SADDLEGRID_INVITE_HOSTS: lan.join(',') } : {}),
});
child('npx', ['vite', 'preview', '--host', host, '--port', port, '--strictPort']);

console.log(`\nSaddlegrid is served at  http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
if (network)
  for (const a of lan)
    console.log(`  players on the network:  http://${a}:${port}/  (the GM's "Invite players" link uses it)`);
else console.log('  players on other devices: run  npm start -- --host 0.0.0.0  to serve the local network');
console.log(`  session server: ws://127.0.0.1:${port}/ws (proxied to 127.0.0.1:${sessionPort})\n`);

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
