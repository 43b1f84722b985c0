/**
 * Issue 16, what the benchmark measures, held as counts (GPU-independent, no timings): on the benchmark's
 * 1,000-creature map, panning at the whole-map and the close-up view draws the board in a handful of draw calls
 * (≤ 12), uploads no vertex or index buffer, and a move of a mount carrying a rider and two passengers changes no
 * shape (the frames after it upload vertices only: no re-collection). No shader error or PixiJS warning on the way.
 * The WebGL calls are counted by the benchmark's own page instrumentation (bench/instrument.mjs).
 */
import { test } from '@playwright/test';
import { expect } from './expect';
import { benchFile, LARGE } from '../bench/encounter';
import { instrument } from '../bench/instrument.mjs';
import { BoardPage } from './pages/board';

const CELL = 48;

interface Counts {
  draws: number;
  uniforms: number;
  bufUploads: number;
  bufBytes: number;
  idxUploads: number;
}

test.describe('the board in a handful of batches (issue 16)', () => {
  test('whole map and close up: ≤ 12 draw calls a frame and no buffer upload while panning; a move re-collects nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(instrument, { kind: 'app' });
    // A shader that does not compile (the terrain's) or a destroyed texture still bound is only said in the console.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /PixiJS|WebGL|shader/i.test(m.text())))
        problems.push(m.text().slice(0, 300));
    });
    const board = new BoardPage(page);
    await board.open('/');
    const file = benchFile(LARGE);
    const err = await page.evaluate((text) => window.__saddlegrid!.importFile(text), file.text);
    expect(err).toBeNull();
    await expect.poll(async () => (await board.scene())?.tokens.length ?? 0, { timeout: 30_000 }).toBe(1000);
    const size = await page.getByTestId('board.canvas').boundingBox();
    if (!size) throw new Error('no canvas');
    const worldW = LARGE.width * CELL;
    const worldH = LARGE.height * CELL;
    const fit = Math.min(size.width / worldW, size.height / worldH);
    const cam = (cx: number, cy: number, z: number) => ({
      x: size.width / 2 - cx * z,
      y: size.height / 2 - cy * z,
      scale: z,
    });
    // Twelve frames around the middle at the whole map, twelve far apart close up (labels, numbers and marks shown).
    const whole = Array.from({ length: 12 }, (_, j) =>
      cam(worldW / 2 + 200 * Math.cos(j), worldH / 2 + 200 * Math.sin(j), fit * 0.9),
    );
    const close = Array.from({ length: 12 }, (_, j) =>
      cam(worldW * (0.5 + 0.3 * Math.cos(j / 2)), worldH * (0.5 + 0.3 * Math.sin(j / 2)), 0.8),
    );
    const frames = async (cams: { x: number; y: number; scale: number }[]): Promise<Counts[]> => {
      const r = (await page.evaluate((c) => window.__bench.run(c, 60_000), cams)) as { C: Counts[] };
      return r.C.slice(1).map((b, i) => {
        const a = r.C[i] as Counts;
        return {
          draws: b.draws - a.draws,
          uniforms: b.uniforms - a.uniforms,
          bufUploads: b.bufUploads - a.bufUploads,
          bufBytes: b.bufBytes - a.bufBytes,
          idxUploads: b.idxUploads - a.idxUploads,
        };
      });
    };
    for (const [name, cams] of [
      ['whole map', whole],
      ['close up', close],
    ] as const) {
      await frames(cams); // the first pass builds what a view needs once (label redraws after a new level of detail)
      const measured = await frames(cams);
      expect(measured.length, name).toBe(cams.length);
      for (const f of measured) {
        expect(f.draws, `${name}: draw calls`).toBeGreaterThan(0);
        expect(f.draws, `${name}: draw calls`).toBeLessThanOrEqual(12);
        expect(f.bufUploads, `${name}: buffer uploads while panning`).toBe(0);
      }
    }
    // A move of the loaded mount (rider and two passengers aboard), seen close up: the frames that follow re-write the
    // moved vertices in place. A re-collection of a render group (a shape or a text changed, something shown or
    // hidden) would lay its batches out again and upload their index buffers.
    const mount = (await board.encounter()).creatures[file.loadedMountId];
    if (!mount) throw new Error('no loaded mount');
    await page.evaluate(
      (c) => window.__saddlegrid!.setCamera(c.x, c.y, c.scale),
      cam(mount.pos.x * CELL, mount.pos.y * CELL, 0.8),
    );
    await board.settled();
    for (const dx of [1, -1]) {
      const before = await page.evaluate(() => ({ ...window.__bench.c }));
      const frames0 = await page.evaluate(() => window.__saddlegrid!.renderedFrames());
      const at = (await board.encounter()).creatures[file.loadedMountId]!.pos;
      const res = await page.evaluate(
        ([id, x, y]) =>
          window.__saddlegrid!.dispatch({
            type: 'moveCreature',
            id: id as string,
            to: { x: x as number, y: y as number },
          }),
        [file.loadedMountId, at.x + dx, at.y] as const,
      );
      expect(res.ok, JSON.stringify(res)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.__saddlegrid!.renderedFrames())).toBeGreaterThan(frames0 + 1);
      await board.settled();
      const after = await page.evaluate(() => ({ ...window.__bench.c }));
      expect(after.bufUploads - before.bufUploads, 'the moved vertices were uploaded').toBeGreaterThan(0);
      expect(after.idxUploads - before.idxUploads, 'index buffers uploaded (a render group re-collected)').toBe(0);
    }
    expect(problems, 'console errors and PixiJS warnings').toEqual([]);
  });
  test('a turn passing (issue 33, MC-TURN-1 order) redraws the two turn rings and what the command changed, not all 1,000 tokens', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const board = new BoardPage(page);
    await board.open('/');
    const err = await page.evaluate((text) => window.__saddlegrid!.importFile(text), benchFile(LARGE).text);
    expect(err).toBeNull();
    await expect.poll(async () => (await board.scene())?.tokens.length ?? 0, { timeout: 30_000 }).toBe(1000);
    const r = await page.evaluate(() => window.__saddlegrid!.dispatch({ type: 'rollInitiative', all: true } as never));
    expect(r.ok).toBe(true);
    // Whose turn it is, as the encounter says and as the board draws it (one ring), and how many tokens were redone.
    const drawn = () =>
      page.evaluate(() => {
        const b = window.__saddlegrid!;
        const e = b.encounter();
        const s = b.scene();
        const now = e.turns.current >= 0 ? e.turns.order[e.turns.current] : null;
        const rings = (s?.tokens ?? []).filter((t) => t.current).map((t) => t.id);
        return { ok: rings.length === 1 && rings[0] === now, reconciled: s?.reconciled ?? -1 };
      });
    await expect.poll(async () => (await drawn()).ok, { timeout: 30_000 }).toBe(true);
    for (let i = 0; i < 3; i++) {
      const before = await page.evaluate(() => window.__saddlegrid!.encounter().turns.current);
      const t = await page.evaluate(() => window.__saddlegrid!.dispatch({ type: 'nextTurn' } as never));
      expect(t.ok).toBe(true);
      expect(await page.evaluate(() => window.__saddlegrid!.encounter().turns.current)).not.toBe(before);
      await expect.poll(async () => (await drawn()).ok, { timeout: 30_000 }).toBe(true);
      const { reconciled } = await drawn();
      expect(reconciled, `turn ${i + 1}: tokens redone`).toBeGreaterThanOrEqual(2);
      expect(reconciled, `turn ${i + 1}: tokens redone`).toBeLessThan(50);
    }
  });
});
