/**
 * Issue 20: players click from their own devices. A GM page and two player pages, each player in its own browser
 * context (as on another device), through the real session server (started by playwright.config.ts's webServer)
 * behind the preview's /ws proxy. The GM's tab is the only writer: every player action is a request its engine
 * checks, with the ownership check.
 */
import { test, type Page, type WebSocket } from '@playwright/test';
import { expect } from './expect';
import { readInvite } from '../src/net/invite';
import { discPng, GmSessionPage, PlayerSessionPage } from './pages/session';
import { creature, enc } from './multiplayer.fixtures';
const SHOTS = '/work/shots';

/** Every text frame a page receives on its WebSockets (to check that nothing GM-only reaches a player). */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws: WebSocket) =>
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
  );
  return frames;
}

/** A creature of a page's view by its name (players know creatures by aliases, issue 26). */
const named = async (p: Page, name: string) => {
  const e = await enc(p);
  return Object.values(e.creatures).find((c) => c.name === name);
};

test.describe('players on their own devices (issue 20)', () => {
  test('assign, mount and dismount from a player page, refusals with the rule, a forged request, a save after a push, the GM’s OK, reconnecting', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const gm = new GmSessionPage(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await gm.board.open();
    const link = await gm.start();
    expect(readInvite(new URL(link).hash)).not.toBeNull();
    // The link points at this origin's /ws (the preview proxies it to the session server).
    expect(readInvite(new URL(link).hash)?.server).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws$/);

    const alice = await PlayerSessionPage.join(browser, link, 'Alice');
    let bobFrames: string[] = [];
    const bob = await PlayerSessionPage.join(browser, link, 'Bob', undefined, (p) => (bobFrames = recordFrames(p)));
    const aliceId = await gm.player('Alice');
    const bobId = await gm.player('Bob');

    await test.step('the GM assigns creatures: Sir Aldric to Alice, Eira and Pip to Bob', async () => {
      await gm.give(aliceId, 'c2');
      await gm.give(bobId, 'c5');
      await gm.give(bobId, 'c3');
      // Players know creatures by the room's aliases (issue 26), never by the GM's ids.
      const aldric = await alice.idOf('Sir Aldric');
      expect(aldric).not.toBe('c2');
      expect(await bob.idOf('Sir Aldric')).toBe(aldric);
      await expect(alice.page.getByTestId(`player.act.${aldric}`)).toBeVisible();
      await expect(bob.page.getByTestId(`player.act.${await bob.idOf('Eira')}`)).toBeVisible();
      await expect(bob.page.getByTestId(`player.act.${await bob.idOf('Pip')}`)).toBeVisible();
      await expect(alice.page.getByTestId(`player.act.${await alice.idOf('Eira')}`)).toHaveCount(0);
      await expect(alice.page.getByTestId(`player.mine.${aldric}`)).toBeVisible(); // her creature ringed on the board
    });

    await test.step('awareness: each side sees the other’s pointer over the board', async () => {
      const c = await alice.board.squareCentre(10, 10);
      await alice.page.mouse.move(c.x, c.y);
      await alice.page.mouse.move(c.x + 6, c.y + 6);
      await expect(page.getByTestId('session.pointer')).toContainText('Alice');
      // The GM's pointer reaches the players only while the GM shares it (issue 26).
      await gm.share('pointer');
      const g = await gm.board.squareCentre(12, 12);
      await page.mouse.move(g.x, g.y);
      await page.mouse.move(g.x + 6, g.y + 6);
      await expect(alice.page.getByTestId('player.gmPointer')).toBeVisible();
    });

    await test.step('screenshots: the GM with the players panel, a player page (1280×720 and 1920×1080)', async () => {
      await page.screenshot({ path: `${SHOTS}/issue20-gm-panel-1280.png` });
      await alice.page.screenshot({ path: `${SHOTS}/issue20-player-1280.png` });
      await page.setViewportSize({ width: 1920, height: 1080 });
      await alice.page.setViewportSize({ width: 1920, height: 1080 });
      await expect(page.getByTestId('session.panel')).toBeVisible();
      await page.getByTestId('toolbar.fit').click();
      await gm.board.waitForBoard();
      await page.screenshot({ path: `${SHOTS}/issue20-gm-panel-1920.png` });
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.page.screenshot({ path: `${SHOTS}/issue20-player-menu-1920.png` });
      await alice.page.getByTestId('player.menu.close').click();
      await page.setViewportSize({ width: 1280, height: 720 });
      await alice.page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('Alice dismounts Sir Aldric from her page: the GM’s log shows it, Bob sees it', async () => {
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.take('dismount');
      await expect(alice.page.getByTestId('player.pick')).toBeVisible();
      const sq = await alice.pickSquare(0);
      await alice.board.clickSquare(sq.x, sq.y);
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
      await expect.poll(async () => (await creature(page, 'c2'))?.mountId ?? null).toBeNull();
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(sq);
      await expect.poll(() => gm.logText()).toContainEqual(expect.stringMatching(/Sir Aldric dismounts/));
      await expect.poll(async () => (await named(bob.page, 'Sir Aldric'))?.mountId ?? null).toBeNull();
    });

    await test.step('Alice mounts the warhorse again', async () => {
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.take(`mount.${await alice.idOf('Blaze (warhorse)')}`);
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
      await expect.poll(async () => (await creature(page, 'c2'))?.mountId).toBe('c1');
      await expect.poll(() => gm.logText()).toContainEqual(expect.stringMatching(/Sir Aldric mounts Blaze/));
      await expect
        .poll(async () => (await named(bob.page, 'Sir Aldric'))?.mountId)
        .toBe(await bob.idOf('Blaze (warhorse)'));
    });

    await test.step('Alice drags her mount (a rider moves its mount): everyone sees it', async () => {
      // Alice's own page must know she rides it before she drags it (a view not yet arrived would see no rider).
      const blaze = await alice.idOf('Blaze (warhorse)');
      await expect.poll(async () => (await named(alice.page, 'Sir Aldric'))?.mountId).toBe(blaze);
      const from = (await creature(page, 'c1'))?.pos as { x: number; y: number };
      const to = { x: from.x + 3, y: from.y + 1 };
      await alice.board.drag(from, to);
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
      await expect.poll(async () => (await creature(page, 'c1'))?.pos).toEqual(to);
      await expect.poll(async () => (await named(bob.page, 'Blaze (warhorse)'))?.pos).toEqual(to);
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(to); // the rider came along
    });

    await test.step('a refused request shows the reason and the rule id (a passenger cannot move on its own, MC-MOVE-1)', async () => {
      const before = await gm.board.cursor();
      const pip = (await creature(page, 'c3')) as { pos: { x: number; y: number } };
      await bob.board.drag(pip.pos, { x: pip.pos.x - 2, y: pip.pos.y + 3 });
      const out = bob.newestOutcome();
      await expect(out).toHaveAttribute('data-testid', 'player.outcome.refused');
      await expect(out.getByTestId('player.refusal')).toContainText('Pip');
      await expect(out.getByTestId('player.refusal')).toContainText('MC-MOVE-1');
      expect(await gm.board.cursor()).toBe(before); // nothing changed
      expect((await creature(page, 'c3'))?.pos).toEqual(pip.pos);
    });

    await test.step('a forged request for someone else’s creature is refused and changes nothing', async () => {
      const before = await gm.board.cursor();
      // Bob knows Sir Aldric by the alias his view gives it; the GM's own id names no creature for him.
      const forged = { type: 'dismount', id: await bob.idOf('Sir Aldric'), to: { x: 0, y: 0 } };
      await bob.page.evaluate((c) => window.__saddlegridSession?.request(c, { en: 'Forged', ja: '偽造' }), forged);
      await expect(bob.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.refused');
      await expect(bob.newestOutcome().getByTestId('player.refusal')).toContainText(
        'Sir Aldric is not one of your creatures',
      );
      // The GM's own creature (the ogre), and a GM-only command, both refused.
      const ogre = await bob.idOf('Ogre');
      await bob.page.evaluate(
        (id) =>
          window.__saddlegridSession?.request(
            { type: 'moveCreature', id, to: { x: 17, y: 2 } },
            { en: 'Forged ogre', ja: '偽造' },
          ),
        ogre,
      );
      await expect(bob.newestOutcome().getByTestId('player.refusal')).toContainText('not one of your creatures');
      const eira = await bob.idOf('Eira');
      await bob.page.evaluate(
        (id) =>
          window.__saddlegridSession?.request({ type: 'changeHp', id, amount: 100 }, { en: 'Forged heal', ja: '偽造' }),
        eira,
      );
      await expect(bob.newestOutcome().getByTestId('player.refusal')).toContainText('Only the GM can do that');
      expect(await gm.board.cursor()).toBe(before);
    });

    await test.step('the GM pushes Sir Aldric alone: Alice answers her own save (I rolled 2) and picks where she lands', async () => {
      const at = (await creature(page, 'c1'))?.pos as { x: number; y: number };
      const r = await page.evaluate(
        (p) =>
          window.__saddlegrid?.dispatch({
            type: 'forceMove',
            targetId: 'c2',
            kind: 'push',
            sourceId: 'c10',
            distance: 1,
            path: [p],
          } as never),
        { x: at.x - 1, y: at.y + 1 },
      );
      expect(r?.ok).toBe(true);
      await expect(alice.page.getByTestId('player.decision')).toHaveAttribute('data-mine', '1');
      await expect(alice.page.getByTestId('player.decision')).toContainText('MC-FM-2');
      await expect(bob.page.getByTestId('player.decision')).toHaveAttribute('data-mine', '0'); // Bob sees it, cannot answer
      await alice.page.getByTestId('player.decision.typed').fill('2');
      await alice.page.getByTestId('player.decision.typed-go.save').click();
      await expect.poll(async () => (await enc(alice.page)).pending?.kind).toBe('mc.land');
      const land = (await enc(alice.page)).pending?.options.find((o) => o.square)?.square as { x: number; y: number };
      // What the GM's board points at reaches the player's board through the session (issue 17's overlay, filtered
      // in the GM's tab): the landing squares, lettered; the player's own squares highlighted.
      await expect
        .poll(() => alice.page.evaluate(() => window.__saddlegrid?.shared()?.choices.map((c) => c.square) ?? []))
        .toContainEqual(land);
      await expect
        .poll(() => alice.page.evaluate(() => window.__saddlegrid?.shared()?.squares ?? []))
        .toContainEqual(land);
      await alice.board.clickSquare(land.x, land.y);
      await expect.poll(async () => (await creature(page, 'c2'))?.pos).toEqual(land);
      const knight = await creature(page, 'c2');
      expect(knight?.mountId).toBeNull();
      expect(knight?.conditions).toContain('prone');
      await expect.poll(() => gm.logText()).toContainEqual(expect.stringMatching(/save 2 \+ 5 .* < 10/));
    });

    await test.step('wait for the GM’s OK: the request waits, the GM approves it; another is refused by the GM', async () => {
      await gm.mode('approve');
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.take('standUp');
      await expect(alice.page.getByTestId('player.waiting')).toBeVisible();
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.queued');
      await expect(page.getByTestId('session.queueBadge')).toHaveText('1');
      const item = page.getByTestId('session.queue').locator('li');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Alice');
      expect((await creature(page, 'c2'))?.conditions).toContain('prone'); // nothing applied yet
      await item.getByTestId('session.approve').click();
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
      await expect.poll(async () => (await creature(page, 'c2'))?.conditions).not.toContain('prone');
      await expect(alice.page.getByTestId('player.waiting')).toHaveCount(0);
      // The GM refuses the next one: the player reads why, in their language.
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.take('dropProne');
      await expect(item).toHaveCount(1);
      await item.getByTestId('session.decline').click();
      await expect(alice.newestOutcome().getByTestId('player.refusal')).toContainText('The GM declined your request');
      await gm.mode('auto');
    });

    await test.step('a refusal in Japanese for a player who reads Japanese', async () => {
      await bob.page.getByTestId('player.lang').click();
      const aldric = await bob.idOf('Sir Aldric');
      await bob.page.evaluate(
        (id) =>
          window.__saddlegridSession?.request(
            { type: 'dismount', id, to: { x: 0, y: 0 } },
            { en: 'Forged', ja: '偽造' },
          ),
        aldric,
      );
      // Names are the encounter's own (the GM's encounter is in English); the sentence is Japanese.
      await expect(bob.newestOutcome().getByTestId('player.refusal')).toContainText(
        'Sir Aldricはあなたのキャラクターではありません',
      );
      await bob.page.setViewportSize({ width: 1920, height: 1080 });
      await expect(bob.page.getByTestId('player.outcomes')).toContainText('拒否されました');
      await bob.page.screenshot({ path: `${SHOTS}/issue20-player-ja-1920.png` });
      await bob.page.setViewportSize({ width: 1280, height: 720 });
      await bob.page.getByTestId('player.lang').click();
    });

    await test.step('Bob reloads (a dropped connection): he is the same player and sees the current state', async () => {
      await bob.page.reload();
      await bob.waitOpen();
      await expect(bob.page.getByTestId(`player.act.${await bob.idOf('Eira')}`)).toBeVisible();
      expect(await gm.player('Bob')).toBe(bobId);
      await expect(page.locator('[data-testid^="session.player."]')).toHaveCount(2);
      expect((await named(bob.page, 'Sir Aldric'))?.pos).toEqual((await creature(page, 'c2'))?.pos);
      expect(await bob.idOf('Sir Aldric')).toBe(await alice.idOf('Sir Aldric')); // the same ids after a reload
    });

    await test.step('the GM reloads: the tab retakes the same room, players stay and can act', async () => {
      const linkBefore = await gm.link();
      await page.reload();
      await gm.board.waitForBoard();
      await gm.openPanel();
      expect(await gm.link()).toBe(linkBefore);
      await expect(alice.page.getByTestId('player.gmAway')).toHaveCount(0);
      await alice.menu(await alice.idOf('Sir Aldric'));
      await alice.take('dropProne');
      await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
      await expect.poll(async () => (await creature(page, 'c2'))?.conditions).toContain('prone');
    });

    await test.step('a token picture reaches the players through the session (by content id, checked on arrival)', async () => {
      const b64 = discPng(128, [110, 70, 200]).toString('base64');
      const added = await page.evaluate((b) => window.__saddlegrid?.assets.add(b, 'eira.png'), b64);
      if (!added?.ok) throw new Error('picture not added');
      const r = await page.evaluate(
        (id) => window.__saddlegrid?.dispatch({ type: 'editCreature', id: 'c5', patch: { image: id } } as never),
        added.id,
      );
      expect(r?.ok).toBe(true);
      await expect
        .poll(() => bob.page.evaluate(() => window.__saddlegrid?.table()?.pictured ?? []))
        .toContain(await bob.idOf('Eira'));
      await expect
        .poll(() => alice.page.evaluate(() => window.__saddlegrid?.table()?.pictured ?? []))
        .toContain(await alice.idOf('Eira'));
      await bob.page.screenshot({ path: `${SHOTS}/issue20-player-picture-1280.png` });
    });

    await test.step('no message to a player contained GM-only data', async () => {
      expect(bobFrames.length).toBeGreaterThan(10);
      const all = bobFrames.join('\n');
      expect(all).not.toContain('Goblin archer'); // hidden
      expect(all).not.toContain('Hiding in the brush'); // GM notes
      expect(all).not.toContain('"hpMax":111'); // the ogre's exact HP
      expect(all).not.toContain('gmSecret');
      expect(all).not.toMatch(/"c\d+"/); // no GM id at all (issue 26: aliases)
    });

    await alice.close();
    await bob.close();
  });

  // A measurement, not a timed test. SADDLEGRID_BENCH_BROWSERS (default 2, at most 8) of the 8 players are browser
  // pages, the others socket clients of this process.
});
