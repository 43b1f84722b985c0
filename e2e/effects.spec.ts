/**
 * Issue 19: 4e effects that last, at the table, over two rounds (B-14, B-15, B-3, MC-TURN-1, MC-KEY-1). Every
 * change goes through the UI (the token menu's effects card, Next turn, the saving-throw prompt with "I rolled…",
 * Undo / Redo); the test bridge is only read (effects, HP, the turn, the log, the chips the board drew).
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { EffectsPage } from './pages/effects';
import { openBoard, POLL } from './pages/mounted';

test.describe('effects that last (issue 19)', () => {
  test('two rounds: ongoing damage at the start, saves at the end, "end of the source\'s next turn" on time, undo', async ({
    page,
  }) => {
    const board = await openBoard(page);
    const fx = new EffectsPage(board);
    await page.getByTestId('init.roll-all').click();
    await expect.poll(async () => (await fx.current()).round, POLL).toBe(1);
    // The first to act is the source of the −2 (put on during its own turn: it lasts to the end of its NEXT turn).
    const first = await fx.current();
    const firstName = await page.evaluate((id) => window.__saddlegrid?.creature(id)?.name ?? '', first.id);
    const targetName = firstName === 'Ogre' ? 'Goblin archer' : 'Ogre';
    const otherName = ['Eira', 'Pip', 'Goblin archer'].find((n) => n !== firstName && n !== targetName) as string;

    const x = await fx.open(targetName);
    await fx.add({ kind: 'condition', condition: 'dazed', source: otherName, duration: 'saveEnds' });
    await fx.add({ kind: 'ongoing', amount: '5', damageType: 'fire', source: otherName, duration: 'saveEnds' });
    await fx.add({ kind: 'attack', value: '-2', source: firstName, duration: 'endOfSourceNext' });
    expect(await fx.kinds(x)).toEqual(['dazed', 'ongoing', 'attack']);
    const items = page.getByTestId('effects.list.item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('dazed');
    await expect(items.nth(0)).toContainText('save ends');
    await expect(items.nth(0)).toContainText(otherName);
    await expect(items.nth(1)).toContainText('ongoing 5 fire damage');
    await expect(items.nth(2)).toContainText(`until the end of ${firstName}'s next turn`);
    await expect(items.nth(2).getByTestId('rule-chip.B-14')).toBeVisible();
    await expect(page.getByTestId('log.line').filter({ hasText: 'is under an effect' }).first()).toContainText('B-14');
    // The token shows each effect with its duration (the chips the board drew, laid out with the labels).
    await expect.poll(() => fx.chips(x), POLL).toContain('Dz/SE');
    expect(await fx.overlaps()).toEqual({ count: 0, examples: [] });
    await fx.shots('effects-card');

    // The attack helper lists the −2 with its source and rule id (B-14).
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('effects')).toHaveCount(0);
    // The target is still selected: A opens its attack helper (the 4e key).
    await page.keyboard.press('a');
    await page.getByTestId('attack.target').selectOption({ index: 1 });
    const mod = page.getByTestId('attack.mod').filter({ hasText: firstName });
    await expect(mod).toContainText('−2');
    await expect(mod.getByTestId('rule-chip.B-14')).toBeVisible();
    await page.getByTestId('attack.close').click();

    // Its initiative entry tells the GM what its coming turn does: 5 ongoing damage at the start (B-15), two saves at the end (B-3).
    await board.tab('turn');
    await expect(page.getByTestId(`init.fx.${x}.start`)).toContainText('takes 5 ongoing damage');
    await expect(page.getByTestId(`init.fx.${x}.start`).getByTestId('rule-chip.B-15')).toBeVisible();
    await expect(page.getByTestId(`init.fx.${x}.end`)).toContainText('save: dazed');
    const hp0 = await fx.hp(x);
    // Round 1: the first creature's turn ends; the −2 stays (it began during that turn, B-14).
    await fx.next();
    expect(await fx.kinds(x)).toContain('attack');
    // On to the target's turn: ongoing 5 fire at its start (B-15), HP drops.
    while ((await fx.current()).id !== x) await fx.next();
    await expect.poll(() => fx.hp(x), POLL).toBe(hp0 - 5);
    expect(await fx.logLines('takes ongoing 5 fire damage', 'at the start of its turn', 'B-15')).toHaveLength(1);
    // The turn strip and the initiative entry say what the end of this turn does (B-3 saves due).
    await expect(page.getByTestId(`turn.fx.${x}.end`)).toContainText('save: dazed');
    await expect(page.getByTestId(`turn.fx.${x}.end`).getByTestId('rule-chip.B-3')).toBeVisible();
    await board.tab('turn');
    await expect(page.getByTestId(`init.fx.${x}.end`)).toContainText('save: dazed');
    await expect(page.getByTestId('turn.dazed')).toBeVisible();
    await fx.shots('turn-note');

    // Undo restores the HP and the turn exactly; Redo takes the damage again without a new roll.
    const cursor = await board.cursor();
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(() => fx.hp(x), POLL).toBe(hp0);
    expect((await fx.current()).id).not.toBe(x);
    await page.getByTestId('toolbar.redo').click();
    await expect.poll(() => board.cursor(), POLL).toBe(cursor);
    expect(await fx.hp(x)).toBe(hp0 - 5);

    // End of its turn: a saving throw for each "save ends" effect (B-3), answered with "I rolled…".
    await page.getByTestId('init.next').click();
    await expect(page.getByTestId('pending.prompt')).toContainText('saving throw against dazed', POLL);
    await expect(page.getByTestId('pending').getByTestId('rule-chip.B-3')).toBeVisible();
    await fx.shots('save-prompt');
    await fx.rolled(12);
    await expect(page.getByTestId('pending.prompt')).toContainText('ongoing 5 fire damage', POLL);
    await expect(page.getByTestId('roll.card')).toContainText('12');
    await fx.rolled(5);
    await expect(page.getByTestId('pending')).toHaveCount(0);
    expect(await fx.kinds(x)).toEqual(['ongoing', 'attack']);
    expect(await fx.logLines('saves against', '12 ≥ 10', 'it ends', 'B-3')).toHaveLength(1);
    expect(await fx.logLines('saves against', '5 < 10', 'it goes on', 'B-3')).toHaveLength(1);
    expect(await fx.logLines('effect ends', 'dazed', 'saved', 'B-3')).toHaveLength(1);
    await expect.poll(() => fx.chips(x), POLL).not.toContain('Dz/');

    // Round 2: the −2 lasts through the first creature's turn and ends exactly at its end (B-14).
    while (!((await fx.current()).id === first.id && (await fx.current()).round === 2)) {
      expect(await fx.kinds(x)).toContain('attack');
      await fx.next();
    }
    expect(await fx.kinds(x)).toContain('attack');
    await fx.next();
    expect(await fx.kinds(x)).toEqual(['ongoing']);
    expect(await fx.logLines('effect ends', '−2 to attack rolls', 'its duration is over', 'B-14')).toHaveLength(1);

    // The target's turn in round 2: ongoing damage again, and the save that ends it.
    while ((await fx.current()).id !== x) await fx.next();
    await expect.poll(() => fx.hp(x), POLL).toBe(hp0 - 10);
    await page.getByTestId('init.next').click();
    await expect(page.getByTestId('pending.prompt')).toContainText('ongoing 5 fire damage', POLL);
    await fx.rolled(12);
    expect(await fx.kinds(x)).toEqual([]);
  });

  test('MC-KEY-1: an effect on the rider stays with the rider after a dismount; a "while riding" one ends; undo', async ({
    page,
  }) => {
    const board = await openBoard(page);
    const fx = new EffectsPage(board);
    const aldric = await fx.open('Sir Aldric');
    const blaze = (await board.creatureByName('Blaze (warhorse)')).id;
    await fx.add({ kind: 'condition', condition: 'dazed', source: 'Ogre', duration: 'saveEnds' });
    await fx.add({
      kind: 'defence',
      value: '+2',
      defence: 'all',
      source: null,
      duration: 'encounter',
      whileRiding: true,
      mountKeyword: true,
    });
    expect(await fx.kinds(aldric)).toEqual(['dazed', 'defence']);
    expect(await fx.on(blaze)).toEqual([]);
    await expect(page.getByTestId('effects.list.item').nth(1)).toContainText('Only while riding with Blaze');
    await expect(page.getByTestId('effects.list.item').nth(1).getByTestId('rule-chip.MC-KEY-1')).toBeVisible();
    await expect.poll(() => fx.chips(aldric), POLL).toContain('Dz/SE');
    expect(await fx.chips(blaze)).not.toContain('Dz/');
    // The rider's chips sit with the labels of the crowded stack (rider, mount, passenger) without covering any.
    expect(await fx.overlaps()).toEqual({ count: 0, examples: [] });
    const cursor = await board.cursor();

    // Dismount by clicking a highlighted square (MC-MOUNT-2).
    await page.keyboard.press('Escape');
    await board.openMenuFor('Sir Aldric');
    await page.getByTestId('token-menu.dismount').click();
    await board.clickSquare(2, 6);
    await expect.poll(async () => (await board.creatureByName('Sir Aldric')).mountId, POLL).toBeNull();
    expect(await fx.kinds(aldric)).toEqual(['dazed']);
    expect(await fx.on(blaze)).toEqual([]);
    expect(await fx.logLines('effect ends', 'rider and mount parted', 'MC-KEY-1')).toHaveLength(1);
    await expect.poll(() => fx.chips(aldric), POLL).toContain('Dz/SE');
    expect(await fx.chips(blaze)).not.toContain('Dz/');
    await fx.open('Blaze (warhorse)');
    await expect(page.getByTestId('effects.list.none')).toBeVisible();
    await fx.open('Sir Aldric');
    await expect(page.getByTestId('effects.list.item')).toHaveCount(1);
    await fx.shots('after-dismount');

    // Undo: back in the saddle with both effects, exactly as before.
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(() => board.cursor(), POLL).toBe(cursor);
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe(blaze);
    expect(await fx.kinds(aldric)).toEqual(['dazed', 'defence']);
    await expect(page.getByTestId('effects.list.item')).toHaveCount(2);
    // The creature panel lists them too; Remove there ends one (B-14, logged, undoable).
    await board.tab('creatures');
    await expect(page.getByTestId('editor.effects.list.item')).toHaveCount(2);
    const dazed = (await fx.on(aldric))[0]?.id ?? '';
    await page.getByTestId(`editor.effects.list.remove.${dazed}`).click();
    await expect.poll(() => fx.kinds(aldric), POLL).toEqual(['defence']);
    expect(await fx.logLines('effect ends', 'dazed', 'removed by the GM', 'B-14')).toHaveLength(1);
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(() => fx.kinds(aldric), POLL).toEqual(['dazed', 'defence']);
    // The end of the encounter ends every effect ("until the end of the encounter" included, B-14); undo.
    await page.getByTestId('effects.end-encounter').press('Enter');
    await expect.poll(() => fx.kinds(aldric), POLL).toEqual([]);
    expect(await fx.logLines('The encounter is over', '2 effects end', 'B-14')).toHaveLength(1);
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(() => fx.kinds(aldric), POLL).toEqual(['dazed', 'defence']);
  });

  test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' });
    test("B-15, B-3: the card, the board mark and the turn note use the books' terms (継続的ダメージ, セーヴ・終了)", async ({
      page,
    }) => {
      const board = await openBoard(page);
      const fx = new EffectsPage(board);
      // Initiative first (the sample's dice are fresh each time): the target is one whose turn has not begun yet, so
      // its entry still announces what the start of its turn does (B-15) — the ogre, unless it rolled highest.
      await board.tab('turn');
      await page.getByTestId('init.roll-all').click();
      await expect.poll(async () => (await fx.current()).round, POLL).toBe(1);
      const first = (await fx.current()).id;
      const ogre = (await board.creatureByName('オーガ')).id;
      const name = first === ogre ? 'ゴブリン弓兵' : 'オーガ';
      const x = first === ogre ? (await board.creatureByName(name)).id : ogre;
      await fx.open(name);
      await fx.add({ kind: 'ongoing', amount: '5', damageType: 'fire', source: 'エイラ', duration: 'saveEnds' });
      await fx.add({ kind: 'condition', condition: 'slowed', source: 'エイラ', duration: 'endOfTargetNext' });
      const items = page.getByTestId('effects.list.item');
      await expect(items.nth(0)).toContainText('継続的［火］ダメージ5');
      await expect(items.nth(0)).toContainText('セーヴ・終了');
      await expect(items.nth(1)).toContainText('減速状態');
      await expect(items.nth(1)).toContainText(`${name}の次のターンの終了時まで`);
      await expect(page.getByTestId('effects')).not.toContainText(/save ends|ongoing|Remove/);
      await expect.poll(() => fx.chips(x), POLL).toContain('継5火/セ');
      expect(await fx.overlaps()).toEqual({ count: 0, examples: [] });
      await board.tab('turn');
      await expect(page.getByTestId(`init.fx.${x}.start`)).toContainText('継続的ダメージ5を受ける');
      await expect(page.getByTestId(`init.fx.${x}.end`)).toContainText('セーヴ：継続的［火］ダメージ5');
      await fx.shots('ja');
    });
  });
});
