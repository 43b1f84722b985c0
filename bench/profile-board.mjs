// Profile the app's board while panning and zooming (a helper for performance work, not part of the run):
//   node bench/profile-board.mjs [app|bare] [seconds]   (after `npm run bench` built bench/dist-app/ and bench/.cache/)
// Writes /tmp/board.cpuprofile and prints the top functions (bench/profile-top.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { launch, VIEWPORT } from './browser.mjs';
import { serve } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const which = process.argv[2] ?? 'app';
const secs = Number(process.argv[3] ?? 3);
const data = JSON.parse(readFileSync(`${root}bench/.cache/encounter-large.json`, 'utf8'));
const server = await serve({ '/app/': `${root}bench/dist-app`, '/bare/': `${root}bench/dist-bare` });
const browser = await launch();
const page = await (await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 })).newPage();
page.on('console', (m) => console.log('[page]', m.text()));
page.on('crash', () => console.log('[page crashed]'));
page.on('pageerror', (e) => console.log('[page error]', e.message));
if (which === 'app' || which === 'cmd') {
  await page.goto(`${server.url}/app/`);
  await page.waitForFunction(() => (window.__saddlegrid?.renderedFrames() ?? 0) > 0);
  await page.evaluate((t) => window.__saddlegrid.importFile(t), data.text);
} else {
  await page.goto(`${server.url}/bare/`);
  await page.waitForFunction(() => !!window.__bare);
  await page.evaluate((t) => window.__bare.load(t, 1100, 760), data.text);
}
await page.waitForTimeout(2000);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const r =
  which === 'cmd'
    ? await page.evaluate(
        async ({ id, a, b }) => {
          const api = window.__saddlegrid;
          const out = [];
          for (let i = 0; i < 4; i++) {
            const t0 = performance.now();
            const r = api.dispatch({ type: 'moveCreature', id, to: i % 2 ? a : b });
            const t1 = performance.now();
            await new Promise((res) => requestAnimationFrame(() => res()));
            out.push([r.ok, t1 - t0, performance.now() - t0]);
            await new Promise((res) => setTimeout(res, 400));
          }
          return out;
        },
        { id: data.loadedMountId, a: data.probeFrom, b: data.probeTo },
      )
    : await page.evaluate(
        ({ bridge, ms }) =>
          new Promise((resolve) => {
            const api = window[bridge];
            const t0 = performance.now();
            let n = 0;
            const step = (now) => {
              n++;
              const t = (now - t0) / 1000;
              if (now - t0 > ms) return resolve({ frames: n, rendered: api.renderedFrames() });
              const k = (1 - Math.cos((2 * Math.PI * t) / 2.5)) / 2;
              const z = Math.exp(Math.log(0.1) + (Math.log(0.8) - Math.log(0.1)) * k);
              api.setCamera(550 - 4800 * z + Math.cos(t) * 300, 380 - 4800 * z, z);
              requestAnimationFrame(step);
            };
            requestAnimationFrame(step);
          }),
        { bridge: which === 'bare' ? '__bare' : '__saddlegrid', ms: secs * 1000 },
      );
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/board.cpuprofile', JSON.stringify(profile));
console.log(r);
await browser.close();
await server.close();
console.log(
  execFileSync('node', [`${root}bench/profile-top.mjs`, '/tmp/board.cpuprofile', '40'], { encoding: 'utf8' }),
);
