/**
 * editCreature (override): the kernel's edit; the log names the fields of the 4e part that changed
 * (`riding`, `defences` …) instead of the part as a whole.
 */
import { kernelHandlers, type EditCreature } from '../../core';
import type { C, W } from './types';

/** editCreature: every field checked by the kernel and the part's check (creaturePart). */
export function editCreature(w: W, cmd: EditCreature, ctx: C): void {
  const part = cmd.patch.sys;
  const keys = part !== null && typeof part === 'object' && !Array.isArray(part) ? Object.keys(part) : [];
  if (keys.length === 0) return kernelHandlers.editCreature(w, cmd, ctx);
  const named: C = {
    roller: ctx.roller,
    system: ctx.system,
    get events() {
      return ctx.events;
    },
    emit: (e) =>
      ctx.emit(e.type === 'creatureEdited' ? { ...e, fields: e.fields.flatMap((f) => (f === 'sys' ? keys : [f])) } : e),
  };
  kernelHandlers.editCreature(w, cmd, named);
}
