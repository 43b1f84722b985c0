/**
 * A small typed schema checker for the session protocol, in the style of the kernel's command shapes
 * (`src/rules/core/shape.ts`): a check returns null when the value fits, or the path of the first field that
 * does not. Unlike the kernel's shapes these also give the TypeScript type of what they accept (`Infer<S>`), so a
 * message type and its validator cannot drift apart; objects are strict (an unknown key is refused) and looked up
 * by own property only (`"toString"` or `"__proto__"` never pass as a field).
 *
 * Free-form JSON (the GM's filtered view, a command a player sends) is checked by {@link json}: an iterative walk
 * (no recursion, so 100,000 levels of nesting cannot overflow the stack) with limits on depth, node count,
 * string and key length, and the forbidden keys `__proto__`, `constructor`, `prototype`.
 */

/** Why a value was refused: the field's path and what was expected there. */
export interface Problem {
  readonly path: string;
  readonly expected: string;
}

/** A check for values of type `T`. */
export interface Schema<T> {
  readonly check: (v: unknown, path: string) => Problem | null;
  /** Phantom field carrying the type (never set). */
  readonly _type?: T;
}

/** The type a schema accepts. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** An optional field of {@link obj}. */
export interface OptionalField<T> {
  readonly optional: Schema<T>;
}

type Field = Schema<unknown> | OptionalField<unknown>;
type Fields = Readonly<Record<string, Field>>;
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends OptionalField<unknown> ? never : K }[keyof F];
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends OptionalField<unknown> ? K : never }[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object type of a field table. */
export type ObjectOf<F extends Fields> = Simplify<
  { readonly [K in RequiredKeys<F>]: Infer<F[K]> } & {
    readonly [K in OptionalKeys<F>]?: F[K] extends OptionalField<infer T> ? T : never;
  }
>;

/** A JSON value. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;
/** A JSON object. */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

const hasOwn = Object.prototype.hasOwnProperty;
const problem = (path: string, expected: string): Problem => ({ path: path || '(message)', expected });
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keys no message may contain anywhere (they change prototypes when an object is spread or assigned). */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A string of `min`..`max` UTF-16 code units. */
export function str(min: number, max: number): Schema<string> {
  return {
    check: (v, p) =>
      typeof v === 'string' && v.length >= min && v.length <= max
        ? null
        : problem(p, `text of ${min}–${max} characters`),
  };
}

/** A string matching a pattern (anchored by the caller), at most `max` characters. */
export function pattern(re: RegExp, max: number, expected: string): Schema<string> {
  return { check: (v, p) => (typeof v === 'string' && v.length <= max && re.test(v) ? null : problem(p, expected)) };
}

/** An integer in `min`..`max`. */
export function int(min: number, max: number): Schema<number> {
  return {
    check: (v, p) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? null : problem(p, `integer ${min}–${max}`),
  };
}

/** A finite number in `min`..`max`. */
export function num(min: number, max: number): Schema<number> {
  return {
    check: (v, p) =>
      typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : problem(p, `number ${min}–${max}`),
  };
}

/** true or false. */
export const bool: Schema<boolean> = { check: (v, p) => (typeof v === 'boolean' ? null : problem(p, 'boolean')) };

/** One of the given literals. */
export function lit<const L extends string | number | boolean>(...values: readonly L[]): Schema<L> {
  return { check: (v, p) => (values.includes(v as L) ? null : problem(p, values.map(String).join(' | '))) };
}

/** null, or the schema. */
export function nullable<T>(s: Schema<T>): Schema<T | null> {
  return { check: (v, p) => (v === null ? null : s.check(v, p)) };
}

/** A list of at most `max` items. */
export function arr<T>(item: Schema<T>, max: number): Schema<readonly T[]> {
  return {
    check: (v, p) => {
      if (!Array.isArray(v) || v.length > max) return problem(p, `list of at most ${max}`);
      for (let i = 0; i < v.length; i++) {
        const e = item.check(v[i], `${p}[${i}]`);
        if (e) return e;
      }
      return null;
    },
  };
}

/** An optional field. */
export function opt<T>(s: Schema<T>): OptionalField<T> {
  return { optional: s };
}

/** An object with exactly these fields (optional ones may be absent); any other key is refused. */
export function obj<F extends Fields>(fields: F): Schema<ObjectOf<F>> {
  const keys = Object.keys(fields);
  return {
    check: (v, p) => {
      if (!isPlainObject(v)) return problem(p, 'object');
      for (const k of keys) {
        const f = fields[k] as Field;
        const path = p ? `${p}.${k}` : k;
        if ('check' in f) {
          if (!hasOwn.call(v, k)) return problem(path, 'present');
          const e = f.check(v[k], path);
          if (e) return e;
        } else if (hasOwn.call(v, k)) {
          const e = f.optional.check(v[k], path);
          if (e) return e;
        }
      }
      for (const k of Object.keys(v)) if (!hasOwn.call(fields, k)) return problem(p ? `${p}.${k}` : k, 'no such field');
      return null;
    },
  };
}

/**
 * A discriminated union on `key`: the variant is chosen by the value of `key` (own property, a known variant
 * name), then checked whole.
 */
export function union<K extends string, V extends Readonly<Record<string, Schema<unknown>>>>(
  key: K,
  variants: V,
): Schema<Infer<V[keyof V]>> {
  return {
    check: (v, p) => {
      if (!isPlainObject(v)) return problem(p, 'object');
      const tag = hasOwn.call(v, key) ? v[key] : undefined;
      if (typeof tag !== 'string' || !hasOwn.call(variants, tag))
        return problem(p ? `${p}.${key}` : key, Object.keys(variants).join(' | '));
      return (variants[tag] as Schema<unknown>).check(v, p);
    },
  };
}

/** Limits of a free-form JSON value. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects (the value itself is depth 1 if it is one). */
  readonly maxDepth: number;
  /** Values counted (every array, object, string, number, boolean, null). */
  readonly maxNodes: number;
  readonly maxString: number;
  readonly maxKey: number;
}

/** The problem of a free-form JSON value under limits, or null (iterative: no recursion). */
export function jsonProblem(value: unknown, limits: JsonLimits, root = ''): Problem | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: root }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop() as { v: unknown; depth: number; path: string };
    if (++nodes > limits.maxNodes) return problem(root, `at most ${limits.maxNodes} values`);
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return problem(path, 'finite number');
      continue;
    }
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return problem(path, `text of at most ${limits.maxString} characters`);
      continue;
    }
    if (typeof v !== 'object') return problem(path, 'JSON value');
    if (depth + 1 > limits.maxDepth) return problem(path, `nesting of at most ${limits.maxDepth}`);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return problem(path, 'plain object');
    for (const k of Object.keys(v)) {
      if (k.length > limits.maxKey) return problem(path, `keys of at most ${limits.maxKey} characters`);
      if (FORBIDDEN_KEYS.includes(k)) return problem(path ? `${path}.${k}` : k, 'an allowed key');
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: path ? `${path}.${k}` : k });
    }
    // JSON.parse makes "__proto__" an own property that Object.keys lists; a hand-built object could hide it.
    if (hasOwn.call(v, '__proto__')) return problem(path ? `${path}.__proto__` : '__proto__', 'an allowed key');
  }
  return null;
}

/** A free-form JSON value under limits. */
export function json(limits: JsonLimits): Schema<JsonValue> {
  return { check: (v, p) => jsonProblem(v, limits, p) };
}

/** A free-form JSON object under limits. */
export function jsonObject(limits: JsonLimits): Schema<JsonObject> {
  return { check: (v, p) => (isPlainObject(v) ? jsonProblem(v, limits, p) : problem(p, 'object')) };
}

/** Both checks must pass (the first problem wins); the type is the first schema's. */
export function refine<T>(s: Schema<T>, extra: (v: T, path: string) => Problem | null): Schema<T> {
  return { check: (v, p) => s.check(v, p) ?? extra(v as T, p) };
}
