/**
 * Bytes ↔ text for pictures: the content hash that names a picture (SHA-256, the first 16 bytes in base64url:
 * 22 characters, a valid asset id) and base64 data URLs (what an encounter file embeds).
 */
import type { PictureMime } from './sniff';
import { sha256 } from './sha256';

type Bytes = Uint8Array<ArrayBuffer>;

/** The base64url text of bytes, without padding. */
function base64url(b: Uint8Array): string {
  return toBase64(b).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A picture's id: the first 16 bytes of the SHA-256 of its bytes, base64url (22 characters). The same picture
 * always gets the same id, so dropping it twice stores it once. WebCrypto where it exists (secure contexts: https,
 * localhost); otherwise (the app opened over plain http on a LAN) the same hash computed in script.
 */
export async function pictureId(bytes: Bytes): Promise<string> {
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', bytes)) : sha256(bytes);
  return base64url(digest.subarray(0, 16));
}

type WithBase64 = { toBase64?: () => string };
type FromBase64 = { fromBase64?: (s: string) => Bytes };

/** Base64 of bytes (the built-in `toBase64` where the browser has it, else `btoa` over 32 KB chunks). */
export function toBase64(b: Uint8Array): string {
  const native = (b as WithBase64).toBase64;
  if (typeof native === 'function') return native.call(b);
  const parts: string[] = [];
  for (let i = 0; i < b.length; i += 0x8000) parts.push(String.fromCharCode(...b.subarray(i, i + 0x8000)));
  return btoa(parts.join(''));
}

/** The bytes of base64 text, or null when it is not base64. */
export function fromBase64(s: string): Bytes | null {
  try {
    const native = (Uint8Array as FromBase64).fromBase64;
    if (typeof native === 'function') return native(s);
    const bin = atob(s);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** A `data:` URL of a picture. */
export function dataUrlOf(mime: PictureMime, bytes: Uint8Array): string {
  return `data:${mime};base64,${toBase64(bytes)}`;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The declared type and the bytes of a picture's data URL, or null when it is not a base64 picture URL. */
export function parseDataUrl(url: string): { mime: PictureMime; bytes: Bytes } | null {
  const m = typeof url === 'string' ? DATA_URL.exec(url) : null;
  if (!m) return null;
  const bytes = fromBase64(m[2] as string);
  return bytes ? { mime: m[1] as PictureMime, bytes } : null;
}
