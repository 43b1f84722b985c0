/**
 * Why an encounter file is refused (issue 31: the file module split by responsibility): the refusal message, its
 * kinds, the exception the checks throw and the small checks every part of the loader shares. Below the events
 * (which describe a refusal) and every other file module, so the kernel's imports form no cycle (`cycles.test.ts`).
 */
import type { Msg } from './message';

/** Why a file was refused (a message the i18n layer describes; `detail` is the nested reason if any). */
export interface FileMsg extends Msg {
  readonly m: 'file';
  readonly problem: FileProblemKind;
  /** Where: a place key ('file', 'encounter', 'grid', 'turns', 'pending', 'creature') or a field key ('grid.width'). */
  readonly where?: string;
  /** The field or key concerned. */
  readonly field?: string;
  /** The creature concerned. */
  readonly creature?: string;
  readonly detail?: Msg;
  readonly n?: number;
  readonly max?: number;
}

/** The kinds of file problems. */
export type FileProblemKind =
  | 'empty'
  | 'tooLarge'
  | 'notJson'
  | 'notOurs'
  | 'version'
  | 'forbiddenKey'
  | 'badNumber'
  | 'tooDeep'
  | 'unknownField'
  | 'missingField'
  | 'badValue'
  | 'unknownSystem'
  | 'tooMany'
  | 'orderMismatch'
  | 'gridMismatch'
  | 'idMismatch'
  | 'badCreature'
  | 'offMap'
  | 'noMount'
  | 'ridingCycle'
  | 'ridingChain'
  | 'badRelation'
  | 'awayFromMount'
  | 'twoRiders'
  | 'overlap'
  | 'unknownInOrder'
  | 'badCommand'
  | 'commandRefused'
  /** A string longer than the limit (`field`: the key it is under; `max`). */
  | 'tooLong'
  /** Text that is not plain: bidi controls or zero-width characters in a name, or a lone surrogate (`where`, `field`). */
  | 'badText'
  /** The same entry twice where each may appear once (`where`: 'turns' or 'creature'; `field`). */
  | 'duplicate'
  /** A pending decision of a kind the rule system does not know (`field`: the kind). */
  | 'unknownDecision'
  /** A message (a prompt, an option's label) that is not a well-formed message (`where`). */
  | 'badMessage'
  /**
   * The dice record `rng` (issue 26): `field` names what is wrong (`rng` itself, `alg`, `key`, `n`, `state`, or an
   * unknown or missing field, with `where` 'unknown' or 'missing').
   */
  | 'badDice'
  /** A key given twice in one object of the JSON text (`field`: the key); JSON.parse would keep the last (issue 31). */
  | 'duplicateKey'
  /** The id counter `nextId` at or below an existing creature's `c<n>` (`creature`: that id; issue 31). */
  | 'idCounter';

export class FileProblem extends Error {
  constructor(readonly info: FileMsg) {
    super(info.problem);
  }
}
export function fail(problem: FileProblemKind, extra: Omit<FileMsg, 'm' | 'problem'> = {}): never {
  throw new FileProblem({ m: 'file', problem, ...extra });
}
export const hasOwn = Object.prototype.hasOwnProperty;
export function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
export function onlyKeys(
  o: Record<string, unknown>,
  allowed: readonly string[],
  where: string,
  creature?: string,
  optional: readonly string[] = [],
): void {
  const at = creature === undefined ? { where } : { where, creature };
  for (const k of Object.keys(o))
    if (!allowed.includes(k) && !optional.includes(k)) fail('unknownField', { ...at, field: k.slice(0, 40) });
  for (const k of allowed) if (!hasOwn.call(o, k)) fail('missingField', { ...at, field: k });
}
export function int(v: unknown, min: number, max: number, where: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail('badValue', { where, n: min, max });
  return v;
}
