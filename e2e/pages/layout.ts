/**
 * Page object for the table's layout (issue 15): where the involved tokens are on screen (read through the test
 * bridge: the canvas hides them), the boxes of the panels, and the checks every step makes — Next turn in view,
 * no panel over an involved token, the tokens on the visible board — with a screenshot of the step.
 */
import { type Page } from '@playwright/test';
import { expect } from '../expect';
import type { BoardPage } from './board';

/** World units per square (src/render/constants.ts CELL). */
const CELL = 48;

/** A box on the page. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const inside = (a: Box, b: Box) =>
  a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;

export class LayoutPage {
  private n = 0;

  constructor(
    readonly board: BoardPage,
    readonly tag: string,
  ) {}

  get page(): Page {
    return this.board.page;
  }

  /** Each drawn token's disc on the page, by creature id. */
  async tokenBoxes(ids: readonly string[]): Promise<Map<string, Box>> {
    await this.board.settled();
    const scene = await this.board.scene();
    const origin = await this.board.squareCentre(0, 0);
    const out = new Map<string, Box>();
    if (!scene) return out;
    const k = scene.camera.scale;
    for (const t of scene.tokens) {
      if (!ids.includes(t.id)) continue;
      const x = origin.x + (t.x - CELL / 2) * k;
      const y = origin.y + (t.y - CELL / 2) * k;
      const r = t.radius * k;
      out.set(t.id, { left: x - r, top: y - r, right: x + r, bottom: y + r });
    }
    return out;
  }

  /** The boxes of the panels in view (the dock and each of its cards, the token menu, the overlay, the bars). */
  async panelBoxes(): Promise<{ name: string; box: Box }[]> {
    return this.page.evaluate(() => {
      const out: { name: string; box: { left: number; top: number; right: number; bottom: number } }[] = [];
      const sel = [
        '[data-testid="dock"]',
        '.dock-card',
        '[data-testid="token-menu"]',
        '[data-testid="shortcuts"]',
        '[data-testid="status-bar"]',
        '[data-testid="sidebar"]',
        '[data-testid="toolbar"]',
        '.notices-banners',
        '.rules-panel',
        '.view-switch',
      ];
      for (const s of sel)
        for (const el of document.querySelectorAll<HTMLElement>(s)) {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (r.width < 1 || r.height < 1 || style.display === 'none' || style.visibility === 'hidden') continue;
          out.push({
            name: `${s}${el.dataset.testid ? `(${el.dataset.testid})` : ''}`,
            box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
          });
        }
      return out;
    });
  }

  /** Next turn (the primary button of the pinned strip) is in the viewport. */
  async expectNextTurnInView(): Promise<void> {
    const next = this.page.locator('[data-next-turn]').first();
    await expect(next).toBeVisible();
    const b = await next.boundingBox();
    const vp = this.page.viewportSize();
    expect(b, 'Next turn has a box').not.toBeNull();
    if (!b || !vp) return;
    expect(b.y, 'Next turn below the top').toBeGreaterThanOrEqual(0);
    expect(b.x, 'Next turn right of the left edge').toBeGreaterThanOrEqual(0);
    expect(b.y + b.height, 'Next turn above the bottom').toBeLessThanOrEqual(vp.height);
    expect(b.x + b.width, 'Next turn left of the right edge').toBeLessThanOrEqual(vp.width);
  }

  /**
   * One step: Next turn in view; the involved tokens drawn on the visible board and under no panel; a screenshot.
   * `menuOf`: the token menu belongs to this token (it must not cover it either).
   */
  async step(name: string, involved: readonly string[] = []): Promise<void> {
    await this.expectNextTurnInView();
    const canvas = await this.page.getByTestId('board.canvas').boundingBox();
    if (involved.length) {
      // The dock pans the board to keep its tokens in view: wait for it, then measure.
      await expect.poll(async () => (await this.tokenBoxes(involved)).size, { timeout: 10_000 }).toBe(involved.length);
      const tokens = await this.tokenBoxes(involved);
      const panels = await this.panelBoxes();
      const view = canvas
        ? { left: canvas.x, top: canvas.y, right: canvas.x + canvas.width, bottom: canvas.y + canvas.height }
        : null;
      for (const [id, t] of tokens) {
        if (view)
          expect(
            inside(t, view),
            `${name}: token ${id} is on the visible board ${JSON.stringify(t)} in ${JSON.stringify(view)}`,
          ).toBe(true);
        for (const p of panels)
          expect(
            overlaps(t, p.box),
            `${name}: ${p.name} ${JSON.stringify(p.box)} covers token ${id} ${JSON.stringify(t)}`,
          ).toBe(false);
      }
    }
    this.n += 1;
    await this.page.screenshot({
      path: `e2e-screens/issue15-${this.tag}-${String(this.n).padStart(2, '0')}-${name}.png`,
      animations: 'disabled',
    });
  }

  /** The creature whose turn it is (the kernel's turn order). */
  current(): Promise<string | null> {
    return this.page.evaluate(() => {
      const e = window.__saddlegrid?.encounter();
      return e && e.turns.current >= 0 ? (e.turns.order[e.turns.current] ?? null) : null;
    });
  }

  /** Press a key as a GM does with nothing typed into (the focus is left where no field or menu takes the key). */
  async press(key: string): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await this.page.keyboard.press(key);
  }

  /** The creatures a pending decision involves (who decides, whom its prompt names), or null when none is pending. */
  pendingInvolved(): Promise<string[] | null> {
    return this.page.evaluate(() => {
      const p = window.__saddlegrid?.encounter().pending;
      if (!p) return null;
      const refs = (m: object) =>
        Object.values(m).flatMap((v) =>
          v && typeof v === 'object' && 'id' in v && 'name' in v ? [String((v as { id: string }).id)] : [],
        );
      return [...new Set([...(p.chooserId ? [p.chooserId] : []), ...refs(p.prompt)])];
    });
  }

  /** Answer pending decisions as the GM does: a typed die where a die is rolled, else the first square or option. */
  async resolvePending(name: string, die = '12'): Promise<void> {
    for (let i = 0; i < 6; i++) {
      const ids = await this.pendingInvolved();
      if (!ids) return;
      await expect(this.page.getByTestId('pending')).toBeVisible();
      await this.step(`${name}-decision`, ids);
      const typed = this.page.getByTestId('pending.typed');
      const before = await this.page.evaluate(() => window.__saddlegrid?.cursor() ?? 0);
      if (await typed.count()) {
        await typed.fill(die);
        await this.page.locator('[data-testid^="pending.typed-go."]').first().click();
      } else {
        await this.page.locator('[data-testid^="pending.option."]:not([disabled])').first().click();
      }
      await expect.poll(() => this.page.evaluate(() => window.__saddlegrid?.cursor() ?? 0)).toBeGreaterThan(before);
    }
  }
}
