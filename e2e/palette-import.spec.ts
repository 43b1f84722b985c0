/**
 * Issue 30, a Japanese GM's palettes and imports: a ココフォリア character pasted on the board (Ctrl+V) becomes a 舵天照
 * creature with its palette; a click puts a line (variables expanded) into the dice line, Shift+click rolls it, a
 * status command `:HP-5` changes 生命 through the rules and is logged, a double click on `:練力-3` changes 練力; a
 * ユドナリウム save built here with fflate imports its character and picture. Screenshots in Japanese at 1280×720
 * and 1920×1080.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { strToU8, zipSync } from 'fflate';
import { BoardPage } from './pages/board';
import { newEncounter } from './pages/library';
import { GmSessionPage, PlayerSessionPage } from './pages/session';

/** ココフォリア's "キャラクターをコピー" clipboard text, as it writes it. */
const COCOFOLIA = JSON.stringify({
  kind: 'character',
  data: {
    name: '鷹取 志乃',
    memo: '陰陽師。',
    initiative: 12,
    externalUrl: '',
    status: [
      { label: 'HP', value: 34, max: 40 },
      { label: '練力', value: 45, max: 60 },
    ],
    params: [
      { label: '命中', value: '118' },
      { label: '器用度', value: '12' },
    ],
    iconUrl: 'https://storage.ccfolia-cdn.net/users/abc/files/shino.png',
    faces: [],
    x: 0,
    y: 0,
    angle: 0,
    width: 4,
    height: 4,
    active: true,
    secret: false,
    invisible: false,
    hideStatus: false,
    color: '#e0b000',
    commands: '# 戦闘\n//補正=10\n2D20+{命中}+{補正} 命中判定\n1D20+{器用度} 器用\n:HP-5\n:練力-3',
    owner: 'xyz',
  },
});

/** A ユドナリウム room save: data.xml and the picture named by its identifier. */
function yudonariumZip(): string {
  const hash = 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef';
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<room><game-object-list><character location.name="table" location.x="0" location.y="0" posZ="0">
  <data name="character">
    <data name="image"><data type="image" name="imageIdentifier">${hash}</data></data>
    <data name="common"><data name="name">山賊の頭</data><data name="size">1</data></data>
    <data name="detail"><data name="リソース"><data type="numberResource" currentValue="20" name="HP">24</data></data>
      <data name="能力"><data name="命中">90</data></data></data>
  </data>
  <chat-palette dicebot="">2D20+{命中} 攻撃</chat-palette>
</character></game-object-list></room>`;
  const png = new Uint8Array(readFileSync('public/icons/icon-192.png'));
  const path = join(tmpdir(), `i30-yudonarium-${process.pid}.zip`);
  writeFileSync(path, zipSync({ 'data.xml': strToU8(xml), [`${hash}.png`]: png }));
  return path;
}

/** Paste text on the board as Ctrl+V would (a paste event with the clipboard's text, focus on no field). */
async function pasteOnBoard(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('palettes and imports (issue 30)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a ココフォリア character pasted, its palette used; a ユドナリウム zip imported', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));
    const board = new BoardPage(page);
    await board.open();
    await newEncounter(page, 'sampleTenkai');

    await pasteOnBoard(page, COCOFOLIA);
    await expect(page.getByTestId('notice.info')).toContainText('鷹取 志乃を読み込みました');
    const shino = await board.creatureByName('鷹取 志乃');
    expect([shino.hp, shino.hpMax, shino.initBonus]).toEqual([34, 40, 12]);
    expect(shino.sys).toMatchObject({ stats: { accuracy: 118 }, ki: 45, kiMax: 60 });
    await expect.poll(() => board.selected()).toBe(shino.id);

    await board.tab('log');
    const palette = page.getByTestId('palette');
    await expect(palette).toContainText('鷹取 志乃のチャットパレット');
    await expect(palette).toContainText('戦闘');
    await expect(palette).toContainText('補正=10');
    // A click puts the line into the dice line, its variables expanded (命中 from the sheet, 補正 from the palette).
    const line = palette.getByRole('button', { name: '2D20+{命中}+{補正} 命中判定' });
    await line.click();
    await expect(page.getByTestId('dice.expr')).toHaveValue('2D20+118+10 命中判定');
    await expect(page.getByTestId('dice.expr')).toBeFocused();
    // Shift+click rolls at once.
    const lines = page.getByTestId('log.line');
    const before = await lines.count();
    await line.click({ modifiers: ['Shift'] });
    await expect(lines.last()).toContainText('鷹取 志乃のダイス：命中判定 (2D20+118+10)');
    expect(await lines.count()).toBe(before + 1);

    // `:HP-5` typed into the dice line: the kernel's damage, logged.
    await page.getByTestId('dice.expr').fill(':HP-5');
    await page.getByTestId('dice.expr').press('Enter');
    await expect.poll(async () => (await board.creatureByName('鷹取 志乃')).hp).toBe(29);
    await expect(lines.last()).toContainText('鷹取 志乃');
    await expect(lines.last()).toContainText('5');
    // A double click on `:練力-3` sends it: 練力 through the sheet's own command.
    await palette.getByRole('button', { name: ':練力-3' }).dblclick();
    await expect.poll(async () => ((await board.creatureByName('鷹取 志乃')).sys as { ki: number }).ki).toBe(42);
    // An unknown status is refused with the ones there are, and changes nothing.
    await page.getByTestId('dice.expr').fill(':SAN-1');
    await page.getByTestId('dice.expr').press('Enter');
    await expect(page.getByTestId('dice.error')).toContainText(
      'ステータス「SAN」はありません（使えるもの：生命、練力、気力）',
    );
    await board.shot('issue30-ja-1280-palette');

    // A ユドナリウム save from the creature area's import.
    await board.tab('creatures');
    await page.getByTestId('import').locator('summary').click();
    await page.getByTestId('import.zip').setInputFiles(yudonariumZip());
    await expect(page.getByTestId('import.answer')).toContainText('山賊の頭を読み込みました');
    const bandit = await board.creatureByName('山賊の頭');
    expect([bandit.hp, bandit.hpMax]).toEqual([20, 24]);
    expect(bandit.image).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const enc = await board.encounter();
    // 命中 is the 舵天照 sheet's own number: it goes into the sheet, not into a definition line.
    expect(enc.palettes[bandit.id]).toEqual(['2D20+{命中} 攻撃']);
    expect(bandit.sys).toMatchObject({ stats: { accuracy: 90 } });
    // A hostile paste changes nothing and says why.
    const count = (await board.encounter()).creatureOrder.length;
    await page.getByTestId('import.paste').fill('{"kind":"character","data":{"name":"a\u202eb"}}');
    await page.getByTestId('import.pasteGo').click();
    await expect(page.getByTestId('import.answer')).toContainText(
      '何も読み込みませんでした：項目「名前」に制御文字が含まれています。',
    );
    expect((await board.encounter()).creatureOrder.length).toBe(count);
    await board.shot('issue30-ja-1280-import');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await board.settled();
    await board.tab('log');
    await page
      .getByTestId(`creatures.item.${shino.id}`)
      .click()
      .catch(() => undefined);
    await board.shot('issue30-ja-1920-palette');
  });

  test('a player uses their creature’s palette from their own device, through the request path', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const gm = new GmSessionPage(page);
    await gm.board.open();
    const aldric = await gm.board.creatureByName('Sir Aldric');
    await gm.board.tab('creatures');
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    await gm.board.tab('log');
    await page.getByTestId('palette.edit').click();
    await page.getByTestId('palette.text').fill('//jump=7\n1d20+{jump} Athletics\n:HP-5');
    await page.getByTestId('palette.save').click();
    const link = await gm.start();
    const alice = await PlayerSessionPage.join(browser, link, 'Alice');
    await gm.give(await gm.player('Alice'), aldric.id);
    const p = alice.page;
    await expect(p.getByTestId('player.palette')).toContainText('jump=7');
    // A click puts the line into her dice line, expanded; Shift+click sends it as her roll.
    await p.getByTestId('player.palette.line.1').click();
    await expect(p.getByTestId('player.dice.expr')).toHaveValue('1d20+7 Athletics');
    await p.getByTestId('player.palette.line.1').click({ modifiers: ['Shift'] });
    await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.applied');
    await expect(page.getByTestId('log.line').last()).toContainText(/Sir Aldric rolls \(Alice\): Athletics: 1D20\+7/);
    // A status command is the GM's command (changeHp): the desk refuses it with the players' policy.
    const hp = aldric.hp;
    await p.getByTestId('player.palette.line.2').dblclick();
    await expect(alice.newestOutcome()).toHaveAttribute('data-testid', 'player.outcome.refused');
    expect((await gm.board.creatureByName('Sir Aldric')).hp).toBe(hp);
    await alice.context.close();
  });
});
