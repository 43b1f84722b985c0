/**
 * Issue 4: mounted combat at the table, driven by clicks on the canvas and the panels. The test bridge is
 * only read (positions, conditions, history cursor); every change goes through the UI.
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { openBoard as open, POLL, pushAldric, undoTo } from './pages/mounted';

test.describe('mounted combat at the table (issue 4)', () => {
  test('dismount by clicking a highlighted square, mount again from the menu, undo', async ({ page }) => {
    const board = await open(page);
    const aldric = await board.openMenuFor('Sir Aldric');
    await page.getByTestId('token-menu.dismount').click();
    await expect(page.getByTestId('pick.prompt')).toContainText('MC-MOUNT-2');
    // A square that is not highlighted is refused without a command.
    await board.clickSquare(8, 2);
    await expect(page.getByTestId('notice.error')).toContainText('highlighted');
    expect(await board.cursor()).toBe(0);
    await board.clickSquare(2, 6);
    await expect.poll(async () => (await board.creatureByName('Sir Aldric')).mountId, POLL).toBeNull();
    expect((await board.creatureByName('Sir Aldric')).pos).toEqual({ x: 2, y: 6 });
    await expect(page.getByTestId('log.line').filter({ hasText: 'MC-MOUNT-2' })).toHaveCount(1);
    await board.shot('issue4-dismounted');

    // Mount again: Blaze is listed as legal and adjacent.
    await board.openMenuFor('Sir Aldric');
    await page.getByTestId('token-menu.mount').click();
    await expect(page.getByTestId('mount.reason.c1')).toContainText('MC-MOUNT-1');
    await board.shot('issue4-mount-list');
    await page.getByTestId('mount.go.c1').click();
    await expect.poll(async () => (await board.creatureByName('Sir Aldric')).mountId, POLL).toBe('c1');
    expect((await board.creatureByName('Sir Aldric')).isRider).toBe(true);
    await undoTo(board, 1);
    expect((await board.creatureByName('Sir Aldric')).mountId).toBeNull();
    await undoTo(board, 0);
    const back = await board.creatureByName('Sir Aldric');
    expect(back.id).toBe(aldric);
    expect(back.mountId).toBe('c1');
  });

  test('a refused mount shows its reason; a distant mount shows the walk plus the extra movement', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Ogre');
    await page.getByTestId('token-menu.mount').click();
    // The ogre is Large: Blaze is not one size larger (MC-ELIG-1), disabled with the reason.
    await expect(page.getByTestId('mount.reason.c1')).toContainText('at least one size larger');
    await expect(page.getByTestId('mount.reason.c1')).toContainText('MC-ELIG-1');
    await expect(page.getByTestId('mount.go.c1')).toBeDisabled();
    await board.shot('issue4-mount-refused');
    await page.keyboard.press('Escape');

    // Eira dismounts from the griffon is not possible in the air; use the goblin archer (Small) instead:
    // the dire wolf has a rider, so the archer would be a passenger, far away: walk + 4 extra.
    await board.openMenuFor('Goblin archer');
    await page.getByTestId('token-menu.mount').click();
    const wolf = await board.creatureByName('Dire wolf B');
    await expect(page.getByTestId(`mount.reason.${wolf.id}`)).toContainText(/extra movement|Too far/);
    await page.getByTestId(`mount.option.${wolf.id}`).hover();
    await board.shot('issue4-mount-distant-preview');
  });

  test('move the mount with its rider; dragging the rider alone explains and offers to dismount', async ({ page }) => {
    const board = await open(page);
    // Nothing selected: pressing on the shared square grabs the mount.
    await board.drag({ x: 3, y: 6 }, { x: 5, y: 9 });
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 5, y: 9 });
    expect((await board.creatureByName('Sir Aldric')).pos).toEqual({ x: 5, y: 9 });
    expect((await board.creatureByName('Pip')).pos).toEqual({ x: 5, y: 9 });
    await expect
      .poll(async () => (await board.scene())?.tokens.find((t) => t.name === 'Sir Aldric')?.role, POLL)
      .toBe('rider');
    await board.shot('issue4-mount-moved-with-rider');

    // Select the rider and drag it alone: refused (MC-MOVE-1) with an offer to dismount.
    const aldric = await board.creatureByName('Sir Aldric');
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    await board.drag({ x: 5, y: 9 }, { x: 8, y: 12 });
    await expect(page.getByTestId('notice.refusal')).toContainText('MC-MOVE-1');
    await expect(page.getByTestId('offer.dismount')).toContainText('MC-MOVE-1');
    await page.getByTestId('offer.dismount.go').click();
    await expect(page.getByTestId('pick.prompt')).toBeVisible();
    await board.clickSquare(7, 9);
    await expect.poll(async () => (await board.creatureByName('Sir Aldric')).pos, POLL).toEqual({ x: 7, y: 9 });
    await undoTo(board, 0);
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
  });

  test('push the rider: a failed save leaves it prone at the end square (typed die), undo', async ({ page }) => {
    const board = await open(page);
    await pushAldric(board);
    await expect(page.getByTestId('pending.chooser')).toContainText('Sir Aldric');
    await board.shot('issue4-push-save-prompt');
    // A die the d20 cannot show is refused by the engine.
    await page.getByTestId('pending.typed').fill('25');
    await page.getByTestId('pending.typed-go.save').click();
    await expect(page.getByTestId('notice.refusal')).toContainText('d20');
    await page.getByTestId('pending.typed').fill('3');
    await page.getByTestId('pending.typed-go.save').click();
    await expect(page.getByTestId('roll.natural')).toContainText('3');
    await expect(page.getByTestId('roll.part')).toContainText('military saddle');
    await expect(page.getByTestId('roll.total')).toContainText('8');
    await expect(page.getByTestId('roll.outcome')).toContainText('MC-FM-2');
    // The rider lands in a square of the end space: click it on the board.
    await expect(page.getByTestId('pending.prompt')).toContainText('Where does Sir Aldric land');
    await board.clickSquare(1, 6);
    await expect.poll(async () => (await board.creatureByName('Sir Aldric')).pos, POLL).toEqual({ x: 1, y: 6 });
    const aldric = await board.creatureByName('Sir Aldric');
    expect(aldric.mountId).toBeNull();
    expect(aldric.conditions).toContain('prone');
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
    await expect.poll(async () => (await board.scene())?.effects ?? 0, POLL).toBeGreaterThan(0);
    await board.shot('issue4-push-failed-save');
    await undoTo(board, 0);
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
  });

  test('push the rider: a successful save moves both (typed die), undo', async ({ page }) => {
    const board = await open(page);
    await pushAldric(board);
    await page.getByTestId('pending.typed').fill('7');
    await page.getByTestId('pending.typed-go.save').click();
    await expect(page.getByTestId('roll.total')).toContainText('12');
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 1, y: 6 });
    const aldric = await board.creatureByName('Sir Aldric');
    expect(aldric.mountId).toBe('c1');
    expect(aldric.pos).toEqual({ x: 1, y: 6 });
    expect((await board.creatureByName('Pip')).pos).toEqual({ x: 1, y: 6 });
    await board.shot('issue4-push-saved');
    await undoTo(board, 0);
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
  });

  test('knock the mount prone: each rider picks its square on the board, undo', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Blaze (warhorse)');
    await page.getByTestId('token-menu.knock-prone').click();
    await expect(page.getByTestId('pending.prompt')).toContainText('Where does Sir Aldric land', POLL);
    await board.shot('issue4-mount-prone-pick');
    await board.clickSquare(2, 6);
    await expect(page.getByTestId('pending.prompt')).toContainText('Where does Pip land', POLL);
    await page.getByTestId('pending.option.5,6').click();
    await expect.poll(async () => (await board.creatureByName('Pip')).pos, POLL).toEqual({ x: 5, y: 6 });
    const aldric = await board.creatureByName('Sir Aldric');
    expect(aldric.pos).toEqual({ x: 2, y: 6 });
    expect(aldric.conditions).toContain('prone');
    expect(aldric.mountId).toBeNull();
    expect((await board.creatureByName('Blaze (warhorse)')).conditions).toContain('prone');
    await board.shot('issue4-mount-prone-done');
    await undoTo(board, 0);
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
    expect((await board.creatureByName('Blaze (warhorse)')).conditions).not.toContain('prone');
  });

  test('a flying mount knocked prone falls; its rider stays on (MC-PRONE-2), undo', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Stormwing (griffon)');
    await expect(page.getByTestId('token-menu.knock-prone')).toContainText('falls');
    await page.getByTestId('token-menu.knock-prone').click();
    await expect.poll(async () => (await board.creatureByName('Stormwing (griffon)')).elevation, POLL).toBe(0);
    expect((await board.creatureByName('Eira')).mountId).toBe('c4');
    await expect(page.getByTestId('log.line').filter({ hasText: 'MC-PRONE-2' })).toHaveCount(1);
    await board.shot('issue4-flier-knocked-prone');
    await undoTo(board, 0);
    expect((await board.creatureByName('Stormwing (griffon)')).elevation).toBe(3);
  });

  test('one shared turn spent across rider and mount; GM ticks and unticks pips', async ({ page }) => {
    const board = await open(page);
    const aldric = await board.creatureByName('Sir Aldric');
    await board.tab('turn');
    await page.getByTestId(`init.value.${aldric.id}`).fill('30');
    await page.getByTestId(`init.value.${aldric.id}`).press('Enter');
    await expect(page.getByTestId('turn.shared')).toContainText('Blaze', POLL);
    await expect(page.getByTestId(`init.pair.${aldric.id}`)).toContainText('Blaze');
    // The mount moves: the shared move action is spent by Blaze.
    await board.drag({ x: 3, y: 6 }, { x: 5, y: 9 });
    await expect(page.getByTestId('turn.by.move')).toContainText('Blaze', POLL);
    // The GM ticks the standard action for the rider and the minor for the mount.
    await page.getByTestId(`turn.who.${aldric.id}`).click();
    await page.getByTestId('turn.pip.standard').click();
    await expect(page.getByTestId('turn.by.standard')).toContainText('Sir Aldric');
    await page.getByTestId('turn.who.c1').click();
    await page.getByTestId('turn.pip.minor').click();
    await expect(page.getByTestId('turn.by.minor')).toContainText('Blaze');
    // Nothing left: another move is refused with the shared-set rule.
    await board.drag({ x: 5, y: 9 }, { x: 6, y: 9 });
    await expect(page.getByTestId('notice.refusal')).toContainText('MC-TURN-1');
    await page.getByTestId('turn.pips').scrollIntoViewIfNeeded();
    await board.shot('issue4-shared-turn');
    // Untick the last tick (undo).
    const c = await board.cursor();
    await page.getByTestId('turn.pip.minor').click();
    await expect.poll(() => board.cursor(), POLL).toBe(c - 1);
    await expect(page.getByTestId('turn.pip.minor')).not.toHaveAttribute('aria-pressed', 'true');
    await undoTo(board, 0);
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
  });

  test('a passenger pushed alone: the rider chooses not to save; the passenger falls off, undo', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Pip');
    await page.getByTestId('token-menu.forced').click();
    await page.getByTestId('forced.source').selectOption({ label: 'Ogre' });
    // Click instead of drag: a click on a legal next square adds it; Apply sends the path.
    await board.clickSquare(2, 6);
    await expect(page.getByTestId('forced.status')).toContainText('1/1');
    await board.shot('issue4-forced-tool');
    await page.getByTestId('forced.apply').click();
    await expect(page.getByTestId('pending.chooser')).toContainText('Sir Aldric', POLL);
    await expect(page.getByTestId('log.line').filter({ hasText: 'MC-PASS-4' })).toHaveCount(1);
    await board.shot('issue4-passenger-push-choice');
    await page.getByTestId('pending.option.noSave').click();
    await expect(page.getByTestId('pending.prompt')).toContainText('Where does Pip land', POLL);
    await board.clickSquare(2, 7);
    await expect.poll(async () => (await board.creatureByName('Pip')).mountId, POLL).toBeNull();
    const pip = await board.creatureByName('Pip');
    expect(pip.pos).toEqual({ x: 2, y: 7 });
    expect(pip.conditions).toContain('prone');
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
    await board.shot('issue4-passenger-pushed-off');
    await undoTo(board, 0);
    expect((await board.creatureByName('Pip')).mountId).toBe('c1');
  });

  test('attack helper shows every modifier with its rule id, then resolves a typed roll', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Goblin archer');
    await page.getByTestId('token-menu.attack').click();
    await page.getByTestId('attack.kind').selectOption('ranged');
    await page.getByTestId('attack.target').selectOption('c2');
    await expect(page.getByTestId('attack.mods')).toContainText('MC-TGT-3');
    await page.getByTestId('attack.typed').fill('15');
    await page.getByTestId('attack.typed-go').click();
    await expect(page.getByTestId('roll.natural')).toContainText('15');
    await expect(page.getByTestId('roll.outcome')).toContainText('MC-TGT-3');
    await board.shot('issue4-attack-helper');
    await undoTo(board, 0);
  });

  test('keyboard: D starts a dismount pick, Esc cancels it, P knocks prone', async ({ page }) => {
    const board = await open(page);
    const aldric = await board.creatureByName('Sir Aldric');
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    await page.getByTestId('board.canvas').focus();
    await page.keyboard.press('d');
    await expect(page.getByTestId('pick.prompt')).toContainText('MC-MOUNT-2');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pick.prompt')).toHaveCount(0);
    await page.keyboard.press('p');
    await expect(page.getByTestId('pending.prompt')).toContainText('MC-PRONE-3', POLL);
    await page.getByTestId('pending.typed').fill('12');
    await page.getByTestId('pending.typed-go.save').click();
    await expect(page.getByTestId('roll.total')).toContainText('17');
    await expect(page.getByTestId('roll.outcome')).toContainText('neither dismounted nor prone');
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
    await undoTo(board, 0);
  });

  test('moving away provokes: the attacker picks rider or mount, rolls a typed die, undo', async ({ page }) => {
    const board = await open(page);
    await board.drag({ x: 3, y: 6 }, { x: 9, y: 12 });
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 9, y: 12 });
    await board.drag({ x: 9, y: 12 }, { x: 13, y: 8 });
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 13, y: 8 });
    await board.drag({ x: 13, y: 8 }, { x: 9, y: 11 });
    await expect(page.getByTestId('pending.prompt')).toContainText('Dire wolf A may make an opportunity attack', POLL);
    // Rider and mount are both offered (MC-OA-1).
    await expect(page.getByTestId('pending.option.c1')).toBeVisible();
    await expect(page.getByTestId('pending.option.c2')).toBeVisible();
    await page.getByTestId('pending.typed').fill('15');
    await page.getByTestId('pending.typed-go.c2').click();
    // The attack is judged where the knight provoked (reach counts height: MC-R13); the card shows the typed die.
    await expect(page.getByTestId('roll.outcome')).toContainText('opportunity attack on Sir Aldric');
    await expect(page.getByTestId('roll.natural')).toContainText('15');
    await board.shot('issue4-opportunity-attack');
    await expect(page.getByTestId('pending.prompt')).toContainText('Goblin rider A', POLL);
    await page.getByTestId('pending.option.decline').click();
    await expect(page.getByTestId('pending')).toHaveCount(0);
    await undoTo(board, 0);
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
  });

  test('teleport the mount alone: its riders fall prone in its former space (MC-TP-2), undo', async ({ page }) => {
    const board = await open(page);
    await board.openMenuFor('Blaze (warhorse)');
    await page.getByTestId('token-menu.tp-distance').fill('10');
    await page.getByTestId('token-menu.teleport').click();
    await expect(page.getByTestId('pick.prompt')).toContainText('B-13');
    await board.clickSquare(8, 2);
    await expect(page.getByTestId('pending.prompt')).toContainText('former space', POLL);
    await board.clickSquare(3, 6);
    await expect(page.getByTestId('pending.prompt')).toContainText('Pip', POLL);
    await board.clickSquare(4, 7);
    await expect.poll(async () => (await board.creatureByName('Pip')).pos, POLL).toEqual({ x: 4, y: 7 });
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 8, y: 2 });
    const aldric = await board.creatureByName('Sir Aldric');
    expect(aldric.pos).toEqual({ x: 3, y: 6 });
    expect(aldric.conditions).toContain('prone');
    await board.shot('issue4-mount-teleported');
    await undoTo(board, 0);
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe('c1');
  });

  test('charge from the mount: the mount moves, the rider attacks with +1 and −2 shown, undo', async ({ page }) => {
    const board = await open(page);
    await board.drag({ x: 3, y: 6 }, { x: 6, y: 6 });
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 6, y: 6 });
    await board.openMenuFor('Sir Aldric');
    await page.getByTestId('token-menu.attack').click();
    await page.getByTestId('attack.target').selectOption('c6');
    await expect(page.getByTestId('attack.mods')).toContainText('MC-ATK-1');
    await page.getByTestId('attack.typed').fill('14');
    await page.getByTestId('attack.charge').click();
    await expect(page.getByTestId('pick.prompt')).toContainText('MC-CHARGE-1');
    await board.clickSquare(13, 8);
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 13, y: 8 });
    expect((await board.creatureByName('Sir Aldric')).pos).toEqual({ x: 13, y: 8 });
    await expect(page.getByTestId('roll.outcome')).toContainText('B-8');
    await expect(page.getByTestId('roll.total')).toContainText('18');
    await board.shot('issue4-charge-from-mount');
    await undoTo(board, 0);
    expect((await board.creatureByName('Blaze (warhorse)')).pos).toEqual({ x: 3, y: 6 });
  });

  test('in Japanese: the menu and the save prompt use the seed terms (乗騎, 軍用鞍)', async ({ page }) => {
    const board = await open(page);
    await page.getByTestId('toolbar.lang').click();
    await board.openMenuFor('Sir Aldric');
    await expect(page.getByTestId('token-menu.mounted')).toContainText('騎乗戦闘');
    await expect(page.getByTestId('token-menu.dismount')).toContainText('降りる');
    await page.getByTestId('token-menu.knock-prone').click();
    await expect(page.getByTestId('pending.prompt')).toContainText('軍用鞍', POLL);
    await page.getByTestId('pending.typed').fill('2');
    await page.getByTestId('pending.typed-go.save').click();
    await expect(page.getByTestId('roll.part')).toContainText('軍用鞍');
    await expect(page.getByTestId('pending.prompt')).toContainText('着地', POLL);
    await expect(page.getByTestId('roll.card')).toBeVisible();
    await board.shot('issue4-ja-prone-save');
    await page.getByTestId('pending.cancel').click();
    await expect(page.getByTestId('pending')).toHaveCount(0);
    await undoTo(board, 0);
  });
});
