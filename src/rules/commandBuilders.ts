/**
 * Typed command builders (issue 31): the app builds a command with `cmd(type, fields)`, checked by the compiler
 * against the union of every rule system's commands (`Command`, the registry's), instead of an object literal cast
 * `as Command` that hides a misspelt field or a wrong type. ESLint refuses such a cast outside src/rules.
 */
import type { CommandBase, Point } from './core';
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

/**
 * A command waiting for a square in its field `F` (the board's square pick: dismount `to`, teleport `to`, charge
 * `to` …): any command that has a square field `F`, with that field left out.
 */
export type CommandAwaiting<F extends string> = {
  [K in CommandType]: F extends keyof CommandOf<K>
    ? CommandOf<K>[F] extends Point | undefined
      ? Omit<CommandOf<K>, F> & { readonly type: K }
      : never
    : never;
}[CommandType];

/** The command of a square pick, with the square picked put in its field. */
export function withSquare<F extends string>(command: CommandAwaiting<F>, field: F, square: Point): Command {
  // Sound by the type of `command`: it is a command of a type whose field `F` is a square.
  return { ...command, [field]: square } as unknown as Command;
}

/**
 * A command typed only as the kernel's `CommandBase` — received from outside (a player's request, a stored queue) or
 * built by a rule system behind the kernel's interface (a palette's status command) — handed on to the engine as a
 * `Command`. Nothing is checked here: the engine's envelope refuses an unknown type or a field of the wrong shape
 * before any handler runs (`core/shape.ts`). The one named place for that trust boundary; the app builds its own
 * commands with {@link cmd}, and ESLint refuses `as Command` outside src/rules.
 */
export function asCommand(
  command: CommandBase | ({ readonly type: string } & Readonly<Record<string, unknown>>),
): Command {
  return command as Command;
}
