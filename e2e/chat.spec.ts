/**
 * Issue 30: the table's chat as a ココフォリア user lives in it — tabs (メイン / 雑談 / 情報 and the GM's own), a
 * speaker chosen from one's creatures, dice lines rolled inside messages (typed-in faces), 立ち絵 beside the lines
 * and beside the board — between the GM and a player on her own device (another browser context, through the real
 * session server). Chat is never undone; a player's forged chat is refused and changes nothing; a GM-only tab never
 * reaches her.
 */
import { test, type Page, type WebSocket } from '@playwright/test';
import { expect } from './expect';
import { discPng, GmSessionPage, PlayerSessionPage } from './pages/session';

const SHOTS = process.env.SADDLEGRID_SHOTS ?? '/work/shots/i30chat';

/** Every text frame a page receives on its WebSockets (nothing GM-only may reach a player). */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws: WebSocket) =>
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
  );
  return frames;
}

/** Open the speaker's 立ち絵 section (a <details> that may already be open). */
async function openPortraits(page: Page): Promise<void> {
  const d = page.getByTestId('chat.portraits');
  if (!(await d.evaluate((e) => (e as HTMLDetailsElement).open))) await d.locator('summary').click();
  await expect(d.getByTestId('chat.faceName')).toBeVisible();
}

const ja = (p: Page) => p.addInitScript(() => localStorage.setItem('saddlegrid.lang', 'ja'));

test('GM and a player chat in tabs, roll in chat, see 立ち絵; undo never touches chat; forged chat refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await ja(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const gm = new GmSessionPage(page);
  await gm.board.open();
  const link = await gm.start();
  let frames: string[] = [];
  const alice = await PlayerSessionPage.join(browser, link, 'アリス', undefined, async (p) => {
    await ja(p);
    frames = recordFrames(p);
  });
  const aliceId = await gm.player('アリス');
  await gm.give(aliceId, 'c2');
  await page.getByTestId('session.close').click();
  const hero = (await gm.board.encounter()).creatures.c2?.name ?? '';
  const chat = page.getByTestId('chat.panel');
  const aliceChat = alice.page.getByTestId('player.chat');

  await test.step('the GM gives Sir Aldric two 立ち絵 and speaks as him with @笑顔', async () => {
    await page.getByTestId('tab.chat').click();
    await expect(chat).toBeVisible();
    await expect(chat.getByTestId('chat.tab.main')).toHaveText('メイン');
    await expect(chat.getByTestId('chat.tab.chat')).toHaveText('雑談');
    await expect(chat.getByTestId('chat.tab.info')).toHaveText('情報');
    await chat.getByTestId('chat.speaker').selectOption('c2');
    await openPortraits(page);
    for (const [name, rgb] of [
      ['通常', [40, 90, 200]],
      ['笑顔', [230, 150, 40]],
    ] as const) {
      await chat.getByTestId('chat.faceName').fill(name);
      await chat
        .getByTestId('chat.faceFile')
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: discPng(96, rgb) });
      await expect(chat.getByTestId('chat.portraits').getByText(name, { exact: true })).toBeVisible();
    }
    await chat.getByTestId('chat.input').fill('よく来たな、旅の者よ @笑顔');
    await chat.getByTestId('chat.send').click();
    const line = chat.getByTestId('chat.line').last();
    await expect(line).toContainText(hero);
    await expect(line).toContainText('よく来たな、旅の者よ');
    await expect(line.getByTestId('chat.face')).toHaveAttribute('alt', hero);
  });

  await test.step('a dice line in chat rolls with the typed-in faces, in BCDice’s words', async () => {
    const cursor = await page.evaluate(() => window.__saddlegrid?.encounter().seq ?? 0);
    await chat.getByTestId('chat.input').fill('2D6>=7 攻撃');
    await chat.getByTestId('chat.faces').fill('4 5');
    await chat.getByTestId('chat.send').click();
    await expect(chat.getByTestId('chat.roll').last()).toHaveText('攻撃 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功');
    await expect.poll(() => page.evaluate(() => window.__saddlegrid?.encounter().seq ?? 0)).toBe(cursor + 1);
    // The player's page shows the same line, with the picture sent to her page.
    await expect(aliceChat.getByTestId('chat.roll').last()).toHaveText('攻撃 (2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功');
    await expect(aliceChat.getByTestId('chat.face').first()).toBeVisible();
  });

  await test.step('the player speaks from her device as her creature, and rolls there; the GM sees it', async () => {
    const own = await alice.idOf(hero);
    await aliceChat.getByTestId('chat.speaker').selectOption(own);
    await aliceChat.getByTestId('chat.input').fill('1D20+5 登攀');
    await aliceChat.getByTestId('chat.faces').fill('12');
    await aliceChat.getByTestId('chat.send').click();
    await expect(chat.getByTestId('chat.line').last()).toContainText('アリス');
    await expect(chat.getByTestId('chat.roll').last()).toHaveText('登攀 (1D20+5) ＞ 12[12]+5 ＞ 17');
    await aliceChat.getByTestId('chat.speaker').selectOption('');
    await aliceChat.getByTestId('chat.tab.chat').click();
    await aliceChat.getByTestId('chat.input').fill('おやつ休憩にしませんか');
    await aliceChat.getByTestId('chat.send').click();
    await expect(aliceChat.getByTestId('chat.line').last()).toContainText('おやつ休憩にしませんか');
    await chat.getByTestId('chat.tab.chat').click();
    await expect(chat.getByTestId('chat.line').last()).toContainText('アリス');
    await expect(chat.getByTestId('chat.line').last()).toContainText('おやつ休憩にしませんか');
  });

  await test.step('a forged chat (another’s creature, a missing tab, a huge message) is refused, nothing changes', async () => {
    const before = await chat.getByTestId('chat.line').count();
    const answers = await alice.page.evaluate(async () => {
      const s = window.__saddlegridSession;
      if (!s) return [];
      const r = await Promise.all([
        s.chat({ tab: 'main', text: 'なりすまし', speaker: 'c1' }),
        s.chat({ tab: 'nowhere', text: 'どこ', speaker: null }),
        s.chat({ tab: 'main', text: 'あ'.repeat(1500), speaker: null }),
        // Past the session's frame limit for a command's string: the server itself drops it.
        s.chat({ tab: 'main', text: 'あ'.repeat(3000), speaker: null }),
      ]);
      return r.map((x) => (x.status === 'refused' ? x.refusal.text.ja : x.status));
    });
    expect(answers).toEqual([
      '発言者に選べるのは、自分のキャラクターか自分自身だけです。',
      'そのチャットタブはありません。',
      'メッセージが長すぎます（1,000文字まで）。',
      'undelivered',
    ]);
    await expect(chat.getByTestId('chat.line')).toHaveCount(before);
  });

  await test.step('a GM-only tab never reaches the player', async () => {
    await chat.getByTestId('chat.newTab').fill('裏');
    await chat.getByText('ゲームマスターのみ', { exact: true }).click();
    await chat.getByTestId('chat.addTab').click();
    await chat.getByTestId('chat.tab.t4').click();
    await chat.getByTestId('chat.speaker').selectOption('');
    await chat.getByTestId('chat.input').fill('伏兵は北の森に潜む');
    await chat.getByTestId('chat.send').click();
    await expect(chat.getByTestId('chat.line').last()).toContainText('伏兵は北の森に潜む');
    // Something later that the player does see, so the view after the GM-only line has surely arrived.
    await chat.getByTestId('chat.tab.info').click();
    await chat.getByTestId('chat.input').fill('天候：晴れ');
    await chat.getByTestId('chat.send').click();
    await aliceChat.getByTestId('chat.tab.info').click();
    await expect(aliceChat.getByTestId('chat.line').last()).toContainText('天候：晴れ');
    await expect(aliceChat.getByTestId('chat.tab.t4')).toHaveCount(0);
    expect(frames.join('\n')).not.toContain('伏兵');
  });

  await test.step('undo takes back the roll, never a chat line', async () => {
    await chat.getByTestId('chat.tab.main').click();
    const lines = await chat.getByTestId('chat.line').count();
    await page.getByTestId('toolbar.undo').click();
    await page.getByTestId('toolbar.undo').click();
    await expect(chat.getByTestId('chat.line')).toHaveCount(lines);
    await page.getByTestId('toolbar.redo').click();
    await expect(chat.getByTestId('chat.line')).toHaveCount(lines);
  });

  await test.step('the GM shows a 立ち絵 beside the board on the player’s page; screenshots', async () => {
    await chat.getByTestId('chat.speaker').selectOption('c2');
    await openPortraits(page);
    await chat.getByTestId('chat.stage').nth(1).click();
    await expect(alice.page.getByTestId('player.stage').locator('img')).toHaveAttribute('alt', hero);
    await chat.getByTestId('chat.showRules').check();
    await expect(chat.getByTestId('chat.rulesLog')).toContainText('成功');
    await page.screenshot({ path: `${SHOTS}/chat-gm-1280.png` });
    await alice.page.screenshot({ path: `${SHOTS}/chat-player-1280.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await alice.page.setViewportSize({ width: 1920, height: 1080 });
    await expect(chat.getByTestId('chat.line').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chat-gm-1920.png` });
    await alice.page.screenshot({ path: `${SHOTS}/chat-player-1920.png` });
  });
  await alice.close();
});
