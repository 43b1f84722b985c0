/**
 * Issue 29, the GM's evening without a stumble: the blocker and the majors a new GM hit, each driven as the GM
 * drives it (keys, clicks, drags, drops) and each written to fail on the code before the fix:
 * - `/` (the dice line) never traps the sidebar on the Log tab (1280×720) nor steals the focus on a tab change
 *   (1920×1080);
 * - aligning the map by dragging 2 px off a printed corner gives an offset of about −2, not a whole square;
 * - a charge from the mount finds the legal path (B-8: every square closer) and outlines the end before the click;
 * - a picture dropped on the creature editor keeps what the GM typed and has not saved;
 * - the screen-share window frames the table (a tool card's pan on the GM board does not move it, a larger window
 *   is filled again).
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { CELL } from '../src/render/constants';
import { BoardPage } from './pages/board';
import { battleMapPng, portraitPng, TablePage } from './pages/table';

/** The creature id of a name (ids are the app's business; the tests name creatures as the GM does). */
async function idOf(page: Page, name: string): Promise<string> {
  return (await new BoardPage(page).creatureByName(name)).id;
}

/** What the bridge reads of the focus: the focused element's test id. */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset?.testid ?? null);

test.describe('the GM evening (issue 29): blocker and majors', () => {
  test('blocker: `/` opens the dice line once; tabs and their keys work after it, and a tab change never moves the focus into it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const board = new BoardPage(page);
    await board.open();
    // 1280×720: the log is a tab. `/` shows it and focuses the dice line.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await page.keyboard.press('/');
    await expect(page.getByTestId('dice.expr')).toBeFocused();
    await expect(page.getByTestId('tab.log')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('1d20');
    // The GM clicks another tab: it shows (and stays).
    await page.getByTestId('tab.scene').click();
    await expect(page.getByTestId('tab.scene')).toHaveAttribute('aria-selected', 'true');
    await board.frames();
    await expect(page.getByTestId('tab.scene')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('tab.turn').click();
    await expect(page.getByTestId('tab.turn')).toHaveAttribute('aria-selected', 'true');
    // Keys 2 and 4 (nothing focused) switch tabs too.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await page.keyboard.press('2');
    await expect(page.getByTestId('tab.creatures')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('4');
    await expect(page.getByTestId('tab.scene')).toHaveAttribute('aria-selected', 'true');
    await board.shot('issue29-slash-1280');

    // 1920×1080: the log is docked under the tabs. `/` focuses the dice line; a tab click leaves it alone.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page.getByTestId('tab.log')).toHaveCount(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await page.keyboard.press('/');
    await expect(page.getByTestId('dice.expr')).toBeFocused();
    await page.getByTestId('dice.expr').fill('');
    for (const tab of ['creatures', 'turn', 'scene']) {
      await page.getByTestId(`tab.${tab}`).click();
      await expect(page.getByTestId(`tab.${tab}`)).toHaveAttribute('aria-selected', 'true');
      await board.frames();
      expect(await focused(page), `after the ${tab} tab`).not.toBe('dice.expr');
    }
    // Shortcut keys act, and nothing is typed into the dice line.
    await page.keyboard.press('1');
    await expect(page.getByTestId('tab.turn')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('2');
    await expect(page.getByTestId('tab.creatures')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('dice.expr')).toHaveValue('');
    await board.shot('issue29-slash-1920');
  });

  test('major: aligning the map by dragging 2 px off a printed corner gives offsets of about −2, not a whole square', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const t = new TablePage(page);
    await t.open();
    // A printed map whose 50-px squares start at the picture's top-left corner.
    await t.dropOnBoard('printed.png', battleMapPng(900, 600, 50, 0, 0));
    await expect.poll(async () => (await t.table())?.map).toBe('shown');
    await t.openScene();
    await page.getByTestId('scene.align-squares').fill('2');
    await page.getByTestId('scene.align').click();
    await expect.poll(async () => (await t.table())?.tool).toBe('align.idle');
    const k = CELL / 70; // world units per picture pixel (the dropped map's 70 px a square)
    // The GM starts 2 px up-left of the printed corner (6, 3) and ends 2 px up-left of (8, 5).
    const a = await t.worldToClient((300 - 2) * k, (150 - 2) * k);
    const b = await t.worldToClient((400 - 2) * k, (250 - 2) * k);
    await t.dragClient(a, b);
    await expect.poll(async () => (await t.encounter()).scene.map?.cell).toBe(50);
    const map = (await t.encounter()).scene.map;
    expect(map?.offsetX).toBeGreaterThan(-4);
    expect(map?.offsetX).toBeLessThan(0);
    expect(map?.offsetY).toBeGreaterThan(-4);
    expect(map?.offsetY).toBeLessThan(0);
    // The picture's top-left stays at the board's top-left (within the 2 px), not a square away.
    expect(Math.abs((await t.table())?.mapBox?.x ?? 99)).toBeLessThan(4);
  });

  test('major: a charge from the mount takes the legal path to the end the GM picks, outlined while hovering (B-8, MC-CHARGE-1)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const board = new BoardPage(page);
    await board.open();
    const [eira, griffon, wolf] = [
      await idOf(page, 'Eira'),
      await idOf(page, 'Stormwing (griffon)'),
      await idOf(page, 'Dire wolf A'),
    ];
    // The GM's hand sets the scene: the griffon lands west of the rocks, the wolf waits east of them, and it is
    // Eira's turn.
    await page.evaluate(
      ([g, w, e]) => {
        const b = window.__saddlegrid!;
        b.dispatch({ type: 'placeCreature', id: g as string, to: { x: 5, y: 5 } });
        b.dispatch({ type: 'editCreature', id: g as string, patch: { elevation: 0 } });
        b.dispatch({ type: 'placeCreature', id: w as string, to: { x: 15, y: 6 } });
        const enc = b.encounter();
        b.dispatch({ type: 'setInitiative', id: e as string, value: 30 });
        let v = 1;
        for (const id of enc.creatureOrder) if (id !== e) b.dispatch({ type: 'setInitiative', id, value: v++ });
      },
      [griffon, wolf, eira],
    );
    await expect
      .poll(() => page.evaluate(() => window.__saddlegrid!.encounter().turns.order.length))
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const e = window.__saddlegrid!.encounter();
          return e.turns.order[e.turns.current] ?? null;
        }),
      )
      .toBe(eira);
    // The attack helper from Eira's menu: the wolf as the target, then "Charge from the mount".
    await board.openMenuFor('Eira');
    await page.getByTestId('token-menu.attack').click();
    await page.getByTestId('attack.target').selectOption(wolf);
    await page.getByTestId('attack.charge').click();
    await expect(page.getByTestId('pick.prompt')).toContainText('B-8');
    // Hovering the end square outlines where the griffon ends, by a legal path.
    const end = await board.squareCentre(13, 5);
    await page.mouse.move(end.x - 10, end.y - 10);
    await page.mouse.move(end.x, end.y);
    await expect
      .poll(() => page.evaluate(() => window.__saddlegrid!.preview()))
      .toMatchObject({ id: griffon, to: { x: 13, y: 5 }, legal: true });
    await board.shot('issue29-charge-hover-1280');
    const before = await board.cursor();
    await page.mouse.click(end.x, end.y);
    await expect.poll(() => board.cursor()).toBe(before + 1);
    const g = await page.evaluate((id) => window.__saddlegrid!.creature(id)?.pos, griffon);
    expect(g).toEqual({ x: 13, y: 5 });
    const log = await page.evaluate(() => window.__saddlegrid!.logText().join('\n'));
    expect(log).toMatch(/charge/i);
  });

  test('major: a picture dropped on the creature editor keeps the fields typed and not yet saved', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const t = new TablePage(page);
    await t.open();
    const ogre = await idOf(page, 'Ogre');
    await t.tab('creatures');
    await page.getByTestId(`creatures.item.${ogre}`).click();
    await page.getByTestId('editor.name').fill('Ogre chieftain');
    await page.getByTestId('editor.hp').fill('90');
    // The GM drops a portrait on the editor's picture.
    const png = portraitPng(96, [150, 60, 60]);
    const dt = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const d = new DataTransfer();
      d.items.add(new File([bytes], 'ogre.png', { type: 'image/png' }));
      return d;
    }, png.toString('base64'));
    await page.getByTestId('editor.picture').dispatchEvent('dragover', { dataTransfer: dt });
    await page.getByTestId('editor.picture').dispatchEvent('drop', { dataTransfer: dt });
    await expect
      .poll(() => page.evaluate((id) => window.__saddlegrid!.creature(id)?.image ?? null, ogre))
      .not.toBeNull();
    await expect(page.getByTestId('editor.picture-img')).toBeVisible();
    // What was typed is still there, and Save applies it.
    await expect(page.getByTestId('editor.name')).toHaveValue('Ogre chieftain');
    await expect(page.getByTestId('editor.hp')).toHaveValue('90');
    await page.getByTestId('editor.apply').click();
    await expect
      .poll(() => page.evaluate((id) => window.__saddlegrid!.creature(id)?.name, ogre))
      .toBe('Ogre chieftain');
    expect(await page.evaluate((id) => window.__saddlegrid!.creature(id)?.hp, ogre)).toBe(90);
  });

  test("major: the screen-share window frames the whole table: the GM board's incidental pans do not move it, a larger window is filled again", async ({
    context,
  }) => {
    const gmPage = await context.newPage();
    await gmPage.setViewportSize({ width: 1280, height: 720 });
    const gm = new BoardPage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    await playerPage.setViewportSize({ width: 960, height: 540 });
    const player = new BoardPage(playerPage);
    await player.open('/?view=player');
    await expect(playerPage.getByTestId('player.waiting')).toHaveCount(0);
    /** The table (the grid) on the player's canvas: inside it, and filling one of its sides. */
    const framing = async () =>
      playerPage.evaluate(() => {
        const b = window.__saddlegrid!;
        const cam = b.scene()!.camera;
        const g = b.encounter().grid;
        const c = document.querySelector('[data-testid="board.canvas"]')!.getBoundingClientRect();
        const w = g.width * 48 * cam.scale;
        const h = g.height * 48 * cam.scale;
        const inside = cam.x >= -1 && cam.y >= -1 && cam.x + w <= c.width + 1 && cam.y + h <= c.height + 1;
        return { inside, fill: Math.max(w / c.width, h / c.height) };
      });
    await expect.poll(async () => (await framing()).inside).toBe(true);
    expect((await framing()).fill).toBeGreaterThan(0.9);
    // The GM zooms into the west of the board, then opens the attack helper for the ogre (east): the dock pans the
    // GM's view to it (a tool card's pan).
    await gmPage.bringToFront();
    const gmCam = async () => JSON.stringify((await gm.scene())?.camera);
    const west = await gm.squareCentre(2, 8);
    await gmPage.mouse.move(west.x, west.y);
    await gmPage.mouse.wheel(0, -500);
    await gm.settled();
    const zoomed = await gmCam();
    const ogre = await idOf(gmPage, 'Ogre');
    await gm.tab('creatures');
    await gmPage.getByTestId(`creatures.item.${ogre}`).click();
    await gmPage.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await gmPage.keyboard.press('a');
    await expect(gmPage.getByTestId('attack')).toBeVisible();
    await gm.settled();
    expect(await gmCam()).not.toBe(zoomed);
    // The players' window has not moved off the table.
    await playerPage.bringToFront();
    await player.settled();
    expect((await framing()).inside).toBe(true);
    expect((await framing()).fill).toBeGreaterThan(0.9);
    // Enlarged, the players' window shows the table large again (no Fit needed).
    await playerPage.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(async () => (await framing()).fill, { timeout: 10_000 }).toBeGreaterThan(0.9);
    expect((await framing()).inside).toBe(true);
    await player.shot('issue29-player-framed-1600');
  });
});
