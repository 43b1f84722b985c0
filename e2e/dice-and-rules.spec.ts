import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';

/** Collect every message the GM window posts to the player views (the live channel). */
async function listenToLive(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __liveLog: string[] };
    w.__liveLog = [];
    const ch = new BroadcastChannel('saddlegrid-live');
    ch.onmessage = (ev) => w.__liveLog.push(JSON.stringify(ev.data));
  });
  return () => page.evaluate(() => (window as unknown as { __liveLog: string[] }).__liveLog);
}

test.describe('dice at the table (issue 18)', () => {
  test('2d6>=7 in the dice line rolls in the GM log and the player view; a secret roll stays with the GM; undo removes it; the palette rolls', async ({
    context,
  }) => {
    const gmPage = await context.newPage();
    const gm = new BoardPage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    const player = new BoardPage(playerPage);
    await player.open('/?view=player');
    await expect(playerPage.getByTestId('player.waiting')).toHaveCount(0);
    const messages = await listenToLive(playerPage);
    await gmPage.bringToFront();

    // A syntax error is shown under the line and nothing is rolled.
    const before = await gm.cursor();
    await gmPage.getByTestId('dice.expr').fill('2d6>=');
    await expect(gmPage.getByTestId('dice.error')).toBeVisible();
    await expect(gmPage.getByTestId('dice.roll')).toBeDisabled();
    expect(await gm.cursor()).toBe(before);

    await gmPage.getByTestId('dice.expr').fill('2d6>=7');
    await gmPage.getByTestId('dice.expr').press('Enter');
    await expect(gmPage.getByTestId('log.line').last()).toContainText(
      /The GM rolls: 2D6>=7 → \[\d,\d\] → \d+ [≥<] 7: (success|failure)/,
    );
    await expect(playerPage.getByTestId('player.log')).toContainText('2D6>=7');
    await gm.shot('issue18-dice-line');

    // Secret: the GM sees it, no message to the players carries it.
    await gmPage.getByTestId('dice.expr').fill('S1d20 secret check');
    await gmPage.getByTestId('dice.expr').press('Enter');
    await expect(gmPage.getByTestId('log.line').last()).toContainText('(secret) secret check: 1D20');
    await expect.poll(async () => (await messages()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await messages()).some((m) => m.includes('secret check'))).toBe(false);
    expect((await messages()).some((m) => m.includes('"secret":true'))).toBe(false);

    // Undo removes the last roll from the log.
    const lines = await gmPage.getByTestId('log.line').count();
    await gmPage.getByTestId('toolbar.undo').click();
    await expect(gmPage.getByTestId('log.line')).toHaveCount(lines - 1);
    await expect(gmPage.getByTestId('log.lines')).not.toContainText('secret check');

    // "I rolled…": the GM types the faces of physical dice.
    await gmPage.getByTestId('dice.expr').fill('2d6+1');
    await gmPage.getByTestId('dice.faces').fill('6 5');
    await gmPage.getByTestId('dice.roll').click();
    await expect(gmPage.getByTestId('log.line').last()).toContainText('The GM rolls (typed in): 2D6+1 → [6,5]+1 → 12');

    // A palette per creature: Sir Aldric's saved line; a click puts it into the dice line, Shift+click rolls (issue 30).
    const aldric = await gm.creatureByName('Sir Aldric');
    await gmPage.getByTestId(`creatures.item.${aldric.id}`).click();
    await gmPage.getByTestId('palette.edit').click();
    await gmPage.getByTestId('palette.text').fill('1d20+7 Athletics (jump on)\n1d8+3');
    await gmPage.getByTestId('palette.save').click();
    await gmPage.getByTestId('palette.line.1').click();
    await expect(gmPage.getByTestId('dice.expr')).toHaveValue('1d8+3');
    await gmPage.getByTestId('palette.line.0').click({ modifiers: ['Shift'] });
    await expect(gmPage.getByTestId('log.line').last()).toContainText(
      /Sir Aldric rolls: Athletics \(jump on\): 1D20\+7 → \[\d+\]\+7 → \d+/,
    );
    const enc = await gm.encounter();
    expect(enc.palettes[aldric.id]).toEqual(['1d20+7 Athletics (jump on)', '1d8+3']);
    await gm.shot('issue18-palette');
  });

  test('full-width input as Japanese players type it', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await page.getByTestId('toolbar.lang').click();
    await page.getByTestId('dice.expr').fill('２Ｄ６＞＝７ 登攀');
    await page.getByTestId('dice.expr').press('Enter');
    // Japanese reads BCDice's own output by default (issue 30).
    await expect(page.getByTestId('log.line').last()).toContainText(
      /ゲームマスターのダイス：登攀 \(2D6>=7\) ＞ \d+\[\d,\d\] ＞ \d+ ＞ (成功|失敗)/,
    );
  });
});

test.describe('every rule id opens its rule (issue 21)', () => {
  test('a log chip opens its rule in both languages; a modifier chip of the attack helper; the search finds 押しやり and push', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    // A refusal's chip: Pip, Blaze's passenger, may not move on its own (MC-MOVE-1); the refusal notice cites it.
    const pip = await board.creatureByName('Pip');
    const refused = await page.evaluate(
      ([id, x, y]) => {
        const r = window.__saddlegrid?.dispatch({
          type: 'moveCreature',
          id: id as string,
          to: { x: (x as number) + 2, y: y as number },
        });
        return r && !r.ok ? r.kind : 'applied';
      },
      [pip.id, pip.pos.x, pip.pos.y] as const,
    );
    expect(refused).toBe('refused');
    await page.getByTestId('notice.refusal').getByTestId('rule-chip.MC-MOVE-1').click();
    await expect(page.getByTestId('rules.view.MC-MOVE-1')).toBeVisible();
    await page.getByTestId('rules.close').click();
    // A log line with a rule id: Pip (a passenger) is refused a move on its own (MC-MOVE-1);
    // the knight dismounts instead (MC-MOUNT-2).
    const aldric = await board.creatureByName('Sir Aldric');
    const to = await page.evaluate((id) => {
      const b = window.__saddlegrid;
      if (!b) return null;
      const enc = b.encounter();
      const m = enc.creatures[enc.creatures[id]?.mountId ?? ''];
      return m ? { x: m.pos.x - 1, y: m.pos.y } : null;
    }, aldric.id);
    expect(to).not.toBeNull();
    await page.evaluate(
      ([id, p]) =>
        window.__saddlegrid?.dispatch({ type: 'dismount', id: id as string, to: p as { x: number; y: number } }),
      [aldric.id, to] as const,
    );
    const chip = page.getByTestId('log.lines').getByTestId('rule-chip.MC-MOUNT-2').last();
    await chip.click();
    await expect(page.getByTestId('rules.view.MC-MOUNT-2')).toBeVisible();
    await expect(page.getByTestId('rules.statement')).toContainText(/adjacent/i);
    await board.shot('issue21-rule-en');
    await page.getByTestId('rules.close').click();
    await page.getByTestId('toolbar.lang').click();
    await page.getByTestId('log.lines').getByTestId('rule-chip.MC-MOUNT-2').last().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rules.view.MC-MOUNT-2')).toBeVisible();
    await expect(page.getByTestId('rules.statement')).toContainText('乗騎');
    await board.shot('issue21-rule-ja');
    await page.getByTestId('rules.close').click();
    await page.getByTestId('toolbar.lang').click();

    // The attack helper's modifiers cite rules as chips: the goblin archer shoots at Eira, the griffon's rider (A).
    const archer = await board.creatureByName('Goblin archer');
    const eira = await board.creatureByName('Eira');
    await page.getByTestId(`creatures.item.${archer.id}`).click();
    await page.keyboard.press('a');
    await expect(page.getByTestId('attack')).toBeVisible();
    await page.getByTestId('attack.target').selectOption(eira.id);
    await page.getByTestId('attack.kind').selectOption('ranged');
    const modChip = page.getByTestId('attack.mods').locator('.rule-chip').first();
    const id = await modChip.getAttribute('data-rule');
    expect(id).toBeTruthy();
    await modChip.click();
    await expect(page.getByTestId(`rules.view.${id}`)).toBeVisible();

    // The search finds the rule by Japanese and English words.
    await page.getByTestId('rules.search').fill('押しやり');
    await expect(page.getByTestId('rules.item.MC-FM-2')).toBeVisible();
    await page.getByTestId('rules.search').fill('push');
    await expect(page.getByTestId('rules.item.MC-FM-2')).toBeVisible();
    await expect(page.getByTestId('rules.item.B-2')).toBeVisible();
    await board.shot('issue21-search');
  });

  test('"show to players": the rule the GM opens appears in the player view, in the player\'s language, and goes again', async ({
    context,
  }) => {
    const gmPage = await context.newPage();
    const gm = new BoardPage(gmPage);
    await gm.open();
    const playerPage = await context.newPage();
    const player = new BoardPage(playerPage);
    await player.open('/?view=player');
    await expect(playerPage.getByTestId('player.waiting')).toHaveCount(0);
    await gmPage.bringToFront();
    await gmPage.getByTestId('rules.open').click();
    await gmPage.getByTestId('rules.search').fill('push');
    await gmPage.getByTestId('rules.item.MC-FM-2').click();
    await expect(playerPage.getByTestId('player.rule')).toHaveCount(0);
    await gmPage.getByTestId('rules.show').click();
    await expect(gmPage.getByTestId('rules.show')).toHaveAttribute('aria-pressed', 'true');
    await expect(playerPage.getByTestId('player.rule').getByTestId('rules.view.MC-FM-2')).toBeVisible();
    await expect(playerPage.getByTestId('player.rule')).toContainText(/push/i);
    await player.shot('issue21-shown-to-players');
    // The player switches to Japanese: the same rule in Japanese.
    await playerPage.getByTestId('player.lang').click();
    await expect(playerPage.getByTestId('player.rule')).toContainText('押しやり');
    await gmPage.bringToFront();
    await gmPage.getByTestId('rules.show').click();
    await expect(playerPage.getByTestId('player.rule')).toHaveCount(0);
  });
});
