// The board with pictures (issue 17): a 4096² map picture and 200 token pictures against the same scene without
// them, in two pages of the app taking turns segment by segment along the board benchmark's camera path (whole
// map, zoom in, close up, zoom out), so that the load of the machine falls on both alike. Reports the frame time of
// each (median, p95), their ratio (target: pictures ≤ 1.2× the plain scene), the texture memory of the pictures
// (the board's PictureCache: the map's texture, the token atlas pages) and how long the pictures took to show.
import { cameraPath, firstFrame, newPage, quiet, runPath, summarise } from './browser.mjs';
import { mapPicture, tokenPicture } from './png.mjs';

const CELL = 48;

/** Add the pictures made in Node to the page's picture store and give them to the scene; wait until drawn. */
function addPictures({ map, tokens }) {
  const api = window.__saddlegrid;
  // GPU-paced frames while the pictures arrive (the bench lifts the frame-rate limit: without pacing, SwiftShader
  // queues seconds of frames drawn while 200 pictures arrive one by one; a browser's vsync paces them anyway).
  window.__bench.sync = true;
  return (async () => {
    const t0 = performance.now();
    if (map) {
      const r = await api.assets.add(map.b64, 'bench-map.png');
      if (!r.ok) throw new Error(`map refused: ${r.message.en}`);
      const out = api.dispatch({
        type: 'setScene',
        map: { asset: r.id, width: map.side, height: map.side, cell: 70, offsetX: 0, offsetY: 0 },
      });
      if (!out.ok) throw new Error('setScene refused');
    }
    const ids = api.encounter().creatureOrder.slice(0, tokens.length);
    for (let i = 0; i < ids.length; i++) {
      const r = await api.assets.add(tokens[i], `token-${i}.png`);
      if (!r.ok) throw new Error(`token picture refused: ${r.message.en}`);
      api.dispatch({
        type: 'editCreature',
        id: ids[i],
        patch: { image: r.id, token: i % 3 === 0 ? 'square' : 'round' },
      });
    }
    const addMs = performance.now() - t0;
    // Until the board shows them all (decoded off the main thread, drawn into the atlas, uploaded).
    const t1 = performance.now();
    const drawn = () => api.scene().tokens.filter((t) => ids.includes(t.id)).length;
    while (performance.now() - t1 < 120_000) {
      const tb = api.table();
      if (tb && (!map || tb.map === 'shown') && tb.pictured.length >= drawn()) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const tb = api.table();
    window.__bench.sync = false;
    return { addMs, showMs: performance.now() - t1, pictured: tb.pictured.length, map: tb.map, textures: tb.textures };
  })();
}

/** The pictures of a variant (made once, in Node). */
function picturesOf(variant) {
  const map =
    variant === 'pictures' || variant === 'map' ? { side: 4096, b64: mapPicture(4096, 70).toString('base64') } : null;
  const tokens =
    variant === 'pictures' || variant === 'tokens'
      ? Array.from({ length: 200 }, (_, i) => tokenPicture(256, i).toString('base64'))
      : [];
  return { map, tokens };
}

async function openScene(browser, url, data, variant, say) {
  const { context, page } = await newPage(browser, 'app');
  await page.goto(`${url}/app/`);
  await firstFrame(page, 'pictures: app');
  const err = await page.evaluate((text) => window.__saddlegrid.importFile(text), data.text);
  if (err) throw new Error(`bench: pictures: import failed: ${err}`);
  await page.evaluate(() => window.__saddlegrid.imported());
  await page.waitForFunction(() => (window.__saddlegrid.scene()?.tokens.length ?? 0) > 0, null, { timeout: 60_000 });
  let pictures = null;
  if (variant !== 'plain') {
    pictures = await page.evaluate(addPictures, picturesOf(variant));
    say(
      `${variant}: added in ${pictures.addMs.toFixed(0)} ms, all shown ${pictures.showMs.toFixed(0)} ms later (${pictures.pictured} token pictures, map ${pictures.map})`,
    );
  }
  await quiet(page);
  const canvas = await page.getByTestId('board.canvas').boundingBox();
  return {
    context,
    page,
    pictures,
    size: { width: Math.round(canvas?.width ?? 1400), height: Math.round(canvas?.height ?? 860) },
  };
}

const ratio = (a, b) => +(a / b).toFixed(3);

/**
 * The pictures benchmark (see the module comment). `variants`: the pages compared, 'plain' first (the others'
 * ratios are to it): 'pictures' (map and tokens), and for finding where the time goes 'map' or 'tokens' alone.
 */
export async function picturesBench(
  browser,
  url,
  data,
  { path, cycles, variants = ['plain', 'pictures'] },
  say = () => {},
) {
  const pages = {};
  try {
    for (const v of variants) pages[v] = await openScene(browser, url, data, v, say);
    const first = pages[variants[0]];
    const geo = { worldW: data.spec.width * CELL, worldH: data.spec.height * CELL, ...first.size };
    const { cams, segments } = cameraPath(geo, path);
    for (const v of variants) {
      await runPath(pages[v].page, cams); // warm-up: labels, terrain detail, mipmaps
      await quiet(pages[v].page);
    }
    const frames = Object.fromEntries(variants.map((v) => [v, []]));
    let turn = 0;
    for (let c = 0; c < cycles; c++)
      for (const seg of segments) {
        // Every page in turn, the order rotating segment by segment.
        const k = turn++ % variants.length;
        for (const v of [...variants.slice(k), ...variants.slice(0, k)]) {
          await quiet(pages[v].page);
          frames[v].push(...(await runPath(pages[v].page, seg)));
        }
      }
    const sums = Object.fromEntries(variants.map((v) => [v, summarise(frames[v])]));
    const base = sums[variants[0]];
    const fig = (a) => ({
      median: +a.all.ms.median.toFixed(2),
      p95: +a.all.ms.p95.toFixed(2),
      renderMedian: +a.all.renderMs.median.toFixed(2),
      drawsMedian: a.all.draws.median,
    });
    const out = { frames: frames[variants[0]].length, path, cycles, target: 1.2, variants: {} };
    for (const v of variants) {
      const a = sums[v];
      out.variants[v] = {
        ...fig(a),
        ratio: {
          median: ratio(a.all.ms.median, base.all.ms.median),
          p95: ratio(a.all.ms.p95, base.all.ms.p95),
          render: ratio(a.all.renderMs.median, base.all.renderMs.median),
        },
        byView: Object.fromEntries(
          ['whole', 'zoom', 'close'].map((w) => [
            w,
            { median: +a[w].ms.median.toFixed(2), ratio: ratio(a[w].ms.median, base[w].ms.median) },
          ]),
        ),
      };
      if (v !== 'plain') {
        const t = await pages[v].page.evaluate(() => window.__saddlegrid.table().textures);
        out.variants[v].textures = {
          ...t,
          mb: +((t.map + t.atlas) / 1048576).toFixed(1),
          mbWithMipmaps: +(t.mipmapped / 1048576).toFixed(1),
        };
        out.variants[v].load = {
          addMs: Math.round(pages[v].pictures.addMs),
          showMs: Math.round(pages[v].pictures.showMs),
        };
      }
      say(
        `${v}: frame median ${fig(a).median} ms (×${out.variants[v].ratio.median}), p95 ${fig(a).p95} ms (×${out.variants[v].ratio.p95}), render ${fig(a).renderMedian} ms, draws ${fig(a).drawsMedian}${out.variants[v].textures ? `; textures ${out.variants[v].textures.mb} MB (${out.variants[v].textures.mbWithMipmaps} MB with mipmaps, ${out.variants[v].textures.pages} atlas pages)` : ''}`,
      );
    }
    return out;
  } finally {
    for (const v of Object.keys(pages)) await pages[v].context.close();
  }
}
