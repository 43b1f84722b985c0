/**
 * Shape checks for commands: each rule system declares, per command type, what its fields must look like; the
 * engine runs the check before the handler, so a handler never sees a string where it expects a square and a
 * malformed command (a file, a player's request) is refused with the field's name instead of crashing.
 * Range and rule checks stay in the handlers (they cite rule ids); these check types only.
 */
import type { CoreMsg } from './events';

/** A shape check: null if `v` fits, else the refusal naming the field. */
export type Shape = (v: unknown, path: string) => CoreMsg | null;

const hasOwn = Object.prototype.hasOwnProperty;
const bad = (field: string, expected: string): CoreMsg => ({ m: 'badField', field, expected });

/**
 * The path handed to a nested check while it passes (issue 33: no path string per field or item of every
 * command). A check is pure, so one that fails is run again with its real path for the refusal's field name.
 * Not empty: an empty path means "the command itself" (see {@link obj}).
 */
const NESTED = '.';

/** A string (at most `max` characters). */
export const str =
  (max = 10_000): Shape =>
  (v, p) =>
    typeof v === 'string' && v.length <= max ? null : bad(p, 'text');
/** A finite number. */
export const num: Shape = (v, p) => (typeof v === 'number' && Number.isFinite(v) ? null : bad(p, 'number'));
/** true or false. */
export const bool: Shape = (v, p) => (typeof v === 'boolean' ? null : bad(p, 'boolean'));
/** A square {x, y} of numbers. */
export const point: Shape = (v, p) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return bad(p, 'square');
  const o = v as Record<string, unknown>;
  return typeof o.x === 'number' && typeof o.y === 'number' && Number.isFinite(o.x) && Number.isFinite(o.y)
    ? null
    : bad(p, 'square');
};
/** One of the given literals. */
export const oneOf =
  (values: readonly (string | number | boolean | null)[]): Shape =>
  (v, p) =>
    values.includes(v as string) ? null : bad(p, values.join(' | '));
/** null or the shape. */
export const nullable =
  (s: Shape): Shape =>
  (v, p) =>
    v === null ? null : s(v, p);
/** A list of at most `max` items of the shape. */
export const arr =
  (item: Shape, max = 10_000): Shape =>
  (v, p) => {
    if (!Array.isArray(v) || v.length > max) return bad(p, 'list');
    for (let i = 0; i < v.length; i++) {
      if (item(v[i], NESTED)) return item(v[i], `${p}[${i}]`);
    }
    return null;
  };
/** A plain object (any keys; the handler checks them). */
export const record: Shape = (v, p) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? null : bad(p, 'object');

/** Marks a field optional in {@link obj}. */
export interface Optional {
  readonly optional: Shape;
}
/** An optional field. */
export const opt = (s: Shape): Optional => ({ optional: s });

/**
 * An object with these fields (required unless wrapped in {@link opt}); other fields are allowed only if
 * listed, so a typo in a command is refused. `type`, `dice` and `asker` (every command's) are always allowed.
 */
export function obj(fields: Readonly<Record<string, Shape | Optional>>): Shape {
  const keys = Object.keys(fields);
  // The fields' checks in a list beside their names (no look-up by name per field of every command).
  const checks = keys.map((k) => fields[k] as Shape | Optional);
  return (v, p) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return bad(p || 'command', 'object');
    const o = v as Record<string, unknown>;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const f = checks[i] as Shape | Optional;
      if (typeof f === 'function') {
        if (!hasOwn.call(o, k)) return bad(p ? `${p}.${k}` : k, 'present');
        if (f(o[k], p ? NESTED : k)) return f(o[k], p ? `${p}.${k}` : k);
      } else if (hasOwn.call(o, k) && o[k] !== undefined) {
        if (f.optional(o[k], p ? NESTED : k)) return f.optional(o[k], p ? `${p}.${k}` : k);
      }
    }
    for (const k in o) {
      if (
        hasOwn.call(o, k) &&
        k !== 'type' &&
        k !== 'dice' &&
        k !== 'asker' &&
        !(k === 'diceFrom' && !p) &&
        !hasOwn.call(fields, k)
      )
        return { m: 'unknownField', field: p ? `${p}.${k}` : k };
    }
    return null;
  };
}
