/** Rule system "mounted4e": its commands and handlers (filled in by its own issue). */
import type { CommandBase, Handler } from '../core';

/** Commands of this rule system. */
export type Mounted4eCommand = never;

/** Handlers of this rule system; they override core handlers of the same name. */
export const mounted4eHandlers: Record<string, Handler<never> | undefined> = {};

/** Is this a command of this system? */
export function isMounted4eCommand(c: CommandBase): boolean {
  return c.type in mounted4eHandlers;
}
