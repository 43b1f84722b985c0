/**
 * Issue 15, the board side: at the sizes a GM shares (1280×720, 1920×1080), in both languages, the labels the
 * board actually drew (read through the test bridge's scene snapshot) overlap no other creature's labels or
 * space; every name of the 4e sample is drawn and legible. The GM's hand (`Alt`-drag) places out of turn, logged
 * and undoable, a rider's mount with it; dropping a knight on a horse does not say "occupied".
 * Screenshots of each view go to e2e-screens/ to be looked at.
 */
import { test, type Page } from '@playwright/test';
import { expect } from './expect';
import { BoardPage } from './pages/board';
import { sampleEncounter } from '../src/app/sample';
import { sampleTenkaiEncounter } from '../src/app/sampleTenkai';
import { allCreatures, creatureOf, newSession, saveEncounterFile, type AnyEncounter } from '../src/rules';
import { detailLevel, type LabelBox } from '../src/render/labelLayout';
import { measureOverlaps, totalOverlaps } from '../src/render/labelMeasure';
import { sceneLabelTokens } from '../src/render/tokenFacts';

const CELL = 48;
const POLL = { timeout: 20_000 };
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** Count overlaps among the labels the board drew (the unit test's measure, over the real scene). */
async function drawnOverlaps(board: BoardPage) {
  const scene = await board.scene();
  const enc = (await board.encounter()) as AnyEncounter;
  const selected = await board.selected();
  if (!scene) throw new Error('no scene');
  const tokens = sceneLabelTokens(enc, { lang: 'en', selectedId: selected, mode: 'gm' }).map((t) => {
    const drawn = scene.tokens.find((x) => x.id === t.id);
    return drawn ? { ...t, p: { ...t.p, cx: drawn.x, cy: drawn.y, radius: drawn.radius } } : t;
  });
  const boxes = new Map<string, LabelBox[]>();
  for (const l of scene.labels) {
    const list = boxes.get(l.id) ?? [];
    list.push({ kind: l.kind, text: l.text, font: 0, x: l.x, y: l.y, w: l.w, h: l.h });
    boxes.set(l.id, list);
  }
  return { report: measureOverlaps(tokens, boxes), scene, enc, boxes };
}

/** Open the app with `encounter` loaded through Import (the first visit's sample stays if it is the 4e one). */
async function openWith(page: Page, encounter: AnyEncounter | null): Promise<BoardPage> {
  const board = new BoardPage(page);
  await board.open();
  if (encounter) {
    const text = saveEncounterFile(newSession(encounter));
    const err = await page.evaluate(
      (t) => (window.__saddlegrid ? window.__saddlegrid.importFile(t) : 'no bridge'),
      text,
    );
    expect(err).toBeNull();
    await page.evaluate(() => window.__saddlegrid?.imported());
    await expect.poll(async () => (await board.encounter()).name, POLL).toBe(encounter.name);
    await board.waitForBoard();
  }
  return board;
}

/** Centre the camera on a world point at `scale` (through the bridge, as the benchmark pans). */
async function look(page: Page, wx: number, wy: number, scale: number): Promise<void> {
  const size = await page.getByTestId('board.canvas').boundingBox();
  if (!size) throw new Error('no canvas');
  await page.evaluate(
    ([x, y, s]) => window.__saddlegrid?.setCamera(x as number, y as number, s as number),
    [size.width / 2 - wx * scale, size.height / 2 - wy * scale, scale],
  );
}

/** Wait until the board has laid its labels out for the present zoom, then check nothing overlaps. */
async function expectLegible(board: BoardPage, what: string): Promise<void> {
  await expect.poll(async () => (await board.scene())?.labels.length ?? 0, POLL).toBeGreaterThan(0);
  // The labels are laid out for the level of detail of the present zoom (the board re-lays them on the next frame).
  await expect
    .poll(async () => {
      const s = await board.scene();
      return s ? s.level === detailLevel(s.camera.scale).level : false;
    }, POLL)
    .toBe(true);
  const { report } = await drawnOverlaps(board);
  expect(totalOverlaps(report), `${what}: ${report.examples.join('; ')}`).toBe(0);
}

for (const size of SIZES) {
  for (const lang of ['en', 'ja'] as const) {
    test.describe(`legible tokens at ${size.width}×${size.height} (${lang})`, () => {
      test.use({ viewport: size, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

      test('4e sample: whole map, the knight’s group and the wolf riders — no label overlaps, every name drawn', async ({
        page,
      }) => {
        const board = await openWith(page, null);
        const enc = (await board.encounter()) as AnyEncounter;
        expect(enc.name).toBe(sampleEncounter(lang).name);
        await expectLegible(board, 'whole map');
        const { scene } = await drawnOverlaps(board);
        // Every creature's name is drawn (full or shortened), at least 11 px tall on screen.
        for (const c of allCreatures(enc)) {
          const name = scene.labels.find((l) => l.id === c.id && l.kind === 'name');
          expect(name, `name of ${c.name}`).toBeDefined();
          expect(name?.client.height ?? 0).toBeGreaterThanOrEqual(11);
        }
        const tag = `${size.width}x${size.height}-${lang}`;
        await board.shot(`issue15-4e-whole-${tag}`);

        // (The glyphs are the language's: WH / 馬, DW / 狼.)
        const blaze = allCreatures(enc).find((c) => c.glyph === 'WH' || c.glyph === '馬') ?? allCreatures(enc)[0];
        if (!blaze) throw new Error('no warhorse');
        await look(page, (blaze.pos.x + 1) * CELL, (blaze.pos.y + 1) * CELL, size.width > 1500 ? 2.6 : 2);
        await expectLegible(board, 'knight, warhorse and passenger');
        await board.shot(`issue15-4e-knight-${tag}`);

        const wolves = allCreatures(enc).filter((c) => c.glyph === 'DW' || c.glyph === '狼');
        const a = wolves[0];
        const b = wolves[1] ?? a;
        if (!a || !b) throw new Error('no wolves');
        await look(
          page,
          ((a.pos.x + b.pos.x) / 2 + 1) * CELL,
          ((a.pos.y + b.pos.y) / 2 + 1) * CELL,
          size.width > 1500 ? 1.9 : 1.5,
        );
        await expectLegible(board, 'wolf riders');
        await board.shot(`issue15-4e-wolves-${tag}`);
      });

      test('Tenkai sample: the pile, the pile fanned out, the armour and its pilot', async ({ page }) => {
        const board = await openWith(page, sampleTenkaiEncounter(lang));
        await expectLegible(board, 'Tenkai whole map');
        const tag = `${size.width}x${size.height}-${lang}`;
        await board.shot(`issue15-tenkai-whole-${tag}`);
        await look(page, 5 * CELL, 5.5 * CELL, size.width > 1500 ? 2.4 : 1.8);
        await expectLegible(board, 'Tenkai pile');
        await board.shot(`issue15-tenkai-pile-${tag}`);
        // Hover the pile: it fans out; the fanned tokens' labels overlap none of one another.
        const p = await board.squareCentre(3, 5);
        await page.mouse.move(p.x, p.y);
        await expect
          .poll(
            async () =>
              (await board.scene())?.tokens.filter(
                (t) => t.role === 'standing' && Math.hypot(t.x - 3.5 * CELL, t.y - 5.5 * CELL) > 20,
              ).length ?? 0,
            POLL,
          )
          .toBeGreaterThanOrEqual(3);
        const { report } = await drawnOverlaps(board);
        expect(report.labelLabel + report.own, report.examples.join('; ')).toBe(0);
        await board.shot(`issue15-tenkai-fanned-${tag}`);
      });
    });
  }
}

test.describe('the GM’s hand and mount offers (issue 15)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('Alt-drag places the mount with its rider and passenger out of turn, logged and undoable; a refused space says why', async ({
    page,
  }) => {
    const board = await openWith(page, null);
    const blaze = await board.creatureByName('Blaze (warhorse)');
    const before = await board.cursor();
    // Select the rider, then Alt-drag: the mount is placed, carrying both (no path, no movement cost).
    const aldric = await board.creatureByName('Sir Aldric');
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    await expect.poll(() => board.selected()).toBe(aldric.id);
    const from = await board.squareCentre(blaze.pos.x, blaze.pos.y);
    const to = await board.squareCentre(12, 12);
    await page.mouse.move(from.x, from.y);
    await page.keyboard.down('Alt');
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    await board.shot('issue15-gm-place-preview');
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual({ x: 12, y: 12 });
    expect((await board.creatureByName('Sir Aldric')).pos).toEqual({ x: 12, y: 12 });
    expect((await board.creatureByName('Pip')).pos).toEqual({ x: 12, y: 12 });
    expect((await board.creatureByName('Sir Aldric')).mountId).toBe(blaze.id);
    expect(await board.cursor()).toBe(before + 1);
    await expect(page.getByTestId('log.line').last()).toContainText('GM places');
    await page.getByTestId('toolbar.undo').click();
    await expect.poll(async () => (await board.creatureByName('Blaze (warhorse)')).pos, POLL).toEqual(blaze.pos);

    // Alt-drop the ogre onto rocks (blocking terrain): the engine refuses the space, nothing changes.
    const ogre = await board.creatureByName('Ogre');
    const cursor = await board.cursor();
    await page.keyboard.down('Alt');
    await board.drag(ogre.pos, { x: 10, y: 6 });
    await page.keyboard.up('Alt');
    await expect(page.getByTestId('notice.refusal')).toBeVisible();
    expect(await board.cursor()).toBe(cursor);
    expect((await board.creatureByName('Ogre')).pos).toEqual(ogre.pos);
  });

  test('dropping a dismounted knight on his horse offers to mount instead of saying "occupied"', async ({ page }) => {
    const board = await openWith(page, null);
    const aldric = await board.creatureByName('Sir Aldric');
    const blaze = await board.creatureByName('Blaze (warhorse)');
    const r = await page.evaluate(
      (id) => window.__saddlegrid?.dispatch({ type: 'dismount', id, to: { x: 2, y: 6 } } as never).ok,
      aldric.id,
    );
    expect(r).toBe(true);
    const cursor = await board.cursor();
    await page.getByTestId(`creatures.item.${aldric.id}`).click();
    const a = await board.squareCentre(2, 6);
    const b = await board.squareCentre(blaze.pos.x + 1, blaze.pos.y);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await board.shot('issue15-mount-offer-preview');
    await page.mouse.up();
    // Nothing was sent and nothing refused: the offer waits in the UI store, and its card opens beside the tokens.
    await expect(page.getByTestId('notice.refusal')).toHaveCount(0);
    await expect(page.getByTestId('mount-offer')).toBeVisible();
    await board.shot('issue15-mount-offer-card');
    expect(await board.cursor()).toBe(cursor);
    const now = await board.encounter();
    expect(creatureOf(now, aldric.id)?.pos).toEqual({ x: 2, y: 6 });
    expect(creatureOf(now, aldric.id)?.mountId).toBeNull();
  });
});
