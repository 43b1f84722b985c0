/**
 * Test pictures (test-only): a tiny PNG encoder (real, decodable files of any size) and the header bytes of
 * JPEG, GIF and WebP files, enough for the sniffing and the size checks (Node has no image decoder).
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = (CRC_TABLE[(c ^ x) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * A real RGB PNG of `width` × `height`. `pixel(x, y)` gives [r, g, b] (default: a gradient); `noise` adds
 * pseudo-random bits so the file does not compress to nothing (a realistic size for a painted map).
 */
export function png(
  width: number,
  height: number,
  opts: { pixel?: (x: number, y: number) => [number, number, number]; noise?: number; level?: number } = {},
): Uint8Array<ArrayBuffer> {
  const row = 1 + width * 3;
  const raw = new Uint8Array(row * height);
  let seed = 12345;
  const mask = opts.noise ?? 0;
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = opts.pixel ? opts.pixel(x, y) : [x & 0xff, y & 0xff, (x + y) & 0xff];
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const n = (seed >>> 16) & mask;
      const i = y * row + 1 + x * 3;
      raw[i] = r ^ n;
      raw[i + 1] = g ^ (n >> 1);
      raw[i + 2] = b ^ (n >> 2);
    }
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: opts.level ?? 6 })),
    chunk('IEND', new Uint8Array(0)),
  );
}

/** Only a PNG's signature and IHDR (any size, no pixels): for the size checks without encoding megapixels. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', new Uint8Array(0)),
  );
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A JPEG's first segments: SOI, an APP0 (JFIF) of `app0Extra` more bytes, a DQT, then SOF0 with the size. */
export function jpegHeader(
  width: number,
  height: number,
  opts: { progressive?: boolean; app0Extra?: number } = {},
): Uint8Array<ArrayBuffer> {
  const extra = opts.app0Extra ?? 0;
  const app0 = [
    0xff,
    0xe0,
    ...u16be(16 + extra),
    ...ascii('JFIF'),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    ...new Array<number>(extra).fill(0),
  ];
  const dqt = [0xff, 0xdb, ...u16be(67), 0, ...new Array<number>(64).fill(1)];
  const sof = [
    0xff,
    opts.progressive ? 0xc2 : 0xc0,
    ...u16be(17),
    8,
    ...u16be(height),
    ...u16be(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, 0xff, 0xff, ...sof, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
}

/** A GIF's header (signature and logical screen). */
export function gifHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...ascii('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
}

/** A WebP's header: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webpHeader(width: number, height: number, kind: 'VP8 ' | 'VP8L' | 'VP8X'): Uint8Array<ArrayBuffer> {
  let body: number[];
  if (kind === 'VP8 ')
    body = [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width & 0x3fff), ...u16le(height & 0x3fff), 0, 0];
  else if (kind === 'VP8L') {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    body = [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0];
  } else body = [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  const chunkBytes = [...ascii(kind), ...[body.length, 0, 0, 0], ...body];
  const size = 4 + chunkBytes.length;
  return new Uint8Array([...ascii('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...ascii('WEBP'), ...chunkBytes]);
}

/** Text as bytes. */
export const bytesOf = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s);

/** A File-like Blob with a name and a claimed type (the store must ignore both). */
export function fileOf(bytes: Uint8Array<ArrayBuffer>, type = ''): Blob {
  return new Blob([bytes], { type });
}
