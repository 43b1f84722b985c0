#!/usr/bin/env node
// Only the pictures benchmark (issue 17), on an app build made elsewhere with the test bridge:
//   node bench/pictures-run.mjs <app-dir> [--smoke] [--variants plain,pictures,map,tokens]
// (`npm run bench` runs the same stage after the board at scale; this is for measuring it alone.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { picturesBench } from './pictures.mjs';
import { serve } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2];
if (!dir) throw new Error('usage: node bench/pictures-run.mjs <app-dir> [--smoke]');
const smoke = process.argv.includes('--smoke');
const vi = process.argv.indexOf('--variants');
const variants = vi > 0 ? process.argv[vi + 1].split(',') : undefined;
const gen = spawnSync('node', ['--import', 'tsx', 'bench/picturesGen.ts'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1048576,
});
if (gen.status !== 0) throw new Error(gen.stderr);
const data = JSON.parse(
  gen.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop(),
);
const server = await serve({ '/app/': dir }, 0);
const browser = await launch();
try {
  const path = smoke ? { whole: 5, zoom: 5, close: 10, chunk: 5 } : { whole: 15, zoom: 10, close: 30, chunk: 5 };
  const r = await picturesBench(
    browser,
    server.url,
    data,
    { path, cycles: smoke ? 1 : 2, ...(variants ? { variants } : {}) },
    (s) => console.error(`bench: ${s}`),
  );
  console.log(JSON.stringify(r, null, 2));
} finally {
  await browser.close();
  await server.close();
}
