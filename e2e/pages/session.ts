/**
 * Page objects for a session with players on their own devices (issue 20): the GM's players panel and a player's
 * page opened from the join link (each player in its own browser context, as on another device).
 */
import { deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect } from '../expect';
import type { PlayerSession } from '../../src/app/session/player';
import { BoardPage } from './board';

declare global {
  interface Window {
    __saddlegridSession?: PlayerSession;
  }
}

/** The GM's side: the players panel of the GM window. */
export class GmSessionPage {
  readonly board: BoardPage;
  constructor(readonly page: Page) {
    this.board = new BoardPage(page);
  }

  /** Open the players panel (it stays open). */
  async openPanel(): Promise<void> {
    if (await this.page.getByTestId('session.panel').isVisible()) return;
    await this.page.getByTestId('session.open').click();
    await expect(this.page.getByTestId('session.panel')).toBeVisible();
  }

  /** *Invite players*: open a room and wait for the join link. */
  async start(): Promise<string> {
    await this.openPanel();
    await this.page.getByTestId('session.start').click();
    return this.link();
  }

  async link(): Promise<string> {
    await expect(this.page.getByTestId('session.phase')).toHaveAttribute('data-phase', 'open');
    const link = this.page.getByTestId('session.link');
    await expect(link).toHaveValue(/#room=/);
    return link.inputValue();
  }

  /** The roster entry of a player by name (waits until it is there); returns the player id. */
  async player(name: string, online = true): Promise<string> {
    const row = this.page.locator(`[data-testid^="session.player."][data-name="${name}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveClass(online ? /online/ : /away/);
    const id = (await row.getAttribute('data-testid'))?.slice('session.player.'.length);
    if (!id) throw new Error(`no id for ${name}`);
    return id;
  }

  /** Give a player a creature from the roster's select. */
  async give(playerId: string, creatureId: string): Promise<void> {
    await this.page.getByTestId(`session.give.${playerId}`).selectOption(creatureId);
    await expect(this.page.getByTestId(`session.owns.${playerId}.${creatureId}`)).toBeVisible();
  }

  /** Share the GM's pointer or view with the players (issue 26: off until the GM turns it on). */
  async share(what: 'pointer' | 'view'): Promise<void> {
    await this.openPanel();
    await this.page.getByTestId(`session.share.${what}`).check();
  }

  async mode(m: 'auto' | 'approve'): Promise<void> {
    await this.page.getByTestId(`session.mode.${m}`).check();
  }

  logText(): Promise<string[]> {
    return this.page.evaluate(() => window.__saddlegrid?.logText() ?? []);
  }
}

/** A player's page, in a browser context of its own. */
export class PlayerSessionPage {
  readonly board: BoardPage;
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    this.board = new BoardPage(page);
  }

  /** A new context (another device) opening the join link and joining with a name. */
  static async join(
    browser: Browser,
    link: string,
    name: string,
    viewport = { width: 1280, height: 720 },
    before?: (page: Page) => unknown,
  ): Promise<PlayerSessionPage> {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    // Awaited: an init script (the page's language) must be in place before the page loads (found by CI).
    await before?.(page);
    const p = new PlayerSessionPage(context, page);
    await page.goto(link);
    await page.getByTestId('player.name').fill(name);
    await page.getByTestId('player.joinGo').click();
    await p.waitOpen();
    return p;
  }

  async waitOpen(): Promise<void> {
    await expect(this.page.getByTestId('player-view')).toHaveAttribute('data-status', 'open');
    await this.board.waitForBoard();
  }

  /** The view revision shown now. */
  async rev(): Promise<number> {
    return Number(await this.page.getByTestId('player-view').getAttribute('data-rev'));
  }

  /**
   * The id this player's page knows a creature by (issue 26: players know creatures by the room's aliases, never by
   * the GM's ids), found by its name in the player's view.
   */
  async idOf(name: string): Promise<string> {
    const id = await this.page.evaluate((n) => {
      const e = window.__saddlegrid?.encounter();
      return e ? (e.creatureOrder.find((k) => e.creatures[k]?.name === n) ?? null) : null;
    }, name);
    if (!id) throw new Error(`no visible creature named ${name}`);
    return id;
  }

  /** Open the menu of one of the player's creatures (from the side list) and wait for the GM's answer. */
  async menu(creatureId: string): Promise<void> {
    await this.page.getByTestId(`player.act.${creatureId}`).click();
    await expect(this.page.getByTestId('player.menu')).toHaveAttribute('data-creature', creatureId);
    await expect(this.page.getByTestId('player.menu').getByRole('menuitem').first()).toBeVisible();
  }

  /** The i-th square of the square pick in progress (the menu entry's legal squares, as the GM's engine offered them). */
  async pickSquare(i: number): Promise<{ x: number; y: number }> {
    const sq = await this.page.evaluate(
      (k) => window.__saddlegridSession?.state.getState().pick?.action.pick?.squares[k] ?? null,
      i,
    );
    if (!sq) throw new Error('no square pick in progress');
    return sq;
  }

  async take(actionId: string): Promise<void> {
    await this.page.getByTestId(`player.menu.${actionId}`).click();
  }

  /** The newest outcome shown (its kind and text). */
  newestOutcome() {
    return this.page.getByTestId('player.outcomes').locator('li').first();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = (CRC_TABLE[(c ^ x) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small real PNG (a disc of one colour on white), for a token picture. */
export function discPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x - size / 2, y - size / 2) < size * 0.42;
      row.set(inside ? rgb : [250, 250, 250], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
