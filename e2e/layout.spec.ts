/**
 * Issue 15, the table's layout: a full 4e round (the sample) and a Tenkai round (the Tenkai sample) at the sizes a
 * GM shares (1280×720, 1920×1080), driven only by clicks and keys. At every step: Next turn is in the viewport, the
 * tokens the open tools act on are on the visible board and no panel covers them; each step is a screenshot in
 * e2e-screens/ (issue15-<system>-<size>-<lang>-NN-<step>.png). The bridge is only read (positions, the turn order).
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { LayoutPage } from './pages/layout';
import { newEncounter } from './pages/library';

const SIZES = [
  { width: 1280, height: 720, lang: 'en' as const },
  { width: 1920, height: 1080, lang: 'ja' as const },
];

/** One creature as the bridge sees it. */
function creature(page: Page, id: string) {
  return page.evaluate((cid) => {
    const c = window.__saddlegrid?.creature(cid);
    return c ? { id: c.id, name: c.name, pos: c.pos, mountId: c.mountId, side: c.side } : null;
  }, id);
}

async function setLang(page: Page, lang: 'en' | 'ja'): Promise<void> {
  const now = await page.evaluate(() => document.documentElement.lang);
  if (now !== lang) await page.getByTestId('toolbar.lang').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

for (const size of SIZES) {
  test.describe(`the table at ${size.width}×${size.height} (${size.lang})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a full 4e round: drop to mount, initiative, an attack, a push with a save, knocked prone, the menu at the bottom, every Next turn', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // A first visit in the GM's language: the sample comes in it (names and all).
      await page.addInitScript((l) => localStorage.setItem('saddlegrid.lang', l), size.lang);
      const board = new BoardPage(page);
      await board.open();
      await setLang(page, size.lang);
      const layout = new LayoutPage(board, `4e-${size.width}-${size.lang}`);
      // The sample's creatures (src/app/sample.ts): the knight on his horse with Pip, Eira on her griffon, …
      const [blaze, aldric, eira, wolfA, ogre, archer] = ['c1', 'c2', 'c5', 'c6', 'c10', 'c11'];
      expect((await creature(page, aldric))?.mountId).toBe(blaze);
      await layout.step('start');

      // The GM's hand before the fight: the knight gets off (D, a highlighted square), then is dropped on his
      // horse — an offer to mount opens beside the two tokens.
      await board.tab('creatures');
      await page.getByTestId(`creatures.item.${aldric}`).click();
      await layout.press('d');
      await expect(page.getByTestId('pick.prompt')).toContainText('MC-MOUNT-2');
      await layout.step('dismount-pick');
      await board.clickSquare(2, 6);
      await expect.poll(async () => (await creature(page, aldric))?.mountId ?? null).toBeNull();
      const horse = await creature(page, blaze);
      if (!horse) throw new Error('no horse');
      await board.drag({ x: 2, y: 6 }, { x: horse.pos.x + 1, y: horse.pos.y });
      await expect(page.getByTestId('mount-offer')).toBeVisible();
      await layout.step('mount-offer', [aldric, blaze]);
      await page.getByTestId('mount-offer.adjacent.rider').click();
      await expect.poll(async () => (await creature(page, aldric))?.mountId ?? null).toBe(blaze);

      // Initiative (I): the round starts; Next turn (N) from here on.
      await layout.press('i');
      await expect(page.getByTestId('turn.round')).toContainText(size.lang === 'ja' ? 'ラウンド1' : 'Round 1');
      await layout.step('initiative', [(await layout.current()) ?? aldric]);

      const done = new Set<string>();
      for (let turn = 0; turn < 14; turn++) {
        const round = await page.evaluate(() => window.__saddlegrid?.encounter().turns.round ?? 0);
        if (round > 1) break;
        const cur = await layout.current();
        if (!cur) break;
        // Select whose turn it is from the pinned strip.
        await page.getByTestId('turn.current').click();
        if ((cur === aldric || cur === blaze) && !done.has('attack')) {
          done.add('attack');
          await page.getByTestId(`creatures.item.${aldric}`).click();
          await layout.press('a');
          await expect(page.getByTestId('attack')).toBeVisible();
          await page.getByTestId('attack.target').selectOption(wolfA);
          await page.getByTestId('attack.kind').selectOption('ranged');
          await layout.step('attack-helper', [aldric, wolfA]);
          await page.getByTestId('attack.typed').fill('14');
          await page.getByTestId('attack.typed-go').click();
          await expect(page.getByTestId('roll.card')).toBeVisible();
          await layout.step('attack-rolled', [aldric, wolfA]);
          await layout.resolvePending('attack');
          await layout.press('Escape');
          await expect(page.getByTestId('attack')).toHaveCount(0);
        } else if (cur === ogre && !done.has('push')) {
          done.add('push');
          // The ogre pushes the knight (F on the knight, the ogre as the source, one square, Enter).
          await page.getByTestId(`creatures.item.${aldric}`).click();
          await layout.press('f');
          await expect(page.getByTestId('forced')).toBeVisible();
          await page.getByTestId('forced.source').selectOption(ogre);
          await layout.step('forced-tool', [aldric, ogre]);
          const knight = await creature(page, aldric);
          const mountNow = knight?.mountId ? await creature(page, knight.mountId) : knight;
          if (!mountNow) throw new Error('no knight');
          await board.clickSquare(mountNow.pos.x - 1, mountNow.pos.y);
          await expect(page.getByTestId('forced.status')).toContainText('1/1');
          await layout.press('Enter');
          await layout.resolvePending('push', '13');
          if (await page.getByTestId('roll.card').count()) await layout.step('push-rolled', [aldric]);
        } else if ((cur === 'c7' || cur === 'c9') && !done.has('prone')) {
          done.add('prone');
          // Knock Eira prone from the token menu (right-click her griffon's square).
          const griffon = await creature(page, (await creature(page, eira))?.mountId ?? eira);
          if (!griffon) throw new Error('no griffon');
          await page.getByTestId(`creatures.item.${eira}`).click();
          await board.clickSquare(griffon.pos.x, griffon.pos.y, 'right');
          await expect(page.getByTestId('token-menu')).toBeVisible();
          await layout.step('token-menu', [eira]);
          await page.getByTestId('token-menu.knock-prone').click();
          await layout.resolvePending('prone', '15');
        } else if (!done.has('menu-bottom')) {
          done.add('menu-bottom');
          // The token menu near the bottom of the board stays on screen beside its token.
          const a = await creature(page, archer);
          if (!a) throw new Error('no archer');
          await page.getByTestId(`creatures.item.${archer}`).click();
          await board.clickSquare(a.pos.x, a.pos.y, 'right');
          const menu = page.getByTestId('token-menu');
          await expect(menu).toBeVisible();
          const box = await menu.boundingBox();
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height);
          await layout.step('menu-at-the-bottom', [archer]);
          await layout.press('Escape');
          await expect(menu).toHaveCount(0);
        }
        await layout.press('n');
        await expect
          .poll(
            async () =>
              (await layout.current()) !== cur ||
              (await page.evaluate(() => window.__saddlegrid?.encounter().turns.round ?? 0)) > 1,
          )
          .toBe(true);
        await layout.step(`next-after-${cur}`);
      }
      await expect(page.getByTestId('turn.round')).toContainText(size.lang === 'ja' ? 'ラウンド2' : 'Round 2');
      expect(done.has('attack') && done.has('push')).toBe(true);

      // The log scrolls only itself and keeps its place; the turn stays pinned above it.
      await layout.press(size.height >= 820 ? '2' : '3');
      const scroll = page.getByTestId('log.scroll');
      await expect(scroll).toBeVisible();
      // The GM scrolls the log back with the wheel; a new turn adds lines without moving it.
      await scroll.hover();
      await page.mouse.wheel(0, -20000);
      await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBe(0);
      const count = await page.getByTestId('log.count').textContent();
      await layout.press('n');
      await expect(page.getByTestId('log.count')).not.toHaveText(count ?? '');
      expect(await scroll.evaluate((el) => el.scrollTop)).toBe(0);
      await layout.step('log-kept-its-place');

      // The keys of this rule system (?), then the sidebar folded (B): Next turn is still in view.
      await layout.press('?');
      await expect(page.getByTestId('shortcuts')).toBeVisible();
      await expect(page.getByTestId('shortcuts.m4.dismount')).toBeVisible();
      await layout.step('shortcuts');
      await layout.press('Escape');
      await expect(page.getByTestId('shortcuts')).toHaveCount(0);
      await layout.press('b');
      await expect(page.getByTestId('sidebar')).toHaveClass(/collapsed/);
      await layout.step('sidebar-folded');
      await layout.press('b');
      await expect(page.getByTestId('sidebar')).not.toHaveClass(/collapsed/);
    });

    test('a Tenkai round: ride from the right-click menu, start the turn, an attack with a typed hit check, a status check, every End round', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const board = new BoardPage(page);
      await board.open();
      // The language first: the sample's names are in it.
      await setLang(page, size.lang === 'ja' ? 'en' : 'ja');
      await newEncounter(page, 'sampleTenkai');
      await expect(page.getByTestId('toolbar.system')).toContainText(/Tenkai|舵天照/);
      const layout = new LayoutPage(board, `tenkai-${size.width}-${size.lang === 'ja' ? 'en' : 'ja'}`);
      await layout.step('start');

      // Akane rides her dragon from the right-click menu (Ride a partner ▸ Kagutsuchi, TK-MNT-3).
      await board.tab('creatures');
      await page.getByTestId('creatures.item.c1').click();
      await board.clickSquare(3, 5, 'right');
      await expect(page.getByTestId('token-menu')).toBeVisible();
      await expect(page.getByTestId('token-menu.tenkai')).toBeVisible();
      await layout.step('right-click-menu', ['c1']);
      await page.getByTestId('token-menu.ride.c2').click();
      await expect.poll(async () => (await creature(page, 'c1'))?.mountId ?? null).toBe('c2');

      // N starts the turn (persistence checks, initiative, the first round).
      await layout.press('n');
      await expect(page.getByTestId('tk.turn.end-round')).toHaveAttribute('data-next-turn', '');
      await layout.step('turn-started', [(await layout.current()) ?? 'c2']);

      let attacked = false;
      let statused = false;
      for (let i = 0; i < 12; i++) {
        const phase = await page.evaluate(() => {
          const e = window.__saddlegrid?.encounter();
          return e ? (e.turns.current >= 0 && e.turns.current < e.turns.order.length ? 'rounds' : 'ended') : 'none';
        });
        if (phase !== 'rounds') break;
        const owner = await layout.current();
        if (!owner) break;
        if (owner === 'c2' && !attacked) {
          attacked = true;
          // Akane shoots at the great bird (A): the panel opens beside the two tokens; the defender guards with a
          // hit check typed in ("I rolled 12").
          await page.getByTestId('creatures.item.c1').click();
          await layout.press('a');
          await expect(page.getByTestId('tk.atk')).toBeVisible();
          // The first target and kind the rules allow from here (a target two bands away is refused, TK-ALT-3).
          const declare = page.getByTestId('tk.atk.declare');
          let target = '';
          for (const kind of ['shooting', 'melee', 'perception']) {
            await page.getByTestId('tk.atk.kind').selectOption(kind);
            for (const t of ['c4', 'c5', 'c6', 'c7', 'c8', 'c3']) {
              if ((await page.locator(`[data-testid="tk.atk.target"] option[value="${t}"]`).count()) === 0) continue;
              await page.getByTestId('tk.atk.target').selectOption(t);
              if (await declare.isEnabled()) {
                target = t;
                break;
              }
            }
            if (target) break;
          }
          expect(target, 'a target the rules allow').not.toBe('');
          await expect(declare).toBeEnabled();
          await layout.step('attack-panel', ['c1', target]);
          await page.getByTestId('tk.atk.declare').click();
          await expect(page.getByTestId('pending')).toBeVisible();
          await expect(page.getByTestId('pending.typed')).toBeVisible();
          await layout.resolvePending('hit-check', '12');
          await expect(page.getByTestId('tk.atk.result')).toBeVisible();
          await expect(page.getByTestId('log.lines')).toContainText(/12/);
          await layout.step('attack-result', ['c1', target]);
          await layout.press('Escape');
          await expect(page.getByTestId('tk.atk')).toHaveCount(0);
        } else if (!statused) {
          statused = true;
          // A status from the menu (Status effects ▸ Apply…): the form with its start check typed in.
          const bird = await creature(page, 'c4');
          if (!bird) throw new Error('no bird');
          await page.getByTestId('creatures.item.c4').click();
          await board.clickSquare(bird.pos.x, bird.pos.y, 'right');
          await expect(page.getByTestId('token-menu')).toBeVisible();
          await page.getByTestId('token-menu.status.open').click();
          await layout.step('status-menu', ['c4']);
          await page.getByTestId('token-menu.status.apply').click();
          await expect(page.getByTestId('tk.status.kind')).toBeFocused();
          await page.getByTestId('tk.status.kind').selectOption('poison');
          await page.getByTestId('tk.status.source').selectOption('c3');
          await page.getByTestId('tk.status.die').fill('15');
          const before = await board.cursor();
          await page.getByTestId('tk.status.apply').click();
          await expect.poll(() => board.cursor()).toBeGreaterThan(before);
          await layout.resolvePending('status', '15');
          await layout.step('status-applied', ['c4']);
        }
        const before = await board.cursor();
        await layout.press('n');
        await expect.poll(() => board.cursor()).toBeGreaterThan(before);
        await layout.resolvePending('round');
        await layout.step(`end-round-${i + 1}`);
      }
      expect(attacked).toBe(true);
      // The turn is over: Start turn is the Next button now.
      await expect(page.getByTestId('tk.turn.start')).toHaveAttribute('data-next-turn', '');
      await layout.step('turn-over');
      // The keys here are Tenkai's: no 4e dismount, the attack and the band keys.
      await layout.press('?');
      await expect(page.getByTestId('shortcuts.tk.attack')).toBeVisible();
      await expect(page.getByTestId('shortcuts.m4.dismount')).toHaveCount(0);
      await expect(page.getByTestId('help')).not.toContainText(/\bD\b.*dismount/i);
      await layout.step('shortcuts');
    });
  });
}
