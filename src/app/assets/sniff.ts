/**
 * What a picture file really is: its type from the magic bytes (never the file name or the type the browser
 * guessed) and its size in pixels from the header bytes. Pure and synchronous, so it runs in Node tests and
 * before any decoder sees the bytes (a 100,000 × 100,000 PNG of a few kilobytes is refused here, before
 * `createImageBitmap` would try to allocate 40 GB for it).
 */

/** The picture types accepted (the file format's `ASSET_TYPES`). */
export type PictureMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** What the first bytes say a file is. `svg`, `text` and `other` are refused. */
export type Sniffed = PictureMime | 'svg' | 'text' | 'other';

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The type of a file from its first bytes. */
export function sniff(b: Uint8Array): Sniffed {
  if (startsWith(b, PNG)) return 'image/png';
  if (startsWith(b, JPEG)) return 'image/jpeg';
  if (startsWith(b, GIF87) || startsWith(b, GIF89)) return 'image/gif';
  if (startsWith(b, RIFF) && startsWith(b, WEBP, 8)) return 'image/webp';
  return looksLikeSvg(b) ? 'svg' : looksLikeText(b) ? 'text' : 'other';
}

/** An SVG drawing (XML text whose first element is `<svg`), possibly after a BOM, a prolog, comments or a doctype. */
function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .toLowerCase();
  const rest = head.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>|\s+/g, '');
  return rest.startsWith('<svg') || (rest.startsWith('<') && head.includes('<svg'));
}

/** Plain text (no control bytes but tab, newline and carriage return in the first kilobyte). */
function looksLikeText(b: Uint8Array): boolean {
  const n = Math.min(b.length, 1024);
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = b[i] as number;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  }
  return true;
}

const u16be = (b: Uint8Array, i: number): number => ((b[i] as number) << 8) | (b[i + 1] as number);
const u16le = (b: Uint8Array, i: number): number => (b[i] as number) | ((b[i + 1] as number) << 8);
const u24le = (b: Uint8Array, i: number): number => u16le(b, i) | ((b[i + 2] as number) << 16);
const u32be = (b: Uint8Array, i: number): number => u16be(b, i) * 65536 + u16be(b, i + 2);

/** A picture's size in pixels from its header bytes, or null when the header is missing or broken. */
export function headerSize(b: Uint8Array, mime: PictureMime): { width: number; height: number } | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  switch (mime) {
    case 'image/png':
      // The first chunk is IHDR: length (4), "IHDR", width and height (4 bytes each, big-endian).
      return b.length >= 24 && startsWith(b, ascii('IHDR'), 12) ? size(u32be(b, 16), u32be(b, 20)) : null;
    case 'image/gif':
      // The logical screen: width and height (2 bytes each, little-endian) after the 6-byte signature.
      return b.length >= 10 ? size(u16le(b, 6), u16le(b, 8)) : null;
    case 'image/webp':
      return webpSize(b);
    case 'image/jpeg':
      return jpegSize(b);
  }
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 30) return null;
  if (startsWith(b, ascii('VP8 '), 12)) {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (startsWith(b, ascii('VP8L'), 12)) {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] as number) | ((b[22] as number) << 8) | ((b[23] as number) << 16) | ((b[24] as number) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, ascii('VP8X'), 12)) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    // Fill bytes and markers without a length (RSTn, SOI, TEM).
    if (marker === 0xff) {
      i++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const len = u16be(b, i + 2);
    if (len < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Length (2), precision (1), height (2), width (2).
      if (i + 9 > b.length) return null;
      const height = u16be(b, i + 5);
      const width = u16be(b, i + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += 2 + len;
  }
  return null;
}
