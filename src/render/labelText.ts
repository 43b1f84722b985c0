/**
 * Text for token labels (pure): a width estimate for the board's sans-serif face (DejaVu Sans / Noto Sans CJK on
 * the machines that share the screen; the view shrinks a text that turns out wider than its box, so a drawn label
 * never leaves the box the layout gave it), and the shorter forms a label takes before it is hidden.
 */

/** Width of `text` at `font` world units (an estimate; see the module comment). */
export type Measure = (text: string, font: number) => number;

const NARROW = new Set([..."ilj.,:;'|!`· "]);
const SEMI = new Set([...'frt()[]-/"I1']);
const WIDE = new Set([...'mwMW%@']);

/** Advance of one character in em. */
function advance(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  // CJK ideographs, kana, full-width forms, CJK punctuation: one em.
  if (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x3000 && cp <= 0x303f)
  )
    return 1;
  if (ch === '↑' || ch === '↓') return 0.84;
  if (NARROW.has(ch)) return 0.32;
  if (SEMI.has(ch)) return 0.42;
  if (WIDE.has(ch)) return 0.95;
  if (ch >= 'A' && ch <= 'Z') return 0.72;
  if (ch >= '0' && ch <= '9') return 0.64;
  return 0.62;
}

/** The default estimate (bold text is about 8% wider; callers pass `bold`). */
export function estimateWidth(text: string, font: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += advance(ch);
  return em * font * (bold ? 1.08 : 1);
}

/** Widths in em of texts seen so far. */
const emCache = new Map<string, number>();

/** The estimate as a {@link Measure} (remembering each text's width in em). */
export const measureText: Measure = (text, font) => {
  let em = emCache.get(text);
  if (em === undefined) {
    em = estimateWidth(text, 1);
    if (emCache.size > 8192) emCache.clear();
    emCache.set(text, em);
  }
  return em * font;
};

/**
 * A creature's name, then shorter forms: without a parenthesis ("Blaze (warhorse)" → "Blaze",
 * "志士アカネ" stays), the first word, and at most 8 characters with an ellipsis. Distinct, longest first.
 */
export function nameForms(name: string): string[] {
  const known = formsCache.get(name);
  if (known) return known;
  const forms = computeNameForms(name);
  if (formsCache.size > 4096) formsCache.clear();
  formsCache.set(name, forms);
  return forms;
}

/** Names seen so far and their forms (a thousand tokens lay out without a regular expression each). */
const formsCache = new Map<string, string[]>();

function computeNameForms(name: string): string[] {
  const out: string[] = [name];
  const bare = name.replace(/\s*[(（「][^)）」]*[)）」]\s*/g, ' ').trim();
  if (bare) out.push(bare);
  const first = bare.split(/\s+/)[0] ?? '';
  if (first.length >= 3) out.push(first);
  const chars = [...bare];
  const cjk = chars.some((c) => advance(c) === 1);
  const max = cjk ? 4 : 8;
  if (chars.length > max) out.push(`${chars.slice(0, max - 1).join('')}…`);
  return [...new Set(out.filter((s) => s.length > 0))];
}

/** A badge's text, then its short form ("↑15ft" → "↑15"; a word → its first letters). */
export function badgeForms(text: string): string[] {
  const out = [text];
  const m = /^([↑↓]?-?\d+)/.exec(text);
  if (m?.[1] && m[1] !== text) out.push(m[1]);
  else if (!m) {
    const chars = [...text];
    const cjk = chars.some((c) => advance(c) === 1);
    if (chars.length > (cjk ? 1 : 3)) out.push(chars.slice(0, cjk ? 1 : 3).join(''));
  }
  return out;
}

/** Condition chips, then the first chip with a count of the others ("P Dz St" → "P+2"). */
export function chipForms(text: string): string[] {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts.length ? [parts[0] as string] : [];
  return [text, `${parts[0]}+${parts.length - 1}`];
}
