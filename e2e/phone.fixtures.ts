// Shared setup of the phone e2e test (phone.spec.ts): the GM's and the players' pages, touch gestures (CDP touch
// events), on-screen checks and axe.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect } from './expect';
import { creatureOf, type Encounter } from '../src/rules';
import { BoardPage } from './pages/board';

export const SHOTS = process.env.SADDLEGRID_SHOTS ?? 'test-results/phone';

export const enc = (p: Page) => p.evaluate(() => window.__saddlegrid?.encounter() as Encounter);
export const creature = async (p: Page, id: string) => creatureOf(await enc(p), id);
export const idOf = async (p: Page, name: string) => {
  const e = await enc(p);
  const id = e.creatureOrder.find((k) => e.creatures[k]?.name === name);
  if (!id) throw new Error(`no ${name}`);
  return id;
};

/** The GM ends turns until Sir Aldric's comes round again (a fresh move action for him and his mount). */
export async function aldricsTurnAgain(gmPage: Page) {
  const round = await gmPage.evaluate(() => {
    const b = window.__saddlegrid!;
    const start = b.encounter().turns.round;
    for (let i = 0; i < 40; i++) {
      b.dispatch({ type: 'nextTurn' } as never);
      const t = b.encounter().turns;
      if (t.order[t.current] === 'c2' && t.round > start) break;
    }
    return b.encounter().turns.round;
  });
  expect(round).toBeGreaterThan(1);
}

/** A player's device: a touch phone or tablet joined from the link. */
export async function joinOnDevice(
  browser: Browser,
  link: string,
  name: string,
  size: { width: number; height: number },
) {
  const context = await browser.newContext({
    viewport: size,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Everything the page fetches (the app never fetches from elsewhere).
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(link);
  await page.getByTestId('player.name').fill(name);
  await page.getByTestId('player.joinGo').tap();
  await expect(page.getByTestId('player-view')).toHaveAttribute('data-status', 'open');
  const board = new BoardPage(page);
  await board.waitForBoard();
  return { context, page, board, errors, fetched };
}

/** A rectangle's edges (CSS px). */
export const box = async (p: Page, testId: string) => {
  const b = await p.getByTestId(testId).first().boundingBox();
  if (!b) throw new Error(`${testId} not laid out`);
  return b;
};
export const onScreen = (
  b: { x: number; y: number; width: number; height: number },
  v: { width: number; height: number },
) => b.x >= 0 && b.y >= 0 && b.x + b.width <= v.width + 0.5 && b.y + b.height <= v.height + 0.5;

/**
 * A finger drag through CDP touch events (Playwright's touchscreen only taps). The first move is sent with the
 * touch's start and already goes past the tap slop (TAP_SLOP.touch, 10 px): a finger that starts to slide at once.
 * Sent one CDP round trip at a time, the first moves stayed inside the slop and, on a loaded machine, the press
 * could outlast PLAYER_LONG_PRESS_MS (550 ms) before the finger "moved" — the long press opened the token menu and
 * the drag neither panned nor moved (the flake rounds 8 and 9 saw in phone.spec).
 */
export async function fingerDrag(page: Page, a: { x: number; y: number }, b: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const k = len > 12 ? 12 / len : 1;
  const first = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(a) }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(first) }),
  ]);
  for (let i = 1; i <= 10; i++) {
    if (i / 10 <= k) continue; // not back behind the first move
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at({ x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 }),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart about a point (a pinch to zoom in). */
export async function pinchOut(page: Page, c: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const pts = (d: number) => [
    { x: c.x - d, y: c.y, id: 1 },
    { x: c.x + d, y: c.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(from) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(from + ((to - from) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The size of one square on the player's board now (CSS px). */
export async function squarePx(board: BoardPage): Promise<number> {
  const a = await board.squareCentre(0, 0);
  const b = await board.squareCentre(1, 0);
  return Math.abs(b.x - a.x);
}

/** No serious or critical accessibility violation on the page as it is. */
export async function axeClean(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  const by = (i: string) => r.violations.filter((v) => v.impact === i).length;
  console.log(
    `[issue 28] axe ${page.viewportSize()?.width}×${page.viewportSize()?.height}: ${r.passes.length} rules passed, violations critical ${by('critical')}, serious ${by('serious')}, moderate ${by('moderate')}, minor ${by('minor')} (${r.violations.map((v) => v.id).join(', ') || 'none'})`,
  );
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} — ${v.nodes[0]?.target.join(' ')}`);
}
