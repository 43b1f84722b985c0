/**
 * Issue 29, what a GM types every turn made one click: powers on a creature (written in its editor, listed in its
 * token menu, filling the attack helper with every modifier and rule id shown; a close burst places its template; a
 * polearm power removes MC-TGT-2's −2), and the GM's own bestiary (save a creature with its picture and powers,
 * reuse it in another encounter, search, export, import, a bad file refused and nothing changed).
 */
import { readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { newEncounter } from './pages/library';
import { portraitPng } from './pages/table';

async function idOf(page: Page, name: string): Promise<string> {
  return (await new BoardPage(page).creatureByName(name)).id;
}

test.describe('powers and the bestiary (issue 29)', () => {
  test('a power written in the editor fills the helper from the token menu; a close burst places its template; a polearm reaches the rider (MC-TGT-2)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const board = new BoardPage(page);
    await board.open();
    // The GM adds a lancer from the starter list and gives it a power of its own in the editor.
    await board.tab('creatures');
    await page.getByTestId('creatures.search').fill('lancer');
    await page.getByTestId('creatures.add').click();
    const lancer = await idOf(page, 'Human lancer (rider)');
    await page.evaluate(
      (id) => window.__saddlegrid!.dispatch({ type: 'placeCreature', id, to: { x: 5, y: 6 } }),
      lancer,
    );
    await page.getByTestId('powers.add').click();
    await page.getByTestId('power.name').fill('Hooked spear');
    await page.getByTestId('power.weapon').selectOption('spear');
    await page.getByTestId('power.bonus').fill('11');
    await page.getByTestId('power.count').fill('2');
    await page.getByTestId('power.sides').fill('6');
    await page.getByTestId('power.plus').fill('3');
    await page.getByTestId('power.add-effect').click();
    await page.getByTestId('power.effect.0.kind').selectOption('combatAdvantage');
    await page.getByTestId('power.save').click();
    await expect(page.getByTestId('powers.item.p3')).toContainText('Hooked spear');
    await expect(page.getByTestId('powers.item.p3')).toContainText('+11 vs AC · 2d6+3');

    // From its token menu, one click: the helper is filled (bonus, weapon, damage), with every modifier and rule id.
    await board.openMenuFor('Human lancer (rider)');
    await expect(page.getByTestId('token-menu.powers')).toContainText('Glaive sweep');
    await board.shot('issue29-token-menu-powers-1280');
    await page.getByTestId('token-menu.power.p3').click();
    await expect(page.getByTestId('attack.power')).toHaveValue('p3');
    await expect(page.getByTestId('attack.bonus')).toHaveValue('11');
    await expect(page.getByTestId('attack.weapon')).toHaveValue('spear');
    await expect(page.getByTestId('attack.on-hit')).toContainText('grants combat advantage');
    // Against the knight riding Blaze: the spear reaches him — MC-TGT-2 says so, no −2.
    const aldric = await idOf(page, 'Sir Aldric');
    await page.getByTestId('attack.target').selectOption(aldric);
    await expect(page.getByTestId('attack.mods')).toContainText('MC-TGT-2');
    await expect(page.getByTestId('attack.mods')).not.toContainText('−2 rider');
    const mods = async () => (await page.getByTestId('attack.mod').allTextContents()).join(' | ');
    expect(await mods()).toMatch(/\+0 rider 1 higher, but a spear reaches/);
    // The same attack typed by hand with another weapon takes MC-TGT-2's −2.
    await page.getByTestId('attack.power').selectOption('');
    await page.getByTestId('attack.weapon').selectOption('other');
    await expect.poll(mods).toMatch(/−2 rider 1 square higher, out of easy reach/);
    // The glaive (a polearm, reach 2) reaches him: no −2 either.
    await page.getByTestId('attack.power').selectOption('p2');
    await expect(page.getByTestId('attack.weapon')).toHaveValue('polearm');
    await expect.poll(mods).not.toMatch(/−2/);
    await board.shot('issue29-attack-helper-power-1280');
    // The roll uses the power: its effect goes on the knight if it hits.
    const before = await board.cursor();
    await page.getByTestId('attack.typed').fill('19');
    await page.getByTestId('attack.typed-go').click();
    await expect.poll(() => board.cursor()).toBe(before + 1);
    // Issue 33: an effect lives on its target's record.
    const fx = await page.evaluate(
      (id) =>
        (window.__saddlegrid!.encounter().creatures[id]?.sys as { effects?: { target: string; label: string }[] })
          .effects,
      aldric,
    );
    expect(fx).toEqual(expect.arrayContaining([expect.objectContaining({ target: aldric, label: 'Glaive sweep' })]));

    // The ogre's close burst: chosen from its menu, its template is placed around it and lists whom it affects.
    await page.keyboard.press('Escape');
    await board.openMenuFor('Ogre');
    await page.getByTestId('token-menu.power.p2').click();
    await expect
      .poll(() => page.evaluate(() => window.__saddlegrid!.templatePreview()))
      .toMatchObject({ fixed: true, query: { kind: 'closeBurst', size: 1 } });
    await expect(page.getByTestId('attack.template')).toBeVisible();
    await expect(page.getByTestId('attack.bonus')).toHaveValue('7');
    await expect(page.getByTestId('attack.vs')).toHaveValue('ref');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await board.shot('issue29-close-burst-power-1920');
  });

  test('the bestiary: save a creature with its picture and powers, reuse it in another encounter, search, export, import; a bad file is refused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const board = new BoardPage(page);
    await board.open();
    const ogre = await idOf(page, 'Ogre');
    // A picture for the ogre (the GM dropped it), then "Save to my bestiary" in its editor.
    const pic = await page.evaluate(
      (b64) => window.__saddlegrid!.assets.add(b64, 'ogre.png'),
      portraitPng(64, [150, 60, 60]).toString('base64'),
    );
    if (!pic.ok) throw new Error('picture refused');
    await page.evaluate(
      ([id, image]) => window.__saddlegrid!.dispatch({ type: 'editCreature', id: id as string, patch: { image } }),
      [ogre, pic.id],
    );
    await board.tab('creatures');
    await page.getByTestId(`creatures.item.${ogre}`).click();
    await page.getByTestId('editor.name').fill('Ogre chieftain');
    await page.getByTestId('editor.apply').click();
    await page.getByTestId('editor.to-bestiary').click();
    await expect(page.getByTestId('notice.info').or(page.locator('.notice')).first()).toContainText(
      'Saved Ogre chieftain to your bestiary',
    );

    // Another encounter: found by searching, added with its powers and picture.
    await newEncounter(page, 'mounted4e', 'Bridge fight');
    await board.tab('creatures');
    await page.getByTestId('creatures.search').fill('chief');
    await expect(page.getByTestId('creatures.template')).toContainText('Ogre chieftain');
    await page.getByTestId('creatures.add').click();
    const made = await board.creatureByName('Ogre chieftain');
    expect(made.image).toBe(pic.id);
    expect((made.sys as { powers?: { name: string }[] }).powers?.map((p) => p.name)).toEqual([
      'Greatclub',
      'Sweeping club',
    ]);
    // A search for something else hides it; the built-in list is searched too.
    await page.getByTestId('creatures.search').fill('pegasus');
    await expect(page.getByTestId('creatures.template')).not.toContainText('Ogre chieftain');
    await expect(page.getByTestId('creatures.template')).toContainText('Pegasus');

    // Export the bestiary (a download), remove the entry, import the file back.
    await page.getByTestId('creatures.bestiary').click();
    await expect(page.getByTestId('bestiary.list')).toContainText('Ogre chieftain');
    await board.shot('issue29-bestiary-1920');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bestiary.export').click()]);
    const text = readFileSync(await download.path(), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'saddlegrid-bestiary', entries: [{ name: 'Ogre chieftain' }] });
    expect(text).toContain(`"${pic.id}": "data:image/png;base64,`);
    await page.locator('[data-testid^="bestiary.item."] button').first().click();
    await expect(page.getByTestId('bestiary.empty')).toBeVisible();
    await page.getByTestId('bestiary.import-file').setInputFiles({
      name: 'bestiary.saddlegrid-bestiary.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(page.getByTestId('bestiary.message')).toContainText('Imported 1 creatures');
    await expect(page.getByTestId('bestiary.list')).toContainText('Ogre chieftain');
    // A bad file: refused with the engine's reason, naming the creature; nothing added.
    const bad = JSON.stringify({
      format: 'saddlegrid-bestiary',
      version: 1,
      entries: [{ name: 'Titan pony', system: 'mounted4e', creature: { size: 'colossal' } }],
    });
    await page.getByTestId('bestiary.import-file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(bad),
    });
    await expect(page.getByTestId('bestiary.message')).toContainText('Nothing was imported. Creature 1 (Titan pony)');
    await expect(page.locator('[data-testid^="bestiary.item."]')).toHaveCount(1);
    // The same in Japanese.
    await page.getByTestId('bestiary.import-file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"saddlegrid-encounter"}'),
    });
    await expect(page.getByTestId('bestiary.message')).toContainText('not a Saddlegrid bestiary file');
  });
});
