/**
 * The picture store (issue 17): battle maps and token pictures as Blobs in IndexedDB, named by their content
 * hash, so one picture dropped twice or used by several encounters is stored once, and an encounter (its state,
 * its commands, its file) refers to a picture by that id only.
 *
 * Its own database (`saddlegrid-assets`), not a store in the library's: the library's schema, its upgrade path
 * and its hot write path (the journal) stay untouched, a picture write (megabytes) never shares a transaction
 * or a failure with a journal append, and the player-view window (same origin) opens just this database to
 * read pictures by id. Without IndexedDB (private mode, a hanging open) pictures are kept in memory for the tab.
 *
 * Every picture is checked the same way whether it was dropped, picked or came in an encounter file: the type
 * from its magic bytes (PNG, JPEG, WebP, GIF; never SVG), at most {@link MAX_PICTURE_BYTES}, the header's size
 * at most {@link MAX_PICTURE_SIDE} on each side before anything decodes it, then decoded once
 * (`createImageBitmap`, where it exists) to prove it is a picture and to learn its size as drawn.
 */
import type { IDBPDatabase } from 'idb';
import { dataUrlOf, parseDataUrl, pictureId } from './encoding';
import { displayName, MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, refusal, type PictureRefusal } from './messages';
import {
  browserDecoder,
  openPictures,
  STORE,
  type Decoder,
  type PictureInfo,
  type PictureRecord,
  type Schema,
} from './pictureDb';
import { headerSize, sniff, type PictureMime } from './sniff';

export { PICTURE_DB, PICTURE_DB_VERSION, type Decoder, type PictureInfo } from './pictureDb';

/** A picture accepted: its id and what it is. `isNew` is false when the same picture was already stored. */
export interface AddedPicture {
  readonly ok: true;
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly mime: PictureMime;
  readonly isNew: boolean;
  /** False when it is kept in memory only (no IndexedDB here): it is gone when the tab closes. */
  readonly persistent: boolean;
}

/** The outcome of adding a picture. */
export type AddResult = AddedPicture | PictureRefusal;

/** What an import of a file's pictures did. */
export interface ImportReport {
  /** Ids stored now or already stored. */
  readonly stored: readonly string[];
  /** Pictures left out, each with its reason (the board shows a placeholder for them). */
  readonly refused: readonly (PictureRefusal & { readonly id: string })[];
}

/** A picture's bytes that passed the checks: its id, type and size; `stored` when it is already here. */
interface Checked {
  readonly ok: true;
  readonly id: string;
  readonly mime: PictureMime;
  readonly width: number;
  readonly height: number;
  readonly stored: boolean;
}

/** Options of a {@link PictureStore}. */
export interface PictureStoreOptions {
  /** Give up opening IndexedDB after this long and keep pictures in memory (default 3000 ms). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  /** The decoder (default: `createImageBitmap` where it exists; null: the header's size is trusted). */
  readonly decode?: Decoder | null;
}

/** A valid asset id (the kernel's ASSET_ID). */
const ASSET_ID = /^[A-Za-z0-9_-]{1,128}$/;
const validId = (id: unknown): id is string => typeof id === 'string' && ASSET_ID.test(id);

const errorName = (e: unknown): string =>
  typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string'
    ? (e as { name: string }).name
    : '';

/** What the panels and the board use of the picture store (`AppServices.pictures`). */
export type PictureService = Pick<
  PictureStore,
  'addPicture' | 'urlOf' | 'forget' | 'blobOf' | 'infoOf' | 'has' | 'list' | 'persistent'
>;

/** The picture store (see the module comment). */
export class PictureStore {
  private readonly db: Promise<IDBPDatabase<Schema> | null>;
  /** Pictures kept when there is no database. */
  private readonly memory = new Map<string, PictureRecord>();
  /** Object URLs handed out, by id (one per picture until forgotten). */
  private readonly urls = new Map<string, Promise<string | null>>();
  private readonly now: () => number;
  private readonly decode: Decoder | null;

  constructor(idb: IDBFactory | null | undefined, opts: PictureStoreOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.decode = opts.decode === undefined ? browserDecoder() : opts.decode;
    this.db = openPictures(idb, opts.timeoutMs ?? 3000);
  }

  /** True once the database is open (pictures survive a reload), false when they are kept in memory only. */
  async persistent(): Promise<boolean> {
    return (await this.db) !== null;
  }

  /**
   * Add a picture (a dropped or picked file). The type comes from its bytes, never from its name or `file.type`.
   * Never throws: anything wrong is a refusal with a message in both languages.
   */
  async addPicture(file: Blob, name: string): Promise<AddResult> {
    const shown = displayName(name) || '?';
    try {
      if (!file || typeof file.arrayBuffer !== 'function' || typeof file.size !== 'number')
        return refusal({ kind: 'notPicture', was: 'other' }, shown);
      if (file.size === 0) return refusal({ kind: 'empty' }, shown);
      // Refused before a byte is read: a 2 GB file costs nothing.
      if (file.size > MAX_PICTURE_BYTES)
        return refusal({ kind: 'tooLarge', bytes: file.size, max: MAX_PICTURE_BYTES }, shown);
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        return refusal({ kind: 'readFailed' }, shown);
      }
      const checked = await this.check(bytes, shown);
      if (!checked.ok) return checked;
      return await this.keep(checked, bytes, displayName(name));
    } catch (e) {
      return refusal(
        {
          kind: 'storage',
          quota: errorName(e) === 'QuotaExceededError',
          detail: String((e as Error)?.message ?? e).slice(0, 200),
        },
        shown,
      );
    }
  }

  /** An object URL of a picture for drawing it (the same URL until {@link forget}), or null when it is not here. */
  urlOf(id: string): Promise<string | null> {
    const cached = this.urls.get(id);
    if (cached) return cached;
    const p = this.blobOf(id).then((b) => (b ? URL.createObjectURL(b) : null));
    this.urls.set(id, p);
    // A missing picture may arrive later (an import): do not remember the miss.
    void p.then((u) => u === null && this.urls.get(id) === p && this.urls.delete(id));
    return p;
  }

  /** Revoke the object URL of a picture (or of every picture): the board no longer draws it. */
  forget(id?: string): void {
    for (const k of id === undefined ? [...this.urls.keys()] : [id]) {
      const p = this.urls.get(k);
      if (!p) continue;
      this.urls.delete(k);
      void p.then((u) => u && URL.revokeObjectURL(u));
    }
  }

  /** The picture's bytes, or null when it is not here. */
  async blobOf(id: string): Promise<Blob | null> {
    return (await this.get(id))?.blob ?? null;
  }

  /** What is known of a picture, or null when it is not here. */
  async infoOf(id: string): Promise<PictureInfo | null> {
    const r = await this.get(id);
    return r ? infoOfRecord(r) : null;
  }

  async has(id: string): Promise<boolean> {
    return (await this.get(id)) !== undefined;
  }

  /** Every stored picture, oldest first. */
  async list(): Promise<PictureInfo[]> {
    const db = await this.db;
    let all: PictureRecord[];
    try {
      all = db ? await db.getAll(STORE) : [...this.memory.values()];
    } catch {
      all = [];
    }
    return all.map(infoOfRecord).sort((a, b) => a.added - b.added || (a.id < b.id ? -1 : 1));
  }

  /** The pictures of these ids as data URLs for a file (ids not stored here are left out). */
  async dataUrlsFor(ids: Iterable<string>): Promise<Record<string, string>> {
    const out: [string, string][] = [];
    for (const id of new Set(ids)) {
      const r = await this.get(id);
      if (r) out.push([id, await dataUrlOfBlob(r.blob, r.mime)]);
    }
    return Object.fromEntries(out);
  }

  /**
   * Store the pictures of an imported file. Each is checked like a dropped file, and its id must be the hash of
   * its bytes: a picture that does not match is refused (not stored under another id — the encounter's state and
   * every command name the id, and a file must not be able to put other bytes under an id that names a known
   * picture). A refused picture is only left out: the encounter still loads and shows a placeholder there.
   * Pictures already stored are not decoded again. One at a time, so at most one picture is in memory.
   */
  async importDataUrls(record: Readonly<Record<string, string>>, fileName = ''): Promise<ImportReport> {
    const stored: string[] = [];
    const refused: (PictureRefusal & { id: string })[] = [];
    const name = displayName(fileName);
    for (const [id, url] of Object.entries(record ?? {})) {
      const shown = displayName(id);
      const no = (r: PictureRefusal) => refused.push({ ...r, id });
      try {
        if (!validId(id)) {
          no(refusal({ kind: 'mismatch' }, shown));
          continue;
        }
        if (await this.has(id)) {
          stored.push(id);
          continue;
        }
        const data = parseDataUrl(url);
        if (!data) {
          no(refusal({ kind: 'badData' }, shown));
          continue;
        }
        if (data.bytes.length > MAX_PICTURE_BYTES) {
          no(refusal({ kind: 'tooLarge', bytes: data.bytes.length, max: MAX_PICTURE_BYTES }, shown));
          continue;
        }
        const checked = await this.check(data.bytes, shown, id);
        if (!checked.ok) no(checked);
        else {
          await this.keep(checked, data.bytes, name);
          stored.push(id);
        }
      } catch (e) {
        no(
          refusal(
            {
              kind: 'storage',
              quota: errorName(e) === 'QuotaExceededError',
              detail: String((e as Error)?.message ?? e).slice(0, 200),
            },
            shown,
          ),
        );
      }
    }
    return { stored, refused };
  }

  /** Close the database and revoke every object URL. */
  async close(): Promise<void> {
    this.forget();
    (await this.db)?.close();
  }

  /**
   * Type, size and id of a picture's bytes, or the refusal. The cheap checks first (bytes, header, hash); a
   * picture already stored is not decoded again; `expected` is the id a file gives it.
   */
  private async check(
    bytes: Uint8Array<ArrayBuffer>,
    shown: string,
    expected?: string,
  ): Promise<Checked | PictureRefusal> {
    if (bytes.length === 0) return refusal({ kind: 'empty' }, shown);
    const type = sniff(bytes);
    if (type === 'svg') return refusal({ kind: 'svg' }, shown);
    if (type === 'text' || type === 'other') return refusal({ kind: 'notPicture', was: type }, shown);
    const header = headerSize(bytes, type);
    if (!header) return refusal({ kind: 'unreadable', mime: type }, shown);
    const tooWide = (s: { width: number; height: number }) => s.width > MAX_PICTURE_SIDE || s.height > MAX_PICTURE_SIDE;
    if (tooWide(header))
      return refusal({ kind: 'tooWide', width: header.width, height: header.height, max: MAX_PICTURE_SIDE }, shown);
    const id = await pictureId(bytes);
    if (expected !== undefined && id !== expected) return refusal({ kind: 'mismatch' }, shown);
    const stored = await this.get(id);
    if (stored) return { ok: true, id, mime: stored.mime, width: stored.width, height: stored.height, stored: true };
    let size = header;
    if (this.decode) {
      const decoded = await this.decode(new Blob([bytes], { type }));
      if (!decoded) return refusal({ kind: 'unreadable', mime: type }, shown);
      if (tooWide(decoded))
        return refusal({ kind: 'tooWide', width: decoded.width, height: decoded.height, max: MAX_PICTURE_SIDE }, shown);
      size = decoded;
    }
    return { ok: true, id, mime: type, width: size.width, height: size.height, stored: false };
  }

  /** Store a checked picture unless it is already there (the first name and time are kept). */
  private async keep(c: Checked, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<AddedPicture> {
    const db = await this.db;
    const base = {
      ok: true,
      id: c.id,
      width: c.width,
      height: c.height,
      mime: c.mime,
      persistent: db !== null,
    } as const;
    if (c.stored) return { ...base, isNew: false };
    const rec: PictureRecord = {
      id: c.id,
      mime: c.mime,
      width: c.width,
      height: c.height,
      bytes: bytes.length,
      name,
      added: this.now(),
      blob: new Blob([bytes], { type: c.mime }),
    };
    if (db) await db.put(STORE, rec);
    else this.memory.set(c.id, rec);
    return { ...base, isNew: true };
  }

  /** A stored record (undefined when missing, the id is not an id, or the database fails). */
  private async get(id: string): Promise<PictureRecord | undefined> {
    if (!validId(id)) return undefined;
    const db = await this.db;
    if (!db) return this.memory.get(id);
    try {
      return await db.get(STORE, id);
    } catch {
      return undefined;
    }
  }
}

/** A stored picture as a data URL: the browser's FileReader (native, no copy into script), else base64 in script. */
async function dataUrlOfBlob(blob: Blob, mime: PictureMime): Promise<string> {
  if (typeof FileReader === 'function') {
    const url = await new Promise<string | null>((resolve) => {
      const fr = new FileReader();
      fr.onload = () => resolve(typeof fr.result === 'string' ? fr.result : null);
      fr.onerror = () => resolve(null);
      fr.readAsDataURL(new Blob([blob], { type: mime }));
    });
    if (url && url.startsWith(`data:${mime};base64,`)) return url;
  }
  return dataUrlOf(mime, new Uint8Array(await blob.arrayBuffer()));
}

function infoOfRecord(r: PictureRecord): PictureInfo {
  return { id: r.id, mime: r.mime, width: r.width, height: r.height, bytes: r.bytes, name: r.name, added: r.added };
}
