// A small PNG encoder for the benchmark's pictures (8-bit RGB, one IDAT, node:zlib): pictures made in Node, not in
// the page (OffscreenCanvas.convertToBlob takes ~1 s a picture in headless Chromium here).
import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';

const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A PNG of width × height painted by rgb(x, y, out) writing three bytes into out. */
export function png(width, height, rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const px = [0, 0, 0];
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0;
    for (let x = 0; x < width; x++) {
      rgb(x, y, px);
      raw[i++] = px[0];
      raw[i++] = px[1];
      raw[i++] = px[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A battle map of side × side pixels: grass in patches, a winding road, a pond, printed grid lines every `cell` px. */
export function mapPicture(side, cell) {
  return png(side, side, (x, y, o) => {
    if (x % cell === 0 || y % cell === 0) {
      o[0] = 32;
      o[1] = 44;
      o[2] = 30;
      return;
    }
    if (Math.abs(y - side / 2 - Math.sin(x / 300) * 400) < 60) {
      o[0] = 168;
      o[1] = 140;
      o[2] = 96;
      return;
    }
    if ((x - side * 0.7) ** 2 + (y - side * 0.3) ** 2 < 300 ** 2) {
      o[0] = 52;
      o[1] = 104;
      o[2] = 150;
      return;
    }
    const p = ((x >> 5) * 7 + (y >> 5) * 13) % 17;
    o[0] = 70 + p;
    o[1] = 118 + p;
    o[2] = 58;
  });
}

/** A token picture (side²): a face on a ground of the i-th hue, with a band in the i-th shade. */
export function tokenPicture(side, i) {
  const h = (i * 37) % 360;
  const c = (k) => Math.round(255 * Math.max(0, Math.min(1, Math.abs(((h / 60 + k) % 6) - 3) - 1)));
  const base = [c(0), c(4), c(2)];
  return png(side, side, (x, y, o) => {
    const d = Math.hypot(x - side / 2, y - side * 0.42);
    if (d < side * 0.26) {
      o[0] = 236;
      o[1] = 200;
      o[2] = 160;
    } else if (y > side * 0.75 && ((x >> 3) + i) % 4 === 0) {
      o[0] = 30;
      o[1] = 30;
      o[2] = 30;
    } else {
      o[0] = base[0];
      o[1] = base[1];
      o[2] = base[2];
    }
  });
}
