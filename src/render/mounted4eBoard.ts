/**
 * What the 4e rules bring to the board (`mounted4eBoard`, registered by the UI list with 4e's UI): the forced-movement
 * tool's legal next squares (B-2) and the offer to mount when a creature is dropped on a possible mount. The rules
 * decide; this file only asks them (mountOptions, forcedMoveNextSquares, dry runs of `mount`).
 */
import {
  cmd,
  type AnyEncounter,
  type Command,
  type Creature,
  type CreatureId,
  type Outcome,
  type Point,
} from '../rules';
import { effectsOn, forcedMoveNextSquares, mountOptions, type M4Encounter } from '../rules/mounted4e';
import type { Lang } from '../i18n';
import { effectMark } from '../i18n/systems/mounted4e/effectMarks';
import type { ForcedTool, MountOfferChoice } from '../store';
import type { BoardSystem } from './systems';
import { M4_FORCED_TOOL } from './tools/forcedTool';

/** Issue 19: the marks of the effects on a token, in the order they began ("Dz/SE 5fire/SE Atk−2/EoNT"; B-14). */
export function m4EffectChips(enc: AnyEncounter, c: Creature, lang: Lang): string {
  return effectsOn(enc as M4Encounter, c.id)
    .map((v) => effectMark(v.facts, lang))
    .join(' ');
}

/** The legal next squares of the forced-movement tool. */
export function m4ForcedNext(enc: AnyEncounter, f: ForcedTool): Point[] {
  if (f.path.length >= f.distance) return [];
  return forcedMoveNextSquares(enc as M4Encounter, f.targetId, f.kind, f.sourceId, f.path);
}

/**
 * Could `id` get on `mountId` (dropped on it)? Only when the rules allow it now (`mountOptions`: size, willing
 * mount, room, relations, the action; MC-ELIG-1/2, MC-MOUNT-1, MC-R4, B-7). The choices: from an adjacent square
 * (MC-MOUNT-1), or walking there and paying the extra movement (MC-MOUNT-3) or jumping (MC-MOUNT-4), each checked
 * by a dry run of the `mount` command the panel sends.
 */
export function m4MountOffer(
  enc: AnyEncounter,
  id: CreatureId,
  mountId: CreatureId,
  dryRun: (c: Command) => Outcome,
): { asPassenger: boolean; choices: MountOfferChoice[] } | null {
  const o = mountOptions(enc as M4Encounter, id).find((x) => x.mountId === mountId);
  if (!o?.legal) return null;
  const vias: ('adjacent' | 'move' | 'jump')[] = o.adjacent ? ['adjacent'] : ['move', 'jump'];
  const choices = vias.map((via): MountOfferChoice => {
    const command = cmd('mount', { id, mountId, via });
    const r = dryRun(command);
    return {
      via,
      command,
      legal: r.ok,
      ...(!r.ok && r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : {}),
    };
  });
  return choices.some((c) => c.legal) ? { asPassenger: o.asPassenger, choices } : null;
}

/** 4e's board part (registered by the UI list with 4e's UI). */
export const mounted4eBoard: BoardSystem = {
  forcedNext: m4ForcedNext,
  // B-2: the forced-movement tool is 4e's own (issue 31: not built by the generic tool machine).
  tools: [M4_FORCED_TOOL],
  mountOffer: m4MountOffer,
  // The effects on a token are in its own record (issue 33): a change redoes that token only.
  effectChips: m4EffectChips,
};
