/**
 * Lists a pending decision or an action set keeps, made by array literals (issue 33, round 9). V8 allocates a
 * literal at an allocation site that learns whether its arrays live long; a site whose arrays nearly all stay (the
 * history keeps every pending decision and action set a command makes) then allocates straight in the old
 * generation, so a minor collection no longer copies them. Arrays from a spread, `map`, `slice` or `new Array`
 * have no such site and were copied. Same items in the same order: only where the array is allocated changes.
 * Kept apart from the kernel's `core/sized.ts` on purpose: each function's literals are allocation sites of their
 * own, so 4e's kept lists and the kernel's event lists are pretenured (and were measured) apart.
 */

/** A copy of `xs` (a literal for up to four items, else a spread). */
export function keptList<T>(xs: readonly T[]): T[] {
  switch (xs.length) {
    case 0:
      return [];
    case 1:
      return [xs[0] as T];
    case 2:
      return [xs[0] as T, xs[1] as T];
    case 3:
      return [xs[0] as T, xs[1] as T, xs[2] as T];
    case 4:
      return [xs[0] as T, xs[1] as T, xs[2] as T, xs[3] as T];
    default:
      return [...xs];
  }
}

/** `xs` with `x` added at the end (a literal for up to four items before it, else a spread). */
export function keptPush<T>(xs: readonly T[], x: T): T[] {
  switch (xs.length) {
    case 0:
      return [x];
    case 1:
      return [xs[0] as T, x];
    case 2:
      return [xs[0] as T, xs[1] as T, x];
    case 3:
      return [xs[0] as T, xs[1] as T, xs[2] as T, x];
    case 4:
      return [xs[0] as T, xs[1] as T, xs[2] as T, xs[3] as T, x];
    default:
      return [...xs, x];
  }
}

/** `xs.map(f)` (a literal for up to four items, else `map`); `f` is called in order, once per item. */
export function keptMap<T, U>(xs: readonly T[], f: (x: T) => U): U[] {
  switch (xs.length) {
    case 0:
      return [];
    case 1:
      return [f(xs[0] as T)];
    case 2: {
      const a = f(xs[0] as T);
      return [a, f(xs[1] as T)];
    }
    case 3: {
      const a = f(xs[0] as T);
      const b = f(xs[1] as T);
      return [a, b, f(xs[2] as T)];
    }
    default:
      return xs.map((x) => f(x));
  }
}
