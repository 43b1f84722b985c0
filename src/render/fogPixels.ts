/** The fog's colours and pixels (issue 17; issue 32: remembered squares), pure: the fog layer paints them. */
/** The GM's tint: dark blue-grey at 45 %; the player view's: opaque. */
export const FOG_GM = { r: 0x22, g: 0x2c, b: 0x44, a: 0.45 } as const;
export const FOG_PLAYER = { r: 0x0b, g: 0x0d, b: 0x12, a: 1 } as const;
/** The player view's remembered squares under the party's vision fog (issue 32): seen once, out of sight now. */
export const FOG_REMEMBERED = { r: 0x0b, g: 0x0d, b: 0x12, a: 0.62 } as const;

/**
 * The RGBA pixels of a fog bitset (row-major, one bit per square, bit i of byte i>>3): the fog colour where a
 * bit is set, transparent elsewhere, as straight (not premultiplied) RGBA like a canvas's ImageData; `count`:
 * the fogged squares.
 */
export function fogPixels(
  bits: Uint8Array,
  width: number,
  height: number,
  colour: { r: number; g: number; b: number; a: number },
  out = new Uint8ClampedArray(width * height * 4),
  remembered: Uint8Array | null = null,
): { data: Uint8ClampedArray; count: number } {
  const rgba = (c: { r: number; g: number; b: number; a: number }) =>
    ((Math.round(c.a * 255) << 24) | (c.b << 16) | (c.g << 8) | c.r) >>> 0;
  // One 32-bit write per square (little-endian: R is the low byte).
  const view = new Uint32Array(out.buffer, out.byteOffset, width * height);
  const on = rgba(colour);
  const dim = rgba(FOG_REMEMBERED);
  let count = 0;
  const n = width * height;
  for (let i = 0; i < n; i += 8) {
    const byte = bits[i >> 3] ?? 0;
    if (byte === 0) {
      view.fill(0, i, Math.min(n, i + 8));
      continue;
    }
    for (let j = i; j < Math.min(n, i + 8); j++) {
      if (byte & (1 << (j & 7))) {
        view[j] = remembered?.[j] ? dim : on;
        count++;
      } else view[j] = 0;
    }
  }
  return { data: out, count };
}
