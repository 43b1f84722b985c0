/**
 * Issue 27: rooms that last. The GM's room lives with the encounter in the GM's browser (not in the tab): a tab
 * closed and the encounter reopened retakes the same room, the players still in it; "End the session" forgets it.
 * A join link pasted into a player's tab takes effect without a manual reload. (A restart of the session server is
 * proven in Node with the real clients: server/durable.test.ts, src/app/session/session.test.ts.)
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { GmSessionPage, PlayerSessionPage } from './pages/session';

test.describe('rooms that last (issue 27)', () => {
  test('the GM closes the tab and reopens the encounter: the same room, the player still in it; “End the session” forgets it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const gmContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    const first = new GmSessionPage(await gmContext.newPage());
    await first.board.open();
    const link = await first.start();
    const alice = await PlayerSessionPage.join(browser, link, 'Alice');
    const aliceId = await first.player('Alice');

    await first.page.close();
    await expect(alice.page.getByTestId('player.gmAway')).toBeVisible();

    // Reopened (a new tab of the same browser): the encounter retakes its room by itself.
    const again = new GmSessionPage(await gmContext.newPage());
    await again.board.open();
    await again.openPanel();
    expect(await again.link()).toBe(link);
    expect(await again.player('Alice')).toBe(aliceId);
    await expect(alice.page.getByTestId('player.gmAway')).toHaveCount(0);

    again.page.once('dialog', (d) => void d.accept());
    await again.page.getByTestId('session.end').click();
    await expect(alice.page.getByTestId('player-view')).toHaveAttribute('data-status', 'closed');
    // Reopened after the end: no room is taken (the GM invites again to get a new one).
    const third = new GmSessionPage(await gmContext.newPage());
    await third.board.open();
    await third.openPanel();
    await expect(third.page.getByTestId('session.start')).toBeVisible();
    await expect(third.page.getByTestId('session.link')).toHaveCount(0);
    await alice.close();
    await gmContext.close();
  });

  test('a new join link pasted into a player’s tab takes effect without a manual reload', async ({ browser }) => {
    test.setTimeout(120_000);
    const contextA = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    const gmA = new GmSessionPage(await contextA.newPage());
    await gmA.board.open();
    const linkA = await gmA.start();
    const contextB = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    const gmB = new GmSessionPage(await contextB.newPage());
    await gmB.board.open();
    const linkB = await gmB.start();
    expect(linkB).not.toBe(linkA);

    const bob = await PlayerSessionPage.join(browser, linkA, 'Bob');
    await gmA.player('Bob');
    // Only the `#` part changes: the page starts again with the new link.
    await bob.page.evaluate((hash) => (location.hash = hash), new URL(linkB).hash);
    const name = bob.page.getByTestId('player.name');
    const joined = bob.page.getByTestId('player-view');
    await expect(name.or(joined)).toBeVisible();
    if (await name.isVisible()) {
      await name.fill('Bob');
      await bob.page.getByTestId('player.joinGo').click();
    }
    await bob.waitOpen();
    await gmB.player('Bob');
    await bob.close();
    await contextA.close();
    await contextB.close();
  });
});
