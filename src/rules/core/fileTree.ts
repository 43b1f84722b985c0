/**
 * The first walk over a parsed file (one pass, no reviver): forbidden keys, non-finite numbers and −0, strings and
 * keys within their limits and well formed, nesting depth; and the invisible characters no shown text may hold.
 */
import { MAX_DEPTH, MAX_KEY, MAX_STRING } from './fileFormat';
import { fail } from './fileProblems';

export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A lone UTF-16 surrogate: JSON can escape it, but it is not text (UTF-8 cannot hold it; an export would change it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (s: string): boolean => {
  const f = (s as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof f === 'function' ? f.call(s) : !LONE_SURROGATE.test(s);
};
/** Bidi controls and zero-width characters (names and other labels shown to people may not contain them). */
// eslint-disable-next-line no-control-regex
export const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u001f\u007f]/;

/** A primitive of parsed JSON, checked: finite numbers other than −0, strings within the limit and well formed. */
function checkLeaf(x: unknown, key: string): void {
  if (typeof x === 'number') {
    // JSON.parse gives Infinity for 1e999, and −0 does not survive JSON.stringify (an export would differ).
    if (!Number.isFinite(x) || Object.is(x, -0)) fail('badNumber', { field: key.slice(0, 40) });
  } else if (typeof x === 'string') {
    if (x.length > MAX_STRING) fail('tooLong', { field: key.slice(0, 40), max: MAX_STRING });
    if (!isWellFormed(x)) fail('badText', { where: 'file', field: key.slice(0, 40) });
  }
}

/**
 * Walk parsed JSON once (no reviver on every value): forbidden keys, non-finite numbers, strings and keys within
 * their limits and well formed, nesting depth.
 */
export function checkTree(root: unknown): void {
  checkLeaf(root, '');
  const stack: [unknown, number, string][] = [[root, 0, '']];
  while (stack.length) {
    const [v, depth, at] = stack.pop() as [unknown, number, string];
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_DEPTH) fail('tooDeep', { max: MAX_DEPTH });
    if (Array.isArray(v)) {
      for (const x of v) {
        if (x !== null && typeof x === 'object') stack.push([x, depth + 1, at]);
        else checkLeaf(x, at);
      }
      continue;
    }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) fail('forbiddenKey', { field: k });
      if (k.length > MAX_KEY) fail('tooLong', { field: k.slice(0, 40), max: MAX_KEY });
      if (!isWellFormed(k)) fail('badText', { where: 'file', field: '?' });
      const x = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === 'object') stack.push([x, depth + 1, k]);
      else checkLeaf(x, k);
    }
  }
}
