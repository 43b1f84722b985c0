/**
 * removeCreature (override): the kernel's removal, then this system's references to the creature are tidied
 * (MC-INIT-1 links to it, the action set's members, MC-SEP-1 grants), so no 4e state names a creature that
 * is gone (files are checked for that).
 */
import { kernelHandlers, type RemoveCreature } from '../../core';
import type { C, W } from './types';

/** removeCreature: remove it, then forget it in the links, the action set and the grants. */
export function removeCreature(w: W, cmd: RemoveCreature, ctx: C): void {
  kernelHandlers.removeCreature(w, cmd, ctx);
  const gone = cmd.id;
  for (const id of w.s.creatureOrder) if (w.creature(id)?.sys.initLink?.rider === gone) w.editSys(id).initLink = null;
  const { set, granted } = w.s.sys;
  if (set && set.members.includes(gone)) {
    const members = set.members.filter((id) => id !== gone);
    const sys = w.root('sys');
    const owner = set.owner === gone ? members[0] : set.owner;
    sys.set = owner === undefined ? null : { ...set, owner, members, left: { ...set.left }, spent: [...set.spent] };
  }
  if (granted.some((g) => g.mount === gone)) w.root('sys').granted = granted.filter((g) => g.mount !== gone);
}
