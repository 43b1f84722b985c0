/** Rule system "tenkai": its commands and handlers (filled in by its own issue). */
import type { CommandBase, Handler } from '../core';

/** Commands of this rule system. */
export type TenkaiCommand = never;

/** Handlers of this rule system; they override core handlers of the same name. */
export const tenkaiHandlers: Record<string, Handler<never> | undefined> = {};

/** Is this a command of this system? */
export function isTenkaiCommand(c: CommandBase): boolean {
  return c.type in tenkaiHandlers;
}
