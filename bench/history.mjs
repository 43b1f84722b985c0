// Issue 33: the reload of a long history (20,000 and 100,000 commands on 1,000 creatures), measured in Chromium:
// navigation → first frame, and the main thread's longest task from the first frame until the whole history is back
// (undo reaches the first command: the test bridge's `historyBase()` is 0), from the page's Long Tasks API (tasks of
// 50 ms or more).
//
// With a compared build, the builds' reloads take turns one by one (app, base, base, app, …), each build in a page
// of its own seeded beforehand: round 16 found that with each build's reloads as one block, the build measured second
// did better in 4–5 of 6 A/Bs, whichever it was (the load moved between the blocks).
/* global window */
import { firstFrame, median, newPage } from './browser.mjs';

const r1 = (x) => +x.toFixed(1);

/** A page of build `at` whose library holds the history of `file` (imported, journaled, checkpointed). */
async function seeded(browser, url, file, at) {
  const { context, page } = await newPage(browser, 'app');
  try {
    await page.goto(`${url}/${at}/`);
    await firstFrame(page, `${at}: before seeding`);
    const err = await page.evaluate((t) => window.__saddlegrid.importFile(t), file.text);
    if (err) throw new Error(`bench: ${at}: the ${file.commands}-command file was refused: ${err}`);
    await page.evaluate(() => window.__saddlegrid.imported());
    await page.waitForFunction((n) => window.__saddlegrid.cursor() === n + 1, file.commands, { timeout: 600_000 }); // + reseedDice (issue 26)
    await page.evaluate(() => window.__saddlegrid.whenSaved());
    return { context, page };
  } catch (e) {
    await context.close();
    throw e;
  }
}

/** One reload of a seeded page, waited for until the whole history is back. */
async function reloadOnce(page, file, at, say) {
  await page.reload();
  const ff = await firstFrame(page, `${at}: reload`);
  if (ff.cursor !== file.commands + 1) throw new Error(`bench: ${at}: the reload restored ${ff.cursor} commands`);
  // From the first frame until undo reaches the first command; the page's long tasks (50 ms or more).
  const r = await page.evaluate(async () => {
    const api = window.__saddlegrid;
    const B = window.__bench;
    const t0 = performance.now();
    while (api.historyBase() !== 0) {
      if (performance.now() - t0 > 600_000) throw new Error('bench: the whole history never came back');
      await new Promise((x) => setTimeout(x, 20));
    }
    const done = performance.now();
    const after = B.longTasks.filter(([, e]) => e > B.ready && e <= done + 1);
    const clip = after.map(([s, e]) => e - Math.max(s, B.ready));
    const before = B.longTasks.filter(([s]) => s < B.ready).map(([s, e]) => e - s);
    return {
      firstFrame: B.ready,
      historyBackMs: done - B.ready,
      longestTaskMs: Math.max(0, ...clip),
      tasksOver100: clip.filter((x) => x > 100).length,
      tasksOver50: clip.length,
      longTaskMsAfter: clip.reduce((n, x) => n + x, 0),
      longestBeforeFirstFrameMs: Math.max(0, ...before),
      api: typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask'),
    };
  });
  if (!r.api) throw new Error('bench: no Long Tasks API in this Chromium');
  say(
    `${at}: reload of ${file.commands} commands: first frame ${r.firstFrame.toFixed(0)} ms, whole history back ${r.historyBackMs.toFixed(0)} ms later, longest task after the first frame ${r.longestTaskMs.toFixed(0)} ms (${r.tasksOver50} over 50 ms)`,
  );
  return r;
}

/** The figures of one build's reloads. */
function figures(file, results) {
  return {
    commands: file.commands,
    creatures: file.creatures,
    firstFrameMs: r1(median(results.map((x) => x.firstFrame))),
    historyBackMs: r1(median(results.map((x) => x.historyBackMs))),
    longestTaskMs: r1(median(results.map((x) => x.longestTaskMs))),
    worstTaskMs: r1(Math.max(...results.map((x) => x.longestTaskMs))),
    runs: results.map((x) => ({
      firstFrame: r1(x.firstFrame),
      historyBackMs: r1(x.historyBackMs),
      longestTaskMs: r1(x.longestTaskMs),
      tasksOver50: x.tasksOver50,
      longTaskMsAfter: r1(x.longTaskMsAfter),
      longestBeforeFirstFrameMs: r1(x.longestBeforeFirstFrameMs),
    })),
  };
}

/**
 * Reload with a long history, for each build in `builds` (the app's, and a compared build's): each build's page
 * imports the file (so its library holds the journal and checkpoints), then `runs` rounds of reloads in which the
 * builds take turns, the order reversed every other round (ABBA). Returns the figures per build.
 */
export async function reloadHistories(browser, url, file, { runs, builds = ['app'], say = () => {} }) {
  const pages = {};
  try {
    for (const at of builds) pages[at] = await seeded(browser, url, file, at);
    const results = Object.fromEntries(builds.map((at) => [at, []]));
    for (let i = 0; i < runs; i++)
      for (const at of i % 2 ? [...builds].reverse() : builds)
        results[at].push(await reloadOnce(pages[at].page, file, at, say));
    return Object.fromEntries(builds.map((at) => [at, figures(file, results[at])]));
  } finally {
    for (const p of Object.values(pages)) await p.context.close();
  }
}
