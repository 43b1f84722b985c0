/**
 * removeCreature (override): the kernel's removal, then this system's references to the creature are tidied
 * (MC-INIT-1 links to it, the action set's members, MC-SEP-1 grants, effects, delayed turns and their places,
 * B-14, B-16), so no 4e state names a creature that is gone (files are checked for that).
 */
import { kernelHandlers, type RemoveCreature } from '../../core';
import { durationOwner } from '../effectTurns';
import { effectsOf, endEffects, replaceEffect } from '../effects';
import type { C, W } from './types';

/**
 * B-14: effects on the creature go with it; effects that depend on it — a duration counted in its turns, a
 * "while riding" effect with it — end; on the others it is no longer named as the source.
 */
function tidyEffects(w: W, ctx: C, gone: string): void {
  const list = effectsOf(w.s);
  if (list.length === 0) return;
  const ending = list
    .filter(
      (e) =>
        e.target !== gone &&
        (durationOwner(e) === gone ||
          e.whileRiding?.with === gone ||
          // B-18: a mark ends when the creature that marked is gone.
          (e.source === gone && e.what.kind === 'condition' && e.what.condition === 'marked')),
    )
    .map((e) => e.id);
  endEffects(w, ctx, ending, 'gone', ['B-14']);
  // Those on it go with its record.
  for (const e of effectsOf(w.s)) if (e.target !== gone && e.source === gone) replaceEffect(w, { ...e, source: null });
}

/** removeCreature: remove it, then forget it in the links, the action set and the grants. */
export function removeCreature(w: W, cmd: RemoveCreature, ctx: C): void {
  // Effects first, while the creature can still be named in the log.
  if (w.creature(cmd.id)) tidyEffects(w, ctx, cmd.id);
  kernelHandlers.removeCreature(w, cmd, ctx);
  const gone = cmd.id;
  for (const id of w.s.creatureOrder) if (w.creature(id)?.sys.initLink?.rider === gone) w.patchSys(id).initLink = null;
  const { set, granted } = w.s.sys;
  if (set && set.members.includes(gone)) {
    const members = set.members.filter((id) => id !== gone);
    const sys = w.patch('sys');
    const owner = set.owner === gone ? members[0] : set.owner;
    sys.set = owner === undefined ? null : { ...set, owner, members, left: { ...set.left }, spent: [...set.spent] };
  }
  if (granted.some((g) => g.mount === gone)) w.patch('sys').granted = granted.filter((g) => g.mount !== gone);
  const delayed = w.s.sys.delayed;
  if (delayed && delayed.some((d) => d.members.includes(gone)))
    w.patch('sys').delayed = delayed
      .filter((d) => d.id !== gone)
      .map((d) => ({ ...d, members: d.members.filter((id) => id !== gone) }));
  const placed = w.s.sys.placed;
  if (placed && placed.some((p) => p.id === gone || p.after === gone))
    w.patch('sys').placed = placed.filter((p) => p.id !== gone && p.after !== gone);
}
