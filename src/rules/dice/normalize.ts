/**
 * Normalising a dice line as Japanese players type it: full-width ASCII (U+FF01–U+FF5E, e.g. `２Ｄ６＞＝７`)
 * becomes ASCII, the full-width space a space, `≧ ≦ ≥ ≤` become `>=`/`<=`, `≠` becomes `<>`, `×`/`÷` become
 * `*`/`/`, and the dashes an IME gives for minus (`−`, `ー`, `ｰ`, `‐`, `‑`, `–`) become `-`.
 * Labels and choice items keep their original characters: the parser slices them from the original input
 * through {@link NormalizedInput.map}.
 */

/** A normalised line with the way back to the original characters. */
export interface NormalizedInput {
  /** The normalised text. */
  text: string;
  /**
   * `map[i]` is the index in the original input of the character that produced `text[i]`;
   * `map[text.length]` is the original length.
   */
  map: number[];
}

const replacements: ReadonlyMap<number, string> = new Map([
  [0x3000, ' '], // ideographic space
  [0x2267, '>='], // ≧
  [0x2265, '>='], // ≥
  [0x2266, '<='], // ≦
  [0x2264, '<='], // ≤
  [0x2260, '<>'], // ≠
  [0x00d7, '*'], // × (at the start of a line the parser reads it as repetition, like x)
  [0x00f7, '/'], // ÷
  [0x2212, '-'], // − minus sign
  [0x30fc, '-'], // ー prolonged sound mark (what an IME types for "-")
  [0xff70, '-'], // ｰ half-width prolonged sound mark
  [0x2010, '-'], // ‐ hyphen
  [0x2011, '-'], // ‑ non-breaking hyphen
  [0x2013, '-'], // – en dash
]);

/** Normalise a dice line (see the module comment). Never throws. */
export function normalizeDiceInput(input: string): NormalizedInput {
  let text = '';
  const map: number[] = [];
  let i = 0;
  while (i < input.length) {
    const cp = input.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    let out: string;
    if (cp >= 0xff01 && cp <= 0xff5e) out = String.fromCharCode(cp - 0xfee0);
    else out = replacements.get(cp) ?? input.slice(i, i + width);
    for (let k = 0; k < out.length; k++) map.push(i);
    text += out;
    i += width;
  }
  map.push(input.length);
  return { text, map };
}
