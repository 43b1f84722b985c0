/** Page-object helpers for the mounted-combat tools (token menu, forced-movement tool, undo chains). */
import { expect } from '../expect';
import { BoardPage } from './board';

export const POLL = { timeout: 20_000 };

/** Open the app and return its board page object. */
export async function openBoard(page: import('@playwright/test').Page): Promise<BoardPage> {
  const board = new BoardPage(page);
  await board.open();
  return board;
}

/** Press Undo until the history cursor is back at `cursor`, one step at a time. */
export async function undoTo(board: BoardPage, cursor: number): Promise<void> {
  while ((await board.cursor()) > cursor) {
    const before = await board.cursor();
    await board.page.getByTestId('toolbar.undo').click();
    await expect.poll(() => board.cursor(), POLL).toBe(before - 1);
  }
}

/** Push Sir Aldric 2 squares away from the ogre by drawing the path on the board; waits for the save prompt. */
export async function pushAldric(board: BoardPage): Promise<void> {
  const page = board.page;
  await board.openMenuFor('Sir Aldric');
  await page.getByTestId('token-menu.forced').click();
  await page.getByTestId('forced.kind.push').click();
  await page.getByTestId('forced.source').selectOption({ label: 'Ogre' });
  await page.getByTestId('forced.distance').fill('2');
  await expect(page.getByTestId('forced.status')).toContainText('0/2');
  // Draw the path from the mount's space through the highlighted squares; releasing applies it.
  await board.dragPath([
    { x: 3, y: 6 },
    { x: 2, y: 6 },
    { x: 1, y: 6 },
  ]);
  await expect(page.getByTestId('pending.prompt')).toContainText('military saddle', POLL);
}
