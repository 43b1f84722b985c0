/**
 * editCreature (override): the kernel's edit; the log names the fields of the 4e part that changed
 * (`riding`, `defences` …) instead of the part as a whole.
 */
import { kernelHandlers, type EditCreature } from '../../core';
import { reject } from '../msgs';
import type { C, W } from './types';

/** A part given by a command may not carry effects: they are started and ended by the rules (B-14). */
export function refuseEffectsInPart(part: unknown): void {
  if (part !== null && typeof part === 'object' && Object.prototype.hasOwnProperty.call(part, 'effects'))
    reject({ m: 'unknownField', field: 'sys.effects' }, 'B-14');
}

/** editCreature: every field checked by the kernel and the part's check (creaturePart); no effects in a patch. */
export function editCreature(w: W, cmd: EditCreature, ctx: C): void {
  const part = cmd.patch?.sys;
  refuseEffectsInPart(part);
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
