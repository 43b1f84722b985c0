/**
 * Arrays the history keeps, made by array literals (issue 33, round 9). V8 allocates a literal at an allocation
 * site that learns whether its arrays live long; one whose arrays nearly all stay (every command's event list and
 * packed change stay in the history) is then allocated straight in the old generation ("pretenured"), so a minor
 * collection no longer copies it out of the young generation twice. An array made by `slice()` or
 * `new Array(n)` has no such site and was copied. Only the sizes commands usually have get a literal; the others
 * are made as before.
 */

/** A copy of `xs` at its length (a literal for up to six items, else `slice()`). */
export function keptCopy<T>(xs: readonly T[]): T[] {
  switch (xs.length) {
    case 1:
      return [xs[0] as T];
    case 2:
      return [xs[0] as T, xs[1] as T];
    case 3:
      return [xs[0] as T, xs[1] as T, xs[2] as T];
    case 4:
      return [xs[0] as T, xs[1] as T, xs[2] as T, xs[3] as T];
    case 5:
      return [xs[0] as T, xs[1] as T, xs[2] as T, xs[3] as T, xs[4] as T];
    case 6:
      return [xs[0] as T, xs[1] as T, xs[2] as T, xs[3] as T, xs[4] as T, xs[5] as T];
    default:
      return xs.slice();
  }
}

/**
 * An array of `1 + 3 * k` slots, each undefined (a packed change of `k` creatures and root fields: see
 * `PackedDiff`): a literal for k up to 8, else `new Array`.
 */
export function packedSlots(k: number): unknown[] {
  const u = undefined;
  switch (k) {
    case 0:
      return [u];
    case 1:
      return [u, u, u, u];
    case 2:
      return [u, u, u, u, u, u, u];
    case 3:
      return [u, u, u, u, u, u, u, u, u, u];
    case 4:
      return [u, u, u, u, u, u, u, u, u, u, u, u, u];
    case 5:
      return [u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u];
    case 6:
      return [u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u];
    case 7:
      return [u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u];
    case 8:
      return [u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u, u];
    default:
      return new Array<unknown>(1 + 3 * k);
  }
}
