/** What a picture is, from its bytes: the type (never the name) and the size in the header; the script SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataUrlOf, fromBase64, parseDataUrl, pictureId, toBase64 } from './encoding';
import { sha256 } from './sha256';
import { headerSize, sniff } from './sniff';
import { bytesOf, gifHeader, jpegHeader, png, pngHeader, webpHeader } from './testing';

describe('sniff: the type from the magic bytes', () => {
  it.each([
    ['PNG', png(3, 2), 'image/png'],
    ['JPEG', jpegHeader(10, 20), 'image/jpeg'],
    ['GIF', gifHeader(4, 4), 'image/gif'],
    ['WebP', webpHeader(5, 5, 'VP8X'), 'image/webp'],
    ['SVG', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'svg'],
    [
      'SVG with prolog, BOM, comment and doctype',
      bytesOf(
        '\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n  <SVG viewBox="0 0 1 1"/>',
      ),
      'svg',
    ],
    ['text', bytesOf('just some notes\nabout a map\n'), 'text'],
    ['HTML', bytesOf('<html><body>hi</body></html>'), 'text'],
    ['RIFF but not WebP (a WAV)', bytesOf('RIFF\u0024\u0000\u0000\u0000WAVEfmt '), 'other'],
    ['random bytes', new Uint8Array([0, 1, 2, 3, 250, 251]), 'other'],
    ['nothing', new Uint8Array(0), 'other'],
  ] as const)('%s', (_what, bytes, type) => {
    expect(sniff(bytes)).toBe(type);
  });
});

describe('headerSize: the size before any decoder runs', () => {
  it.each([
    ['PNG', pngHeader(8193, 7), 'image/png', { width: 8193, height: 7 }],
    ['JPEG (baseline)', jpegHeader(640, 480), 'image/jpeg', { width: 640, height: 480 }],
    [
      'JPEG (progressive, after a 60 KB APP0)',
      jpegHeader(4000, 3000, { progressive: true, app0Extra: 60000 }),
      'image/jpeg',
      { width: 4000, height: 3000 },
    ],
    ['GIF', gifHeader(300, 200), 'image/gif', { width: 300, height: 200 }],
    ['WebP lossy', webpHeader(1024, 768, 'VP8 '), 'image/webp', { width: 1024, height: 768 }],
    ['WebP lossless', webpHeader(16383, 2, 'VP8L'), 'image/webp', { width: 16383, height: 2 }],
    ['WebP extended', webpHeader(12000, 9000, 'VP8X'), 'image/webp', { width: 12000, height: 9000 }],
  ] as const)('%s', (_what, bytes, mime, size) => {
    expect(headerSize(bytes, mime)).toEqual(size);
  });

  it('is null for a header cut short or broken', () => {
    expect(headerSize(pngHeader(10, 10).subarray(0, 20), 'image/png')).toBeNull();
    expect(headerSize(pngHeader(0, 10), 'image/png')).toBeNull();
    expect(headerSize(jpegHeader(10, 10).subarray(0, 30), 'image/jpeg')).toBeNull();
    expect(headerSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'image/jpeg')).toBeNull();
    expect(headerSize(gifHeader(1, 1).subarray(0, 8), 'image/gif')).toBeNull();
    expect(headerSize(webpHeader(5, 5, 'VP8 ').subarray(0, 24), 'image/webp')).toBeNull();
  });
});

describe('ids and data URLs', () => {
  it('the script SHA-256 equals the real one at every padding boundary and on a large input', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100003]) {
      const b = new Uint8Array(randomBytes(n));
      expect(Buffer.from(sha256(b)).toString('hex'), `length ${n}`).toBe(createHash('sha256').update(b).digest('hex'));
    }
    // A view into a larger buffer hashes only its own bytes.
    const big = new Uint8Array(randomBytes(300));
    expect(Buffer.from(sha256(big.subarray(7, 207))).toString('hex')).toBe(
      createHash('sha256').update(big.subarray(7, 207)).digest('hex'),
    );
  });

  it('an id is the first 16 bytes of SHA-256 in base64url (22 characters, an asset id)', async () => {
    const b = png(2, 2);
    const id = await pictureId(b);
    expect(id).toBe(createHash('sha256').update(b).digest().subarray(0, 16).toString('base64url'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('base64 and data URLs round-trip every byte value; anything else is not a picture URL', () => {
    const all = new Uint8Array(70000).map((_, i) => (i * 7) % 256);
    expect(toBase64(all)).toBe(Buffer.from(all).toString('base64'));
    expect(fromBase64(toBase64(all))).toEqual(all);
    const url = dataUrlOf('image/png', all);
    expect(parseDataUrl(url)).toEqual({ mime: 'image/png', bytes: all });
    expect(parseDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(parseDataUrl('data:image/png,rawtext')).toBeNull();
    expect(parseDataUrl('data:image/png;base64,@@@')).toBeNull();
    expect(parseDataUrl('data:image/png;base64,A')).toBeNull();
  });
});
