// One command to try Saddlegrid: install dependencies if needed, build, and serve the app.
// The sample encounter is loaded on the first visit.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
if (!existsSync('node_modules/.package-lock.json')) run('npm ci --no-audit --no-fund');
run('npx vite build');
const port = process.env.PORT ?? '4173';
console.log(`\nSaddlegrid is served at  http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
