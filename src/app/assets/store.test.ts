/** The picture store: add and dedupe, the checks and their messages, reading, export and import, failing storage. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSET_ID } from '../../rules';
import { faultyFactory, hangingFactory } from '../storage/testing';
import { dataUrlOf, toBase64 } from './encoding';
import { MAX_PICTURE_BYTES, refusedNotice } from './messages';
import { PictureStore, type AddResult, type Decoder } from './store';
import { bytesOf, fileOf, gifHeader, jpegHeader, png, pngHeader, webpHeader } from './testing';

const stores: PictureStore[] = [];
function open(
  idb: IDBFactory | null = new IDBFactory(),
  opts: ConstructorParameters<typeof PictureStore>[1] = {},
): PictureStore {
  const s = new PictureStore(idb, { decode: null, ...opts });
  stores.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

function ok(r: AddResult): Extract<AddResult, { ok: true }> {
  if (!r.ok) throw new Error(`refused: ${r.message.en}`);
  return r;
}
function refused(r: AddResult): Extract<AddResult, { ok: false }> {
  if (r.ok) throw new Error(`accepted as ${r.mime}`);
  return r;
}
const bytes = async (b: Blob | null): Promise<Uint8Array> => new Uint8Array(await (b as Blob).arrayBuffer());

describe('adding a picture', () => {
  it('stores it under its content hash, once however often it is added, and it survives a reload', async () => {
    const idb = new IDBFactory();
    const store = open(idb, { now: () => 1000 });
    const pic = png(30, 20);
    const a = ok(await store.addPicture(fileOf(pic, 'image/png'), 'forest.png'));
    expect(a).toMatchObject({ width: 30, height: 20, mime: 'image/png', isNew: true, persistent: true });
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ASSET_ID.test(a.id)).toBe(true);
    const again = ok(await store.addPicture(fileOf(pic.slice()), 'copy of forest.png'));
    expect(again).toMatchObject({ id: a.id, isNew: false });
    const other = ok(await store.addPicture(fileOf(png(30, 21)), 'b.png'));
    expect(other.id).not.toBe(a.id);
    expect((await store.list()).map((p) => [p.id, p.name])).toEqual([
      [a.id, 'forest.png'],
      [other.id, 'b.png'],
    ]);
    expect(await store.infoOf(a.id)).toEqual({
      id: a.id,
      mime: 'image/png',
      width: 30,
      height: 20,
      bytes: pic.length,
      name: 'forest.png',
      added: 1000,
    });

    // Another tab, or the page reloaded: the same database.
    const later = open(idb);
    expect(await later.persistent()).toBe(true);
    expect(await bytes(await later.blobOf(a.id))).toEqual(pic);
    expect((await later.blobOf(a.id))?.type).toBe('image/png');
  });

  it('takes the type from the bytes: a PNG named .jpg and sent as image/jpeg is a PNG', async () => {
    const store = open();
    const r = ok(await store.addPicture(fileOf(png(4, 4), 'image/jpeg'), 'map.jpg'));
    expect(r.mime).toBe('image/png');
    expect((await store.blobOf(r.id))?.type).toBe('image/png');
    // And the other accepted types, by their headers.
    expect(ok(await store.addPicture(fileOf(jpegHeader(640, 480), 'image/png'), 'a.png')).mime).toBe('image/jpeg');
    expect(ok(await store.addPicture(fileOf(gifHeader(32, 32)), 'a')).mime).toBe('image/gif');
    expect(ok(await store.addPicture(fileOf(webpHeader(100, 50, 'VP8L')), 'a.webp'))).toMatchObject({
      mime: 'image/webp',
      width: 100,
      height: 50,
    });
  });

  it('refuses SVG, whatever its name or claimed type, and says why in both languages', async () => {
    const store = open();
    const svg = bytesOf('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const r = refused(await store.addPicture(fileOf(svg, 'image/png'), 'token.png'));
    expect(r.problem).toEqual({ kind: 'svg' });
    expect(r.message.en).toBe(
      '“token.png” is an SVG drawing. SVG cannot be used (it can carry scripts and links to other sites): use PNG, JPEG, WebP or GIF.',
    );
    expect(r.message.ja).toBe(
      '「token.png」はSVG画像です。SVGはスクリプトや外部への参照を含められるため使えません。PNG・JPEG・WebP・GIFのいずれかを使ってください。',
    );
    expect(await store.list()).toEqual([]);
  });

  it('refuses a text file named .png, other data, an empty file and a damaged header', async () => {
    const store = open();
    const text = refused(await store.addPicture(fileOf(bytesOf('not a picture at all'), 'image/png'), 'map.png'));
    expect(text.problem).toEqual({ kind: 'notPicture', was: 'text' });
    expect(text.message.en).toBe('“map.png” is text, not a picture: use PNG, JPEG, WebP or GIF.');
    expect(text.message.ja).toBe(
      '「map.png」は画像ではなくテキストです。PNG・JPEG・WebP・GIFのいずれかを使ってください。',
    );
    expect(
      refused(await store.addPicture(fileOf(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0])), 'map.zip')).problem,
    ).toEqual({ kind: 'notPicture', was: 'other' });
    expect(refused(await store.addPicture(fileOf(new Uint8Array(0)), 'empty.png')).message.ja).toBe(
      '「empty.png」は空のファイルです。',
    );
    const cut = refused(await store.addPicture(fileOf(png(8, 8).subarray(0, 20)), 'cut.png'));
    expect(cut.problem).toEqual({ kind: 'unreadable', mime: 'image/png' });
    expect(cut.message.en).toBe('“cut.png” starts like a PNG picture but cannot be read (damaged or cut short).');
    const gone = {
      size: 100,
      type: '',
      arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
    } as unknown as Blob;
    expect(refused(await store.addPicture(gone, 'gone.png')).message.en).toBe(
      '“gone.png” could not be read (it was moved or deleted, or the browser may not open it).',
    );
    // Not a Blob at all: a refusal, not an exception.
    expect(refused(await store.addPicture(null as unknown as Blob, 'x')).problem.kind).toBe('notPicture');
    expect(await store.list()).toEqual([]);
  });

  it('refuses a file over the size limit before reading a byte of it', async () => {
    const store = open();
    const huge = {
      size: 3 * 1024 * 1024 * 1024,
      type: 'image/png',
      arrayBuffer: vi.fn(() => Promise.reject(new Error('read'))),
    } as unknown as Blob;
    const r = refused(await store.addPicture(huge, 'huge.png'));
    expect(r.problem).toEqual({ kind: 'tooLarge', bytes: huge.size, max: MAX_PICTURE_BYTES });
    expect(r.message.en).toBe(
      '“huge.png” is 3072 MB; a picture may be at most 16 MB (saved as JPEG or WebP it gets much smaller).',
    );
    expect(r.message.ja).toBe(
      '「huge.png」は3072 MBあります。画像は16 MBまでです（JPEGかWebPで保存し直すと、ずっと小さくなります）。',
    );
    expect(huge.arrayBuffer).not.toHaveBeenCalled();
    // One byte over the limit: refused; a real file at the limit's edge is measured by its size.
    const over = new Uint8Array(MAX_PICTURE_BYTES + 1);
    over.set(pngHeader(10, 10));
    expect(refused(await store.addPicture(fileOf(over), 'over.png')).message.en).toMatch(
      /^“over.png” is 16.1 MB; a picture may be at most 16 MB /,
    );
  });

  it('refuses a picture wider or taller than 8192 pixels from its header, before decoding it', async () => {
    const decode = vi.fn<Decoder>(async () => ({ width: 1, height: 1 }));
    const store = open(new IDBFactory(), { decode });
    const r = refused(await store.addPicture(fileOf(pngHeader(8193, 4000)), 'wide.png'));
    expect(r.problem).toEqual({ kind: 'tooWide', width: 8193, height: 4000, max: 8192 });
    expect(r.message.en).toBe('“wide.png” is 8193 × 4000 pixels; a picture may be at most 8192 pixels on each side.');
    expect(r.message.ja).toBe('「wide.png」は8193×4000ピクセルです。画像の縦横はそれぞれ8192ピクセルまでです。');
    // A decompression bomb (100,000² in a few bytes) never reaches the decoder.
    expect(refused(await store.addPicture(fileOf(webpHeader(16000, 16000, 'VP8X')), 'bomb.webp')).problem.kind).toBe(
      'tooWide',
    );
    expect(refused(await store.addPicture(fileOf(jpegHeader(100, 9000)), 'tall.jpg')).problem.kind).toBe('tooWide');
    expect(decode).not.toHaveBeenCalled();
    // 8192 on a side is allowed.
    expect(ok(await store.addPicture(fileOf(pngHeader(8192, 8192)), 'edge.png'))).toMatchObject({
      width: 1,
      height: 1,
    });
    expect(decode).toHaveBeenCalledOnce();
    // The same picture again is known by its hash: not decoded a second time.
    expect(ok(await store.addPicture(fileOf(pngHeader(8192, 8192)), 'edge again.png'))).toMatchObject({
      width: 1,
      height: 1,
      isNew: false,
    });
    expect(decode).toHaveBeenCalledOnce();
  });

  it('with a decoder: its size is the one kept (a rotated JPEG), and a picture it cannot decode is refused', async () => {
    const store = open(new IDBFactory(), { decode: async (b) => (b.size > 200 ? { width: 480, height: 640 } : null) });
    expect(ok(await store.addPicture(fileOf(jpegHeader(640, 480, { app0Extra: 200 })), 'rotated.jpg'))).toMatchObject({
      width: 480,
      height: 640,
    });
    const r = refused(await store.addPicture(fileOf(jpegHeader(640, 480)), 'broken.jpg'));
    expect(r.problem).toEqual({ kind: 'unreadable', mime: 'image/jpeg' });
    // A decoder that reports a size beyond the limit (a header that lies) is believed.
    const liar = open(new IDBFactory(), { decode: async () => ({ width: 9000, height: 10 }) });
    expect(refused(await liar.addPicture(fileOf(png(2, 2)), 'liar.png')).problem).toMatchObject({
      kind: 'tooWide',
      width: 9000,
    });
  });

  it('names in messages lose control and bidi characters', async () => {
    const store = open();
    const r = refused(await store.addPicture(fileOf(bytesOf('hello')), 'evil\u202egnp.txt\u0000'));
    expect(r.message.en).toContain('“evilgnp.txt”');
  });
});

describe('reading', () => {
  it('a missing id (or something that is not an id) is a normal answer: null', async () => {
    const store = open();
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '', '../etc/passwd', 'x'.repeat(300)]) {
      expect(await store.urlOf(id)).toBeNull();
      expect(await store.blobOf(id)).toBeNull();
      expect(await store.infoOf(id)).toBeNull();
      expect(await store.has(id)).toBe(false);
    }
  });

  it('one object URL per picture until it is forgotten, then revoked', async () => {
    const store = open();
    const { id } = ok(await store.addPicture(fileOf(png(5, 5)), 'a.png'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const [u1, u2] = await Promise.all([store.urlOf(id), store.urlOf(id)]);
    expect(u1).toMatch(/^blob:/);
    expect(u2).toBe(u1);
    store.forget(id);
    await Promise.resolve();
    await Promise.resolve();
    expect(revoke).toHaveBeenCalledWith(u1);
    const u3 = await store.urlOf(id);
    expect(u3).not.toBe(u1);
    // A miss is not remembered: the picture may arrive later (an import).
    const other = png(6, 6);
    const missing = await (await import('./encoding')).pictureId(other);
    expect(await store.urlOf(missing)).toBeNull();
    ok(await store.addPicture(fileOf(other), 'later.png'));
    expect(await store.urlOf(missing)).toMatch(/^blob:/);
    revoke.mockRestore();
  });
});

describe('export and import', () => {
  it('round trip: the data URLs of one store, imported into another, give the same bytes under the same ids', async () => {
    const a = open();
    const p1 = png(40, 30, { noise: 0xff });
    const p2 = gifHeader(16, 16);
    const id1 = ok(await a.addPicture(fileOf(p1), 'map.png')).id;
    const id2 = ok(await a.addPicture(fileOf(p2), 'goblin.gif')).id;
    const urls = await a.dataUrlsFor([id1, id2, id1, 'NotStoredHere000000000']);
    expect(Object.keys(urls).sort()).toEqual([id1, id2].sort());
    expect(urls[id1]).toBe(`data:image/png;base64,${Buffer.from(p1).toString('base64')}`);

    const b = open();
    const report = await b.importDataUrls(urls, 'ambush.json');
    expect(report).toEqual({ stored: [id1, id2], refused: [] });
    expect(await bytes(await b.blobOf(id1))).toEqual(p1);
    expect(await bytes(await b.blobOf(id2))).toEqual(p2);
    expect(await b.infoOf(id1)).toMatchObject({ mime: 'image/png', width: 40, height: 30, name: 'ambush.json' });
    // Importing again stores nothing new.
    expect(await b.importDataUrls(urls)).toEqual({ stored: [id1, id2], refused: [] });
    expect(await b.list()).toHaveLength(2);
  });

  it('a tampered picture is refused and not stored: changed bytes, another id, an SVG or text inside, junk', async () => {
    const a = open();
    const pic = png(12, 12);
    const id = ok(await a.addPicture(fileOf(pic), 'a.png')).id;
    const url = (await a.dataUrlsFor([id]))[id] as string;
    // One pixel byte changed (deep in the data, so the header still reads).
    const changed = pic.slice();
    changed[changed.length - 20] = (changed[changed.length - 20] as number) ^ 0xff;
    const svg = bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { pictureId } = await import('./encoding');
    const svgId = await pictureId(svg);
    const b = open();
    const report = await b.importDataUrls({
      [id]: dataUrlOf('image/png', changed),
      Ab3dEfGhIjKlMnOpQrStUv: url,
      [svgId]: `data:image/png;base64,${toBase64(svg)}`,
      BadBase64xxxxxxxxxxxxx: 'data:image/png;base64,A',
      'not an id!': url,
    });
    expect(report.stored).toEqual([]);
    expect(report.refused.map((r) => [r.id, r.problem.kind])).toEqual([
      [id, 'mismatch'],
      ['Ab3dEfGhIjKlMnOpQrStUv', 'mismatch'],
      [svgId, 'svg'],
      ['BadBase64xxxxxxxxxxxxx', 'badData'],
      ['not an id!', 'mismatch'],
    ]);
    expect(report.refused[0]?.message).toEqual({
      en: `Picture ${id} of the file does not match its contents (the file was changed or damaged); it was left out.`,
      ja: `ファイル内の画像 ${id} は中身と一致しません（ファイルが書き換えられたか、壊れています）。この画像は読み込みませんでした。`,
    });
    expect(await b.list()).toEqual([]);
    expect(await b.has(id)).toBe(false);
    expect(refusedNotice(report.refused, 'ja').split('\n')).toHaveLength(4);
    expect(refusedNotice(report.refused, 'ja')).toContain('ほかに2枚の画像も読み込みませんでした。');
  });
});

describe('storage that fails', () => {
  it('without IndexedDB, or when it hangs, pictures are kept in memory for the tab', async () => {
    for (const store of [open(null), open(hangingFactory(), { timeoutMs: 20 })]) {
      const r = ok(await store.addPicture(fileOf(png(3, 3)), 'a.png'));
      expect(r.persistent).toBe(false);
      expect(await store.persistent()).toBe(false);
      expect(await store.has(r.id)).toBe(true);
      expect(await store.urlOf(r.id)).toMatch(/^blob:/);
    }
  });

  it('a full disk is a refusal that says so', async () => {
    const store = open(faultyFactory(new IDBFactory(), (name) => (name === 'pictures' ? 'throwQuota' : undefined)));
    const r = refused(await store.addPicture(fileOf(png(3, 3)), 'a.png'));
    expect(r.problem).toMatchObject({ kind: 'storage', quota: true });
    expect(r.message).toEqual({
      en: "“a.png” was not kept: the browser's storage is full.",
      ja: '「a.png」を保存できませんでした。ブラウザーの保存領域がいっぱいです。',
    });
  });
});
