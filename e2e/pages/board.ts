/** Page object for the GM window: the board (through the test bridge where the canvas hides things) and panels. */
import { type Page } from '@playwright/test';
import { expect } from '../expect';
import type { TestBridge } from '../../src/app/testBridge';
import type { Encounter } from '../../src/rules';
import { allCreatures, creatureOf } from '../../src/rules';

export class BoardPage {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.waitForBoard();
  }

  /** Wait until the board has drawn frames with tokens. */
  async waitForBoard(): Promise<void> {
    await expect(this.page.getByTestId('board.canvas')).toBeVisible();
    await expect.poll(async () => (await this.scene())?.frames ?? 0).toBeGreaterThan(0);
    await expect.poll(async () => (await this.scene())?.tokens.length ?? 0).toBeGreaterThan(0);
  }

  scene() {
    return this.page.evaluate(() => window.__saddlegrid?.scene() ?? null);
  }

  encounter(): Promise<Encounter> {
    return this.page.evaluate(() => (window.__saddlegrid as TestBridge).encounter());
  }

  async creatureByName(name: string) {
    const enc = await this.encounter();
    const c = allCreatures(enc).find((x) => x.name === name);
    if (!c) throw new Error(`no creature ${name}`);
    return c;
  }

  /**
   * Wait until the camera is still (three animation frames without a change): the board pans to keep the tokens of
   * an opened tool in view, and a click aimed while it moves would land elsewhere.
   */
  async settled(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((done) => {
          let last = '';
          let same = 0;
          let n = 0;
          const tick = () => {
            const c = JSON.stringify(window.__saddlegrid?.scene()?.camera ?? null);
            same = c === last ? same + 1 : 0;
            last = c;
            if (same >= 3 || ++n > 240) done();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
  }

  /** Show a tab of the sidebar (Turn, Creatures, Log, the rule system's own) if it is not shown. */
  async tab(id: string): Promise<void> {
    const tab = this.page.getByTestId(`tab.${id}`);
    if ((await tab.count()) === 0) return; // the log is docked under the tabs on a tall window
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  async squareCentre(x: number, y: number): Promise<{ x: number; y: number }> {
    await this.settled();
    const p = await this.page.evaluate(
      ([a, b]) => window.__saddlegrid?.squareToClient(a as number, b as number) ?? null,
      [x, y],
    );
    if (!p) throw new Error('board not ready');
    return p;
  }

  async clickSquare(x: number, y: number, button: 'left' | 'right' = 'left'): Promise<void> {
    const p = await this.squareCentre(x, y);
    await this.page.mouse.click(p.x, p.y, { button });
  }

  /** Drag from one square to another in small steps, as a person would. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    const a = await this.squareCentre(from.x, from.y);
    const b = await this.squareCentre(to.x, to.y);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) await this.page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await this.page.mouse.up();
  }

  selected(): Promise<string | null> {
    return this.page.evaluate(() => window.__saddlegrid?.selected() ?? null);
  }

  cursor(): Promise<number> {
    return this.page.evaluate(() => window.__saddlegrid?.cursor() ?? -1);
  }

  /** Two animation frames: whatever the last step changed is drawn (a condition, not a timed wait). */
  async frames(): Promise<void> {
    await this.page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
  }

  async shot(name: string): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await this.frames();
    await this.page.screenshot({ path: `e2e-screens/${name}.png` });
  }

  /** Select a creature from the creature list, then right-click its square: the token menu opens for it. */
  async openMenuFor(name: string): Promise<string> {
    const c = await this.creatureByName(name);
    await this.tab('creatures');
    await this.page.getByTestId(`creatures.item.${c.id}`).click();
    await expect.poll(() => this.selected()).toBe(c.id);
    const enc = await this.encounter();
    const at = c.mountId ? (creatureOf(enc, c.mountId)?.pos ?? c.pos) : c.pos;
    await this.clickSquare(at.x, at.y, 'right');
    await expect(this.page.getByTestId('token-menu')).toBeVisible();
    return c.id;
  }

  /** Press on a square and drag through each square in turn (one square at a time, as a person draws a path). */
  async dragPath(squares: { x: number; y: number }[]): Promise<void> {
    const pts = [];
    for (const s of squares) pts.push(await this.squareCentre(s.x, s.y));
    const first = pts[0];
    if (!first) return;
    await this.page.mouse.move(first.x, first.y);
    await this.page.mouse.down();
    let prev = first;
    for (const p of pts.slice(1)) {
      for (let i = 1; i <= 4; i++)
        await this.page.mouse.move(prev.x + ((p.x - prev.x) * i) / 4, prev.y + ((p.y - prev.y) * i) / 4);
      prev = p;
    }
    await this.page.mouse.up();
  }
}
