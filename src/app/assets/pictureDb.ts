/**
 * The picture store's database (see store.ts): its name, version and records, opening it with a timeout, and the
 * browser's decoder.
 */
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { timed } from '../storage/idb';
import type { PictureMime } from './sniff';

/** The database's name and version. */
export const PICTURE_DB = 'saddlegrid-assets';
export const PICTURE_DB_VERSION = 1;
export const STORE = 'pictures';

/** What is known of a stored picture. */
export interface PictureInfo {
  /** The content hash (22 characters of base64url): the asset id encounters use. */
  readonly id: string;
  readonly mime: PictureMime;
  /** Size in pixels as drawn (after a JPEG's EXIF orientation where the browser decodes). */
  readonly width: number;
  readonly height: number;
  /** Size of the file in bytes. */
  readonly bytes: number;
  /** The file name it was first added under (an id's file name for a picture from an encounter file). */
  readonly name: string;
  /** When it was first added (ms since the epoch). */
  readonly added: number;
}

/** A stored record: the info and the picture's bytes as a Blob of its sniffed type. */
export interface PictureRecord extends PictureInfo {
  readonly blob: Blob;
}

export interface Schema extends DBSchema {
  pictures: { key: string; value: PictureRecord };
}

/** Decodes a picture; its size as drawn, or null when it does not decode. */
export type Decoder = (blob: Blob) => Promise<{ width: number; height: number } | null>;

/** The browser's decoder (`createImageBitmap`), or null where there is none (Node). */
export function browserDecoder(): Decoder | null {
  const cib = (globalThis as { createImageBitmap?: (b: Blob) => Promise<ImageBitmap> }).createImageBitmap;
  if (typeof cib !== 'function') return null;
  return async (blob) => {
    try {
      const bmp = await cib(blob);
      const size = { width: bmp.width, height: bmp.height };
      bmp.close();
      return size;
    } catch {
      return null;
    }
  };
}

/** Open the database (null when there is none, it fails or it does not answer in time). */
export async function openPictures(
  idb: IDBFactory | null | undefined,
  timeoutMs: number,
): Promise<IDBPDatabase<Schema> | null> {
  if (!idb || typeof idb.open !== 'function') return null;
  let opened: Promise<IDBPDatabase<Schema> | null>;
  try {
    const req = idb.open(PICTURE_DB, PICTURE_DB_VERSION);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'id' });
    };
    opened = (wrap(req) as Promise<IDBPDatabase<Schema>>).then((db) => {
      // A newer version elsewhere: let it upgrade (reads here then fail and answer "missing").
      db.addEventListener('versionchange', () => db.close());
      return db;
    });
  } catch {
    return null;
  }
  try {
    return await timed(opened, timeoutMs, 'open the picture store');
  } catch {
    // Too late or failed: pictures stay in memory for this tab; a late connection is closed again.
    void opened.then(
      (db) => db?.close(),
      () => undefined,
    );
    return null;
  }
}
