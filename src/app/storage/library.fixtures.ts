// Shared setup of the library tests (library.*.test.ts): a script run on an entry, undone, an entry created, and a
// wait for every append to be acknowledged.
import { expect } from 'vitest';
import { fileText, type CommandBase, type Encounter, type Session } from '../../rules';
import type { Library } from './library';
import { newKernelSession, scriptCommand, until, writersOf } from './testing';

export type S = Session<Encounter, CommandBase>;
export const fileOf = (s: S): string => fileText(s.initial, s.commands(), s.cursor);

export function run(lib: Library, id: string, s: S, n: number): void {
  for (let i = 0; i < n; i++) {
    const r = s.apply(scriptCommand(s.cursor));
    if (!r.ok) throw new Error(`refused at ${s.cursor}`);
    expect(lib.record(id, s, 'command').ok).toBe(true);
  }
}
export function back(lib: Library, id: string, s: S, n: number): void {
  for (let i = 0; i < n; i++) {
    s.undo();
    lib.record(id, s, 'undo');
  }
}
export async function created(lib: Library, name = 'Test'): Promise<{ id: string; session: S }> {
  const r = await lib.create({ name, initialState: newKernelSession().initial });
  if (!r.ok) throw new Error(r.reason);
  return r;
}
/** Revisions of the checkpoints the library knows for an entry, newest first. */
/** Wait until every append of the library has been acknowledged. */
export const settled = (lib: Library): Promise<void> =>
  until(() => [...writersOf(lib).values()].every((w) => w.inflight.length === 0));
