/**
 * Issue 17, a real table: a map picture under the grid (dropped, aligned by dragging two grid corners and by
 * numbers, grid faint, terrain painted over it, exported and imported back), token pictures, the ruler to a
 * flying rider with its height and rule ids, an area template listing the creatures inside, fog hiding a
 * creature from the player window, and what the GM points at (ping, ruler) reaching the player window.
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { CELL } from '../src/render/constants';
import { battleMapPng, portraitPng, TablePage } from './pages/table';

/** The printed map: 50 px squares whose lines start 20 px in (the alignment the GM must find). */
const MAP = { width: 900, height: 600, cell: 50, ox: 20, oy: 20 };

async function withMap(t: TablePage): Promise<void> {
  await t.open();
  await t.dropOnBoard('ruins.png', battleMapPng(MAP.width, MAP.height, MAP.cell, MAP.ox, MAP.oy));
  await expect.poll(async () => (await t.table())?.map).toBe('shown');
}

test.describe('a real table (issue 17)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a map picture: dropped on the board, aligned by two corners and by numbers, grid faint, terrain over it, kept by export and import', async ({
    page,
  }) => {
    const t = new TablePage(page);
    await withMap(t);
    const enc = await t.encounter();
    expect(enc.scene.map).toMatchObject({ width: MAP.width, height: MAP.height, cell: 70, offsetX: 0, offsetY: 0 });
    const before = await t.cursor();

    // Align: drag from a printed grid corner to the opposite corner of a 2 × 2 block of printed squares.
    await t.openScene();
    await page.getByTestId('scene.align-squares').fill('2');
    await page.getByTestId('scene.align').click();
    await expect.poll(async () => (await t.table())?.tool).toBe('align.idle');
    const k = CELL / 70; // world units per picture pixel now
    // A printed corner in the middle of the picture (6 squares right, 3 down), clear of the panel.
    const a = await t.worldToClient((MAP.ox + 6 * MAP.cell) * k, (MAP.oy + 3 * MAP.cell) * k);
    const b = await t.worldToClient((MAP.ox + 8 * MAP.cell) * k, (MAP.oy + 5 * MAP.cell) * k);
    await t.dragClient(a, b);
    await expect.poll(async () => (await t.encounter()).scene.map?.cell).toBe(MAP.cell);
    const aligned = (await t.encounter()).scene.map;
    expect(aligned?.offsetX).toBeCloseTo(MAP.ox, 0);
    expect(aligned?.offsetY).toBeCloseTo(MAP.oy, 0);
    expect(await t.cursor()).toBe(before + 1);
    // The picture now lies so that its printed squares are the board's: picture pixel 20 at the grid's left edge.
    // Only the part over the grid is drawn: from the printed corner to the picture's right edge.
    await expect
      .poll(async () => Math.round((await t.table())?.mapBox?.width ?? 0))
      .toBe(Math.round(((MAP.width - MAP.ox) * CELL) / MAP.cell));
    expect((await t.table())?.mapBox?.x).toBe(0);

    // By numbers: the fields show the alignment; typing another and applying it is one more command.
    await expect(page.getByTestId('scene.cell')).toHaveValue(String(MAP.cell));
    await page.getByTestId('scene.offset-x').fill('21');
    await page.getByTestId('scene.apply').click();
    await expect.poll(async () => (await t.encounter()).scene.map?.offsetX).toBe(21);
    await page.getByTestId('scene.cell').fill('abc');
    await page.getByTestId('scene.apply').click();
    await expect(page.getByTestId('notice.error')).toContainText('Pixels per square must be a number');
    await page.getByTestId('scene.offset-x').fill(String(MAP.ox));
    await page.getByTestId('scene.cell').fill(String(MAP.cell));
    await page.getByTestId('scene.apply').click();
    await expect.poll(async () => (await t.encounter()).scene.map?.offsetX).toBe(MAP.ox);

    // The grid drawn faint over the picture, then hidden, then faint again.
    await page.getByTestId('scene.grid.hidden').click();
    await expect.poll(async () => (await t.table())?.gridAlpha).toBe(0);
    await page.getByTestId('scene.grid.faint').click();
    await expect.poll(async () => (await t.table())?.gridAlpha).toBeCloseTo(0.3, 2);

    // Terrain painting still works over the picture.
    const painted = await t.cursor();
    await page.getByTestId('tool.terrain').selectOption('1');
    await t.clickSquare(12, 2);
    await expect.poll(() => t.cursor()).toBe(painted + 1);
    await page.getByTestId('tool.select').click();
    await t.shotTo('issue17-map-aligned-1280');

    // Export with the picture embedded, import it back: the same picture id, drawn again.
    const file = await page.evaluate(() => window.__saddlegrid!.assets.exportFile());
    expect(file).toContain('data:image/png;base64,');
    const err = await page.evaluate((text) => window.__saddlegrid!.importFile(text), file);
    expect(err).toBeNull();
    await page.evaluate(() => window.__saddlegrid!.imported());
    await expect.poll(async () => (await t.encounter()).scene.map?.asset).toBe(aligned?.asset);
    await expect.poll(async () => (await t.table())?.map).toBe('shown');
    // And after a reload.
    await page.evaluate(() => window.__saddlegrid!.whenSaved());
    await page.reload();
    await t.waitForBoard();
    await expect.poll(async () => (await t.table())?.map).toBe('shown');
    expect((await t.encounter()).scene.gridLines).toBe('faint');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('toolbar.fit').click();
    await t.openScene();
    await t.shotTo('issue17-map-scene-panel-1920');
    // The same in Japanese: the panel's words and the refusal of a bad number.
    await page.getByTestId('toolbar.lang').click();
    await expect(page.getByTestId('scene.panel')).toContainText('1マスのピクセル数');
    await page.getByTestId('scene.cell').fill('0');
    await page.getByTestId('scene.apply').click();
    await expect(page.getByTestId('notice.error')).toContainText(
      '1マスのピクセル数は4から2048までの数にしてください。',
    );
    await t.shotTo('issue17-map-scene-panel-ja-1920');
  });

  test('refuses what is not a picture, with a clear message, and changes nothing', async ({ page }) => {
    const t = new TablePage(page);
    await t.open();
    const before = await t.cursor();
    await t.pickMap('map.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png');
    await expect(page.getByTestId('notice.error')).toContainText('SVG');
    expect(await t.cursor()).toBe(before);
    expect((await t.encounter()).scene.map).toBeNull();
  });
  test("a token picture, the ruler to the griffon's rider with its height and rule ids, a template listing rider and mount", async ({
    page,
  }) => {
    const t = new TablePage(page);
    await t.open();
    // A picture for the griffon, from the creature editor (round by default; square on request).
    const griffon = await t.creatureByName('Stormwing (griffon)');
    await t.tab('creatures');
    await page.getByTestId(`creatures.item.${griffon.id}`).click();
    await page
      .getByTestId('editor.picture-file')
      .setInputFiles({ name: 'griffon.png', mimeType: 'image/png', buffer: portraitPng(256, [200, 150, 40]) });
    await expect.poll(async () => (await t.table())?.pictured ?? []).toContain(griffon.id);
    await expect(page.getByTestId('editor.picture-img')).toBeVisible();
    // The rider Eira, a small picture on her mount's space.
    const eira = await t.creatureByName('Eira');
    await page.getByTestId(`creatures.item.${eira.id}`).click();
    await page
      .getByTestId('editor.picture-file')
      .setInputFiles({ name: 'eira.png', mimeType: 'image/png', buffer: portraitPng(128, [110, 70, 200]) });
    await expect.poll(async () => (await t.table())?.pictured ?? []).toContain(eira.id);
    await page.getByTestId('editor.shape-square').click();
    await expect.poll(async () => (await t.creatureByName('Eira')).token).toBe('square');
    expect((await t.creatureByName('Eira')).image).toBeTruthy();
    await page.keyboard.press('Escape');

    // The ruler (R): from the goblin riding dire wolf A to Eira on the flying griffon.
    const before = await t.cursor();
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    await page.keyboard.press('r');
    await expect.poll(async () => (await t.table())?.tool).toBe('ruler.idle');
    const scene = await t.scene();
    const gob = scene?.tokens.find((x) => x.name === 'Goblin rider A');
    const ei = scene?.tokens.find((x) => x.name === 'Eira');
    if (!gob || !ei) throw new Error('tokens missing');
    await t.dragClient(await t.worldToClient(gob.x, gob.y), await t.worldToClient(ei.x, ei.y));
    await expect.poll(async () => (await t.table())?.plates.ruler ?? '').toContain('higher');
    const plate = (await t.table())?.plates.ruler ?? '';
    expect(plate).toMatch(/\d+ squares? · \d+ ft/);
    expect(plate).toContain('MC-R13');
    expect(plate).toContain('B-1');
    expect(await t.cursor()).toBe(before); // a preview: nothing in history
    await t.shotTo('issue17-ruler-to-rider-1280');
    await page.keyboard.press('Escape');

    // An area burst 1 within 20 squares at dire wolf A: the wolf and its goblin rider are each inside (MC-TGT-1).
    const aldric = await t.creatureByName('Sir Aldric');
    await page.evaluate((id) => window.__saddlegrid!.select(id), aldric.id);
    await t.openScene();
    await page.getByTestId('scene.template-kind').selectOption('areaBurst');
    await page.getByTestId('scene.template-range').fill('20');
    await expect.poll(async () => (await t.table())?.tool).toBe('template.following');
    const wolf = await t.creatureByName('Dire wolf A');
    await t.clickSquare(wolf.pos.x, wolf.pos.y);
    await expect.poll(async () => (await t.table())?.tool).toBe('template.placed');
    await expect.poll(async () => (await t.table())?.plates.template ?? '').toContain('Dire wolf A');
    expect((await t.table())?.plates.template).toContain('Goblin rider A');
    const tp = await page.evaluate(() => window.__saddlegrid!.templatePreview());
    expect(tp?.reading.ok && tp.reading.included).toEqual(
      expect.arrayContaining([wolf.id, (await t.creatureByName('Goblin rider A')).id]),
    );
    await t.openScene();
    await expect(page.getByTestId('scene.template-included')).toContainText('Goblin rider A');
    // The attack helper of the template's user offers to attack everyone it affects (B-17), as one command.
    await page.getByTestId('tab.creatures').click();
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    await page.keyboard.press('a');
    await expect(page.getByTestId('attack.template')).toContainText('Goblin rider A');
    await expect(page.getByTestId('attack.template')).toContainText('Dire wolf A');
    const atCursor = await t.cursor();
    await page.getByTestId('attack.template-roll').click();
    await expect.poll(() => t.cursor()).toBe(atCursor + 1);
    await expect(page.getByTestId('tab.log')).toBeVisible();
    await t.openScene();
    await t.shotTo('issue17-template-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('toolbar.fit').click();
    await t.shotTo('issue17-template-1920');
  });

  test('fog hides a creature from the player window; a ping and the ruler reach it, a ping under the fog does not', async ({
    context,
  }) => {
    const gmPage = await context.newPage();
    const gm = new TablePage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    const player = new TablePage(playerPage);
    await player.open('/?view=player');
    await expect.poll(async () => (await player.scene())?.tokens.map((x) => x.name) ?? []).toContain('Ogre');
    await gmPage.bringToFront();
    // A token picture given in the GM window shows in the player window too (read by id from the same database).
    const aldric = await gm.creatureByName('Sir Aldric');
    const added = await gmPage.evaluate(
      (b64) => window.__saddlegrid!.assets.add(b64, 'aldric.png'),
      portraitPng(128, [60, 120, 220]).toString('base64'),
    );
    if (!added.ok) throw new Error('picture refused');
    await gmPage.evaluate(
      ([id, image]) =>
        window.__saddlegrid!.dispatch({ type: 'editCreature', id: id as string, patch: { image: image as string } }),
      [aldric.id, added.id],
    );
    await expect.poll(async () => (await player.table())?.pictured ?? []).toContain(aldric.id);

    // Fog a rectangle over the ogre's corner with the fog tool (O).
    const ogre = await gm.creatureByName('Ogre');
    await gmPage.locator('body').click({ position: { x: 5, y: 700 } });
    await gmPage.keyboard.press('o');
    await expect.poll(async () => (await gm.table())?.tool).toBe('fog.idle');
    const before = await gm.cursor();
    await gm.drag({ x: ogre.pos.x - 2, y: ogre.pos.y - 1 }, { x: ogre.pos.x + 3, y: ogre.pos.y + 3 });
    await expect.poll(() => gm.cursor()).toBe(before + 1);
    // The GM sees it as a tint and the ogre marked hidden; the player window shows it dark and no ogre.
    await expect.poll(async () => (await gm.table())?.hiddenMarks ?? []).toContain(ogre.id);
    await expect.poll(async () => (await player.scene())?.tokens.map((x) => x.name) ?? []).not.toContain('Ogre');
    await expect.poll(async () => (await player.table())?.fogged ?? 0).toBeGreaterThan(20);
    expect(JSON.stringify(await player.encounter())).not.toContain('"Ogre"');

    // A ping (G, then a click) shows in both windows; one under the fog stays on the GM's board.
    await gmPage.keyboard.press('g');
    await expect.poll(async () => (await gm.table())?.tool).toBe('ping.idle');
    await gm.clickSquare(ogre.pos.x, ogre.pos.y);
    await expect.poll(async () => (await gm.table())?.pingsPlayed ?? 0).toBe(1);
    await gm.clickSquare(8, 12);
    await expect.poll(async () => (await gm.table())?.pingsPlayed ?? 0).toBe(2);
    await expect.poll(async () => (await player.table())?.pingsPlayed ?? 0).toBe(1);
    const shared = await playerPage.evaluate(() => window.__saddlegrid!.shared());
    expect(shared?.pings.every((p) => !(p.at.x === ogre.pos.x && p.at.y === ogre.pos.y))).toBe(true);

    // The ruler the GM drags is drawn in the player window too; an Alt+click pings while the ruler stays.
    await gmPage.keyboard.press('r');
    await gm.drag({ x: 2, y: 2 }, { x: 7, y: 4 });
    await expect.poll(async () => (await player.table())?.plates.ruler ?? '').toContain('5 squares');
    const at = await gm.squareCentre(11, 3);
    await gmPage.keyboard.down('Alt');
    await gmPage.mouse.click(at.x, at.y);
    await gmPage.keyboard.up('Alt');
    await expect.poll(async () => (await player.table())?.pingsPlayed ?? 0).toBe(2);
    expect((await gm.table())?.plates.ruler).toContain('5 squares');
    await player.shotTo('issue17-fog-player-1280');
    await gm.shotTo('issue17-fog-gm-1280');
    await playerPage.setViewportSize({ width: 1920, height: 1080 });
    await player.shotTo('issue17-fog-player-1920');
  });

  test('squares to choose from are lettered A, B, C … the same in the player window (a dismount, MC-MOUNT-2)', async ({
    context,
  }) => {
    const gmPage = await context.newPage();
    const gm = new TablePage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    const player = new TablePage(playerPage);
    await player.open('/?view=player');
    await expect.poll(async () => (await player.scene())?.tokens.length ?? 0).toBeGreaterThan(0);
    await gmPage.bringToFront();
    await gm.openMenuFor('Sir Aldric');
    await gmPage.getByTestId('token-menu.dismount').click();
    await expect.poll(async () => (await gm.table())?.letters.length ?? 0).toBeGreaterThan(2);
    const letters = (await gm.table())?.letters ?? [];
    expect(letters.map((l) => l.letter).slice(0, 3)).toEqual(['A', 'B', 'C']);
    // Reading order: top row first, left to right.
    for (let i = 1; i < letters.length; i++) {
      const a = letters[i - 1]!;
      const b = letters[i]!;
      expect(a.y < b.y || (a.y === b.y && a.x < b.x)).toBe(true);
    }
    await expect.poll(async () => (await player.table())?.letters ?? []).toEqual(letters);
    await player.shotTo('issue17-letters-player-1280');
    // Picking square B ends the choice in both windows.
    const b = letters[1]!;
    await gm.clickSquare(b.x, b.y);
    await expect.poll(async () => (await gm.creatureByName('Sir Aldric')).mountId).toBeNull();
    await expect.poll(async () => (await player.table())?.letters.length ?? -1).toBe(0);
  });
});
