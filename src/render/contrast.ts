/**
 * Colour contrast (WCAG 2.x): relative luminance, contrast ratio, and the ink (text colour) that reads best on a
 * background — token glyphs on the token's own colour, badge text on the badge's fill.
 */

/** WCAG relative luminance of a 0xRRGGBB colour (0 = black, 1 = white). */
export function luminance(rgb: number): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch((rgb >> 16) & 0xff) + 0.7152 * ch((rgb >> 8) & 0xff) + 0.0722 * ch(rgb & 0xff);
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: number, b: number): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The light ink of the board (white). */
export const LIGHT_INK = 0xffffff;
/** The dark ink of the board (near black, as the badges use). */
export const DARK_INK = 0x111111;

/** White or near-black, whichever contrasts more with `background`. */
export function inkOn(background: number): number {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}

/** A '#rrggbb' (or 'rrggbb', '#rgb') colour as a number; grey when it cannot be read. */
export function parseColour(hex: string): number {
  const h = hex.startsWith('#') ? hex.slice(1) : hex;
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return /^[0-9a-fA-F]{6}$/.test(full) && Number.isFinite(n) ? n : 0x808080;
}
