/**
 * Issue 32, end to end: a wall across the map with a doorway. Through the open door a ranged attack has line of
 * effect (the attack helper traces its lines, B-10) and the party sees the enemy beyond it, so the player view
 * shows it (vision fog on); the GM closes the door: the attack helper says there is no line of effect (B-10) and
 * the enemy leaves the player view.
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { allCreatures } from '../src/rules';
import { BoardPage } from './pages/board';

const POLL = { timeout: 20_000 };

test('a ranged attack through a doorway; closing the door blocks it and hides what is beyond from the players', async ({
  context,
}) => {
  const gmPage = await context.newPage();
  const gm = new BoardPage(gmPage);
  await gm.open();
  // An archer of the party and a brute of the enemies on one row, four squares apart, right of every party creature
  // of the sample; a wall from the top to the bottom of the map between them, with a door on their row.
  const placed = await gmPage.evaluate(() => {
    const b = window.__saddlegrid;
    if (!b) return null;
    const enc = b.encounter();
    const g = enc.grid;
    let right = 0;
    for (const c of Object.values(enc.creatures))
      if (c.side === 'party') right = Math.max(right, c.pos.x + (c.size === 'large' ? 2 : c.size === 'huge' ? 3 : 1));
    for (let y = 1; y < g.height - 1; y++)
      for (let x = right + 1; x + 4 < g.width; x++) {
        const a = b.dispatch({
          type: 'addCreature',
          creature: { name: 'Bowman', side: 'party', kind: 'adventurer', pos: { x, y }, speed: 6 },
        } as never);
        if (!a.ok) continue;
        const e = b.dispatch({
          type: 'addCreature',
          creature: { name: 'Brute', side: 'enemy', kind: 'monster', pos: { x: x + 4, y }, speed: 6 },
        } as never);
        if (e.ok) {
          const X = x + 2;
          const w = b.dispatch({
            type: 'addWalls',
            walls: [
              { kind: 'wall', x1: X, y1: 0, x2: X, y2: y },
              { kind: 'door', x1: X, y1: y, x2: X, y2: y + 1, open: true },
              { kind: 'wall', x1: X, y1: y + 1, x2: X, y2: g.height },
            ],
          } as never);
          const v = b.dispatch({ type: 'setVision', on: true } as never);
          return w.ok && v.ok ? { x, y } : null;
        }
        b.undo();
      }
    return null;
  });
  expect(placed).not.toBeNull();
  const enc = await gm.encounter();
  const brute = allCreatures(enc).find((c) => c.name === 'Brute');
  const door = enc.scene.walls.find((w) => w.kind === 'door');
  if (!brute || !door) throw new Error('set-up failed');

  const playerPage = await context.newPage();
  const player = new BoardPage(playerPage);
  await player.open('/?view=player');
  await expect(playerPage.getByTestId('player.waiting')).toHaveCount(0);
  const seesBrute = async () => allCreatures(await player.encounter()).some((c) => c.name === 'Brute');
  await expect.poll(seesBrute, POLL).toBe(true);

  await gmPage.bringToFront();
  await gm.openMenuFor('Bowman');
  await gmPage.getByTestId('token-menu.attack').click();
  await gmPage.getByTestId('attack.kind').selectOption('ranged');
  await gmPage.getByTestId('attack.target').selectOption(brute.id);
  await expect(gmPage.getByTestId('attack.lines')).toContainText('B-10', POLL);
  await expect(gmPage.getByTestId('attack.no-line-of-effect')).toHaveCount(0);
  await gm.shot('issue32-doorway-open');

  // The GM closes the door: no line of effect (B-10), and the brute is out of the party's sight.
  await gmPage.evaluate((id) => window.__saddlegrid?.dispatch({ type: 'setDoor', id, open: false } as never), door.id);
  await expect(gmPage.getByTestId('attack.no-line-of-effect')).toContainText('B-10', POLL);
  await gm.shot('issue32-doorway-closed');
  await expect.poll(seesBrute, POLL).toBe(false);
  const view = JSON.stringify(await player.encounter());
  expect(view).not.toContain('Brute');
  // Reopened (undo): seen again.
  await gmPage.evaluate(() => window.__saddlegrid?.undo());
  await expect.poll(seesBrute, POLL).toBe(true);
});
