/** Rule system "sudukuri": its commands and handlers (filled in by its own issue). */
import type { CommandBase, Handler } from '../core';

/** Commands of this rule system. */
export type SudukuriCommand = never;

/** Handlers of this rule system; they override core handlers of the same name. */
export const sudukuriHandlers: Record<string, Handler<never> | undefined> = {};

/** Is this a command of this system? */
export function isSudukuriCommand(c: CommandBase): boolean {
  return c.type in sudukuriHandlers;
}
