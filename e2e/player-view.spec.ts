import { test } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { allCreatures } from '../src/rules';

test.describe('player view (issue 7)', () => {
  test('follows the GM window live, hides hidden creatures and exact enemy HP', async ({ context }) => {
    const gmPage = await context.newPage();
    const gm = new BoardPage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    const player = new BoardPage(playerPage);
    await player.open('/?view=player');
    await expect(playerPage.getByTestId('player.waiting')).toHaveCount(0);

    // The hidden goblin archer is not in the player's scene or state; exact enemy HP is absent.
    const pScene = await player.scene();
    const names = pScene?.tokens.map((t) => t.name) ?? [];
    expect(names).toContain('Sir Aldric');
    expect(names).not.toContain('Goblin archer');
    const pEnc = await player.encounter();
    const ogre = allCreatures(pEnc).find((c) => c.name === 'Ogre');
    expect(ogre?.hpMax).toBe(4); // coarse state, not 111
    expect(JSON.stringify(pEnc)).not.toContain('Hiding in the brush');

    // A change in the GM page appears in the player page.
    const gmOgre = await gm.creatureByName('Ogre');
    await gmPage.bringToFront();
    await gm.drag({ x: gmOgre.pos.x, y: gmOgre.pos.y }, { x: gmOgre.pos.x - 4, y: gmOgre.pos.y + 2 });
    await expect
      .poll(async () => (await player.creatureByName('Ogre')).pos)
      .toEqual({ x: gmOgre.pos.x - 4, y: gmOgre.pos.y + 2 });
    await expect(playerPage.getByTestId('player.log')).toContainText('Ogre moves');
    await gmPage.evaluate(() => window.__saddlegrid?.dispatch({ type: 'changeHp', id: 'c10', amount: -60 }));
    await expect.poll(async () => (await player.creatureByName('Ogre')).hp).toBe(2); // bloodied, shown coarse
    // The players' copy of the event carries no HP figures of a creature outside the party (issue 26).
    await expect(playerPage.getByTestId('player.log')).toContainText('Ogre takes 60 damage.');
    await expect(playerPage.getByTestId('player-view')).not.toContainText('51/111');
    await gm.shot('issue7-gm');
    await playerPage.bringToFront();
    await player.shot('issue7-player');

    // Reloading the player view resynchronises.
    await playerPage.reload();
    await player.waitForBoard();
    await expect
      .poll(async () => (await player.creatureByName('Ogre')).pos)
      .toEqual({ x: gmOgre.pos.x - 4, y: gmOgre.pos.y + 2 });
    // Reloading the GM window resynchronises too: a change made after the reload reaches the player view.
    await gmPage.reload();
    await gm.waitForBoard();
    await gmPage.evaluate(() => window.__saddlegrid?.dispatch({ type: 'changeHp', id: 'c10', amount: -60 }));
    await expect.poll(async () => (await player.creatureByName('Ogre')).hp).toBe(0); // down
    await playerPage.getByTestId('player.contrast').check();
    await player.shot('issue7-player-high-contrast');
  });
});
