/**
 * Issue 28: a player on a phone plays the whole evening by touch. The GM's tab (1024×768) and players' pages with
 * mobile emulation (`isMobile`, `hasTouch`): a phone in portrait 390×844 turned to landscape 844×390, a tablet
 * 820×1180, through the real session server (playwright.config.ts's webServer) as e2e/multiplayer.spec.ts does.
 * Taps are Playwright's touchscreen; a finger drag and a pinch are CDP touch events (real touch pointers).
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { GmSessionPage } from './pages/session';
import {
  SHOTS,
  aldricsTurnAgain,
  axeClean,
  box,
  creature,
  enc,
  fingerDrag,
  idOf,
  joinOnDevice,
  onScreen,
  pinchOut,
  squarePx,
} from './phone.fixtures';

test.describe('a player on a phone plays by touch (issue 28)', () => {
  test('portrait phone: join, dismount and mount, move by taps and by a finger drag, pinch, a save, a landing square, dice, a rotation, a reload; a tablet; axe', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const gm = new GmSessionPage(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await gm.board.open();
    const link = await gm.start();
    const phone = await joinOnDevice(browser, link, 'Alice', { width: 390, height: 844 });
    const { page: p, board } = phone;
    const aliceId = await gm.player('Alice');
    await gm.give(aliceId, 'c2');
    // Combat starts with Sir Aldric's turn (his mount acts on it, MC-TURN-1).
    await page.evaluate(() => {
      const b = window.__saddlegrid!;
      let v = 1;
      for (const id of b.encounter().creatureOrder)
        b.dispatch({ type: 'setInitiative', id, value: id === 'c2' ? 30 : id === 'c1' ? 29 : v++ } as never);
    });
    await expect(p.getByTestId('player.yourTurn')).toBeVisible();
    const aldric = await idOf(p, 'Sir Aldric');
    const blaze = await idOf(p, 'Blaze (warhorse)');
    await expect(p.getByTestId(`player.act.${aldric}`)).toBeAttached();

    await test.step('portrait 390×844: the board first and full width, the turn on top, the rest in a sheet', async () => {
      const canvas = await box(p, 'board.canvas');
      expect(canvas.width).toBeGreaterThanOrEqual(389);
      expect(canvas.height).toBeGreaterThanOrEqual(844 * 0.5);
      const top = await box(p, 'player.top');
      expect(top.y).toBe(0);
      expect(top.height).toBeGreaterThanOrEqual(44);
      await expect(p.getByTestId('player.turn')).toContainText(/Turn: /);
      const sheet = await box(p, 'player.sheet');
      expect(sheet.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1); // below the board, not over it
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(845);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(p.getByTestId('player.hint')).toContainText('Tap one of your creatures'); // the words of a touch screen
      console.log(
        `[issue 28] portrait 390×844: board ${canvas.width}×${canvas.height} at y ${canvas.y}, sheet ${sheet.height} high`,
      );
      await p.screenshot({ path: `${SHOTS}/phone-portrait.png` });
    });

    await test.step('tap a token: its menu opens whole on screen, its entries at least 44 px high', async () => {
      const at = (await creature(p, aldric))?.pos as { x: number; y: number };
      const c = await board.squareCentre(at.x, at.y);
      await p.touchscreen.tap(c.x, c.y);
      const menu = p.getByTestId('player.menu');
      await expect(menu).toHaveAttribute('data-creature', aldric);
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      await expect.poll(async () => onScreen(await box(p, 'player.menu'), { width: 390, height: 844 })).toBe(true);
      for (const h of await menu
        .getByRole('menuitem')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
        expect(h).toBeGreaterThanOrEqual(44);
      console.log(`[issue 28] portrait menu at ${JSON.stringify(await box(p, 'player.menu'))}`);
      await p.screenshot({ path: `${SHOTS}/phone-menu.png` });
    });

    await test.step('dismount by taps (a square of the pick), then mount again', async () => {
      await p.getByTestId('player.menu.dismount').tap();
      await expect(p.getByTestId('player.pick')).toBeVisible();
      const sq = await p.evaluate(() => window.__saddlegridSession?.state.getState().pick?.action.pick?.squares[0]);
      if (!sq) throw new Error('no pick');
      // The squares to pick are big enough for a finger, and the banner is above the board, not over them.
      expect(await squarePx(board)).toBeGreaterThanOrEqual(44);
      const c = await board.squareCentre(sq.x, sq.y);
      const canvas = await box(p, 'board.canvas');
      expect(c.y).toBeGreaterThan(canvas.y);
      const banner = await box(p, 'player.pick');
      expect(banner.y + banner.height).toBeLessThanOrEqual(canvas.y + 1);
      await p.touchscreen.tap(c.x, c.y);
      await expect.poll(async () => (await creature(page, 'c2'))?.mountId ?? null).toBeNull();
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(sq);
      // The phone's own view must have the dismount before the tap: until it does, Sir Aldric still stands on
      // Blaze's square there and the tap opens his mounted menu, which has no "mount" entry (found by CI).
      await expect.poll(async () => (await creature(p, aldric))?.pos).toEqual(sq);
      const k = await board.squareCentre(sq.x, sq.y);
      await p.touchscreen.tap(k.x, k.y);
      await expect(p.getByTestId('player.menu')).toHaveAttribute('data-creature', aldric);
      await p.getByTestId(`player.menu.mount.${blaze}`).tap();
      await expect.poll(async () => (await creature(page, 'c2'))?.mountId).toBe('c1');
      await expect.poll(() => gm.logText()).toContainEqual(expect.stringMatching(/Sir Aldric mounts Blaze/));
    });

    await test.step('move the mount by taps: tap the rider, tap a square, the path and its cost, "Move here"', async () => {
      await aldricsTurnAgain(page);
      await expect(p.getByTestId('player.yourTurn')).toBeVisible();
      const from = (await creature(page, 'c1'))?.pos as { x: number; y: number };
      const to = { x: from.x + 2, y: from.y };
      const a = await board.squareCentre(from.x, from.y);
      await p.touchscreen.tap(a.x, a.y);
      await expect(p.getByTestId('player.menu')).toBeVisible();
      const b = await board.squareCentre(to.x, to.y);
      await p.touchscreen.tap(b.x, b.y);
      const bar = p.getByTestId('player.proposal');
      await expect(bar).toHaveAttribute('data-legal', 'true');
      await expect(bar).toContainText('Move Blaze (warhorse) here: 2 squares');
      // The path preview on the board (the engine's dry run on the player's view).
      const preview = await p.evaluate(() => window.__saddlegrid?.preview());
      expect(preview?.legal).toBe(true);
      expect(preview?.path.length).toBeGreaterThan(0);
      await p.screenshot({ path: `${SHOTS}/phone-proposal.png` });
      expect((await creature(page, 'c1'))?.pos).toEqual(from); // nothing sent before the confirmation
      const go = await box(p, 'player.proposal.go');
      expect(go.height).toBeGreaterThanOrEqual(44);
      await p.getByTestId('player.proposal.go').tap();
      await expect.poll(async () => (await creature(page, 'c1'))?.pos).toEqual(to);
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(to); // the rider came along
      await expect(p.getByTestId('player.proposal')).toHaveCount(0);
    });

    await test.step('move the mount by a finger drag', async () => {
      await aldricsTurnAgain(page);
      // The player's own page must know it is her turn and where her mount stands before the finger goes down.
      await expect(p.getByTestId('player.yourTurn')).toBeVisible();
      const from = (await creature(page, 'c1'))?.pos as { x: number; y: number };
      await expect.poll(async () => (await creature(p, blaze))?.pos).toEqual(from);
      const to = { x: from.x, y: from.y + 1 };
      const a = await board.squareCentre(from.x, from.y);
      const b = await board.squareCentre(to.x, to.y);
      await fingerDrag(p, a, b);
      await expect.poll(async () => (await creature(page, 'c1'))?.pos).toEqual(to);
      await expect(p.getByTestId('player.outcomes').locator('li').first()).toHaveAttribute(
        'data-testid',
        'player.outcome.applied',
      );
    });

    await test.step('two fingers zoom in; one finger on empty ground pans', async () => {
      const canvas = await box(p, 'board.canvas');
      const before = await squarePx(board);
      await pinchOut(p, { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 }, 40, 110);
      await expect.poll(() => squarePx(board)).toBeGreaterThan(before * 1.5);
      // The zoom settled (two reads in a row the same) before the pan's starting point is read.
      let last = -1;
      await expect
        .poll(async () => {
          const now = await squarePx(board);
          const same = now === last;
          last = now;
          return same;
        })
        .toBe(true);
      const o1 = await board.squareCentre(0, 0);
      // An empty corner of the board (no token there at this zoom).
      const s = { x: canvas.x + 12, y: canvas.y + 12 };
      await fingerDrag(p, s, { x: s.x + 60, y: s.y + 40 });
      await expect.poll(async () => (await board.squareCentre(0, 0)).x - o1.x).toBeGreaterThan(40);
      // Back to the whole table for the rest.
      await p.getByTestId('player.fit').tap();
      await expect.poll(() => squarePx(board)).toBeLessThan(before * 1.2);
    });

    await test.step('a finger drag of someone else’s creature is answered with the reason, not a silent pan', async () => {
      const ogre = await idOf(p, 'Ogre');
      const at = (await creature(p, ogre))?.pos as { x: number; y: number };
      const before = (await creature(page, 'c10'))?.pos;
      const a = await board.squareCentre(at.x, at.y);
      const b = await board.squareCentre(at.x - 2, at.y + 2);
      await fingerDrag(p, a, b);
      const out = p.getByTestId('player.outcomes').locator('li').first();
      await expect(out).toHaveAttribute('data-testid', 'player.outcome.refused');
      await expect(out.getByTestId('player.refusal')).toContainText('Ogre is not one of your creatures');
      expect((await creature(page, 'c10'))?.pos).toEqual(before);
    });

    await test.step('a save by touch ("I rolled…" with a number pad) and a landing square big enough to tap', async () => {
      const at = (await creature(page, 'c1'))?.pos as { x: number; y: number };
      const r = await page.evaluate(
        (q) =>
          window.__saddlegrid?.dispatch({
            type: 'forceMove',
            targetId: 'c2',
            kind: 'push',
            sourceId: 'c10',
            distance: 1,
            path: [q],
          } as never),
        { x: at.x - 1, y: at.y + 1 },
      );
      expect(r?.ok).toBe(true);
      const decision = p.getByTestId('player.decision');
      await expect(decision).toHaveAttribute('data-mine', '1');
      await expect(decision).toBeInViewport(); // at the top of the sheet, no scrolling needed
      await expect(p.getByTestId('player.decision.typed')).toHaveAttribute('inputmode', 'numeric');
      await p.getByTestId('player.decision.typed').tap();
      await p.getByTestId('player.decision.typed').fill('2');
      await p.getByTestId('player.decision.typed-go.save').tap();
      await expect.poll(async () => (await enc(p)).pending?.kind).toBe('mc.land');
      await expect(p.getByTestId('player.decision.squareHint')).toContainText('tap a highlighted square');
      await expect(p.getByTestId('player.decision.prompt')).toBeInViewport(); // the sheet shows the new question
      const land = (await enc(p)).pending?.options.find((o) => o.square)?.square as { x: number; y: number };
      // The option buttons carry the letters the board shows on the squares.
      const lettered = await p.evaluate(() => window.__saddlegrid?.shared()?.choices ?? []);
      const first = lettered.find((c) => c.square.x === land.x && c.square.y === land.y);
      expect(first?.letter).toMatch(/^[A-Z]$/);
      await expect(p.getByTestId('player.decision.letter').first()).toHaveText(first?.letter as string);
      await expect.poll(() => squarePx(board)).toBeGreaterThanOrEqual(44);
      const c = await board.squareCentre(land.x, land.y);
      // Nothing covers the landing square: the element under it is the board's canvas.
      const under = await p.evaluate((q) => document.elementFromPoint(q.x, q.y)?.getAttribute('data-testid'), c);
      expect(under).toBe('board.canvas');
      console.log(`[issue 28] landing squares ${await squarePx(board)} px`);
      await p.screenshot({ path: `${SHOTS}/phone-landing.png` });
      await p.touchscreen.tap(c.x, c.y);
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(land);
      expect((await creature(page, 'c2'))?.conditions).toContain('prone');
    });

    await test.step('roll dice from the pulled-up sheet; the GM’s log names the player', async () => {
      await p.getByTestId('player.sheet.handle').tap();
      await expect(p.getByTestId('player-view')).toHaveAttribute('data-sheet', 'open');
      await p.getByTestId('player.dice.expr').fill('1d20+3');
      await p.getByTestId('player.dice.roll').tap();
      await expect(p.getByTestId('player.outcomes').locator('li').first()).toHaveAttribute(
        'data-testid',
        'player.outcome.applied',
      );
      await expect.poll(() => gm.logText()).toContainEqual(expect.stringMatching(/1d20\+3|1D20\+3/i));
      await p.screenshot({ path: `${SHOTS}/phone-sheet.png` });
      await expect.poll(async () => (await gm.logText()).some((l) => l.includes('Alice'))).toBe(true);
      // The GM undoes the roll: the player's line says so (no stale "done").
      await page.keyboard.press('Control+z');
      await expect(p.getByTestId('player.outcomes').locator('li').first()).toHaveAttribute(
        'data-testid',
        'player.outcome.undone',
      );
      await p.getByTestId('player.sheet.handle').tap();
      await expect(p.getByTestId('player-view')).toHaveAttribute('data-sheet', 'peek');
    });

    await test.step('rotate to landscape 844×390 mid-turn: the board keeps drawing, the menu stays on screen', async () => {
      const tokenBefore = (await board.scene())?.tokens.length ?? 0;
      await p.setViewportSize({ width: 844, height: 390 });
      await expect.poll(async () => (await box(p, 'board.canvas')).width).toBeGreaterThan(450);
      const canvas = await box(p, 'board.canvas');
      expect(canvas.height).toBeGreaterThan(300);
      const frames = (await board.scene())?.frames ?? 0;
      await expect.poll(async () => (await board.scene())?.frames ?? 0).toBeGreaterThan(frames - 1);
      expect((await board.scene())?.tokens.length).toBe(tokenBefore);
      const pos = (await creature(p, aldric))?.pos as { x: number; y: number };
      const c = await board.squareCentre(pos.x, pos.y);
      expect(c.x).toBeGreaterThan(canvas.x);
      expect(c.x).toBeLessThan(canvas.x + canvas.width);
      expect(c.y).toBeGreaterThan(canvas.y);
      expect(c.y).toBeLessThan(canvas.y + canvas.height);
      await p.touchscreen.tap(c.x, c.y);
      await expect(p.getByTestId('player.menu')).toHaveAttribute('data-creature', aldric);
      await expect.poll(async () => onScreen(await box(p, 'player.menu'), { width: 844, height: 390 })).toBe(true);
      await expect(p.getByTestId('player.turn')).toBeInViewport();
      console.log(
        `[issue 28] landscape 844×390: board ${canvas.width}×${canvas.height}, menu at ${JSON.stringify(await box(p, 'player.menu'))}`,
      );
      await p.screenshot({ path: `${SHOTS}/phone-landscape.png` });
      await p.getByTestId('player.menu.close').tap();
      // And back to portrait.
      await p.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => (await box(p, 'board.canvas')).width).toBeGreaterThanOrEqual(389);
    });

    await test.step('a reload rejoins with no page error', async () => {
      await p.reload();
      await expect(p.getByTestId('player-view')).toHaveAttribute('data-status', 'open');
      await board.waitForBoard();
      await expect(p.getByTestId(`player.act.${aldric}`)).toBeAttached();
      expect(phone.errors).toEqual([]);
    });

    await test.step('long-press a token: its menu; in Japanese the page says タップ', async () => {
      const pos = (await creature(p, aldric))?.pos as { x: number; y: number };
      const c = await board.squareCentre(pos.x, pos.y);
      const cdp = await p.context().newCDPSession(p);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c.x, y: c.y, id: 1 }] });
      await expect(p.getByTestId('player.menu')).toHaveAttribute('data-creature', aldric); // while the finger is down
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      await expect(p.getByTestId('player.menu')).toBeVisible(); // lifting the finger does not close it
      await p.getByTestId('player.menu.close').tap();
      await p.getByTestId('player.lang').tap();
      await expect(p.getByTestId('player.hint')).toContainText('タップ');
      await expect(p.getByTestId('player.turn')).toContainText('手番');
      await p.getByTestId('player.lang').tap();
      await expect(p.getByTestId('player.hint')).toContainText('Tap');
    });

    await test.step('installable: the manifest and its icons, from this origin only', async () => {
      const origin = new URL(p.url()).origin;
      const href = await p.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const manifest = await p.evaluate(async (h) => (await fetch(h as string)).json(), href);
      expect(manifest.name).toBe('Saddlegrid');
      expect(manifest.display).toBe('standalone');
      const sizes = (manifest.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons as { src: string; type: string }[]) {
        const r = await p.request.get(new URL(icon.src, new URL(href as string, p.url())).href);
        expect(r.status()).toBe(200);
        expect(r.headers()['content-type']).toContain(icon.type.split('+')[0]);
      }
      const elsewhere = phone.fetched.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
      expect(elsewhere).toEqual([]);
    });

    await test.step('axe on the phone page: no serious or critical violation', async () => {
      expect(await axeClean(p)).toEqual([]);
    });

    await test.step('a tablet 820×1180: the board first, a second player; out of turn, the menu says why', async () => {
      const tablet = await joinOnDevice(browser, link, 'Bob', { width: 820, height: 1180 });
      const bobId = await gm.player('Bob');
      await gm.give(bobId, 'c5');
      const eira = await idOf(tablet.page, 'Eira');
      await expect(tablet.page.getByTestId(`player.act.${eira}`)).toBeAttached();
      const canvas = await box(tablet.page, 'board.canvas');
      expect(canvas.width).toBeGreaterThanOrEqual(819);
      expect(canvas.height).toBeGreaterThanOrEqual(1180 * 0.5);
      const pos = (await creature(tablet.page, eira))?.pos as { x: number; y: number };
      const c = await tablet.board.squareCentre(pos.x, pos.y);
      await tablet.page.touchscreen.tap(c.x, c.y);
      const menu = tablet.page.getByTestId('player.menu');
      await expect(menu).toHaveAttribute('data-creature', eira);
      await expect
        .poll(async () => onScreen(await box(tablet.page, 'player.menu'), { width: 820, height: 1180 }))
        .toBe(true);
      const turnOf = (await enc(page)).turns;
      const activeIsEira = turnOf.order[turnOf.current] === 'c5';
      if (!activeIsEira) await expect(tablet.page.getByTestId('player.menu.why')).toContainText(/[A-Z]+-[A-Z0-9-]+/);
      console.log(`[issue 28] tablet 820×1180: board ${canvas.width}×${canvas.height}`);
      await tablet.page.screenshot({ path: `${SHOTS}/tablet-portrait.png` });
      expect(await axeClean(tablet.page)).toEqual([]);
      // The rule chip of the reason opens the rules reference at that rule (the player's own, no "show to players").
      if (!activeIsEira) {
        const chip = tablet.page.getByTestId('player.menu.why').locator('.rule-chip');
        const rid = (await chip.getAttribute('data-rule')) as string;
        await chip.tap();
        await expect(tablet.page.getByTestId('rules.panel')).toContainText(rid);
        await expect(tablet.page.getByTestId('rules.show')).toHaveCount(0);
        expect(onScreen(await box(tablet.page, 'rules.panel'), { width: 820, height: 1180 })).toBe(true);
        await tablet.page.getByTestId('rules.close').tap();
        await expect(tablet.page.getByTestId('rules.panel')).toHaveCount(0);
      }
      expect(tablet.errors).toEqual([]);
      await tablet.context.close();
    });

    await test.step('the GM’s page at 1024×768 stays usable: board, turn, token menu, dice', async () => {
      const canvas = await box(page, 'board.canvas');
      expect(canvas.width).toBeGreaterThan(400);
      expect(canvas.height).toBeGreaterThan(400);
      await page.getByTestId('session.close').click();
      await expect(page.getByTestId('session.panel')).toHaveCount(0);
      await expect(page.getByTestId('init.next')).toBeInViewport();
      // Nothing covers the turn button: it is what a click there reaches.
      const next = await box(page, 'init.next');
      const under = await page.evaluate(
        (q) => document.elementFromPoint(q.x, q.y)?.closest('[data-testid]')?.getAttribute('data-testid'),
        { x: next.x + next.width / 2, y: next.y + next.height / 2 },
      );
      expect(under).toBe('init.next');
      const ogre = (await creature(page, 'c10'))?.pos as { x: number; y: number };
      await gm.board.clickSquare(ogre.x, ogre.y, 'right');
      await expect(page.getByTestId('token-menu')).toBeVisible();
      expect(onScreen(await box(page, 'token-menu'), { width: 1024, height: 768 })).toBe(true);
      await page.keyboard.press('Escape');
      await page.screenshot({ path: `${SHOTS}/gm-1024.png` });
    });

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
