/** Pictures in encounter files: the ids a history uses, export with them, import through the app, a grid from a picture. */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_GRID_SIDE,
  parseEncounterFile,
  saveEncounterFile,
  systemOf,
  type Command,
  type MapLayer,
} from '../../rules';
import { createEncounterStore, createUiStore } from '../../store';
import { Encounters } from '../encounters';
import { sampleEncounter } from '../sample';
import { dataUrlOf } from './encoding';
import {
  addPicturesToText,
  exportWithPictures,
  gridFromPicture,
  loadFileWithPictures,
  picturesInHistory,
} from './files';
import { PictureStore } from './store';
import { fileOf, gifHeader, png } from './testing';

const stores: PictureStore[] = [];
const pictureStore = (idb = new IDBFactory()): PictureStore => {
  const s = new PictureStore(idb, { decode: null });
  stores.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

async function added(store: PictureStore, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const r = await store.addPicture(fileOf(bytes), name);
  if (!r.ok) throw new Error(r.message.en);
  return r.id;
}
const map = (asset: string): MapLayer => ({ asset, width: 1400, height: 1000, cell: 100, offsetX: 0, offsetY: 0 });

/** The sample encounter with a map and token pictures set by commands; the last picture change is undone. */
async function pictured(store: PictureStore) {
  const enc = createEncounterStore(sampleEncounter('en'));
  const ids = {
    map: await added(store, png(14, 10), 'map.png'),
    map2: await added(store, png(14, 11), 'map2.png'),
    wolf: await added(store, gifHeader(8, 8), 'wolf.gif'),
    rider: await added(store, png(8, 8, { noise: 0xff }), 'rider.png'),
  };
  const run = (c: Command) => {
    const r = enc.getState().dispatch(c);
    if (!r.ok) throw new Error(`${c.type} refused`);
  };
  run({ type: 'setScene', map: map(ids.map) } as Command);
  run({ type: 'editCreature', id: 'c10', patch: { image: ids.wolf, token: 'round' } } as Command);
  run({ type: 'setScene', map: map(ids.map2) } as Command);
  run({ type: 'editCreature', id: 'c10', patch: { image: ids.rider } } as Command);
  enc.getState().undo();
  return { enc, ids };
}

describe('the pictures of a history', () => {
  it('are those of the starting state and of every command, done or undone', async () => {
    const store = pictureStore();
    const { enc, ids } = await pictured(store);
    const s = enc.getState().session;
    expect(s.state.creatures.c10?.image).toBe(ids.wolf);
    expect([...picturesInHistory(s.initial, s.commands())].sort()).toEqual(Object.values(ids).sort());
    // A picture in the starting state (a file whose history was compacted).
    const later = { ...s.state, scene: { ...s.state.scene, map: map('FromTheStart') } };
    expect(picturesInHistory(later, [])).toEqual(new Set(['FromTheStart', ids.wolf]));
  });

  it('export embeds them; the file loads back with them, and into another browser with the same bytes', async () => {
    const store = pictureStore();
    const { enc, ids } = await pictured(store);
    const text = await exportWithPictures(enc.getState().session, store);
    const parsed = parseEncounterFile(text, systemOf);
    if (!parsed.ok) throw new Error(parsed.error.problem);
    expect(Object.keys(parsed.file.assets ?? {}).sort()).toEqual(Object.values(ids).sort());
    // Without the pictures the file is exactly what it was before pictures existed.
    expect(text.startsWith(saveEncounterFile(enc.getState().session).slice(0, -1))).toBe(true);

    const loaded = loadFileWithPictures(text);
    if (!loaded.ok) throw new Error(loaded.error.problem);
    expect(saveEncounterFile(loaded.session)).toBe(saveEncounterFile(enc.getState().session));
    const elsewhere = pictureStore();
    expect((await elsewhere.importDataUrls(loaded.pictures ?? {})).refused).toEqual([]);
    for (const id of Object.values(ids)) {
      expect(new Uint8Array(await ((await elsewhere.blobOf(id)) as Blob).arrayBuffer())).toEqual(
        new Uint8Array(await ((await store.blobOf(id)) as Blob).arrayBuffer()),
      );
    }
  });

  it('a picture missing from the store is left out of the export (the board shows a placeholder)', async () => {
    const store = pictureStore();
    const { enc, ids } = await pictured(store);
    const other = pictureStore();
    await added(other, png(14, 10), 'map.png');
    const parsed = parseEncounterFile(await exportWithPictures(enc.getState().session, other), systemOf);
    expect(parsed.ok && Object.keys(parsed.file.assets ?? {})).toEqual([ids.map]);
    const none = parseEncounterFile(await exportWithPictures(enc.getState().session, null), systemOf);
    expect(none.ok && 'assets' in none.file).toBe(false);
  });

  it('a stored file text (the library export) gets its pictures added', async () => {
    const store = pictureStore();
    const { enc, ids } = await pictured(store);
    const plain = saveEncounterFile(enc.getState().session);
    const withPics = await addPicturesToText(plain, store);
    expect(withPics).toBe(await exportWithPictures(enc.getState().session, store));
    expect(Object.keys((JSON.parse(withPics) as { assets: object }).assets)).toHaveLength(Object.keys(ids).length);
    // Not ours, or already with pictures: unchanged.
    expect(await addPicturesToText('not json}', store)).toBe('not json}');
    expect(await addPicturesToText(withPics, store)).toBe(withPics);
  });
});

describe('import through the app', () => {
  async function app(idb: IDBFactory, pictures: PictureStore) {
    const ui = createUiStore('ja');
    const store = createEncounterStore(sampleEncounter('en'));
    const enc = new Encounters({
      encounter: store,
      ui,
      idb,
      tabId: 'tab-a',
      sample: (l) => sampleEncounter(l),
      storage: null,
      idle: () => undefined,
      onSaved: () => undefined,
      pictures,
      library: { keyRange: FakeKeyRange as unknown as typeof IDBKeyRange, channel: null, timeoutMs: 2000 },
    });
    await enc.start();
    return { enc, store };
  }

  it('stores the file’s pictures before the encounter opens; a tampered one is left out with a notice', async () => {
    const source = pictureStore();
    const { enc: prepared, ids } = await pictured(source);
    const text = await exportWithPictures(prepared.getState().session, source);
    // Change the rider's picture: its bytes no longer hash to its id.
    const file = JSON.parse(text) as { assets: Record<string, string> };
    file.assets[ids.rider] = dataUrlOf('image/png', png(8, 8));
    const tampered = JSON.stringify(file);

    const idb = new IDBFactory();
    const pictures = pictureStore(idb);
    const a = await app(idb, pictures);
    const r = a.enc.importFile(tampered, 'ambush.json');
    if (!r.ok) throw new Error(r.error);
    expect(await r.opened).toBe(true);
    expect(a.store.getState().encounter.scene.map?.asset).toBe(ids.map2);
    expect(await pictures.has(ids.map2)).toBe(true);
    expect(await pictures.has(ids.wolf)).toBe(true);
    expect(await pictures.has(ids.rider)).toBe(false);
    expect(await r.leftOut).toBe(
      `ファイル内の画像 ${ids.rider} は中身と一致しません（ファイルが書き換えられたか、壊れています）。この画像は読み込みませんでした。`,
    );

    // The library's export of the entry carries the pictures it has.
    const id = a.enc.view.getState().currentId as string;
    const out = await a.enc.exportText(id);
    if (!out.ok) throw new Error(out.error);
    expect(Object.keys((JSON.parse(out.text) as { assets: object }).assets).sort()).toEqual(
      [ids.map, ids.map2, ids.wolf].sort(),
    );

    const clean = a.enc.importFile(text);
    expect(clean.ok && (await clean.leftOut)).toBeNull();
  });
});

describe('gridFromPicture', () => {
  it.each([
    [1400, 1000, 100, { width: 14, height: 10 }],
    [1001, 980, 70, { width: 15, height: 14 }],
    // A sliver under 5% of a square (a 2-pixel border) is not a square of its own.
    [982, 982, 70, { width: 14, height: 14 }],
    [10, 10, 100, { width: 1, height: 1 }],
    [8192, 8192, 4, { width: MAX_GRID_SIDE, height: MAX_GRID_SIDE }],
  ])('%i × %i at %i px a square', (w, h, cell, grid) => {
    expect(gridFromPicture(w, h, cell)).toEqual(grid);
  });
  it('nonsense is null', () => {
    expect(gridFromPicture(100, 100, 0)).toBeNull();
    expect(gridFromPicture(Number.NaN, 100, 10)).toBeNull();
    expect(gridFromPicture(-5, 100, 10)).toBeNull();
  });
});
