/**
 * The 4e system's shallow copies of its parts (`RuleSystem.copies`, issue 33): what `Work.patchSys` and
 * `Work.patch('sys')` make when a command changes a field of a creature's part or of the encounter's part. Each
 * has the keys, values and key order a spread gives, built from one literal per usual layout, so the copies share
 * a few hidden classes instead of one per way a part was made (a spread of parts of many shapes, and every later
 * read of a field of such a copy, was a visible part of a combat command). Any other layout is spread as before.
 */
import type { PartCopies } from '../core';
import type { M4Creature, M4Sys } from './model';

/** The fields every creature part has, in the order {@link creaturePart} writes them. */
const PART_ORDER: readonly string[] = ['defences', 'riding', 'hover', 'basicAttack', 'initLink', 'marks', 'heightFt'];

/**
 * Which of the usual layouts a part has: its own keys are {@link PART_ORDER}, then `powers` if any, then `effects`
 * if any (bit 1: powers, bit 2: effects); −1 for any other (a part as a person or an old file wrote it).
 */
function partLayout(p: object): number {
  let i = 0;
  let layout = 0;
  for (const k in p) {
    if (i < 7) {
      if (k !== PART_ORDER[i]) return -1;
    } else if (k === 'powers' && i === 7) layout |= 1;
    else if (k === 'effects' && i === 7 + (layout & 1)) layout |= 2;
    else return -1;
    i++;
  }
  return i < 7 ? -1 : layout;
}

/**
 * A shallow copy of a creature's 4e part for `Work.patchSys` (issue 33): the spread's keys, values and key order,
 * from one of four literals, so the copies share four hidden classes instead of one per way a part was made.
 */
export function copyPart(p: M4Creature): M4Creature {
  switch (partLayout(p)) {
    case 0:
      return {
        defences: p.defences,
        riding: p.riding,
        hover: p.hover,
        basicAttack: p.basicAttack,
        initLink: p.initLink,
        marks: p.marks,
        heightFt: p.heightFt,
      };
    case 1:
      return {
        defences: p.defences,
        riding: p.riding,
        hover: p.hover,
        basicAttack: p.basicAttack,
        initLink: p.initLink,
        marks: p.marks,
        heightFt: p.heightFt,
        powers: p.powers,
      };
    case 2:
      return {
        defences: p.defences,
        riding: p.riding,
        hover: p.hover,
        basicAttack: p.basicAttack,
        initLink: p.initLink,
        marks: p.marks,
        heightFt: p.heightFt,
        effects: p.effects,
      };
    case 3:
      return {
        defences: p.defences,
        riding: p.riding,
        hover: p.hover,
        basicAttack: p.basicAttack,
        initLink: p.initLink,
        marks: p.marks,
        heightFt: p.heightFt,
        powers: p.powers,
        effects: p.effects,
      };
    default:
      return { ...p };
  }
}

/** The fields every encounter part has, in the order `newSys` writes them. */
const SYS_ORDER: readonly string[] = ['options', 'set', 'granted', 'nextLink'];
/** The optional fields in the order they come when present (the effect counter first: see {@link sysLayout}). */
const SYS_LATER: readonly string[] = ['nextEffect', 'delayed', 'placed'];

/**
 * Which usual layout an encounter part has: {@link SYS_ORDER}, then a leading run of {@link SYS_LATER} (0 to 3 of
 * them); −1 for any other order.
 */
function sysLayout(s: object): number {
  let i = 0;
  for (const k in s) {
    if (i < 4 ? k !== SYS_ORDER[i] : k !== SYS_LATER[i - 4]) return -1;
    i++;
  }
  return i < 4 ? -1 : i - 4;
}

/** A shallow copy of the encounter's 4e part for `Work.patch('sys')` (see the module comment). */
export function copySys(s: M4Sys): M4Sys {
  switch (sysLayout(s)) {
    case 0:
      return { options: s.options, set: s.set, granted: s.granted, nextLink: s.nextLink };
    case 1:
      return { options: s.options, set: s.set, granted: s.granted, nextLink: s.nextLink, nextEffect: s.nextEffect };
    case 2:
      return {
        options: s.options,
        set: s.set,
        granted: s.granted,
        nextLink: s.nextLink,
        nextEffect: s.nextEffect,
        delayed: s.delayed,
      };
    case 3:
      return {
        options: s.options,
        set: s.set,
        granted: s.granted,
        nextLink: s.nextLink,
        nextEffect: s.nextEffect,
        delayed: s.delayed,
        placed: s.placed,
      };
    default:
      return { ...s };
  }
}

/** The 4e system's copies of its parts (`RuleSystem.copies`). */
export const partCopies: PartCopies<M4Creature, M4Sys> = { part: copyPart, sys: copySys };
