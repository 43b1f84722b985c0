import { chromium } from '@playwright/test';
let t0 = Date.now();
const lap = (m) => { console.log(m, Date.now() - t0); t0 = Date.now(); };
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
lap('launch');
const p = await b.newPage({ viewport: { width: 1400, height: 860 } });
lap('page');
await p.goto('http://127.0.0.1:4173/?antialias=0');
lap('goto');
await p.waitForFunction(() => (window.__saddlegrid?.scene()?.frames ?? 0) > 0);
lap('first frame');
for (let i = 0; i < 5; i++) { await p.evaluate(() => window.__saddlegrid.dispatch({ type: 'moveCreature', id: 'c10', to: { x: 18 - (window.__i = (window.__i ?? 0) + 1) % 3, y: 2 } })); await p.waitForTimeout(50); }
lap('5 moves');
await p.mouse.move(500, 500); await p.mouse.down(); for (let i = 0; i < 20; i++) await p.mouse.move(500 + i * 5, 500); await p.mouse.up();
lap('pan 20 moves');
await b.close();
