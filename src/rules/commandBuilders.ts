/**
 * Typed command builders (issue 31): the app builds a command with `cmd(type, fields)`, checked by the compiler
 * against the union of every rule system's commands (`Command`, the registry's), instead of an object literal cast
 * `as Command` that hides a misspelt field or a wrong type. ESLint refuses such a cast outside src/rules.
 */
import type { Command } from './registry';

/** The type name of any command of any rule system. */
export type CommandType = Command['type'];
/** The command of one type name (e.g. `CommandOf<'dismount'>` is 4e's `DismountCommand`). */
export type CommandOf<K extends CommandType> = Extract<Command, { readonly type: K }>;
/** A command's fields without its `type` (distributes over a union). */
export type CommandFields<C> = C extends unknown ? Omit<C, 'type'> : never;
type FieldsArg<K extends CommandType> =
  object extends CommandFields<CommandOf<K>>
    ? [fields?: CommandFields<CommandOf<K>>]
    : [fields: CommandFields<CommandOf<K>>];

/** A command of a type name with its fields, checked against that command's declaration. */
export function cmd<K extends CommandType>(type: K, ...[fields]: FieldsArg<K>): CommandOf<K> {
  // The one cast: the compiler cannot follow a generic `K` through `Omit`; the signature is what callers are checked by.
  return Object.assign({ type }, fields, { type }) as unknown as CommandOf<K>;
}
