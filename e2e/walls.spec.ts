/**
 * Issue 32: walls on the board. The GM draws a wall with the wall tool (square corners, Esc ends the line), a drag
 * of a creature through it is refused with its rule id (MC-R20), a door drawn with the tool opens and closes on a
 * click (and undo closes it again), and a Universal VTT map built in the test (a PNG, walls and doors) comes in with
 * its grid alignment and walls; a hostile one changes nothing. Screenshots at 1280×720 and 1920×1080.
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { CELL } from '../src/render/constants';
import { makePng, TablePage } from './pages/table';

/** Click a square corner (grid point x, y). */
async function clickCorner(t: TablePage, page: Page, x: number, y: number): Promise<void> {
  const p = await t.worldToClient(x * CELL, y * CELL);
  await page.mouse.click(p.x, p.y);
}

/** A Universal VTT file: an 8 × 6 map at 50 px a square, a wall and a door. */
function uvttFile(over: Record<string, unknown> = {}): Buffer {
  const png = makePng(400, 300, (x, y) => (x % 50 < 2 || y % 50 < 2 ? [40, 40, 40] : [150, 130, 100]));
  return Buffer.from(
    JSON.stringify({
      format: 0.3,
      resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 8, y: 6 }, pixels_per_grid: 50 },
      line_of_sight: [
        [
          { x: 1, y: 1 },
          { x: 6, y: 1 },
          { x: 6, y: 3 },
        ],
      ],
      portals: [
        {
          position: { x: 6, y: 3.5 },
          bounds: [
            { x: 6, y: 3 },
            { x: 6, y: 4 },
          ],
          rotation: 0,
          closed: true,
        },
      ],
      lights: [{ position: { x: 3, y: 3 }, range: 4 }],
      image: png.toString('base64'),
      ...over,
    }),
  );
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`walls at ${viewport.width}×${viewport.height} (issue 32)`, () => {
    test.use({ viewport });

    test('draw a wall, a drag through it is refused with MC-R20; a door opens and closes; undo', async ({ page }) => {
      const t = new TablePage(page);
      await t.open();
      // A scout of our own, on free ground with room on its right (the sample's creatures ride or are large).
      const added = await page.evaluate(() => {
        const b = window.__saddlegrid;
        if (!b) return null;
        const g = b.encounter().grid;
        for (let y = 1; y < g.height - 1; y++)
          for (let x = 1; x + 4 < g.width; x++) {
            const r = b.dispatch({
              type: 'addCreature',
              creature: { name: 'Scout', side: 'party', pos: { x, y }, speed: 6 },
            } as never);
            if (r.ok) return { x, y };
          }
        return null;
      });
      if (!added) throw new Error('no room for the scout');
      const enc = await t.encounter();
      const c = Object.values(enc.creatures).find((x) => x.name === 'Scout');
      if (!c) throw new Error('no scout');
      const wx = c.pos.x + 1;
      await t.openScene();
      await page.getByTestId('scene.wall-tool').click();
      await expect.poll(async () => (await t.table())?.tool).toBe('wall.idle');
      // A wall on the line right of the creature, from the top of the grid to the bottom: no way around.
      await clickCorner(t, page, wx, 0);
      await clickCorner(t, page, wx, Math.floor(enc.grid.height / 2));
      await clickCorner(t, page, wx, enc.grid.height);
      await expect.poll(async () => (await t.table())?.walls.draft).toBe(3);
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await t.encounter()).scene.walls.length).toBe(2);
      await expect.poll(async () => (await t.table())?.walls.drawn).toBe(2);
      await expect(page.getByTestId('scene.wall-count')).toContainText('Walls: 2');

      // A door elsewhere: the door kind, two corners, Esc; a click on it opens it, undo closes it again.
      await page.getByTestId('scene.wall-kind.door').click();
      const dx = c.pos.x + 2;
      const dy = c.pos.y;
      await clickCorner(t, page, dx, dy);
      await clickCorner(t, page, dx + 1, dy);
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await t.encounter()).scene.walls.filter((w) => w.kind === 'door').length).toBe(1);
      const doorMid = await t.worldToClient((dx + 0.5) * CELL, dy * CELL);
      await page.mouse.click(doorMid.x, doorMid.y);
      await expect.poll(async () => (await t.table())?.walls.open).toBe(1);
      await t.shot(`walls-drawn-${viewport.width}`);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await t.table())?.walls.open).toBe(0);

      // Back to selecting; drag the creature across the wall: the preview shows the refusal with MC-R20.
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await t.table())?.tool).toBe('select.idle');
      const a = await t.squareCentre(c.pos.x, c.pos.y);
      const b = await t.squareCentre(c.pos.x + 2, c.pos.y);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
      await expect.poll(() => page.evaluate(() => window.__saddlegrid?.preview()?.ruleId ?? null)).toBe('MC-R20');
      await t.shot(`walls-refused-${viewport.width}`);
      await page.mouse.up();
      expect((await t.encounter()).creatures[c.id]?.pos).toEqual(c.pos);
    });

    test('a Universal VTT map comes in with its alignment, walls and door; a hostile file changes nothing', async ({
      page,
    }) => {
      const t = new TablePage(page);
      await t.open();
      await t.openScene();
      const before = await t.cursor();
      await page.getByTestId('scene.uvtt-file').setInputFiles({
        name: 'evil.dd2vtt',
        mimeType: 'application/octet-stream',
        buffer: uvttFile({
          line_of_sight: [
            [
              { x: 1, y: 1 },
              { x: 60, y: 1 },
            ],
          ],
        }),
      });
      await expect(page.getByTestId('notice.error')).toContainText('a wall or a door lies outside the map');
      expect(await t.cursor()).toBe(before);

      await page
        .getByTestId('scene.uvtt-file')
        .setInputFiles({ name: 'crypt.dd2vtt', mimeType: 'application/octet-stream', buffer: uvttFile() });
      await expect.poll(async () => (await t.encounter()).scene.walls.length).toBe(3);
      const enc = await t.encounter();
      expect(enc.scene.map).toMatchObject({ width: 400, height: 300, cell: 50, offsetX: 0, offsetY: 0 });
      expect(enc.scene.walls.map((w) => [w.kind, w.x1, w.y1, w.x2, w.y2])).toEqual([
        ['wall', 1, 1, 6, 1],
        ['wall', 6, 1, 6, 3],
        ['door', 6, 3, 6, 4],
      ]);
      await expect.poll(async () => (await t.table())?.map).toBe('shown');
      await expect.poll(async () => (await t.table())?.walls.drawn).toBe(3);
      await t.shot(`walls-uvtt-${viewport.width}`);
      // One command: one undo takes the map and its walls away.
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await t.encounter()).scene.walls.length).toBe(0);
    });
  });
}
