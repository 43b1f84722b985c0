/**
 * Duplicate keys in JSON text (issue 31): `JSON.parse` silently keeps the last of a key given twice in one
 * object, so a file could say two things and be read as one. The text is scanned once, after `JSON.parse`
 * accepted it (so it is well-formed); strings are skipped with `indexOf`, so a file of large pictures costs
 * little more than its structure.
 */

/** The first key given twice in one object of `text` (valid JSON), or null. */
export function duplicateKey(text: string): string | null {
  // One frame per open object or array: the keys seen (objects) or null (arrays), and whether a key comes next.
  const keys: (Set<string> | null)[] = [];
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      const end = stringEnd(text, i);
      const top = keys[keys.length - 1];
      if (top && expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (top.has(key)) return key;
        top.add(key);
        expectKey = false;
      }
      i = end;
    } else if (ch === 0x7b /* { */) {
      keys.push(new Set());
      expectKey = true;
    } else if (ch === 0x5b /* [ */) {
      keys.push(null);
      expectKey = false;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      keys.pop();
      expectKey = false;
    } else if (ch === 0x2c /* , */) {
      expectKey = keys[keys.length - 1] !== null && keys.length > 0;
    }
  }
  return null;
}

/** Index of the closing quote of the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let j = start;
  for (;;) {
    j = text.indexOf('"', j + 1);
    if (j < 0) return text.length;
    // The quote is escaped when an odd number of backslashes precede it.
    let k = j - 1;
    while (text.charCodeAt(k) === 0x5c) k--;
    if ((j - 1 - k) % 2 === 0) return j;
  }
}
