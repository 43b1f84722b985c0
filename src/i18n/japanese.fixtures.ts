/**
 * Issue 30: no English left in Japanese text — the check shared by the japanese.*.test.ts files. Everything the app
 * writes in Japanese must hold no Latin word outside a short allow-list (rule ids, units, key names, HP/AC/ID, file
 * formats, product names, dice notation in capitals), and no lower-case dice notation (`2d6`, `d20`: BCDice and the
 * sources write `2D6`, `1D20`).
 */

/** What may stay Latin in Japanese (each removed before the check). */
const ALLOWED: readonly RegExp[] = [
  /\b[A-Z]{1,4}(?:-[A-Z0-9]+)+\b/g, // rule ids: MC-FM-2, B-18, TK-GLD-2, SD-STEP-08
  /(?<![A-Za-z])(?:HP|AC|ID)(?![A-Za-z])/g, // the abbreviations of Japanese play (AC is the 4e seed's own: 乗り手はACにボーナスを得る)
  /(?<![A-Za-z])(?:Alt|Ctrl|Shift|Esc|Enter|Tab|Home|End|PgUp|PgDn|Del|Space)(?![A-Za-z])/g, // key names
  /\b(?:MB|PNG|JPEG|WebP|GIF|SVG|JSON|WebGL|QR|base64url|ChaCha20|ZIP|XML|dd2vtt|uvtt|df2vtt)\b/g, // units, file and data formats
  /\b(?:Saddlegrid|BCDice|English)\b/g, // product names, and the language switch naming its language
  /npm start(?: -- --host [\d.]+)?/g, // the command to type
  /\b\d*(?:D|B|R|U|TY|TZ)\d+(?:KH|KL|DH|DL)?\d*\b/g, // dice notation in capitals: 2D6, 1D20, D66, 3B6, 2R6, 4U6
  /\b(?:D66[ASDN]?|KH|KL|DH|DL|MAX|MIN|choice\d*)\b/g,
];

/** The Latin words (2+ letters) and lower-case dice left in a Japanese text. */
export function englishIn(text: string): string[] {
  // The sources' own: ＰＣ (ＰＣ側, the 巣作りドラゴン seed), OP (乗騎から降ろされる OP, the 4e seed's heading);
  // colours written as #rrggbb; HTML entities in JSX text.
  let s = text.replace(/ＰＣ|\bOP\b|#[0-9a-fA-F]{3,6}\b|&\w+;/g, ' ').normalize('NFKC');
  for (const re of ALLOWED) s = s.replace(re, ' ');
  const dice = s.match(/(?<![A-Za-z])\d*d\d+(?![A-Za-z])/g) ?? [];
  return [...(s.match(/[A-Za-z]{2,}/g) ?? []), ...dice];
}
